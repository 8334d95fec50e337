package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * Which cards in play "lose and can't have abilities" (a continuous ability with {@code "cant":
 * ["haveAbilities"]}): such a card has no abilities and no keywords (702, like a face-down card,
 * 505.1a). Blanking abilities apply in timestamp order (711.3): one whose card an earlier one
 * already blanked does nothing (rulings.md). An effect's modifier ({@code modify} with that "can't",
 * rulings.md, blanking for a while) blanks its target whatever blanks its source. Worked out once
 * per state, and only when a card in play prints one or a modifier says it, so tables without any
 * pay nothing.
 */
final class Blanking {
  private static final ThreadLocal<Blanking> LAST = new ThreadLocal<>();

  private final GameState s;
  /** Blanked by card id; null while being worked out (nothing counts as blanked meanwhile). */
  private boolean[] blanked;

  private Blanking(GameState s) {
    this.s = s;
  }

  /** Whether {@code c} is in play and has lost all its abilities. */
  static boolean blanked(GameState s, InPlay c) {
    if (c == null || !possible(s)) {
      return false;
    }
    Blanking last = LAST.get();
    if (last == null || last.s != s) {
      last = new Blanking(s);
      LAST.set(last);
      // Reading filters and conditions may ask about abilities again: they see nothing blanked.
      last.blanked = work(s);
    }
    boolean[] b = last.blanked;
    return b != null && c.id() >= 0 && c.id() < b.length && b[c.id()];
  }

  /** Whether some card in play prints a blanking ability (then abilities depend on the whole state). */
  static boolean possible(GameState s) {
    return PlayIndex.of(s).printsCant(Ability.Restriction.HAVE_ABILITIES) || byModifier(s);
  }

  /** Whether an effect's modifier blanks a card now (known to the state's modifier list). */
  private static boolean byModifier(GameState s) {
    return org.ponytable.engine.state.Modifiers.blanks(s.abilities().modifiers());
  }

  private static boolean[] work(GameState s) {
    boolean[] out = new boolean[s.cards().size()];
    // Effects first: what an effect did stands, whatever blanks the card it came from.
    for (org.ponytable.engine.state.Modifier m : s.abilities().modifiers()) {
      if (m.change().cant().contains(Ability.Restriction.HAVE_ABILITIES) && s.inPlay(m.target()) != null) {
        out[m.target()] = true;
      }
    }
    List<InPlay> sources = new ArrayList<>();
    for (InPlay c : s.play()) {
      if (!c.faceDown() && blanks(s, c)) {
        sources.add(c);
      }
    }
    // 711.3a: earliest first; ties keep play order (a stable sort).
    sources.sort((a, b) -> Long.compare(s.abilities().enteredAt(a.id()), s.abilities().enteredAt(b.id())));
    for (InPlay src : sources) {
      if (out[src.id()]) {
        continue;
      }
      Abilities.Ctx ctx = new Abilities.Ctx(src.id(), src.controller(), -1, null);
      for (Ability a : s.face(src.id()).abilities()) {
        if (a instanceof Ability.Continuous cont && cont.cant().contains(Ability.Restriction.HAVE_ABILITIES)
            && Abilities.holds(s, cont.whileCondition(), ctx, Abilities.PRINTED)) {
          for (InPlay c : s.play()) {
            if (Abilities.matches(s, cont.affects(), c, ctx, Abilities.PRINTED)) {
              out[c.id()] = true;
            }
          }
        }
      }
    }
    return out;
  }

  private static boolean blanks(GameState s, InPlay c) {
    for (Ability a : s.face(c.id()).abilities()) {
      if (a instanceof Ability.Continuous cont && cont.cant().contains(Ability.Restriction.HAVE_ABILITIES)) {
        return true;
      }
    }
    return false;
  }
}
