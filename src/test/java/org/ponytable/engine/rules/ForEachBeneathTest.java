package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/** "+1 power for each card beneath it" ({@code "forEach": "beneath"}; glossary: Pumped, 702.1). */
class ForEachBeneathTest {
  @Test
  @DisplayName("Glossary, Pumped: +1 power for each card beneath this card, of either owner; cards beneath another card don't count")
  void countsTheCardsBeneathThisCard() throws CardLoadException {
    List<CardDef> defs = new CardLoader().loadString("""
        [{"id": "f-swan", "type": "friend", "title": "Swan", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "power": 1, "forEach": "beneath"}]},
         {"id": "f-plain", "type": "friend", "title": "Plain", "power": 1, "cost": 1}]
        """, "beneath.json");
    CardPool pool = AbilityTable.POOL.with(defs);
    Position p = AbilityTable.base(pool);
    int swan = p.play(0, "f-swan", Area.home(0));
    int plain = p.play(0, "f-plain", Area.home(0));
    p.beneath(0, "f-plain", swan);
    p.beneath(1, "f-plain", swan);
    p.beneath(0, "f-plain", plain);
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(swan))).as("1 printed, +1 for each of the 2 cards beneath it").isEqualTo(3);
    assertThat(Stats.power(s, s.inPlay(plain))).isEqualTo(1);
  }

  @Test
  @DisplayName("With no card beneath it, it has its printed power")
  void nothingBeneath() throws CardLoadException {
    List<CardDef> defs = new CardLoader().loadString("""
        [{"id": "f-swan", "type": "friend", "title": "Swan", "power": 2, "cost": 1,
          "abilities": [{"kind": "continuous", "power": 2, "forEach": "beneath"}]}]
        """, "beneath.json");
    Position p = AbilityTable.base(AbilityTable.POOL.with(defs));
    int swan = p.play(0, "f-swan", Area.home(0));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(swan))).isEqualTo(2);
  }
}
