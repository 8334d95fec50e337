package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ListView;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The table at a laptop's 1366x768 fits; at larger windows the same table is drawn larger. */
@ExtendWith(ApplicationExtension.class)
class TableScalingUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));

  private Stage stage;
  /** The first demo game with a faceoff panel at turn 13 and cards at both Problems. */
  private static final long CROWDED = DemoSeeds.first(SHIPPED, 13, vm -> vm.table().faceoff() != null
      && vm.table().view().play().stream().map(c -> c.status().area()).filter(a -> a.isProblem()).distinct().count() >= 2
      && vm.table().view().play().stream().filter(c -> c.status().area().isProblem()
          && c.def() != null && c.def().type() != org.ponytable.engine.terms.CardType.PROBLEM).count() >= 2);

  private MainWindow w;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    Settings s = new Settings();
    s.animations = false;
    w = new MainWindow(stage, s, SHIPPED, 1366, 768);
    w.setAutosaveFile(null);
    w.tableView().setHoverZoom(false);
    // A crowded moment: a faceoff panel, a full hand, cards on both Problems.
    PonyTableApp.startDemo(w, SHIPPED, CROWDED, 13);
    stage.show();
  }

  private void resize(FxRobot robot, double width, double height) {
    robot.interact(() -> {
      stage.setWidth(width);
      stage.setHeight(height);
    });
    WaitForAsyncUtils.waitForFxEvents();
  }

  private List<CardNode> cards() {
    List<CardNode> out = new ArrayList<>();
    collect(w.scene().getRoot(), out);
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

  private CardNode handCard() {
    return cards().stream().filter(c -> c.getStyleClass().contains("in-hand")).findFirst().orElseThrow();
  }

  private static Bounds scene(Node n) {
    return n.localToScene(n.getBoundsInLocal());
  }

  @Test
  void atTheSmallestSupportedSizeNothingSpillsOrIsSqueezed(FxRobot robot) {
    resize(robot, 1366, 768);
    double sw = w.scene().getWidth();
    double sh = w.scene().getHeight();
    assertThat(cards()).hasSizeGreaterThan(15);
    for (CardNode c : cards()) {
      Bounds b = scene(c);
      assertThat(b.getMinX()).as("left edge of %s", c.title()).isGreaterThanOrEqualTo(-0.5);
      assertThat(b.getMinY()).as("top edge of %s", c.title()).isGreaterThanOrEqualTo(-0.5);
      assertThat(b.getMaxX()).as("right edge of %s", c.title()).isLessThanOrEqualTo(sw + 0.5);
      assertThat(b.getMaxY()).as("bottom edge of %s", c.title()).isLessThanOrEqualTo(sh + 0.5);
    }
    // Every row of the board and every panel at the side gets at least the height it asks for
    // (the log and the side panel's body are the parts meant to shrink and scroll).
    for (String box : List.of("#board", "#side")) {
      Region parent = robot.lookup(box).queryAs(Region.class);
      for (Node n : parent.getChildrenUnmodifiable()) {
        if (n instanceof Region r && !(n instanceof ListView<?>) && !(n instanceof javafx.scene.control.ScrollPane)) {
          assertThat(r.getHeight()).as("%s child %s", box, r.getStyleClass())
              .isGreaterThanOrEqualTo(r.prefHeight(r.getWidth()) - 1);
        }
      }
    }
    // The hand stops before the big button.
    double button = scene(robot.lookup("#primary").query()).getMinX();
    for (CardNode c : cards()) {
      if (c.getStyleClass().contains("in-hand")) {
        assertThat(scene(c).getMaxX()).as("hand card %s", c.title()).isLessThan(button);
      }
    }
  }

  @Test
  void cardsAndTextGrowWithTheWindow(FxRobot robot) {
    resize(robot, 1366, 768);
    double small = scene(handCard()).getWidth();
    double smallText = scene(robot.lookup("#primary").query()).getHeight();
    resize(robot, 2732, 1536);
    assertThat(w.scene().getWidth()).isEqualTo(2732);
    double large = scene(handCard()).getWidth();
    double largeText = scene(robot.lookup("#primary").query()).getHeight();
    assertThat(large / small).isCloseTo(2.0, org.assertj.core.data.Offset.offset(0.1));
    assertThat(largeText / smallText).isCloseTo(2.0, org.assertj.core.data.Offset.offset(0.1));
  }
}
