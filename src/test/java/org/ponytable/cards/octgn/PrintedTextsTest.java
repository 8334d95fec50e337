package org.ponytable.cards.octgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.LoadError;

/** Issue 11: the printed texts of a player's OCTGN files, kept in their data folder for the preview. */
class PrintedTextsTest {
  private static final Path OCTGN = Path.of("..", "shared", "octgn");

  @Test
  @DisplayName("Every card with text in the OCTGN files gets it, a Mane Character both sides; it round-trips through the file")
  void readsTheOctgnFilesAndKeepsThem(@TempDir Path dir) throws Exception {
    List<LoadError> errors = new ArrayList<>();
    Map<String, String> texts = PrintedTexts.fromOctgn(OCTGN, errors);
    assertThat(errors).isEmpty();
    assertThat(texts).hasSizeGreaterThan(1500);
    assertThat(texts.values().stream().anyMatch(t -> t.contains(PrintedTexts.BOOSTED))).isTrue();
    Path file = dir.resolve("data/printed-text.json");
    PrintedTexts.save(file, texts);
    List<String> warnings = new ArrayList<>();
    // Compared by size and one entry: a failure message must not print every card's text.
    Map<String, String> back = PrintedTexts.load(file, warnings);
    assertThat(back.size()).isEqualTo(texts.size());
    String guid = texts.keySet().iterator().next();
    assertThat(back.get(guid).equals(texts.get(guid))).isTrue();
    assertThat(back.keySet().equals(texts.keySet())).isTrue();
    assertThat(warnings).isEmpty();
  }

  @Test
  @DisplayName("An absent file is no texts, quietly; a broken one is no texts with a plain warning")
  void badFilesShowNothing(@TempDir Path dir) throws Exception {
    List<String> warnings = new ArrayList<>();
    assertThat(PrintedTexts.load(dir.resolve("absent.json"), warnings)).isEmpty();
    assertThat(warnings).isEmpty();
    Path broken = Files.writeString(dir.resolve("broken.json"), "[1, 2");
    assertThat(PrintedTexts.load(broken, warnings)).isEmpty();
    assertThat(warnings).singleElement().asString().contains("could not be read as JSON");
    Path array = Files.writeString(dir.resolve("array.json"), "[\"x\"]");
    assertThat(PrintedTexts.load(array, warnings)).isEmpty();
    assertThat(warnings).last().asString().contains("no \"texts\" list");
  }
}
