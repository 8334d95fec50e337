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

/**
 * The turn's history read by conditions (state.TurnCounts): cards drawn (409.4), characters moved
 * (506.1c), Friends that left play (409.6) and "the first time ... each turn" (rulings.md), kept
 * up as things happen.
 */
class TurnMemoryTest {
  private static final String CARDS = """
      [{"id": "m-greeter", "type": "friend", "title": "Greeter", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "played", "subject": {"type": "friend", "player": "you"},
                       "if": {"firstTimeThisTurn": true}, "effects": [{"do": "gainTokens", "amount": 5}]}]},
       {"id": "m-third", "type": "friend", "title": "Third", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "draws",
                       "if": {"thisTurn": "drawn", "atLeast": 3, "atMost": 3}, "effects": [{"do": "score", "amount": 1}]}]},
       {"id": "m-draw-four", "type": "event", "title": "Draw Four", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "draw", "amount": 4}]},
       {"id": "m-cull", "type": "event", "title": "Cull", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "dismiss", "target": {"choose": {"type": "friend", "player": "opponent"}}}]},
       {"id": "m-mourner", "type": "friend", "title": "Mourner", "power": 1, "cost": 0,
        "abilities": [{"kind": "triggered", "when": "entersPlay",
                       "if": {"thisTurn": "friendsLeftPlay", "player": "anyone", "atLeast": 1},
                       "effects": [{"do": "score", "amount": 1}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "memory.json"));
  }

  @Test
  @DisplayName("rulings.md, the first time each turn: a second Friend played the same turn does not trigger it again")
  void firstTimeEachTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 2);
    int greeter = p.play(0, "m-greeter", Area.home(0));
    int a = p.hand(0, "f-y1");
    int b = p.hand(0, "f-y1");
    Game g = Game.start(p).act(new Action.PlayCard(0, a, Area.home(0)));
    assertThat(g.s.player(0).tokens()).as("2 - 1 paid + 5 gained").isEqualTo(6);
    assertThat(g.s.scoreBook().counts().firstTimes()).as("the turn remembers the card").containsExactly(greeter);
    g.pass().act(new Action.PlayCard(0, b, Area.home(0)));
    assertThat(g.s.player(0).tokens()).as("the second Friend: 1 paid, nothing gained").isEqualTo(5);
  }

  @Test
  @DisplayName("409.4: each card drawn is counted as it is drawn, so \"your third card this turn\" triggers once")
  void thirdCardDrawn() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "m-third", Area.home(0));
    int event = p.hand(0, "m-draw-four");
    for (int i = 0; i < 2; i++) {
      p.deck(0, "f-y1");
    }
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    g.passUntil(s -> s.abilities().waiting().isEmpty() && s.resolving() == null);
    assertThat(g.s.scoreBook().counts().drawn()).as("four cards drawn by p1").containsExactly(4, 0);
    assertThat(g.score(0)).as("scored on the third draw only").isEqualTo(1);
  }

  @Test
  @DisplayName("506.1c, 409.6: a Main Phase move counts for its mover; a dismissed Friend counts for its controller")
  void movesAndFriendsLeavingPlay() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int mine = p.play(0, "f-y1", Area.home(0));
    p.play(1, "f-p1", Area.home(1));
    int cull = p.hand(0, "m-cull");
    int mourner = p.hand(0, "m-mourner");
    Game g = Game.start(p).act(new Action.Move(0, mine, Area.problem(0)));
    assertThat(g.s.scoreBook().counts().moved()).as("p1 moved one character").containsExactly(1, 0);
    g.pass().act(new Action.PlayCard(0, mourner, Area.home(0)));
    assertThat(g.score(0)).as("no Friend has left play yet").isZero();
    g.pass().act(new Action.PlayCard(0, cull, null));
    assertThat(g.s.scoreBook().counts().friendsLeft()).as("p2's Friend left play").containsExactly(0, 1);
    assertThat(g.events(GameEvent.Dismissed.class)).hasSize(1);
  }

  @Test
  @DisplayName("409.6: \"if a Friend left play this turn\" holds once one has, whoever controlled it")
  void friendLeftPlayThisTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.play(1, "f-p1", Area.home(1));
    int cull = p.hand(0, "m-cull");
    int mourner = p.hand(0, "m-mourner");
    Game g = Game.start(p).act(new Action.PlayCard(0, cull, null)).pass().act(new Action.PlayCard(0, mourner, Area.home(0)));
    g.passUntil(s -> s.abilities().waiting().isEmpty() && s.resolving() == null);
    assertThat(g.score(0)).as("Mourner scores: a Friend left play this turn").isEqualTo(1);
  }
}
