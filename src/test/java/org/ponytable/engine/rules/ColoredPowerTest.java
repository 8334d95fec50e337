package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ponytable.engine.terms.CardColor.ORANGE;
import static org.ponytable.engine.terms.CardColor.PURPLE;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.CardType;

/**
 * Colored power ("+2 Honesty", rulings.md: colored power) and the durations "until the end of the
 * phase" and "until the start of your next turn".
 */
class ColoredPowerTest {
  private static Ability.Change colored(int n, org.ponytable.engine.terms.CardColor c) {
    return new Ability.Change(0, null, Set.of(), Map.of(c, n));
  }

  private static Position base() {
    Position p = new Position(TestCards.POOL);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-yo");
    p.problem(1, "pr-p");
    return p.turn(3, 0).stage(Stage.MAIN_PHASE_START);
  }

  @Test
  @DisplayName("rulings.md, 507.3, 205.1: +2 Honesty counts in power and as orange power, not as the card's own color")
  void countsAsItsColor() {
    Position p = base();
    int purple = p.play(0, "f-p2", Area.home(0));
    p.modifier(purple, 0, purple, colored(2, ORANGE), Duration.TURN);
    GameState s = p.build();
    assertThat(Stats.power(s, s.inPlay(purple))).isEqualTo(4);
    assertThat(Stats.powerOfColor(s, 0, ORANGE)).as("the bonus is orange power").isEqualTo(2);
    assertThat(Stats.powerOfColor(s, 0, PURPLE)).as("only its own power is purple").isEqualTo(2);
    assertThat(Stats.colors(s, s.inPlay(purple))).as("the card does not gain the color").containsExactly(PURPLE);
    Filter orangeFriends = Filter.of(Who.YOU, CardType.FRIEND).withColor(ORANGE);
    assertThat(Abilities.matches(s, orangeFriends, purple, new Abilities.Ctx(purple, 0, -1, null)))
        .as("an orange filter does not match it").isFalse();
  }

  @Test
  @DisplayName("611.3b, rulings.md: colored power meets a confront requirement of its color")
  void confronts() {
    // pr-yo needs 2 yellow and 2 orange; a 2-power yellow Friend with +2 Honesty meets it.
    Position p = base();
    int friend = p.play(0, "f-y2", Area.problem(0));
    GameState without = p.build();
    assertThat(Confronting.meetsRequirement(without, without.problemAt(0), 0)).isFalse();
    p.modifier(friend, 0, friend, colored(2, ORANGE), Duration.TURN);
    GameState s = p.build();
    assertThat(Confronting.meetsRequirement(s, s.problemAt(0), 0)).isTrue();
  }

  @Test
  @DisplayName("rulings.md: two colored bonuses stay separate, one of each color")
  void twoColors() {
    Position p = base();
    int friend = p.play(0, "f-p1", Area.problem(0));
    p.modifier(friend, 0, friend, new Ability.Change(0, null, Set.of(), Map.of(ORANGE, 1, YELLOW, 1)), Duration.TURN);
    GameState s = p.build();
    assertThat(Stats.power(s, s.inPlay(friend))).isEqualTo(3);
    assertThat(Stats.powerOfColor(s, 0, ORANGE)).isEqualTo(1);
    assertThat(Stats.powerOfColor(s, 0, YELLOW)).as("the yellow Mane's 1 and the bonus").isEqualTo(2);
    assertThat(Confronting.meetsRequirement(s, s.problemAt(0), 0)).as("1 + 1 is not 2 and 2").isFalse();
  }

  @Test
  @DisplayName("105.2: colored power never counts for more than the card's power")
  void capped() {
    Position p = base();
    int friend = p.play(0, "f-p1", Area.home(0));
    p.modifier(friend, 0, friend, colored(2, ORANGE), Duration.TURN);
    p.modifier(friend, 0, friend, new Ability.Change(-2, null, Set.of()), Duration.TURN);
    GameState s = p.build();
    assertThat(Stats.power(s, s.inPlay(friend))).isEqualTo(1);
    assertThat(Stats.powerOfColor(s, 0, ORANGE)).isEqualTo(1);
    assertThat(Stats.powerOfColor(s, 0, PURPLE)).isZero();
  }

  @Test
  @DisplayName("601.2: a modifier until the end of the phase ends as the Main Phase ends, one for the turn stays")
  void phaseEnds() {
    Position p = base();
    int friend = p.play(0, "f-p1", Area.home(0));
    p.modifier(friend, 0, friend, new Ability.Change(1, null, Set.of()), Duration.PHASE);
    p.modifier(friend, 0, friend, new Ability.Change(2, null, Set.of()), Duration.TURN);
    Game g = Game.start(p);
    assertThat(Stats.power(g.s, g.s.inPlay(friend))).isEqualTo(4);
    g.passTo(Stage.MAIN_PHASE_END);
    assertThat(Stats.power(g.s, g.s.inPlay(friend))).as("still the Main Phase").isEqualTo(4);
    g.passTo(Stage.SCORE_PHASE_START);
    assertThat(Stats.power(g.s, g.s.inPlay(friend))).isEqualTo(3);
  }

  @Test
  @DisplayName("A modifier until the start of your next turn outlives the turn and ends as its controller's next turn starts")
  void untilYourNextTurn() {
    Position p = base();
    int friend = p.play(0, "f-p1", Area.home(0));
    p.modifier(friend, 0, friend, new Ability.Change(1, null, Set.of()), Duration.YOUR_NEXT_TURN);
    Game g = Game.start(p);
    g.passUntil(x -> x.turn() == 4 && x.stage() == Stage.MAIN_PHASE_START);
    assertThat(g.s.turnPlayer()).isEqualTo(1);
    assertThat(Stats.power(g.s, g.s.inPlay(friend))).as("the opponent's turn").isEqualTo(2);
    while (!g.s.isOver() && g.s.turn() < 5) {
      if (g.hasPriority()) {
        g.pass();
      } else {
        g.choose(g.s.decision().options().get(0));
      }
    }
    assertThat(g.s.turn()).isEqualTo(5);
    assertThat(g.s.turnPlayer()).isEqualTo(0);
    assertThat(Stats.power(g.s, g.s.inPlay(friend))).isEqualTo(1);
  }
}
