package org.ponytable.engine.card;

/** Where a Resource enters play when played (305.1): at its owner's home or at a Problem. */
public enum Placement {
  HOME,
  PROBLEM
}
