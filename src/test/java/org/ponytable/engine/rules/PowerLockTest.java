package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;

/** "Characters here have 2 power and can't lose or gain power" (711, rulings.md): {@code cant: gainOrLosePower}. */
class PowerLockTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "c-level", "type": "troublemaker", "title": "Level", "power": 6, "points": 2, "abilities": [
             {"kind": "continuous", "affects": {"type": "character", "where": "here"}, "setPower": 2,
              "cant": ["gainOrLosePower"]}]},
           {"id": "c-pump", "type": "event", "title": "Pump", "power": 0, "cost": 0, "effects": [
             {"do": "modify", "target": {"each": {"type": "friend"}}, "power": 3, "until": "turn"}]}]""",
          "power-lock.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("711, rulings.md: characters there have 2 power whatever their printed power, counters or later modifiers; elsewhere they change as usual")
  void powerStaysTwo() {
    Position p = AbilityTable.base(POOL).tokens(0, 2);
    p.play(1, "c-level", Area.problem(1));
    int strong = p.play(0, "f-y3", Area.problem(1));
    int weak = p.play(0, "f-y1", Area.problem(1));
    p.update(weak, c -> c.withCounters(Map.of("+1 power", 2)));
    int away = p.play(0, "f-y1", Area.problem(0));
    int pump = p.hand(0, "c-pump");
    Game g = Game.start(p);
    assertThat(Stats.power(g.s, g.s.inPlay(strong))).isEqualTo(2);
    assertThat(Stats.power(g.s, g.s.inPlay(weak))).as("+1 power counters too").isEqualTo(2);
    g.act(new Action.PlayCard(0, pump, null));
    assertThat(Stats.power(g.s, g.s.inPlay(strong))).as("can't gain power").isEqualTo(2);
    assertThat(Stats.power(g.s, g.s.inPlay(away))).as("not there").isEqualTo(4);
  }
}
