package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;

/** An effect changing every Problem's confront requirement for a while (611.3; rulings.md). */
class AllProblemsRequirementTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-harder", "type": "event", "title": "Harder", "power": 0, "cost": 0, "effects": [
             {"do": "changeRequirement", "amount": 2, "player": "opponent", "until": "yourNextTurn", "allProblems": true}]}]""",
          "all-problems.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("611.3: every Problem asks the opponent 2 more power, none asks you more, until the start of your next turn")
  void everyProblem() {
    Position p = AbilityTable.base(POOL);
    int harder = p.hand(0, "k-harder");
    Game g = Game.start(p);
    int mine = g.s.problemAt(0);
    int theirs = g.s.problemAt(1);
    g.act(new Action.PlayCard(0, harder, null));
    assertThat(Confronting.requirementChange(g.s, mine, 1)).isEqualTo(2);
    assertThat(Confronting.requirementChange(g.s, theirs, 1)).isEqualTo(2);
    assertThat(Confronting.requirementChange(g.s, theirs, 0)).isZero();
    g.passUntil(s -> s.turnPlayer() == 1);
    assertThat(Confronting.requirementChange(g.s, mine, 1)).as("during the opponent's turn").isEqualTo(2);
    g.passUntil(s -> s.turnPlayer() == 0);
    assertThat(Confronting.requirementChange(g.s, mine, 1)).as("your next turn started").isZero();
  }
}
