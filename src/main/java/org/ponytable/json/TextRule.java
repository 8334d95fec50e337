package org.ponytable.json;

import java.util.Locale;

/**
 * What a string in a file may hold. Every string value of every file kind is checked against one
 * of these while the file is read (which one is decided by the field it belongs to, see {@link
 * JsonKind}), so the rest of the program never sees a NUL, a control character, half a surrogate
 * pair or a million-character title.
 */
public enum TextRule {
  /** Titles, subtitles, names, traits: one line, short. */
  NAME(JsonLimits.NAME_CHARS, false, "a name or title"),
  /** Card text, scenario descriptions: may break lines and hold tabs. */
  LONG_TEXT(JsonLimits.LONG_TEXT_CHARS, true, "a text"),
  /** Ids, words, paths, actions: one line. */
  PLAIN(JsonLimits.PLAIN_CHARS, false, "a value of this field");

  private final int maxChars;
  private final boolean lineBreaks;
  private final String what;

  TextRule(int maxChars, boolean lineBreaks, String what) {
    this.maxChars = maxChars;
    this.lineBreaks = lineBreaks;
    this.what = what;
  }

  public int maxChars() {
    return maxChars;
  }

  /** Whether tabs and line breaks are allowed. */
  public boolean lineBreaks() {
    return lineBreaks;
  }

  /**
   * What is wrong with {@code s} under this rule, or null when nothing is. {@code label} names the
   * value in the message, like {@code "title"} (quotes included).
   */
  public String problem(String label, String s) {
    String bad = badCharacter(s, lineBreaks);
    if (bad != null) {
      return label + " " + bad;
    }
    int chars = s.codePointCount(0, s.length());
    if (chars > maxChars) {
      return label + " is " + count(chars) + " characters long; " + what + " may have at most "
          + count(maxChars);
    }
    return null;
  }

  /**
   * The first character no text may hold, described with its place ("holds a NUL character
   * (U+0000) at character 5; ..."), or null. Tabs and line breaks are allowed only when {@code
   * lineBreaks} is true. Field names are checked with {@code lineBreaks} false.
   */
  static String badCharacter(String s, boolean lineBreaks) {
    int at = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      at++;
      if (Character.isHighSurrogate(c)) {
        if (i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
          i++;
          continue;
        }
        return surrogate(c, at);
      }
      if (Character.isLowSurrogate(c)) {
        return surrogate(c, at);
      }
      if (c == '\n' || c == '\t') {
        if (lineBreaks) {
          continue;
        }
        return "holds a " + (c == '\n' ? "line break" : "tab") + " at character " + at
            + "; only longer text (like a card's \"text\") may have tabs and line breaks";
      }
      if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
        String name = c == 0 ? "a NUL character" : c == '\r' ? "a carriage return" : "a control character";
        return "holds " + name + " (" + codePoint(c) + ") at character " + at
            + "; text may not hold control characters" + (lineBreaks && c == '\r' ? " (write \\n alone for a line break)" : "");
      }
    }
    return null;
  }

  private static String surrogate(char c, int at) {
    return "holds half of a character (" + codePoint(c) + ", an unpaired surrogate) at character " + at
        + "; that is not valid text: write the whole character, or remove the \\u escape";
  }

  static String codePoint(int c) {
    return String.format(Locale.ROOT, "U+%04X", c);
  }

  static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }
}
