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
import org.ponytable.engine.view.PlayerView;

/** The effect word "topToDiscard": the top cards of a deck go to its owner's discard pile. */
class TopToDiscardTest {
  private static final String CARDS = """
      [{"id": "t-mill", "type": "event", "title": "Mill", "power": 0, "cost": 0,
        "effects": [{"do": "topToDiscard", "count": 2, "player": "opponent"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("The top cards, in order, go face up to their owner's discard pile; it is not a discard (409.3), so no discard trigger")
  void topCardsToTheDiscardPile() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    // The base table gives each deck four cards; these go on below them.
    int fifth = p.deck(1, "f-p2");
    int mill = p.hand(0, "t-mill");
    java.util.List<Integer> before = p.build().player(1).drawDeck();
    Game g = Game.start(p).act(new Action.PlayCard(0, mill, null));
    assertThat(g.s.player(1).discard()).containsExactly(before.get(0), before.get(1));
    assertThat(g.s.player(1).drawDeck()).containsExactly(before.get(2), before.get(3), fifth);
    assertThat(g.s.player(0).discard()).containsExactly(mill);
    assertThat(g.events(GameEvent.Discarded.class)).as("not a discard from hand").isEmpty();
    assertThat(PlayerView.events(g.events, g.s, 0)).as("both cards are public")
        .filteredOn(e -> e instanceof GameEvent.Milled).hasSize(2)
        .allMatch(e -> ((GameEvent.Milled) e).card() >= 0);
  }

  @Test
  @DisplayName("Fewer when the deck runs out; an empty deck puts nothing")
  void emptyDeck() throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.deck(0, "f-y1");
    int only = p.deck(1, "f-p1");
    int mill = p.hand(0, "t-mill");
    Game g = Game.start(p).act(new Action.PlayCard(0, mill, null));
    assertThat(g.s.player(1).discard()).containsExactly(only);
    assertThat(g.s.player(1).drawDeck()).isEmpty();
    assertThat(g.events(GameEvent.Milled.class)).hasSize(1);
  }
}
