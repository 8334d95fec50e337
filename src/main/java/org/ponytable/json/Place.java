package org.ponytable.json;

/** A 1-based line and column (in characters); line 0 when there is no place in the text. */
public record Place(int line, int column) {
  public static final Place NONE = new Place(0, 0);

  /** The place of {@code offset} (a char index) in {@code text}; "\r\n", "\r" and "\n" end lines, as in Jackson. */
  static Place of(String text, int offset) {
    int line = 1;
    int lineStart = 0;
    int end = Math.min(offset, text.length());
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < end && text.charAt(i + 1) == '\n') {
          i++;
        }
        line++;
        lineStart = i + 1;
      }
    }
    return new Place(line, end - lineStart + 1);
  }
}
