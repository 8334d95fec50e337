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

/** "The next [card] you play this turn costs N less" (508, 609.2a, 616.4). */
class NextPlayCostTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "n-coupon", "type": "event", "title": "Coupon", "power": 0, "cost": 0, "effects": [
             {"do": "nextPlayCosts", "amount": -1, "cards": {"type": "friend", "color": "yellow"}}]}]""",
          "next-play.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("609.2a: only a matching card uses it up; another card played first costs as printed")
  void onlyMatchingCardsUseItUp() {
    Position p = AbilityTable.base(POOL).tokens(0, 2);
    int coupon = p.hand(0, "n-coupon");
    int purple = p.hand(0, "f-p1");
    int yellow = p.hand(0, "f-y1");
    int yellow2 = p.hand(0, "f-y1");
    Game g = Game.start(p).act(new Action.PlayCard(0, coupon, null));
    g.passUntil(x -> x.actor() == 0);
    assertThat(Costs.play(g.s, 0, yellow)).isZero();
    assertThat(Costs.play(g.s, 0, purple)).isEqualTo(1);
    g.act(new Action.PlayCard(0, purple, Area.home(0))).passUntil(x -> x.actor() == 0);
    assertThat(Costs.play(g.s, 0, yellow)).as("still waiting for a yellow Friend").isZero();
    g.act(new Action.PlayCard(0, yellow, Area.home(0))).passUntil(x -> x.actor() == 0);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(Costs.play(g.s, 0, yellow2)).as("used up").isEqualTo(1);
  }

  @Test
  @DisplayName("616.4: an unused one ends with the turn")
  void endsWithTheTurn() {
    Position p = AbilityTable.base(POOL).tokens(0, 0);
    int coupon = p.hand(0, "n-coupon");
    Game g = Game.start(p).act(new Action.PlayCard(0, coupon, null));
    assertThat(g.s.player(0).nextPlay()).hasSize(1);
    g.passUntil(x -> x.turnPlayer() == 1);
    assertThat(g.s.player(0).nextPlay()).isEmpty();
  }
}
