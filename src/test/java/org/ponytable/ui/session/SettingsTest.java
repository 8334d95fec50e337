package org.ponytable.ui.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The settings file: what is saved reads back; a missing file is the defaults, quietly. */
class SettingsTest {
  @TempDir
  Path dir;

  @Test
  void savedSettingsReadBackWithoutWarnings() throws Exception {
    Settings s = new Settings();
    s.autoPass = false;
    s.animations = false;
    s.mode = GameSession.Mode.MATCH;
    Path file = dir.resolve("nested/settings.json");
    s.save(file);

    Settings back = Settings.load(file);
    assertThat(back.warnings).isEmpty();
    assertThat(back.autoPass).isFalse();
    assertThat(back.animations).isFalse();
    assertThat(back.mode).isEqualTo(GameSession.Mode.MATCH);
    assertThat(Files.readString(file)).contains("\"mode\": \"match\"");
  }

  @Test
  void aWorkbenchModeReadsBackSoItsGameResumesAsAWorkbenchGameNeverAsAMatch() throws Exception {
    Settings s = new Settings();
    s.mode = GameSession.Mode.WORKBENCH;
    Path file = dir.resolve("settings.json");
    s.save(file);
    Settings back = Settings.load(file);
    assertThat(back.warnings).isEmpty();
    assertThat(back.mode).isEqualTo(GameSession.Mode.WORKBENCH);
  }

  @Test
  void theOctgnImageFolderReadsBackAndABadOneIsAWarning() throws Exception {
    Settings s = new Settings();
    s.octgnImages = dir.resolve("My \"OCTGN\" images").toAbsolutePath();
    Path file = dir.resolve("settings.json");
    s.save(file);
    Settings back = Settings.load(file);
    assertThat(back.warnings).isEmpty();
    assertThat(back.octgnImages).isEqualTo(s.octgnImages);

    Files.writeString(file, "{\"octgnImages\": \"relative/folder\"}");
    Settings relative = Settings.load(file);
    assertThat(relative.octgnImages).isNull();
    assertThat(relative.warnings).singleElement().asString().contains("/octgnImages", "path of a folder");
    assertThat(Settings.folder("/a/b\nc")).as("a control character can't be kept").isNull();
  }

  @Test
  void noFileMeansTheDefaultsAndNoWarning() {
    Settings s = Settings.load(dir.resolve("absent.json"));
    assertThat(s.warnings).isEmpty();
    assertThat(s.autoPass).isTrue();
    assertThat(s.animations).isTrue();
    assertThat(s.mode).isEqualTo(GameSession.Mode.PRACTICE);
  }

  @Test
  void oneWrongValueKeepsTheOthers() throws Exception {
    Path file = dir.resolve("settings.json");
    Files.writeString(file, "{\"autoPass\": false, \"animations\": 0, \"mode\": \"MATCH\"}");
    Settings s = Settings.load(file);
    assertThat(s.autoPass).isFalse();
    assertThat(s.animations).as("the default").isTrue();
    assertThat(s.mode).isEqualTo(GameSession.Mode.MATCH);
    assertThat(s.warnings).containsExactly(file + ":1:35 at /animations: \"animations\" is true or false, not 0;"
        + " using true");
  }

  @Test
  void theLastGamesNamesAndDecksReadBackEvenWithQuotesAndBackslashes() throws Exception {
    Settings s = new Settings();
    s.rememberLastGame(List.of("Ann \"A.\" Smith", "C:\\Bo"), List.of("Sun \u2600", "Star"));
    Path file = dir.resolve("settings.json");
    s.save(file);
    Settings back = Settings.load(file);
    assertThat(back.warnings).isEmpty();
    assertThat(back.lastNames).containsExactly("Ann \"A.\" Smith", "C:\\Bo");
    assertThat(back.lastDecks).containsExactly("Sun \u2600", "Star");
  }

  @Test
  void aNameTheFileCouldNotHoldIsNotRemembered() throws Exception {
    Settings s = new Settings();
    s.autoPass = false;
    s.rememberLastGame(List.of("Ann\nBo", "Cy"), List.of("Sun", "x".repeat(101)));
    assertThat(s.lastNames).isEmpty();
    assertThat(s.lastDecks).isEmpty();
    Path file = dir.resolve("settings.json");
    s.save(file);
    Settings back = Settings.load(file);
    assertThat(back.warnings).isEmpty();
    assertThat(back.autoPass).as("the rest of the file still reads").isFalse();
  }

  @Test
  void aWrongShapeOfLastNamesIsALocatedWarningAndNothingPreselected() throws Exception {
    Path file = dir.resolve("settings.json");
    Files.writeString(file, "{\"autoPass\": false, \"lastNames\": [\"Ann\"], \"lastDecks\": [\"Sun\", \"Star\"]}");
    Settings s = Settings.load(file);
    assertThat(s.autoPass).isFalse();
    assertThat(s.lastNames).isEmpty();
    assertThat(s.lastDecks).containsExactly("Sun", "Star");
    assertThat(s.warnings).containsExactly(file + ":1:34 at /lastNames: \"lastNames\" holds the two player names of"
        + " the last game, like [\"Ann\", \"Bo\"], not an array of 1 value; nothing is preselected");
  }

  @Test
  void eachSeatsStopsReadBackAndAWrongWindowIsLeftOutWithItsPlace() throws Exception {
    Settings s = new Settings();
    Stops mine = Stops.DEFAULT.with(org.ponytable.engine.state.Stage.DRAW_STEP_START, false, true).withFaceoffs(false);
    Stops theirs = Stops.DEFAULT.with(org.ponytable.engine.state.Stage.MAIN_PHASE_START, true, true);
    s.stops = List.of(mine, theirs);
    Path file = dir.resolve("settings.json");
    s.save(file);
    Settings back = Settings.load(file);
    assertThat(back.warnings).isEmpty();
    assertThat(back.stops).containsExactly(mine, theirs);
    assertThat(Files.readString(file)).contains("\"yourTurn\": [\"draw-step-start\", \"challenge-step-start\","
        + " \"score-phase-start\"]");

    Files.writeString(file, "{\"stops\": [{\"yourTurn\": [\"draw-step-start\", \"teatime\"], \"reactions\": false},"
        + " {\"faceoffs\": 1}]}");
    Settings odd = Settings.load(file);
    assertThat(odd.stops.get(0).yourTurn()).containsExactly(org.ponytable.engine.state.Stage.DRAW_STEP_START);
    assertThat(odd.stops.get(0).reactions()).isFalse();
    assertThat(odd.stops.get(1)).isEqualTo(Stops.DEFAULT);
    assertThat(odd.warnings).hasSize(2);
    assertThat(odd.warnings.get(0)).startsWith(file + ":1:45 at /stops/0/yourTurn/1: \"teatime\" is not a window;");
    assertThat(odd.warnings.get(1)).startsWith(file + ":1:91 at /stops/1/faceoffs: \"faceoffs\" is true or false");
  }
}
