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

/** An activated ability used from the discard pile: its cost banishes the card itself from there (404, 409.5, 703.1). */
class AbilityFromDiscardTest {
  private static final String CARDS = """
      [{"id": "t-ghost", "type": "friend", "title": "Ghost", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "main",
          "costs": [{"pay": "banish", "from": "discardPile", "filter": "this"}, {"pay": "tokens", "amount": 1}],
          "effects": [{"do": "draw", "amount": 1}]}]}]
      """;

  @Test
  @DisplayName("409.5, 703.1: offered only from the discard pile, the card banished from there as it is used; not from play or hand")
  void usedFromTheDiscardPile() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool).tokens(0, 1);
    int ghost = p.discard(0, "t-ghost");
    int inPlay = p.play(0, "t-ghost", Area.home(0));
    int inHand = p.hand(0, "t-ghost");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Activate(0, ghost, 0, -1))
        .noneMatch(a -> a instanceof Action.Activate act && (act.card() == inPlay || act.card() == inHand));
    g.act(new Action.Activate(0, ghost, 0, -1));
    assertThat(g.s.player(0).banished()).containsExactly(ghost);
    assertThat(g.s.player(0).discard()).isEmpty();
    assertThat(g.s.player(0).tokens()).isZero();
    assertThat(g.s.player(0).hand()).hasSize(2);
    assertThat(g.events).anyMatch(e -> e instanceof GameEvent.Banished b && b.card() == ghost);
  }

  @Test
  @DisplayName("703.1: without the tokens for its other costs it is not offered")
  void notWithoutItsCost() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool).tokens(0, 0);
    int ghost = p.discard(0, "t-ghost");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.Activate act && act.card() == ghost);
  }
}
