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

  /** Priority for players 0 and 1, shared: a window opens for one of them after most actions (510). */
  private static final Decision[] PRIORITY = {
      new Decision(DecisionKind.PRIORITY, 0, List.of()), new Decision(DecisionKind.PRIORITY, 1, List.of())};

  public static Decision priority(int player) {
    return player == 0 || player == 1 ? PRIORITY[player] : new Decision(DecisionKind.PRIORITY, player, List.of());
  }
}
