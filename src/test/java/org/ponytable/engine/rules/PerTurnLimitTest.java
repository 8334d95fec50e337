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

/** Per-turn limits (104.2; rulings.md, per-turn limits): scoring (517.1) and drawing (409.4). */
class PerTurnLimitTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-score-cap", "type": "friend", "title": "Score Cap", "power": 1, "cost": 0, "abilities": [
             {"kind": "limit", "what": "score", "atMost": 2}]},
           {"id": "k-draw-cap", "type": "friend", "title": "Draw Cap", "power": 1, "cost": 0, "abilities": [
             {"kind": "limit", "what": "draw", "atMost": 2, "player": "opponent"}]},
           {"id": "k-score-three", "type": "event", "title": "Score Three", "power": 0, "cost": 0, "effects": [
             {"do": "score", "amount": 3}]},
           {"id": "k-draw-three", "type": "event", "title": "Draw Three", "power": 0, "cost": 0, "effects": [
             {"do": "draw", "amount": 3, "player": "anyone"}]}]""",
          "per-turn-limit.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("517.1, 104.2: with a cap of 2 points per turn, 3 points score 2, and the next ones none")
  void scoreLimit() {
    Position p = AbilityTable.base(POOL);
    p.play(1, "k-score-cap", Area.home(1));
    int first = p.hand(0, "k-score-three");
    int second = p.hand(0, "k-score-three");
    Game g = Game.start(p).act(new Action.PlayCard(0, first, null));
    assertThat(g.s.player(0).score()).isEqualTo(2);
    assertThat(g.s.scoreBook().counts().scored()).containsExactly(2, 0);
    g.pass().act(new Action.PlayCard(0, second, null));
    assertThat(g.s.player(0).score()).as("the limit is per turn, and reached").isEqualTo(2);
    g.passUntil(s -> s.turnPlayer() == 1);
    assertThat(g.s.scoreBook().counts().scored()).as("a new turn counts anew").containsExactly(0, 0);
  }

  @Test
  @DisplayName("409.4, 104.2: a cap of 2 cards per turn on the opponent stops their third draw; you still draw")
  void drawLimit() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "k-draw-cap", Area.home(0));
    int draw = p.hand(0, "k-draw-three");
    Game g = Game.start(p);
    int handBefore = g.s.player(1).hand().size();
    int mineBefore = g.s.player(0).hand().size();
    g.act(new Action.PlayCard(0, draw, null));
    assertThat(g.s.player(1).hand()).hasSize(handBefore + 2);
    assertThat(g.s.player(0).hand()).as("the Event left, 3 came").hasSize(mineBefore - 1 + 3);
  }
}
