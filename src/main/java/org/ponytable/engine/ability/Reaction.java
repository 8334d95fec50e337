package org.ponytable.engine.ability;

import java.util.Objects;
import org.ponytable.engine.state.Phase;
import org.ponytable.engine.state.Step;

/**
 * What a "Reaction" timing phrase reacts to (512.4b-d): a condition written in the trigger
 * vocabulary, and optionally the phase or the step it must be met in (512.4b).
 *
 * @param condition the occurrence that opens the reaction; its subject and player are read from
 *     the reacting card's controller
 * @param during the phase the condition must be met in, or null for any
 * @param step the step the condition must be met in, or null for any; a step names its phase too,
 *     so at most one of the two is given
 */
public record Reaction(Trigger condition, Phase during, Step step) {
  public Reaction {
    Objects.requireNonNull(condition);
    if (during != null && step != null) {
      throw new IllegalArgumentException("a Reaction names a phase or a step, not both");
    }
    if (step == Step.NONE) {
      throw new IllegalArgumentException("NONE is not a step");
    }
  }

  public Reaction(Trigger condition, Phase during) {
    this(condition, during, null);
  }

  public Reaction(Trigger condition, Step step) {
    this(condition, null, step);
  }

  /** Whether the condition is met in the phase or step it names, or no limit is named (512.4b). */
  public boolean allows(Phase phase, Step now) {
    return (during == null || during == phase) && (step == null || step == now);
  }

  /** Whether the condition names a card, so the effects may say "it". */
  public boolean aboutCard() {
    return condition.kind().aboutCard() || condition.subject() != null;
  }
}
