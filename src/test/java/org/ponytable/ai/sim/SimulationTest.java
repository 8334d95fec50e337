package org.ponytable.ai.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ponytable.ai.Level;
import org.ponytable.ai.Player;
import org.ponytable.ai.Table;
import org.ponytable.ai.match.Match;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/** The balance simulation over the shipped PT2 decks, with random players (fast). */
class SimulationTest {
  static CardPool pool;
  static Map<String, DeckList> decks = new HashMap<>();

  @BeforeAll
  static void load() throws Exception {
    pool = new CardLoader().loadDirectory(Path.of("cards"));
    for (DeckList d : new DeckLoader(pool).loadDirectory(Path.of("cards", CardLoader.DECKS_FOLDER))) {
      decks.put(d.name(), d);
    }
  }

  static Simulation.Settings settings(int games, long seed, int threads, String... names) {
    List<Simulation.Deck> picked = new ArrayList<>();
    for (String n : names) {
      picked.add(new Simulation.Deck(n, decks.get(n)));
    }
    return new Simulation.Settings(picked, Level.RANDOM, 1, games, seed, threads);
  }

  @Test
  void theSameSeedGivesTheSameResultWithOneOrTwoThreads() {
    String[] names = {"Confetti Parade", "Crystal Bazaar", "Moonshade Hollow"};
    AtomicInteger told = new AtomicInteger();
    Simulation.Result one = Simulation.run(pool, settings(4, 7, 1, names), (done, total) -> told.incrementAndGet());
    Simulation.Result two = Simulation.run(pool, settings(4, 7, 2, names), (done, total) -> {});
    assertThat(told.get()).isEqualTo(12);
    assertThat(SimulationReport.markdown(two.matrix())).isEqualTo(SimulationReport.markdown(one.matrix()));
    assertThat(SimulationReport.matrixCsv(two.matrix())).isEqualTo(SimulationReport.matrixCsv(one.matrix()));
    assertThat(SimulationReport.cardsCsv(two.cards())).isEqualTo(SimulationReport.cardsCsv(one.cards()));
    // Every pairing played its games, each counted from both sides.
    for (int r = 0; r < 3; r++) {
      for (int c = 0; c < 3; c++) {
        assertThat(one.matrix().games(r, c)).isEqualTo(r == c ? 0 : 4);
        if (r != c) {
          assertThat(one.matrix().wins(r, c) + one.matrix().wins(c, r) + one.matrix().draws(r, c)).isEqualTo(4);
        }
      }
    }
  }

  @Test
  void againstOneDeckPlaysOnlyItsPairingsAndDealsTheirGamesFromTheFirstSeeds() {
    String[] names = {"Confetti Parade", "Crystal Bazaar", "Moonshade Hollow"};
    List<Simulation.Deck> picked = settings(3, 5, 2, names).decks();
    Simulation.Settings focused = new Simulation.Settings(picked, Level.RANDOM, 1, 3, 5, 2, "Moonshade Hollow");
    assertThat(focused.pairings()).isEqualTo(2);
    assertThat(focused.totalGames()).isEqualTo(6);
    Simulation.Result r = Simulation.run(pool, focused, (d, t) -> {});
    assertThat(r.matrix().games(0, 1)).as("Confetti Parade vs Crystal Bazaar is not played").isZero();
    assertThat(r.matrix().games(0, 2)).isEqualTo(3);
    assertThat(r.matrix().games(1, 2)).isEqualTo(3);
    assertThat(r.matrix().totalGames(2)).isEqualTo(6);
    // Its games are dealt from seeds 5-10 in pairing order, so the two decks alone give the first pairing's result.
    Simulation.Result alone = Simulation.run(pool, settings(3, 5, 1, "Confetti Parade", "Moonshade Hollow"), (d, t) -> {});
    assertThat(r.matrix().wins(2, 0)).isEqualTo(alone.matrix().wins(1, 0));
    assertThat(r.matrix().wins(0, 2)).isEqualTo(alone.matrix().wins(0, 1));
  }

