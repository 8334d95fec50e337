package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.ui.session.DemoPlayer;
import org.ponytable.ui.session.GameSession;

class LogModelTest {

  @Test
  @DisplayName("The kept log words only new steps, yet always equals the whole log worded again: after play, undo, redo, another viewer and passes shown")
  void keptLogEqualsTheLogWordedAgain() {
    GameSession g = GameSession.start(TestCards.POOL, TestCards.setup(3), GameSession.Mode.PRACTICE, true);
    LogModel kept = new LogModel();
    int compared = 0;
    for (int turn = 2; turn <= 7; turn++) {
      DemoPlayer.playUntil(g, turn, turn);
      compared += compare(kept, g);
    }
    for (int i = 0; i < 3; i++) {
      int actor = g.history().get(g.history().size() - 1).steps().get(0).action().player();
      if (!g.canUndo(actor)) {
        break;
      }
      g.undo(actor);
      compared += compare(kept, g);
    }
    g.redo();
    compared += compare(kept, g);
    assertThat(compared).as("lines compared").isGreaterThan(200);
  }

  private static int compare(LogModel kept, GameSession g) {
    List<GameSession.Applied> steps = g.history().stream().flatMap(t -> t.steps().stream()).toList();
    int lines = 0;
    for (int viewer = 0; viewer < 2; viewer++) {
      List<GameLog.Line> all = GameLog.lines(g.opening().state(), g.opening().events(), steps, viewer);
      for (boolean passes : new boolean[] {false, true}) {
        List<GameLog.Line> wanted = passes ? all : GameLog.withoutPasses(all);
        assertThat(kept.of(g, steps, viewer, passes).lines()).isEqualTo(wanted);
        lines += wanted.size();
      }
    }
    return lines;
  }
}
