package org.ponytable.ui.session;

import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Writes the autosave on a worker thread, so the table's thread never waits for the disk
 * (issue 14). What is saved is taken on the caller's thread: the game's history and states are
 * immutable, so the worker writes exactly the game as it stood. Only the newest request is
 * written (an older one not yet started is skipped: the newer holds all of it). The outcome comes
 * back through {@code back}, the caller's thread.
 */
public final class Autosaver {
  private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "autosave");
    t.setDaemon(true);
    return t;
  });
  private final AtomicReference<Saves.Snapshot> latest = new AtomicReference<>();
  private final Consumer<Runnable> back;

  /** @param back runs the outcome's callbacks on the table's thread (Platform::runLater) */
  public Autosaver(Consumer<Runnable> back) {
    this.back = back;
    // The worker is a daemon; a save asked for just before the program ends is still written.
    Runtime.getRuntime().addShutdownHook(new Thread(this::flush, "autosave-at-exit"));
  }

  /**
   * Saves {@code g} to {@code file} soon; {@code saved} or {@code failed} then runs through
   * {@code back}.
   */
  public void save(GameSession g, Path file, Runnable saved, Consumer<Exception> failed) {
    latest.set(Saves.snapshot(g, file));
    worker.execute(() -> {
      Saves.Snapshot s = latest.getAndSet(null);
      if (s == null) {
        return;
      }
      Runnable outcome;
      try {
        s.write();
        outcome = saved;
      } catch (Exception e) {
        outcome = () -> failed.accept(e);
      }
      try {
        back.accept(outcome);
      } catch (IllegalStateException closing) {
        // The table is gone (the program is ending): nobody is left to tell.
      }
    });
  }

  /** Waits until every save asked for so far is written (before reading the file, at exit). */
  public void flush() {
    try {
      worker.submit(() -> { }).get(30, TimeUnit.SECONDS);
    } catch (Exception e) {
      Thread.currentThread().interrupt();
    }
  }
}
