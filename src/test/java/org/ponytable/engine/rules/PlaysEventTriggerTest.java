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

/** The trigger word "playsEvent": a player plays an Event (609.2, 304.2). */
class PlaysEventTriggerTest {
  /** A Friend that gains a token when you play an Event, one for your opponent's, and an Event that draws. */
  private static final String CARDS = """
      [{"id": "t-mine", "type": "friend", "title": "Mine", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "playsEvent",
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-theirs", "type": "friend", "title": "Theirs", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "playsEvent", "player": "opponent",
                       "effects": [{"do": "gainTokens", "amount": 2}]}]},
       {"id": "t-draw", "type": "event", "title": "Draw One", "power": 0, "cost": 0,
        "effects": [{"do": "draw", "amount": 1}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("609.2, 511.5: playing an Event triggers 'when you play an Event' once, after the Event's text is processed")
  void yourEvent() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    p.play(0, "t-mine", Area.home(0));
    p.play(0, "t-theirs", Area.home(0));
    int event = p.hand(0, "t-draw");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.events(GameEvent.TokensGained.class)).as("only 'you' watched this one").singleElement()
        .satisfies(t -> {
          assertThat(t.player()).isEqualTo(0);
          assertThat(t.amount()).isEqualTo(1);
        });
    assertThat(g.events.indexOf(g.events(GameEvent.Drew.class).get(0)))
        .as("the Event draws before the triggered effect gives the token")
        .isLessThan(g.events.indexOf(g.events(GameEvent.TokensGained.class).get(0)));
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
  }

  @Test
  @DisplayName("609.2: a Friend watching the opponent's Events ignores its controller's, and playing a Friend triggers neither")
  void notAFriend() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.play(0, "t-theirs", Area.home(0));
    int friend = p.hand(0, "t-mine");
    Game g = Game.start(p).act(new Action.PlayCard(0, friend, Area.home(0)));
    assertThat(g.events(GameEvent.TokensGained.class)).isEmpty();
  }
}
