package org.ponytable.persistence;

/**
 * Whether decks read from a save or replay must pass deck building (101). Every file a person can
 * hand the program is read with {@link #RULES}; {@link #NONE} exists for the engine's test pools,
 * whose handful of cards cannot make a legal deck, and still gets every other check.
 */
public enum DeckCheck {
  RULES,
  NONE
}
