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

/** Doubling power (rulings.md, "Doubling power"): a modifier applied after those it reads (711.3b, 711.4). */
class DoublingTest {
  private static final String CARDS = """
      [{"id": "db-capper", "type": "friend", "title": "Doubler", "power": 2, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1, "forEach": {"doubledFor": {"type": "troublemaker", "where": "here"}}}]},
       {"id": "db-lifter", "type": "friend", "title": "Lifter", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "affects": {"title": "Doubler"}, "power": 1}]},
       {"id": "db-tm", "type": "troublemaker", "title": "Trouble", "power": 2, "points": 1},
       {"id": "db-twice", "type": "event", "title": "Twice", "power": 0, "cost": 0,
        "effects": [{"do": "choose", "target": {"choose": {"player": "you", "type": "friend"}}},
                    {"do": "modify", "target": {"each": {"chosen": true}}, "power": 1, "until": "turn",
                     "forEach": {"powerOf": {"chosen": true}}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "doubling.json"));
  }

  @Test
  @DisplayName("711: doubled once for each Troublemaker here: 2 power, two Troublemakers, 8")
  void doubledForEach() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int capper = p.play(0, "db-capper", Area.problem(1));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(capper))).as("no Troublemaker: not doubled").isEqualTo(2);
    p.play(1, "db-tm", Area.problem(1));
    p.play(1, "db-tm", Area.problem(1));
    p.play(1, "db-tm", Area.problem(0));
    s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(capper))).as("two here; the one elsewhere doesn't count").isEqualTo(8);
  }

  @Test
  @DisplayName("711.3b, 711.4: a +1 from a later card is applied before the doubling that reads it")
  void doublingComesAfterWhatItReads() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int capper = p.play(0, "db-capper", Area.problem(1));
    p.play(1, "db-tm", Area.problem(1));
    p.play(0, "db-lifter", Area.home(0));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(capper))).as("(2 + 1) doubled").isEqualTo(6);
  }

  @Test
  @DisplayName("708.2b: an effect doubling a chosen Friend's power adds the power it has as it is processed")
  void effectDoublesOnce() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int lifter = p.play(0, "db-lifter", Area.home(0));
    p.modifier(lifter, 0, lifter, new org.ponytable.engine.ability.Ability.Change(2, null, java.util.Set.of()),
        org.ponytable.engine.ability.Duration.TURN);
    int ev = p.hand(0, "db-twice");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(Stats.power(g.s, g.s.inPlay(lifter))).as("1 printed + 2, doubled").isEqualTo(6);
  }
}
