package org.ponytable.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The preview's source lines and figures, without a window. */
class PreviewFiguresTest {
  @Test
  void aSourceLineIsShownWholeWithTheCaretUnderItsColumn() {
    String line = "  {\"power\": \"lots\"}";
    SourceLine s = SourceLine.of(12, line, line.indexOf("\"lots\"") + 1);
    assertThat(s.text()).isEqualTo("12 | " + line);
    assertThat(s.text().substring(s.caret().indexOf('^'))).startsWith("\"lots\"");
    assertThat(s.note()).isEmpty();
  }

  @Test
  void aLineTooLongToDrawShowsAStretchAroundTheColumnAndSaysWhich() {
    String line = "x".repeat(50_000) + "\"bad\"" + "y".repeat(50_000);
    SourceLine s = SourceLine.of(1, line, 50_001);
    assertThat(s.text()).doesNotContain("...").doesNotContain("\u2026");
    assertThat(s.text().length()).isLessThan(SourceLine.SHOWN_CHARS + 10);
    assertThat(s.text().substring(s.caret().indexOf('^'))).startsWith("\"bad\"");
    assertThat(s.note()).isEqualTo("columns 49001-51000 of 100005");
  }

  @Test
  void aCharacterBeyondTheBmpTakesOneCaretColumn() {
    String line = "\"\uD83E\uDD84\": \"lots\"";
    SourceLine s = SourceLine.of(1, line, line.indexOf("\"lots\"") + 1);
    // "1 | " and five glyphs before the value (the unicorn is two chars, one glyph).
    assertThat(s.caret().indexOf('^')).isEqualTo(4 + 5);
  }

  @Test
  void theFiguresCountCardsWrittenCardsLoadedErrorsAndWarningsApart(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("a.json"), """
        [{"id": "t-a", "type": "friend", "title": "A", "power": 1, "cost": 1, "colors": ["pink"]},
         {"id": "t-b", "type": "friend", "title": "B", "power": "lots", "cost": "x", "colors": ["pink"]},
         {"id": "t-c", "type": "friend", "title": "C", "power": 1, "cost": 1, "colors": ["pink"]}]
        """);
    // The same id in a second file: that card loads, yet has an error.
    Files.writeString(dir.resolve("b.json"), """
        [{"id": "t-a", "type": "friend", "title": "A again", "power": 1, "cost": 1, "colors": ["pink"]}]
        """);
    Files.writeString(dir.resolve("c.json"), "[ {");
    List<PreviewModel.FileReport> reports = PreviewModel.load(dir);
    List<PreviewModel.Problem> problems = PreviewModel.problems(reports);
    PreviewModel.Counts c = PreviewModel.Counts.of(reports, problems);
    assertThat(c.written()).isEqualTo(4);
    assertThat(c.loaded()).isEqualTo(3);
    assertThat(c.cardsWithErrors()).isEqualTo(3);
    assertThat(c.wholeFileErrors()).isEqualTo(1);
    assertThat(c.errors()).isEqualTo(problems.size()).isEqualTo(reports.stream()
        .mapToInt(PreviewModel.FileReport::errorCount).sum());
    assertThat(c.cardWords()).isEqualTo("3 of 4 cards load");
    assertThat(c.errorWords()).isEqualTo(c.errors() + " errors: in 3 cards, 1 about a whole file");
    assertThat(c.warningWords()).isEmpty();
    // Errors first, each knowing its card, in the order the cards are shown.
    assertThat(problems).extracting(PreviewModel.Problem::where).containsExactly("t-a", "t-b", "t-b", "t-a",
        "c.json");
    assertThat(problems.get(problems.size() - 1).aboutACard()).isFalse();
  }

  @Test
  void oneCardThatLoadsIsWordedInTheSingular() {
    PreviewModel.Counts c = new PreviewModel.Counts(1, 1, 0, 0, 0, 1);
    assertThat(c.cardWords()).isEqualTo("1 card loads");
    assertThat(c.errorWords()).isEqualTo("no errors");
    assertThat(c.warningWords()).isEqualTo("1 warning");
  }
}
