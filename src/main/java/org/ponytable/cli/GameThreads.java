package org.ponytable.cli;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/** Games numbered 0 to N-1 shared out over worker threads, each taking the next number when free. */
final class GameThreads {
  private GameThreads() {}

  /** How often {@code progress} runs while the games are played. */
  private static final long PROGRESS_SECONDS = 30;

  /**
   * Plays {@code game} for each number below {@code games} on {@code workers} daemon threads (so a
   * hang never keeps the command alive), running {@code progress} every half minute until all are done.
   */
  static void run(String name, int workers, long games, LongConsumer game, Runnable progress) throws InterruptedException {
    AtomicLong next = new AtomicLong();
    ExecutorService threads = Executors.newFixedThreadPool(workers, r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
    for (int w = 0; w < workers; w++) {
      threads.execute(() -> {
        for (long g = next.getAndIncrement(); g < games; g = next.getAndIncrement()) {
          game.accept(g);
        }
      });
    }
    threads.shutdown();
    while (!threads.awaitTermination(PROGRESS_SECONDS, TimeUnit.SECONDS)) {
      progress.run();
    }
  }
}
