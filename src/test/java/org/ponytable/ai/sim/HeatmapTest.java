package org.ponytable.ai.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The matrix written as a PNG and as CSV, from a matrix with known counts. */
class HeatmapTest {
  @TempDir
  Path tmp;

  static WinMatrix matrix() {
    WinMatrix m = new WinMatrix(List.of("Alpha", "Beta, the Second", "Gamma Long Deck Name"));
    for (int g = 0; g < 10; g++) {
      m.add(0, 1, 0); // Alpha always beats Beta
    }
    for (int g = 0; g < 4; g++) {
      m.add(1, 2, g < 2 ? 1 : 2); // even
    }
    m.add(0, 2, -1); // a draw
    return m;
  }

  @Test
  void thePngDecodesWithTheExpectedSizeAndColours() throws Exception {
    Path png = tmp.resolve("m.png");
    Heatmap.write(matrix(), "test", png);
    BufferedImage img = ImageIO.read(png.toFile());
    assertThat(img).isNotNull();
    assertThat(img.getWidth()).isEqualTo(Heatmap.LABEL_WIDTH + 3 * Heatmap.CELL_WIDTH + Heatmap.MARGIN);
    assertThat(img.getHeight()).isEqualTo(Heatmap.HEADER_HEIGHT + 3 * Heatmap.CELL_HEIGHT + Heatmap.MARGIN);
    // A cell's corner (inside the border, away from the text): Alpha vs Beta green, Beta vs Alpha red.
    Color alphaBeta = new Color(img.getRGB(Heatmap.LABEL_WIDTH + Heatmap.CELL_WIDTH + 3, Heatmap.HEADER_HEIGHT + 3));
    Color betaAlpha = new Color(img.getRGB(Heatmap.LABEL_WIDTH + 3, Heatmap.HEADER_HEIGHT + Heatmap.CELL_HEIGHT + 3));
    Color betaGamma = new Color(img.getRGB(Heatmap.LABEL_WIDTH + 2 * Heatmap.CELL_WIDTH + 3,
        Heatmap.HEADER_HEIGHT + Heatmap.CELL_HEIGHT + 3));
    assertThat(alphaBeta.getGreen()).isGreaterThan(alphaBeta.getRed() + 50);
    assertThat(betaAlpha.getRed()).isGreaterThan(betaAlpha.getGreen() + 50);
    assertThat(betaGamma).isEqualTo(Color.WHITE);
  }

  @Test
  void colourRunsFromRedThroughWhiteToGreen() {
    assertThat(Heatmap.colour(0)).isEqualTo(new Color(214, 69, 65));
    assertThat(Heatmap.colour(0.5)).isEqualTo(Color.WHITE);
    assertThat(Heatmap.colour(1)).isEqualTo(new Color(56, 161, 86));
  }

  @Test
  void theCsvHasALinePerOrderedPairAndQuotesCommas() {
    List<String> lines = SimulationReport.matrixCsv(matrix()).lines().toList();
    assertThat(lines).hasSize(1 + 6);
    assertThat(lines.get(0)).isEqualTo("row_deck,column_deck,games,wins,losses,draws,win_rate,ci_low,ci_high");
    assertThat(lines).contains("Alpha,\"Beta, the Second\",10,10,0,0,1.0000,0.7225,1.0000",
        "Alpha,Gamma Long Deck Name,1,0,0,1,0.5000,0.0546,0.9454",
        "\"Beta, the Second\",Gamma Long Deck Name,4,2,2,0,0.5000,0.1500,0.8500");
  }

  @Test
  void theMarkdownTableHasARowPerDeckAndATotal() {
    String md = SimulationReport.markdown(matrix());
    assertThat(md.lines().toList()).hasSize(2 + 3);
    assertThat(md).contains("| Alpha | \u2014 | 100% (72-100) | 50% (5-95) | 95% (68-100) |");
  }

  @Test
  void filesAreWrittenWhereAsked() throws Exception {
    Path csv = tmp.resolve("cards.csv");
    Files.writeString(csv, SimulationReport.cardsCsv(List.of(new CardFigures("D", "x", "X, the \"Best\"", 3))));
    assertThat(Files.readAllLines(csv)).containsExactly(
        "deck,card,name,copies,games,win_rate,drawn_games,drawn_win_rate,played_games,played_win_rate,plays,"
            + "triggered,activated,activated_by_ability,effects_started",
        "D,x,\"X, the \"\"Best\"\"\",3,0,,0,,0,,0,0,0,,0");
  }
}
