package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.ponytable.json.JsonDocument;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonProblem;
import org.ponytable.json.JsonReader;
import org.ponytable.json.Place;
import org.ponytable.json.Pointers;

/**
 * A card or deck file read by the program's one JSON stack ({@link JsonReader}), seen the way the
 * card loaders use it: problems become {@link LoadError}s, places are {@link Location}s.
 */
final class LocatedJson {
  /** A 1-based line and column. */
  record Location(int line, int column) {
    static final Location NONE = new Location(0, 0);

    static Location of(Place p) {
      return p.line() < 1 ? NONE : new Location(p.line(), p.column());
    }
  }

  private final JsonDocument document;

  private LocatedJson(JsonDocument document) {
    this.document = document;
  }

  /**
   * Reads {@code text} as a card file. Returns null when it is not one well-formed JSON document;
   * the reason, with its place, is then added to {@code errors}. Repeated field names and bad
   * strings are added to {@code errors} too, but the document is still returned (keeping the first
   * value of a repeated field) so the rest of it can be checked.
   */
  static LocatedJson parse(String source, String text, List<LoadError> errors) {
    return parse(source, text, JsonKind.CARD_FILE, errors);
  }

  /** As {@link #parse(String, String, List)}, for a file of {@code kind}. */
  static LocatedJson parse(String source, String text, JsonKind kind, List<LoadError> errors) {
    JsonReader.Result r = JsonReader.parse(source, text, kind);
    for (JsonProblem p : r.problems()) {
      errors.add(error(p));
    }
    return r.document() == null ? null : new LocatedJson(r.document());
  }

  static LoadError error(JsonProblem p) {
    return new LoadError(p.file(), p.line(), p.column(), p.pointer(), p.message());
  }

  JsonNode root() {
    return document.root();
  }

  String source() {
    return document.name();
  }

  /** Where the value at {@code pointer} starts; the nearest enclosing value if unknown. */
  Location valueAt(String pointer) {
    return Location.of(document.valueAt(pointer));
  }

  /** Where the field name of the object member at {@code pointer} is; else where its value is. */
  Location keyAt(String pointer) {
    return Location.of(document.keyAt(pointer));
  }

  static String child(String pointer, String field) {
    return Pointers.child(pointer, field);
  }

  static String child(String pointer, int index) {
    return Pointers.child(pointer, index);
  }
}
