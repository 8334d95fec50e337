package org.ponytable.ui.session;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * {@code ponytable.log} in the data folder: the warnings and errors of the table, so a problem a
 * player saw can be looked up later. Kept small: past {@link #MAX_BYTES} the file becomes
 * {@code ponytable.log.1} (the one before is dropped) and a new one starts.
 */
public final class LogFile extends Handler {
  public static final String NAME = "ponytable.log";
  public static final long MAX_BYTES = 256 * 1024;
  /** The logger every part of the table writes to. */
  public static final Logger LOG = Logger.getLogger("org.ponytable");

  private final Path file;

  LogFile(Path file) {
    this.file = file;
    setLevel(Level.WARNING);
  }

  /** Sends the table's warnings and errors to the log file in {@code folder}; once per folder. */
  public static synchronized LogFile install(Path folder) {
    Path file = folder.resolve(NAME);
    for (Handler h : LOG.getHandlers()) {
      if (h instanceof LogFile l && l.file.equals(file)) {
        return l;
      }
    }
    LogFile handler = new LogFile(file);
    LOG.addHandler(handler);
    return handler;
  }

  public Path file() {
    return file;
  }

  @Override
  public synchronized void publish(LogRecord r) {
    if (!isLoggable(r)) {
      return;
    }
    StringBuilder line = new StringBuilder();
    line.append(Instant.ofEpochMilli(r.getMillis())).append(' ').append(r.getLevel()).append(' ')
        .append(r.getMessage()).append(System.lineSeparator());
    if (r.getThrown() != null) {
      StringWriter trace = new StringWriter();
      r.getThrown().printStackTrace(new PrintWriter(trace));
      line.append(trace);
    }
    try {
      Files.createDirectories(file.getParent());
      if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
        Files.move(file, file.resolveSibling(NAME + ".1"), StandardCopyOption.REPLACE_EXISTING);
      }
      Files.writeString(file, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException | RuntimeException e) {
      // The log is a help, never a reason to fail; stderr is what is left.
      System.err.print(line);
    }
  }

  @Override
  public void flush() {}

  @Override
  public void close() {}
}
