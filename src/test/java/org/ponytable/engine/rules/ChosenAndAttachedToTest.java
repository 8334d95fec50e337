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

/** The filter parts "chosen" (a later effect names what an earlier one chose) and "attachedTo" (509). */
class ChosenAndAttachedToTest {
  private static final String CARDS = """
      [{"id": "t-shrink", "type": "event", "title": "Shrink", "power": 0, "cost": 0,
        "effects": [{"do": "modify", "target": {"choose": {"player": "opponent", "type": "friend"}}, "power": -2, "until": "turn"},
                    {"do": "dismiss", "target": {"each": {"chosen": true, "maxPower": 0}}}]},
       {"id": "t-strip", "type": "event", "title": "Strip", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"choose": {"type": "resource", "attachedTo": {"player": "opponent", "type": "character"}}}}]},
       {"id": "t-shoe", "type": "resource", "title": "Shoe", "power": 0, "cost": 1,
        "abilities": [{"kind": "attachment", "host": {"type": "friend"}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("chosen: only the card the first effect chose is dismissed, and only once its current power is 0 or less (708.2)")
  void chosenWithCurrentPower() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int weak = p.play(1, "f-p1", Area.home(1));
    int other = p.play(1, "f-p1", Area.home(1));
    int strong = p.play(1, "f-b3", Area.home(1));
    int shrink = p.hand(0, "t-shrink");
    int shrink2 = p.hand(0, "t-shrink");
    Game g = Game.start(p).act(new Action.PlayCard(0, shrink, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    g.choose(weak);
    assertThat(g.s.inPlay(weak)).as("1 - 2 = -1: dismissed").isNull();
    assertThat(g.s.inPlay(other)).as("the same power, but not the chosen card").isNotNull();
    assertThat(g.s.resolving()).isNull();
    g.passUntil(s -> s.actor() == 0 && s.decision().kind() == DecisionKind.PRIORITY);
    g.act(new Action.PlayCard(0, shrink2, null)).choose(strong);
    assertThat(g.s.inPlay(strong)).as("3 - 2 = 1: stays").isNotNull();
  }

  @Test
  @DisplayName("attachedTo (509): only Resources on an opponent's character are offered")
  void attachedTo() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int theirs = p.play(1, "f-p1", Area.home(1));
    int mine = p.play(0, "f-y1", Area.home(0));
    int onTheirs = p.play(1, "t-shoe", Area.home(1));
    p.update(onTheirs, c -> c.withHost(theirs));
    int onMine = p.play(0, "t-shoe", Area.home(0));
    p.update(onMine, c -> c.withHost(mine));
    int onTheirs2 = p.play(0, "t-shoe", Area.home(1));
    p.update(onTheirs2, c -> c.withHost(theirs));
    int strip = p.hand(0, "t-strip");
    Game g = Game.start(p).act(new Action.PlayCard(0, strip, null));
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(onTheirs, onTheirs2);
    g.choose(onTheirs2);
    assertThat(g.s.inPlay(onTheirs2)).isNull();
    assertThat(g.s.inPlay(onMine)).isNotNull();
  }
}
