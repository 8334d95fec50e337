package org.ponytable.engine.ability;

import java.util.List;
import java.util.Objects;

/** An Event's timing phrase (304.1, 512.2) and what it does when played (304.2). */
public record EventText(Timing timing, List<Effect> effects) {
  public static final EventText MAIN_PHASE_NOTHING = new EventText(Timing.MAIN_PHASE, List.of());

  public EventText {
    Objects.requireNonNull(timing);
    effects = List.copyOf(effects);
  }
}
