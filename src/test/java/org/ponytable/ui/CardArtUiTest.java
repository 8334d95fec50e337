package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.card.CardDef;
import org.ponytable.ui.cards.CardArt;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.style.Stylesheet;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Card art is found beside the card's own file; a card whose art is missing keeps its plain frame. */
@ExtendWith(ApplicationExtension.class)
class CardArtUiTest {
  private static final String CARD = """
      {"id": "%s", "type": "friend", "title": "%s", "power": 1, "cost": 1, "colors": ["yellow"],
       "image": "art/picture.png"}
      """;

  private StackPane root;

  @Start
  void start(Stage stage) {
    root = new StackPane();
    stage.setScene(new javafx.scene.Scene(root, 600, 400));
    stage.getScene().getStylesheets().add(Stylesheet.URL);
    stage.show();
  }

  /** Two folders whose cards both name art/picture.png; only folder b has that file. */
  private static CardLibrary twoFolders(Path dir) throws IOException {
    Files.createDirectories(dir.resolve("a"));
    Files.createDirectories(dir.resolve("b").resolve("art"));
    Files.createDirectories(dir.resolve("decks"));
    Files.writeString(dir.resolve("a").resolve("a.json"), CARD.formatted("t-in-a", "In A"));
    Files.writeString(dir.resolve("b").resolve("b.json"), CARD.formatted("t-in-b", "In B"));
    Files.copy(Path.of("cards", "art", "pip-furrow.png"), dir.resolve("b").resolve("art").resolve("picture.png"));
    return Libraries.load(dir);
  }

  @Test
  void theShippedArtIsFoundRelativeToItsCardFile() {
    CardLibrary shipped = Libraries.load(Path.of("cards"));
    assertThat(shipped.problems()).isEmpty();
    for (String id : new String[] {"pt1-pip-furrow", "pt1-orrery-gale"}) {
      CardDef def = shipped.pool().get(id);
      assertThat(def.image()).startsWith("../art/");
      assertThat(CardArt.fileOf(def).orElseThrow().toString().replace('\\', '/'))
          .endsWith("cards/art/" + def.image().substring("../art/".length()));
    }
  }

  @Test
  void artIsLookedForBesideTheCardsOwnFileOnly(@TempDir Path dir) throws IOException {
    CardLibrary lib = twoFolders(dir);
    assertThat(CardArt.fileOf(lib.pool().get("t-in-b")).orElseThrow()).isEqualTo(dir.resolve("b/art/picture.png"));
    // Folder a has no art/picture.png; b's file must not stand in for it.
    assertThat(CardArt.fileOf(lib.pool().get("t-in-a")).orElseThrow()).isEqualTo(dir.resolve("a/art/picture.png"));
    assertThat(CardArt.find(lib.pool().get("t-in-a"))).isNull();
    assertThat(lib.problems()).contains(dir.resolve("a").resolve("a.json") + " at /image: the art file"
        + " \"art/picture.png\" was not found; the card is drawn without art");
  }

  @Test
  void artThroughALinkThatStaysInsideThePackIsDrawn(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("b").resolve("art"));
    Files.createDirectories(dir.resolve("decks"));
    Files.writeString(dir.resolve("b").resolve("b.json"), CARD.formatted("t-linked", "Linked"));
    Path real = Files.copy(Path.of("cards", "art", "pip-furrow.png"), dir.resolve("b").resolve("real.png"));
    Files.createSymbolicLink(dir.resolve("b").resolve("art").resolve("picture.png"), real);
    // The table lists what the folder walk skipped, instead of losing it silently.
    Files.createSymbolicLink(dir.resolve("b").resolve("zero.json"), Path.of("/dev/zero"));

    CardLibrary lib = Libraries.load(dir);

