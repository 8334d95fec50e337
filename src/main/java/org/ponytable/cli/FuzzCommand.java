package org.ponytable.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.state.GameState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "fuzz", mixinStandardHelpOptions = true,
    header = "Play many random games over every pair of shipped decks, checking the rules' invariants.",
    footerHeading = "%nExamples:%n",
    footer = {"  fuzz --games 10000", "  fuzz --games 1000000 --seed 1 --threads 2"},
    description = {
        "Play random games (as the 'random' command does) over every pair of shipped decks, a deck against "
            + "itself included, on several threads, checking the state invariants after every action.",
        "Game g (counting from 0) uses seed S+g and deck pair g modulo the number of pairs, so a run is "
            + "repeatable and any game can be replayed alone with the 'random' command it prints.",
        "Exit code 0 when no game failed or hung, 1 otherwise."})
final class FuzzCommand implements java.util.concurrent.Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "How many games (default: ${DEFAULT-VALUE}).")
  long games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first game (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--threads", paramLabel = "T", description = "Threads playing games (default: the available processors).")
  Integer threads;

  @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "60",
      description = "Wall time one game may take before it counts as a hang (default: ${DEFAULT-VALUE}).")
  double timeLimit;

  /** How many failures and hangs are described in full; the rest are only counted. */
  private static final int DESCRIBED = 20;

  @Override
  public Integer call() throws InterruptedException {
    int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (games < 1 || workers < 1 || !(timeLimit > 0)) {
      throw new PonyCli.Failure("--games and --threads must be at least 1 and --time-limit above 0", PonyCli.USAGE);
    }
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(true);
    List<Pair> pairs = pairs(pool, cards.decksDir());
    Tally tally = new Tally();
    long gameNanos = (long) (timeLimit * 1e9);
    long started = System.nanoTime();
    GameThreads.run("fuzz", workers, games, g -> tally.add(playChecked(pool, pairs.get((int) (g % pairs.size())), seed + g, gameNanos)),
        () -> {
          out.println("  ... " + tally.played.sum() + " of " + games + " games, " + rate(tally.played.sum(), started)
              + " games/s");
          out.flush();
        });
    double seconds = (System.nanoTime() - started) / 1e9;
    report(out, tally, pairs.size(), workers, seconds);
    return tally.problems.isEmpty() ? PonyCli.OK : PonyCli.FAILED;
  }

  /** Two decks and the names the 'random' command knows them by. */
  record Pair(Decks.Named first, Decks.Named second) {
    String names() {
      return name(first) + "," + name(second);
    }

    private static String name(Decks.Named d) {
      return d.file().replaceFirst("\\.json$", "");
    }
  }

  /** Every unordered pair of shipped decks, each deck against itself included, in file-name order. */
  static List<Pair> pairs(CardPool pool, Path decksDir) {
    List<Decks.Named> decks = Decks.each(pool, decksDir, List.of());
    if (decks.isEmpty()) {
      throw new PonyCli.Failure("no deck files in " + decksDir + "; pass --cards DIR");
    }
    List<Pair> pairs = new ArrayList<>();
    for (int i = 0; i < decks.size(); i++) {
      for (int j = i; j < decks.size(); j++) {
        pairs.add(new Pair(decks.get(i), decks.get(j)));
      }
    }
    return pairs;
  }

  enum Kind { WON, DRAWN, DEAD_END, STALLED, FAILED, HUNG }

  /** One game's outcome; {@code detail} says what went wrong for a failure or a hang. */
  record Played(Kind kind, long seed, Pair pair, int actions, int turn, String detail) {}

  /**
   * Plays the game 'random --seed S --decks A,B' plays, checking the invariants after every
   * action; the legal actions are listed once per state, for the check and the choice alike.
   */
  static Played playChecked(CardPool pool, Pair pair, long seed, long gameNanos) {
    long deadline = System.nanoTime() + gameNanos;
    RandomGames.Players players = new RandomGames.Players(seed);
    int actions = 0;
    GameState s = null;
    try {
      GameSetup setup = RandomGames.setup(List.of(pair.first(), pair.second()), seed);
      s = Engine.newGame(pool, setup).state();
      GameState before = null;
      while (true) {
        LegalActions legal = Engine.legal(s);
        Invariants.check(s, before, legal.list());
        if (s.isOver()) {
          Kind kind = players.agreed == RandomGames.Agreement.DEAD_END ? Kind.DEAD_END
              : players.agreed != null ? Kind.STALLED
              : s.result().isDraw() ? Kind.DRAWN : Kind.WON;
          return new Played(kind, seed, pair, actions, s.turn(), null);
        }
        if (actions >= RandomGames.MAX_ACTIONS) {
          return new Played(Kind.HUNG, seed, pair, actions, s.turn(),
              "no result after " + actions + " actions (a hang: not a dead end, not a stall)");
        }
        if ((actions & 255) == 0 && System.nanoTime() > deadline) {
          return new Played(Kind.HUNG, seed, pair, actions, s.turn(),
              "no result after " + gameNanos / 1_000_000_000.0 + " s (" + actions + " actions)");
        }
        Action a = players.next(s, legal.list());
        before = s;
        s = Engine.apply(legal, a).state();
        actions++;
      }
    } catch (Invariants.Violation v) {
      return new Played(Kind.FAILED, seed, pair, actions, s == null ? 0 : s.turn(), "invariant broken: " + v.getMessage());
    } catch (RuntimeException | StackOverflowError e) {
      return new Played(Kind.FAILED, seed, pair, actions, s == null ? 0 : s.turn(), "the engine failed: " + trace(e));
    }
  }

  /** The error and where it happened: enough of a trace for a bug report. */
  private static String trace(Throwable e) {
    StringBuilder sb = new StringBuilder(String.valueOf(e.getMessage()));
    StackTraceElement[] frames = e.getStackTrace();
    for (int i = 0; i < Math.min(4, frames.length); i++) {
      sb.append(System.lineSeparator()).append("      at ").append(frames[i]);
    }
    return sb.toString();
  }

  /** Counts kept by all threads at once. */
  static final class Tally {
    final LongAdder played = new LongAdder();
    final LongAdder actions = new LongAdder();
    final LongAdder[] kinds = java.util.stream.Stream.generate(LongAdder::new).limit(Kind.values().length).toArray(LongAdder[]::new);
    final ConcurrentLinkedQueue<Played> problems = new ConcurrentLinkedQueue<>();

    void add(Played p) {
      played.increment();
      actions.add(p.actions());
      kinds[p.kind().ordinal()].increment();
      if (p.kind() == Kind.FAILED || p.kind() == Kind.HUNG) {
        problems.add(p);
      }
    }

    long count(Kind k) {
      return kinds[k.ordinal()].sum();
    }
  }

  private void report(PrintWriter out, Tally t, int pairs, int workers, double seconds) {
    long played = t.played.sum();
    out.printf("fuzz: %d games (seeds %d to %d, %d deck pairs, %d threads) in %.1f s: %.1f games/s, %.0f actions/s%n",
        played, seed, seed + played - 1, pairs, workers, seconds, played / seconds, t.actions.sum() / seconds);
    out.printf("  %d won, %d drawn, %d dead ends (both decks empty, nobody can score: drawn by agreement),"
        + " %d stalled (no point for %d actions with both decks empty, or for %d turns: drawn by agreement)%n",
        t.count(Kind.WON), t.count(Kind.DRAWN), t.count(Kind.DEAD_END), t.count(Kind.STALLED),
        RandomGames.STALL_ACTIONS, RandomGames.STALL_TURNS);
    out.printf("  %d failures (exceptions, broken invariants), %d hangs (action or time cap)%n", t.count(Kind.FAILED),
        t.count(Kind.HUNG));
    List<Played> problems = new ArrayList<>(t.problems);
    problems.sort(java.util.Comparator.comparingLong(Played::seed));
    for (Played p : problems.subList(0, Math.min(DESCRIBED, problems.size()))) {
      out.printf("%s: seed %d, decks %s, after %d actions (turn %d): %s%n", p.kind() == Kind.FAILED ? "FAILURE" : "HANG",
          p.seed(), p.pair().names(), p.actions(), p.turn(), p.detail());
      out.printf("  replay: ponytable random --seed %d --decks %s --replay fuzz-%d.json%n", p.seed(), p.pair().names(),
          p.seed());
    }
    if (problems.size() > DESCRIBED) {
      out.println("  (" + (problems.size() - DESCRIBED) + " more not shown)");
    }
    out.flush();
  }

  private static String rate(long played, long started) {
    return String.format("%.1f", played / ((System.nanoTime() - started) / 1e9));
  }
}
