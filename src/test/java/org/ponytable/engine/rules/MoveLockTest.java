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

/**
 * "beMovedByYourOpponent": an attachment on an opponent's Friend keeps that opponent (the Friend's
 * controller) from moving it; the attachment's controller still may (104.2, 506.1, 609.2b).
 */
class MoveLockTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "l-lock", "type": "resource", "title": "Lock", "power": 0, "cost": 0, "abilities": [
             {"kind": "attachment", "host": {"player": "opponent", "type": "friend"}},
             {"kind": "continuous", "affects": {"host": true}, "cant": ["beMovedByYourOpponent"]}]},
           {"id": "l-shove", "type": "event", "title": "Shove", "power": 0, "cost": 0,
            "effects": [{"do": "move", "target": {"each": {"type": "friend", "where": "problem"}}, "to": "home"}]}]""",
          "move-lock.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("609.2b, 104.2: the host's controller is not offered the Main Phase move; their other Friends are")
  void hostControllerCantMoveIt() {
    Position p = AbilityTable.base(POOL).turn(4, 1).tokens(1, 5);
    int host = p.play(1, "f-p1", Area.problem(1));
    int other = p.play(1, "f-p1", Area.problem(1));
    int lock = p.play(0, "l-lock", Area.problem(1));
    p.update(lock, x -> x.withHost(host));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s))
        .contains(new Action.Move(1, other, Area.home(1)))
        .noneMatch(a -> a instanceof Action.Move m && m.card() == host);
  }

  @Test
  @DisplayName("506.1, 104.2: an effect of the host's controller doesn't move it; one of the attachment's controller does")
  void effectsByEachPlayer() {
    Position p = AbilityTable.base(POOL).turn(4, 1);
    int host = p.play(1, "f-p1", Area.problem(1));
    int other = p.play(1, "f-p1", Area.problem(1));
    int lock = p.play(0, "l-lock", Area.problem(1));
    p.update(lock, x -> x.withHost(host));
    int shove = p.hand(1, "l-shove");
    Game g = Game.start(p).act(new Action.PlayCard(1, shove, null));
    assertThat(g.s.inPlay(other).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(host).area()).as("its controller is the lock's opponent").isEqualTo(Area.problem(1));

    Position q = AbilityTable.base(POOL);
    int host2 = q.play(1, "f-p1", Area.problem(1));
    int lock2 = q.play(0, "l-lock", Area.problem(1));
    q.update(lock2, x -> x.withHost(host2));
    int shove2 = q.hand(0, "l-shove");
    Game h = Game.start(q).act(new Action.PlayCard(0, shove2, null));
    assertThat(h.s.inPlay(host2).area()).as("the lock's controller may move it").isEqualTo(Area.home(1));
  }
}
