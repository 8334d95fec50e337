package org.ponytable.engine.state;

import java.util.Objects;
import org.ponytable.engine.ability.Filter;

/**
 * 508, 609.2a: the next card its player plays this turn that {@code cards} describes (by what is
 * printed) costs {@code amount} more (less when negative); it is used up by that play and ends
 * with the turn (616.4).
 */
public record NextPlayCost(int amount, Filter cards, int minimum, boolean untilFaceoff) {
  /**
   * @param minimum the cost a reduction stops at ("to a minimum of 1"); 0 for none
   * @param untilFaceoff it ends with the faceoff in progress ("until the end of the faceoff", 708.2)
   */
  public NextPlayCost {
    Objects.requireNonNull(cards);
  }

  public NextPlayCost(int amount, Filter cards) {
    this(amount, cards, 0, false);
  }

  /** {@code minimum} and {@code untilFaceoff} only when set, so states keep their fingerprints. */
  @Override
  public String toString() {
    return "NextPlayCost[amount=" + amount + ", cards=" + cards + (minimum > 0 ? ", minimum=" + minimum : "")
        + (untilFaceoff ? ", untilFaceoff=true" : "") + "]";
  }
}
