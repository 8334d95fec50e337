package org.ponytable.engine.state;

import java.util.Objects;
import org.ponytable.engine.ability.Filter;

/**
 * 508, 609.2a: the next card its player plays this turn that {@code cards} describes (by what is
 * printed) costs {@code amount} more (less when negative); it is used up by that play and ends
 * with the turn (616.4).
 */
public record NextPlayCost(int amount, Filter cards) {
  public NextPlayCost {
    Objects.requireNonNull(cards);
  }
}
