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
 * The filter part "powerVsThis": a card's current power compared with the current power of the
 * card with the ability (711: both as modified now), "with power less than or equal to this card's".
 */
class PowerComparedFilterTest {
  private static final String CARDS = """
      [{"id": "t-bully", "type": "friend", "title": "Bully", "power": 2, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}],
          "effects": [{"do": "dismiss", "target": {"each": {"player": "opponent", "type": "friend", "where": "here",
            "powerVsThis": "atMost"}}}]}]},
       {"id": "t-top", "type": "friend", "title": "Top", "power": 3, "cost": 1,
        "abilities": [{"kind": "continuous", "while": {"none": {"type": "friend", "where": "here", "other": true,
          "powerVsThis": "atLeast"}}, "power": 2}]},
       {"id": "t-f1", "type": "friend", "title": "One", "power": 1, "cost": 1},
       {"id": "t-f2", "type": "friend", "title": "Two", "power": 2, "cost": 1},
       {"id": "t-f3", "type": "friend", "title": "Three", "power": 3, "cost": 1}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("711: power at most this card's, both as they are now: the 1 and the 2 go, the 3 stays; cards elsewhere are not here")
  void atMostThisCardsPower() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int bully = p.play(0, "t-bully", Area.problem(0));
    int one = p.play(1, "t-f1", Area.problem(0));
    int two = p.play(1, "t-f2", Area.problem(0));
    int three = p.play(1, "t-f3", Area.problem(0));
    int away = p.play(1, "t-f1", Area.problem(1));
    Game g = Game.start(p);
    g.act(Engine.legalActions(g.s).stream().filter(a -> a instanceof Action.Activate act && act.card() == bully)
        .findFirst().orElseThrow());
    assertThat(g.s.inPlay(one)).isNull();
    assertThat(g.s.inPlay(two)).isNull();
    assertThat(g.s.inPlay(three)).isNotNull();
    assertThat(g.s.inPlay(away)).isNotNull();
  }

  @Test
  @DisplayName("708.2a: \"while this card has power higher than any other Friend here\": a 3 beside a 2 holds, beside a 3 does not")
  void higherThanAnyOtherHere() throws CardLoadException {
    Position held = AbilityTable.base(pool());
    int top = held.play(0, "t-top", Area.problem(0));
    held.play(1, "t-f2", Area.problem(0));
    held.play(1, "t-f3", Area.problem(1));
    Game g = Game.start(held);
    assertThat(Stats.power(g.s, g.s.inPlay(top))).isEqualTo(5);
    Position notHeld = AbilityTable.base(pool());
    int top2 = notHeld.play(0, "t-top", Area.problem(0));
    notHeld.play(1, "t-f3", Area.problem(0));
    Game g2 = Game.start(notHeld);
    assertThat(Stats.power(g2.s, g2.s.inPlay(top2))).isEqualTo(3);
  }
}
