package org.ponytable.engine.rules;

import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.TurnCounts;

/**
 * Per-turn limits printed on cards in play (104.2, rulings.md, per-turn limits): a cap on the
 * points a player scores in a turn (517.1), or on the cards they draw (409.4).
 */
final class Limits {
  private Limits() {}

  /** No limit applies. */
  static final int NONE = Integer.MAX_VALUE;

  /**
   * How many more points (or cards) {@code player} may score (or draw) this turn: the lowest room
   * any limit in play leaves, or {@link #NONE}.
   */
  static int room(GameState s, int player, Ability.Limited what) {
    if (!PlayIndex.of(s).limits) {
      return NONE;
    }
    TurnCounts counts = s.scoreBook().counts();
    int done = what == Ability.Limited.SCORE ? counts.scored().get(player) : counts.drawn().get(player);
    int room = NONE;
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      if (held.ability() instanceof Ability.Limit l && l.what() == what
          && l.player().is(player, held.source().controller())
          && Abilities.holds(s, l.whileCondition(), new Abilities.Ctx(held.source().id(), held.source().controller(), -1, null))) {
        room = Math.min(room, Math.max(0, l.atMost() - done));
      }
    }
    return room;
  }
}