  @Test
  void aDeckToPlayAgainstMustBeAmongTheDecks() {
    List<Simulation.Deck> picked = settings(1, 1, 1, "Confetti Parade", "Crystal Bazaar").decks();
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> new Simulation.Settings(picked, Level.RANDOM, 1, 1, 1, 1, "Moonshade Hollow"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'Moonshade Hollow'");
  }

  @Test
  void aCardHasARowOnlyInTheDecksThatHoldIt() {
    Simulation.Result r = Simulation.run(pool, settings(2, 1, 1, "Confetti Parade", "Crystal Bazaar"), (d, t) -> {});
    for (String deckName : List.of("Confetti Parade", "Crystal Bazaar")) {
      DeckList list = decks.get(deckName);
      Set<String> expected = new LinkedHashSet<>();
      expected.add(list.maneCharacter());
      expected.addAll(list.problemDeck());
      expected.addAll(list.drawDeck());
      List<CardFigures> rows = r.cards().stream().filter(f -> f.deck().equals(deckName)).toList();
      assertThat(rows).extracting(CardFigures::card).containsExactlyElementsOf(expected);
      for (CardFigures f : rows) {
        assertThat(f.games()).isEqualTo(2);
        assertThat(f.drawnGames()).isBetween(0, 2);
        assertThat(f.copies()).isEqualTo((int) java.util.stream.Stream.concat(java.util.stream.Stream.concat(
            java.util.stream.Stream.of(list.maneCharacter()), list.problemDeck().stream()), list.drawDeck().stream())
            .filter(f.card()::equals).count());
      }
      // The Mane Character starts in play (not drawn, never played from hand).
      CardFigures mane = rows.get(0);
      assertThat(mane.drawnGames()).isZero();
      assertThat(mane.playedGames()).isZero();
    }
  }

  /** Game k of the simulation replayed on its own from its documented seed: the same plays counted. */
  @Test
  void perCardCountsMatchTheGamesReplayedFromTheirSeeds() {
    DeckList a = decks.get("Confetti Parade");
    DeckList b = decks.get("Thunderhead Squadron");
    Simulation.Result r = Simulation.run(pool, settings(3, 40, 2, "Confetti Parade", "Thunderhead Squadron"),
        (d, t) -> {});
    Map<String, Integer> plays = new HashMap<>();
    Map<String, Integer> playedGames = new HashMap<>();
    Map<String, Integer> drawnGames = new HashMap<>();
    for (int g = 0; g < 3; g++) {
      // Deck A sits first in even games; game k is dealt from seed + k.
      DeckList first = g % 2 == 0 ? a : b;
      DeckList second = g % 2 == 0 ? b : a;
      int seatOfA = g % 2 == 0 ? 0 : 1;
      long seed = 40 + g;
      Table table = new Table(pool, List.of(first, second));
      GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Seat 1", first), new GameSetup.Seat("Seat 2",
          second)), seed, -1);
      List<Player> players = List.of(Level.RANDOM.create(table, 0, seed * 2 + 1, 1, 1),
          Level.RANDOM.create(table, 1, seed * 2 + 2, 1, 1));
      GameState[] first0 = new GameState[1];
      Set<String> played = new LinkedHashSet<>();
      Set<String> drawn = new LinkedHashSet<>();
      Match.play(table, setup, players, o -> {
        if (first0[0] == null) {
          first0[0] = o.state();
        }
        for (GameEvent e : o.events()) {
          if (e instanceof GameEvent.CardPlayed p && first0[0].owner(p.card()) == seatOfA) {
            String id = first0[0].def(p.card()).id();
            plays.merge(id, 1, Integer::sum);
            played.add(id);
          }
          if (e instanceof GameEvent.Drew d && first0[0].owner(d.card()) == seatOfA) {
            drawn.add(first0[0].def(d.card()).id());
          }
        }
      });
      played.forEach(id -> playedGames.merge(id, 1, Integer::sum));
      drawn.forEach(id -> drawnGames.merge(id, 1, Integer::sum));
    }
    assertThat(plays).isNotEmpty();
    for (CardFigures f : r.cards()) {
      if (f.deck().equals("Confetti Parade")) {
        assertThat(f.plays()).as(f.card()).isEqualTo(plays.getOrDefault(f.card(), 0));
        assertThat(f.playedGames()).as(f.card()).isEqualTo(playedGames.getOrDefault(f.card(), 0));
        assertThat(f.drawnGames()).as(f.card()).isEqualTo(drawnGames.getOrDefault(f.card(), 0));
      }
    }
  }

  @Test
  void interruptingTheCallerCancelsTheGames() throws Exception {
    AtomicInteger told = new AtomicInteger();
    Throwable[] thrown = new Throwable[1];
    Thread caller = new Thread(() -> {
      try {
        Simulation.run(pool, settings(100_000, 1, 2, "Confetti Parade", "Crystal Bazaar"),
            (d, t) -> told.incrementAndGet());
      } catch (Throwable t) {
        thrown[0] = t;
      }
    });
    caller.start();
    while (told.get() < 2) {
      Thread.sleep(5);
    }
    caller.interrupt();
    caller.join(30_000);
    assertThat(caller.isAlive()).isFalse();
    assertThat(thrown[0]).isInstanceOf(java.util.concurrent.CancellationException.class);
    int after = told.get();
    Thread.sleep(300);
    assertThat(told.get()).as("no game finishes after the cancel").isLessThanOrEqualTo(after + 2);
  }

  /** Counting from events: a card played in every game, twice in one, and a card nobody played. */
  @Test
  void aCardPlayedInEveryGameHasAsManyPlayedGamesAsGames() {
    // Ids 0-9 are seat 0's; id 3 and 4 are copies of "star", 5 is "dud", 6 has abilities.
    java.util.function.IntFunction<String> defOf = id -> id == 3 || id == 4 ? "star" : id == 5 ? "dud" : "c" + id;
    CardFigures star = new CardFigures("D", "star", "Star", 2);
    CardFigures dud = new CardFigures("D", "dud", "Dud", 1);
    CardFigures c6 = new CardFigures("D", "c6", "Six", 1);
    for (int g = 0; g < 3; g++) {
      GameTally t = new GameTally(id -> id < 10 ? 0 : 1, defOf);
      t.add(new GameEvent.Drew(0, 3));
      t.add(new GameEvent.Drew(0, 5));
      t.add(new GameEvent.CardPlayed(0, 3, Area.home(0), false));
      if (g == 1) {
        t.add(new GameEvent.CardPlayed(0, 4, Area.home(0), false));
      }
      t.add(new GameEvent.CardPlayed(1, 13, Area.home(1), false));
      t.add(new GameEvent.AbilityTriggered(6, 0));
      t.add(new GameEvent.AbilityActivated(0, 6, 1));
      t.add(new GameEvent.EffectStarted(6, 0));
      int points = g == 2 ? 0 : 2;
      star.add(t.seat(0), points);
      dud.add(t.seat(0), points);
      c6.add(t.seat(0), points);
    }
    assertThat(star.playedGames()).isEqualTo(3);
    assertThat(star.plays()).isEqualTo(4);
    assertThat(star.playedWinRate()).isCloseTo(2.0 / 3, within());
    assertThat(dud.drawnGames()).isEqualTo(3);
    assertThat(dud.playedGames()).isZero();
    assertThat(dud.playedWinRate()).isNaN();
    assertThat(c6.triggered()).isEqualTo(3);
    assertThat(c6.activated()).containsExactly(Map.entry(2, 3));
    assertThat(c6.resolved()).isEqualTo(3);
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-9);
  }
}
