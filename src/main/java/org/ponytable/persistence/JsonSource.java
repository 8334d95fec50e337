package org.ponytable.persistence;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.ponytable.json.JsonDocument;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonProblem;
import org.ponytable.json.JsonReader;
import org.ponytable.json.Pointers;

/**
 * A scenario, replay or saved game read by the program's one JSON stack ({@link JsonReader}): the
 * document plus the line and column of each of its values by JSON pointer, so errors can name the
 * exact place of any value the checks look at. Any problem the stack finds (unreadable, too
 * large, not UTF-8, malformed, repeated field, bad text) refuses the file at once, with its place.
 */
public final class JsonSource {
  private final JsonDocument document;

  private JsonSource(JsonDocument document) {
    this.document = document;
  }

  /** Reads a replay or saved game (their limits are the largest); see {@link #read(Path, JsonKind)}. */
  public static JsonSource read(Path file) throws FileFormatException {
    return read(file, JsonKind.REPLAY);
  }

  /** Reads a file of {@code kind}; an unreadable file or bad JSON becomes located problems. */
  public static JsonSource read(Path file, JsonKind kind) throws FileFormatException {
    return of(JsonReader.read(file, kind));
  }

  /** Parses text as a replay; {@code name} is what errors call it. */
  public static JsonSource parse(String name, String text) throws FileFormatException {
    return parse(name, text, JsonKind.REPLAY);
  }

  /** Parses text as a file of {@code kind}; {@code name} is what errors call it. */
  public static JsonSource parse(String name, String text, JsonKind kind) throws FileFormatException {
    return of(JsonReader.parse(name, text, kind));
  }

  private static JsonSource of(JsonReader.Result r) throws FileFormatException {
    if (!r.problems().isEmpty()) {
      throw new FileFormatException(r.problems().stream().map(JsonSource::problem).toList());
    }
    return new JsonSource(r.document());
  }

  static LoadProblem problem(JsonProblem p) {
    return new LoadProblem(p.file(), p.line(), p.column(), p.pointer(), p.message());
  }

  /** The value at {@code pointer} as a document of its own (a scenario inside a replay), keeping places. */
  JsonSource part(String pointer) {
    return new JsonSource(document.part(pointer));
  }

  public String name() {
    return document.name();
  }

  public JsonNode root() {
    return document.root();
  }

  /** A problem at the value {@code pointer} names, or at the nearest enclosing value known. */
  public LoadProblem problem(String pointer, String message) {
    return problem(document.problem(pointer, message));
  }

  /** Appends one reference token to a pointer, escaped as RFC 6901 asks. */
  public static String child(String pointer, String field) {
    return Pointers.child(pointer, field);
  }

  public static String child(String pointer, int index) {
    return Pointers.child(pointer, index);
  }
}
