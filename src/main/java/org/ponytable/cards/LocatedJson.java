package org.ponytable.cards;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON document read with Jackson's streaming parser, remembering where each value and each
 * field name starts, by JSON pointer. Jackson's own tree keeps no positions, so the tree is built
 * here token by token. Repeated field names, which Jackson would silently overwrite, are reported.
 */
final class LocatedJson {
  /** A 1-based line and column. */
  record Location(int line, int column) {
    static final Location NONE = new Location(0, 0);
  }

  private static final JsonFactory FACTORY = JsonFactory.builder().build();
  private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

  private final String source;
  private final Map<String, Location> values = new HashMap<>();
  private final Map<String, Location> keys = new HashMap<>();
  private final List<LoadError> errors;
  private JsonNode root;
  private JsonParser parser;

  private LocatedJson(String source, List<LoadError> errors) {
    this.source = source;
    this.errors = errors;
  }

  /**
   * Reads {@code text}. Returns null when it is not well-formed JSON; the reason, with its place,
   * is then added to {@code errors}. Repeated field names are added to {@code errors} too, but the
   * document is still returned (keeping the first value) so the rest of it can be checked.
   */
  static LocatedJson parse(String source, String text, List<LoadError> errors) {
    LocatedJson json = new LocatedJson(source, errors);
    return json.read(text) ? json : null;
  }

  JsonNode root() {
    return root;
  }

  String source() {
    return source;
  }

  /** Where the value at {@code pointer} starts; the nearest enclosing value if unknown. */
  Location valueAt(String pointer) {
    String p = pointer;
    while (true) {
      Location l = values.get(p);
      if (l != null) {
        return l;
      }
      if (p.isEmpty()) {
        return Location.NONE;
      }
      p = p.substring(0, p.lastIndexOf('/'));
    }
  }

  /** Where the field name of the object member at {@code pointer} is; else where its value is. */
  Location keyAt(String pointer) {
    Location l = keys.get(pointer);
    return l != null ? l : valueAt(pointer);
  }

  static String child(String pointer, String field) {
    return pointer + "/" + field.replace("~", "~0").replace("/", "~1");
  }

  static String child(String pointer, int index) {
    return pointer + "/" + index;
  }

  private boolean read(String text) {
    try (JsonParser p = FACTORY.createParser(text)) {
      parser = p;
      JsonToken first = p.nextToken();
      if (first == null) {
        errors.add(new LoadError(source, 1, 1, "",
            "the file is empty; expected a JSON value such as an object {...} or an array [...]"));
        return false;
      }
      root = readValue(p, "");
      JsonToken extra = p.nextToken();
      if (extra != null) {
        Location l = location(p.currentTokenLocation());
        errors.add(new LoadError(source, l.line(), l.column(), "",
            "more JSON follows the end of the document; a file holds one value (put several"
                + " items in one array [...])"));
        return false;
      }
      return true;
    } catch (JsonProcessingException e) {
      Location l = location(e.getLocation());
      errors.add(new LoadError(source, l.line(), l.column(), pointerAtFailure(),
          "malformed JSON: " + explain(e, text)));
      return false;
    } catch (IOException e) {
      errors.add(new LoadError(source, 0, 0, "", "could not read: " + e.getMessage()));
      return false;
    }
  }

