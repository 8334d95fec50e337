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

/**
 * The table's preferences, kept in a small JSON file ({@code {"autoPass": true, "animations":
 * true, "mode": "practice"}}) read by the program's one JSON stack. A broken settings file must
 * never stop a game from starting: whatever is wrong with it becomes a located warning ({@link
 * #warnings}) and the setting concerned keeps its default.
 */
public final class Settings {
  /** Pass for a player whose only choice is to pass (the default); false asks in every window. */
  public boolean autoPass = true;
  public boolean animations = true;
  public GameSession.Mode mode = GameSession.Mode.PRACTICE;

  /** What was wrong with the file read, each as {@code file:line:column at /pointer: message}. */
  public final List<String> warnings = new ArrayList<>();

  private static final List<String> FIELDS = List.of("autoPass", "animations", "mode");
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

  public void save(Path file) throws IOException {
    String json = "{\n"
        + "  \"autoPass\": " + autoPass + ",\n"
        + "  \"animations\": " + animations + ",\n"
        + "  \"mode\": \"" + mode.name().toLowerCase(Locale.ROOT) + "\"\n"
        + "}\n";
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(file, json, StandardCharsets.UTF_8);
  }
}
