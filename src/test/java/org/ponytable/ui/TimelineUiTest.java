package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.ai.Level;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.workbench.ScenarioStepperModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Workbench > Timeline, Step through a scenario and Explain at the table (issue 13). */
@ExtendWith(ApplicationExtension.class)
class TimelineUiTest {
  private MainWindow w;
  private final StubDialogs dialogs = new StubDialogs();
  private Path dir;

  @Start
  void start(Stage stage) throws IOException {
    dir = Files.createTempDirectory("ponytable-timeline");
    w = TestWindows.open(stage, dialogs);
  }

  /** p1 in their Main Phase with a Friend in play and one in hand; the actions and checks given. */
  private Path scenario(String actions, String expect) throws IOException {
    Path f = dir.resolve("s.json");
    Files.writeString(f, """
        { "stage": "MAIN_PHASE_START",
          "players": [
            { "name": "Ann", "mane": "mane-sun", "problem": "pr-y",
              "play": [ { "card": "f-y1", "label": "buff" } ],
              "hand": [ { "card": "f-y3", "label": "big" } ],
              "drawDeck": ["f-y1", "f-y2"] },
            { "name": "Bo", "mane": "mane-star", "problem": "pr-p", "drawDeck": ["f-y1"] } ],
          "actions": [%s],
          "expect": {%s} }
        """.formatted(actions, expect));
    return f;
  }

  /** A Practice game on the table with two passes played. */
  private GameSession practiceGame(GameSession.Mode mode) throws Exception {
    ScenarioStepperModel m = ScenarioStepperModel.open(scenario("\"pass\", \"pass\"", ""), TestCards.POOL);
    m.toEnd();
    GameSession g = m.tableGame();
    g.setMode(mode);
    return g;
  }

  @Test
  void theTimelineScrubsBackAndBranchesANewLine(FxRobot robot) throws Exception {
    GameSession g = practiceGame(GameSession.Mode.WORKBENCH);
    int end = g.history().size();
    robot.interact(() -> w.show(g));
    robot.interact(w::timelineDialog);
    assertThat(dialogs.shown).isEmpty();
    Stage timeline = w.timelineTools().timeline().stage();
    assertThat(timeline.isShowing()).isTrue();
    ListView<String> points = robot.from(timeline.getScene().getRoot()).lookup("#timeline-points").queryListView();
    assertThat(points.getItems()).hasSize(end + 1);
    assertThat(points.getItems().get(end)).startsWith("\u25b6 ");
    // Scrub back to the start: the table follows, the later points stay ahead.
    robot.clickOn(robot.from(points).lookup(".list-cell").nth(0).queryAs(javafx.scene.Node.class));
    robot.interact(() -> { });
    assertThat(w.viewModel().session().history()).isEmpty();
    assertThat(points.getItems().get(0)).startsWith("\u25b6 Start");
    assertThat(points.getItems().get(end)).endsWith("(ahead: redo)");
    Label status = robot.from(timeline.getScene().getRoot()).lookup("#timeline-status").query();
    assertThat(status.getText()).isEqualTo("Point 0 of " + end + " on the table; " + end + " ahead");
    // Compare the start with the end while both are on the timeline.
    ComboBox<Integer> to = robot.from(timeline.getScene().getRoot()).lookup("#timeline-to").queryComboBox();
    robot.interact(() -> to.setValue(end));
    robot.clickOn("#timeline-compare");
    TextArea changes = robot.from(timeline.getScene().getRoot()).lookup("#timeline-changes").query();
    assertThat(changes.getText()).contains("moment: turn 1, Main Phase -> turn 1, end of the Main Phase");
    // Branch: a new line from the start, the old one kept.
    robot.clickOn("#timeline-branch");
    assertThat(w.viewModel().session().canRedo()).isFalse();
    assertThat(points.getItems()).hasSize(1);
    ComboBox<?> lines = robot.from(timeline.getScene().getRoot()).lookup("#timeline-lines").queryComboBox();
    assertThat(lines.getItems()).hasSize(1);
    // Playing on at the table continues the new line, and the timeline follows.
    robot.interact(() -> w.viewModel().liftCurtain());
    robot.interact(() -> w.viewModel().primary());
    assertThat(w.viewModel().session().history()).hasSize(1);
    assertThat(points.getItems()).hasSize(2);
    // The old line is still there to go back to.
    robot.interact(() -> w.viewModel().undo());
    robot.clickOn("#timeline-switch");
    assertThat(w.viewModel().session().history()).hasSize(end);
  }