  private JsonNode readValue(JsonParser p, String at) throws IOException {
    values.put(at, location(p.currentTokenLocation()));
    JsonToken t = p.currentToken();
    switch (t) {
      case START_OBJECT -> {
        ObjectNode object = NODES.objectNode();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String name = p.currentName();
          String childPointer = child(at, name);
          Location keyLocation = location(p.currentTokenLocation());
          p.nextToken();
          if (object.has(name)) {
            Location first = keys.get(childPointer);
            errors.add(new LoadError(source, keyLocation.line(), keyLocation.column(), childPointer,
                "the field \"" + name + "\" appears twice in this object (first at line "
                    + first.line() + ", column " + first.column() + "); keep only one"));
            // Read and drop the repeated value without disturbing the first one's locations.
            p.skipChildren();
          } else {
            keys.put(childPointer, keyLocation);
            object.set(name, readValue(p, childPointer));
          }
        }
        return object;
      }
      case START_ARRAY -> {
        ArrayNode array = NODES.arrayNode();
        int i = 0;
        while (p.nextToken() != JsonToken.END_ARRAY) {
          array.add(readValue(p, child(at, i++)));
        }
        return array;
      }
      case VALUE_STRING -> {
        return NODES.textNode(p.getText());
      }
      case VALUE_NUMBER_INT -> {
        return switch (p.getNumberType()) {
          case INT -> NODES.numberNode(p.getIntValue());
          case LONG -> NODES.numberNode(p.getLongValue());
          default -> NODES.numberNode(p.getBigIntegerValue());
        };
      }
      case VALUE_NUMBER_FLOAT -> {
        return NODES.numberNode(p.getDecimalValue());
      }
      case VALUE_TRUE -> {
        return NODES.booleanNode(true);
      }
      case VALUE_FALSE -> {
        return NODES.booleanNode(false);
      }
      case VALUE_NULL -> {
        return NODES.nullNode();
      }
      default -> throw new IllegalStateException("unexpected token " + t);
    }
  }

  /** Where the parser was when the text stopped being JSON, as a pointer. */
  private String pointerAtFailure() {
    try {
      return parser == null ? "" : parser.getParsingContext().pathAsPointer().toString();
    } catch (RuntimeException e) {
      return "";
    }
  }

  private static Location location(JsonLocation l) {
    if (l == null || l.getLineNr() < 1) {
      return Location.NONE;
    }
    return new Location(l.getLineNr(), Math.max(1, l.getColumnNr()));
  }

  private static final java.util.regex.Pattern START_MARKER = java.util.regex.Pattern.compile(
      "expected close marker for (Object|Array) \\(start marker at .*line: (\\d+), column: (\\d+)\\]\\)");

  /** Jackson's message without its location suffix, plus a hint for the usual slips. */
  private static String explain(JsonProcessingException e, String text) {
    String m = e.getOriginalMessage();
    if (m == null) {
      m = "unreadable JSON";
    }
    int cut = m.indexOf('\n');
    if (cut >= 0) {
      m = m.substring(0, cut);
    }
    java.util.regex.Matcher marker = START_MARKER.matcher(m);
    if (marker.find()) {
      boolean object = marker.group(1).equals("Object");
      return "the file ends before the " + (object ? "object" : "array") + " opened at line "
          + marker.group(2) + ", column " + marker.group(3) + " is closed; a closing '"
          + (object ? '}' : ']') + "' is missing";
    }
    m = m.replaceAll("\\s*\\[Source:[^\\]]*\\]", "");
    JsonLocation l = e.getLocation();
    long offset = l == null ? -1 : l.getCharOffset();
    if (offset >= 0 && offset < text.length()) {
      char at = text.charAt((int) offset);
      int j = (int) offset - 1;
      while (j >= 0 && Character.isWhitespace(text.charAt(j))) {
        j--;
      }
      if ((at == '}' || at == ']') && j >= 0 && text.charAt(j) == ',') {
        return "a comma before '" + at + "' is not allowed in JSON; remove the trailing comma";
      }
    }
    if (m.contains("Unexpected end-of-input")) {
      return "the file ends too early; a closing bracket, brace or quote is missing (" + m + ")";
    }
    if (m.contains("was expecting double-quote to start field name")) {
      return "expected a field name in double quotes (" + m + ")";
    }
    if (m.contains("was expecting comma")) {
      return "a comma is missing between two items (" + m + ")";
    }
    if (m.contains("maybe a (non-standard) comment")) {
      return "comments are not allowed in JSON; use the \"text\" field for notes";
    }
    if (m.contains("Non-standard token")) {
      return m.replaceAll(": enable .*", "") + "; JSON numbers are plain digits";
    }
    if (m.contains("expected a value") || m.contains("expected a valid value")) {
      return "a value is missing here (" + m + ")";
    }
    if (m.contains("was expecting a colon")) {
      return "a colon is missing after a field name (" + m + ")";
    }
    return m;
  }
}
