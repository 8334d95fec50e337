package org.ponytable.cards;

import java.nio.file.Path;
import java.util.List;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonReader;

/**
 * Reads a card or deck file's text through the program's one JSON stack: its size checked
 * against the kind's cap first, then decoded as strict UTF-8 (see {@link JsonReader#readText}).
 */
final class SourceText {
  private SourceText() {}

  /** A card file's text without a byte order mark, or null after adding the reason to errors. */
  static String read(Path file, List<LoadError> errors) {
    return read(file, JsonKind.CARD_FILE, errors);
  }

  /** A file's text, read as a file of {@code kind}; null after adding the reason to errors. */
  static String read(Path file, JsonKind kind, List<LoadError> errors) {
    JsonReader.Text t = JsonReader.readText(file, kind);
    if (t.text() == null) {
      errors.add(LocatedJson.error(t.problem()));
    }
    return t.text();
  }
}
