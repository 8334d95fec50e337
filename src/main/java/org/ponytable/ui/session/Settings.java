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
import org.ponytable.engine.state.Stage;

/**
 * The table's preferences, kept in a small JSON file ({@code {"autoPass": true, "animations":
 * true, "mode": "practice", "lastNames": ["Ann", "Bo"], "lastDecks": ["Sun", "Star"], "stops":
 * [{"yourTurn": ["score-phase-start"], "theirTurn": [], "faceoffs": true, "reactions": true},
 * {...}]}}) read by the program's one JSON stack. A broken settings file must
 * never stop a game from starting: whatever is wrong with it becomes a located warning ({@link
 * #warnings}) and the setting concerned keeps its default.
 */
public final class Settings {
  /**
   * Pass for a player whose only choice is to pass, and where they could act but have no stop
   * (the default); false asks in every window.
   */
  public boolean autoPass = true;
  public boolean animations = true;
  public GameSession.Mode mode = GameSession.Mode.PRACTICE;
  /** The names of the last new game, player 1's first, for the next one; empty until a game starts. */
  public List<String> lastNames = List.of();
  /** The deck names of the last new game, as {@link #lastNames}. */
  public List<String> lastDecks = List.of();
  /** Each seat's stops, player 1's first: who sits there keeps them from game to game. */
  public List<Stops> stops = List.of(Stops.DEFAULT, Stops.DEFAULT);
  /** The player's OCTGN image folder, whose card scans imported cards show; null for none. */
  public Path octgnImages;

  /** What was wrong with the file read, each as {@code file:line:column at /pointer: message}. */
  public final List<String> warnings = new ArrayList<>();

