package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/** Loops (802). */
class LoopTest {
  private static final CardPool POOL = RuleCards.POOL.with(AbilityCards.DEFS).with(AbilityCards.EXTRAS);

  @Test
  @DisplayName("802.3: a loop of mandatory triggered effects ends, the next effect does not happen and play goes on")
  void mandatoryLoopEnds() {
    Position p = new Position(POOL).turn(3, 0).tokens(0, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.play(0, "ab-pingpong", Area.problem(0));
    int ball = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p).act(new Action.Move(0, ball, Area.problem(0)));
    assertThat(g.events(GameEvent.LoopEnded.class)).hasSize(1);
    assertThat(g.events(GameEvent.LoopEnded.class).get(0).processed()).isGreaterThanOrEqualTo(Effects.LOOP_LIMIT);
    assertThat(g.events(GameEvent.Moved.class).size()).as("the loop really looped").isGreaterThan(100);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(g.s.abilities().waiting()).isEmpty();
    assertThat(g.s.abilities().processed()).as("counted again from the next priority").isZero();
    // The game goes on: passing works and the window closes.
    g.pass().pass();
    assertThat(g.s.isOver()).isFalse();
  }
}
