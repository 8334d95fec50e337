package org.ponytable.cards;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reads a file as UTF-8 text, turning every way that can fail into a {@link LoadError}. */
final class SourceText {
  /** Card and deck files are small; this keeps a stray huge file from exhausting memory. */
  static final long MAX_BYTES = 8L * 1024 * 1024;

  private SourceText() {}

  /** The file's text without a byte-order mark, or null after adding the reason to errors. */
  static String read(Path file, List<LoadError> errors) {
    String source = file.toString();
    byte[] bytes;
    try {
      if (!Files.isRegularFile(file)) {
        errors.add(new LoadError(source, 0, 0, "", Files.exists(file)
            ? "not a regular file" : "the file does not exist"));
        return null;
      }
      long size = Files.size(file);
      if (size > MAX_BYTES) {
        errors.add(new LoadError(source, 0, 0, "", "the file is " + size
            + " bytes; files over " + MAX_BYTES + " bytes are refused"));
        return null;
      }
      bytes = Files.readAllBytes(file);
    } catch (IOException | RuntimeException e) {
      errors.add(new LoadError(source, 0, 0, "", "could not read the file: " + e));
      return null;
    }
    return decode(source, bytes, errors);
  }

  static String decode(String source, byte[] bytes, List<LoadError> errors) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    CoderResult r = decoder.decode(in, out, true);
    if (!r.isError()) {
      r = decoder.flush(out);
    }
    out.flip();
    String text = out.toString();
    if (r.isError()) {
      int line = 1;
      int column = 1;
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          line++;
          column = 1;
        } else {
          column++;
        }
      }
      errors.add(new LoadError(source, line, column, "",
          "the file is not valid UTF-8 text (bad byte at offset " + in.position()
              + "); save it with UTF-8 encoding"));
      return null;
    }
    return text.startsWith("\uFEFF") ? text.substring(1) : text;
  }
}
