package org.ponytable.cards.octgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 11: card scans are found in an OCTGN image database by card GUID, inside the chosen folder only. */
class OctgnImagesTest {
  private static final String GUID = "ea93dfa0-6910-7ae4-21ce-b3293983f681";
  private static final String OTHER = "86778f65-208e-784f-a372-ef3eecf16112";

  @Test
  @DisplayName("Scans are found by GUID under ImageDatabase/<game>/Sets/<set>/Cards, whatever the case of the name")
  void findsScansByGuid(@TempDir Path dir) throws Exception {
    Path cards = Files.createDirectories(dir.resolve("ImageDatabase/game/Sets/set-1/Cards"));
    Files.writeString(cards.resolve(GUID.toUpperCase() + ".JPG"), "x");
    Files.writeString(cards.resolve("readme.txt"), "x");
    Files.writeString(cards.resolve(OTHER + ".gif"), "x");
    OctgnImages.Found f = OctgnImages.find(dir);
    assertThat(f.scans()).containsOnlyKeys(GUID);
    assertThat(f.scans().get(GUID)).isEqualTo(cards.resolve(GUID.toUpperCase() + ".JPG"));
    assertThat(f.warnings()).isEmpty();
  }

  @Test
  @DisplayName("A link, to a file or to a folder outside, is not followed: its pictures are not found")
  void linksAreNotFollowed(@TempDir Path dir) throws Exception {
    Path outside = Files.createDirectories(dir.resolve("outside"));
    Files.writeString(outside.resolve(OTHER + ".png"), "x");
    Path chosen = Files.createDirectories(dir.resolve("chosen/Cards"));
    Files.createSymbolicLink(chosen.resolve("elsewhere"), outside);
    Files.createSymbolicLink(chosen.resolve(GUID + ".png"), outside.resolve(OTHER + ".png"));
    assertThat(OctgnImages.find(dir.resolve("chosen")).scans()).isEmpty();
  }

  @Test
  @DisplayName("Not a folder: a plain warning and no scans")
  void notAFolder(@TempDir Path dir) {
    OctgnImages.Found f = OctgnImages.find(dir.resolve("nothing"));
    assertThat(f.scans()).isEmpty();
    assertThat(f.warnings()).singleElement().asString().contains("not a folder");
  }
}
