package org.ponytable.ui.preview;

/**
 * The source line under an error, as the preview shows it: the line itself after its number, and
 * a caret under the error's column. Never cut with an ellipsis (the window scrolls sideways); only
 * a line too long to draw (a minified file is one line) is shown as a stretch around the column,
 * and the note says which columns.
 *
 * @param text "12 |   "power": "lots","
 * @param caret spaces, then "^" under the column
 * @param note "" or "columns 4001-6000 of 90000"
 */
public record SourceLine(String text, String caret, String note) {
  /** The longest stretch of one line drawn; a 1 MiB one-line file would not be drawable. */
  static final int SHOWN_CHARS = 2000;

  /** The line numbered {@code number}, the caret under {@code column} (1-based, in chars). */
  public static SourceLine of(int number, String line, int column) {
    int at = Math.max(0, column - 1);
    int from = 0;
    int to = line.length();
    String note = "";
    if (line.length() > SHOWN_CHARS) {
      from = Math.max(0, Math.min(at - SHOWN_CHARS / 2, line.length() - SHOWN_CHARS));
      to = from + SHOWN_CHARS;
      // Never split a surrogate pair at either end.
      if (from > 0 && Character.isLowSurrogate(line.charAt(from))) {
        from++;
      }
      if (to < line.length() && Character.isHighSurrogate(line.charAt(to - 1))) {
        to--;
      }
      note = "columns " + (from + 1) + "-" + to + " of " + line.length();
    }
    String prefix = number + " | ";
    // A tab is one column for the loader: drawn as one space, the caret stays above its character.
    String shown = line.substring(from, to).replace('\t', ' ');
    // A character beyond the BMP is two chars but one glyph: count glyphs up to the column.
    int before = at <= to ? shown.codePointCount(0, Math.max(0, Math.min(at, to) - from))
        : shown.codePointCount(0, shown.length()) + (at - to);
    return new SourceLine(prefix + shown, " ".repeat(prefix.length() + before) + "^", note);
  }
}
