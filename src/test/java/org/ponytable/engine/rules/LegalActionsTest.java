package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.state.GameState;

class LegalActionsTest {
  @Test
  @DisplayName("An action from the engine's list is applied without a second listing, with the same result as the checked path")
  void trustedPathMatchesCheckedPath() {
    Random r = new Random(5);
    GameState s = Engine.newGame(TestCards.POOL, TestCards.setup(5)).state();
    for (int step = 0; step < 2000 && !s.isOver(); step++) {
      LegalActions legal = Engine.legal(s);
      assertThat(legal.list()).isEqualTo(Engine.legalActions(s));
      List<Action> options = legal.list().stream().filter(a -> !(a instanceof Action.Concede)).toList();
      Action a = options.get(r.nextInt(options.size()));
      GameState trusted = Engine.apply(legal, a).state();
      assertThat(trusted).isEqualTo(Engine.apply(s, a).state());
      s = trusted;
    }
  }

  @Test
  @DisplayName("An action that is not in the list gets the full check and is refused with the reason")
  void foreignActionsAreChecked() {
    GameState s = Engine.newGame(TestCards.POOL, TestCards.setup(3)).state();
    LegalActions legal = Engine.legal(s);
    Action draw = new Action.Draw(s.actor());
    assertThat(legal.contains(draw)).isFalse();
    assertThatThrownBy(() -> Engine.apply(legal, draw)).isInstanceOf(Refusal.class);
    assertThatThrownBy(() -> legal.list().add(draw)).isInstanceOf(UnsupportedOperationException.class);
    assertThat(Engine.apply(legal, new Action.Concede(1 - s.actor())).state().isOver()).as("103.4: at any time").isTrue();
  }
}
