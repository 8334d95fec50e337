package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

/** "Pay N or dismiss this card" (508, 409.1; 104.2a when it can't be paid). */
class PayOrDismissTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "x-wolf", "type": "troublemaker", "title": "Wolf", "power": 3, "points": 1, "abilities": [
             {"kind": "triggered", "when": "uncovered", "effects": [{"do": "payOrDismiss", "amount": 2}]}]}]""",
          "pay-or-dismiss.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Game uncover(int tokens) {
    Position p = AbilityTable.base(POOL).stage(Stage.UNCOVER_STEP_START).tokens(0, tokens);
    p.playFaceDown(0, "x-wolf", Area.problem(1));
    return Game.start(p).passUntil(x -> x.stage() == Stage.UNCOVER_STEP_END);
  }

  @Test
  @DisplayName("409.1: declining to pay dismisses the card; paying keeps it")
  void declineOrPay() {
    Game g = uncover(2);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    int wolf = g.s.decision().options().get(0);
    g.act(new Action.Answer(0, Action.Meaning.NO));
    assertThat(g.s.inPlay(wolf)).isNull();
    assertThat(g.s.player(0).tokens()).isEqualTo(2);

    Game h = uncover(2);
    h.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(h.s.inPlay(wolf)).isNotNull();
    assertThat(h.s.player(0).tokens()).isZero();
  }

  @Test
  @DisplayName("104.2a: with too few tokens nothing is asked and the card is dismissed")
  void cantPay() {
    Game g = uncover(1);
    assertThat(g.s.decision().kind()).isNotEqualTo(DecisionKind.MAY);
    assertThat(g.s.player(0).discard()).hasSize(1);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
  }
}
