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

/** "Turn a Mane Character to its Start side" (301.2, 301.3; rulings.md, back to the Start side). */
class TurnToStartTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-calm-down", "type": "event", "title": "Calm Down", "power": 0, "cost": 0, "effects": [
             {"do": "turnToStart", "target": {"choose": {"type": "mane"}}}]}]""",
          "turn-to-start.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("301.2, 301.3: the boosted Mane Character shows its Start side again, with that side's home limit and power")
  void backToTheStartSide() {
    Position p = AbilityTable.base(POOL);
    int theirs = p.build().maneOf(1);
    p.update(theirs, c -> c.withBoosted(true));
    int calm = p.hand(0, "k-calm-down");
    Game g = Game.start(p);
    assertThat(Flow.homeLimit(g.s, 1)).isEqualTo(4);
    g.act(new Action.PlayCard(0, calm, null));
    assertThat(g.s.inPlay(theirs).boosted()).isFalse();
    assertThat(Flow.homeLimit(g.s, 1)).as("301.3: the Start side's home limit").isEqualTo(3);
    assertThat(g.events(GameEvent.TurnedToStart.class)).hasSize(1);
  }

  @Test
  @DisplayName("104.2b: a Mane Character already on its Start side is not offered; with none boosted nothing happens")
  void onlyBoostedOnes() {
    Position p = AbilityTable.base(POOL);
    int calm = p.hand(0, "k-calm-down");
    Game g = Game.start(p).act(new Action.PlayCard(0, calm, null));
    assertThat(g.events(GameEvent.TurnedToStart.class)).isEmpty();
    assertThat(g.s.inPlay(g.s.maneOf(0)).boosted()).isFalse();
  }
}