  @Test
  void theStepperStepsToAFailingCheck(FxRobot robot) throws Exception {
    dialogs.file = scenario("\"pass\"", "\"handSizes\": [1, 0], \"scores\": [5, 0]");
    robot.interact(w::stepperDialog);
    assertThat(dialogs.shown).isEmpty();
    Stage stepper = w.timelineTools().stepper().stage();
    assertThat(stepper.isShowing()).isTrue();
    Label summary = robot.from(stepper.getScene().getRoot()).lookup("#stepper-summary").query();
    assertThat(summary.getText()).contains("the checks are made after the last action");
    assertThat(w.viewModel().session().mode()).isEqualTo(GameSession.Mode.WORKBENCH);
    assertThat(w.viewModel().session().history()).isEmpty();
    robot.clickOn("#stepper-next");
    assertThat(w.viewModel().session().history()).hasSize(1);
    assertThat(summary.getText()).isEqualTo("1 of 4 checks fail.");
    ListView<ScenarioStepperModel.CheckLine> checks =
        robot.from(stepper.getScene().getRoot()).lookup("#stepper-checks").queryListView();
    assertThat(checks.getItems().get(0).text()).startsWith("FAIL").contains("p1 has 0 points, expected 5");
    assertThat(checks.getItems().get(1).text()).startsWith("PASS");
    robot.clickOn("#stepper-back");
    assertThat(w.viewModel().session().history()).isEmpty();
  }

  @Test
  void theStepperShowsTheEnginesReasonForARefusedAction(FxRobot robot) throws Exception {
    dialogs.file = scenario("\"pass\", \"play big\"", "\"handSizes\": [1, 0]");
    robot.interact(w::stepperDialog);
    robot.clickOn("#stepper-end");
    Stage stepper = w.timelineTools().stepper().stage();
    TextArea refusal = robot.from(stepper.getScene().getRoot()).lookup("#stepper-refusal").query();
    assertThat(refusal.getText()).contains("/actions/1").contains("'play big' is not a legal action now");
  }

  @Test
  void aBadScenarioFileIsALocatedErrorInPlainWords(FxRobot robot) throws Exception {
    dialogs.file = scenario("\"dance buff\"", "");
    robot.interact(w::stepperDialog);
    assertThat(dialogs.shown).singleElement().asString().startsWith("Could not step through s.json")
        .contains("s.json:").contains("no verb 'dance'");
  }

