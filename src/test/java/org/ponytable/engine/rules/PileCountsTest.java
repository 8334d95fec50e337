package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/**
 * The counts of a pile (404 discard piles, 406 Banished Zones) and of a Problem's bonus (210):
 * "for each color among Friends in discard piles", "for each card type among cards in your
 * discard pile", "for each Event in each Banished Zone", "points equal to that Problem's bonus".
 */
class PileCountsTest {
  private static final String CARDS = """
      [{"id": "pc-hues", "type": "friend", "title": "Hues", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1,
                       "forEach": {"colorsInDiscardPile": "anyone", "cards": {"type": "friend"}}}]},
       {"id": "pc-kinds", "type": "friend", "title": "Kinds", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1, "forEach": {"typesInDiscardPile": "you"}}]},
       {"id": "pc-exile", "type": "friend", "title": "Exile", "power": 0, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 1,
                       "forEach": {"banished": "anyone", "cards": {"type": "event"}}}]},
       {"id": "pc-bonus", "type": "friend", "title": "Bonus", "power": 0, "cost": 1,
        "abilities": [{"kind": "continuous", "power": 2, "forEach": "problemBonus"}]},
       {"id": "pc-blue", "type": "friend", "title": "Blue", "power": 1, "cost": 1, "colors": ["blue"]},
       {"id": "pc-two", "type": "friend", "title": "Two", "power": 1, "cost": 1, "colors": ["blue", "pink"]},
       {"id": "pc-res", "type": "resource", "title": "Res", "power": 1, "cost": 1, "colors": ["white"]},
       {"id": "pc-ev", "type": "event", "title": "Ev", "power": 0, "cost": 0, "colors": ["yellow"]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "pile-counts.json"));
  }

  private static int power(Position p, int card) {
    GameState s = Engine.resume(p.build()).state();
    return Stats.power(s, s.inPlay(card));
  }

  @Test
  @DisplayName("203.1, 404: each color once among the Friends of both discard piles; other types don't count")
  void colorsAmongFriendsInDiscardPiles() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int hues = p.play(0, "pc-hues", Area.home(0));
    assertThat(power(p, hues)).as("empty piles").isEqualTo(1);
    p.discard(0, "pc-blue");
    p.discard(0, "pc-blue");
    assertThat(power(p, hues)).as("blue once").isEqualTo(2);
    p.discard(1, "pc-two");
    p.discard(1, "pc-res");
    p.discard(0, "pc-ev");
    assertThat(power(p, hues)).as("blue and pink; the Resource and the Event are no Friends").isEqualTo(3);
  }

  @Test
  @DisplayName("205, 404: each card type once among the cards of your own discard pile")
  void cardTypesInYourDiscardPile() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int kinds = p.play(0, "pc-kinds", Area.home(0));
    p.discard(0, "pc-blue");
    p.discard(0, "pc-two");
    assertThat(power(p, kinds)).as("Friends only: one type").isEqualTo(2);
    p.discard(0, "pc-ev");
    p.discard(1, "pc-res");
    assertThat(power(p, kinds)).as("Friend and Event; the opponent's Resource doesn't count").isEqualTo(3);
  }

  @Test
  @DisplayName("406: +1 power for each Event in each Banished Zone, counted by what is printed")
  void eventsInEachBanishedZone() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int exile = p.play(0, "pc-exile", Area.home(0));
    p.banished(0, "pc-ev");
    p.banished(1, "pc-ev");
    p.banished(1, "pc-blue");
    p.discard(0, "pc-ev");
    assertThat(power(p, exile)).as("two banished Events; the Friend and the discarded Event don't count").isEqualTo(2);
  }

  @Test
  @DisplayName("210: the bonus of the Problem where the card is; nothing at a home")
  void problemBonus() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int there = p.play(0, "pc-bonus", Area.problem(1));
    int home = p.play(0, "pc-bonus", Area.home(0));
    GameState s = Engine.resume(p.build()).state();
    int bonus = s.def(s.problemAt(1)).bonus();
    assertThat(bonus).isPositive();
    assertThat(Stats.power(s, s.inPlay(there))).isEqualTo(2 * bonus);
    assertThat(Stats.power(s, s.inPlay(home))).isZero();
  }

  @Test
  @DisplayName("A discard can't count a discard pile's colors or types: discarding changes them")
  void aDiscardCantCountItsOwnPile() {
    org.ponytable.cards.CardLoadException e = org.assertj.core.api.Assertions.catchThrowableOfType(
        CardLoadException.class, () -> new CardLoader().loadString("""
        [{"id": "b1", "type": "event", "title": "B", "power": 0, "cost": 0,
          "effects": [{"do": "discard", "forEach": {"typesInDiscardPile": "you"}}]},
         {"id": "b2", "type": "event", "title": "C", "power": 0, "cost": 0,
          "effects": [{"do": "draw", "forEach": {"banished": "you", "cards": {"status": "ready"}}}]}]
        """, "bad.json"));
    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains("/0/effects/0/forEach").contains("discarding changes them")
        .contains("/1/effects/0/forEach/cards").contains("by what is printed");
  }
}
