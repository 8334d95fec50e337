package org.ponytable.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.ai.sim.Heatmap;

/** The simulate command as a designer runs it. */
class SimulateCommandTest {
  @TempDir
  Path tmp;

  @Test
  void anUnknownDeckIsNamedWithWhereItWasLookedFor() {
    PonyCliTest.Run r = PonyCliTest.run("simulate", "--decks", "confetti-parade,no-such-deck", "--games", "1");
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.err()).contains("no deck 'no-such-deck' (as a file or in cards", "shipped decks:", "crystal-bazaar")
        .doesNotContain("Exception");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void helpIsListedAndFormatsCleanly() {
    assertThat(PonyCliTest.run("--help").out()).contains("simulate");
    PonyCliTest.Run help = PonyCliTest.run("simulate", "--help");
    assertThat(help.code()).isZero();
    assertThat(help.out()).contains("95% (Wilson) interval", "--cards-report", "--heatmap");
    assertThat(help.err()).isEmpty();
  }

  @Test
  void badNumbersAndLevelsAreUsageErrors() {
    assertThat(PonyCliTest.run("simulate", "--games", "0").code()).isEqualTo(PonyCli.USAGE);
    PonyCliTest.Run level = PonyCliTest.run("simulate", "--level", "hard");
    assertThat(level.code()).isEqualTo(PonyCli.USAGE);
    assertThat(level.err()).contains("unknown level 'hard'");
    PonyCliTest.Run one = PonyCliTest.run("simulate", "--decks", "crystal-bazaar");
    assertThat(one.code()).isEqualTo(PonyCli.USAGE);
    assertThat(one.err()).contains("at least two");
  }

