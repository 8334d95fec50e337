package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.persistence.ScenarioRun;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.workbench.OpenView;
import org.ponytable.ui.workbench.Workbench;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The rules tester's workbench at the table: open view, position editor, never in a Match (issue 13). */
@ExtendWith(ApplicationExtension.class)
class WorkbenchUiTest {
  private MainWindow w;
  private final StubDialogs dialogs = new StubDialogs();
  private Path dir;
  private int deckTop;
  private int deckSecond;
  private int boHand;
  private int lurker;

  @Start
  void start(Stage stage) throws IOException {
    dir = Files.createTempDirectory("ponytable-workbench");
    w = TestWindows.open(stage, dialogs);
  }

  private GameState position() {
    Position p = AbilityCards.mainPhaseTable().name(0, "Ann").name(1, "Bo").tokens(0, 2);
    deckTop = p.deck(0, "f-y1");
    deckSecond = p.deck(0, "f-y2");
    p.hand(0, "f-y3");
    boHand = p.hand(1, "f-p2");
    lurker = p.playFaceDown(1, "tm-4", Area.problem(0));
    return p.start();
  }

  /** Ann's first card in hand. */
  private int s0hand() {
    return w.viewModel().session().state().player(0).hand().get(0);
  }

  private Workbench wb() {
    return w.workbench();
  }

  /** Presses an editor button as a click would; the editor scrolls, so some buttons are out of sight. */
  private static void press(FxRobot robot, String id) {
    javafx.scene.control.ButtonBase b = robot.lookup(id).query();
    assertThat(b.isDisabled()).isFalse();
    robot.interact(b::fire);
  }

  private static boolean shown(Node n) {
    return n.isVisible() && n.isManaged() && n.getScene() != null;
  }

  @Test
  void aWorkbenchGameIsMarkedHasNoCurtainAndShowsEveryHiddenCard(FxRobot robot) {
    robot.interact(() -> w.show(GameSession.fromPosition(position(), GameSession.Mode.WORKBENCH, false)));
    assertThat(w.viewModel().table().curtain()).as("no curtain in workbench games").isFalse();
    assertThat(shown(robot.lookup("#workbench-banner").query())).isTrue();
    assertThat(robot.lookup("#workbench-banner").queryLabeled().getText()).startsWith("Workbench: both hands open");
    TreeView<?> tree = robot.lookup("#workbench-open-view").query();
    assertThat(shown(tree)).isTrue();
    assertThat(text(tree)).contains("Draw deck, top first (2)").contains("1. f-y1 #" + deckTop)
        .contains("2. f-y2 #" + deckSecond).contains("f-p2 #" + boHand)
        .contains("tm-4 #" + lurker + ", at Ann's Problem, face down");
    assertThat(text(tree)).isEqualTo(String.join("\n", OpenView.lines(w.viewModel().session().state())));
  }

  @Test
  void theOpenViewFollowsTheGame(FxRobot robot) {
    robot.interact(() -> w.show(GameSession.fromPosition(position(), GameSession.Mode.WORKBENCH, false)));
    TreeView<?> tree = robot.lookup("#workbench-open-view").query();
    robot.interact(() -> w.viewModel().applyFirst(Action.Draw.class, a -> true));
    assertThat(w.viewModel().session().state().player(0).hand()).contains(deckTop);
    assertThat(text(tree)).contains("Draw deck, top first (1)").contains("1. f-y2 #" + deckSecond)
        .doesNotContain("1. f-y1 #");
    assertThat(w.viewModel().session().canUndo(0)).as("a draw is undone, as in Practice").isTrue();
  }

