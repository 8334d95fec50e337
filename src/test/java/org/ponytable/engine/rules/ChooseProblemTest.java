package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.persistence.Notation;

/** "Choose a Problem" ({@code chooseProblem}): the Problem chosen is "there" for the effects after it (501.5). */
class ChooseProblemTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "c-lull", "type": "event", "title": "Lull", "power": 0, "cost": 0, "effects": [
             {"do": "chooseProblem"},
             {"do": "exhaust", "target": {"each": {"type": "character", "where": "there"}}}]}]""",
          "choose-problem.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("501.5: the controller chooses among the Problems in play; only the characters at the chosen one are affected")
  void chosenProblemIsThere() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int atMine = p.play(0, "f-y1", Area.problem(0));
    int atTheirs = p.play(0, "f-p1", Area.problem(1));
    int theirs = p.play(1, "f-y1", Area.problem(1));
    int atHome = p.play(1, "f-p1", Area.home(1));
    int lull = p.hand(0, "c-lull");
    Game g = Game.start(p).act(new Action.PlayCard(0, lull, null));
    assertThat(g.s.decision().kind().offersAreas()).isTrue();
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(Area.problem(0).code(), Area.problem(1).code());
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PROBLEM);
    g.act(Notation.parse(g.s, "problem problem:p2", Map.of()));
    assertThat(g.s.inPlay(atTheirs).exhausted()).isTrue();
    assertThat(g.s.inPlay(theirs).exhausted()).isTrue();
    assertThat(g.s.inPlay(atMine).exhausted()).as("the other Problem").isFalse();
    assertThat(g.s.inPlay(atHome).exhausted()).as("a home").isFalse();
  }

  @Test
  @DisplayName("Words: the choice says the Problem is \"there\" from now on")
  void words() {
    assertThat(EffectWord.clause(POOL.get("c-lull").event().effects().get(0))).isEqualTo("choose a Problem (\"there\" from now on)");
  }
}
