package org.ponytable.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** import-octgn and coverage as a user runs them (docs/cli.md). */
class ImportAndCoverageCommandTest {
  static final Path OCTGN = Path.of("..", "shared", "octgn");

  @Test
  void coverageEndsWithTheExactSummaryLine() {
    PonyCliTest.Run r = PonyCliTest.run("coverage");
    assertThat(r.code()).as(r.err()).isZero();
    String[] lines = r.out().strip().split("\\R");
    assertThat(lines[lines.length - 1]).matches("real pool: \\d+ of 1961 regular cards exact \\(\\d+\\.\\d%\\)");
    assertThat(r.out()).contains("| set | type | exact | partial | none |", "| Premier | friend |",
        "Applejack Theme Deck: ");
  }

  @Test
  void importWritesTheRealSetsAndDecks(@TempDir Path dir) {
    assumeTrue(Files.isDirectory(OCTGN.resolve("Sets")), "skipped: no OCTGN data at " + OCTGN.toAbsolutePath());
    PonyCliTest.Run r = PonyCliTest.run("import-octgn", OCTGN.toString(), "--cards", dir.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("Premier: 213 card(s)", "imported 2031 card(s) and 12 deck(s)");
    assertThat(dir.resolve("real/premier.json")).exists();
    assertThat(dir.resolve("decks/octgn-applejack-theme-deck.json")).exists();
    PonyCliTest.Run cov = PonyCliTest.run("coverage", "--cards", dir.toString());
    assertThat(cov.out()).contains("real pool: ");
    assertThat(PonyCliTest.run("validate", dir.toString()).out()).contains("decks: 12 file(s), 12 legal");
  }

  @Test
  void aFolderWithoutSetsIsALocatedFailure(@TempDir Path dir) {
    PonyCliTest.Run r = PonyCliTest.run("import-octgn", dir.toString(), "--cards", dir.resolve("cards").toString());
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.err()).contains("nothing written", "Sets", "no Sets folder");
    assertThat(dir.resolve("cards")).doesNotExist();
  }
}
