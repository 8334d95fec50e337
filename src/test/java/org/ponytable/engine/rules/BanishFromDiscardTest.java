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

/** The effect word "banishFromDiscard": cards from a discard pile to the banished zone (409.5, 406). */
class BanishFromDiscardTest {
  private static final String EVENTS = """
      [{"id": "t-one", "type": "event", "title": "One", "power": 0, "cost": 0,
        "effects": [{"do": "banishFromDiscard", "filter": {"type": "friend"}, "stop": true},
                    {"do": "draw", "amount": 1}]},
       {"id": "t-all", "type": "event", "title": "All", "power": 0, "cost": 0,
        "effects": [{"do": "banishFromDiscard", "player": "opponent", "all": true}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(EVENTS, "t.json"));
  }

  @Test
  @DisplayName("409.5, 406: the controller chooses among fitting cards of both discard piles; it goes to its owner's banished zone")
  void chooseFromEitherPile() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int mine = p.discard(0, "f-y2");
    int theirs = p.discard(1, "f-p2");
    p.discard(1, "ev-1");
    int one = p.hand(0, "t-one");
    Game g = Game.start(p).act(new Action.PlayCard(0, one, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(mine, theirs);
    int hand = g.s.player(0).hand().size();
    g.choose(theirs);
    assertThat(g.s.player(1).banished()).containsExactly(theirs);
    assertThat(g.s.player(1).discard()).doesNotContain(theirs);
    assertThat(g.s.player(0).discard()).contains(mine);
    assertThat(g.s.player(0).hand()).as("a card was banished, so the draw happens").hasSize(hand + 1);
  }

  @Test
  @DisplayName("\"If you do\": with no fitting card nothing is banished and, with stop, the rest doesn't happen")
  void stopWhenNothingFits() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.discard(1, "ev-1");
    int one = p.hand(0, "t-one");
    Game g = Game.start(p).act(new Action.PlayCard(0, one, null));
    assertThat(g.s.player(0).hand()).as("no draw").isEmpty();
    assertThat(g.s.player(1).banished()).isEmpty();
  }

  @Test
  @DisplayName("With all, every card of that player's pile goes and nobody chooses; its words come from its data")
  void allOfAPile() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int a = p.discard(1, "f-p2");
    int b = p.discard(1, "ev-1");
    int mine = p.discard(0, "f-y2");
    int all = p.hand(0, "t-all");
    Game g = Game.start(p).act(new Action.PlayCard(0, all, null));
    assertThat(g.s.player(1).banished()).containsExactlyInAnyOrder(a, b);
    assertThat(g.s.player(1).discard()).isEmpty();
    assertThat(g.s.player(0).discard()).contains(mine);
    assertThat(EffectWord.words(pool().get("t-all").event().effects().get(0)))
        .isEqualTo("Banish every card in your opponent's discard pile.");
  }
}
