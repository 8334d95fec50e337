package org.ponytable.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * A JSON document read by {@link JsonReader}, with the place of every value and every field name
 * by JSON pointer, so that any check on any value can say exactly where it is. Jackson's own trees
 * forget places; this one was built token by token and remembers them.
 *
 * <p>A part of a document ({@link #part}: a scenario written inside a replay) is a document of
 * its own whose pointers start at the part, while places and messages stay those of the file.
 */
public final class JsonDocument {
  private final String name;
  private final JsonNode root;
  private final Map<String, Place> values;
  private final Map<String, Place> keys;
  /** Where this document sits inside the file; "" for the whole file. */
  private final String prefix;

  JsonDocument(String name, JsonNode root, Map<String, Place> values, Map<String, Place> keys, String prefix) {
    this.name = name;
    this.root = root;
    this.values = values;
    this.keys = keys;
    this.prefix = prefix;
  }

  /** The file, or the name given to text read from memory. */
  public String name() {
    return name;
  }

  public JsonNode root() {
    return root;
  }

  /** Where this document sits in its file: "" for a whole file, "/scenario" for a part. */
  public String prefix() {
    return prefix;
  }

  /** Where the value at {@code pointer} starts; the nearest enclosing value's place if unknown. */
  public Place valueAt(String pointer) {
    String p = prefix + pointer;
    while (true) {
      Place l = values.get(p);
      if (l != null) {
        return l;
      }
      if (p.isEmpty()) {
        return Place.NONE;
      }
      p = p.substring(0, p.lastIndexOf('/'));
    }
  }

  /** Where the field name of the object member at {@code pointer} is; else where its value is. */
  public Place keyAt(String pointer) {
    Place l = keys.get(prefix + pointer);
    return l != null ? l : valueAt(pointer);
  }

  /** A problem at the value {@code pointer} names (or the nearest enclosing value known). */
  public JsonProblem problem(String pointer, String message) {
    return new JsonProblem(name, valueAt(pointer), prefix + pointer, message);
  }

  /** A problem at the field name of the object member {@code pointer} names. */
  public JsonProblem problemAtKey(String pointer, String message) {
    return new JsonProblem(name, keyAt(pointer), prefix + pointer, message);
  }

  /** The value at {@code pointer} as a document of its own, keeping the file's places. */
  public JsonDocument part(String pointer) {
    return new JsonDocument(name, root.at(pointer), values, keys, prefix + pointer);
  }
}
