package org.ponytable.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one way the program reads a JSON file, whatever its kind (cards, decks, scenarios, replays,
 * saves, settings):
 *
 * <ol>
 *   <li>the file's size is checked against its kind's cap before anything is read;
 *   <li>its bytes are decoded strictly as UTF-8 (a byte order mark is dropped);
 *   <li>it is parsed with Jackson under {@link JsonLimits} (length, nesting depth, string, name
 *       and number lengths), refusing anything after the document and repeated field names;
 *   <li>every string is checked by its field's {@link TextRule}, every field name for control
 *       characters;
 *   <li>the line and column of every value and field name is kept by JSON pointer ({@link
 *       JsonDocument}).
 * </ol>
 *
 * <p>Nothing throws: every failure is a {@link JsonProblem} with the file, line, column, pointer
 * and plain words. A document with problems that still parsed (a repeated field, a bad string)
 * is returned with them, so a loader can go on and report everything at once.
 */
public final class JsonReader {
  private JsonReader() {}

  /**
   * What reading gave.
   *
   * @param document the document, or null when the file is not JSON at all (or not one document)
   * @param problems everything wrong, in file order; empty when the file is fine
   */
  public record Result(JsonDocument document, List<JsonProblem> problems) {
    public Result {
      problems = List.copyOf(problems);
    }

    public boolean ok() {
      return document != null && problems.isEmpty();
    }
  }

  /** A file's text, or the one problem that kept it from being read. */
  public record Text(String text, JsonProblem problem) {}

  private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
  private static final Map<Long, JsonFactory> FACTORIES = new ConcurrentHashMap<>();

  /** Reads and parses {@code file} as a file of {@code kind}. Never throws. */
  public static Result read(Path file, JsonKind kind) {
    Text t = readText(file, kind);
    if (t.text() == null) {
      return new Result(null, List.of(t.problem()));
    }
    return parse(file.toString(), t.text(), kind);
  }

  /**
   * The text of {@code file}: its size checked against the kind's cap first, then decoded as
   * strict UTF-8. For views that show a file's lines; {@link #read} does this and parses.
   */
  public static Text readText(Path file, JsonKind kind) {
    String name = file.toString();
    try {
      if (Files.isDirectory(file)) {
        return fail(name, "this is a folder, not a " + kind.name());
      }
      if (!Files.exists(file)) {
        return fail(name, "the file does not exist");
      }
      if (!Files.isRegularFile(file)) {
        return fail(name, "not a regular file (a device, pipe or socket); expected a " + kind.name());
      }
      long size = Files.size(file);
      if (size > kind.maxBytes()) {
        return fail(name, tooLarge(String.format(java.util.Locale.ROOT, "%,d bytes", size), kind));
      }
      byte[] bytes;
      try (InputStream in = Files.newInputStream(file)) {
        // At most one byte past the cap, in case the file grew since its size was read.
        bytes = in.readNBytes((int) kind.maxBytes() + 1);
      }
      if (bytes.length > kind.maxBytes()) {
        return fail(name, tooLarge("more than " + JsonLimits.size(kind.maxBytes()), kind));
      }
      return Utf8.decode(name, bytes);
    } catch (IOException | RuntimeException e) {
      return fail(name, "cannot read the file: " + reason(e));
    }
  }

  /** Parses {@code text} as a file of {@code kind}; {@code name} is what problems call it. Never throws. */
  public static Result parse(String name, String text, JsonKind kind) {
    String t = !text.isEmpty() && text.charAt(0) == '\uFEFF' ? text.substring(1) : text;
    if (t.length() > kind.maxBytes()) {
      return new Result(null, List.of(new JsonProblem(name, Place.NONE, "", "the text is "
          + TextRule.count(t.length()) + " characters long; a " + kind.name() + " may be at most "
          + JsonLimits.size(kind.maxBytes()))));
    }
    return new Parse(name, t, kind).run();
  }

  private static Text fail(String name, String message) {
    return new Text(null, new JsonProblem(name, Place.NONE, "", message));
  }

  private static String tooLarge(String size, JsonKind kind) {
    return "the file is " + size + "; a " + kind.name() + " may be at most " + JsonLimits.size(kind.maxBytes())
        + String.format(java.util.Locale.ROOT, " (%,d bytes)", kind.maxBytes()) + ", so it was not read";
  }

