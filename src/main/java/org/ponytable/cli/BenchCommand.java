package org.ponytable.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.CompilationMXBean;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.state.GameState;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
    header = "Measure the engine: speed per action and history memory.",
    footerHeading = "%nExample:%n",
    footer = {"  bench --games 2000 --seed 1", "  bench --games 4000 --threads 2"},
    description = {
        "Play random full games on one or more threads and report games/s, actions/s, the median, mean and 99th "
            + "percentile cost of legalActions + apply per action, the engine's CPU time per game, and the retained "
            + "memory of one whole game's list of states (an undo history), measured with JOL with shared parts "
            + "counted once.",
        "Figures depend on the machine and its load; compare runs made on the same machine."})
final class BenchCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Mixin
  CardsOption cards;

  @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games measured (default: ${DEFAULT-VALUE}).")
  int games;

  @Option(names = "--warmup", paramLabel = "W", defaultValue = "20",
      description = "Games played first and not measured, at least (default: ${DEFAULT-VALUE}); then more until the JIT "
          + "is quiet, unless --no-jit-wait. 0: none at all.")
  int warmup;

  @Option(names = "--no-jit-wait",
      description = "Stop warming up after --warmup games even while the JIT is still compiling the engine.")
  boolean noJitWait;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first measured game (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--decks", paramLabel = "A,B", split = ",", hideParamSyntax = true, description = "The two decks (default: the first two shipped).")
  List<String> decks;

  @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
      description = "Threads playing the measured games at once, each its own games (default: ${DEFAULT-VALUE}).")
  int threads;

  @Option(names = "--no-memory",
      description = "Skip measuring the memory one game's history retains (JOL takes minutes with the whole card pool).")
  boolean noMemory;

  /** One thread's per-action costs, appended without boxing, and its games. */
  private static final class Worker {
    long[] costs = new long[1 << 16];
    int count;
    int finished;
    long cpuNanos;
    long allocated;
    RuntimeException failed;

    void record(long nanos) {
      if (count == costs.length) {
        costs = Arrays.copyOf(costs, count * 2);
      }
      costs[count++] = nanos;
    }
  }

  @Override
  public Integer call() {
    if (games < 1 || warmup < 0 || threads < 1) {
      throw new PonyCli.Failure("--games and --threads must be at least 1 and --warmup at least 0", PonyCli.USAGE);
    }
    PrintWriter out = spec.commandLine().getOut();
    CardPool pool = cards.pool(true);
    List<Decks.Named> named = Decks.pick(pool, cards.decksDir(), decks);
    Warmup warm = warmUp(pool, named);
    long[] gcBefore = gc();
    AtomicInteger next = new AtomicInteger();
    long[] digests = new long[games];
    List<Worker> workers = new ArrayList<>();
    List<Thread> running = new ArrayList<>();
    long start = System.nanoTime();
    for (int w = 0; w < threads; w++) {
      Worker worker = new Worker();
      workers.add(worker);
      Thread thread = new Thread(() -> {
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        long bytes0 = allocatedByThisThread();
        try {
          for (int g = next.getAndIncrement(); g < games; g = next.getAndIncrement()) {
            long s = seed + g;
            Game game = measure(pool, RandomGames.setup(named, s), s, worker, null);
            digests[g] = game.digest();
            if (game.state().isOver()) {
              worker.finished++;
            }
          }
        } catch (RuntimeException e) {
          worker.failed = e;
        }
        worker.cpuNanos = THREADS.getCurrentThreadCpuTime() - cpu0;
        worker.allocated = allocatedByThisThread() - bytes0;
      }, "bench-" + w);
      running.add(thread);
      thread.start();
    }
    for (Thread thread : running) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new PonyCli.Failure("interrupted");
      }
    }
    long elapsed = System.nanoTime() - start;
    long[] gcAfter = gc();
    int count = 0;
    int finished = 0;
    long cpu = 0;
    long allocated = 0;
    for (Worker w : workers) {
      if (w.failed != null) {
        throw w.failed;
      }
      count += w.count;
      finished += w.finished;
      cpu += w.cpuNanos;
      allocated += w.allocated;
    }
    long[] sorted = new long[count];
    int at = 0;
    for (Worker w : workers) {
      System.arraycopy(w.costs, 0, sorted, at, w.count);
      at += w.count;
    }
    long actions = count;
    Arrays.sort(sorted);
    double seconds = elapsed / 1e9;

    out.printf(Locale.ROOT, "bench: %d games (seeds %d..%d) after %d warm-up games%s, %s, %s vs %s, Java %s%n",
        games, seed, seed + games - 1, warm.games(), warm.describe(), threads == 1 ? "one thread" : threads + " threads",
        named.get(0).file(), named.get(1).file(), System.getProperty("java.version"));
    out.printf(Locale.ROOT, "  %d finished; %d actions, %.1f per game; %.2f s%n", finished, actions,
        actions / (double) games, seconds);
    long digest = 17;
    for (long d : digests) {
      digest = digest * 31 + d;
    }
    // The same games give the same digest: a change made for speed must leave it as it was.
    out.printf(Locale.ROOT, "  games digest: %016x (every legal-action count and choice, in order)%n", digest);
    out.printf(Locale.ROOT, "  games/s:   %.2f%n", games / seconds);
    out.printf(Locale.ROOT, "  actions/s: %.0f%n", actions / seconds);
    // CPU time counts only the time the threads ran, so it stays comparable on a loaded machine.
    if (cpu > 0) {
      out.printf(Locale.ROOT, "  CPU time: %.2f ms per game, %.2f µs per action (%.1f games per CPU second)%n",
          cpu / 1e6 / games, cpu / 1e3 / Math.max(1, actions), games / (cpu / 1e9));
    }
    // Bytes allocated do not depend on the machine's load: the steadiest figure to compare two
    // builds by on a shared machine (random players' choices included).
    if (allocated > 0) {
      out.printf(Locale.ROOT, "  allocated: %s per action%n", bytes(allocated / Math.max(1, actions)));
    }
    long sum = 0;
    for (long c : sorted) {
      sum += c;
    }
    out.printf(Locale.ROOT, "  legalActions + apply per action: median %s, p99 %s, mean %s, max %s%n",
        micros(percentile(sorted, 50)), micros(percentile(sorted, 99)), micros(sum / sorted.length),
        micros(sorted[sorted.length - 1]));
    // Pauses land in single actions, so the collector's share explains a long tail or a high max.
    out.printf(Locale.ROOT, "  garbage collection while measuring: %d collections, %d ms; %d processors, load %.1f%n",
        gcAfter[0] - gcBefore[0], gcAfter[1] - gcBefore[1], Runtime.getRuntime().availableProcessors(),
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    out.flush();
    if (noMemory) {
      return PonyCli.OK;
    }

    List<GameState> history = new ArrayList<>();
    measure(pool, RandomGames.setup(named, seed), seed, new Worker(), history);

    // Memory: the whole history of the first measured game, shared parts counted once. JOL must
    // be told how to read record fields (Unsafe refuses them) before it first initialises, and
    // it needs no agent or Serviceability Agent for sizes, so those attempts are skipped.
    System.setProperty("jol.magicFieldOffset", "true");
    System.setProperty("jol.skipHotspotSAAttach", "true");
    System.setProperty("jol.skipDynamicAttach", "true");
    // JOL prints notes about the agents it did not attach to System.out; keep them off the report.
    PrintStream stdout = System.out;
    System.setOut(System.err);
    try {
      VM.current();
    } finally {
      System.setOut(stdout);
    }
    long retained = GraphLayout.parseInstance(history).totalSize();
    long poolSize = GraphLayout.parseInstance(pool).totalSize();
    // Walking every state on its own takes JOL seconds per thousand states, so a spread-out
    // sample of them stands for the rest.
    int samples = Math.min(history.size(), 64);
    long sampled = 0;
    for (int i = 0; i < samples; i++) {
      GameState st = history.get((int) ((long) i * (history.size() - 1) / Math.max(1, samples - 1)));
      sampled += GraphLayout.parseInstance(st).totalSize() - poolSize;
    }
    long alone = sampled / samples * history.size();
    out.printf(Locale.ROOT, "  history of game 1 (seed %d): %d states retain %s (%s per state beyond the card pool "
        + "of %s); without sharing they would take about %s%n", seed, history.size(), bytes(retained),
        bytes((retained - poolSize) / history.size()), bytes(poolSize), bytes(alone + poolSize));
    out.flush();
    return PonyCli.OK;
  }

  /** A game's last state, and a digest of the number of legal actions and the one chosen at each step. */
  private record Game(GameState state, long digest) {}

  /** How the warm-up went: games played, and whether the JIT was quiet at its end (null: not asked). */
  private record Warmup(int games, Boolean quiet, long compileMillis) {
    String describe() {
      if (quiet == null) {
        return "";
      }
      return String.format(Locale.ROOT, " (the JIT compiled for %.1f s%s)", compileMillis / 1e3,
          quiet ? " and was then quiet" : " and was still compiling: figures may read high");
    }
  }

  /** How long a round of warm-up games lasts while waiting for the JIT, and the most games in all. */
  private static final long WARMUP_ROUND_NANOS = 1_000_000_000L;
  private static final int WARMUP_MOST = 20_000;

  /**
   * Plays the warm-up games, then, unless told not to, more until two rounds of a second each left
   * the JIT compiling for under 2% of their time: on two cores C2 compiles the engine for some 20
   * seconds, and figures taken meanwhile read up to twice the steady cost. Warm-up games use other
   * seeds than the measured ones so no game is measured twice.
   */
  private Warmup warmUp(CardPool pool, List<Decks.Named> named) {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean wait = warmup > 0 && !noJitWait && jit != null && jit.isCompilationTimeMonitoringSupported();
    long compiled0 = wait ? jit.getTotalCompilationTime() : 0;
    int played = 0;
    while (played < warmup) {
      warmupGame(pool, named, played++);
    }
    if (!wait) {
      return new Warmup(played, null, 0);
    }
    int quietRounds = 0;
    while (quietRounds < 2 && played < WARMUP_MOST) {
      long wall0 = System.nanoTime();
      long compiling0 = jit.getTotalCompilationTime();
      while (System.nanoTime() - wall0 < WARMUP_ROUND_NANOS && played < WARMUP_MOST) {
        warmupGame(pool, named, played++);
      }
      long wallMillis = (System.nanoTime() - wall0) / 1_000_000;
      boolean quiet = (jit.getTotalCompilationTime() - compiling0) * 50 < wallMillis;
      quietRounds = quiet ? quietRounds + 1 : 0;
    }
    return new Warmup(played, quietRounds >= 2, jit.getTotalCompilationTime() - compiled0);
  }

  private void warmupGame(CardPool pool, List<Decks.Named> named, int g) {
    long s = seed - 1_000_000L - g;
    RandomGames.play(pool, RandomGames.setup(named, s), s);
  }

  /** One game, timing only the engine calls: the random choice and bookkeeping are left out. */
  private static Game measure(CardPool pool, GameSetup setup, long s, Worker worker, List<GameState> keep) {
    RandomGames.Players players = new RandomGames.Players(s);
    GameState state = Engine.newGame(pool, setup).state();
    if (keep != null) {
      keep.add(state);
    }
    int n = 0;
    long digest = 0;
    while (!state.isOver() && n < RandomGames.MAX_ACTIONS) {
      long t0 = System.nanoTime();
      LegalActions legal = Engine.legal(state);
      long t1 = System.nanoTime();
      Action a = players.next(state, legal.list());
      long t2 = System.nanoTime();
      state = Engine.apply(legal, a).state();
      long t3 = System.nanoTime();
      worker.record((t1 - t0) + (t3 - t2));
      digest = (digest * 31 + legal.list().size()) * 31 + legal.list().indexOf(a);
      if (keep != null) {
        keep.add(state);
      }
      n++;
    }
    return new Game(state, digest * 31 + (state.isOver() ? state.result().winner() : 9) * 7L + state.rng());
  }

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** Bytes this thread allocated so far, or 0 where the JVM does not tell. */
  private static long allocatedByThisThread() {
    return THREADS instanceof com.sun.management.ThreadMXBean sun && sun.isThreadAllocatedMemorySupported()
        ? sun.getCurrentThreadAllocatedBytes() : 0;
  }

  /** Collections so far and their total time in ms, over all collectors. */
  private static long[] gc() {
    long count = 0;
    long millis = 0;
    for (GarbageCollectorMXBean b : ManagementFactory
        .getGarbageCollectorMXBeans()) {
      count += Math.max(0, b.getCollectionCount());
      millis += Math.max(0, b.getCollectionTime());
    }
    return new long[] {count, millis};
  }

  /** The {@code p}th percentile of sorted figures (nearest rank). */
  static long percentile(long[] sorted, int p) {
    int i = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
  }

  private static String micros(long nanos) {
    // Two decimals: the target mean is 1 µs, and one decimal can't tell 0.96 from 1.04.
    return String.format(Locale.ROOT, "%.2f µs", nanos / 1000.0);
  }

  private static String bytes(long b) {
    if (b >= 1 << 20) {
      return String.format(Locale.ROOT, "%.2f MiB", b / (double) (1 << 20));
    }
    if (b >= 1 << 10) {
      return String.format(Locale.ROOT, "%.1f KiB", b / 1024.0);
    }
    return b + " B";
  }
}
