package org.ponytable.ui.table;

import org.ponytable.engine.view.EventWords;

/**
 * Small grammar for the table's lines: counts with their nouns in the right number. The same
 * grammar as the log's words ({@link EventWords}), so the table and its log never disagree.
 */
public final class Words {
  private Words() {}

  /** "1 action token", "2 action tokens", "0 action tokens": the noun's plural adds an s. */
  public static String count(int n, String singular) {
    return EventWords.count(n, singular);
  }

  /** As {@link #count(int, String)} for a noun whose plural is not just an s. */
  public static String count(int n, String singular, String plural) {
    return EventWords.count(n, singular, plural);
  }
}
