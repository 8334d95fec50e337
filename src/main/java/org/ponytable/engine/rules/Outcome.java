package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;

/** The result of applying an action: the new state and what happened, in order. */
public record Outcome(GameState state, List<GameEvent> events) {
  public Outcome {
    // A Tx's events are handed over as they are (copy on write keeps them); any other list is copied.
    if (events instanceof TxEvents e) {
      events = e.frozen();
    } else if (!(events instanceof TxEvents.Frozen)) {
      events = List.copyOf(events);
    }
  }
}
