package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * Replacement modifiers (710). Each primitive occurrence that can be replaced asks here first,
 * after checking that it can happen at all (104.2a: what can't happen isn't replaced).
 */
final class Replacements {
  private Replacements() {}

  /**
   * Replaces the occurrence if a replacement modifier applies: performs its "instead" effects
   * and returns true, so the caller does nothing more. {@code card} is the card it would happen
   * to (or -1), {@code player} the player who would draw (or -1).
   */
  static boolean replaced(Tx tx, Ability.Occurrence occurrence, int card, int player) {
    GameState s = tx.s;
    // 710.5: the oldest applicable one (timestamp order) is chosen; see rulings.md.
    for (InPlay src : s.play()) {
      List<Ability> abilities = Abilities.of(s, src);
      for (int i = 0; i < abilities.size(); i++) {
        if (!(abilities.get(i) instanceof Ability.Replacement r) || r.occurrence() != occurrence) {
          continue;
        }
        String key = src.id() + "/" + i;
        // 710.3: a modifier never affects the same occurrence, or what replaced it, twice.
        if (tx.replacing.contains(key)) {
          continue;
        }
        Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), card, null);
        boolean applies = occurrence.aboutCard()
            ? Abilities.matches(s, r.subject(), card, ctx, false)
            : r.player().is(player, src.controller());
        if (!applies) {
          continue;
        }
        tx.emit(new GameEvent.Replaced(src.id(), occurrence.jsonName(), card, player));
        tx.replacing.add(key);
        try {
          for (Effect e : r.instead()) {
            Effects.performNow(tx, e, ctx);
          }
        } finally {
          tx.replacing.remove(key);
        }
        return true;
      }
    }
    return false;
  }
}
