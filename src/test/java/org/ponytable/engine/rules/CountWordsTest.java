package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

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
 * The counts and the numeric condition of issue 11: colors and traits among cards (203.1, 201.4),
 * the power of the card itself (711), and a count compared with a number or another count.
 */
class CountWordsTest {
  private static final String CARDS = """
      [{"id": "w-equal", "type": "friend", "title": "Equalizer", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1,
                       "forEach": {"colorsAmong": {"player": "opponent", "type": "character", "where": "here"}}}]},
       {"id": "w-picky", "type": "friend", "title": "Picky", "power": 7, "cost": 1,
        "abilities": [{"kind": "continuous", "power": -1,
                       "forEach": {"traitsAmong": {"player": "opponent", "type": "character", "where": "here"}}}]},
       {"id": "w-two", "type": "friend", "title": "Two Tone", "power": 1, "cost": 1, "colors": ["blue", "pink"],
        "traits": ["Unicorn", "Royalty"]},
       {"id": "w-pink", "type": "friend", "title": "Pink", "power": 1, "cost": 1, "colors": ["pink"],
        "traits": ["unicorn"]},
       {"id": "w-white", "type": "friend", "title": "White", "power": 1, "cost": 1, "colors": ["white"],
        "traits": ["Pegasus"]},
       {"id": "w-lender", "type": "friend", "title": "Lender", "power": 3, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "entersPlay", "subject": "this",
                       "effects": [{"do": "modify", "target": {"choose": {"player": "you", "type": "friend", "other": true}},
                                    "power": 1, "forEach": "powerOfThis", "until": "turn"}]}]},
       {"id": "w-crowd", "type": "friend", "title": "Crowd Pleaser", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 2,
                       "while": {"number": {"player": "you", "type": "friend"},
                                 "moreThan": {"player": "opponent", "type": "friend"}}}]},
       {"id": "w-mill", "type": "friend", "title": "Mill", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1, "while": {"number": {"tokens": "opponent"}, "atLeast": 3}}]},
       {"id": "w-sum", "type": "friend", "title": "Sum", "power": 0, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1, "forEach": {"powerOf": {"player": "opponent", "type": "friend"}}}]},
       {"id": "w-mark", "type": "event", "title": "Mark", "power": 0, "cost": 0,
        "effects": [{"do": "addCounters", "target": {"each": {"title": "Pink"}}, "counter": "+1 power",
                     "forEach": {"hand": "you"}}]},
       {"id": "w-even", "type": "friend", "title": "Even", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1, "while": {"number": {"tokens": "you"}, "even": true}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "counts.json"));
  }

  private static int power(Position p, int card) {
    GameState s = Engine.resume(p.build()).state();
    return Stats.power(s, s.inPlay(card));
  }

  @Test
  @DisplayName("203.1: +1 power for each color among opposing characters here: each color once, a two-colored card gives both")
  void colorsAmongOpposingCharactersHere() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int equal = p.play(0, "w-equal", Area.problem(0));
    assertThat(power(p, equal)).as("no opposing character here").isEqualTo(1);
    p.play(1, "w-two", Area.problem(0));
    assertThat(power(p, equal)).as("blue and pink").isEqualTo(3);
    p.play(1, "w-pink", Area.problem(0));
    assertThat(power(p, equal)).as("pink again counts once").isEqualTo(3);
    p.play(1, "w-white", Area.home(1));
    p.play(0, "w-white", Area.problem(0));
    assertThat(power(p, equal)).as("white is at home, or is mine").isEqualTo(3);
  }

  @Test
  @DisplayName("201.4: -1 power for each different trait among opposing characters here: a trait is one trait whatever its case")
  void traitsAmongOpposingCharactersHere() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int picky = p.play(0, "w-picky", Area.problem(0));
    p.play(1, "w-two", Area.problem(0));
    p.play(1, "w-pink", Area.problem(0));
    assertThat(power(p, picky)).as("Unicorn and Royalty").isEqualTo(5);
    p.play(1, "w-white", Area.problem(0));
    assertThat(power(p, picky)).as("and Pegasus").isEqualTo(4);
  }

  @Test
  @DisplayName("711, 708.2b: add this card's power to another Friend: its power as the effect is processed")
  void powerOfThisIsAdded() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int pink = p.play(0, "w-pink", Area.home(0));
    int lender = p.hand(0, "w-lender");
    Game g = Game.start(p).act(new Action.PlayCard(0, lender, Area.home(0)));
    g = g.passUntil(st -> st.actor() == 0);
    assertThat(Stats.power(g.s, g.s.inPlay(pink))).as("1 printed, +3 for Lender's power").isEqualTo(4);
  }

  @Test
  @DisplayName("702.1, 708.2a: while you have more Friends than an opponent; while an opponent has at least 3 action tokens")
  void numberConditionsCompare() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(1, 2);
    int crowd = p.play(0, "w-crowd", Area.home(0));
    int mill = p.play(0, "w-mill", Area.home(0));
    p.play(1, "w-pink", Area.home(1));
    assertThat(power(p, crowd)).as("2 Friends against 1").isEqualTo(3);
    assertThat(power(p, mill)).as("2 tokens are not 3").isEqualTo(1);
    p.play(1, "w-white", Area.home(1));
    p.tokens(1, 3);
    assertThat(power(p, crowd)).as("2 against 2 is not more").isEqualTo(1);
    assertThat(power(p, mill)).isEqualTo(2);
  }

  @Test
  @DisplayName("711, 105.2: +1 for each point of power of opposing Friends, as they are now; even action tokens, 0 included")
  void powerOfAndParity() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int sum = p.play(0, "w-sum", Area.home(0));
    int even = p.play(0, "w-even", Area.home(0));
    int two = p.play(1, "w-two", Area.home(1));
    p.play(1, "w-white", Area.home(1));
    assertThat(power(p, sum)).as("1 + 1").isEqualTo(2);
    assertThat(power(p, even)).as("0 tokens is even").isEqualTo(2);
    p.modifier(two, 1, two, new org.ponytable.engine.ability.Ability.Change(2, null, java.util.Set.of()),
        org.ponytable.engine.ability.Duration.TURN);
    p.tokens(0, 3);
    assertThat(power(p, sum)).as("3 + 1").isEqualTo(4);
    assertThat(power(p, even)).as("3 is odd").isEqualTo(1);
  }

  @Test
  @DisplayName("519, 708.2b: a +1 power counter for each card in your hand, counted once as the effect is processed")
  void countersForEach() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int pink = p.play(0, "w-pink", Area.home(0));
    p.hand(0, "w-white");
    p.hand(0, "w-white");
    int mark = p.hand(0, "w-mark");
    Game g = Game.start(p).act(new Action.PlayCard(0, mark, null)).passUntil(st -> st.actor() == 0);
    assertThat(g.s.inPlay(pink).counters()).containsEntry("+1 power", 2);
    assertThat(Stats.power(g.s, g.s.inPlay(pink))).isEqualTo(3);
  }

  @Test
  @DisplayName("The new counts and the number condition render in words and refuse bad input where it is written")
  void wordsAndRefusals() throws CardLoadException {
    CardPool pool = pool();
    var equal = (org.ponytable.engine.ability.Ability.Continuous) pool.get("w-equal").face().abilities().get(0);
    assertThat(equal.forEach().words()).isEqualTo("color among characters an opponent controls here");
    var crowd = (org.ponytable.engine.ability.Ability.Continuous) pool.get("w-crowd").face().abilities().get(0);
    assertThat(org.ponytable.engine.ability.Condition.Word.words(crowd.whileCondition()))
        .isEqualTo("there are more Friends you control than Friends an opponent controls");
    var lender = (org.ponytable.engine.ability.Ability.Triggered) pool.get("w-lender").face().abilities().get(0);
    assertThat(EffectWord.words(lender.effects().get(0))).contains("for each point of power this card has");
    CardLoadException e = catchThrowableOfType(CardLoadException.class, () -> new CardLoader().loadString("""
        [{"id": "b1", "type": "friend", "title": "B", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "power": 1, "forEach": {"colorsAmong": {"type": "friend"}, "cards": {}}}]},
         {"id": "b2", "type": "friend", "title": "C", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "power": 1, "while": {"number": {"hand": "you"}, "atMost": 100}}]},
         {"id": "b3", "type": "friend", "title": "D", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "power": 1, "while": {"number": "powerOfThese"}}]}]
        """, "bad.json"));
    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains("/0/abilities/0/forEach").contains("cards")
        .contains("/1/abilities/0/while").contains("atMost")
        .contains("/2/abilities/0/while/number").contains("powerOfThese");
  }
}
