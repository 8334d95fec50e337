package org.ponytable.engine.ability;

import java.util.Objects;
import org.ponytable.engine.state.Phase;

/**
 * What a "Reaction" timing phrase reacts to (512.4b-d): a condition written in the trigger
 * vocabulary, and optionally the phase it must be met in (512.4b).
 *
 * @param condition the occurrence that opens the reaction; its subject and player are read from
 *     the reacting card's controller
 * @param during the phase the condition must be met in, or null for any
 */
public record Reaction(Trigger condition, Phase during) {
  public Reaction {
    Objects.requireNonNull(condition);
  }

  /** Whether the condition names a card, so the effects may say "it". */
  public boolean aboutCard() {
    return condition.kind().aboutCard() || condition.subject() != null;
  }
}
