package org.ponytable.ui.session;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.logging.Level;
import org.ponytable.persistence.DurableFiles;

/**
 * What the table leaves behind when it fails: for an exception no code caught, on any thread, a
 * {@code crash-<time>.txt} in the data folder (the stack trace, the version, the game's last
 * actions in notation) with the game's replay beside it, and a note so the next start can say so
 * once.
 */
public final class CrashReports {
  /** Names the report the next start has not told about yet. */
  static final String PENDING = "last-crash.txt";
  /** How many of the last actions the report lists; the replay beside it has them all. */
  static final int LAST_ACTIONS = 40;
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

  private final Path folder;
  private final Supplier<GameSession> game;

  public CrashReports(Path folder, Supplier<GameSession> game) {
    this.folder = folder;
    this.game = game;
    // A crash is also a line in the log file, beside the warnings that may have led to it.
    LogFile.install(folder);
  }

  /** Makes every thread that ends with an uncaught exception write a report, the FX thread included. */
  public void install() {
    Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
    Thread.UncaughtExceptionHandler handler = (thread, error) -> {
      report(thread, error);
      if (before != null) {
        before.uncaughtException(thread, error);
      }
    };
    Thread.setDefaultUncaughtExceptionHandler(handler);
    // JavaFX hands its own thread's exceptions to that thread's handler first.
    Thread.currentThread().setUncaughtExceptionHandler(handler);
  }

  /** Writes the report; its path, or null if even that failed (then the log and stderr have it). */
  public Path report(Thread thread, Throwable error) {
    String stamp = LocalDateTime.now().format(STAMP);
    Path report = folder.resolve("crash-" + stamp + ".txt");
    Path replay = folder.resolve("crash-" + stamp + "-replay.json");
    StringBuilder text = new StringBuilder();
    text.append("Pony Table crash report").append(System.lineSeparator());
    text.append("version: ").append(version()).append(System.lineSeparator());
    text.append("thread: ").append(thread.getName()).append(System.lineSeparator());
    GameSession g = null;
    try {
      g = game.get();
    } catch (RuntimeException e) {
      text.append("(the game could not be read: ").append(e).append(')').append(System.lineSeparator());
    }
    if (g != null) {
      List<String> actions = g.notation();
      int from = Math.max(0, actions.size() - LAST_ACTIONS);
      text.append("last actions (").append(actions.size() - from).append(" of ").append(actions.size())
          .append("):").append(System.lineSeparator());
      for (int i = from; i < actions.size(); i++) {
        text.append("  ").append(i + 1).append(". ").append(actions.get(i)).append(System.lineSeparator());
      }
      try {
        Saves.write(g, replay);
        text.append("replay: ").append(replay.getFileName()).append(System.lineSeparator());
      } catch (IOException | RuntimeException e) {
        text.append("(no replay: ").append(e.getMessage()).append(')').append(System.lineSeparator());
      }
    } else {
      text.append("no game was open").append(System.lineSeparator());
    }
    StringWriter trace = new StringWriter();
    error.printStackTrace(new PrintWriter(trace));
    text.append(System.lineSeparator()).append(trace);
    LogFile.LOG.log(Level.SEVERE, "uncaught on " + thread.getName() + "; report " + report, error);
    try {
      DurableFiles.write(report, text.toString());
      DurableFiles.write(folder.resolve(PENDING), report.toAbsolutePath().toString());
      return report;
    } catch (IOException | RuntimeException e) {
      System.err.println(text);
      return null;
    }
  }

  /** The report of a crash not yet told about, once: the note is removed as it is read. */
  public static Optional<Path> takePending(Path folder) {
    Path note = folder.resolve(PENDING);
    if (!Files.isRegularFile(note)) {
      return Optional.empty();
    }
    try {
      String path = Files.readString(note, StandardCharsets.UTF_8).trim();
      Files.delete(note);
      return path.isEmpty() ? Optional.empty() : Optional.of(Path.of(path));
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /** The message the next start shows. */
  public static String notice(Path report) {
    return "The table closed unexpectedly last time; a report was saved at " + report
        + ". The game's replay is beside it.";
  }

  static String version() {
    String v = CrashReports.class.getPackage().getImplementationVersion();
    return v == null ? "(development build)" : v;
  }
}
