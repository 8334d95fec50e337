package org.ponytable.engine.card;

import org.ponytable.engine.terms.CardColor;

/** One part of a play requirement (205.1): this much combined power of this color. */
public record ColorPower(CardColor color, int power) {
  @Override
  public String toString() {
    return power + " " + color.jsonName();
  }
}