  /** Every line of the open view as drawn, indented by depth. */
  private static String text(TreeView<?> tree) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (var c : tree.getRoot().getChildren()) {
      flatten(c, 0, out);
    }
    return String.join("\n", out);
  }

  private static void flatten(javafx.scene.control.TreeItem<?> item, int depth, java.util.List<String> out) {
    out.add("  ".repeat(depth) + item.getValue());
    for (var c : item.getChildren()) {
      flatten(c, depth + 1, out);
    }
  }

  @Test
  void aTesterEditsThePositionAndSavesItAsAScenarioTheRunnerPasses(FxRobot robot) throws Exception {
    robot.interact(() -> w.show(GameSession.fromPosition(position(), GameSession.Mode.WORKBENCH, false)));
    // A click on a card of the table selects it for the editor.
    robot.clickOn("#" + org.ponytable.ui.cards.CardNode.ID_PREFIX + s0hand());
    assertThat(wb().selected()).isEqualTo(s0hand());
    // The second card of Ann's deck goes to her hand.
    robot.interact(() -> wb().select(deckSecond));
    robot.interact(() -> wb().editor().choosePlace("Hand"));
    press(robot, "#editor-move");
    GameState s = w.viewModel().session().state();
    assertThat(s.player(0).hand()).contains(deckSecond);
    assertThat(s.player(0).drawDeck()).containsExactly(deckTop);
    assertThat(wb().message()).startsWith("Moved to hand");
    // Bo has 7 points and 3 tokens.
    robot.interact(() -> wb().editor().setPlayer(1, 7, 3));
    s = w.viewModel().session().state();
    assertThat(s.player(1).score()).isEqualTo(7);
    assertThat(s.player(1).tokens()).isEqualTo(3);
    // A Friend of the pool joins Bo's home.
    robot.interact(() -> {
      wb().editor().choosePoolCard("f-pb");
      wb().editor().choosePlace("In play, Bo's home");
    });
    robot.interact(() -> ((javafx.scene.control.ComboBox<?>) robot.lookup("#editor-owner").query())
        .getSelectionModel().select(1));
    press(robot, "#editor-add");
    s = w.viewModel().session().state();
    int added = s.cards().size() - 1;
    assertThat(s.inPlay(added).area()).isEqualTo(Area.home(1));
    assertThat(text(robot.lookup("#workbench-open-view").<TreeView<?>>query())).as("the open view follows edits")
        .contains("f-pb #" + added);

    dialogs.file = dir.resolve("edited.json");
    robot.interact(w::savePositionDialog);
    assertThat(dialogs.shown).isEmpty();
    ScenarioRun run = new ScenarioLoader(TestLibrary.get().pool()).load(dialogs.file).run();
    assertThat(run.passed()).as("%s", run.failures()).isTrue();
    String text = Files.readString(dialogs.file);
    assertThat(text).contains("\"scores\" : [ 0, 7 ]").contains("f-pb");
    // Save as can't replay an edited position, and says where it can be kept instead.
    dialogs.file = dir.resolve("game.json");
    robot.interact(w::saveDialog);
    assertThat(dialogs.shown).singleElement().asString().startsWith("This game can't be saved as a game")
        .contains("Save position as scenario");
    assertThat(dialogs.file).doesNotExist();
  }

  @Test
  void theTurnControlsSetTheStageWithItsHistoryAndACardGoesBeneathAnother(FxRobot robot) throws Exception {
    robot.interact(() -> w.show(GameSession.fromPosition(position(), GameSession.Mode.WORKBENCH, false)));
    GameState s = w.viewModel().session().state();
    int annMane = s.play().stream().filter(c -> s.type(c.id()) == org.ponytable.engine.terms.CardType.MANE_CHARACTER
        && s.owner(c.id()) == 0).findFirst().orElseThrow().id();
    int annProblem = s.play().stream().filter(c -> s.type(c.id()) == org.ponytable.engine.terms.CardType.PROBLEM
        && s.owner(c.id()) == 0).findFirst().orElseThrow().id();
    // Glossary, Pumped: the top card of Ann's deck goes beneath her Mane Character.
    robot.interact(() -> {
      wb().select(deckTop);
      wb().editor().chooseOtherCard(annMane);
    });
    press(robot, "#editor-beneath");
    GameState t = w.viewModel().session().state();
    assertThat(t.player(0).beneath()).containsEntry(deckTop, annMane);
    assertThat(wb().message()).startsWith("Put beneath");

    // A stage the rules don't allow with that history is refused in words, and nothing changes.
    robot.interact(() -> wb().editor().chooseStage(org.ponytable.engine.state.Stage.CONFRONT_STEP_START));
    press(robot, "#editor-set-stage");
    assertThat(robot.lookup("#editor-message").queryLabeled().getText()).startsWith("Not done:")
        .contains("say which is being confronted");
    assertThat(w.viewModel().session().state()).isSameAs(t);

    // 610.1, 612: Ann confronted her own Problem; only Bo's is left, so its Confront Step starts.
    robot.interact(() -> wb().editor().chooseStage(org.ponytable.engine.state.Stage.CHOOSE_CONFRONT,
        "editor-confronted-" + annProblem));
    press(robot, "#editor-set-stage");
    GameState u = w.viewModel().session().state();
    assertThat(u.scoreBook().confronted()).containsExactly(annProblem);
    assertThat(u.stage()).isEqualTo(org.ponytable.engine.state.Stage.CONFRONT_STEP_START);
    javafx.scene.control.CheckBox box = robot.lookup("#editor-confronted-" + annProblem).query();
    assertThat(box.isSelected()).as("the boxes show the history of the game on the table").isTrue();

    dialogs.file = dir.resolve("confronted.json");
    robot.interact(w::savePositionDialog);
    assertThat(dialogs.shown).isEmpty();
    String text = Files.readString(dialogs.file);
    assertThat(text).contains("\"confronting\"").contains("\"beneath\"");
    ScenarioRun run = new ScenarioLoader(TestLibrary.get().pool()).load(dialogs.file).run();
    assertThat(run.passed()).as("%s", run.failures()).isTrue();
  }

  @Test
  void aRefusedEditSaysWhyAndChangesNothingAndEditsAreUndone(FxRobot robot) {
    robot.interact(() -> w.show(GameSession.fromPosition(position(), GameSession.Mode.WORKBENCH, false)));
    GameSession before = w.viewModel().session();
    robot.interact(() -> wb().editor().setPlayer(0, 15, 2));
    assertThat(w.viewModel().session()).isSameAs(before);
    assertThat(robot.lookup("#editor-message").queryLabeled().getText()).startsWith("Not done:")
        .contains("103.1");
    robot.interact(() -> wb().select(boHand));
    press(robot, "#editor-priority-1");
    assertThat(w.viewModel().session().state().actor()).isEqualTo(1);
    assertThat(w.viewModel().table().curtain()).isFalse();
    press(robot, "#editor-undo");
    assertThat(w.viewModel().session()).isSameAs(before);
    assertThat(w.viewModel().session().state().actor()).isZero();
    press(robot, "#editor-redo");
    assertThat(w.viewModel().session().state().actor()).isEqualTo(1);
  }

  @Test
  void aMatchGameHasNoOpenViewNoEditorAndNeverBecomesAWorkbenchGame(FxRobot robot) {
    robot.interact(() -> w.show(GameSession.fromPosition(position(), GameSession.Mode.MATCH, false)));
    robot.clickOn("#lift-curtain");
    assertThat(shown(robot.lookup("#workbench-banner").query())).isFalse();
    assertThat(shown(robot.lookup("#workbench-panel").query())).isFalse();
    TreeView<?> tree = robot.lookup("#workbench-open-view").query();
    assertThat(tree.getRoot()).as("nothing hidden is kept, even out of sight").isNull();
    GameSession match = w.viewModel().session();
    robot.interact(() -> assertThat(wb().edit("cheat", s -> s.withPlayer(0, s.player(0).withScore(9)))).isFalse());
    assertThat(w.viewModel().session()).isSameAs(match);
    assertThat(match.state().player(0).score()).isZero();
    robot.interact(w::enterWorkbench);
    assertThat(dialogs.shown).singleElement().asString().startsWith("Not in a Match game");
    assertThat(match.mode()).isEqualTo(GameSession.Mode.MATCH);
    assertThat(shown(robot.lookup("#workbench-panel").query())).isFalse();
  }

  @Test
  void aNewWorkbenchGameIsPlayedByTheTesterAtBothSeats(FxRobot robot) {
    org.ponytable.engine.rules.GameSetup setup = new org.ponytable.engine.rules.GameSetup(java.util.List.of(
        new org.ponytable.engine.rules.GameSetup.Seat("Ann", org.ponytable.engine.TestCards.sunDeck()),
        new org.ponytable.engine.rules.GameSetup.Seat("Bo", org.ponytable.engine.TestCards.starDeck())), 5, 0);
    robot.interact(() -> w.start(setup, GameSession.Mode.WORKBENCH,
        java.util.Arrays.asList(null, org.ponytable.ai.Level.EASY)));
    assertThat(w.viewModel().session().mode()).isEqualTo(GameSession.Mode.WORKBENCH);
    assertThat(w.viewModel().table().curtain()).isFalse();
    assertThat(w.viewModel().table().message()).contains("the computer was left out");
    assertThat(shown(robot.lookup("#workbench-panel").query())).isTrue();
  }

  @Test
  void aPracticeGameBecomesAWorkbenchGame(FxRobot robot) {
    robot.interact(() -> w.show(GameSession.fromPosition(position(), GameSession.Mode.PRACTICE, false)));
    assertThat(w.viewModel().table().curtain()).isTrue();
    assertThat(shown(robot.lookup("#workbench-panel").query())).isFalse();
    robot.interact(w::enterWorkbench);
    assertThat(w.viewModel().session().mode()).isEqualTo(GameSession.Mode.WORKBENCH);
    assertThat(w.viewModel().table().curtain()).isFalse();
    assertThat(shown(robot.lookup("#workbench-panel").query())).isTrue();
  }
}
