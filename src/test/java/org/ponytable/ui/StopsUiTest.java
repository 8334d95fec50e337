package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.Position;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.session.Stops;
import org.ponytable.ui.table.GameLog;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Stops (issue 9, finding 3): one Any-Phase card in play used to stop its owner at 15-20 windows a
 * turn with a prompt that named nothing, and the log filled with passes.
 */
@ExtendWith(ApplicationExtension.class)
class StopsUiTest {
  private MainWindow w;
  private Settings settings;

  @Start
  void start(Stage stage) throws IOException {
    Path dir = Files.createTempDirectory("ponytable-stops");
    settings = new Settings();
    settings.animations = false;
    w = new MainWindow(stage, settings, TestLibrary.get(), 1366, 768);
    w.setDialogs(new StubDialogs());
    w.setAutosaveFile(dir.resolve("autosave.json"));
    w.tableView().curtainGuard().setSettleMillis(0);
    stage.show();
  }

  private TableViewModel.Table t() {
    return w.viewModel().table();
  }

  private GameState state() {
    return w.viewModel().session().state();
  }

  /** Ann has the Any-Phase ab-sac (retire another Friend: gain 2 tokens) and a Friend to retire. */
  private static final class Table {
    final Position p = new Position(AbilityCards.POOL).name(0, "Ann").name(1, "Bo");
    int sac;
    int annHand;

    Table(int turn, int turnPlayer) {
      p.turn(turn, turnPlayer).tokens(turnPlayer, 3);
      p.mane(0, "mane-sun");
      p.mane(1, "mane-star");
      p.problem(0, "pr-y");
      p.problem(1, "pr-p");
      for (int i = 0; i < 6; i++) {
        p.deck(0, "f-y1");
        p.deck(1, "f-p1");
      }
      sac = p.play(0, "ab-sac", Area.home(0));
      p.play(0, "f-y1", Area.home(0));
      annHand = p.hand(0, "f-y3");
      p.hand(1, "f-p1");
    }
  }

