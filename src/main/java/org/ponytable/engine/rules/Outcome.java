package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;

/** The result of applying an action: the new state and what happened, in order. */
public record Outcome(GameState state, List<GameEvent> events) {
  public Outcome {
    events = List.copyOf(events);
  }
}
