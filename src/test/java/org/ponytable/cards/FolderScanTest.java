package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a card or deck folder walk reads, skips quietly, and skips with a warning. */
class FolderScanTest {
  private static final String CARD = """
      {"id": "%s", "type": "event", "title": "E", "power": 1, "cost": 1, "image": "%s"}
      """;

  @Test
  void readsJsonFilesAndIsQuietAboutArtNotesAndHiddenFiles(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("set/art"));
    Files.createDirectories(root.resolve(".git"));
    Files.createDirectories(root.resolve("decks"));
    Files.writeString(root.resolve("set/a.json"), "{}");
    Files.writeString(root.resolve("set/art/a.png"), "png");
    Files.writeString(root.resolve("README.md"), "notes");
    Files.writeString(root.resolve("credits.txt"), "notes");
    Files.writeString(root.resolve(".DS_Store"), "junk");
    Files.writeString(root.resolve(".git/config"), "junk");
    Files.writeString(root.resolve("decks/d.json"), "{}");
    Files.writeString(root.resolve("set/a.json~"), "backup");

    FolderScan scan = FolderScan.cards(root);

    assertThat(scan.files()).containsExactly(root.resolve("set/a.json"));
    assertThat(scan.warnings()).singleElement().satisfies(w -> {
      assertThat(w.file()).isEqualTo(root.resolve("set/a.json~").toString());
      assertThat(w.pointer()).isEmpty();
      assertThat(w.message()).isEqualTo("is not a card or deck file (only .json files are read); it is ignored");
    });
  }

  @Test
  void linksAreNeverFollowedEvenInsideThePack(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("set"));
    Files.writeString(root.resolve("set/a.json"), "{}");
    Files.createSymbolicLink(root.resolve("alias.json"), root.resolve("set/a.json"));
    Files.createSymbolicLink(root.resolve("more"), root.resolve("set"));

    FolderScan scan = FolderScan.cards(root);

    assertThat(scan.files()).containsExactly(root.resolve("set/a.json"));
    assertThat(scan.warnings()).extracting(LoadError::message).containsExactly(
        "is a link to a file inside the folder; links in a card or deck folder are not followed, so it"
            + " is not read (put the file itself here)",
        "is a link to a folder inside the folder; links in a card or deck folder are not followed, so it"
            + " is not read (put the file itself here)");
  }

  @Test
  void theFolderAskedForMayItselfBeALink(@TempDir Path tmp) throws Exception {
    Path real = Files.createDirectories(tmp.resolve("real"));
    Files.writeString(real.resolve("a.json"), "{}");
    Path link = Files.createSymbolicLink(tmp.resolve("link"), real);
    assertThat(FolderScan.cards(link).files()).containsExactly(link.resolve("a.json"));
    assertThat(FolderScan.decks(link).files()).containsExactly(link.resolve("a.json"));
  }

  @Test
  void artIsResolvedFromTheCardsOwnFileAndMayLeadUpInsideThePack(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("set"));
    Files.writeString(root.resolve("set/a.json"), "[" + CARD.formatted("in-pack", "../art/a.png") + ","
        + CARD.formatted("beside", "a.png") + "," + CARD.formatted("leaves", "../../a.png") + "]");

    CardLoader.Loaded loaded = new CardLoader().loadDirectoryWithFiles(root);

    assertThat(loaded.art().get("in-pack").file()).isEqualTo(root.resolve("art/a.png"));
    assertThat(loaded.art().get("in-pack").pointer()).isEqualTo("/0/image");
    assertThat(loaded.art().get("beside").file()).isEqualTo(root.resolve("set/a.png"));
    assertThat(loaded.art()).doesNotContainKey("leaves");
    // The card whose art leaves the pack still loads; the warning says where its image is written.
    assertThat(loaded.pool().find("leaves")).isPresent();
    assertThat(loaded.warnings()).singleElement().satisfies(w -> {
      assertThat(w.place()).isEqualTo(root.resolve("set/a.json") + ":3:82");
      assertThat(w.pointer()).isEqualTo("/2/image");
      assertThat(w.message()).startsWith("the image \"../../a.png\" is outside the card folder");
    });
  }

  @Test
  void imageTextRules() {
    assertThat(ArtPath.problem("art/a.png")).isNull();
    assertThat(ArtPath.problem("../art/a b.png")).isNull();
    assertThat(ArtPath.problem("Http://x/a.png")).contains("not a URL");
    assertThat(ArtPath.problem("a".repeat(256))).contains("at most 255");
    assertThat(ArtPath.problem("a".repeat(255))).isNull();
  }
}
