package org.ponytable.engine.state;

/**
 * The numbers a {@link DecisionKind#MODE} decision offers: one per mode of a modal effect,
 * above every card id and every area's number, so views and notation never take one for a card.
 */
public final class Mode {
  private Mode() {}

  private static final int CODE_BASE = 2_000_000;
  private static final int MAX_MODES = 100;

  /** The number offered for the mode at {@code index} (0 for the first printed). */
  public static int code(int index) {
    if (index < 0 || index >= MAX_MODES) {
      throw new IllegalArgumentException("no mode " + index);
    }
    return CODE_BASE + index;
  }

  /** Whether {@code code} is a mode's number. */
  public static boolean isCode(int code) {
    return code >= CODE_BASE && code < CODE_BASE + MAX_MODES;
  }

  /** The index (0 for the first printed) of the mode {@code code} names. */
  public static int index(int code) {
    if (!isCode(code)) {
      throw new IllegalArgumentException("not a mode's number: " + code);
    }
    return code - CODE_BASE;
  }
}
