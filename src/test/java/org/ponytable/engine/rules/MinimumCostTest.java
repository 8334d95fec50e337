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
import org.ponytable.engine.state.InPlay;

/**
 * The cost words of issue 11 (costs3): a reduction "to a minimum of 1" (508, 609.2a, 609.2e), the
 * next card a player plays (also an opponent's), a Troublemaker played here (609.2c), and an
 * ability that is only its cost.
 */
class MinimumCostTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "m-one", "type": "friend", "title": "One", "power": 1, "cost": 1},
           {"id": "m-three", "type": "friend", "title": "Three", "power": 3, "cost": 3},
           {"id": "m-free", "type": "friend", "title": "Free", "power": 0, "cost": 0},
           {"id": "m-pest", "type": "troublemaker", "title": "Pest", "power": 1, "points": 1},
           {"id": "m-thrifty", "type": "friend", "title": "Thrifty", "power": 1, "cost": 1, "abilities": [
             {"kind": "costChange", "action": "play", "cards": {"player": "you", "type": "friend"}, "amount": -2,
              "minimum": 1},
             {"kind": "costChange", "action": "rally", "cards": {"player": "you"}, "amount": -1, "minimum": 1,
              "while": {"this": {"status": "exhausted"}}},
             {"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}], "effects": []}]},
           {"id": "m-taxer", "type": "friend", "title": "Taxer", "power": 1, "cost": 1},
           {"id": "m-tax", "type": "event", "title": "Tax", "power": 0, "cost": 0, "effects": [
             {"do": "nextPlayCosts", "amount": 2, "player": "opponent"},
             {"do": "nextPlayCosts", "amount": -1, "cards": {"type": "friend"}, "minimum": 1}]},
           {"id": "m-duel", "type": "event", "title": "Duel", "power": 0, "cost": 0, "effects": [
             {"do": "faceoff", "involve": [{"type": "mane"}], "win": [{"do": "draw", "amount": 1}]},
             {"do": "nextPlayCosts", "amount": -3, "cards": {"type": "event"}, "until": "faceoff"}]},
           {"id": "m-guarded", "type": "resource", "title": "Guarded", "power": 0, "cost": 0, "placement": "problem",
            "abilities": [{"kind": "costChange", "action": "playTroublemaker", "to": "here", "amount": 1}]}]""",
          "minimum-cost.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("508, 609.2a: 2 less to a minimum of 1: a 3-cost Friend costs 1, a 1-cost one 1, a free one 0")
  void reductionStopsAtItsMinimum() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "m-thrifty", Area.home(0));
    int three = p.hand(0, "m-three");
    int one = p.hand(0, "m-one");
    int free = p.hand(0, "m-free");
    int theirs = p.hand(1, "m-three");
    var s = p.build();
    assertThat(Costs.play(s, 0, three)).isEqualTo(1);
    assertThat(Costs.play(s, 0, one)).as("already at the minimum").isEqualTo(1);
    assertThat(Costs.play(s, 0, free)).as("a minimum never raises a cost").isZero();
    assertThat(Costs.play(s, 1, theirs)).as("only its controller's Friends").isEqualTo(3);
  }

  @Test
  @DisplayName("609.2e, 703: an ability that is only its cost exhausts the card, and the rally costs 1 less")
  void costOnlyAbilityAndRally() {
    Position p = AbilityTable.base(POOL).tokens(0, 5);
    int thrifty = p.play(0, "m-thrifty", Area.home(0));
    int scared = p.play(0, "m-one", Area.home(0));
    p.update(scared, InPlay::asFrightened);
    Game g = Game.start(p);
    assertThat(Costs.rally(g.s, g.s.inPlay(scared))).isEqualTo(2);
    g.act(new Action.Activate(0, thrifty, 2, -1)).passUntil(x -> x.actor() == 0);
    assertThat(g.s.inPlay(thrifty).exhausted()).isTrue();
    assertThat(Costs.rally(g.s, g.s.inPlay(scared))).isEqualTo(1);
  }

  @Test
  @DisplayName("508, 609.2a: 'your opponent pays 2 more for their next card'; 'your next Friend costs 1 less, to a minimum of 1'")
  void nextPlayForTheOpponentAndToAMinimum() {
    Position p = AbilityTable.base(POOL).tokens(0, 3);
    int tax = p.hand(0, "m-tax");
    int one = p.hand(0, "m-one");
    int three = p.hand(0, "m-three");
    int theirs = p.hand(1, "m-one");
    Game g = Game.start(p).act(new Action.PlayCard(0, tax, null));
    g.passUntil(x -> x.actor() == 0);
    assertThat(Costs.play(g.s, 1, theirs)).isEqualTo(3);
    assertThat(Costs.play(g.s, 0, three)).isEqualTo(2);
    assertThat(Costs.play(g.s, 0, one)).as("to a minimum of 1").isEqualTo(1);
    g.act(new Action.PlayCard(0, one, Area.home(0))).passUntil(x -> x.actor() == 0);
    assertThat(Costs.play(g.s, 0, three)).as("used up by the 1-cost Friend").isEqualTo(3);
  }

  @Test
  @DisplayName("609.2c: a Troublemaker played to this card's Problem costs 1 more; to the other Problem, as printed")
  void troublemakerHere() {
    Position p = AbilityTable.base(POOL).tokens(1, 1);
    p.play(0, "m-guarded", Area.problem(0));
    int pest = p.hand(1, "m-pest");
    var s = p.turn(2, 1).build();
    assertThat(Costs.troublemaker(s, 1, pest, Area.problem(0))).isEqualTo(2);
    assertThat(Costs.troublemaker(s, 1, pest, Area.problem(1))).isEqualTo(1);
    assertThat(Costs.tokens(s, new Action.PlayTroublemaker(1, pest, Area.problem(0)))).isEqualTo(2);
  }

  @Test
  @DisplayName("708.2: 'your next Event costs 3 less until the end of the faceoff' ends with the faceoff, unused")
  void nextPlayUntilTheFaceoffEnds() {
    Position p = AbilityTable.base(POOL);
    int duel = p.hand(0, "m-duel");
    Game g = Game.start(p).act(new Action.PlayCard(0, duel, null));
    assertThat(g.s.faceoff()).isNotNull();
    assertThat(g.s.player(0).nextPlay()).hasSize(1);
    for (int i = 0; i < 200 && g.s.faceoff() != null; i++) {
      // Flipped cards to the bottom (514.6) are chosen in any order.
      if (g.hasPriority()) {
        g.pass();
      } else {
        g.choose(g.s.decision().options().get(0));
      }
    }
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.s.player(0).nextPlay()).isEmpty();
  }
}
