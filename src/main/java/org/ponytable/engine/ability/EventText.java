package org.ponytable.engine.ability;

import java.util.List;
import java.util.Objects;

/**
 * An Event's timing phrase (304.1, 512.2) and what it does when played (304.2).
 *
 * @param reaction what it reacts to when the timing is {@link Timing#REACTION}, else null
 */
public record EventText(Timing timing, List<Effect> effects, Reaction reaction) {
  public static final EventText MAIN_PHASE_NOTHING = new EventText(Timing.MAIN_PHASE, List.of());

  public EventText {
    Objects.requireNonNull(timing);
    effects = List.copyOf(effects);
    if ((timing == Timing.REACTION) != (reaction != null)) {
      throw new IllegalArgumentException("a Reaction timing needs its condition, and only it has one");
    }
  }

  public EventText(Timing timing, List<Effect> effects) {
    this(timing, effects, null);
  }
}
