package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.FaceoffSummary;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Discard piles and banished zones open from their counts; faceoff flips are drawn as cards. */
@ExtendWith(ApplicationExtension.class)
class PilesUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));

  private MainWindow w;

  @Start
  void start(Stage stage) {
    Settings s = new Settings();
    s.animations = false;
    w = new MainWindow(stage, s, SHIPPED, 1366, 768);
    w.setAutosaveFile(null);
    // A demo game at turn 13 where both discard piles hold cards and a faceoff has just ended.
    PonyTableApp.startDemo(w, SHIPPED, DemoSeeds.first(SHIPPED, 13, vm -> {
      var t = vm.table();
      return t.faceoff() != null && !t.faceoff().flips().get(0).isEmpty() && !t.faceoff().flips().get(1).isEmpty()
          && !t.view().seats().get(0).discard().isEmpty() && !t.view().seats().get(1).discard().isEmpty();
    }), 13);
    stage.show();
  }

  private TableViewModel.Table t() {
    return w.viewModel().table();
  }

  private static List<CardNode> cardsIn(Node root) {
    List<CardNode> out = new ArrayList<>();
    collect(root, out);
    return out;
  }

  private static void collect(Node n, List<CardNode> out) {
    if (n instanceof CardNode c) {
      out.add(c);
    }
    if (n instanceof Parent p) {
      p.getChildrenUnmodifiable().forEach(child -> collect(child, out));
    }
  }

  @Test
  void clickingADiscardCountShowsThatPileAsCardsFromTheView(FxRobot robot) {
    int other = 1 - t().viewer();
    List<CardView> pile = t().view().seats().get(other).discard();
    assertThat(pile).isNotEmpty();
    assertThat(robot.lookup("#pile").tryQuery()).isEmpty();

    robot.clickOn("#discard-" + other);
    Node panel = robot.lookup("#pile").query();
    assertThat(panel.isVisible()).isTrue();
    assertThat(cardsIn(panel)).extracting(CardNode::cardId)
        .containsExactlyElementsOf(pile.stream().map(CardView::id).toList());
    assertThat(cardsIn(panel)).extracting(CardNode::title)
        .containsExactlyElementsOf(pile.stream().map(c -> c.def().title()).toList());
    assertThat(robot.lookup("#pile-title").queryLabeled().getText())
        .startsWith(t().view().seats().get(other).name()).contains("discard pile").contains(pile.size() + " card");

    // Esc closes the browser before it clears anything else.
    robot.type(KeyCode.ESCAPE);
    assertThat(robot.lookup("#pile").tryQuery()).isEmpty();

    // The viewer's own pile, then the banished zone, which is empty so far.
    robot.clickOn("#discard-" + t().viewer());
    assertThat(cardsIn(robot.lookup("#pile").query())).extracting(CardNode::cardId)
        .containsExactlyElementsOf(t().view().seats().get(t().viewer()).discard().stream().map(CardView::id).toList());
    robot.clickOn("#pile-close");
    robot.clickOn("#banished-" + other);
    assertThat(robot.lookup("#pile-title").queryLabeled().getText()).contains("banished").contains("0 cards");
    assertThat(cardsIn(robot.lookup("#pile").query())).isEmpty();
    robot.clickOn("#pile-close");
    assertThat(robot.lookup("#pile").tryQuery()).isEmpty();
  }

  @Test
  void faceoffFlipsAreSmallCardsWithTheirPower(FxRobot robot) {
    FaceoffSummary f = t().faceoff();
    assertThat(f).isNotNull();
    for (int p = 0; p < 2; p++) {
      List<FaceoffSummary.Flip> flips = f.flips().get(p);
      assertThat(flips).isNotEmpty();
      Node box = robot.lookup("#faceoff-flips-" + p).query();
      List<CardNode> drawn = cardsIn(box);
      assertThat(drawn).extracting(CardNode::title)
          .containsExactlyElementsOf(flips.stream().map(FaceoffSummary.Flip::title).toList());
      // Drawn without an id: where a flipped card went afterwards is not the table's to tell.
      assertThat(drawn).allSatisfy(c -> assertThat(c.getId()).isNull());
      assertThat(robot.from(box).lookup(".flip-power").queryAllAs(javafx.scene.control.Label.class))
          .extracting(javafx.scene.control.Label::getText)
          .containsExactlyElementsOf(flips.stream().map(fl -> "+" + fl.power()).toList());
    }
  }
}
