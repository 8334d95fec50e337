package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.Position;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A card dragged with the mouse from hand to a Problem is played there (issue 9, finding 5). */
@ExtendWith(ApplicationExtension.class)
class DragAndDropUiTest {
  private MainWindow w;

  @Start
  void start(Stage stage) throws IOException {
    w = TestWindows.open(stage, new StubDialogs());
  }

  @Test
  void aFriendDraggedFromHandToTheOpponentsProblemIsPlayedThere(FxRobot robot) {
    // 609.2a: f-y1 costs 1; Ann has 2 tokens.
    Position p = AbilityCards.mainPhaseTable().name(0, "Ann").name(1, "Bo").tokens(0, 2);
    p.deck(0, "f-y1");
    int friend = p.hand(0, "f-y1");
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false)));
    robot.clickOn("#lift-curtain");
    robot.drag("#card-" + friend, MouseButton.PRIMARY).dropTo("#" + TableView.zoneId(Area.problem(1)));
    robot.sleep(200);
    assertThat(w.viewModel().session().state().inPlay(friend)).isNotNull();
    assertThat(w.viewModel().session().state().inPlay(friend).area()).isEqualTo(Area.problem(1));
  }
}
