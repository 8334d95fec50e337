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
 * "Exhaust one of your characters to add that character's power to another character's power":
 * the card a cost picked (703.1d) is the first effect's {@code chosen}; its power is counted as the
 * effect is processed (708.2b).
 */
class AddPowerTest {
  private static final String CARDS = """
      [{"id": "ap-stand", "type": "resource", "title": "Stand", "power": 0, "cost": 0, "placement": "home",
        "abilities": [{"kind": "activated", "timing": "main",
                       "costs": [{"pay": "exhaustThis"}, {"pay": "exhaustOther", "filter": {"player": "you", "type": "character"}}],
                       "effects": [{"do": "modify", "target": {"choose": {"type": "character", "otherThan": "chosen"}},
                                    "power": 1, "forEach": {"powerOf": {"chosen": true}}, "until": "turn"}]}]},
       {"id": "ap-strong", "type": "friend", "title": "Strong", "power": 3, "cost": 1},
       {"id": "ap-weak", "type": "friend", "title": "Weak", "power": 1, "cost": 1}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "add-power.json"));
  }

  @Test
  @DisplayName("703.1d, 708.2b: the exhausted character's power goes to another one, which may not be itself")
  void addsThePaidCardsPower() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int stand = p.play(0, "ap-stand", Area.home(0));
    int strong = p.play(0, "ap-strong", Area.home(0));
    int weak = p.play(0, "ap-weak", Area.home(0));
    Game g = Game.start(p).act(new Action.Activate(0, stand, 0, strong));
    assertThat(g.s.inPlay(strong).exhausted()).isTrue();
    assertThat(g.s.decision().options()).as("another character: not the exhausted one").doesNotContain(strong).contains(weak);
    g.choose(weak);
    assertThat(Stats.power(g.s, g.s.inPlay(weak))).isEqualTo(4);
    assertThat(Stats.power(g.s, g.s.inPlay(strong))).isEqualTo(3);
  }
}
