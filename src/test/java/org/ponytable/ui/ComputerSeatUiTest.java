package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.stage.Stage;
import org.ponytable.ui.dialogs.NewGameDialog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.ai.Level;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A person against the computer: no curtain, only the person's side, and the computer moves by itself. */
@ExtendWith(ApplicationExtension.class)
class ComputerSeatUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    stage.show();
  }

  @Test
  @SuppressWarnings("unchecked")
  void theNewGameDialogLetsEachSeatBeHumanOrComputer(FxRobot robot) {
    List<String> names = new ArrayList<>(SHIPPED.decks().keySet());
    NewGameDialog.Defaults d = new NewGameDialog.Defaults("Ann", "Bo", names.get(0), names.get(1), SHIPPED.decks(),
        GameSession.Mode.PRACTICE, java.util.Map.of(), List.of());
    NewGameDialog[] dialog = new NewGameDialog[1];
    robot.interact(() -> {
      dialog[0] = new NewGameDialog(d);
    });
    ComboBox<String> kind1 = (ComboBox<String>) dialog[0].getDialogPane().lookup("#seat-kind-1");
    ComboBox<String> kind0 = (ComboBox<String>) dialog[0].getDialogPane().lookup("#seat-kind-0");
    assertThat(kind0.getValue()).isEqualTo("Human");
    robot.interact(() -> kind1.setValue("Computer (Normal)"));
    robot.interact(() -> ((javafx.scene.control.Button) dialog[0].getDialogPane()
        .lookupButton(dialog[0].getDialogPane().getButtonTypes().get(0))).fire());
    NewGameDialog.Choice c = dialog[0].getResult();
    assertThat(c.computer()).containsExactly(null, Level.NORMAL);
    assertThat(c.setup().seats().get(1).name()).isEqualTo("Bo");
  }

  @Test
  void thePersonPlaysTheComputerWithoutACurtainAndNeverSeesItsHand(FxRobot robot) throws Exception {
    MainWindow[] w = new MainWindow[1];
    robot.interact(() -> {
      Settings s = new Settings();
      s.animations = false;
      w[0] = new MainWindow(stage, s, SHIPPED, 1366, 768);
      w[0].setDialogs(new StubDialogs());
      w[0].setAutosaveFile(null);
    });
    List<String> names = new ArrayList<>(SHIPPED.decks().keySet());
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", SHIPPED.decks().get(names.get(0))),
        new GameSetup.Seat("Computer", SHIPPED.decks().get(names.get(1)))), 5, 0);
    TableViewModel vm = w[0].viewModel();
    List<TableViewModel.Table> seen = new ArrayList<>();
    robot.interact(() -> {
      vm.tableProperty().addListener((o, was, now) -> {
        if (now != null) {
          seen.add(now);
        }
      });
      w[0].start(setup, GameSession.Mode.PRACTICE, Arrays.asList(null, Level.EASY));
    });
    // The person answers whatever they are asked with the first choice; the computer answers the rest.
    int computerMoves = 0;
    long deadline = System.currentTimeMillis() + 60_000;
    while (System.currentTimeMillis() < deadline && computerMoves < 6) {
      WaitForAsyncUtils.waitForFxEvents();
      GameState[] s = new GameState[1];
      robot.interact(() -> s[0] = vm.session().state());
      if (s[0].actor() == 0) {
        robot.interact(() -> {
          TableViewModel.Table t = vm.table();
          if (t.primary() != null) {
            vm.choose(t.primary());
          } else if (!t.decisionChoices().isEmpty()) {
            vm.choose(t.decisionChoices().get(0));
          } else if (!t.view().legalActions().isEmpty()) {
            vm.choose(new TableViewModel.Choice("", "", t.view().legalActions().get(0), null));
          }
        });
      } else {
        GameState before = s[0];
        long until = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < until) {
          Thread.sleep(50);
          WaitForAsyncUtils.waitForFxEvents();
          robot.interact(() -> s[0] = vm.session().state());
          if (s[0] != before) {
            break;
          }
        }
        assertThat(s[0]).as("the computer moved").isNotSameAs(before);
        computerMoves++;
      }
    }
    assertThat(computerMoves).isGreaterThanOrEqualTo(6);
    assertThat(seen).isNotEmpty().allSatisfy(t -> {
      assertThat(t.curtain()).isFalse();
      assertThat(t.view().viewer()).isEqualTo(0);
      assertThat(t.view().seats().get(1).hand()).isEmpty();
    });
    robot.interact(w[0]::stopComputers);
  }
}
