package org.ponytable.cli;

import java.util.List;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.StateInvariants;
import org.ponytable.engine.state.GameState;

/**
 * What the fuzz command checks after every action: the invariants every state keeps
 * ({@link StateInvariants}, shared with the loaders and the property test), plus what only a game
 * in progress can show: scores only rise.
 */
final class Invariants {
  private Invariants() {}

  /** A broken invariant: what is wrong, in words. */
  static final class Violation extends RuntimeException {
    Violation(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * Checks {@code s}; {@code before} is the previous state or null, {@code legal} the legal
   * actions of {@code s}, listed once per state by the caller.
   */
  static void check(GameState s, GameState before, List<Action> legal) {
    List<String> broken = StateInvariants.violations(s, legal);
    if (!broken.isEmpty()) {
      throw new Violation(String.join("; ", broken));
    }
    for (int p = 0; p < s.players().size(); p++) {
      if (before != null && s.player(p).score() < before.player(p).score()) {
        throw new Violation("the score of p" + (p + 1) + " went down");
      }
    }
  }
}
