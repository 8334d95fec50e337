package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.ui.session.GameSession;

/** When a press or click may lift the curtain, on a clock the test moves. */
class CurtainGuardTest {
  private final AtomicLong now = new AtomicLong(5_000);
  private final CurtainGuard guard = new CurtainGuard(now::get);
  private final TableViewModel vm = new TableViewModel();

  /** The table with the curtain up for the first player, and the same moment lifted. */
  private TableViewModel.Table curtain() {
    vm.show(GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true));
    return vm.table();
  }

  private TableViewModel.Table lifted() {
    vm.liftCurtain();
    return vm.table();
  }

  private void settle() {
    now.addAndGet(CurtainGuard.SETTLE_MILLIS);
  }

  @Test
  void aPressOrClickRightAfterTheCurtainRoseLiftsNothing() {
    guard.tableChanged(null, curtain());
    assertThat(guard.clickMayLift()).isFalse();
    assertThat(guard.liftKeyPressed()).isFalse();
    guard.liftKeyReleased();
    now.addAndGet(CurtainGuard.SETTLE_MILLIS - 1);
    assertThat(guard.clickMayLift()).as("not yet settled").isFalse();
    now.addAndGet(1);
    assertThat(guard.clickMayLift()).isTrue();
    assertThat(guard.liftKeyPressed()).as("a press after letting go").isTrue();
  }

  @Test
  void enterHeldAsTheCurtainRoseMustBeLetGoFirst() {
    TableViewModel.Table up = curtain();
    TableViewModel.Table down = lifted();
    guard.tableChanged(null, down);
    assertThat(guard.liftKeyPressed()).as("no curtain to lift").isFalse();
    guard.tableChanged(down, up);
    settle();
    settle();
    for (int i = 0; i < 20; i++) {
      assertThat(guard.liftKeyPressed()).as("the OS repeats the held key").isFalse();
    }
    guard.liftKeyReleased();
    assertThat(guard.liftKeyPressed()).isTrue();
  }

  @Test
  void anEnterPressedTooEarlyStaysDeadUntilReleasedEvenOnceSettled() {
    guard.tableChanged(null, curtain());
    assertThat(guard.liftKeyPressed()).isFalse();
    settle();
    assertThat(guard.liftKeyPressed()).as("its repeat").isFalse();
    guard.liftKeyReleased();
    assertThat(guard.liftKeyPressed()).isTrue();
  }

  @Test
  void aNewCurtainSettlesAgainAndALiftedOneLetsNothingThrough() {
    TableViewModel.Table up = curtain();
    guard.tableChanged(null, up);
    settle();
    assertThat(guard.clickMayLift()).isTrue();
    TableViewModel.Table down = lifted();
    guard.tableChanged(up, down);
    assertThat(guard.clickMayLift()).as("no curtain").isFalse();
    guard.tableChanged(down, up);
    assertThat(guard.clickMayLift()).as("risen again just now").isFalse();
    settle();
    assertThat(guard.clickMayLift()).isTrue();
  }
}
