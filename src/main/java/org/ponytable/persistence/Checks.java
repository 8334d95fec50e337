package org.ponytable.persistence;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

/**
 * Reads fields out of a JSON tree while collecting every problem with its place, so one run
 * reports all the mistakes of a hand-written file instead of the first one only.
 */
final class Checks {
  final JsonSource src;
  final List<LoadProblem> problems = new ArrayList<>();

  Checks(JsonSource src) {
    this.src = src;
  }

  void error(String pointer, String message) {
    problems.add(src.problem(pointer, message));
  }

  boolean ok() {
    return problems.isEmpty();
  }

  /** Throws with every problem so far, in file order so they read top to bottom. */
  void throwIfAny() throws FileFormatException {
    if (!problems.isEmpty()) {
      List<LoadProblem> sorted = new ArrayList<>(problems);
      sorted.sort(Comparator.comparingInt(LoadProblem::line).thenComparingInt(LoadProblem::column));
      throw new FileFormatException(sorted);
    }
  }

  boolean object(JsonNode n, String pointer, String what) {
    if (n == null || !n.isObject()) {
      error(pointer, what + " must be a JSON object {...}, not " + kind(n));
      return false;
    }
    return true;
  }

  boolean array(JsonNode n, String pointer, String what) {
    if (n == null || !n.isArray()) {
      error(pointer, what + " must be a JSON array [...], not " + kind(n));
      return false;
    }
    return true;
  }

  /** Reports fields the format does not know, suggesting the closest known one. */
  void onlyFields(JsonNode obj, String pointer, Collection<String> allowed) {
    Iterator<String> names = obj.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!allowed.contains(name)) {
        error(JsonSource.child(pointer, name), "unknown field '" + name + "'" + Suggest.hint(name, allowed)
            + "; known fields: " + String.join(", ", allowed));
      }
    }
  }

  /** An optional whole number in [min, max]; null when absent or wrong (wrong is reported). */
  Integer integer(JsonNode obj, String pointer, String field, int min, int max) {
    JsonNode n = obj.get(field);
    if (n == null || n.isNull()) {
      return null;
    }
    String at = JsonSource.child(pointer, field);
    if (!n.isIntegralNumber() || !n.canConvertToInt()) {
      error(at, "'" + field + "' must be a whole number, not " + kind(n));
      return null;
    }
    int v = n.intValue();
    if (v < min || v > max) {
      error(at, "'" + field + "' must be between " + min + " and " + max + ", not " + v);
      return null;
    }
    return v;
  }

  Long longValue(JsonNode obj, String pointer, String field) {
    JsonNode n = obj.get(field);
    if (n == null || n.isNull()) {
      return null;
    }
    if (!n.isIntegralNumber() || !n.canConvertToLong()) {
      error(JsonSource.child(pointer, field), "'" + field + "' must be a whole number, not " + kind(n));
      return null;
    }
    return n.longValue();
  }

  String text(JsonNode obj, String pointer, String field) {
    JsonNode n = obj.get(field);
    if (n == null || n.isNull()) {
      return null;
    }
    if (!n.isTextual()) {
      error(JsonSource.child(pointer, field), "'" + field + "' must be a string, not " + kind(n));
      return null;
    }
    return n.textValue();
  }

  Boolean bool(JsonNode obj, String pointer, String field) {
    JsonNode n = obj.get(field);
    if (n == null || n.isNull()) {
      return null;
    }
    if (!n.isBoolean()) {
      error(JsonSource.child(pointer, field), "'" + field + "' must be true or false, not " + kind(n));
      return null;
    }
    return n.booleanValue();
  }

  /** A player written "p1" or "p2"; null when absent or wrong. */
  Integer player(JsonNode obj, String pointer, String field) {
    String t = text(obj, pointer, field);
    if (t == null) {
      return null;
    }
    int p = Refs.player(t);
    if (p < 0) {
      error(JsonSource.child(pointer, field), "'" + field + "' must be \"p1\" or \"p2\", not \"" + t + "\"");
      return null;
    }
    return p;
  }

  /** A short description of what was found instead, for messages. */
  static String kind(JsonNode n) {
    if (n == null || n.isMissingNode()) {
      return "missing";
    }
    if (n.isNull()) {
      return "null";
    }
    if (n.isTextual()) {
      return "the string \"" + n.textValue() + "\"";
    }
    if (n.isNumber() || n.isBoolean()) {
      return n.toString();
    }
    return n.isArray() ? "an array" : "an object";
  }
}
