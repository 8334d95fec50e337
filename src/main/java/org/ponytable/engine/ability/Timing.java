package org.ponytable.engine.ability;

/** Timing phrases (512) of activated abilities and Events. */
public enum Timing {
  /** 512.3: the turn player in their Main Phase, never during a faceoff (512.3a). */
  MAIN_PHASE("main", "Main Phase"),
  /** 512.3 for any phase: the turn player in any phase of their turn, never during a faceoff. */
  ANY_PHASE("anyPhase", "Any Phase"),
  /** 512.3: the turn player in their Score Phase, never during a faceoff (512.3a). */
  SCORE_PHASE("score", "Score Phase"),
  /** 512.4: any player with priority during a faceoff, and only then. */
  FACEOFF("faceoff", "Faceoff"),
  /** 512.4a: only during a Troublemaker faceoff. */
  TROUBLEMAKER_FACEOFF("troublemakerFaceoff", "Troublemaker Faceoff"),
  /** 512.4a: only during a Problem faceoff (one Problem or two). */
  PROBLEM_FACEOFF("problemFaceoff", "Problem Faceoff"),
  /**
   * 512.4, 512.4b-d: any player with priority, once per instance of its condition met since the
   * most recent priority window closed; the condition is the {@link Reaction} beside it.
   */
  REACTION("reaction", "Reaction"),
  /**
   * Immediate (rulings.md, "Immediate"): any player with priority, in any priority window of either
   * player's turn, during a faceoff or not.
   */
  IMMEDIATE("immediate", "Immediate"),
  /** 512.3 for the Troublemaker Phase: the turn player in their Troublemaker Phase, never in a faceoff. */
  TROUBLEMAKER_PHASE("troublemaker", "Troublemaker Phase");

  private final String jsonName;
  private final String display;

  Timing(String jsonName, String display) {
    this.jsonName = jsonName;
    this.display = display;
  }

  public String jsonName() {
    return jsonName;
  }

  public String display() {
    return display;
  }

  /** Whether it allows its ability only during a faceoff (512.4, 512.4a). */
  public boolean duringFaceoff() {
    return this == FACEOFF || this == TROUBLEMAKER_FACEOFF || this == PROBLEM_FACEOFF;
  }
}
