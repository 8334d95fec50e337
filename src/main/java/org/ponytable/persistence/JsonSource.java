package org.ponytable.persistence;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * A JSON document plus the line and column where each of its values starts, keyed by JSON
 * pointer. Jackson's trees forget positions, so a second, streaming pass records them; errors
 * can then name the exact place of any value the checks look at.
 */
public final class JsonSource {
  private static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .build();
  private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

  private final String name;
  private final JsonNode root;
  private final Map<String, int[]> places;
  /** Where this document sits inside the file (a scenario inside a replay), for pointers in messages. */
  private final String prefix;

  private JsonSource(String name, JsonNode root, Map<String, int[]> places, String prefix) {
    this.name = name;
    this.root = root;
    this.places = places;
    this.prefix = prefix;
  }

  /** Reads a file; an unreadable file or bad JSON becomes a located problem. */
  public static JsonSource read(Path file) throws FileFormatException {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new FileFormatException(new LoadProblem(file.toString(), 0, 0, "", "cannot read the file: no such file"));
    } catch (IOException | RuntimeException e) {
      throw new FileFormatException(new LoadProblem(file.toString(), 0, 0, "", "cannot read the file: " + reason(e)));
    }
    return parse(file.toString(), text);
  }

  /** Parses text; {@code name} is what errors call it. */
  public static JsonSource parse(String name, String text) throws FileFormatException {
    JsonNode root;
    try {
      root = MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      int line = at == null ? 0 : Math.max(0, at.getLineNr());
      int column = at == null || line == 0 ? 0 : Math.max(1, at.getColumnNr());
      throw new FileFormatException(new LoadProblem(name, line, column, "", "not valid JSON: " + e.getOriginalMessage()));
    }
    if (root == null || root.isMissingNode()) {
      throw new FileFormatException(new LoadProblem(name, 0, 0, "", "the file is empty"));
    }
    return new JsonSource(name, root, locate(text), "");
  }

  /** The value at {@code pointer} as a document of its own (a scenario inside a replay), keeping places. */
  JsonSource part(String pointer) {
    Map<String, int[]> sub = new HashMap<>();
    for (Map.Entry<String, int[]> e : places.entrySet()) {
      if (e.getKey().equals(pointer) || e.getKey().startsWith(pointer + "/")) {
        sub.put(e.getKey().substring(pointer.length()), e.getValue());
      }
    }
    return new JsonSource(name, root.at(pointer), sub, prefix + pointer);
  }

  public String name() {
    return name;
  }

  public JsonNode root() {
    return root;
  }

  /** A problem at the value {@code pointer} names, or at the nearest enclosing value known. */
  public LoadProblem problem(String pointer, String message) {
    String p = pointer;
    while (true) {
      int[] at = places.get(p);
      if (at != null) {
        return new LoadProblem(name, at[0], at[1], prefix + pointer, message);
      }
      if (p.isEmpty()) {
        return new LoadProblem(name, 0, 0, prefix + pointer, message);
      }
      p = p.substring(0, p.lastIndexOf('/'));
    }
  }

  /** Appends one reference token to a pointer, escaped as RFC 6901 asks. */
  public static String child(String pointer, String field) {
    return pointer + "/" + field.replace("~", "~0").replace("/", "~1");
  }

  public static String child(String pointer, int index) {
    return pointer + "/" + index;
  }

  private static String reason(Exception e) {
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /** One container being walked: its pointer, and the next index or the current field. */
  private static final class Frame {
    final String pointer;
    final boolean array;
    int index = -1;
    String field;

    Frame(String pointer, boolean array) {
      this.pointer = pointer;
      this.array = array;
    }

    String next() {
      if (array) {
        index++;
        return child(pointer, index);
      }
      return child(pointer, field);
    }
  }

  /** The streaming pass: the text is known to be valid JSON, since readTree accepted it. */
  private static Map<String, int[]> locate(String text) {
    Map<String, int[]> out = new HashMap<>();
    Deque<Frame> stack = new ArrayDeque<>();
    try (JsonParser p = FACTORY.createParser(text)) {
      JsonToken t;
      while ((t = p.nextToken()) != null) {
        if (t == JsonToken.FIELD_NAME) {
          stack.peek().field = p.currentName();
          continue;
        }
        if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
          stack.pop();
          continue;
        }
        String pointer = stack.isEmpty() ? "" : stack.peek().next();
        JsonLocation at = p.currentTokenLocation();
        out.put(pointer, new int[] {at.getLineNr(), at.getColumnNr()});
        if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
          stack.push(new Frame(pointer, t == JsonToken.START_ARRAY));
        }
      }
    } catch (IOException e) {
      // Cannot happen after a successful readTree; without places, errors name pointers only.
    }
    return out;
  }
}
