package org.ponytable.engine.deck;

import java.util.Objects;

/**
 * One way a deck breaks the deckbuilding rules.
 *
 * @param rule the rule number broken, like "101.3c"
 * @param message a readable sentence that also cites the rule
 */
public record DeckViolation(String rule, String message) {
  public DeckViolation {
    Objects.requireNonNull(rule);
    Objects.requireNonNull(message);
  }

  @Override
  public String toString() {
    return message;
  }
}
