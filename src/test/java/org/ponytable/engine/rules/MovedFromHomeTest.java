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

/** The trigger "movedFromHome": its controller moves the card from home to a Problem (506.1c, rulings.md). */
class MovedFromHomeTest {
  private static final String CARDS = """
      [{"id": "t-watch", "type": "friend", "title": "Watch", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "movedFromHome", "subject": "this",
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-puller", "type": "friend", "title": "Puller", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "main",
                       "effects": [{"do": "move", "target": {"choose": {"player": "opponent", "type": "friend"}},
                                    "to": "here"}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static long triggeredBy(Game g, int card) {
    return g.events(GameEvent.AbilityTriggered.class).stream().filter(t -> t.source() == card).count();
  }

  @Test
  @DisplayName("506.1c: the controller's Main Phase move from home to a Problem triggers it")
  void ownMoveTriggers() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int watch = p.play(0, "t-watch", Area.home(0));
    Game g = Game.start(p).act(new Action.Move(0, watch, Area.problem(1)));
    assertThat(triggeredBy(g, watch)).isEqualTo(1);
  }

  @Test
  @DisplayName("506.1c: moved from a Problem to another, or by the opponent's effect, it does not trigger")
  void otherMovesDoNot() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int watch = p.play(0, "t-watch", Area.problem(0));
    Game g = Game.start(p).act(new Action.Move(0, watch, Area.problem(1)));
    assertThat(triggeredBy(g, watch)).as("from a Problem").isZero();

    Position q = AbilityTable.base(pool()).tokens(0, 5);
    int theirs = q.play(1, "t-watch", Area.home(1));
    int puller = q.play(0, "t-puller", Area.problem(0));
    Game h = Game.start(q).act(new Action.Activate(0, puller, 0, -1));
    assertThat(h.s.inPlay(theirs).area()).as("the opponent's effect moved it").isEqualTo(Area.problem(0));
    assertThat(triggeredBy(h, theirs)).as("moved by the opponent").isZero();
  }
}
