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
import org.ponytable.engine.state.GameState;

/**
 * Highest and lowest power (711, rulings.md): the filter part {@code powerRank} and the count
 * {@code highestPower}, read from power as it is now; ties rank together.
 */
class PowerRankTest {
  private static final String CARDS = """
      [{"id": "r-babs", "type": "troublemaker", "title": "Babs", "power": 0, "points": 1,
        "abilities": [{"kind": "continuous", "power": 2,
                       "forEach": {"highestPower": {"player": "opponent", "type": "character", "where": "here"}}}]},
       {"id": "r-two", "type": "friend", "title": "Two", "power": 2, "cost": 1},
       {"id": "r-three", "type": "friend", "title": "Three", "power": 3, "cost": 1},
       {"id": "r-orders", "type": "event", "title": "Orders", "power": 0, "cost": 0,
        "effects": [{"do": "putIntoHand", "target": {"each": {"type": "friend", "where": "problem", "powerRank": "onlyHighest"}}}]},
       {"id": "r-weakest", "type": "event", "title": "Weakest", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"type": "friend", "powerRank": "lowest"}}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "power-rank.json"));
  }

  @Test
  @DisplayName("711: twice the strongest opposing character's power there reads the highest once, not its own side's")
  void doubleTheHighest() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int babs = p.play(1, "r-babs", Area.problem(0));
    p.play(0, "r-two", Area.problem(0));
    p.play(0, "r-three", Area.problem(0));
    p.play(0, "r-three", Area.problem(0));
    p.play(1, "r-three", Area.problem(0));
    p.play(1, "r-three", Area.problem(0));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(babs))).as("2 x 3: two tied Friends of 3 count once").isEqualTo(6);
    Position q = AbilityTable.base(pool());
    int alone = q.play(1, "r-babs", Area.problem(0));
    q.play(0, "r-three", Area.home(0));
    GameState t = Engine.resume(q.build()).state();
    assertThat(Stats.power(t, t.inPlay(alone))).as("no opposing character here: 0").isZero();
  }

  @Test
  @DisplayName("711, rulings.md: 'higher than any other' names no card when two tie; 'the least power' names each tied card")
  void tiesRankTogether() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int two = p.play(0, "r-two", Area.problem(0));
    int three = p.play(1, "r-three", Area.problem(0));
    int orders = p.hand(0, "r-orders");
    Game g = Game.start(p).act(new Action.PlayCard(0, orders, null));
    assertThat(g.s.player(1).hand()).as("the one with more power than any other goes").contains(three);
    assertThat(g.s.inPlay(two)).isNotNull();

    Position q = AbilityTable.base(pool());
    int a = q.play(0, "r-three", Area.problem(0));
    int b = q.play(1, "r-three", Area.problem(0));
    int ordersAgain = q.hand(0, "r-orders");
    Game h = Game.start(q).act(new Action.PlayCard(0, ordersAgain, null));
    assertThat(h.s.inPlay(a)).as("tied: neither is higher than any other").isNotNull();
    assertThat(h.s.inPlay(b)).isNotNull();

    Position r = AbilityTable.base(pool());
    int low1 = r.play(0, "r-two", Area.home(0));
    int low2 = r.play(1, "r-two", Area.problem(1));
    int high = r.play(0, "r-three", Area.problem(0));
    int weakest = r.hand(0, "r-weakest");
    Game k = Game.start(r).act(new Action.PlayCard(0, weakest, null));
    assertThat(k.s.inPlay(low1)).as("both Friends of least power").isNull();
    assertThat(k.s.inPlay(low2)).isNull();
    assertThat(k.s.inPlay(high)).isNotNull();
  }
}
