package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Issue 9, finding 10: Save as confirms quietly; the hover large view never hides the main button. */
@ExtendWith(ApplicationExtension.class)
class SaveAndHoverUiTest {
  private MainWindow w;
  private StubDialogs dialogs;
  private Path dir;

  @Start
  void start(Stage stage) throws IOException {
    dir = Files.createTempDirectory("ponytable-save");
    Settings settings = new Settings();
    settings.animations = false;
    w = new MainWindow(stage, settings, TestLibrary.get(), 1366, 768);
    dialogs = new StubDialogs();
    w.setDialogs(dialogs);
    w.setAutosaveFile(dir.resolve("autosave.json"));
    w.tableView().curtainGuard().setSettleMillis(0);
    stage.show();
  }

  private TableViewModel vm() {
    return w.viewModel();
  }

  /** A game at Ann's first Main Phase, her hand on the screen. */
  private void toAnnsMainPhase(FxRobot robot) {
    robot.interact(() -> {
      w.start(new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
          new GameSetup.Seat("Bo", TestCards.starDeck())), 7, 0), GameSession.Mode.PRACTICE);
      while (vm().table().curtain() || vm().table().view().turn() == 0) {
        if (vm().table().curtain()) {
          vm().liftCurtain();
        } else if (vm().table().view().decision().kind() == DecisionKind.MULLIGAN) {
          vm().applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
        } else {
          vm().clickCard(vm().table().options().get(0).id());
        }
      }
      while (vm().table().curtain()) {
        vm().liftCurtain();
      }
    });
  }

  @Test
  void saveAsSaysWhereTheGameWentInTheMessageLineWithoutADialog(FxRobot robot) {
    toAnnsMainPhase(robot);
    Path file = dir.resolve("my game.json");
    dialogs.file = file;
    robot.interact(w::saveDialog);
    assertThat(file).isRegularFile();
    assertThat(dialogs.shown).as("no dialog to click away").isEmpty();
    String expected = "Saved to " + file.toAbsolutePath().normalize() + ".";
    assertThat(vm().table().message()).isEqualTo(expected);
    assertThat(robot.lookup("#message").queryLabeled().getText()).isEqualTo(expected);
  }

  @Test
  void aFailedSaveSaysWhyInPlainWords(FxRobot robot) throws IOException {
    toAnnsMainPhase(robot);
    Path folder = Files.createDirectories(dir.resolve("already a folder.json"));
    dialogs.file = folder;
    robot.interact(w::saveDialog);
    assertThat(dialogs.shown).singleElement().asString()
        .isEqualTo("Could not save: The game was not saved to " + folder + ": it is a folder, not a file. Choose"
            + " another place (Save as\u2026).");

    Path blocker = Files.writeString(dir.resolve("notes.txt"), "a file where a folder should be");
    dialogs.shown.clear();
    dialogs.file = blocker.resolve("game.json");
    robot.interact(w::saveDialog);
    assertThat(dialogs.shown).singleElement().asString().contains(blocker + " is a file, not a folder")
        .doesNotContain("Exception").doesNotContain("java.");
    assertThat(vm().table().message()).as("no confirmation for a save that failed").isNull();
  }

  @Test
  void theLargeViewOfAnyHandCardNeverCoversTheMainButton(FxRobot robot) {
    toAnnsMainPhase(robot);
    // A full hand reaches the main button, where a large view to the right would cover it.
    robot.interact(() -> {
      while (vm().table().view().seats().get(0).hand().size() < 9 && vm().applyFirst(Action.Draw.class, a -> true)) {
        // drawing with Ann's action tokens
      }
    });
    assertThat(vm().table().view().seats().get(0).hand()).as("a hand that reaches the button").hasSizeGreaterThan(7);
    Node primary = robot.lookup("#primary").query();
    assertThat(primary.isVisible()).isTrue();
    List<CardNode> hand = robot.from((Node) robot.lookup("#hand-0").query()).lookup(".card")
        .queryAllAs(CardNode.class).stream().toList();
    assertThat(hand).isNotEmpty();
    for (CardNode card : hand) {
      robot.moveTo(card);
      Node zoomed = robot.lookup(".zoomed").query();
      Bounds big = zoomed.localToScene(zoomed.getBoundsInLocal());
      Bounds button = primary.localToScene(primary.getBoundsInLocal());
      assertThat(big.intersects(button)).as("the large view of %s covers the main button", card.title()).isFalse();
    }
  }
}
