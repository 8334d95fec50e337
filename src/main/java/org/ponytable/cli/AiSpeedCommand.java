package org.ponytable.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ponytable.ai.Level;
import org.ponytable.ai.NormalPlayer;
import org.ponytable.ai.Player;
import org.ponytable.ai.Table;
import org.ponytable.ai.match.Match;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.view.PlayerView;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "ai-speed", mixinStandardHelpOptions = true,
    header = "Time the Normal computer's answers at the table's settings.",
    footerHeading = "%nExamples:%n",
    footer = {"  ai-speed --games 3", "  ai-speed --games 1 --iterations 320 --search-threads 2"},
    description = {
        "Plays --games games, one at a time, of Normal (as at the table: "
            + NormalPlayer.TABLE_ITERATIONS + " imagined games per decision on " + NormalPlayer.TABLE_THREADS
            + " threads) against --against, and reports how long Normal took to answer each decision that had "
            + "more than one legal action: wall time as a player waits for it, and the process's CPU time."})
final class AiSpeedCommand implements Callable<Integer> {
  /** What the issue asks of Normal at the table: an answer within a second. */
  static final long TARGET_MILLIS = 1000;

  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Option(names = "--decks", paramLabel = "A,B", split = ",", hideParamSyntax = true,
      description = "Normal's deck and the other's (default: confetti-parade,crystal-bazaar).")
  List<String> decks;

  @Option(names = "--games", paramLabel = "N", defaultValue = "3", description = "Games (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first game (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--iterations", paramLabel = "I", defaultValue = "" + NormalPlayer.TABLE_ITERATIONS,
      description = "Normal's imagined games per decision (default: the table's, ${DEFAULT-VALUE}).")
  int iterations;

  @Option(names = "--search-threads", paramLabel = "T", defaultValue = "" + NormalPlayer.TABLE_THREADS,
      description = "Normal's searching threads (default: the table's, ${DEFAULT-VALUE}).")
  int searchThreads;

  @Option(names = "--against", paramLabel = "LEVEL", defaultValue = "easy",
      description = "The other seat's level (default: ${DEFAULT-VALUE}).")
  String against;

  /** The wall and CPU time of each answer timed so far. */
  private static final class Times {
    long[] wall = new long[256];
    long[] cpu = new long[256];
    int count;

    void add(long wallNanos, long cpuNanos) {
      if (count == wall.length) {
        wall = Arrays.copyOf(wall, count * 2);
        cpu = Arrays.copyOf(cpu, count * 2);
      }
      wall[count] = wallNanos;
      cpu[count] = cpuNanos;
      count++;
    }
  }

  /** A player whose decisions with a choice are timed into {@code times}. */
  private record Timed(Player inner, Times times) implements Player {
    @Override
    public Action decide(PlayerView view) {
      if (view.legalActions().size() < 2) {
        return inner.decide(view);
      }
      long cpu0 = processCpu();
      long t0 = System.nanoTime();
      Action a = inner.decide(view);
      times.add(System.nanoTime() - t0, processCpu() - cpu0);
      return a;
    }

    @Override
    public String name() {
      return inner.name();
    }
  }

  @Override
  public Integer call() {
    Level other = Level.named(against);
    if (games < 1 || iterations < 1 || searchThreads < 1 || other == null) {
      throw new PonyCli.Failure("--games, --iterations and --search-threads must be at least 1, and --against "
          + "names a level (random, easy or normal)", PonyCli.USAGE);
    }
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(true);
    List<Decks.Named> named = Decks.pick(pool, cards.decksDir(), decks);
    Table table = new Table(pool, List.of(named.get(0).deck(), named.get(1).deck()));
    Times normal = new Times();
    int won = 0;
    for (int g = 0; g < games; g++) {
      long s = seed + g;
      Timed timed = new Timed(new NormalPlayer(table, 0, s * 2 + 1, iterations, searchThreads), normal);
      GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Normal", named.get(0).deck()),
          new GameSetup.Seat(other.display(), named.get(1).deck())), s, -1);
      Match.Result r = Match.play(table, setup, List.of(timed, other.create(table, 1, s * 2 + 2, iterations, 1)));
      won += r.winner() == 0 ? 1 : 0;
    }
    out.printf(Locale.ROOT, "ai-speed: Normal (%d imagined games per decision, %d threads) with %s vs %s with %s, "
        + "%d games (seeds %d..%d), %d processors%n", iterations, searchThreads, named.get(0).file(), other.display(),
        named.get(1).file(), games, seed, seed + games - 1, Runtime.getRuntime().availableProcessors());
    out.printf(Locale.ROOT, "  Normal won %d of %d%n", won, games);
    int n = normal.count;
    if (n == 0) {
      out.println("  no decision with a choice was timed");
      out.flush();
      return PonyCli.OK;
    }
    long[] wall = Arrays.copyOf(normal.wall, n);
    long[] cpu = Arrays.copyOf(normal.cpu, n);
    Arrays.sort(wall);
    Arrays.sort(cpu);
    int late = 0;
    for (long w : wall) {
      late += w > TARGET_MILLIS * 1_000_000 ? 1 : 0;
    }
    out.printf(Locale.ROOT, "  %d decisions with a choice; wall time per answer: median %s, p90 %s, p99 %s, max %s%n", n,
        millis(BenchCommand.percentile(wall, 50)), millis(BenchCommand.percentile(wall, 90)), millis(BenchCommand.percentile(wall, 99)), millis(wall[n - 1]));
    out.printf(Locale.ROOT, "  CPU time per answer (all threads): median %s, p90 %s, max %s%n",
        millis(BenchCommand.percentile(cpu, 50)), millis(BenchCommand.percentile(cpu, 90)), millis(cpu[n - 1]));
    out.printf(Locale.ROOT, "  answers slower than %d ms: %d of %d; load %.1f%n", TARGET_MILLIS, late, n,
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    out.flush();
    return PonyCli.OK;
  }

  /** CPU time of the whole process (the search's threads included), or 0 where the JVM does not tell. */
  private static long processCpu() {
    return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
        ? Math.max(0, os.getProcessCpuTime()) : 0;
  }

  private static String millis(long nanos) {
    return String.format(Locale.ROOT, "%.0f ms", nanos / 1e6);
  }
}
