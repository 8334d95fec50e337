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

/** The effect word "banishEvent": an Event that banishes itself goes to the banished zone, not the discard pile (409.5, 304.2). */
class BanishEventTest {
  private static final String CARDS = """
      [{"id": "t-once", "type": "event", "title": "Once", "power": 0, "cost": 0,
        "effects": [{"do": "gainTokens", "amount": 5}, {"do": "banishEvent"}]},
       {"id": "t-plain", "type": "event", "title": "Plain", "power": 0, "cost": 0,
        "effects": [{"do": "gainTokens", "amount": 1}]}]
      """;

  @Test
  @DisplayName("304.2, 409.5: the Event does what it says, then is banished; another Event still goes to the discard pile")
  void banishedNotDiscarded() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool).tokens(0, 0);
    int once = p.hand(0, "t-once");
    int plain = p.hand(0, "t-plain");
    Game g = Game.start(p).act(new Action.PlayCard(0, once, null));
    assertThat(g.s.player(0).tokens()).isEqualTo(5);
    assertThat(g.s.player(0).banished()).containsExactly(once);
    assertThat(g.s.player(0).discard()).doesNotContain(once);
    assertThat(g.events).anyMatch(e -> e instanceof GameEvent.Banished b && b.card() == once);
    g.pass();
    g.act(new Action.PlayCard(0, plain, null));
    assertThat(g.s.player(0).discard()).containsExactly(plain);
    assertThat(g.s.player(0).banished()).containsExactly(once);
  }
}
