package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.Position;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.state.Area;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.persistence.ScenarioRun;
import org.ponytable.ui.session.GameSession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Game > Save position as scenario: a tester keeps the position as a scenario the runner passes (issue 13). */
@ExtendWith(ApplicationExtension.class)
class SavePositionUiTest {
  private MainWindow w;
  private final StubDialogs dialogs = new StubDialogs();
  private Path dir;

  @Start
  void start(Stage stage) throws IOException {
    dir = Files.createTempDirectory("ponytable-position");
    w = TestWindows.open(stage, dialogs);
  }

  private Position position() {
    Position p = AbilityCards.mainPhaseTable().name(0, "Ann").name(1, "Bo").tokens(0, 2);
    p.deck(0, "f-y1");
    p.hand(0, "f-y3");
    int tired = p.play(0, "f-y1", Area.problem(1));
    p.update(tired, c -> c.withExhausted(true));
    return p;
  }

  @Test
  void aPracticePositionIsSavedAsAScenarioTheRunnerPasses(FxRobot robot) throws Exception {
    Position p = position();
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false)));
    robot.clickOn("#lift-curtain");
    dialogs.file = dir.resolve("kept.json");
    robot.interact(w::savePositionDialog);
    assertThat(dialogs.shown).isEmpty();
    assertThat(w.viewModel().table().message()).startsWith("Scenario saved to");
    ScenarioRun run = new ScenarioLoader(TestLibrary.get().pool()).load(dialogs.file).run();
    assertThat(run.passed()).as("%s", run.failures()).isTrue();
    assertThat(run.scenario().checks()).as("checks filled from the position").isNotEmpty();
    assertThat(Files.readString(dialogs.file)).contains("\"exhausted\" : true").contains("\"area\" : \"problem:p2\"");
  }

  @Test
  void aMatchPositionIsNotWrittenBecauseTheFileHoldsEveryHiddenCard(FxRobot robot) {
    Position p = position();
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.MATCH, false)));
    dialogs.file = dir.resolve("leak.json");
    robot.interact(w::savePositionDialog);
    assertThat(dialogs.shown).singleElement().asString().startsWith("Not in a Match game");
    assertThat(dialogs.file).doesNotExist();
  }
}
