package org.ponytable.json;

/** Showing a file's strings inside messages, safely. */
public final class Texts {
  private Texts() {}

  /** Characters of a quoted string shown in a message; longer ones are cut. */
  static final int QUOTED_CHARS = 60;

  /**
   * {@code s} in double quotes for a message: cut after 60 characters, with backslashes, quotes,
   * control characters and unpaired surrogates escaped so the message stays one clean line.
   */
  public static String quote(String s) {
    String shown = s.length() > QUOTED_CHARS ? s.substring(0, QUOTED_CHARS - 3) + "..." : s;
    return "\"" + escape(shown.replace("\\", "\\\\").replace("\"", "\\\"")) + "\"";
  }

  /** Control characters and unpaired surrogates as {@code \n}, {@code \t} or {@code \\uXXXX}. */
  public static String escape(String s) {
    StringBuilder b = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String esc = null;
      if (c == '\n') {
        esc = "\\n";
      } else if (c == '\t') {
        esc = "\\t";
      } else if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
        esc = String.format(java.util.Locale.ROOT, "\\u%04X", (int) c);
      } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        if (b != null) {
          b.append(c).append(s.charAt(i + 1));
        }
        i++;
        continue;
      } else if (Character.isSurrogate(c)) {
        esc = String.format(java.util.Locale.ROOT, "\\u%04X", (int) c);
      }
      if (esc != null && b == null) {
        b = new StringBuilder(s.length() + 8).append(s, 0, i);
      }
      if (b != null) {
        if (esc != null) {
          b.append(esc);
        } else {
          b.append(c);
        }
      }
    }
    return b == null ? s : b.toString();
  }
}
