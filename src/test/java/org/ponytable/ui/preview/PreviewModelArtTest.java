package org.ponytable.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which folder the preview's art must stay inside, and where a refusal is shown. */
class PreviewModelArtTest {
  @Test
  void aSetFileOpenedAloneFindsThePacksArtFolder() {
    Path file = Path.of("cards", "core", "orchard.json");
    assertThat(PreviewModel.packRootOf(file)).isEqualTo(Path.of("cards").toAbsolutePath());
    PreviewModel.Entry pip = PreviewModel.load(file).get(0).entries().stream()
        .filter(e -> e.name().equals("pt1-pip-furrow")).findFirst().orElseThrow();
    assertThat(pip.art().file()).isEqualTo(Path.of("cards", "art", "pip-furrow.png").toAbsolutePath());
    assertThat(pip.warnings()).isEmpty();
  }

  @Test
  void aLooseFileKeepsItsArtInItsOwnFolder(@TempDir Path dir) throws Exception {
    Path loose = Files.createDirectories(dir.resolve("loose"));
    Path file = loose.resolve("c.json");
    Files.writeString(file, """
        [{"id": "t-in", "type": "event", "title": "E", "power": 1, "cost": 1, "image": "x.png"},
         {"id": "t-up", "type": "event", "title": "E", "power": 1, "cost": 1, "image": "../x.png"}]
        """);
    assertThat(PreviewModel.packRootOf(file)).isEqualTo(loose);
    List<PreviewModel.Entry> entries = PreviewModel.load(file).get(0).entries();
    assertThat(entries.get(0).art().file()).isEqualTo(loose.resolve("x.png"));
    assertThat(entries.get(1).art()).isNull();
    assertThat(entries.get(1).warnings()).singleElement().satisfies(w -> {
      assertThat(w.pointer()).isEqualTo("/1/image");
      assertThat(w.message()).contains("\"../x.png\" is outside the card folder");
    });
    // A file with an error elsewhere still places its good cards' art the same way.
    Files.writeString(file, Files.readString(file).replace("\"title\": \"E\", \"power\": 1, \"cost\": 1, \"image\": \"x.png\"",
        "\"title\": \"E\", \"power\": \"lots\", \"cost\": 1, \"image\": \"x.png\""));
    entries = PreviewModel.load(file).get(0).entries();
    assertThat(entries.get(0).card()).isNull();
    assertThat(entries.get(1).warnings()).singleElement()
        .satisfies(w -> assertThat(w.pointer()).isEqualTo("/1/image"));
  }

  @Test
  void anImportedCardShowsThePlayersOctgnScanOfIt(@TempDir Path dir) throws Exception {
    String guid = "ea93dfa0-6910-7ae4-21ce-b3293983f681";
    Path file = Files.createDirectories(dir.resolve("real")).resolve("real.json");
    Files.writeString(file, """
        [{"id": "t-real", "type": "friend", "title": "R", "power": 1, "cost": 1, "guid": "%s"}]
        """.formatted(guid));
    Path scan = Files.createDirectories(dir.resolve("scans/Cards")).resolve(guid + ".png");
    Files.copy(Path.of("cards", "art", "pip-furrow.png"), scan);
    assertThat(PreviewModel.load(file).get(0).entries().get(0).art()).as("no folder chosen").isNull();
    try {
      org.ponytable.ui.cards.OctgnScans.use(dir.resolve("scans"));
      PreviewModel.Entry e = PreviewModel.load(file).get(0).entries().get(0);
      assertThat(e.art().file()).isEqualTo(scan);
      assertThat(e.art().packRoot()).as("read inside the chosen folder").isEqualTo(dir.resolve("scans"));
    } finally {
      org.ponytable.ui.cards.OctgnScans.use(null);
    }
  }
}