  /** Why a file could not be read, without class names. */
  private static String reason(Exception e) {
    if (e instanceof NoSuchFileException) {
      return "it does not exist";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    String m = e.getMessage();
    if (m == null || m.contains("java.") || m.contains("Exception")) {
      return "the system could not read it";
    }
    return m;
  }

  /** One factory per document-length cap; the other limits are the same for every kind. */
  static JsonFactory factory(long maxChars) {
    return FACTORIES.computeIfAbsent(maxChars, max -> JsonFactory.builder()
        .streamReadConstraints(StreamReadConstraints.builder()
            .maxDocumentLength(max)
            .maxNestingDepth(JsonLimits.MAX_DEPTH)
            .maxStringLength(JsonLimits.MAX_STRING_CHARS)
            .maxNameLength(JsonLimits.MAX_NAME_CHARS)
            .maxNumberLength(JsonLimits.MAX_NUMBER_CHARS)
            .build())
        // Field names are not kept in a shared table: a hostile file's many names stay its own.
        .disable(JsonFactory.Feature.CANONICALIZE_FIELD_NAMES)
        .build());
  }

  /** Stops the parse with one problem (a number out of range). */
  private static final class Stop extends RuntimeException {
    final transient JsonProblem problem;

    Stop(JsonProblem problem) {
      super(null, null, false, false);
      this.problem = problem;
    }
  }

  /** One parse: the tree, the places and the problems, built token by token. */
  private static final class Parse {
    private final String name;
    private final String text;
    private final JsonKind kind;
    private final Map<String, Place> values = new HashMap<>();
    private final Map<String, Place> keys = new HashMap<>();
    private final List<JsonProblem> problems = new ArrayList<>();
    private JsonParser parser;

    Parse(String name, String text, JsonKind kind) {
      this.name = name;
      this.text = text;
      this.kind = kind;
    }

    Result run() {
      JsonDocument document = null;
      try (JsonParser p = factory(kind.maxBytes()).createParser(text)) {
        parser = p;
        if (p.nextToken() == null) {
          problems.add(new JsonProblem(name, new Place(1, 1), "",
              "the file is empty; expected a JSON value such as an object {...} or an array [...]"));
        } else {
          JsonNode root = value(p, "", null);
          if (trailing(p.currentLocation())) {
            document = new JsonDocument(name, root, values, keys, "");
          }
        }
      } catch (Stop e) {
        problems.add(e.problem);
      } catch (StreamConstraintsException e) {
        problems.add(new JsonProblem(name, place(e.getLocation(), true), pointerAtFailure(), limit(e.getOriginalMessage())));
      } catch (JsonProcessingException e) {
        JsonLocation l = e.getLocation() != null ? e.getLocation() : parser == null ? null : parser.currentLocation();
        Place at = place(l, false);
        long offset = l == null ? -1 : l.getCharOffset();
        String m = e.getOriginalMessage();
        if (m != null && m.startsWith("Illegal character ((CTRL-CHAR") && at.column() > 1) {
          // Jackson places a control character between values just after it.
          at = new Place(at.line(), at.column() - 1);
          offset--;
        }
        problems.add(new JsonProblem(name, at, pointerAtFailure(), ParseErrors.explain(m, text, offset, kind)));
      } catch (IOException | RuntimeException e) {
        // Not expected from text in memory; still a located message, never a crash.
        problems.add(new JsonProblem(name, place(null, true), pointerAtFailure(),
            "malformed JSON: this value cannot be read"));
      }
      problems.sort(Comparator.comparingInt(JsonProblem::line).thenComparingInt(JsonProblem::column));
      return new Result(document, problems);
    }

    /** True when only white space follows the document; else records what does and returns false. */
    private boolean trailing(JsonLocation end) {
      int i = (int) Math.max(0, end.getCharOffset());
      while (i < text.length() && " \t\r\n".indexOf(text.charAt(i)) >= 0) {
        i++;
      }
      if (i >= text.length()) {
        return true;
      }
      char c = text.charAt(i);
      boolean json = "{[\"0123456789tfn".indexOf(c) >= 0
          || (c == '-' && i + 1 < text.length() && Character.isDigit(text.charAt(i + 1)));
      problems.add(new JsonProblem(name, Place.of(text, i), "", json
          ? "more JSON follows the end of the document; a file holds one value (put several items in one array [...])"
          : "text follows the end of the JSON document (found " + ParseErrors.show(c) + "); remove it"));
      return false;
    }

    private JsonNode value(JsonParser p, String at, String field) throws IOException {
      Place here = place(p.currentTokenLocation(), false);
      values.put(at, here);
      JsonToken t = p.currentToken();
      switch (t) {
        case START_OBJECT -> {
          ObjectNode object = NODES.objectNode();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String member = p.currentName();
            String child = Pointers.child(at, member);
            Place key = place(p.currentTokenLocation(), false);
            String bad = TextRule.badCharacter(member, false);
            if (bad != null) {
              problems.add(new JsonProblem(name, key, child, "the field name " + Texts.quote(member) + " " + bad));
            }
            p.nextToken();
            if (object.has(member)) {
              Place first = keys.get(child);
              problems.add(new JsonProblem(name, key, child, "the field " + Texts.quote(member)
                  + " appears twice in this object (first at line " + first.line() + ", column " + first.column()
                  + "); keep only one"));
              // Read and drop the repeated value without disturbing the first one's places.
              p.skipChildren();
            } else {
              keys.put(child, key);
              object.set(member, value(p, child, member));
            }
          }
          return object;
        }
        case START_ARRAY -> {
          ArrayNode array = NODES.arrayNode();
          int i = 0;
          while (p.nextToken() != JsonToken.END_ARRAY) {
            array.add(value(p, Pointers.child(at, i++), field));
          }
          return array;
        }
        case VALUE_STRING -> {
          String s = p.getText();
          String problem = kind.ruleFor(field).problem(field == null ? "the text" : Texts.quote(field), s);
          if (problem != null) {
            problems.add(new JsonProblem(name, here, at, problem));
          }
          return NODES.textNode(s);
        }
        case VALUE_NUMBER_INT -> {
          return switch (p.getNumberType()) {
            case INT -> NODES.numberNode(p.getIntValue());
            case LONG -> NODES.numberNode(p.getLongValue());
            default -> NODES.numberNode(p.getBigIntegerValue());
          };
        }
        case VALUE_NUMBER_FLOAT -> {
          BigDecimal d;
          try {
            d = p.getDecimalValue();
          } catch (NumberFormatException e) {
            d = null;
          }
          if (d == null || d.precision() - d.scale() > JsonLimits.MAX_NUMBER_CHARS || d.scale() > JsonLimits.MAX_NUMBER_CHARS) {
            throw new Stop(new JsonProblem(name, here, at, "the number " + p.getText()
                + " is far outside any range a " + kind.name() + " uses (at most " + JsonLimits.MAX_NUMBER_CHARS
                + " digits before or after the decimal point)"));
          }
          return NODES.numberNode(d);
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
        default -> throw new Stop(new JsonProblem(name, here, at, "malformed JSON: unexpected " + t));
      }
    }

    /** Which limit was hit, from the constraint's message, in the file's terms. */
    private String limit(String m) {
      String what = m == null ? "" : m;
      if (what.startsWith("Document nesting depth")) {
        return "the JSON nests deeper than " + JsonLimits.MAX_DEPTH + " levels (arrays and objects inside each"
            + " other); no " + kind.name() + " needs that many";
      }
      if (what.startsWith("String value length")) {
        return "a string of more than " + TextRule.count(JsonLimits.MAX_STRING_CHARS) + " characters; no text in a "
            + kind.name() + " may be that long";
      }
      if (what.startsWith("Name length")) {
        return "a field name of more than " + JsonLimits.MAX_NAME_CHARS + " characters; no field name may be that long";
      }
      if (what.startsWith("Number value length")) {
        return "a number written with more than " + JsonLimits.MAX_NUMBER_CHARS + " characters; no number in a "
            + kind.name() + " is that long";
      }
      if (what.startsWith("Document length")) {
        return "the text is longer than a " + kind.name() + " may be (" + JsonLimits.size(kind.maxBytes()) + ")";
      }
      return "the file is too large or too deeply nested to read";
    }

    /** Where the parser was when the text stopped being JSON, as a pointer. */
    private String pointerAtFailure() {
      try {
        return parser == null ? "" : parser.getParsingContext().pathAsPointer().toString();
      } catch (RuntimeException e) {
        return "";
      }
    }

    /**
     * A place from the parser; {@code orParser}: when {@code l} is missing, where the parser is (the
     * token it was reading). Line 0 only when nothing is known.
     */
    private Place place(JsonLocation l, boolean orParser) {
      if ((l == null || l.getLineNr() < 1) && orParser && parser != null) {
        l = parser.currentTokenLocation();
        if (l == null || l.getLineNr() < 1) {
          l = parser.currentLocation();
        }
      }
      if (l == null || l.getLineNr() < 1) {
        return Place.NONE;
      }
      return new Place(l.getLineNr(), Math.max(1, l.getColumnNr()));
    }
  }
}
