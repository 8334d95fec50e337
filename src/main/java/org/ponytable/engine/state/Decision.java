package org.ponytable.engine.state;

import java.util.List;

/**
 * The choice the game is waiting for: whose it is, what kind, and for choices among cards the
 * card ids offered. Priority decisions leave {@code options} empty: the legal actions say what
 * may be done.
 */
public record Decision(DecisionKind kind, int player, List<Integer> options) {
  public Decision {
    options = List.copyOf(options);
  }

  public static Decision priority(int player) {
    return new Decision(DecisionKind.PRIORITY, player, List.of());
  }
}
