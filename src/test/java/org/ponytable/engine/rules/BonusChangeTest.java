package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/** Problem bonus changes (210, 611.4a, rulings.md): "this card's Problem has 0 bonus", "+1 bonus". */
class BonusChangeTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "b-dull", "type": "friend", "title": "Dull", "power": 1, "cost": 1, "abilities": [
             {"kind": "bonusChange", "setTo": 0}]},
           {"id": "b-bright", "type": "friend", "title": "Bright", "power": 1, "cost": 1, "abilities": [
             {"kind": "bonusChange", "amount": 1}]}]""",
          "bonus-change.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("210: a card at a Problem sets its bonus to 0 or adds 1; the first to confront scores that bonus (611.4a)")
  void bonusHere() {
    Position p = AbilityTable.base(POOL); // pr-any: bonus 1
    p.play(0, "b-bright", Area.problem(1));
    p.play(1, "b-dull", Area.problem(0));
    Game g = Game.start(p);
    assertThat(Confronting.bonus(g.s, g.s.problemAt(1))).isEqualTo(2);
    assertThat(Confronting.bonus(g.s, g.s.problemAt(0))).isZero();
    assertThat(ProblemStatus.of(g.s, g.s.problemAt(1), 0).bonus()).as("what the table shows").isEqualTo(2);
    Position q = AbilityTable.base(POOL);
    q.play(0, "b-bright", Area.problem(0));
    q.play(0, "b-dull", Area.problem(0));
    assertThat(Confronting.bonus(Game.start(q).s, Game.start(q).s.problemAt(0))).as("set first, then added").isEqualTo(1);
  }

  @Test
  @DisplayName("611.4a, 517: confronting a Problem whose bonus is raised by 1 scores 1 + 2")
  void scoredBonus() {
    Position p = AbilityTable.base(POOL).stage(Stage.CHOOSE_CONFRONT);
    for (int i = 0; i < 3; i++) {
      p.play(0, "b-bright", Area.problem(1));
    }
    p.play(0, "f-y1", Area.problem(1));
    Game g = Game.start(p);
    g.passUntil(s -> s.player(0).score() > 0 || s.turnPlayer() == 1);
    for (int i = 0; i < 20 && g.s.player(0).score() == 0 && g.s.decision().kind() != org.ponytable.engine.state.DecisionKind.PRIORITY; i++) {
      g.choose(g.s.decision().options().get(0));
      g.passUntil(s -> s.player(0).score() > 0 || s.turnPlayer() == 1);
    }
    assertThat(g.s.player(0).score()).as("1 for confronting, bonus 1 + 3").isEqualTo(5);
  }
}
