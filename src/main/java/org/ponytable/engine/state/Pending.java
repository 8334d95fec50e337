package org.ponytable.engine.state;

import java.util.Set;

/**
 * A procedure in progress that the game's work is inside of, held in {@link GameState#pending()}
 * innermost last (the "actions in progress" stack of ../shared/GUIDE.md): a faceoff (514), an
 * ability or Event being processed (705.2d), a 710.5 choice among replacements. The flow carries
 * on the top one; it knows the decisions it asks, and a decision of one of those kinds is only
 * open while it is on top (StateInvariants).
 */
public sealed interface Pending permits Faceoff, Resolution, ReplacementChoices {
  /**
   * How deep it sits: a procedure goes above those of a lower level. An effect processed in a
   * faceoff sits on the faceoff; a faceoff an effect starts goes beneath that effect, which is
   * processed to its end first (707.4); a 710.5 choice is above whatever work it interrupted.
   */
  int level();

  /** The decisions this procedure asks while it is on top. */
  Set<DecisionKind> asks();

  /** Whether some kind of procedure asks {@code kind} (the others belong to the turn or any moment). */
  static boolean askedByAProcedure(DecisionKind kind) {
    return Faceoff.ASKS.contains(kind) || Resolution.ASKS.contains(kind) || ReplacementChoices.ASKS.contains(kind);
  }
}
