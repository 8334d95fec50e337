package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.Position;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.TableView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A card its text lets be played from the discard pile (404, 609.2; rulings.md) is played from the
 * pile browser: it glows there, a click selects it and closes the browser, and its place takes it.
 */
@ExtendWith(ApplicationExtension.class)
class PlayFromDiscardUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));

  private MainWindow w;
  private int fog;
  private int plain;

  @Start
  void start(Stage stage) {
    Settings s = new Settings();
    s.animations = false;
    w = new MainWindow(stage, s, SHIPPED, 1366, 768);
    w.setAutosaveFile(null);
    w.tableView().setHoverZoom(false);
    Position p = new Position(SHIPPED.pool()).turn(5, 0).stage(org.ponytable.engine.state.Stage.MAIN_PHASE_START)
        .name(0, "Ann").name(1, "Bo").tokens(0, 4);
    p.mane(0, "pr2-applejack");
    p.problem(0, "pr177-it-s-alive");
    p.mane(1, "pr1-rainbow-dash");
    p.problem(1, "pr190-runaway-cart");
    p.play(0, "ad55-bulk-biceps", Area.home(0));
    fog = p.discard(0, "cn71-foggy-fleece");
    plain = p.discard(0, "ad55-bulk-biceps");
    for (int i = 0; i < 3; i++) {
      p.deck(0, "pr44-high-spirits");
      p.deck(1, "pr44-high-spirits");
    }
    w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    w.viewModel().liftCurtain();
    stage.show();
  }

  private GameState state() {
    return w.viewModel().session().state();
  }

  @Test
  void aCardInTheDiscardPileThatMayBePlayedFromThereIsPlayedByClickingIt(FxRobot robot) {
    assertThat(w.viewModel().table().actionable()).contains(fog).doesNotContain(plain);
    robot.clickOn("#discard-0");
    Node pile = robot.lookup("#pile").query();
    Node fogNode = robot.from(pile).lookup("#card-" + fog).query();
    Node plainNode = robot.from(pile).lookup("#card-" + plain).query();
    assertThat(TestWindows.marked(fogNode, "selectable")).isTrue();
    assertThat(TestWindows.marked(plainNode, "selectable")).isFalse();

    // A card the pile only shows says why it can't be played, and the browser stays open.
    robot.clickOn(plainNode);
    assertThat(robot.lookup("#pile").tryQuery()).isPresent();
    assertThat(w.viewModel().table().selected()).isNotEqualTo(plain);

    // The playable one is selected; the browser closes so its places on the table can be clicked.
    Node again = robot.lookup("#pile").query();
    robot.clickOn(robot.from(again).lookup("#card-" + fog).<Node>query());
    assertThat(robot.lookup("#pile").tryQuery()).isEmpty();
    assertThat(w.viewModel().table().selected()).isEqualTo(fog);
    assertThat(w.viewModel().table().targets()).contains(Area.home(0));
    robot.clickOn("#" + TableView.zoneId(Area.home(0)));
    assertThat(state().inPlay(fog)).isNotNull();
    assertThat(state().inPlay(fog).area()).isEqualTo(Area.home(0));
    assertThat(state().player(0).discard()).containsExactly(plain);
    assertThat(state().player(0).tokens()).isEqualTo(2);
    assertThat(w.viewModel().table().log()).anySatisfy(l -> assertThat(l.text()).contains("Foggy Fleece"));
  }
}
