package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Words;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;

/**
 * The filter parts that read what is printed: "printed power" (the power on the card's face, 201,
 * whatever modifies it now, 711) and "cost" (the printed cost, 204).
 */
class PrintedFilterTest {
  private static final String CARDS = """
      [{"id": "t-cheer", "type": "resource", "title": "Cheer", "power": 0, "cost": 0,
        "abilities": [{"kind": "continuous", "affects": {"type": "friend"}, "power": 2}]},
       {"id": "t-weak-printed", "type": "event", "title": "Weak", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"type": "friend", "maxPrintedPower": 1}}}]},
       {"id": "t-strong-printed", "type": "event", "title": "Strong", "power": 0, "cost": 0,
        "effects": [{"do": "exhaust", "target": {"each": {"type": "character", "minPrintedPower": 2}}}]},
       {"id": "t-cheap-out", "type": "event", "title": "Cheap", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"type": "character", "maxCost": 1}}}]},
       {"id": "t-cheap", "type": "friend", "title": "Cheap", "power": 3, "cost": 1},
       {"id": "t-dear", "type": "friend", "title": "Dear", "power": 1, "cost": 3}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("201, 711: printed power ignores modifiers: a 1-power Friend with +2 is still printed 1")
  void printedPowerIgnoresModifiers() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "t-cheer", Area.home(0));
    int one = p.play(1, "f-p1", Area.problem(0)); // printed 1, now 3
    int dear = p.play(1, "t-dear", Area.problem(0)); // printed 1, now 3
    int cheap = p.play(1, "t-cheap", Area.problem(0)); // printed 3, now 5
    int weak = p.hand(0, "t-weak-printed");
    Game g = Game.start(p);
    assertThat(Stats.power(g.s, g.s.inPlay(one))).isEqualTo(3);
    g = g.act(new Action.PlayCard(0, weak, null));
    assertThat(g.s.inPlay(one)).isNull();
    assertThat(g.s.inPlay(dear)).isNull();
    assertThat(g.s.inPlay(cheap)).isNotNull();
  }

  @Test
  @DisplayName("201: at least a printed power: a printed-3 Friend matches, a printed-1 Friend with +2 power does not")
  void minPrintedPower() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "t-cheer", Area.home(0));
    int one = p.play(1, "f-p1", Area.problem(0));
    int cheap = p.play(1, "t-cheap", Area.problem(0));
    int strong = p.hand(0, "t-strong-printed");
    Game g = Game.start(p).act(new Action.PlayCard(0, strong, null));
    assertThat(g.s.inPlay(one).exhausted()).isFalse();
    assertThat(g.s.inPlay(cheap).exhausted()).isTrue();
  }

  @Test
  @DisplayName("204: cost 1 or less: the printed cost, whatever the power; a Mane Character has no cost and never matches")
  void maxCost() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int cheap = p.play(1, "t-cheap", Area.problem(0));
    int dear = p.play(1, "t-dear", Area.problem(0));
    int out = p.hand(0, "t-cheap-out");
    Game g = Game.start(p).act(new Action.PlayCard(0, out, null));
    assertThat(g.s.inPlay(cheap)).isNull();
    assertThat(g.s.inPlay(dear)).isNotNull();
    assertThat(g.s.play().stream().filter(c -> g.s.isCharacter(c) && g.s.def(c.id()).boosted() != null).count())
        .as("both Mane Characters stay").isEqualTo(2);
  }

  @Test
  @DisplayName("201, 204: the words on a card say printed power and cost")
  void words() {
    Filter f = Filter.of(org.ponytable.engine.ability.Who.OPPONENT, org.ponytable.engine.terms.CardType.FRIEND)
        .withPrinted(2, -1, 3);
    assertThat(Words.filter(f, false)).contains("with printed power 2 or less").contains("with cost 3 or less");
    assertThat(Filter.Part.printedOnly(f.withPlayer(org.ponytable.engine.ability.Who.ANYONE)))
        .as("they read only what is printed, so they may describe cards out of play").isTrue();
  }
}
