package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.cards.octgn.PrintedTexts;
import org.ponytable.ui.preview.PreviewWindow;
import org.ponytable.ui.session.AppFiles;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 11: after a player imported their own OCTGN files at the table, the preview shows an
 * imported card's printed text (kept in their data folder) beside the words made from its data.
 */
@ExtendWith(ApplicationExtension.class)
class PreviewPrintedTextUiTest {
  private static final String GUID = "ea93dfa0-6910-7ae4-21ce-b3293983f681";

  @Start
  void start(Stage stage) throws IOException {
    // A stand-in for a player's imported text: the data folder is the tests' own (pom.xml).
    PrintedTexts.save(AppFiles.printedTexts(), Map.of(GUID, "Stand-in printed words for the review."));
    Path dir = Files.createTempDirectory("ponytable-printed");
    Files.writeString(dir.resolve("real.json"), """
        [{"id": "t-real", "type": "friend", "title": "Real", "power": 1, "cost": 1, "colors": ["pink"], "guid": "%s",
          "abilities": [{"kind": "triggered", "when": "entersPlay", "effects": [{"do": "draw", "amount": 1}]}]},
         {"id": "t-other", "type": "friend", "title": "Other", "power": 1, "cost": 1, "colors": ["pink"]}]
        """.formatted(GUID));
    new PreviewWindow(stage, dir, 1200, 800);
    stage.show();
  }

  @AfterEach
  void forget() throws IOException {
    Files.deleteIfExists(AppFiles.printedTexts());
  }

  @Test
  void thePrintedTextShowsBesideOursForTheImportedCardOnly(FxRobot robot) {
    assertThat(robot.lookup(".preview-printed").queryAllAs(Label.class)).singleElement()
        .satisfies(l -> assertThat(l.getText()).isEqualTo("Stand-in printed words for the review."));
    assertThat(robot.lookup(".preview-ours").queryAs(Label.class).getText()).containsIgnoringCase("draw");
  }
}
