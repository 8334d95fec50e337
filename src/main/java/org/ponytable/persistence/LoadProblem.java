package org.ponytable.persistence;

import org.ponytable.json.Pointers;

/**
 * One thing wrong with a scenario or replay file, with where it is.
 *
 * @param file the file, or the name given to text read from memory
 * @param line 1-based line, 0 when the problem has no place inside the file
 * @param column 1-based column, 0 with line 0
 * @param pointer JSON pointer (RFC 6901) of the value at fault; "" for the whole document
 * @param message what is wrong, and what would be right
 */
public record LoadProblem(String file, int line, int column, String pointer, String message) {
  /** {@code file:line:column at /pointer: message}, the form editors and terminals link. */
  @Override
  public String toString() {
    return Pointers.describe(file, line, column, pointer, message);
  }
}
