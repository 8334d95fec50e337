package org.ponytable.cards;

import java.util.List;
import java.util.Objects;

/**
 * What loading one source gave: a value, or the errors that kept it from loading, never both.
 * Made for views that show each file's errors beside it and must not stop at the first bad file.
 *
 * @param source the file or source name
 * @param value the loaded value, or null when there are errors
 * @param errors every error found; empty when loading succeeded
 */
public record LoadResult<T>(String source, T value, List<LoadError> errors) {
  public LoadResult {
    Objects.requireNonNull(source);
    errors = List.copyOf(errors);
    if (errors.isEmpty() == (value == null)) {
      throw new IllegalArgumentException("a load result has a value or errors, not both or neither");
    }
  }

  static <T> LoadResult<T> of(String source, T value, List<LoadError> errors) {
    return errors.isEmpty()
        ? new LoadResult<>(source, value, List.of())
        : new LoadResult<>(source, null, errors);
  }

  public boolean ok() {
    return errors.isEmpty();
  }

  /** The value, or a {@link CardLoadException} with all the errors. */
  public T orThrow() throws CardLoadException {
    if (!ok()) {
      throw new CardLoadException(errors);
    }
    return value;
  }
}
