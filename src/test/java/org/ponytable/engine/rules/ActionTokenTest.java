package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

class ActionTokenTest {
  private static GameState readyPhase(int turnPlayer, int myScore, int theirScore, int tokensBefore) {
    var t = RuleCards.table();
    t.p().turn(4, turnPlayer).stage(Stage.READY_STEP)
        .score(turnPlayer, myScore).score(1 - turnPlayer, theirScore).tokens(turnPlayer, tokensBefore);
    return Game.start(t.p()).s;
  }

  @ParameterizedTest(name = "highest score {0} gives {1}")
  @CsvSource({"0,2", "1,2", "2,3", "5,3", "6,4", "10,4", "11,5", "14,5"})
  @DisplayName("604.1a-d: the tokens gained depend on the highest score, at each edge of the table")
  void tokenTable(int highest, int tokens) {
    assertThat(readyPhase(0, highest, 0, 0).player(0).tokens()).isEqualTo(tokens);
    // The highest score counts whoever has it.
    assertThat(readyPhase(0, 0, highest, 0).player(0).tokens()).isEqualTo(tokens);
  }

  @Test
  @DisplayName("604.1: only the turn player gains tokens, in the Action Step before the Draw Step's window")
  void onlyTurnPlayerGains() {
    var t = RuleCards.table();
    t.p().turn(4, 1).stage(Stage.READY_STEP).tokens(0, 1);
    Game g = Game.start(t.p());
    assertThat(g.s.stage()).isEqualTo(Stage.DRAW_STEP_START);
    assertThat(g.s.player(1).tokens()).isEqualTo(2);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(g.events).contains(new GameEvent.TokensGained(1, 2, 2));
  }

  @Test
  @DisplayName("502.1a: unspent tokens carry over and add up")
  void tokensAccumulate() {
    assertThat(readyPhase(1, 3, 4, 3).player(1).tokens()).isEqualTo(3 + 3);
  }
}
