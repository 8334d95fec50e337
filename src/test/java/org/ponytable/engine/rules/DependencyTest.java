package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ponytable.engine.terms.CardColor.BLUE;
import static org.ponytable.engine.terms.CardColor.PINK;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.state.Area;

/** 711.3b-711.5: continuous modifiers that depend on each other read current values. */
class DependencyTest {
  private static final Filter YOUR_FRIENDS = Filter.of(Who.YOU, CardType.FRIEND);

  private static CardDef source(String id, Ability ability) {
    return CardDef.builder(id, CardType.FRIEND, id).cost(0).power(5).colors(PINK).abilities(ability).build();
  }

  private static CardDef plain(String id, int power, CardColor color) {
    return CardDef.builder(id, CardType.FRIEND, id).cost(0).power(power).colors(color).build();
  }

  private static final CardPool POOL = AbilityTable.POOL.with(List.of(
      // Your other Friends here are also blue.
      source("dep-paint", new Ability.Continuous(null, YOUR_FRIENDS.others().at(Filter.Place.HERE),
          new Ability.Change(0, null, Set.of(BLUE)), Set.of())),
      // Your blue Friends get +2.
      source("dep-rally", new Ability.Continuous(null, YOUR_FRIENDS.withColor(BLUE),
          new Ability.Change(2, null, Set.of()), Set.of())),
      // Your Friends with power 2 or less are also blue.
      source("dep-small", new Ability.Continuous(null, YOUR_FRIENDS.withMaxPower(2),
          new Ability.Change(0, null, Set.of(BLUE)), Set.of())),
      // This gets +3 while you control a blue Friend.
      source("dep-watch", new Ability.Continuous(new Condition.Count(YOUR_FRIENDS.withColor(BLUE), 1), Filter.THIS,
          new Ability.Change(3, null, Set.of()), Set.of())),
      // Your other Friends here are also yellow.
      source("dep-sunny", new Ability.Continuous(null, YOUR_FRIENDS.others().at(Filter.Place.HERE),
          new Ability.Change(0, null, Set.of(YELLOW)), Set.of())),
      CardDef.builder("dep-helper", CardType.FRIEND, "dep-helper").cost(0).power(1).colors(BLUE)
          .keywordValues(new KeywordValue(Keyword.SUPPORTIVE, 2)).build(),
      plain("dep-yellow", 2, YELLOW),
      plain("dep-blue", 1, BLUE)));

  private static Position base() {
    return AbilityTable.base(POOL).tokens(0, 5);
  }

  private static int power(Game g, int card) {
    return Stats.power(g.s, g.s.inPlay(card));
  }

  @Test
  @DisplayName("711.4: a modifier that depends on a later one is applied after it (blue from a newer card counts)")
  void dependentWaitsForLaterModifier() {
    Position p = base();
    p.play(0, "dep-rally", Area.home(0));
    int friend = p.play(0, "dep-yellow", Area.home(0));
    int paint = p.hand(0, "dep-paint");
    Game g = Game.start(p);
    assertThat(power(g, friend)).as("not blue yet").isEqualTo(2);
    g.act(new Action.PlayCard(0, paint, Area.home(0)));
    assertThat(g.s.abilities().enteredAt(paint)).as("the paint is newer").isPositive();
    assertThat(Stats.colors(g.s, g.s.inPlay(friend))).contains(BLUE, YELLOW);
    assertThat(power(g, friend)).as("blue from the newer card, then +2").isEqualTo(4);
  }

  @Test
  @DisplayName("711.3b, 708.3a: a 'while' condition reads colors given by another modifier")
  void conditionReadsModifiedColors() {
    Position p = base();
    int watch = p.play(0, "dep-watch", Area.home(0));
    p.play(0, "dep-yellow", Area.problem(0));
    int paint = p.hand(0, "dep-paint");
    Game g = Game.start(p);
    assertThat(power(g, watch)).isEqualTo(5);
    g.act(new Action.PlayCard(0, paint, Area.problem(0)));
    assertThat(power(g, watch)).as("the yellow Friend is blue now").isEqualTo(8);
  }

  /**
   * "Small" (power 2 or less: also blue) and "rally" (blue: +2) depend on each other: each
   * changes what the other does. The earlier one goes first (711.5), which decides whether the
   * yellow 2-power Friend ends at 4 or stays at 2.
   */
  @Test
  @DisplayName("711.5: of two interdependent modifiers the earlier is applied first")
  void interdependentEarliestFirst() {
    Position p = base();
    p.play(0, "dep-small", Area.home(0));
    int friend = p.play(0, "dep-yellow", Area.home(0));
    p.play(0, "dep-blue", Area.home(0));
    int rally = p.hand(0, "dep-rally");
    Game smallFirst = Game.start(p).act(new Action.PlayCard(0, rally, Area.home(0)));
    assertThat(power(smallFirst, friend)).as("blue first, then +2").isEqualTo(4);
    assertThat(Stats.colors(smallFirst.s, smallFirst.s.inPlay(friend))).contains(BLUE);

    Position q = base();
    q.play(0, "dep-rally", Area.home(0));
    int friend2 = q.play(0, "dep-yellow", Area.home(0));
    int blue2 = q.play(0, "dep-blue", Area.home(0));
    int small = q.hand(0, "dep-small");
    Game rallyFirst = Game.start(q).act(new Action.PlayCard(0, small, Area.home(0)));
    assertThat(power(rallyFirst, friend2)).as("+2 went to blue Friends before it was blue").isEqualTo(2);
    assertThat(Stats.colors(rallyFirst.s, rallyFirst.s.inPlay(friend2))).contains(BLUE);
    assertThat(power(rallyFirst, blue2)).as("the blue 1-power Friend got +2 first").isEqualTo(3);
  }

  @Test
  @DisplayName("711.3b, glossary Supportive: Supportive sees a color its card gained from a newer modifier")
  void supportiveReadsGainedColors() {
    Position p = base();
    int helper = p.play(0, "dep-helper", Area.home(0));
    int sunny = p.hand(0, "dep-sunny");
    Game g = Game.start(p);
    assertThat(Stats.colors(g.s, g.s.inPlay(g.s.maneOf(0)))).as("the test Mane").containsExactly(YELLOW);
    assertThat(power(g, helper)).as("blue only: shares no color with the Mane").isEqualTo(1);
    g.act(new Action.PlayCard(0, sunny, Area.home(0)));
    assertThat(power(g, helper)).as("yellow now, like its Mane").isEqualTo(3);
  }
}
