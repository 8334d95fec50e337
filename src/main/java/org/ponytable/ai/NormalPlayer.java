package org.ponytable.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.view.PlayerView;

/**
 * Normal: information-set Monte Carlo search at the root. Each iteration draws a state the view
 * could have come from ({@link Determinizer}), picks one of the seat's legal actions by UCB1 over
 * all iterations so far, plays it and then imagined play by both sides with Easy's judgement to
 * the end of the next turn, and scores the end ({@link Search}). Threads search independently
 * (root parallelism) and their counts are added, so with a fixed number of iterations the answer
 * depends only on the seed and the view, never on timing. Setup choices and replacement choices
 * (whose pending work the view does not show) are Easy's.
 */
public final class NormalPlayer implements Player {
  /** Imagined games per decision at the table, where the search has both cores. */
  public static final int TABLE_ITERATIONS = 160;
  /** Searching threads at the table. */
  public static final int TABLE_THREADS = 2;

  private final Table table;
  private final int seat;
  private final long seed;
  private final int iterations;
  private final int threads;
  private final EasyPlayer easy;
  private int decisions;

  /**
   * @param iterations imagined games per decision, over all threads
   * @param threads searching threads (1: the caller's own)
   */
  public NormalPlayer(Table table, int seat, long seed, int iterations, int threads) {
    if (iterations < 1 || threads < 1) {
      throw new IllegalArgumentException("iterations and threads must be at least 1");
    }
    this.table = table;
    this.seat = seat;
    this.seed = seed;
    this.iterations = iterations;
    this.threads = threads;
    this.easy = new EasyPlayer(seed ^ 0x5DEECE66DL);
  }

  @Override
  public Action decide(PlayerView view) {
    List<Action> legal = view.legalActions();
    if (view.viewer() != seat) {
      throw new IllegalArgumentException("this player sits at seat " + seat + ", not " + view.viewer());
    }
    long decision = decisions++;
    if (legal.size() == 1) {
      return legal.get(0);
    }
    if (view.turn() == 0 || view.replacing() != null) {
      return easy.decide(view);
    }
    Search.Stats total = new Search.Stats(legal.size());
    if (threads == 1) {
      total.add(new Search(table, view, streamSeed(decision, 0)).run(iterations));
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
        Thread t = new Thread(r, "ai-search");
        t.setDaemon(true);
        return t;
      });
      try {
        List<Future<Search.Stats>> parts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          int share = iterations / threads + (t < iterations % threads ? 1 : 0);
          long s = streamSeed(decision, t);
          parts.add(pool.submit(() -> new Search(table, view, s).run(share)));
        }
        for (Future<Search.Stats> f : parts) {
          total.add(f.get());
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new CancellationException("the computer's search was cancelled");
      } catch (ExecutionException e) {
        if (e.getCause() instanceof CancellationException c) {
          throw c;
        }
        throw new IllegalStateException("the computer's search failed", e.getCause());
      } finally {
        pool.shutdownNow();
      }
    }
    int best = total.best();
    return best < 0 ? easy.decide(view) : legal.get(best);
  }

  /** Each decision and thread its own stream of random numbers, fixed by the seed. */
  private long streamSeed(long decision, int thread) {
    return new Random(seed * 31 + decision * 1_000_003L + thread).nextLong();
  }

  @Override
  public String name() {
    return "Normal";
  }
}