  private void show(FxRobot robot, Position p) {
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true)));
  }

  private void lift(FxRobot robot) {
    assertThat(t().curtain()).isTrue();
    robot.clickOn("#lift-curtain");
    assertThat(t().curtain()).isFalse();
  }

  @Test
  void aTurnWithOneAnyPhaseCardStopsOnlyAtItsStopsAndThePromptNamesTheCard(FxRobot robot) {
    // Bo's Main Phase of turn 2; Bo ends it and Ann's turn 3 runs to her first stop.
    Table table = new Table(2, 1);
    show(robot, table.p);
    lift(robot);
    assertThat(t().viewer()).isEqualTo(1);
    robot.type(KeyCode.SPACE);
    lift(robot);
    assertThat(t().viewer()).isZero();

    List<String> stops = new ArrayList<>();
    while (!t().curtain() && state().turn() == 3) {
      GameState s = state();
      assertThat(s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
      stops.add(s.stage().display());
      // Every stop is one where the Any-Phase card can act, and the glow says so.
      assertThat(t().actionable()).contains(table.sac);
      if (s.stage().phase() != org.ponytable.engine.terms.Phase.MAIN) {
        assertThat(t().prompt()).isEqualTo("Ann: " + s.stage().display() + ". Act with ab-sac, or pass.");
        assertThat(robot.lookup("#prompt .label").queryAllAs(Labeled.class))
            .anyMatch(l -> l.getText().contains("Act with ab-sac, or pass."));
      }
      robot.type(KeyCode.SPACE);
    }
    // The defaults: before challenging, the Main Phase, before confronting. Not the 15-20 windows
    // of the turn where ab-sac could act, and never the Faceoff Step with no faceoff.
    assertThat(stops).containsExactly("start of the Challenge Step", "Main Phase", "start of the Score Phase");
    assertThat(t().curtainFor()).as("Bo's turn, behind the curtain").isEqualTo(1);
  }

  @Test
  void askingInEveryWindowStillStopsEverywhereTheCardCanAct(FxRobot robot) {
    // The control for the test above: with automatic passing off the same turn asks at every window.
    Table table = new Table(2, 1);
    robot.interact(() -> w.show(GameSession.fromPosition(table.p.start(), GameSession.Mode.PRACTICE, false)));
    lift(robot);
    robot.type(KeyCode.SPACE);
    // Driven through the view model: the same presses, without a robot's pace at every window.
    int[] stops = {0};
    robot.interact(() -> {
      var vm = w.viewModel();
      while (state().turn() <= 3) {
        if (t().curtain()) {
          vm.liftCurtain();
          continue;
        }
        if (state().turn() == 3 && state().actor() == 0) {
          assertThat(t().actionable()).contains(table.sac);
          stops[0]++;
        }
        vm.primary();
      }
    });
    assertThat(stops[0]).isGreaterThan(12);
  }

  @Test
  void passUntilMyNextChoiceSkipsStopsAndHaltsAtTheNextDecision(FxRobot robot) {
    Table table = new Table(3, 0);
    // Ann's hand goes over 8: the Wrap Up Step asks her to discard (616.2), a decision.
    for (int i = 0; i < 9; i++) {
      table.p.hand(0, "f-y1");
    }
    show(robot, table.p);
    lift(robot);
    assertThat(t().prompt()).isEqualTo("Ann, your Main Phase.");
    robot.type(KeyCode.N);
    // Not stopped at the start of the Score Phase, where ab-sac could act and Ann has a stop.
    assertThat(t().curtain()).isFalse();
    assertThat(state().decision().kind()).isEqualTo(DecisionKind.DISCARD);
    assertThat(state().decision().player()).isZero();
    assertThat(w.viewModel().session().passing(0)).as("asked: the order is over").isNull();
    assertThat(w.viewModel().session().history().get(w.viewModel().session().history().size() - 1).steps())
        .anyMatch(a -> a.automatic() && a.before().stage() == org.ponytable.engine.state.Stage.SCORE_PHASE_START
            && a.before().actor() == 0);
  }

  @Test
  void passUntilEndOfTurnStopsAtTheCurtainAndShowsNoHand(FxRobot robot) {
    Table table = new Table(3, 0);
    show(robot, table.p);
    lift(robot);
    robot.type(KeyCode.E);
    // The turn ended without asking Ann again; Bo's Main Phase waits behind a curtain.
    assertThat(state().turn()).isEqualTo(4);
    assertThat(t().curtain()).isTrue();
    assertThat(t().curtainFor()).isEqualTo(1);
    assertThat(w.viewModel().session().passing(0)).as("the turn it was given for is over").isNull();
    assertThat(robot.lookup("#card-" + table.annHand).tryQuery()).isEmpty();
    assertThat(t().view().seats()).allSatisfy(seat -> assertThat(seat.hand()).isEmpty());
    // Keys behind the curtain do nothing, the pass-until keys included.
    GameState before = state();
    robot.type(KeyCode.N).type(KeyCode.E).type(KeyCode.SPACE);
    assertThat(state()).isSameAs(before);
    assertThat(t().curtain()).isTrue();
  }

  @Test
  void passesAreFoldedOutOfTheLogUntilAskedFor(FxRobot robot) {
    Table table = new Table(2, 1);
    show(robot, table.p);
    lift(robot);
    robot.type(KeyCode.SPACE);
    lift(robot);
    robot.type(KeyCode.SPACE); // Ann passes at the start of the Challenge Step
    assertThat(t().log()).noneMatch(l -> l.kind() == org.ponytable.engine.view.EventWords.Kind.PASS);
    assertThat(t().log()).noneMatch(l -> l.text().contains(" passes"));
    assertThat(t().log()).anyMatch(l -> l.kind() == org.ponytable.engine.view.EventWords.Kind.TURN);

    robot.clickOn("#show-passes");
    assertThat(t().showPasses()).isTrue();
    assertThat(robot.lookup("#show-passes").queryAs(CheckBox.class).isSelected()).isTrue();
    assertThat(t().log()).extracting(GameLog.Line::text)
        .contains("Ann passes (start of the Challenge Step).")
        .anyMatch(text -> text.startsWith("Bo passes automatically ("));

    robot.clickOn("#show-passes");
    assertThat(t().log()).noneMatch(l -> l.kind() == org.ponytable.engine.view.EventWords.Kind.PASS);
  }

  @Test
  void aFriendThatGainsATokenWhenMovedShowsTheMovesWholeCost(FxRobot robot) {
    Position p = new Position(AbilityCards.POOL).turn(3, 0).name(0, "Ann").name(1, "Bo").tokens(0, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    p.deck(0, "f-y1");
    int mover = p.play(0, "ab-mover", Area.home(0));
    show(robot, p);
    lift(robot);
    robot.clickOn("#card-" + mover);
    assertThat(t().cardChoices()).isNotEmpty().allSatisfy(c -> assertThat(c.detail()).isEqualTo("2 tokens"));
    assertThat(robot.lookup(".choice").queryAllAs(Button.class))
        .anyMatch(b -> b.getText().startsWith("Move") && b.getText().endsWith("2 tokens"));
  }

  @Test
  void aPlayerChangesTheirStopsInTheDialogForThisGameAndTheirSeat(FxRobot robot) {
    Table table = new Table(2, 1);
    show(robot, table.p);
    lift(robot);
    robot.interact(w::stopsDialog);
    assertThat(w.stopsDialogShown().getTitle()).isEqualTo("Stops for Bo");
    // Bo stops in Ann's turn at the start of her Score Phase; no faceoff stops.
    robot.clickOn("#stop-theirs-score-phase-start");
    robot.clickOn("#stop-faceoffs");
    robot.clickOn(robot.lookup(".button").queryAllAs(Button.class).stream()
        .filter(b -> "OK".equals(b.getText())).findFirst().orElseThrow());
    Stops bo = w.viewModel().session().stops(1);
    assertThat(bo.theirTurn()).containsExactly(org.ponytable.engine.state.Stage.SCORE_PHASE_START);
    assertThat(bo.faceoffs()).isFalse();
    assertThat(bo.yourTurn()).isEqualTo(Stops.DEFAULT.yourTurn());
    assertThat(w.viewModel().session().stops(0)).as("Ann's are hers").isEqualTo(Stops.DEFAULT);
    assertThat(settings.stops.get(1)).isEqualTo(bo);
    assertThat(settings.stops.get(0)).isEqualTo(Stops.DEFAULT);
  }
}
