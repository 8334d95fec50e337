package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

/** 610.1: when the turn player is asked the order of the Confront Steps. pr-y: 3 yellow + 2 not yellow; pr-p's opponents: 5 any. */
class ConfrontOrderTest {
  private static RuleCards.Table scorePhase() {
    var t = RuleCards.table("pr-y", "pr-p");
    t.p().stage(Stage.SCORE_PHASE_START);
    return t;
  }

  @Test
  @DisplayName("610.1, 611.1: characters at both Problems but no requirement met anywhere: no order is asked")
  void noOrderWhenNothingCanBeConfronted() {
    var t = scorePhase();
    t.p().play(0, "y1", Area.problem(0));
    t.p().play(0, "y1", Area.problem(1));
    Game g = Game.start(t.p()).passUntil(s -> s.stage() == Stage.FACEOFF_STEP_START);
    assertThat(g.s.stage()).isEqualTo(Stage.FACEOFF_STEP_START);
    assertThat(g.events(GameEvent.Confronted.class)).isEmpty();
    // Both Confront Steps ran, each saying why nothing was confronted.
    assertThat(g.events(GameEvent.CouldNotConfront.class)).hasSize(2);
  }

  @Test
  @DisplayName("610.1, 611.1: characters at both Problems and one requirement met: the turn player chooses the order")
  void orderAskedWhenOneCanBeConfronted() {
    var t = scorePhase();
    t.p().play(0, "y1", Area.problem(0));
    t.p().play(0, "y5", Area.problem(1));
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.CONFRONT_ORDER);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(t.problem0(), t.problem1());
  }
}
