package org.ponytable.json;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Strict UTF-8 decoding of a file's bytes, with the place of the first byte that is not UTF-8 text. */
final class Utf8 {
  private Utf8() {}

  private static final char BOM = '\uFEFF';

  /** The text (without a byte order mark), or a problem placed at the first bad byte. */
  static JsonReader.Text decode(String name, byte[] bytes) {
    if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
        || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
      return problem(name, new Place(1, 1), "the file is not UTF-8 text: it is UTF-16 (it starts with a UTF-16"
          + " byte order mark); save it as UTF-8");
    }
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    CoderResult r = decoder.decode(in, out, true);
    if (!r.isError()) {
      r = decoder.flush(out);
    }
    int bad = r.isError() ? in.position() : -1;
    // NUL is valid UTF-8, but no text file holds one: it means UTF-16 without a mark, or binary data.
    int nul = indexOfNul(bytes, bad < 0 ? bytes.length : bad);
    if (nul >= 0) {
      Place at = placeOfByte(bytes, nul);
      boolean utf16 = looksLikeUtf16(bytes);
      return problem(name, at, "the file is not UTF-8 text (NUL byte 0x00 at line " + at.line() + ", column "
          + at.column() + ")" + (utf16 ? "; it looks like UTF-16: save it as UTF-8" : "; it may be a binary file or UTF-16:"
          + " save it as UTF-8 text"));
    }
    if (bad >= 0) {
      Place at = placeOfByte(bytes, bad);
      return problem(name, at, String.format(Locale.ROOT, "the file is not UTF-8 text (bad byte 0x%02X at line %d,"
          + " column %d); it may be Latin-1 or Windows-1252: save it as UTF-8", bytes[bad] & 0xFF, at.line(),
          at.column()));
    }
    out.flip();
    String text = out.toString();
    return new JsonReader.Text(text.isEmpty() || text.charAt(0) != BOM ? text : text.substring(1), null);
  }

  private static JsonReader.Text problem(String name, Place at, String message) {
    return new JsonReader.Text(null, new JsonProblem(name, at.line() == 0 ? new Place(1, 1) : at, "", message));
  }

  private static int indexOfNul(byte[] bytes, int end) {
    for (int i = 0; i < end; i++) {
      if (bytes[i] == 0) {
        return i;
      }
    }
    return -1;
  }

  /** The place of byte {@code index}: the bytes before it are valid UTF-8, so they decode. */
  private static Place placeOfByte(byte[] bytes, int index) {
    String before = new String(bytes, 0, index, StandardCharsets.UTF_8);
    if (!before.isEmpty() && before.charAt(0) == BOM) {
      before = before.substring(1);
    }
    return Place.of(before, before.length());
  }

  /** Many NULs at every other byte: ASCII written as UTF-16. */
  private static boolean looksLikeUtf16(byte[] bytes) {
    int n = Math.min(bytes.length, 200);
    int zeros = 0;
    for (int i = 0; i < n; i++) {
      if (bytes[i] == 0) {
        zeros++;
      }
    }
    return n >= 4 && zeros * 3 >= n;
  }
}
