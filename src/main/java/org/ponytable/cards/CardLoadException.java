package org.ponytable.cards;

import java.util.List;

/**
 * Card or deck files could not be loaded. Carries every error found, never just the first, so a
 * file can be fixed in one pass.
 */
public final class CardLoadException extends Exception {
  private final transient List<LoadError> errors;

  public CardLoadException(List<LoadError> errors) {
    super(describe(errors));
    if (errors.isEmpty()) {
      throw new IllegalArgumentException("a load failure needs at least one error");
    }
    this.errors = List.copyOf(errors);
  }

  public List<LoadError> errors() {
    return errors;
  }

  private static String describe(List<LoadError> errors) {
    StringBuilder b = new StringBuilder();
    b.append(errors.size() == 1 ? "1 error" : errors.size() + " errors").append(" while loading:");
    for (LoadError e : errors) {
      b.append(System.lineSeparator()).append("  ").append(e);
    }
    return b.toString();
  }
}
