package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line's latency probe flag (issue 14). */
class AppArgsTest {
  @Test
  void theProbeIsOffUnlessAskedAndCountsInputs() {
    assertThat(AppArgs.parse(List.of()).latencyProbe()).isNull();
    assertThat(AppArgs.parse(List.of("--latency-probe")).latencyProbe()).isEqualTo(200);
    assertThat(AppArgs.parse(List.of("--latency-probe=50", "--demo=7:9")).latencyProbe()).isEqualTo(50);
  }

  @Test
  void aProbeOfNoInputsIsRefusedByName() {
    assertThatThrownBy(() -> AppArgs.parse(List.of("--latency-probe=0")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--latency-probe");
  }
}
