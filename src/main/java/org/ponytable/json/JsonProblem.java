package org.ponytable.json;

import java.util.Objects;

/**
 * One thing wrong with a JSON file, with its place.
 *
 * @param file the file, or the name given to text read from memory
 * @param line 1-based line, 0 when the problem has no place inside the file (a missing file)
 * @param column 1-based column in characters, 0 with line 0
 * @param pointer JSON pointer (RFC 6901) of the value at fault; "" for the whole document
 * @param message what is wrong and what would be right, in plain words
 */
public record JsonProblem(String file, int line, int column, String pointer, String message) {
  public JsonProblem {
    Objects.requireNonNull(file);
    Objects.requireNonNull(pointer);
    Objects.requireNonNull(message);
  }

  JsonProblem(String file, Place at, String pointer, String message) {
    this(file, at.line(), at.column(), pointer, message);
  }

  /** {@code file:line:column at /pointer: message}, the form editors and terminals link. */
  @Override
  public String toString() {
    return Pointers.describe(file, line, column, pointer, message);
  }
}
