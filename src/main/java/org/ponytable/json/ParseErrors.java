package org.ponytable.json;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the parser's complaints into plain words. Jackson's messages name its own classes,
 * features and settings ("enable `JsonReadFeature...`", "Source: REDACTED"), which no user can
 * act on; each known one is replaced here by what is wrong in the file and how to fix it, and an
 * unknown one by "this is not valid JSON" with the character found. No message of Jackson's
 * passes through.
 */
final class ParseErrors {
  private ParseErrors() {}

  private static final Pattern END_BEFORE_CLOSE = Pattern.compile(
      "expected close marker for (Object|Array) \\(start marker at .*line: (\\d+), column: (\\d+)\\]\\)");
  private static final Pattern WRONG_CLOSE = Pattern.compile(
      "Unexpected close marker '(.)': expected '(.)' \\(for (Object|Array) starting at .*line: (\\d+), column: (\\d+)\\]\\)");
  private static final Pattern NOTHING_TO_CLOSE = Pattern.compile("Unexpected close marker '(.)': no open (Array|Object)");
  private static final Pattern TOKEN = Pattern.compile("Unrecognized token '(.*)': was expecting");
  private static final Pattern NON_STANDARD = Pattern.compile("Non-standard token '(.*?)'");
  private static final Pattern CTRL_IN_STRING = Pattern.compile("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\)");
  private static final Pattern CTRL_OUTSIDE = Pattern.compile("Illegal character \\(\\(CTRL-CHAR, code (\\d+)\\)\\)");
  private static final Pattern BAD_ESCAPE = Pattern.compile("Unrecognized character escape '(.)'");
  private static final Pattern ENDS_IN = Pattern.compile("end-of-input within/between (Object|Array) entries");

  /**
   * What is wrong, for Jackson's message {@code m} about the character at {@code offset} of
   * {@code text} (-1 when unknown).
   */
  static String explain(String m, String text, long offset, JsonKind kind) {
    String message = m == null ? "" : m;
    int cut = message.indexOf('\n');
    if (cut >= 0) {
      message = message.substring(0, cut);
    }
    Character at = offset >= 0 && offset < text.length() ? text.charAt((int) offset) : null;
    return "malformed JSON: " + plain(message, text, offset, at, kind);
  }