    Image img = CardArt.find(lib.pool().get("t-linked"));
    assertThat(img).isNotNull();
    assertThat(img.getWidth()).isEqualTo(360);
    assertThat(lib.problems()).containsExactly(dir.resolve("b").resolve("zero.json") + ": is a link to a device"
        + " or named pipe; links in a card or deck folder are not followed, so it is not read (put the file"
        + " itself here)");
  }

  @Test
  @org.junit.jupiter.api.DisplayName("Issue 11: an imported card without art shows the player's OCTGN scan of it; a card with its own art keeps it")
  void importedCardsShowTheirOctgnScans(@TempDir Path dir) throws IOException {
    String guid = "ea93dfa0-6910-7ae4-21ce-b3293983f681";
    Path pack = Files.createDirectories(dir.resolve("pack"));
    Files.createDirectories(pack.resolve("decks"));
    Files.createDirectories(pack.resolve("art"));
    Files.writeString(pack.resolve("real.json"), """
        [{"id": "t-real", "type": "friend", "title": "Real", "power": 1, "cost": 1, "colors": ["yellow"],
          "guid": "%s"},
         {"id": "t-own", "type": "friend", "title": "Own", "power": 1, "cost": 1, "colors": ["yellow"],
          "guid": "%s", "image": "art/picture.png"}]""".formatted(guid, guid));
    Files.copy(Path.of("cards", "art", "pip-furrow.png"), pack.resolve("art").resolve("picture.png"));
    Path scans = Files.createDirectories(dir.resolve("ImageDatabase/game/Sets/set/Cards"));
    Path scan = Files.copy(Path.of("cards", "art", "orrery-gale.png"), scans.resolve(guid + ".png"));
    try {
      org.ponytable.ui.cards.OctgnScans.use(dir.resolve("ImageDatabase"));
      CardLibrary lib = Libraries.load(pack);
      assertThat(CardArt.fileOf(lib.pool().get("t-real")).orElseThrow()).isEqualTo(scan);
      assertThat(CardArt.find(lib.pool().get("t-real"))).isNotNull();
      assertThat(CardArt.fileOf(lib.pool().get("t-own")).orElseThrow()).isEqualTo(pack.resolve("art/picture.png"));
      org.ponytable.ui.cards.OctgnScans.use(null);
      lib = Libraries.load(pack);
      assertThat(CardArt.fileOf(lib.pool().get("t-real"))).isEmpty();
    } finally {
      org.ponytable.ui.cards.OctgnScans.use(null);
    }
  }

  private static Region artOf(Node card) {
    return (Region) card.lookup(".art");
  }

  @Test
  void aCardShowsItsArtWhenTheFileExistsAndItsFrameWhenNot(FxRobot robot, @TempDir Path dir) throws Exception {
    CardLibrary lib = twoFolders(dir);
    CardNode[] nodes = new CardNode[4];
    robot.interact(() -> {
      nodes[0] = CardNode.of(lib.pool().get("t-in-b"), 1, null, CardSize.HAND);
      nodes[1] = CardNode.of(lib.pool().get("t-in-a"), 2, null, CardSize.HAND);
      nodes[2] = CardNode.of(lib.pool().get("t-in-b"), 3, null, CardSize.LARGE);
      nodes[3] = CardNode.of(lib.pool().get("t-in-a"), 4, null, CardSize.LARGE);
      root.getChildren().setAll(new javafx.scene.layout.HBox(8, nodes));
    });
    for (int i : new int[] {0, 2}) {
      Region art = artOf(nodes[i]);
      assertThat(art.getStyleClass()).contains("has-art").doesNotContain("no-art");
      ImageView view = (ImageView) art.getChildrenUnmodifiable().get(0);
      Image img = view.getImage();
      WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> img.getProgress() >= 1);
      WaitForAsyncUtils.waitForFxEvents();
      assertThat(img.isError()).isFalse();
      assertThat(img.getWidth()).isEqualTo(360);
      // The picture covers the whole window of the card.
      assertThat(view.getFitWidth()).isGreaterThanOrEqualTo(art.getWidth() - 0.5);
      assertThat(view.getFitHeight()).isGreaterThanOrEqualTo(art.getHeight() - 0.5);
      assertThat(art.getWidth()).isGreaterThan(20);
    }
    for (int i : new int[] {1, 3}) {
      Region art = artOf(nodes[i]);
      assertThat(art.getStyleClass()).contains("no-art").doesNotContain("has-art");
      assertThat(art.lookup(".image-view")).isNull();
      assertThat(art.getChildrenUnmodifiable()).noneMatch(n -> n instanceof ImageView);
      assertThat(nodes[i].lookup(".art-glyph")).isNotNull();
    }
  }
}
