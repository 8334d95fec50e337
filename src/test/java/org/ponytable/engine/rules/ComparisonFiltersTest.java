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
 * The comparisons of issue 11: power with the card's own printed cost (204), power with the card
 * the previous effect chose, printed cost with the ability's card's (204).
 */
class ComparisonFiltersTest {
  private static final String CARDS = """
      [{"id": "k-cheap", "type": "friend", "title": "Cheap", "power": 1, "cost": 1},
       {"id": "k-strong", "type": "friend", "title": "Strong", "power": 3, "cost": 1},
       {"id": "k-dear", "type": "friend", "title": "Dear", "power": 2, "cost": 4},
       {"id": "k-mid", "type": "friend", "title": "Mid", "power": 2, "cost": 3},
       {"id": "k-yoink", "type": "event", "title": "Yoink", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"type": "friend", "powerVsCost": "more"}}}]},
       {"id": "k-pump", "type": "event", "title": "Pump", "power": 0, "cost": 0,
        "effects": [{"do": "modify", "target": {"choose": {"player": "you", "type": "friend"}}, "power": 2, "until": "turn"},
                    {"do": "exhaust", "target": {"each": {"player": "opponent", "type": "friend", "powerVsChosen": "less"}}}]},
       {"id": "k-party", "type": "event", "title": "Party", "power": 0, "cost": 0,
        "effects": [{"do": "choose", "target": {"choose": {"type": "friend"}}},
                    {"do": "banish", "target": {"each": {"type": "friend", "otherThan": "chosen"}}}]},
       {"id": "k-borrow", "type": "event", "title": "Borrow", "power": 0, "cost": 0,
        "effects": [{"do": "choose", "target": {"choose": {"player": "opponent", "type": "friend"}}},
                    {"do": "modify", "target": {"choose": {"player": "you", "type": "friend"}}, "power": 1,
                     "forEach": {"powerOf": {"chosen": true}}, "until": "turn"}]},
       {"id": "k-racer", "type": "friend", "title": "Racer", "power": 1, "cost": 3,
        "abilities": [{"kind": "triggered", "when": "entersPlay",
                       "effects": [{"do": "exhaust", "target": {"each": {"player": "opponent", "type": "friend", "costVsThis": "atMost"}}}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "compare.json"));
  }

  @Test
  @DisplayName("204: dismiss each Friend with power greater than its cost: equal power stays, a card without a cost never fits")
  void powerGreaterThanItsCost() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int cheap = p.play(0, "k-cheap", Area.home(0));
    int strong = p.play(1, "k-strong", Area.home(1));
    int yoink = p.hand(0, "k-yoink");
    Game g = Game.start(p).act(new Action.PlayCard(0, yoink, null)).passUntil(st -> st.actor() == 0);
    assertThat(g.s.inPlay(strong)).as("3 power, cost 1: dismissed").isNull();
    assertThat(g.s.inPlay(cheap)).as("1 power, cost 1").isNotNull();
    assertThat(g.s.play().stream().filter(c -> g.s.type(c.id()) == org.ponytable.engine.terms.CardType.MANE_CHARACTER))
        .as("Mane Characters have no cost").hasSize(2);
  }

  @Test
  @DisplayName("705.2d: give your Friend +2, then exhaust each opposing Friend with less power than that Friend (as it is now)")
  void lessPowerThanTheChosenFriend() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "k-cheap", Area.home(0));
    int dear = p.play(1, "k-dear", Area.home(1));
    int strong = p.play(1, "k-strong", Area.home(1));
    int pump = p.hand(0, "k-pump");
    Game g = Game.start(p).act(new Action.PlayCard(0, pump, null)).passUntil(st -> st.actor() == 0);
    assertThat(g.s.inPlay(dear).exhausted()).as("2 is less than 1 + 2").isTrue();
    assertThat(g.s.inPlay(strong).exhausted()).as("3 is not less than 3").isFalse();
  }

  @Test
  @DisplayName("705.2d: choose a Friend, then banish each other Friend; choose an opposing Friend, then add its power to yours")
  void chooseThenName() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int cheap = p.play(0, "k-cheap", Area.home(0));
    int dear = p.play(1, "k-dear", Area.home(1));
    int strong = p.play(1, "k-strong", Area.home(1));
    int borrow = p.hand(0, "k-borrow");
    int party = p.hand(0, "k-party");
    Game g = Game.start(p).act(new Action.PlayCard(0, borrow, null)).choose(strong);
    g = g.passUntil(st -> st.actor() == 0);
    assertThat(Stats.power(g.s, g.s.inPlay(cheap))).as("1 + Strong's 3").isEqualTo(4);
    assertThat(Stats.power(g.s, g.s.inPlay(strong))).as("chosen, not changed").isEqualTo(3);
    g = g.act(new Action.PlayCard(0, party, null)).choose(dear).passUntil(st -> st.actor() == 0);
    assertThat(g.s.inPlay(dear)).as("the chosen Friend stays").isNotNull();
    assertThat(g.s.inPlay(cheap)).isNull();
    assertThat(g.s.inPlay(strong)).isNull();
  }

  @Test
  @DisplayName("204: exhaust each opposing Friend with cost less than or equal to this card's printed cost")
  void costAtMostThisCards() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int mid = p.play(1, "k-mid", Area.home(1));
    int dear = p.play(1, "k-dear", Area.home(1));
    int racer = p.hand(0, "k-racer");
    Game g = Game.start(p).act(new Action.PlayCard(0, racer, Area.home(0))).passUntil(st -> st.actor() == 0);
    assertThat(g.s.inPlay(mid).exhausted()).as("cost 3, Racer's 3").isTrue();
    assertThat(g.s.inPlay(dear).exhausted()).as("cost 4").isFalse();
  }
}