  @Test
  void againstPlaysOneDecksPairingsOnlyAndSaysSo() throws Exception {
    Path csv = tmp.resolve("m.csv");
    PonyCliTest.Run r = PonyCliTest.run("simulate", "--level", "random", "--games", "2", "--threads", "1",
        "--decks", "confetti-parade,crystal-bazaar", "--against", "moonshade-hollow", "--csv", csv.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("2 games per pairing (only Moonshade Hollow's), 4 games, seeds 1-4",
        "| Moonshade Hollow | — |");
    // The pairing without Moonshade Hollow has no games: its CSV line counts 0 games, any rate possible.
    assertThat(Files.readAllLines(csv)).contains("Confetti Parade,Crystal Bazaar,0,0,0,0,,0.0000,1.0000")
        .anyMatch(l -> l.startsWith("Moonshade Hollow,Confetti Parade,2,"));
    PonyCliTest.Run listed = PonyCliTest.run("simulate", "--level", "random", "--games", "1", "--quiet",
        "--decks", "confetti-parade,crystal-bazaar", "--against", "crystal-bazaar");
    assertThat(listed.out()).contains("1 games per pairing (only Crystal Bazaar's), 1 games, seeds 1-1");
    PonyCliTest.Run unknown = PonyCliTest.run("simulate", "--decks", "confetti-parade,crystal-bazaar",
        "--against", "no-such-deck");
    assertThat(unknown.code()).isEqualTo(PonyCli.FAILED);
    assertThat(unknown.err()).contains("no deck 'no-such-deck'").doesNotContain("Exception");
  }

  @Test
  void againstADeckNamedLikeAnotherButDifferentIsAUsageError() throws Exception {
    Path copy = tmp.resolve("bazaar.json");
    String shipped = Files.readString(Path.of("cards", "decks", "crystal-bazaar.json"));
    Files.writeString(copy, shipped.replaceFirst("(\"drawDeck\": \\{\\s*\"[^\"]+\": )\\d", "$11"));
    assertThat(Files.readString(copy)).isNotEqualTo(shipped);
    PonyCliTest.Run r = PonyCliTest.run("simulate", "--decks", "confetti-parade,crystal-bazaar", "--against",
        copy.toString(), "--games", "1");
    assertThat(r.code()).isEqualTo(PonyCli.USAGE);
    assertThat(r.err()).contains("both named 'Crystal Bazaar' but hold different cards");
  }

  @Test
  void mergeAddsRunsUpAndNewerRunsReplaceTheirPairings() throws Exception {
    Path first = tmp.resolve("seeds-1.csv");
    Path second = tmp.resolve("seeds-3.csv");
    Path both = tmp.resolve("seeds-1-4.csv");
    for (String[] run : List.of(new String[] {"1", "2", first.toString()}, new String[] {"3", "2", second.toString()},
        new String[] {"1", "4", both.toString()})) {
      assertThat(PonyCliTest.run("simulate", "--level", "random", "--quiet", "--seed", run[0], "--games", run[1],
          "--decks", "confetti-parade,crystal-bazaar", "--csv", run[2]).code()).isZero();
    }
    Path sum = tmp.resolve("sum.csv");
    Path png = tmp.resolve("sum.png");
    PonyCliTest.Run merged = PonyCliTest.run("simulate-merge", first.toString(), second.toString(), "--csv",
        sum.toString(), "--heatmap", png.toString());
    assertThat(merged.code()).as(merged.err()).isZero();
    // Seeds 1-2 and 3-4 added are the games of seeds 1-4 in one run.
    assertThat(Files.readString(sum)).isEqualTo(Files.readString(both));
    assertThat(merged.out()).contains("| Confetti Parade | \u2014 |");
    assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(Heatmap.width(2));

    Path bazaar = tmp.resolve("bazaar.csv");
    assertThat(PonyCliTest.run("simulate", "--level", "random", "--quiet", "--games", "3", "--decks",
        "confetti-parade,moonshade-hollow", "--against", "crystal-bazaar", "--csv", bazaar.toString()).code()).isZero();
    PonyCliTest.Run replaced = PonyCliTest.run("simulate-merge", sum.toString(), "--newer", bazaar.toString(),
        "--csv", sum.toString());
    assertThat(replaced.code()).as(replaced.err()).isZero();
    assertThat(Files.readAllLines(sum)).anyMatch(l -> l.startsWith("Confetti Parade,Crystal Bazaar,3,"))
        .anyMatch(l -> l.startsWith("Crystal Bazaar,Moonshade Hollow,3,"))
        .anyMatch(l -> l.startsWith("Confetti Parade,Moonshade Hollow,0,"));

    PonyCliTest.Run missing = PonyCliTest.run("simulate-merge", tmp.resolve("nope.csv").toString());
    assertThat(missing.code()).isEqualTo(PonyCli.FAILED);
    assertThat(missing.err()).contains("nope.csv: no such file").doesNotContain("Exception");
    Files.writeString(tmp.resolve("bad.csv"), Files.readString(both).replaceFirst(",4,", ",five,"));
    PonyCliTest.Run bad = PonyCliTest.run("simulate-merge", tmp.resolve("bad.csv").toString());
    assertThat(bad.code()).isEqualTo(PonyCli.FAILED);
    assertThat(bad.err()).contains("bad.csv:2: the games field 'five' is not a count");
    assertThat(PonyCliTest.run("simulate-merge").code()).isEqualTo(PonyCli.USAGE);
  }

  @Test
  void writesTheMatrixCsvHeatmapAndCardsReport() throws Exception {
    Path csv = tmp.resolve("m.csv");
    Path png = tmp.resolve("m.png");
    Path cards = tmp.resolve("cards.csv");
    PonyCliTest.Run r = PonyCliTest.run("simulate", "--level", "random", "--games", "2", "--threads", "2",
        "--decks", "confetti-parade,crystal-bazaar", "--csv", csv.toString(), "--heatmap", png.toString(),
        "--cards-report", cards.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("simulate: Random in both seats, 2 games per pairing, 2 games, seeds 1-2",
        "| Confetti Parade | \u2014 |", "| Crystal Bazaar |");
    assertThat(r.err()).contains("simulate: 2/2 games (100%)");
    assertThat(Files.readAllLines(csv)).hasSize(3);
    var img = ImageIO.read(png.toFile());
    assertThat(img.getWidth()).isEqualTo(Heatmap.width(2));
    assertThat(img.getHeight()).isEqualTo(Heatmap.height(2));
    assertThat(Files.readAllLines(cards)).anyMatch(l -> l.startsWith("Crystal Bazaar,pt2-prism-facet,"));
  }
}
