package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.TableView;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 14: a render keeps the card nodes it can, and a moved card is the node it was. */
@ExtendWith(ApplicationExtension.class)
class CardNodesKeptUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));

  private MainWindow w;

  @Start
  void start(Stage stage) {
    Settings s = new Settings();
    s.animations = false;
    w = new MainWindow(stage, s, SHIPPED, 1366, 768);
    w.setAutosaveFile(null);
    // A game in its Main Phase where the player at the screen can move a card in play.
    PonyTableApp.startDemo(w, SHIPPED, DemoSeeds.first(SHIPPED, 9, vm -> vm.table().view().legalActions().stream()
        .anyMatch(a -> a instanceof Action.Move)), 9);
    stage.show();
  }

  private TableViewModel.Table t() {
    return w.viewModel().table();
  }

  /** The board's card nodes by card id. */
  private Map<Integer, CardNode> boardNodes() {
    Map<Integer, CardNode> out = new java.util.HashMap<>();
    collect(w.tableView().lookup("#board"), out);
    return out;
  }

  private static void collect(Node n, Map<Integer, CardNode> out) {
    if (n instanceof CardNode c && c.cardId() >= 0) {
      out.put(c.cardId(), c);
    }
    if (n instanceof Parent p) {
      p.getChildrenUnmodifiable().forEach(child -> collect(child, out));
    }
  }

  @Test
  void selectingAndMovingACardKeepsEveryNode(FxRobot robot) {
    Action.Move move = (Action.Move) t().view().legalActions().stream().filter(a -> a instanceof Action.Move)
        .findFirst().orElseThrow();
    Map<Integer, CardNode> before = boardNodes();
    assertThat(before).containsKey(move.card());
    TableView view = w.tableView();
    long built = view.cardNodesBuilt();

    robot.interact(() -> w.viewModel().clickCard(move.card()));
    WaitForAsyncUtils.waitForFxEvents();
    Map<Integer, CardNode> selected = boardNodes();
    assertThat(TestWindows.marked(selected.get(move.card()), "selected")).as("selected").isTrue();
    // The same objects, not equal copies: a selection builds no card.
    Map<CardNode, Boolean> same = new IdentityHashMap<>();
    before.values().forEach(n -> same.put(n, true));
    assertThat(selected.values()).allSatisfy(n -> assertThat(same).containsKey(n));
    assertThat(view.cardNodesBuilt()).isEqualTo(built);

    robot.interact(() -> w.viewModel().choose(new TableViewModel.Choice("", "", move, null)));
    WaitForAsyncUtils.waitForFxEvents();
    CardView moved = t().view().play().stream().filter(c -> c.id() == move.card()).findFirst().orElseThrow();
    assertThat(moved.status().area()).isEqualTo(move.to());
    Node zone = w.tableView().lookup("#" + TableView.zoneId(move.to()));
    Map<Integer, CardNode> inZone = new java.util.HashMap<>();
    collect(zone, inZone);
    // Moved to another zone, it is the node it was, no longer marked as selected.
    assertThat(inZone.get(move.card())).isSameAs(before.get(move.card()));
    assertThat(TestWindows.marked(inZone.get(move.card()), "selected")).as("not selected").isFalse();
  }

  @Test
  void aNewStageLightsItsPhaseOnTheSameTurnCardAndLeavesTheLogInPlace(FxRobot robot) {
    Node turnCard = w.tableView().lookup(".turn-card");
    Node log = w.tableView().lookup(".game-log");
    var stageBefore = t().turn().stage();
    assertThat(litPhases(turnCard)).containsExactly(phaseName(stageBefore));

    robot.interact(() -> w.viewModel().applyFirst(Action.Pass.class, a -> true));
    WaitForAsyncUtils.waitForFxEvents();
    var stageAfter = t().turn().stage();
    assertThat(stageAfter).isNotEqualTo(stageBefore);
    // Kept, not built again: a new node in the side column restyles the log with it.
    assertThat(w.tableView().lookup(".turn-card")).isSameAs(turnCard);
    assertThat(w.tableView().lookup(".game-log")).isSameAs(log);
    assertThat(litPhases(turnCard)).containsExactly(phaseName(stageAfter));
  }

  private static String phaseName(org.ponytable.engine.state.Stage stage) {
    return stage.phase().display().replace(" Phase", "");
  }

  private static java.util.List<String> litPhases(Node turnCard) {
    return turnCard.lookupAll(".phase-name").stream().filter(n -> TestWindows.marked(n, "now"))
        .map(n -> ((javafx.scene.control.Label) n).getText()).toList();
  }
}
