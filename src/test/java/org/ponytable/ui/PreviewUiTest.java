package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.preview.PreviewWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The designers' preview: errors beside their card with file:line:column, reload on save. */
@ExtendWith(ApplicationExtension.class)
class PreviewUiTest {
  private static final String GOOD = """
      [
        {"id": "t-good", "type": "friend", "title": "Good Card", "power": 2, "cost": 2, "colors": ["pink"]},
        {"id": "t-bad", "type": "friend", "title": "Bad Card", "power": "lots", "cost": 1, "colors": ["pink"]}
      ]
      """;

  private PreviewWindow preview;
  private Path dir;

  @Start
  void start(Stage stage) throws IOException {
    dir = Files.createTempDirectory("ponytable-preview");
    Files.writeString(dir.resolve("set.json"), GOOD);
    preview = new PreviewWindow(stage, dir, 1200, 800);
    stage.show();
  }

  private boolean hasCard(FxRobot robot, String defId) {
    return robot.lookup(".preview-card").queryAllAs(CardNode.class).stream()
        .anyMatch(n -> defId.equals(n.getProperties().get("cardDefId")));
  }

  @Test
  void showsGoodCardsAndTheBadOnesErrorWithItsPlace(FxRobot robot) {
    assertThat(hasCard(robot, "t-good")).isTrue();
    assertThat(hasCard(robot, "t-bad")).isFalse();
    Text place = robot.lookup(".error-place").queryAs(Text.class);
    assertThat(place.getText()).matches(".*set\\.json:3:\\d+.*").contains("/1/power");
    assertThat(robot.lookup(".error-code").queryAs(Text.class).getText()).contains("\"lots\"").contains("^");
  }

  @Test
  void reloadsWhenAFileIsSavedAndNeverCloses(FxRobot robot) throws Exception {
    int before = preview.reloads();
    Files.writeString(dir.resolve("set.json"), GOOD.replace("\"lots\"", "3"));
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> preview.reloads() > before);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(hasCard(robot, "t-bad")).isTrue();
    assertThat(robot.lookup(".error-place").tryQuery()).isEmpty();

    // Broken JSON: shown as an error, the window stays and keeps watching.
    int again = preview.reloads();
    Files.writeString(dir.resolve("set.json"), "[ {\"id\": ");
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> preview.reloads() > again);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup(".error-place").queryAs(Text.class).getText()).contains("set.json:");
    assertThat(robot.lookup("#preview-status .preview-when").queryAs(Label.class).getText()).contains("watching");
  }
}