  @Test
  void theExplainPaneTellsPowerAndWhyNot(FxRobot robot) throws Exception {
    robot.interact(() -> {
      try {
        ScenarioStepperModel m = ScenarioStepperModel.open(scenario("", ""), TestCards.POOL);
        w.show(m.tableGame());
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    });
    robot.interact(w::explainDialog);
    Stage explain = w.timelineTools().explain().stage();
    TextArea lines = robot.from(explain.getScene().getRoot()).lookup("#explain-card-lines").query();
    assertThat(lines.getText()).contains("in play at").contains("now: power");
    // Selecting a card at the table explains it: buff (f-y1) has no modifier.
    int buff = w.viewModel().session().labels().get("buff");
    robot.interact(() -> w.viewModel().liftCurtain());
    robot.interact(() -> w.viewModel().clickCard(buff));
    assertThat(lines.getText()).startsWith("buff (#" + buff + " f-y1), in play at home:p1")
        .contains("no continuous modifier changes it");
    TextField action = robot.from(explain.getScene().getRoot()).lookup("#explain-action").query();
    robot.interact(() -> action.setText("play big"));
    robot.clickOn("#explain-why");
    TextArea why = robot.from(explain.getScene().getRoot()).lookup("#explain-why-text").query();
    // The scenario's labels are understood; f-y3 is not playable here and the engine says why.
    assertThat(why.getText()).startsWith("'play big' is not legal: ");
    robot.interact(() -> action.setText("play nobody"));
    robot.clickOn("#explain-why");
    assertThat(why.getText()).startsWith("Can't read 'play nobody'");
    robot.interact(() -> action.setText("pass"));
    robot.clickOn("#explain-why");
    assertThat(why.getText()).isEqualTo("'pass' is legal: pass");
  }

  @Test
  void everyToolIsRefusedInAMatchGame(FxRobot robot) throws Exception {
    GameSession g = practiceGame(GameSession.Mode.MATCH);
    robot.interact(() -> w.show(g));
    dialogs.file = scenario("\"pass\"", "");
    robot.interact(w::timelineDialog);
    robot.interact(w::stepperDialog);
    robot.interact(w::explainDialog);
    assertThat(dialogs.shown).hasSize(3);
    assertThat(dialogs.shown.get(0)).startsWith("Workbench games only").contains("never a Match game");
    assertThat(dialogs.shown.get(1)).startsWith("Not in a Match game").contains("A Match game is on the table");
    assertThat(dialogs.shown.get(2)).startsWith("Workbench games only");
    assertThat(w.timelineTools().timeline().stage()).isNull();
    assertThat(w.timelineTools().stepper().stage()).isNull();
    assertThat(w.timelineTools().explain().stage()).isNull();
    assertThat(w.viewModel().session()).isSameAs(g);
  }

  @Test
  void aPracticeGameKeepsItsHandsHiddenFromTheTimelineAndExplain(FxRobot robot) throws Exception {
    GameSession g = practiceGame(GameSession.Mode.PRACTICE);
    robot.interact(() -> w.show(g));
    robot.interact(w::timelineDialog);
    robot.interact(w::explainDialog);
    assertThat(dialogs.shown).hasSize(2).allSatisfy(s -> assertThat(s).startsWith("Workbench games only")
        .contains("Game > Workbench"));
    assertThat(w.timelineTools().timeline().stage()).isNull();
    assertThat(w.timelineTools().explain().stage()).isNull();
  }

  @Test
  void aMatchGameComingToTheTableClosesTheTools(FxRobot robot) throws Exception {
    GameSession practice = practiceGame(GameSession.Mode.WORKBENCH);
    robot.interact(() -> w.show(practice));
    robot.interact(w::timelineDialog);
    robot.interact(w::explainDialog);
    assertThat(w.timelineTools().timeline().stage().isShowing()).isTrue();
    GameSession match = practiceGame(GameSession.Mode.MATCH);
    robot.interact(() -> w.show(match));
    assertThat(w.timelineTools().timeline().stage().isShowing()).isFalse();
    assertThat(w.timelineTools().explain().stage().isShowing()).isFalse();
  }

  @Test
  void theTimelineIsRefusedAgainstTheComputer(FxRobot robot) {
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
        new GameSetup.Seat("Computer", TestCards.starDeck())), 5, 0);
    robot.interact(() -> w.start(setup, GameSession.Mode.PRACTICE, Arrays.asList(null, Level.EASY)));
    robot.interact(w::timelineDialog);
    robot.interact(w::stopComputers);
    assertThat(dialogs.shown).singleElement().asString().startsWith("Not with the computer playing");
    assertThat(w.timelineTools().timeline().stage()).isNull();
  }
}
