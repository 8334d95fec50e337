package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.Area;

/** "Lose and can't have abilities until the end of the turn", said by an effect (702, 708.2; rulings.md, blanking for a while). */
class BlankingForAWhileTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "q-loud", "type": "friend", "title": "Loud", "power": 1, "cost": 1, "keywords": ["Stubborn"], "abilities": [
             {"kind": "continuous", "affects": "this", "power": 2}]},
           {"id": "q-hush", "type": "friend", "title": "Hush", "power": 1, "cost": 1, "abilities": [
             {"kind": "continuous", "affects": {"type": "friend", "player": "opponent"}, "cant": ["haveAbilities"]}]},
           {"id": "q-silence", "type": "event", "title": "Silence", "power": 0, "cost": 0, "timing": "immediate", "effects": [
             {"do": "chooseProblem"},
             {"do": "modify", "target": {"each": {"type": ["character", "resource", "troublemaker"], "where": "there"}},
              "cant": ["haveAbilities"], "until": "turn"}]}]""",
          "blanking-for-a-while.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("702, 708.2b: the cards there as it happens lose their abilities and keywords until the end of the turn; elsewhere they keep them")
  void untilTheEndOfTheTurn() {
    Position p = AbilityTable.base(POOL);
    int there = p.play(1, "q-loud", Area.problem(0));
    int elsewhere = p.play(1, "q-loud", Area.problem(1));
    int silence = p.hand(0, "q-silence");
    Game g = Game.start(p).act(new Action.PlayCard(0, silence, null));
    if (g.s.decision().kind() == org.ponytable.engine.state.DecisionKind.PROBLEM) {
      g.act(org.ponytable.persistence.Notation.parse(g.s, "problem problem:p1", java.util.Map.of()));
    }
    assertThat(Abilities.of(g.s, g.s.inPlay(there))).isEmpty();
    assertThat(Stats.has(g.s, g.s.inPlay(there), Keyword.STUBBORN)).isFalse();
    assertThat(Stats.power(g.s, g.s.inPlay(there))).isEqualTo(1);
    assertThat(Stats.power(g.s, g.s.inPlay(elsewhere))).isEqualTo(3);
    g.passUntil(s -> s.turnPlayer() == 1);
    assertThat(Stats.power(g.s, g.s.inPlay(there))).as("the turn ended").isEqualTo(3);
    assertThat(Stats.has(g.s, g.s.inPlay(there), Keyword.STUBBORN)).isTrue();
  }

  @Test
  @DisplayName("rulings.md: a blanking card blanked by an effect blanks nothing while it lasts")
  void blankingTheBlanker() {
    Position p = AbilityTable.base(POOL);
    p.play(1, "q-hush", Area.problem(0));
    int mine = p.play(0, "q-loud", Area.home(0));
    int silence = p.hand(0, "q-silence");
    Game g = Game.start(p);
    assertThat(Stats.power(g.s, g.s.inPlay(mine))).as("blanked by Hush").isEqualTo(1);
    g.act(new Action.PlayCard(0, silence, null));
    if (g.s.decision().kind() == org.ponytable.engine.state.DecisionKind.PROBLEM) {
      g.act(org.ponytable.persistence.Notation.parse(g.s, "problem problem:p1", java.util.Map.of()));
    }
    assertThat(Stats.power(g.s, g.s.inPlay(mine))).isEqualTo(3);
  }
}
