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

/** Issue 9, finding 8: an effect with no target that changed nothing still leaves a line. */
class UntargetedDidNothingTest {
  private static final String EVENTS = """
      [{"id": "t-draw", "type": "event", "title": "Draw One", "power": 0, "cost": 0,
        "effects": [{"do": "draw", "amount": 1}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(EVENTS, "t.json"));
  }

  /** The ability table's position, with player 0's deck as given. */
  private static Position table(int deckCards) throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    for (int i = 0; i < 4; i++) {
      if (i < deckCards) {
        p.deck(0, "f-y1");
      }
      p.deck(1, "f-p1");
    }
    return p.tokens(0, 5);
  }

  @Test
  @DisplayName("409.4: a draw from an empty deck does nothing, and the event says so in the effect's words")
  void emptyDeckDraw() throws CardLoadException {
    Position p = table(0);
    int card = p.hand(0, "t-draw");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    assertThat(g.events(GameEvent.Drew.class)).isEmpty();
    assertThat(g.events(GameEvent.EffectDidNothing.class))
        .singleElement()
        .satisfies(d -> {
          assertThat(d.source()).isEqualTo(card);
          assertThat(d.why()).isEqualTo("nothing changed when you draw 1 card");
        });
  }

  @Test
  @DisplayName("A draw that draws a card is not told as doing nothing")
  void drawThatDraws() throws CardLoadException {
    Position p = table(2);
    int card = p.hand(0, "t-draw");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    assertThat(g.events(GameEvent.Drew.class)).hasSize(1);
    assertThat(g.events(GameEvent.EffectDidNothing.class)).isEmpty();
  }
}