  private static final List<String> FIELDS = List.of("autoPass", "animations", "mode", "lastNames", "lastDecks",
      "stops", "octgnImages");
  private static final Map<String, GameSession.Mode> MODES =
      Map.of("practice", GameSession.Mode.PRACTICE, "match", GameSession.Mode.MATCH, "workbench",
          GameSession.Mode.WORKBENCH);

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
        warn(d.problem("/mode", "\"mode\" is \"practice\", \"match\" or \"workbench\", not " + kind(m)
            + "; using \"practice\""));
      } else {
        mode = named;
      }
    }
    lastNames = pair(d, "lastNames", "player names");
    lastDecks = pair(d, "lastDecks", "deck names");
    JsonNode st = root.get("stops");
    if (st != null) {
      if (!st.isArray() || st.size() != 2) {
        warn(d.problem("/stops", "\"stops\" holds the stops of player 1 and of player 2, like [{\"yourTurn\":"
            + " [\"score-phase-start\"]}, {}], not " + kind(st) + "; using the default stops"));
      } else {
        stops = List.of(stops(d, 0), stops(d, 1));
      }
    }
    JsonNode images = root.get("octgnImages");
    if (images != null) {
      Path folder = images.isTextual() ? folder(images.textValue()) : null;
      if (folder == null) {
        warn(d.problem("/octgnImages", "\"octgnImages\" is the path of a folder, like \"/home/ann/OCTGN/ImageDatabase\","
            + " not " + kind(images) + "; no card scans are shown"));
      } else {
        octgnImages = folder;
      }
    }
  }

  /**
   * A folder path the settings file can keep and read back, or null: absolute, with no control
   * characters (which the file's simple writing would not escape).
   */
  public static Path folder(String text) {
    if (text == null || text.isEmpty() || text.chars().anyMatch(ch -> ch < 0x20 || ch == 0x7f)) {
      return null;
    }
    try {
      Path p = Path.of(text);
      return p.isAbsolute() ? p : null;
    } catch (java.nio.file.InvalidPathException e) {
      return null;
    }
  }

  /** One seat's stops; a field that is wrong keeps its default, with a warning. */
  private Stops stops(JsonDocument d, int seat) {
    String at = "/stops/" + seat;
    JsonNode n = d.root().get("stops").get(seat);
    Stops dflt = Stops.DEFAULT;
    if (!n.isObject()) {
      warn(d.problem(at, "each seat's stops are an object like {\"yourTurn\": [\"score-phase-start\"],"
          + " \"theirTurn\": [], \"faceoffs\": true, \"reactions\": true}, not " + kind(n) + "; using the defaults"));
      return dflt;
    }
    Iterator<String> names = n.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!STOP_FIELDS.contains(name)) {
        warn(d.problemAtKey(Pointers.child(at, name), "unknown field " + Texts.quote(name) + "; a seat's stops are "
            + String.join(", ", STOP_FIELDS)));
      }
    }
    return new Stops(windows(d, at, "yourTurn", dflt.yourTurn()), windows(d, at, "theirTurn", dflt.theirTurn()),
        bool(d, at, "faceoffs", dflt.faceoffs()), bool(d, at, "reactions", dflt.reactions()));
  }

  private static final List<String> STOP_FIELDS = List.of("yourTurn", "theirTurn", "faceoffs", "reactions");

  /** A list of window names; a name that is no window is left out with a warning. */
  private java.util.Set<Stage> windows(JsonDocument d, String at, String field, java.util.Set<Stage> dflt) {
    JsonNode n = d.root().at(at).get(field);
    if (n == null) {
      return dflt;
    }
    if (!n.isArray()) {
      warn(d.problem(at + "/" + field, "\"" + field + "\" lists windows like [\"score-phase-start\"], not " + kind(n)
          + "; using the default"));
      return dflt;
    }
    java.util.EnumSet<Stage> out = java.util.EnumSet.noneOf(Stage.class);
    for (int i = 0; i < n.size(); i++) {
      JsonNode e = n.get(i);
      Stage s = e.isTextual() ? Stops.window(e.textValue()) : null;
      if (s == null) {
        warn(d.problem(at + "/" + field + "/" + i, kind(e) + " is not a window; the windows are "
            + String.join(", ", Stops.WINDOWS.stream().map(Stops::key).toList())));
      } else {
        out.add(s);
      }
    }
    return out;
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
    return bool(d, "", field, dflt);
  }

  private boolean bool(JsonDocument d, String at, String field, boolean dflt) {
    JsonNode n = d.root().at(at).get(field);
    if (n == null) {
      return dflt;
    }
    if (!n.isBoolean()) {
      warn(d.problem(at + "/" + field, "\"" + field + "\" is true or false, not " + kind(n) + "; using " + dflt));
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

  private static String stopsJson(Stops s) {
    return "{\"yourTurn\": " + windowsJson(s.yourTurn()) + ", \"theirTurn\": " + windowsJson(s.theirTurn())
        + ", \"faceoffs\": " + s.faceoffs() + ", \"reactions\": " + s.reactions() + "}";
  }

  /** In the order of a turn, so the file reads like the stops dialog. */
  private static String windowsJson(java.util.Set<Stage> set) {
    return "[" + String.join(", ", Stops.WINDOWS.stream().filter(set::contains).map(w -> "\"" + Stops.key(w) + "\"")
        .toList()) + "]";
  }

  public void save(Path file) throws IOException {
    String json = "{\n"
        + "  \"autoPass\": " + autoPass + ",\n"
        + "  \"animations\": " + animations + ",\n"
        + "  \"mode\": \"" + mode.name().toLowerCase(Locale.ROOT) + "\""
        + (lastNames.size() == 2 ? ",\n  \"lastNames\": " + array(lastNames) : "")
        + (lastDecks.size() == 2 ? ",\n  \"lastDecks\": " + array(lastDecks) : "")
        + ",\n  \"stops\": [\n    " + stopsJson(stops.get(0)) + ",\n    " + stopsJson(stops.get(1)) + "\n  ]"
        + (octgnImages != null && folder(octgnImages.toString()) != null
            ? ",\n  \"octgnImages\": " + jsonString(octgnImages.toString()) : "")
        + "\n}\n";
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(file, json, StandardCharsets.UTF_8);
  }
}
