package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.Position;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.session.GameSession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Clicking a card that can't act says why, on screen, in the engine's words (issue 9, finding 5). */
@ExtendWith(ApplicationExtension.class)
class WhyNotUiTest {
  private MainWindow w;

  @Start
  void start(Stage stage) throws IOException {
    w = TestWindows.open(stage, new StubDialogs());
  }

  @Test
  void clickingACardThatCostsTooMuchShowsTheReasonAndMarksIt(FxRobot robot) {
    // 204.1, 508, 609.2a: f-y3 costs 3 and Ann has 2 tokens; f-y1 costs 1 and glows.
    Position p = AbilityCards.mainPhaseTable().name(0, "Ann").name(1, "Bo").tokens(0, 2);
    p.deck(0, "f-y1");
    int dear = p.hand(0, "f-y3");
    int cheap = p.hand(0, "f-y1");
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false)));
    robot.clickOn("#lift-curtain");
    assertThat(TestWindows.marked(robot.lookup("#card-" + cheap).query(), "selectable")).as("selectable").isTrue();
    assertThat(TestWindows.marked(robot.lookup("#card-" + dear).query(), "selectable")).as("not selectable").isFalse();
    assertThat(robot.lookup("#message").tryQuery()).isEmpty();

    robot.clickOn("#card-" + dear);
    assertThat(robot.lookup("#message").queryLabeled().getText())
        .isEqualTo("f-y3 needs 3 action tokens; you have 2 (204.1, 508, 609.2a).");
    assertThat(TestWindows.marked(robot.lookup("#card-" + dear).query(), "unplayable")).as("unplayable").isTrue();
    // The style sheet reads the mark: .card:unplayable dims the card.
    assertThat(robot.lookup("#card-" + dear).query().getOpacity()).isEqualTo(0.75);

    // A playable card takes over: its choices show and the reason goes.
    robot.clickOn("#card-" + cheap);
    assertThat(robot.lookup("#message").tryQuery()).isEmpty();
    assertThat(TestWindows.marked(robot.lookup("#card-" + cheap).query(), "selected")).as("selected").isTrue();
    assertThat(TestWindows.marked(robot.lookup("#card-" + dear).query(), "unplayable")).as("not unplayable").isFalse();
    assertThat(robot.lookup("#card-" + dear).query().getOpacity()).isEqualTo(1.0);
    assertThat(w.viewModel().table().targets()).contains(Area.home(0));
  }
}
