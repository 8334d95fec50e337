package org.ponytable.engine.rules;

import java.util.EnumSet;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * What the face-up cards in play print, learnt in one pass per state: most tables have no
 * Teamwork, no "can't" and no cost change, and rules asking about them card by card would
 * otherwise walk the play zone each time. Teamwork only shares printed abilities of cards in
 * play, so "nobody prints it" means "nobody has it". The last state asked about is kept per
 * thread, as for {@link Characteristics}.
 */
final class PlayIndex {
  private static final ThreadLocal<PlayIndex> LAST = new ThreadLocal<>();

  private final GameState s;
  final boolean teamwork;
  final boolean costChanges;
  private final Set<Ability.Restriction> cants;

  private PlayIndex(GameState s, boolean teamwork, boolean costChanges, Set<Ability.Restriction> cants) {
    this.s = s;
    this.teamwork = teamwork;
    this.costChanges = costChanges;
    this.cants = cants;
  }

  static PlayIndex of(GameState s) {
    PlayIndex last = LAST.get();
    if (last != null && last.s == s) {
      return last;
    }
    boolean teamwork = false;
    boolean costChanges = false;
    Set<Ability.Restriction> cants = EnumSet.noneOf(Ability.Restriction.class);
    for (InPlay c : s.play()) {
      if (c.faceDown()) {
        continue;
      }
      var face = s.face(c.id());
      teamwork |= face.has(Keyword.TEAMWORK);
      for (Ability a : face.abilities()) {
        if (a instanceof Ability.CostChange) {
          costChanges = true;
        } else if (a instanceof Ability.Continuous cont) {
          cants.addAll(cont.cant());
        }
      }
    }
    PlayIndex now = new PlayIndex(s, teamwork, costChanges, cants);
    LAST.set(now);
    return now;
  }

  boolean printsCant(Ability.Restriction r) {
    return cants.contains(r);
  }
}
