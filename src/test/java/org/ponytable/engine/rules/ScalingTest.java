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
 * Scaling ("for each ...", "equal to ..."): one count ({@code forEach}) read by continuous power
 * (702.1, 711) and by the effects draw (409.4), gainTokens (502), score (517.1) and modify (708.2).
 */
class ScalingTest {
  private static final String CARDS = """
      [{"id": "s-greedy", "type": "friend", "title": "Greedy", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1, "forEach": {"hand": "opponent"}}]},
       {"id": "s-rich", "type": "friend", "title": "Rich", "power": 0, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 2, "forEach": {"tokens": "you"}}]},
       {"id": "s-reader", "type": "friend", "title": "Reader", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1, "forEach": {"discardPile": "you", "cards": {"type": "event"}}}]},
       {"id": "s-crowd", "type": "friend", "title": "Crowd", "power": 1, "cost": 1,
        "abilities": [{"kind": "requirementChange", "player": "anyone", "amount": 1,
                       "forEach": {"player": "opponent", "type": "friend", "where": "here"}}]},
       {"id": "s-rainbow", "type": "friend", "title": "Rainbow", "power": 0, "cost": 1, "colors": ["blue", "pink"],
        "abilities": [{"kind": "continuous", "power": 2, "forEach": "colorsOfThis"}]},
       {"id": "s-cash", "type": "event", "title": "Cash In", "power": 0, "cost": 0,
        "effects": [{"do": "retire", "target": {"choose": {"player": "you", "type": "friend"}}},
                    {"do": "gainTokens", "amount": 1, "forEach": "costOfChosen"}]},
       {"id": "s-dear", "type": "friend", "title": "Dear", "power": 1, "cost": 4},
       {"id": "s-ev", "type": "event", "title": "Spare Event", "power": 0, "cost": 0},
       {"id": "s-tax", "type": "event", "title": "Tax", "power": 0, "cost": 0,
        "effects": [{"do": "draw", "amount": 1, "forEach": {"tokens": "opponent"}}]},
       {"id": "s-swap", "type": "event", "title": "Swap", "power": 0, "cost": 0,
        "effects": [{"do": "draw", "amount": 1, "forEach": {"tokens": "opponent"}},
                    {"do": "discard", "count": 1, "forEach": {"tokens": "opponent"}}]},
       {"id": "s-count", "type": "event", "title": "Count", "power": 0, "cost": 0,
        "effects": [{"do": "score", "amount": 1, "forEach": {"player": "you", "type": "friend"}},
                    {"do": "gainTokens", "amount": 2, "forEach": {"hand": "anyone"}}]},
       {"id": "s-pep", "type": "event", "title": "Pep", "power": 0, "cost": 0,
        "effects": [{"do": "modify", "target": {"each": {"title": "Greedy"}}, "power": 1, "until": "turn",
                     "forEach": {"hand": "you"}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "scaling.json"));
  }

  @Test
  @DisplayName("702.1: +1 power for each card in the opponent's hand, read continuously as the hand changes")
  void powerForEachCardInTheOpponentsHand() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int greedy = p.play(0, "s-greedy", Area.home(0));
    p.hand(1, "s-ev");
    p.hand(1, "s-ev");
    p.hand(0, "s-ev");
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(greedy))).as("1 printed, +1 for each of 2 cards in the opponent's hand").isEqualTo(3);
    p.hand(1, "s-ev");
    s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(greedy))).isEqualTo(4);
  }

  @Test
  @DisplayName("502: +2 power for each of your action tokens; the opponent's tokens don't count")
  void powerForEachOfYourTokens() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3).tokens(1, 5);
    int rich = p.play(0, "s-rich", Area.home(0));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(rich))).isEqualTo(6);
  }

  @Test
  @DisplayName("404: the cards in your discard pile are counted by what is printed: only Events count")
  void powerForEachEventInYourDiscardPile() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int reader = p.play(0, "s-reader", Area.home(0));
    p.discard(0, "s-ev");
    p.discard(0, "s-ev");
    p.discard(0, "s-greedy");
    p.discard(1, "s-ev");
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(reader))).isEqualTo(3);
  }

  @Test
  @DisplayName("203.1a, 711.4: +2 power for each color this card has, counted after a modifier gives it another")
  void powerForEachColorItHas() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int rainbow = p.play(0, "s-rainbow", Area.home(0));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(rainbow))).isEqualTo(4);
    p.modifier(rainbow, 0, rainbow, new org.ponytable.engine.ability.Ability.Change(0, null,
        java.util.Set.of(org.ponytable.engine.terms.CardColor.YELLOW)), org.ponytable.engine.ability.Duration.TURN);
    s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(rainbow))).as("three colors now").isEqualTo(6);
  }

  @Test
  @DisplayName("409.2, 502: retire a Friend to gain action tokens equal to its cost: the retired card's printed cost counts")
  void tokensEqualToTheChosenCardsCost() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int dear = p.play(0, "s-dear", Area.home(0));
    int cash = p.hand(0, "s-cash");
    Game g = Game.start(p).act(new Action.PlayCard(0, cash, null));
    // Dear is the only Friend of Ann's, so it is chosen without asking.
    assertThat(g.s.player(0).discard()).contains(dear);
    assertThat(g.s.player(0).tokens()).isEqualTo(4);
  }

  @Test
  @DisplayName("409.4: draw a card for each action token your opponent has")
  void drawForEachOpposingToken() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(1, 3);
    int tax = p.hand(0, "s-tax");
    Game g = Game.start(p).act(new Action.PlayCard(0, tax, null));
    assertThat(g.s.player(0).hand()).hasSize(3);
    assertThat(g.s.player(0).drawDeck()).hasSize(1);
  }

  @Test
  @DisplayName("409.4, 409.3: draw a card for each opposing token, then discard as many, one choice at a time")
  void discardForEach() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(1, 2);
    p.hand(0, "s-ev");
    int swap = p.hand(0, "s-swap");
    Game g = Game.start(p).act(new Action.PlayCard(0, swap, null));
    assertThat(g.s.player(0).hand()).as("1 kept + 2 drawn, before discarding").hasSize(3);
    g = g.choose(g.s.player(0).hand().get(0));
    g = g.choose(g.s.player(0).hand().get(0));
    assertThat(g.s.player(0).hand()).hasSize(1);
    assertThat(g.s.player(0).discard()).as("the Event and the 2 discarded").hasSize(3);
  }

  @Test
  @DisplayName("517.1, 502: score a point for each of your Friends; gain 2 tokens for each card in both hands")
  void scoreAndTokensForEach() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    p.play(0, "s-greedy", Area.home(0));
    p.play(0, "s-rich", Area.home(0));
    p.play(1, "s-reader", Area.home(1));
    p.hand(0, "s-ev");
    p.hand(1, "s-ev");
    p.hand(1, "s-ev");
    int count = p.hand(0, "s-count");
    int before = p.build().player(0).score();
    Game g = Game.start(p).act(new Action.PlayCard(0, count, null));
    assertThat(g.s.player(0).score() - before).as("2 Friends of yours; the opponent's doesn't count").isEqualTo(2);
    assertThat(g.s.player(0).tokens()).as("2 for each of the 3 cards left in hands").isEqualTo(6);
  }

  @Test
  @DisplayName("708.2b: a modifier 'for each' is counted once as the effect is processed and stays as it is")
  void modifyCountsOnce() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int greedy = p.play(0, "s-greedy", Area.home(0));
    p.hand(0, "s-ev");
    p.hand(0, "s-ev");
    int pep = p.hand(0, "s-pep");
    Game g = Game.start(p).act(new Action.PlayCard(0, pep, null));
    // Greedy: 1 printed, +0 (the opponent's hand is empty), +2 for the 2 cards left in your hand.
    assertThat(Stats.power(g.s, g.s.inPlay(greedy))).isEqualTo(3);
    int ev = g.s.player(0).hand().get(0);
    g = g.passUntil(st -> st.actor() == 0).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.player(0).hand()).hasSize(1);
    assertThat(Stats.power(g.s, g.s.inPlay(greedy))).as("still +2: counted when it was processed").isEqualTo(3);
  }

  @Test
  @DisplayName("611.3, rulings.md: 'players need +1 power for each of their opponent's Friends here' is read by each player")
  void requirementForEachIsReadByThePlayerWhoNeedsIt() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "s-crowd", Area.problem(0));
    p.play(0, "s-greedy", Area.problem(0));
    p.play(1, "s-rich", Area.problem(0));
    GameState s = Engine.resume(p.build()).state();
    int problem = s.play().stream().filter(c -> s.type(c.id()) == org.ponytable.engine.terms.CardType.PROBLEM
        && c.area().equals(Area.problem(0))).findFirst().orElseThrow().id();
    assertThat(Confronting.requirementChange(s, problem, 0)).as("one opposing Friend there").isEqualTo(1);
    assertThat(Confronting.requirementChange(s, problem, 1)).as("Crowd and Greedy are player 1's opponent's").isEqualTo(2);
  }

  @Test
  @DisplayName("A count with an unknown player or a non-printed discard filter is refused where it is written")
  void badCountsAreRefused() {
    CardLoadException e = catchThrowableOfType(CardLoadException.class, () -> new CardLoader().loadString("""
        [{"id": "b1", "type": "friend", "title": "B", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "power": 1, "forEach": {"hand": "everyone"}}]},
         {"id": "b2", "type": "event", "title": "C", "power": 0, "cost": 0,
          "effects": [{"do": "draw", "amount": 1, "forEach": {"discardPile": "you", "cards": {"status": "ready"}}}]},
         {"id": "b3", "type": "friend", "title": "D", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "colors": ["blue"], "forEach": "beneath"}]},
         {"id": "b4", "type": "event", "title": "E", "power": 0, "cost": 0,
          "effects": [{"do": "modify", "target": {"each": {"type": "friend"}}, "setPower": 1, "until": "turn",
                       "forEach": "beneath"}]},
         {"id": "b5", "type": "event", "title": "F", "power": 0, "cost": 0,
          "effects": [{"do": "discard", "forEach": {"hand": "you"}}]}]
        """, "bad.json"));
    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains("/0/abilities/0/forEach/hand").contains("everyone")
        .contains("/1/effects/0/forEach/cards").contains("by what is printed")
        .contains("/2/abilities/0/forEach").contains("/3/effects/0/forEach").contains("/4/effects/0/forEach")
        .contains("discarding changes them");
  }
}