  private static String plain(String m, String text, long offset, Character at, JsonKind kind) {
    Matcher x = END_BEFORE_CLOSE.matcher(m);
    if (x.find()) {
      boolean object = x.group(1).equals("Object");
      return "the file ends before the " + (object ? "object" : "array") + " opened at line " + x.group(2)
          + ", column " + x.group(3) + " is closed; a closing '" + (object ? '}' : ']') + "' is missing";
    }
    x = WRONG_CLOSE.matcher(m);
    if (x.find()) {
      return "'" + x.group(1) + "' closes nothing here: the " + (x.group(3).equals("Object") ? "object" : "array")
          + " opened at line " + x.group(4) + ", column " + x.group(5) + " must be closed with '" + x.group(2)
          + "' first";
    }
    x = NOTHING_TO_CLOSE.matcher(m);
    if (x.find()) {
      return "'" + x.group(1) + "' closes nothing: no " + (x.group(2).equals("Object") ? "object" : "array")
          + " is open here; remove it";
    }
    if (at != null && (at == '}' || at == ']') && before(text, offset) == ',') {
      return "a comma before '" + at + "' is not allowed in JSON; remove the trailing comma";
    }
    if (m.contains("maybe a (non-standard) comment") || (at != null && at == '#')) {
      return "comments are not allowed in JSON" + (kind.notes() == null ? "" : "; " + kind.notes());
    }
    if (m.contains("was expecting double-quote to start field name")) {
      if (at != null && at == '\'') {
        return "field names are written in double quotes, not single quotes";
      }
      if (at != null && at == ',') {
        return "an extra comma; remove it";
      }
      if (at != null && (Character.isLetterOrDigit(at) || at == '_' || at == '$')) {
        return "a field name must be in double quotes, like \"name\"";
      }
      return "expected a field name in double quotes here, but found " + show(at);
    }
    if (m.contains("was expecting comma to separate")) {
      if (at != null && Character.isLetter(at) && offset > 0 && Character.isDigit(text.charAt((int) offset - 1))) {
        return "a JSON number is written in plain decimal digits, like 12 or -3.5";
      }
      return "a comma is missing between two items of this " + (m.contains("Object") ? "object" : "array")
          + " (found " + show(at) + " where a ',' or the closing '" + (m.contains("Object") ? '}' : ']')
          + "' should be)";
    }
    if (m.contains("was expecting a colon")) {
      return "a colon (:) is missing after the field name";
    }
    if (m.contains("expected a value") || m.contains("expected a valid value")) {
      if (at == null) {
        return "a value is missing here";
      }
      switch (at) {
        case '\'':
          return "text is written in double quotes, not single quotes";
        case '.':
          return "a number must start with a digit: write 0.5, not .5";
        case ',':
          return "a value is missing before this comma";
        case ':':
          return "a colon is out of place here; a value is missing";
        case '}':
        case ']':
          return "a value is missing here";
        default:
          return "a value is missing here; expected text in double quotes, a number, true, false, null, an"
              + " object {...} or an array [...], but found " + show(at);
      }
    }
    x = TOKEN.matcher(m);
    if (x.find()) {
      String t = x.group(1);
      String lower = t.toLowerCase(Locale.ROOT);
      if ((lower.equals("true") || lower.equals("false") || lower.equals("null"))) {
        return "JSON writes " + lower + " in lowercase, not " + Texts.quote(t);
      }
      if (lower.equals("none") || lower.equals("nil") || lower.equals("undefined")) {
        return Texts.quote(t) + " is not JSON; write null, or leave the field out";
      }
      return Texts.quote(t) + " is not a JSON value: text must be in double quotes, and the only bare words JSON"
          + " knows are true, false and null";
    }
    x = CTRL_IN_STRING.matcher(m);
    if (x.find()) {
      int code = Integer.parseInt(x.group(1));
      if (code == '\n' || code == '\r') {
        return "a string runs past the end of its line: close it with a double quote on the same line, or"
            + " write \\n for a line break";
      }
      if (code == '\t') {
        return "a tab inside a string must be written \\t";
      }
      return (code == 0 ? "a NUL character" : "a control character") + " (" + TextRule.codePoint(code)
          + ") inside a string; remove it";
    }
    x = CTRL_OUTSIDE.matcher(m);
    if (x.find()) {
      int code = Integer.parseInt(x.group(1));
      return (code == 0 ? "a NUL character" : "a control character") + " (" + TextRule.codePoint(code)
          + ") between values; only spaces, tabs and line breaks may stand there";
    }
    x = BAD_ESCAPE.matcher(m);
    if (x.find()) {
      return "\\" + Texts.escape(x.group(1)) + " is not an escape JSON knows; write \\\\ for a backslash"
          + " (the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)";
    }
    if (m.contains("expected a hex-digit")) {
      return "\\u must be followed by four hex digits, like \\u00e9";
    }
    if (m.contains("Leading zeroes")) {
      return "a number must not start with 0 (write 7, not 07)";
    }
    if (m.contains("Decimal point not followed by a digit")) {
      return "a decimal point must be followed by digits (write 1.0 or 1)";
    }
    if (m.contains("to follow minus sign")) {
      return "a minus sign must be followed by digits";
    }
    if (m.contains("Exponent indicator not followed by a digit")) {
      return "an exponent (e or E) must be followed by digits, like 1e5";
    }
    x = NON_STANDARD.matcher(m);
    if (x.find()) {
      return Texts.quote(x.group(1)) + " is not a JSON number; JSON numbers are plain digits, like 3 or -1.5";
    }
    if (m.contains("plus sign")) {
      return "a number must not start with '+': write 3, not +3";
    }
    x = ENDS_IN.matcher(m);
    if (x.find()) {
      boolean object = x.group(1).equals("Object");
      return "the file ends in the middle of an " + (object ? "object" : "array") + "; the rest of it and a closing '"
          + (object ? '}' : ']') + "' are missing";
    }
    if (m.contains("end-of-input") && m.contains("closing quote")) {
      return "the file ends inside a string; a closing double quote is missing";
    }
    if (m.contains("end-of-input") && m.contains("field name")) {
      return "the file ends inside a field name; a closing double quote is missing";
    }
    if (m.contains("end-of-input")) {
      return "the file ends too early; a closing bracket, brace or quote is missing";
    }
    if (m.contains("numeric value") || m.contains("Invalid number")) {
      return "this number is not written the JSON way (plain decimal digits, like 12 or -3.5)";
    }
    return "this is not valid JSON" + (at == null ? "" : " (found " + show(at) + ")");
  }

  /** The nearest character before {@code offset} that is not white space; 0 if none. */
  private static char before(String text, long offset) {
    int j = (int) Math.min(offset, text.length()) - 1;
    while (j >= 0 && Character.isWhitespace(text.charAt(j))) {
      j--;
    }
    return j >= 0 ? text.charAt(j) : 0;
  }

  /** A character as a message shows it: 'x', or its code point when it can't be seen. */
  static String show(Character c) {
    if (c == null) {
      return "the end of the file";
    }
    if (c == '\uFEFF') {
      return "a byte order mark (U+FEFF)";
    }
    if (Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSurrogate(c)
        || Character.getType(c) == Character.FORMAT) {
      return "the character " + TextRule.codePoint(c);
    }
    return "'" + c + "'";
  }
}
