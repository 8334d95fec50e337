package org.ponytable.persistence;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file so that a crash or power cut at any moment leaves either the old file or the new
 * one, whole: the text goes to a temporary file in the same folder, is forced to disk, replaces
 * the target by an atomic rename, and then the folder itself is forced so the rename survives.
 */
public final class DurableFiles {
  private DurableFiles() {}

  public static void write(Path target, String text) throws IOException {
    Path file = target.toAbsolutePath();
    Path dir = file.getParent();
    Files.createDirectories(dir);
    if (Files.isDirectory(file)) {
      throw new IOException(file + " is a folder, not a file");
    }
    Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
    try {
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        while (bytes.hasRemaining()) {
          ch.write(bytes);
        }
        ch.force(true);
      }
      try {
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
      }
      forceFolder(dir);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /** Makes a rename in {@code dir} durable; some systems (Windows) cannot open a folder, and need not. */
  static void forceFolder(Path dir) {
    try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
      ch.force(true);
    } catch (IOException | UnsupportedOperationException e) {
      // Not possible here; the rename is as durable as this system makes it.
    }
  }
}
