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
import org.ponytable.engine.state.Stage;

/** A search of the deck and the discard pile at once ("your deck or discard pile", 518). */
class SearchBothZonesTest {
  private static final String CARDS = """
      [{"id": "t-seek", "type": "event", "title": "Seek", "power": 0, "cost": 0,
        "effects": [{"do": "search", "filter": {"type": "friend", "color": "yellow"}, "in": "drawDeckOrDiscardPile"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("518.1-518.2: cards of both zones are offered; the card found leaves its zone and the deck is shuffled")
  void bothZones() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.MAIN_PHASE_START);
    int seek = p.hand(0, "t-seek");
    int inDeck = p.deck(0, "f-y1");
    int inPile = p.discard(0, "f-y2");
    int purple = p.discard(0, "f-p1");
    Game g = Game.start(p).act(new Action.PlayCard(0, seek, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.SEARCH);
    assertThat(g.s.decision().options()).contains(inDeck, inPile).doesNotContain(purple);
    g.choose(inPile);
    assertThat(g.s.player(0).hand()).contains(inPile);
    assertThat(g.s.player(0).discard()).doesNotContain(inPile).contains(purple);
    assertThat(g.s.player(0).drawDeck()).contains(inDeck);
    assertThat(g.events(GameEvent.Shuffled.class)).isNotEmpty();
  }
}
