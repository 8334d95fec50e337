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
import org.ponytable.engine.state.DecisionKind;

/** The effect word "search" with "in": "discardPile" (518.1; 518.2 shuffles only a deck). */
class SearchDiscardPileTest {
  private static final String CARDS = """
      [{"id": "t-dig", "type": "event", "title": "Dig", "power": 0, "cost": 0,
        "effects": [{"do": "search", "in": "discardPile", "filter": {"type": "friend"}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("518.1: the matching cards of your own discard pile are offered; the one found goes to your hand, no shuffle")
  void findsInDiscardPile() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int friend = p.discard(0, "f-y2");
    int other = p.discard(0, "f-p2");
    p.discard(0, "ev-1");
    int theirs = p.discard(1, "f-p1");
    int deckCard = p.deck(0, "f-p1");
    int dig = p.hand(0, "t-dig");
    Game g = Game.start(p).act(new Action.PlayCard(0, dig, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.SEARCH);
    assertThat(g.s.decision().options()).as("only your Friends in your discard pile")
        .containsExactlyInAnyOrder(friend, other).doesNotContain(theirs, deckCard);
    var deck = g.s.player(0).drawDeck();
    Game found = new Game(g.s).choose(friend);
    assertThat(found.s.player(0).hand()).contains(friend);
    assertThat(found.s.player(0).discard()).doesNotContain(friend).contains(other, dig);
    assertThat(found.events(GameEvent.Shuffled.class)).as("518.2: a discard pile is not shuffled").isEmpty();
    assertThat(found.s.player(0).drawDeck()).isEqualTo(deck);
    Game none = new Game(g.s).act(new Action.Answer(0, Action.Meaning.FIND_NOTHING));
    assertThat(none.s.player(0).discard()).contains(friend, other);
  }
}
