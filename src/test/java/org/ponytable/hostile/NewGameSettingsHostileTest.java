package org.ponytable.hostile;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.ui.session.Settings;

/**
 * The settings file's memory of the last new game ({@code lastNames}, {@code lastDecks}, issue 9,
 * finding 10), edited by hand into nonsense: each is a located warning, nothing is preselected
 * from it, and the other settings in the file still apply ({@code autoPass} is false in each).
 */
class NewGameSettingsHostileTest {
  @TempDir
  Path tmp;

  @TestFactory
  Stream<DynamicTest> corpus() {
    List<HostileCase> cases = List.of(
        made("lastNames: a single string", "{\"autoPass\": false, \"lastNames\": \"Ann and Bo\"}",
            "one.json:1:34 at /lastNames: \"lastNames\" holds the two player names of the last game, like"
                + " [\"Ann\", \"Bo\"], not \"Ann and Bo\"; nothing is preselected"),
        made("lastNames: three names", "{\"autoPass\": false, \"lastNames\": [\"A\", \"B\", \"C\"]}",
            "one.json:1:34 at /lastNames: \"lastNames\" holds the two player names of the last game, like"
                + " [\"Ann\", \"Bo\"], not an array of 3 values"),
        made("lastDecks: numbers for names", "{\"autoPass\": false, \"lastDecks\": [1, 2]}",
            "one.json:1:34 at /lastDecks: \"lastDecks\" holds the two deck names of the last game, like"
                + " [\"Ann\", \"Bo\"], not an array of 2 values that are not both text"),
        made("lastDecks: an object", "{\"autoPass\": false, \"lastDecks\": {\"0\": \"Sun\"}}",
            "one.json:1:34 at /lastDecks: \"lastDecks\" holds the two deck names of the last game, like"
                + " [\"Ann\", \"Bo\"], not an object"),
        made("lastNames: null", "{\"autoPass\": false, \"lastNames\": null}",
            "one.json:1:34 at /lastNames: \"lastNames\" holds the two player names of the last game, like"
                + " [\"Ann\", \"Bo\"], not null"));
    List<HostileCase> unclean = List.of(
        // Not clean text: the file as a whole is not trusted (every setting its default), as for any field.
        raw("lastNames: a 101-character name", "{\"lastNames\": [\"" + "x".repeat(101) + "\", \"Bo\"]}",
            "one.json:1:16 at /lastNames/0: \"lastNames\" is 101 characters long; a name or title may have at most 100"),
        raw("lastDecks: a line break in a deck name", "{\"lastDecks\": [\"Sun\\nset\", \"Star\"]}",
            "one.json:1:16 at /lastDecks/0: \"lastDecks\" holds a line break at character 4"));
    return Stream.concat(cases.stream(), unclean.stream()).map(HostileCase::test);
  }

  /** The memory is refused while the rest of the file still counts. */
  private HostileCase made(String name, String json, String expected) {
    return new HostileCase(name, expected, () -> {
      Settings s = Settings.load(Files.writeString(tmp.resolve("one.json"), json, UTF_8));
      if (s.autoPass || !s.lastNames.isEmpty() || !s.lastDecks.isEmpty()) {
        return "the rest of the file was lost, or a broken memory was kept: autoPass=" + s.autoPass + " lastNames="
            + s.lastNames + " lastDecks=" + s.lastDecks;
      }
      return String.join("\n", s.warnings);
    });
  }

  private HostileCase raw(String name, String json, String expected) {
    return new HostileCase(name, expected, () -> {
      Settings s = Settings.load(Files.writeString(tmp.resolve("one.json"), json, UTF_8));
      if (!s.lastNames.isEmpty() || !s.lastDecks.isEmpty()) {
        return "a name that is not clean text was kept: " + s.lastNames + " " + s.lastDecks;
      }
      return String.join("\n", s.warnings);
    });
  }
}
