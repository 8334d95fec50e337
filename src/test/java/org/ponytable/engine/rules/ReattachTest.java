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
import org.ponytable.engine.state.DecisionKind;

/** The effect word "reattach" (509.5, 509.4, 509.3). */
class ReattachTest {
  private static final String CARDS = """
      [{"id": "t-move", "type": "event", "title": "Move It", "power": 0, "cost": 0,
        "effects": [{"do": "reattach"}]},
       {"id": "t-shoe", "type": "resource", "title": "Shoe", "power": 0, "cost": 1,
        "abilities": [{"kind": "attachment", "host": {"player": "you", "type": "friend"}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("509.5, 509.4: the only Resource on a Friend moves to the Friend you choose among those its host description allows")
  void reattaches() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int host = p.play(0, "f-y1", Area.home(0));
    int shoe = p.play(0, "t-shoe", Area.home(0));
    p.update(shoe, c -> c.withHost(host));
    int near = p.play(0, "f-y2", Area.problem(0));
    int other = p.play(0, "f-y1", Area.home(0));
    p.play(1, "f-p1", Area.home(1));
    int move = p.hand(0, "t-move");
    Game g = Game.start(p).act(new Action.PlayCard(0, move, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).as("your other Friends, not the opponent's (its host description)")
        .containsExactlyInAnyOrder(near, other);
    g.choose(near);
    assertThat(g.s.inPlay(shoe).host()).isEqualTo(near);
    assertThat(g.s.inPlay(shoe).area()).as("509.3: its host's area").isEqualTo(Area.problem(0));
  }
}
