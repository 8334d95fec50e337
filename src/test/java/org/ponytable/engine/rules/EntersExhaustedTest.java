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

/** "Enters play exhausted" (706.1a): the card enters play in that state. */
class EntersExhaustedTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "x-sleepy", "type": "friend", "title": "Sleepy", "power": 1, "cost": 0,
            "abilities": [{"kind": "entersExhausted"}]},
           {"id": "x-plain", "type": "friend", "title": "Plain", "power": 1, "cost": 0},
           {"id": "x-lullaby", "type": "resource", "title": "Lullaby", "power": 0, "cost": 0,
            "abilities": [{"kind": "entersExhausted", "cards": {"player": "opponent", "type": "friend"}}]}]""",
          "enters-exhausted.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("706.1a: a card with entersExhausted enters play exhausted; another Friend enters ready")
  void itself() {
    Position p = AbilityTable.base(POOL);
    int sleepy = p.hand(0, "x-sleepy");
    int plain = p.hand(0, "x-plain");
    Game g = Game.start(p).act(new Action.PlayCard(0, sleepy, Area.home(0)));
    g.passUntil(x -> x.actor() == 0).act(new Action.PlayCard(0, plain, Area.home(0)));
    assertThat(g.s.inPlay(sleepy).exhausted()).isTrue();
    assertThat(g.s.inPlay(plain).exhausted()).isFalse();
  }

  @Test
  @DisplayName("706.1a: entersExhausted for the opponent's Friends names their Friends only")
  void opposingFriends() {
    Position p = AbilityTable.base(POOL);
    p.play(1, "x-lullaby", Area.home(1));
    int theirs = p.hand(0, "x-plain");
    Game g = Game.start(p).act(new Action.PlayCard(0, theirs, Area.home(0)));
    assertThat(g.s.inPlay(theirs).exhausted()).isTrue();
    Position q = AbilityTable.base(POOL);
    q.play(0, "x-lullaby", Area.home(0));
    int own = q.hand(0, "x-plain");
    Game h = Game.start(q).act(new Action.PlayCard(0, own, Area.home(0)));
    assertThat(h.s.inPlay(own).exhausted()).as("its controller's own Friend").isFalse();
  }
}
