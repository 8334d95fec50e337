package org.ponytable.engine.rules;

import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;

/** The table the ability tests start from: turn 3, player 1's Main Phase, a few cards to draw. */
final class AbilityTable {
  private AbilityTable() {}

  static final CardPool POOL = RuleCards.POOL.with(AbilityCards.DEFS).with(AbilityCards.EXTRAS);

  /** Both Mane Characters, an "any color" Problem each, four cards in each deck. */
  static Position base() {
    return base(POOL);
  }

  /** The same table with another card pool (it must hold the Mane Characters and Problems). */
  static Position base(CardPool pool) {
    Position p = new Position(pool).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    for (int i = 0; i < 4; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    return p;
  }
}
