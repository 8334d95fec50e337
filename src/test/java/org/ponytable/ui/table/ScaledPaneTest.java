package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ScaledPaneTest {
  @Test
  void aLaptopWindowIsOneToOneAndA4kWindowAboutThreeTimes() {
    // 1366x768 less a menu bar of up to 32 px.
    assertThat(ScaledPane.factorFor(1366, 743)).isEqualTo(1.0);
    assertThat(ScaledPane.factorFor(1366, 736)).isEqualTo(1.0);
    assertThat(ScaledPane.factorFor(3840, 2130)).isCloseTo(2.81, within(0.01));
  }

  @Test
  void theNarrowerDirectionDecidesAndExtremesAreBounded() {
    // A tall 16:10 window scales by its width; the extra height becomes more room.
    assertThat(ScaledPane.factorFor(1920, 1170)).isCloseTo(1920 / 1366.0, within(0.001));
    assertThat(ScaledPane.factorFor(400, 300)).isEqualTo(ScaledPane.MIN);
    assertThat(ScaledPane.factorFor(20000, 12000)).isEqualTo(ScaledPane.MAX);
    assertThat(ScaledPane.factorFor(0, 0)).isEqualTo(1.0);
  }
}
