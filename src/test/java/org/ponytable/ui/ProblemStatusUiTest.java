package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 9, finding 6: at each Problem the table shows each player's power there, each part of
 * their confront requirement met or not, and who can confront (611.1-611.3e). The position is
 * {@link StatusShots#statusPosition}: at Ann's Problem (2 yellow + 2 orange for her, 4 any for
 * Bo) Ann has 3 yellow and Bo 3 purple; at Bo's (2 purple + 2 blue for him, 4 any for Ann) Bo has
 * 4 purple and 3 blue, Ann 5 orange, and Bo's face-up Troublemaker blocks her.
 */
@ExtendWith(ApplicationExtension.class)
class ProblemStatusUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));

  private MainWindow w;

  @Start
  void start(Stage stage) {
    Settings s = new Settings();
    s.animations = false;
    w = new MainWindow(stage, s, SHIPPED, 1366, 768);
    w.setAutosaveFile(null);
    w.tableView().setHoverZoom(false);
    w.show(GameSession.fromPosition(StatusShots.statusPosition(SHIPPED.pool()).start(), GameSession.Mode.PRACTICE,
        true));
    w.viewModel().liftCurtain();
    stage.show();
  }

  private static String text(FxRobot robot, String id) {
    return robot.lookup(id).queryAs(Label.class).getText();
  }

  private static boolean met(FxRobot robot, String id) {
    Node n = robot.lookup(id).query();
    assertThat(n.getStyleClass()).as(id).containsAnyOf("met", "unmet");
    return n.getStyleClass().contains("met");
  }

  @Test
  void powerRequirementsAndWhoCanConfront(FxRobot robot) {
    // Ann's Problem: Ann 3 yellow meets "2 Y" but not "2 O"; Bo's 3 falls short of "4 any".
    assertThat(text(robot, "#status-0-0-total")).isEqualTo("Ann 3");
    assertThat(text(robot, "#status-0-0-req-0")).isEqualTo("2 Y \u2713");
    assertThat(met(robot, "#status-0-0-req-0")).isTrue();
    assertThat(text(robot, "#status-0-0-req-1")).isEqualTo("2 O \u2717");
    assertThat(met(robot, "#status-0-0-req-1")).isFalse();
    assertThat(text(robot, "#status-0-0-verdict")).isEqualTo("can't confront");
    assertThat(text(robot, "#status-0-1-total")).isEqualTo("Bo 3");
    assertThat(met(robot, "#status-0-1-req-0")).isFalse();
    // Bo's Problem: Bo meets both parts; Ann has her 4 but is blocked (611.3e).
    assertThat(text(robot, "#status-1-1-total")).isEqualTo("Bo 7");
    assertThat(met(robot, "#status-1-1-req-0")).isTrue();
    assertThat(met(robot, "#status-1-1-req-1")).isTrue();
    assertThat(text(robot, "#status-1-1-verdict")).isEqualTo("can confront");
    assertThat(text(robot, "#status-1-0-total")).isEqualTo("Ann 5");
    assertThat(met(robot, "#status-1-0-req-0")).isTrue();
    assertThat(text(robot, "#status-1-0-verdict")).isEqualTo("blocked");
    // Power by color, in the chips' words.
    assertThat(robot.lookup("#status-1-1 .status-power").queryAllAs(Label.class)).extracting(Label::getText)
        .containsExactly("3 B", "4 M");
  }

  @Test
  void theCardsChipsAndTheLineFollowThePlay(FxRobot robot) {
    var t = w.viewModel().table();
    int problem = t.view().play().stream().filter(c -> c.def().id().equals("pt1-leaky-irrigation-ditch"))
        .findFirst().orElseThrow().id();
    CardNode card = robot.lookup("#card-" + problem).queryAs(CardNode.class);
    // Ann sits at the bottom: her set of chips is the bottom one.
    assertThat(card.lookupAll(".req-bottom .confront-req")).extracting(n -> n.getStyleClass().contains("met"))
        .containsExactly(true, false);
    int russet = t.view().seats().get(0).hand().stream().filter(c -> c.def().id().equals("pt1-russet-thimble"))
        .findFirst().orElseThrow().id();
    robot.interact(() -> w.viewModel().applyFirst(Action.PlayCard.class,
        a -> a.card() == russet && Area.problem(0).equals(((Action.PlayCard) a).area())));
    WaitForAsyncUtils.waitForFxEvents();
    // 2 orange more: both parts met, and Ann can confront her Problem.
    assertThat(text(robot, "#status-0-0-total")).isEqualTo("Ann 5");
    assertThat(met(robot, "#status-0-0-req-1")).isTrue();
    assertThat(text(robot, "#status-0-0-verdict")).isEqualTo("can confront");
    card = robot.lookup("#card-" + problem).queryAs(CardNode.class);
    assertThat(card.lookupAll(".req-bottom .confront-req")).extracting(n -> n.getStyleClass().contains("met"))
        .containsExactly(true, true);
    // Bo's line there did not move.
    assertThat(text(robot, "#status-0-1-total")).isEqualTo("Bo 3");
  }
}
