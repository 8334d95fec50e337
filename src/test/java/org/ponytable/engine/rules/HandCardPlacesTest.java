package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.view.PlayerView;

/** "lookAtHand" with "to": the card chosen from a hand looked at goes on top of its owner's deck (401.3) or is banished (409.5). */
class HandCardPlacesTest {
  private static final String CARDS = """
      [{"id": "h-top", "type": "event", "title": "Top", "power": 0, "cost": 0, "effects": [
         {"do": "lookAtHand", "discard": true, "upTo": true, "to": "top"}]},
       {"id": "h-banish", "type": "event", "title": "Banish", "power": 0, "cost": 0, "effects": [
         {"do": "lookAtHand", "discard": true, "to": "banish"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("404.1, 401.3: the looker alone is offered the hand; the chosen card goes on top of its owner's deck, not to the discard pile")
  void onTop() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.hand(1, "f-y1");
    int b = p.hand(1, "f-p1");
    int card = p.hand(0, "h-top");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b);
    assertThat(PlayerView.of(g.s, 1).decision().options()).isEmpty();
    g.act(new Action.Choose(0, DecisionKind.TARGET, b));
    assertThat(g.s.player(1).drawDeck().get(0)).isEqualTo(b);
    assertThat(g.s.player(1).hand()).containsExactly(a);
    assertThat(g.s.player(1).discard()).isEmpty();
  }

  @Test
  @DisplayName("409.5: the one matching card is banished from the hand by the engine (no choice to make)")
  void banished() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.hand(1, "f-y1");
    int card = p.hand(0, "h-banish");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    assertThat(g.s.player(1).banished()).containsExactly(a);
    assertThat(g.s.player(1).hand()).isEmpty();
  }

  @Test
  @DisplayName("Words: where the chosen card goes")
  void words() throws CardLoadException {
    CardPool pool = pool();
    assertThat(EffectWord.clause(pool.get("h-top").event().effects().get(0))).endsWith("put it on top of their deck");
    assertThat(EffectWord.clause(pool.get("h-banish").event().effects().get(0))).endsWith("they banish it");
  }
}
