package org.ponytable.engine.state;

/** One of the areas of the play zone (405.1, 501.1): a player's home or a player's Problem. */
public record Area(int owner, boolean home) {
  public static Area home(int owner) {
    return new Area(owner, true);
  }

  public static Area problem(int owner) {
    return new Area(owner, false);
  }

  /**
   * The number an {@link DecisionKind#AREA} decision offers for this area: above every card id
   * and never negative, so views and notation never take it for a card (hidden stand-ins are
   * negative).
   */
  public int code() {
    return CODE_BASE + 2 * owner + (home ? 0 : 1);
  }

  /** Whether {@code code} is an area's number ({@link #code()}). */
  public static boolean isCode(int code) {
    return code >= CODE_BASE && code < CODE_BASE + 4;
  }

  /** The area an {@link #code()} names. */
  public static Area ofCode(int code) {
    if (!isCode(code)) {
      throw new IllegalArgumentException("not an area's number: " + code);
    }
    int c = code - CODE_BASE;
    return new Area(c / 2, c % 2 == 0);
  }

  private static final int CODE_BASE = 1_000_000;

  public boolean isProblem() {
    return !home;
  }

  /**
   * The same as a record's own, written out: rules compare areas in their innermost loops, and the
   * generated one goes through a method handle. (hashCode stays the record's.)
   */
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof Area a && a.owner == owner && a.home == home;
  }

  @Override
  public String toString() {
    return (home ? "home:p" : "problem:p") + (owner + 1);
  }
}
