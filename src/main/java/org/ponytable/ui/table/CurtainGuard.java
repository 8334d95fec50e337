package org.ponytable.ui.table;

import java.util.function.LongSupplier;

/**
 * Keeps input meant for one player from lifting the curtain for the other (docs/table.md). JavaFX
 * key and mouse events carry no time, so input that arrived before the curtain went up is told
 * apart by when it is handled: queued presses and clicks are handled in a burst right after the
 * action that raised the curtain, so nothing lifts it until it has been up a moment; and a key
 * held down from before (the OS repeats it) must be let go and pressed again.
 */
public final class CurtainGuard {
  /** Long enough for queued input to be handled; shorter than a hand moving to the key. */
  public static final long SETTLE_MILLIS = 400;

  private LongSupplier millis;
  private long settleMillis = SETTLE_MILLIS;
  private boolean up;
  private long raisedAt;
  private boolean liftKeyDown;
  /** The lift key was down as the curtain rose, or pressed too early: it must be released first. */
  private boolean liftKeyStale;

  public CurtainGuard() {
    this(() -> System.nanoTime() / 1_000_000);
  }

  CurtainGuard(LongSupplier millis) {
    this.millis = millis;
  }

  /** For tests of the guard: a clock they move themselves, in milliseconds. */
  public void setClock(LongSupplier millis) {
    this.millis = millis;
  }

  /** For tests that are not about queued input: the curtain may be lifted at once. */
  public void setSettleMillis(long settleMillis) {
    this.settleMillis = settleMillis;
  }

  /** The table changed. A curtain that went up, or one for another player, starts settling. */
  public void tableChanged(TableViewModel.Table before, TableViewModel.Table now) {
    boolean curtain = now != null && now.curtain();
    if (curtain && (before == null || !before.curtain() || before.curtainFor() != now.curtainFor())) {
      raisedAt = millis.getAsLong();
      liftKeyStale = liftKeyDown;
    }
    up = curtain;
  }

  /** True once the curtain has been up long enough that input now handled was given now. */
  public boolean settled() {
    return up && millis.getAsLong() - raisedAt >= settleMillis;
  }

  /** The lift key (Enter) went down; true if this press lifts the curtain. */
  public boolean liftKeyPressed() {
    boolean repeat = liftKeyDown;
    liftKeyDown = true;
    if (!up) {
      return false;
    }
    if (repeat || liftKeyStale || !settled()) {
      liftKeyStale = true;
      return false;
    }
    return true;
  }

  public void liftKeyReleased() {
    liftKeyDown = false;
    liftKeyStale = false;
  }

  /** A mouse press on the curtain's button: only one made after the curtain settled may lift it. */
  public boolean clickMayLift() {
    return settled();
  }
}
