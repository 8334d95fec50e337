package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.InPlay;

/**
 * Pre-priority processing (511): the checks made each time a player is about to get priority.
 * One call performs one wave and reports whether anything happened; the caller repeats until a
 * wave is quiet (511.6). Triggered effects (511.5) join here with the ability language.
 */
final class PrePriority {
  private PrePriority() {}

  /** Whether the play zone has no card of a sort {@link #run} acts on, so it would do nothing. */
  static boolean quiet(org.ponytable.engine.state.GameState s) {
    return (PlayIndex.of(s).preChecks(s) & PlayIndex.ACTS) == 0;
  }

  static boolean run(Tx tx) {
    // Each check looks at cards of one sort, which the play zone's index knows it has or not.
    int some = PlayIndex.of(tx.s).preChecks(tx.s);
    boolean happened = false;
    if ((some & (PlayIndex.ATTACHED | PlayIndex.LOOSE_ATTACHMENT)) != 0) {
      boolean loose = (some & PlayIndex.LOOSE_ATTACHMENT) != 0;
      for (InPlay c : tx.s.play()) {
        if (c.host() < 0) {
          // 511.2: an attachment attached to nothing has no host that fits its description.
          if (loose && MainPhase.attachmentHost(tx.s.def(c.id())) != null) {
            tx.dismiss(c.id(), "it is attached to nothing");
            happened = true;
          }
          continue;
        }
        InPlay host = tx.s.inPlay(c.host());
        // 511.2-511.3: an attachment without a host, on a host its description doesn't allow, or
        // on a face-down host, is dismissed.
        if (host == null || host.faceDown() || !Abilities.fitsHost(tx.s, c, host.id())) {
          tx.dismiss(c.id(), host == null ? "it has no host" : host.faceDown() ? "its host is face down"
              : "its host no longer fits its description");
          happened = true;
        }
      }
    }
    // Dismissing changed the zone: its index is asked again.
    if ((PlayIndex.of(tx.s).preChecks(tx.s) & PlayIndex.FRIGHTENED) != 0) {
      for (InPlay c : tx.s.play()) {
        // 511.4: only Friends stay frightened.
        if (c.frightened() && tx.s.type(c.id()) != CardType.FRIEND) {
          tx.unfrighten(c.id());
          happened = true;
        }
      }
    }
    if ((PlayIndex.of(tx.s).preChecks(tx.s) & PlayIndex.AWAY) != 0) {
      for (InPlay c : tx.s.play()) {
        Area a = c.area();
        // 511.4 (second): characters in someone else's home go to their controller's home.
        if (a.home() && a.owner() != c.controller() && tx.s.isCharacter(c)) {
          tx.sendHome(c.id(), false);
          happened = true;
        }
      }
    }
    return happened;
  }
}
