package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.ponytable.json.Texts;

/**
 * Typed reads from a located JSON tree. Each read that finds something wrong records an error
 * with the file, line, column and pointer, says what was found and what was expected, and returns
 * null so checking can go on and report everything at once.
 */
final class JsonChecks {
  private final LocatedJson json;
  private final List<LoadError> errors;

  JsonChecks(LocatedJson json, List<LoadError> errors) {
    this.json = json;
    this.errors = errors;
  }

  String source() {
    return json.source();
  }

  int errorCount() {
    return errors.size();
  }

  /** An error at the start of the value at {@code pointer}. */
  void at(String pointer, String message) {
    LocatedJson.Location l = json.valueAt(pointer);
    errors.add(new LoadError(json.source(), l.line(), l.column(), pointer, message));
  }

  /** An error at the field name of the object member at {@code pointer}. */
  void atKey(String pointer, String message) {
    LocatedJson.Location l = json.keyAt(pointer);
    errors.add(new LoadError(json.source(), l.line(), l.column(), pointer, message));
  }

  LocatedJson.Location locationOf(String pointer) {
    return json.valueAt(pointer);
  }

  /**
   * Reports fields of {@code object} not in {@code allowed}. {@code misplaced} explains a field
   * that is known but wrong here (null when it is simply unknown).
   */
  void onlyFields(ObjectNode object, String pointer, Collection<String> allowed,
      Function<String, String> misplaced, String what) {
    Iterator<String> names = object.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (allowed.contains(name)) {
        continue;
      }
      String at = LocatedJson.child(pointer, name);
      String why = misplaced.apply(name);
      if (why != null) {
        atKey(at, quote(name) + " does not belong on " + what + ": " + why);
      } else {
        String hint = closest(name, allowed).map(c -> "did you mean \"" + c + "\"? ").orElse("");
        atKey(at, "unknown field " + quote(name) + "; " + hint + "the fields " + what + " may have are "
            + String.join(", ", allowed));
      }
    }
  }

  /** A required or optional member; reports a missing required one and returns null. */
  JsonNode member(ObjectNode object, String pointer, String field, boolean required,
      String what, String expected) {
    JsonNode n = object.get(field);
    if (n == null) {
      if (required) {
        at(pointer, "missing \"" + field + "\": " + what + " needs it; expected " + expected);
      }
      return null;
    }
    return n;
  }

  /** A string member. Names (titles, traits) must not be blank or padded with spaces. */
  String text(ObjectNode object, String pointer, String field, boolean required, String what,
      String meaning, boolean isName) {
    String kind = isName ? "a non-empty string" : "a string";
    JsonNode n = member(object, pointer, field, required, what, meaning + ", " + kind);
    return n == null ? null : text(n, LocatedJson.child(pointer, field), "\"" + field + "\"",
        kind, isName);
  }

  String text(JsonNode n, String pointer, String label, String expected, boolean isName) {
    if (!n.isTextual()) {
      at(pointer, label + " must be " + expected + ", but it is " + describe(n));
      return null;
    }
    String s = n.textValue();
    if (isName && s.isBlank()) {
      at(pointer, label + " must not be empty");
      return null;
    }
    if (isName && !s.equals(s.strip())) {
      at(pointer, label + " must not start or end with spaces: " + quote(s));
      return null;
    }
    return s;
  }

  /** An integer member within [min, max]. */
  Integer integer(ObjectNode object, String pointer, String field, boolean required, String what,
      String meaning, int min, int max) {
    JsonNode n = member(object, pointer, field, required, what, meaning + ", " + range(min, max));
    return n == null ? null : integer(n, LocatedJson.child(pointer, field), "\"" + field + "\"",
        min, max);
  }

  Integer integer(JsonNode n, String pointer, String label, int min, int max) {
    if (!n.isIntegralNumber()) {
      String extra = "";
      if (n.isTextual() && n.textValue().strip().matches("-?\\d+")) {
        extra = "; write the number without quotes";
      } else if (n.isNumber() && n.decimalValue().signum() != 0
          && n.decimalValue().stripTrailingZeros().scale() <= 0) {
        extra = "; write whole numbers without a decimal point";
      }
      at(pointer, label + " must be " + range(min, max) + ", but it is " + describe(n) + extra);
      return null;
    }
    return integer(n.bigIntegerValue(), pointer, label, min, max);
  }

  Integer integer(BigInteger v, String pointer, String label, int min, int max) {
    if (v.compareTo(BigInteger.valueOf(min)) < 0 || v.compareTo(BigInteger.valueOf(max)) > 0) {
      String extra = v.signum() < 0 && min >= 0 ? "; negative numbers are not allowed here" : "";
      at(pointer, label + " must be " + range(min, max) + ", but it is " + v + extra);
      return null;
    }
    return v.intValue();
  }

  Boolean bool(ObjectNode object, String pointer, String field, String what, String meaning) {
    JsonNode n = member(object, pointer, field, false, what, meaning);
    if (n == null) {
      return null;
    }
    if (!n.isBoolean()) {
      at(LocatedJson.child(pointer, field), "\"" + field + "\" must be true or false, but it is "
          + describe(n));
      return null;
    }
    return n.booleanValue();
  }

  ArrayNode array(ObjectNode object, String pointer, String field, boolean required, String what,
      String expected) {
    JsonNode n = member(object, pointer, field, required, what, expected);
    if (n == null) {
      return null;
    }
    if (!n.isArray()) {
      at(LocatedJson.child(pointer, field), "\"" + field + "\" must be " + expected
          + ", but it is " + describe(n));
      return null;
    }
    return (ArrayNode) n;
  }

  ObjectNode object(ObjectNode object, String pointer, String field, boolean required,
      String what, String expected) {
    JsonNode n = member(object, pointer, field, required, what, expected);
    if (n == null) {
      return null;
    }
    if (!n.isObject()) {
      at(LocatedJson.child(pointer, field), "\"" + field + "\" must be " + expected
          + ", but it is " + describe(n));
      return null;
    }
    return (ObjectNode) n;
  }

  /** A word from a closed list, with a "did you mean" when it is close to one. */
  String choice(JsonNode n, String pointer, String label, String noun, Collection<String> accepted,
      String listing) {
    if (!n.isTextual()) {
      at(pointer, label + " must be a string, one of " + listing + ", but it is " + describe(n));
      return null;
    }
    String s = n.textValue();
    if (accepted.contains(s)) {
      return s;
    }
    String hint = closest(s, accepted).map(c -> " Did you mean \"" + c + "\"?").orElse("");
    at(pointer, "unknown " + noun + " " + quote(s) + "; expected one of " + listing + "." + hint);
    return null;
  }

  static String range(int min, int max) {
    return "an integer from " + min + " to " + max;
  }

  /** How a JSON value looks, for "but it is ..." in messages. */
  static String describe(JsonNode n) {
    if (n.isTextual()) {
      return "a string (" + quote(n.textValue()) + ")";
    }
    if (n.isIntegralNumber()) {
      return "the number " + n.asText();
    }
    if (n.isNumber()) {
      // toString, not toPlainString: 1e999999 must not turn into a million digits.
      return "the number " + n.decimalValue().toString() + ", which is not a whole number";
    }
    if (n.isBoolean()) {
      return n.booleanValue() ? "true" : "false";
    }
    if (n.isNull()) {
      return "null (leave an optional field out instead of writing null)";
    }
    if (n.isArray()) {
      return "an array [...]";
    }
    return "an object {...}";
  }

  static String quote(String s) {
    return Texts.quote(s);
  }

  static String list(Collection<String> words) {
    return words.stream().map(w -> "\"" + w + "\"").collect(Collectors.joining(", "));
  }

  static java.util.Optional<String> closest(String word, Collection<String> candidates) {
    return Spelling.closest(word, candidates);
  }

  static Set<String> setOf(String... words) {
    return new java.util.LinkedHashSet<>(List.of(words));
  }
}
