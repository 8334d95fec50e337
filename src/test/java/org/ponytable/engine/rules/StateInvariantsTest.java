package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/**
 * The split between what the rules forbid (refused wherever a state comes from) and values no
 * rule caps (refused only in positions written by hand): a long game reached by play must load.
 */
class StateInvariantsTest {
  private static GameState withMoth(int counters, int tokens) {
    var t = RuleCards.table();
    int friend = t.p().play(0, "y4", Area.home(0));
    t.p().update(friend, c -> c.withCounters(Map.of("glow", counters)));
    t.p().tokens(0, tokens);
    return Game.start(t.p()).s;
  }

  @Test
  @DisplayName("519.1: no rule caps counters, so 150 on a card late in a long game is sound; a hand-written position with them is implausible")
  void manyCountersAreSoundButImplausibleByHand() {
    GameState s = withMoth(150, 0);
    assertThat(StateInvariants.violations(s)).isEmpty();
    assertThat(StateInvariants.implausible(s)).singleElement().asString().contains("150 glow counters");
  }

  @Test
  @DisplayName("502.1: tokens never expire, so a pile of them is sound; by hand at turn 1 it is implausible")
  void manyTokensAreSoundButImplausibleByHand() {
    GameState s = withMoth(0, 99);
    assertThat(StateInvariants.violations(s)).isEmpty();
    assertThat(StateInvariants.implausible(s)).singleElement().asString().contains("99 action tokens");
  }

  @Test
  @DisplayName("502.1, 519.1: negative tokens or counters break the rules wherever the state comes from")
  void negativesBreakTheRules() {
    assertThat(StateInvariants.violations(withMoth(-1, 0))).singleElement().asString().contains("-1 glow counters");
    assertThat(StateInvariants.violations(withMoth(0, -2))).singleElement().asString().contains("-2 action tokens");
  }
}
