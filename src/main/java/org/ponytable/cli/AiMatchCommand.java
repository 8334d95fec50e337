package org.ponytable.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ponytable.ai.Level;
import org.ponytable.ai.Player;
import org.ponytable.ai.Table;
import org.ponytable.ai.match.Match;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.card.CardPool;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "ai-match", mixinStandardHelpOptions = true,
    header = "Play computer levels against each other and report win rates.",
    footerHeading = "%nExamples:%n",
    footer = {"  ai-match --levels normal,random --games 20", "  ai-match --levels normal,easy --games 10 --iterations 100"},
    description = {
        "For every pair of the decks (each deck against itself too with --mirror), play --games games with "
            + "level A in seat 1 and as many with the seats swapped, and report how often A won, lost or drew.",
        "Every player decides from its own seat's view only. Game g of a pairing uses seed S+g for the deal and "
            + "for both players, so the same command reports the same games."})
final class AiMatchCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Option(names = "--levels", paramLabel = "A,B", split = ",", hideParamSyntax = true, defaultValue = "normal,random",
      description = "The two levels: random, easy or normal (default: ${DEFAULT-VALUE}).")
  List<String> levels;

  @Option(names = "--decks", paramLabel = "D,...", split = ",", hideParamSyntax = true,
      description = "Decks to pair (names in the decks folder or paths; default: every shipped deck).")
  List<String> decks;

  @Option(names = "--games", paramLabel = "N", defaultValue = "10",
      description = "Games per pairing and seat order (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first game (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--iterations", paramLabel = "I", defaultValue = "64",
      description = "Normal's imagined games per decision (default: ${DEFAULT-VALUE}).")
  int iterations;

  @Option(names = "--threads", paramLabel = "T", defaultValue = "2",
      description = "Games played at once (default: ${DEFAULT-VALUE}).")
  int threads;

  @Option(names = "--verbose", description = "One line per game: seed, seats, winner, turns, actions and why it ended.")
  boolean verbose;

  record Pairing(int a, int b) {}

  @Override
  public Integer call() throws Exception {
    if (games < 1 || iterations < 1 || threads < 1 || levels.size() != 2) {
      throw new PonyCli.Failure("--games, --iterations and --threads must be at least 1, and --levels names two levels",
          PonyCli.USAGE);
    }
    Level la = Level.named(levels.get(0));
    Level lb = Level.named(levels.get(1));
    if (la == null || lb == null) {
      throw new PonyCli.Failure("unknown level in " + levels + "; use random, easy or normal", PonyCli.USAGE);
    }
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(true);
    List<Decks.Named> named = Decks.each(pool, cards.decksDir(), decks);
    if (named.isEmpty()) {
      throw new PonyCli.Failure("no deck files in " + cards.decksDir() + "; pass --decks or --cards DIR", PonyCli.USAGE);
    }
    List<Pairing> pairings = new ArrayList<>();
    for (int i = 0; i < named.size(); i++) {
      for (int j = i + 1; j < named.size(); j++) {
        pairings.add(new Pairing(i, j));
      }
    }
    if (pairings.isEmpty()) {
      pairings.add(new Pairing(0, 0));
    }
    out.printf(Locale.ROOT, "ai-match: %s vs %s, %d games per pairing and seat order, seeds %d.., Normal %d iterations%n",
        la.display(), lb.display(), games, seed, iterations);
    out.printf(Locale.ROOT, "%-44s %6s %6s %6s %6s%n", "pairing (A's deck vs B's deck, both seatings)", "games",
        "A won", "B won", "draws");
    out.flush();
    ExecutorService exec = Executors.newFixedThreadPool(threads);
    int[] total = new int[3];
    long start = System.nanoTime();
    try {
      for (Pairing pr : pairings) {
        List<Future<Integer>> results = new ArrayList<>();
        for (int g = 0; g < games; g++) {
          for (int swap = 0; swap < 2; swap++) {
            long s = seed + g;
            // Each deck plays each level: A with deck a against B with deck b, then the decks change hands.
            for (int decksSwap = 0; decksSwap < (pr.a() == pr.b() ? 1 : 2); decksSwap++) {
              int da = decksSwap == 0 ? pr.a() : pr.b();
              int db = decksSwap == 0 ? pr.b() : pr.a();
              int seatA = swap;
              results.add(exec.submit(() -> game(pool, named.get(da), named.get(db), la, lb, seatA, s)));
            }
          }
        }
        int[] counts = new int[3];
        for (Future<Integer> f : results) {
          counts[f.get()]++;
        }
        for (int k = 0; k < 3; k++) {
          total[k] += counts[k];
        }
        out.printf(Locale.ROOT, "%-44s %6d %6s %6s %6d%n", named.get(pr.a()).deck().name() + " vs "
            + named.get(pr.b()).deck().name(), results.size(), rate(counts[0], results.size()),
            rate(counts[1], results.size()), counts[2]);
        out.flush();
      }
    } finally {
      exec.shutdownNow();
    }
    int n = total[0] + total[1] + total[2];
    out.printf(Locale.ROOT, "%-44s %6d %6s %6s %6d%n", "all", n, rate(total[0], n), rate(total[1], n), total[2]);
    double p = (total[0] + 0.5 * total[2]) / n;
    double half = 1.96 * Math.sqrt(p * (1 - p) / n);
    out.printf(Locale.ROOT, "%s's score (a draw counts half): %.1f%% (95%% interval %.1f-%.1f%%); %.1f s%n",
        la.display(), 100 * p, 100 * Math.max(0, p - half), 100 * Math.min(1, p + half),
        (System.nanoTime() - start) / 1e9);
    out.flush();
    return PonyCli.OK;
  }

  private static String rate(int k, int n) {
    return String.format(Locale.ROOT, "%.0f%%", 100.0 * k / n);
  }

  /** One game; 0: A won, 1: B won, 2: a draw. */
  private int game(CardPool pool, Decks.Named deckA, Decks.Named deckB, Level la, Level lb, int seatA, long s) {
    Decks.Named[] seatDecks = new Decks.Named[2];
    seatDecks[seatA] = deckA;
    seatDecks[1 - seatA] = deckB;
    Table table = new Table(pool, List.of(seatDecks[0].deck(), seatDecks[1].deck()));
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Seat 1", seatDecks[0].deck()),
        new GameSetup.Seat("Seat 2", seatDecks[1].deck())), s, -1);
    Player[] players = new Player[2];
    players[seatA] = la.create(table, seatA, s * 2 + 1, iterations, 1);
    players[1 - seatA] = lb.create(table, 1 - seatA, s * 2 + 2, iterations, 1);
    Match.Result r = Match.play(table, setup, List.of(players));
    if (verbose) {
      PrintWriter out = spec.commandLine().getOut();
      synchronized (out) {
        out.printf(Locale.ROOT, "  seed %d: %s (%s) in seat %d vs %s (%s): %s after %d turns, %d actions (%s)%n", s,
            la.display(), deckA.deck().name(), seatA + 1, lb.display(), deckB.deck().name(),
            r.winner() < 0 ? "draw" : r.winner() == seatA ? la.display() + " won" : lb.display() + " won", r.turns(),
            r.actions(), r.reason());
        out.flush();
      }
    }
    return r.winner() < 0 ? 2 : r.winner() == seatA ? 0 : 1;
  }
}
