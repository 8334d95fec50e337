package org.ponytable.ai.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The 95% Wilson score interval against values worked out by hand from its formula. */
class WilsonTest {
  @Test
  void eightOfTen() {
    Wilson w = Wilson.of(8, 10);
    assertThat(w.low()).isCloseTo(0.4902, within(1e-4));
    assertThat(w.high()).isCloseTo(0.9433, within(1e-4));
  }

  @Test
  void noneOrAllStaysInsideZeroToOne() {
    Wilson none = Wilson.of(0, 10);
    assertThat(none.low()).isZero();
    assertThat(none.high()).isCloseTo(0.2775, within(1e-4));
    Wilson all = Wilson.of(10, 10);
    assertThat(all.low()).isCloseTo(0.7225, within(1e-4));
    assertThat(all.high()).isEqualTo(1.0);
  }

  @Test
  void evenRateIsSymmetricAndNarrowsWithGames() {
    Wilson hundred = Wilson.of(50, 100);
    assertThat(hundred.low()).isCloseTo(0.4038, within(1e-4));
    assertThat(hundred.high()).isCloseTo(0.5962, within(1e-4));
    Wilson thousand = Wilson.of(500, 1000);
    assertThat(thousand.high() - thousand.low()).isLessThan(hundred.high() - hundred.low());
    // A draw counts half: 4.5 of 9 is even too.
    Wilson half = Wilson.of(4.5, 9);
    assertThat(half.low() + half.high()).isCloseTo(1.0, within(1e-9));
  }

  @Test
  void noGamesKnowNothingAndImpossibleCountsAreRefused() {
    assertThat(Wilson.of(0, 0)).isEqualTo(new Wilson(0, 1));
    assertThatThrownBy(() -> Wilson.of(11, 10)).isInstanceOf(IllegalArgumentException.class);
  }
}
