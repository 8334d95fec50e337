package org.ponytable.persistence;

import java.util.Collection;
import org.ponytable.cards.Spelling;

/** "Did you mean" hints for misspelt names, by edit distance. */
final class Suggest {
  private Suggest() {}

  /** The closest candidate if it is close enough to be a likely typo, else null. */
  static String closest(String wrong, Collection<String> candidates) {
    return Spelling.closest(wrong, candidates).orElse(null);
  }

  static String hint(String wrong, Collection<String> candidates) {
    String c = closest(wrong, candidates);
    return c == null ? "" : " (did you mean '" + c + "'?)";
  }
}
