package org.ponytable.json;

/** JSON pointers (RFC 6901): building them, and showing them to people. */
public final class Pointers {
  private Pointers() {}

  /** Pointers longer than this are shortened in messages (deep nesting, huge field names). */
  static final int SHOWN_CHARS = 80;

  /** Appends one field name to a pointer, escaped as RFC 6901 asks. */
  public static String child(String pointer, String field) {
    return pointer + "/" + field.replace("~", "~0").replace("/", "~1");
  }

  /** Appends one array index to a pointer. */
  public static String child(String pointer, int index) {
    return pointer + "/" + index;
  }

  /**
   * A pointer as a message shows it: control characters and unpaired surrogates written as
   * {@code \\uXXXX}, and an absurdly long one cut in the middle (its depth said instead).
   */
  public static String shown(String pointer) {
    String safe = Texts.escape(pointer);
    if (safe.length() <= SHOWN_CHARS) {
      return safe;
    }
    long depth = pointer.chars().filter(c -> c == '/').count();
    int keep = SHOWN_CHARS / 2 - 4;
    // Cut at reference tokens where there are any near the cut, so no token is shown half.
    int head = safe.lastIndexOf('/', keep);
    int tail = safe.indexOf('/', safe.length() - keep);
    String start = head > 0 ? safe.substring(0, head) : safe.substring(0, keep);
    String end = tail > head && tail >= 0 ? safe.substring(tail) : "/" + safe.substring(safe.length() - keep);
    return start + "/..." + end + " (" + depth + " levels deep)";
  }

  /** The one format of every located message: {@code file:line:column at /pointer: message}. */
  public static String describe(String file, int line, int column, String pointer, String message) {
    String place = line > 0 ? file + ":" + line + ":" + column : file;
    return place + (pointer.isEmpty() ? "" : " at " + shown(pointer)) + ": " + message;
  }
}
