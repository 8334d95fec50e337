package org.ponytable.ai.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.ponytable.ai.Level;
import org.ponytable.ai.Player;
import org.ponytable.ai.Table;
import org.ponytable.ai.match.Match;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.state.GameState;

/**
 * The designers' balance simulation: every pair of the given decks (or every pair with one chosen
 * deck) plays a number of games, one computer level in both seats, the decks changing seats every
 * game. Game {@code k} (counted over the pairings played) is dealt from seed {@code seed + k} and
 * its players are seeded from that, and the games are gathered in order, so the result depends on
 * the settings only, never on the threads.
 */
public final class Simulation {
  private Simulation() {}

  /** A deck under the name the reports give it. */
  public record Deck(String name, DeckList list) {}

  /**
   * @param iterations Normal's imagined games per decision (ignored by the other levels)
   * @param games games per pairing; deck A has the first seat in even-numbered games
   * @param threads games played at once
   * @param against the one deck whose pairings are played, or null for every pair: after a
   *     designer changes one deck, only its games have new results
   */
  public record Settings(List<Deck> decks, Level level, int iterations, int games, long seed, int threads,
      String against) {
    public Settings(List<Deck> decks, Level level, int iterations, int games, long seed, int threads) {
      this(decks, level, iterations, games, seed, threads, null);
    }

    public Settings {
      decks = List.copyOf(decks);
      if (decks.size() < 2) {
        throw new IllegalArgumentException("a simulation needs at least two decks, got " + decks.size());
      }
      for (int i = 0; i < decks.size(); i++) {
        for (int j = 0; j < i; j++) {
          if (decks.get(i).name().equals(decks.get(j).name())) {
            throw new IllegalArgumentException("the deck '" + decks.get(i).name() + "' is named twice");
          }
        }
      }
      if (games < 1 || iterations < 1 || threads < 1) {
        throw new IllegalArgumentException("games, iterations and threads must each be at least 1");
      }
      if (against != null && decks.stream().noneMatch(d -> d.name().equals(against))) {
        throw new IllegalArgumentException("the deck '" + against + "' to play against is not among the decks");
      }
    }

    /** The pairings played, as deck indexes {@code {i, j}} with {@code i < j}, in the order their games are dealt. */
    public List<int[]> pairs() {
      List<int[]> pairs = new ArrayList<>();
      for (int i = 0; i < decks.size(); i++) {
        for (int j = i + 1; j < decks.size(); j++) {
          if (against == null || decks.get(i).name().equals(against) || decks.get(j).name().equals(against)) {
            pairs.add(new int[] {i, j});
          }
        }
      }
      return pairs;
    }

    public int pairings() {
      return pairs().size();
    }

    public int totalGames() {
      return pairings() * games;
    }
  }

  /** Told after each finished game, from the thread that played it. */
  public interface Progress {
    void games(int done, int total);
  }

  /** What a simulation found. */
  public record Result(Settings settings, WinMatrix matrix, List<CardFigures> cards, double seconds) {}

  /** One game: the deck index in each seat, the winning seat (-1: a draw) and what the cards did. */
  private record Game(int[] decks, int winner, GameTally tally) {}

  /**
   * Plays the whole simulation. Interrupting the calling thread stops it: the games in progress
   * are interrupted and this throws {@link CancellationException}.
   */
  public static Result run(CardPool pool, Settings settings, Progress progress) {
    long start = System.nanoTime();
    List<int[]> pairings = settings.pairs();
    int total = settings.totalGames();
    AtomicInteger done = new AtomicInteger();
    ExecutorService exec = Executors.newFixedThreadPool(settings.threads(), r -> {
      Thread t = new Thread(r, "simulation");
      t.setDaemon(true);
      return t;
    });
    List<Future<Game>> futures = new ArrayList<>(total);
    try {
      int k = 0;
      for (int[] pr : pairings) {
        for (int g = 0; g < settings.games(); g++) {
          int[] seats = g % 2 == 0 ? new int[] {pr[0], pr[1]} : new int[] {pr[1], pr[0]};
          long seed = settings.seed() + k++;
          futures.add(exec.submit(() -> {
            Game game = play(pool, settings, seats, seed);
            progress.games(done.incrementAndGet(), total);
            return game;
          }));
        }
      }
      WinMatrix matrix = new WinMatrix(settings.decks().stream().map(Deck::name).toList());
      List<List<CardFigures>> figures = figureRows(pool, settings);
      for (Future<Game> f : futures) {
        Game game = waitFor(f);
        int winnerDeck = game.winner() < 0 ? -1 : game.decks()[game.winner()];
        matrix.add(game.decks()[0], game.decks()[1], winnerDeck);
        for (int p = 0; p < 2; p++) {
          int deck = game.decks()[p];
          int points = game.winner() < 0 ? 1 : game.winner() == p ? 2 : 0;
          for (CardFigures row : figures.get(deck)) {
            row.add(game.tally().seat(p), points);
          }
        }
      }
      return new Result(settings, matrix, figures.stream().flatMap(List::stream).toList(), (System.nanoTime() - start) / 1e9);
    } finally {
      exec.shutdownNow();
    }
  }

  private static Game waitFor(Future<Game> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("the simulation was cancelled");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof CancellationException c) {
        throw c;
      }
      throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
    }
  }

  /** A row per card of each deck list, in the list's order: the Mane Character, Problems, draw deck. */
  private static List<List<CardFigures>> figureRows(CardPool pool, Settings settings) {
    List<List<CardFigures>> rows = new ArrayList<>();
    for (Deck deck : settings.decks()) {
      List<CardFigures> deckRows = new ArrayList<>();
      List<String> ids = new ArrayList<>();
      ids.add(deck.list().maneCharacter());
      ids.addAll(deck.list().problemDeck());
      ids.addAll(deck.list().drawDeck());
      Map<String, Integer> copies = new LinkedHashMap<>();
      ids.forEach(id -> copies.merge(id, 1, Integer::sum));
      for (Map.Entry<String, Integer> c : copies.entrySet()) {
        String name = pool.find(c.getKey()).map(def -> def.name()).orElse(c.getKey());
        deckRows.add(new CardFigures(deck.name(), c.getKey(), name, c.getValue()));
      }
      rows.add(deckRows);
    }
    return rows;
  }

  /** One game, decks {@code seats[0]} and {@code seats[1]} in seats 1 and 2. */
  private static Game play(CardPool pool, Settings settings, int[] seats, long seed) {
    DeckList a = settings.decks().get(seats[0]).list();
    DeckList b = settings.decks().get(seats[1]).list();
    Table table = new Table(pool, List.of(a, b));
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Seat 1", a), new GameSetup.Seat("Seat 2", b)),
        seed, -1);
    List<Player> players = List.of(
        settings.level().create(table, 0, seed * 2 + 1, settings.iterations(), 1),
        settings.level().create(table, 1, seed * 2 + 2, settings.iterations(), 1));
    GameTally[] tally = new GameTally[1];
    Match.Result r = Match.play(table, setup, players, o -> {
      if (Thread.currentThread().isInterrupted()) {
        throw new CancellationException("the simulation was cancelled");
      }
      if (tally[0] == null) {
        // Ids and owners never change in a game (Engine.newGame numbers the cards once).
        GameState s = o.state();
        tally[0] = new GameTally(s::owner, id -> s.def(id).id());
      }
      o.events().forEach(tally[0]::add);
    });
    return new Game(seats, r.winner(), tally[0]);
  }
}
