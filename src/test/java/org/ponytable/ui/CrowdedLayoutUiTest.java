package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 9, finding 4: at 1366x768 the most crowded table (full hand, characters on both sides of
 * both Problems, a faceoff with ten flips) keeps the menu bar, the top seat, the hand row, Undo,
 * Redo and the main button inside the window for every kind of decision, and the scene never
 * shifts: a side panel with more than fits scrolls instead of pushing the table.
 */
@ExtendWith(ApplicationExtension.class)
class CrowdedLayoutUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));
  private static final GameSession PLAYED = CrowdedTable.sendHome(SHIPPED.pool());

  private MainWindow w;

  @Start
  void start(Stage stage) {
    Settings s = new Settings();
    s.animations = false;
    w = new MainWindow(stage, s, SHIPPED, 1366, 768);
    w.setAutosaveFile(null);
    w.tableView().setHoverZoom(false);
    stage.show();
  }

  private void show(FxRobot robot, GameSession g) {
    robot.interact(() -> {
      w.show(g);
      if (w.viewModel().table().curtain()) {
        w.viewModel().liftCurtain();
      }
    });
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static Bounds scene(Node n) {
    return n.localToScene(n.getBoundsInLocal());
  }

  private void assertInside(FxRobot robot, String what) {
    double sw = w.scene().getWidth();
    double sh = w.scene().getHeight();
    Node menu = w.scene().getRoot().lookup(".menu-bar");
    assertThat(scene(menu).getMinY()).as("%s: the menu bar's top", what).isGreaterThanOrEqualTo(-0.5);
    double below = scene(menu).getMaxY();
    List<Node> parts = new ArrayList<>();
    for (String id : List.of("#seat-1", "#zone-home-1", "#hand-backs-1", "#seat-0", "#zone-home-0", "#hand-0",
        "#primary", "#undo", "#redo", "#side")) {
      Node n = robot.lookup(id).query();
      assertThat(n).as("%s: %s", what, id).isNotNull();
      parts.add(n);
    }
    for (CardNode c : cards(w.scene().getRoot())) {
      if (c.getStyleClass().contains("in-hand")) {
        parts.add(c);
      }
    }
    for (Node n : parts) {
      Bounds b = scene(n);
      String name = n.getId() != null ? n.getId() : n.toString();
      assertThat(b.getMinX()).as("%s: left of %s", what, name).isGreaterThanOrEqualTo(-0.5);
      assertThat(b.getMinY()).as("%s: top of %s, below the menu bar", what, name).isGreaterThanOrEqualTo(below - 0.5);
      assertThat(b.getMaxX()).as("%s: right of %s", what, name).isLessThanOrEqualTo(sw + 0.5);
      assertThat(b.getMaxY()).as("%s: bottom of %s", what, name).isLessThanOrEqualTo(sh + 0.5);
    }
    // The table starts right under the menu bar: it never shifts up over it.
    assertThat(scene(w.tableView()).getMinY()).as("%s: the table's top", what).isCloseTo(below,
        org.assertj.core.data.Offset.offset(0.5));
  }

  private static List<CardNode> cards(Node n) {
    List<CardNode> out = new ArrayList<>();
    collect(n, out);
    return out;
  }

  private static void collect(Node n, List<CardNode> out) {
    if (n instanceof CardNode c && c.isVisible()) {
      out.add(c);
    }
    if (n instanceof Parent p) {
      p.getChildrenUnmodifiable().forEach(child -> collect(child, out));
    }
  }

  @Test
  void losingAChallengeWithTenFlipsFitsWithItsChoice(FxRobot robot) {
    show(robot, PLAYED);
    var t = w.viewModel().table();
    assertThat(t.view().decision().kind()).isEqualTo(DecisionKind.SEND_HOME);
    assertThat(t.faceoff()).isNotNull();
    assertThat(t.faceoff().flips().get(0)).hasSize(5);
    assertThat(t.view().seats().get(0).hand()).hasSize(12);
    assertThat(robot.lookup("#faceoff").tryQuery()).isPresent();
    assertInside(robot, "SEND_HOME after the challenge");
  }

  @Test
  void everyDecisionKindFitsOnTheCrowdedTable(FxRobot robot) {
    for (DecisionKind kind : DecisionKind.values()) {
      show(robot, CrowdedTable.with(PLAYED, kind));
      assertThat(w.viewModel().table().view().decision().kind()).isEqualTo(kind);
      assertThat(w.viewModel().table().faceoff()).as("%s keeps the faceoff panel", kind).isNotNull();
      assertInside(robot, kind.name());
    }
  }
}
