package org.ponytable.cards;

import java.util.Objects;
import org.ponytable.json.Pointers;

/**
 * One thing wrong with a card or deck file, with the place it was found.
 *
 * @param file the file (or the name given to an in-memory source) the error is in
 * @param line 1-based line, or 0 when the error has no place inside the file (an unreadable file)
 * @param column 1-based column (in characters), or 0 with line 0
 * @param pointer the JSON pointer (RFC 6901) of the value at fault; "" is the whole document
 * @param message what is wrong and what is expected instead
 */
public record LoadError(String file, int line, int column, String pointer, String message) {
  public LoadError {
    Objects.requireNonNull(file);
    Objects.requireNonNull(pointer);
    Objects.requireNonNull(message);
  }

  /** The place, as {@code file:line:column}, or just the file when there is no line. */
  public String place() {
    return line > 0 ? file + ":" + line + ":" + column : file;
  }

  /** One readable line: {@code file:line:column at /pointer: message} (a very long pointer shortened). */
  @Override
  public String toString() {
    return Pointers.describe(file, line, column, pointer, message);
  }
}
