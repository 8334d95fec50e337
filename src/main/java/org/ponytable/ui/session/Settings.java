package org.ponytable.ui.session;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ponytable.json.JsonDocument;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonProblem;
import org.ponytable.json.JsonReader;
import org.ponytable.json.Pointers;
import org.ponytable.json.Texts;
import org.ponytable.json.TextRule;

/**
 * The table's preferences, kept in a small JSON file ({@code {"autoPass": true, "animations":
 * true, "mode": "practice", "lastNames": ["Ann", "Bo"], "lastDecks": ["Sun", "Star"]}}) read by
 * the program's one JSON stack. A broken settings file must
 * never stop a game from starting: whatever is wrong with it becomes a located warning ({@link
 * #warnings}) and the setting concerned keeps its default.
 */
public final class Settings {
  /** Pass for a player whose only choice is to pass (the default); false asks in every window. */
  public boolean autoPass = true;
  public boolean animations = true;
  public GameSession.Mode mode = GameSession.Mode.PRACTICE;
  /** The names of the last new game, player 1's first, for the next one; empty until a game starts. */
  public List<String> lastNames = List.of();
  /** The deck names of the last new game, as {@link #lastNames}. */
  public List<String> lastDecks = List.of();

  /** What was wrong with the file read, each as {@code file:line:column at /pointer: message}. */
  public final List<String> warnings = new ArrayList<>();

  private static final List<String> FIELDS = List.of("autoPass", "animations", "mode", "lastNames", "lastDecks");
  private static final Map<String, GameSession.Mode> MODES =
      Map.of("practice", GameSession.Mode.PRACTICE, "match", GameSession.Mode.MATCH);

  /** The settings in {@code file}; the defaults (with warnings) for whatever is missing or wrong. Never throws. */
  public static Settings load(Path file) {
    Settings s = new Settings();
    try {
      if (!Files.exists(file) && !Files.isSymbolicLink(file)) {
        return s;
      }
      JsonReader.Result r = JsonReader.read(file, JsonKind.SETTINGS);
      for (JsonProblem p : r.problems()) {
        s.warn(p);
      }
      if (r.document() == null || !r.problems().isEmpty()) {
        // A file that is not clean JSON is not half-trusted: every setting keeps its default.
        return s;
      }
      s.read(r.document());
    } catch (RuntimeException e) {
      s.warnings.add(file + ": the settings could not be read; using the defaults");
    }
    return s;
  }

  private void read(JsonDocument d) {
    JsonNode root = d.root();
    if (!root.isObject()) {
      warn(d.problem("", "a settings file holds one object like {\"autoPass\": true, \"animations\": true,"
          + " \"mode\": \"practice\"}, not " + kind(root) + "; using the defaults"));
      return;
    }
    Iterator<String> names = root.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!FIELDS.contains(name)) {
        warn(d.problemAtKey(Pointers.child("", name), "unknown setting " + Texts.quote(name) + "; the settings are "
            + String.join(", ", FIELDS)));
      }
    }
    autoPass = bool(d, "autoPass", autoPass);
    animations = bool(d, "animations", animations);
    JsonNode m = root.get("mode");
    if (m != null) {
      GameSession.Mode named = m.isTextual() ? MODES.get(m.textValue().toLowerCase(Locale.ROOT)) : null;
      if (named == null) {
        warn(d.problem("/mode", "\"mode\" is \"practice\" or \"match\", not " + kind(m) + "; using \"practice\""));
      } else {
        mode = named;
      }
    }
    lastNames = pair(d, "lastNames", "player names");
    lastDecks = pair(d, "lastDecks", "deck names");
  }

  /** Two strings, player 1's first; anything else is a warning and nothing remembered. */
  private List<String> pair(JsonDocument d, String field, String what) {
    JsonNode n = d.root().get(field);
    if (n == null) {
      return List.of();
    }
    if (!n.isArray() || n.size() != 2 || !n.get(0).isTextual() || !n.get(1).isTextual()) {
      warn(d.problem("/" + field, "\"" + field + "\" holds the two " + what + " of the last game, like [\"Ann\","
          + " \"Bo\"], not " + (n.isArray() ? "an array of " + n.size() + (n.size() == 1 ? " value" : " values")
          + (n.size() == 2 ? " that are not both text" : "") : kind(n)) + "; nothing is preselected"));
      return List.of();
    }
    return List.of(n.get(0).textValue(), n.get(1).textValue());
  }

  /**
   * Remembers a new game's names and decks for the next one. A name the settings file could not
   * read back (a control character, or over the name length) is not remembered.
   */
  public void rememberLastGame(List<String> names, List<String> decks) {
    lastNames = readable(names) ? List.copyOf(names) : List.of();
    lastDecks = readable(decks) ? List.copyOf(decks) : List.of();
  }

  private static boolean readable(List<String> pair) {
    return pair.size() == 2 && pair.stream().allMatch(s -> s != null && TextRule.NAME.problem("", s) == null);
  }

  private boolean bool(JsonDocument d, String field, boolean dflt) {
    JsonNode n = d.root().get(field);
    if (n == null) {
      return dflt;
    }
    if (!n.isBoolean()) {
      warn(d.problem("/" + field, "\"" + field + "\" is true or false, not " + kind(n) + "; using " + dflt));
      return dflt;
    }
    return n.booleanValue();
  }

  private void warn(JsonProblem p) {
    warnings.add(p.toString());
  }

  private static String kind(JsonNode n) {
    if (n.isTextual()) {
      return Texts.quote(n.textValue());
    }
    if (n.isArray()) {
      return "an array";
    }
    if (n.isObject()) {
      return "an object";
    }
    return n.isNull() ? "null" : n.toString();
  }

  private static String array(List<String> pair) {
    return "[" + jsonString(pair.get(0)) + ", " + jsonString(pair.get(1)) + "]";
  }

  /**
   * {@code s} as a JSON string. Only names {@link #rememberLastGame} accepts get here (no control
   * characters, no unpaired surrogates), so quotes and backslashes are all there is to escape.
   */
  static String jsonString(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  public void save(Path file) throws IOException {
    String json = "{\n"
        + "  \"autoPass\": " + autoPass + ",\n"
        + "  \"animations\": " + animations + ",\n"
        + "  \"mode\": \"" + mode.name().toLowerCase(Locale.ROOT) + "\""
        + (lastNames.size() == 2 ? ",\n  \"lastNames\": " + array(lastNames) : "")
        + (lastDecks.size() == 2 ? ",\n  \"lastDecks\": " + array(lastDecks) : "")
        + "\n}\n";
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(file, json, StandardCharsets.UTF_8);
  }
}
