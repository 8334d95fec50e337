package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;

/** 609.2, 304.2: "when you play a Song card": the trigger playsEvent with a subject read from what the Event prints. */
class PlaysEventSubjectTest {
  private static final String CARDS = """
      [{"id": "s-fan", "type": "friend", "title": "Fan", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "playsEvent", "subject": {"trait": "Song"},
                       "effects": [{"do": "score", "amount": 1}]}]},
       {"id": "s-song", "type": "event", "title": "A Song", "power": 0, "cost": 0, "timing": "main", "traits": ["Song"],
        "effects": [{"do": "draw", "amount": 1}]},
       {"id": "s-speech", "type": "event", "title": "A Speech", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "draw", "amount": 1}]}]
      """;

  @Test
  @DisplayName("609.2: a Song Event played triggers it; another Event does not")
  void onlyTheEventsItNames() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "songs.json"));
    Position p = AbilityTable.base(pool);
    p.play(0, "s-fan", Area.home(0));
    int speech = p.hand(0, "s-speech");
    int song = p.hand(0, "s-song");
    Game g = Game.start(p).act(new Action.PlayCard(0, speech, null));
    assertThat(g.score(0)).as("not a Song").isZero();
    g.pass().act(new Action.PlayCard(0, song, null));
    g.passUntil(s -> s.abilities().waiting().isEmpty() && s.resolving() == null);
    assertThat(g.score(0)).as("a Song").isEqualTo(1);
  }
}
