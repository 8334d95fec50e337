package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;

/** "Replace a Problem" ({@code replaceProblem}): 613.2's instructions done by an effect, and "can't be replaced". */
class ReplaceProblemTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "c-swap", "type": "event", "title": "Swap", "power": 0, "cost": 0, "effects": [
             {"do": "replaceProblem", "target": {"choose": {"type": "problem"}}}]},
           {"id": "f-stubborn", "type": "friend", "title": "Stubborn", "power": 1, "colors": ["yellow"], "cost": 1,
            "abilities": [{"kind": "continuous", "affects": {"type": "problem", "where": "here"}, "cant": ["beReplaced"]}]},
           {"id": "f-sticky", "type": "friend", "title": "Sticky", "power": 1, "colors": ["yellow"], "cost": 1,
            "abilities": [{"kind": "replacement", "if": {"would": "sentHomeFromSolvedProblem"}}]},
           {"id": "f-keeper", "type": "friend", "title": "Keeper", "power": 1, "colors": ["yellow"], "cost": 1,
            "abilities": [{"kind": "replacement", "if": {"would": "problemReplaced", "subject": {"type": "problem", "where": "here"}},
              "may": true, "instead": [{"do": "exhaust", "target": "this"}]}]},
           {"id": "r-gear", "type": "resource", "title": "Gear", "power": 0, "cost": 0, "colors": ["yellow"],
            "abilities": [{"kind": "attachment", "host": {"type": "friend"}}]}]""", "replace-problem.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("613.2: an effect replaces the chosen Problem: characters home, Resources dismissed, the next Problem in its place; not solved (613.1)")
  void anEffectReplacesAProblem() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int problem = p.build().problemAt(1);
    int next = p.problemDeck(1, "pr-any");
    int mine = p.play(0, "f-y1", Area.problem(1));
    int theirs = p.play(1, "f-p1", Area.problem(1));
    int gear = p.play(0, "r-gear", Area.problem(1));
    int sticky = p.play(0, "f-sticky", Area.problem(1));
    int swap = p.hand(0, "c-swap");
    Game g = Game.start(p).act(new Action.PlayCard(0, swap, null)).choose(problem);
    assertThat(g.s.problemAt(1)).isEqualTo(next);
    assertThat(g.s.player(1).problemDeck()).containsExactly(problem);
    assertThat(g.s.inPlay(mine).area()).isEqualTo(Area.home(0));
    assertThat(g.s.inPlay(theirs).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(gear)).isNull();
    assertThat(g.s.inPlay(sticky).area()).as("not sent home from a solved Problem").isEqualTo(Area.home(0));
    assertThat(g.events).contains(new GameEvent.ProblemReplaced(problem, next, 1));
    assertThat(g.events(GameEvent.ProblemSolved.class)).isEmpty();
  }

  @Test
  @DisplayName("104.2, 613.2: \"this card's Problem can't be replaced\": the effect can't affect it, so the one it can is taken")
  void aProblemThatCantBeReplaced() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int guarded = p.build().problemAt(0);
    int other = p.build().problemAt(1);
    p.problemDeck(0, "pr-any");
    int next1 = p.problemDeck(1, "pr-any");
    int stubborn = p.play(0, "f-stubborn", Area.problem(0));
    int swap = p.hand(0, "c-swap");
    Game g = Game.start(p).act(new Action.PlayCard(0, swap, null));
    assertThat(g.s.problemAt(0)).isEqualTo(guarded);
    assertThat(g.s.inPlay(stubborn).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.problemAt(1)).isEqualTo(next1);
    assertThat(g.s.player(1).problemDeck()).containsExactly(other);
  }

  @Test
  @DisplayName("710, 613.2: \"if this card's Problem would be replaced, you may exhaust this card instead\": applied, nothing of 613.2 happens")
  void aProblemReplacedCanBeReplaced() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int problem = p.build().problemAt(1);
    p.problemDeck(1, "pr-any");
    int keeper = p.play(0, "f-keeper", Area.problem(1));
    int theirs = p.play(1, "f-p1", Area.problem(1));
    int swap = p.hand(0, "c-swap");
    Game g = Game.start(p).act(new Action.PlayCard(0, swap, null)).choose(problem);
    assertThat(g.s.decision().kind()).isEqualTo(org.ponytable.engine.state.DecisionKind.REPLACEMENT);
    g.act(new Action.Choose(0, org.ponytable.engine.state.DecisionKind.REPLACEMENT, keeper));
    assertThat(g.s.problemAt(1)).isEqualTo(problem);
    assertThat(g.s.inPlay(keeper).exhausted()).isTrue();
    assertThat(g.s.inPlay(theirs).area()).isEqualTo(Area.problem(1));
  }

  @Test
  @DisplayName("Words: \"replace\" and the target")
  void words() {
    assertThat(EffectWord.clause(POOL.get("c-swap").event().effects().get(0))).isEqualTo("replace a chosen Problem");
  }
}
