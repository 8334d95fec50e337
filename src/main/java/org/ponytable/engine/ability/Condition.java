package org.ponytable.engine.ability;

/** An "if" of a triggered ability or a "while" of a continuous one (708.2a). */
public sealed interface Condition {
  /** At least {@code atLeast} cards in play match the filter. */
  record Count(Filter filter, int atLeast) implements Condition {}

  /** The card with the ability matches the filter ("while this is at a Problem"). */
  record ThisIs(Filter filter) implements Condition {}

  /** 519.2: the card with the ability has at least {@code atLeast} counters named {@code name}. */
  record Counters(String name, int atLeast) implements Condition {}

  /** It is (or is not) the controller's turn. */
  record YourTurn(boolean yours) implements Condition {}
}
