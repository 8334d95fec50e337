package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.ControlChange;
import org.ponytable.engine.state.InPlay;

/**
 * Control for a while (513.2, 708.2): "take control of it until the end of the turn". Each such
 * change is kept with the controller it replaced; when it ends control goes back to that player,
 * and 511.4 then sends a character in the wrong home to its controller's. Changes of one card
 * stack in timestamp order (711.3a): ending one in the middle hands its "previous" to the next.
 */
final class Control {
  private Control() {}

  /** 513.2: {@code player} takes control of {@code card} until {@code d} ends. */
  static void takeFor(Tx tx, int card, int player, int source, Duration d) {
    InPlay c = tx.s.inPlay(card);
    // A faceoff-long change outside a faceoff would end as it begins (rulings.md).
    if (c == null || c.controller() == player || d == Duration.FACEOFF && tx.s.faceoff() == null) {
      return;
    }
    // "Until this card leaves play" made once it has left (or from an Event, never in play) would end at once.
    InPlay src = tx.s.inPlay(source);
    if (d == Duration.THIS_LEAVES_PLAY && (src == null || src.faceDown())) {
      return;
    }
    AbilityState ab = tx.s.abilities().tick();
    List<ControlChange> l = new ArrayList<>(ab.controlChanges());
    l.add(new ControlChange(ab.clock(), source, player, card, c.controller(), d));
    tx.s = tx.s.withAbilities(ab.withControlChanges(l));
    tx.takeControl(card, player);
  }

  /** Whether the card's controller holds it only for a while. */
  static boolean heldForAWhile(org.ponytable.engine.state.GameState s, int card) {
    for (ControlChange cc : s.abilities().controlChanges()) {
      if (cc.card() == card) {
        return true;
      }
    }
    return false;
  }

  /** A change for good comes after every change of that card so far, so none of them can end it. */
  static void takenForGood(Tx tx, int card) {
    drop(tx, cc -> cc.card() == card);
  }

  /** 616.4 and a faceoff's end: the changes lasting that long end, newest first. */
  static void end(Tx tx, Duration d, int controller) {
    List<ControlChange> all = tx.s.abilities().controlChanges();
    for (int i = all.size() - 1; i >= 0; i--) {
      if (all.get(i).endsWith(d, controller)) {
        endOne(tx, all.get(i));
      }
    }
  }

  /**
   * 409.6, 505.3: the card became a different card, so the changes on it no longer apply: gone
   * from play they just end; turned face down, control goes back as they end.
   */
  static void forget(Tx tx, int card, boolean leftPlay) {
    // What lasts "until this card leaves play" ends as its card goes (or becomes a new card).
    Effects.endFromSource(tx, card);
    List<ControlChange> all = tx.s.abilities().controlChanges();
    for (int i = all.size() - 1; i >= 0; i--) {
      ControlChange cc = all.get(i);
      if (cc.card() == card) {
        if (leftPlay) {
          drop(tx, x -> x == cc);
        } else {
          endOne(tx, cc);
        }
      }
    }
  }

  /** The changes lasting until {@code source} leaves play end, newest first. */
  static void endFromSource(Tx tx, int source) {
    List<ControlChange> all = tx.s.abilities().controlChanges();
    for (int i = all.size() - 1; i >= 0; i--) {
      ControlChange cc = all.get(i);
      if (cc.duration() == Duration.THIS_LEAVES_PLAY && cc.source() == source
          && tx.s.abilities().controlChanges().contains(cc)) {
        endOne(tx, cc);
      }
    }
  }

  /** Ends one change: the newest of its card gives control back, an older one passes its "previous" on. */
  private static void endOne(Tx tx, ControlChange cc) {
    List<ControlChange> l = new ArrayList<>(tx.s.abilities().controlChanges());
    int at = l.indexOf(cc);
    l.remove(at);
    ControlChange later = null;
    for (int i = at; i < l.size(); i++) {
      if (l.get(i).card() == cc.card()) {
        later = l.get(i);
        l.set(i, new ControlChange(later.timestamp(), later.source(), later.controller(), later.card(),
            cc.previous(), later.duration()));
        break;
      }
    }
    tx.s = tx.s.withAbilities(tx.s.abilities().withControlChanges(l));
    if (later == null && tx.s.inPlay(cc.card()) != null) {
      tx.changeControl(cc.card(), cc.previous(), true);
    }
  }

  private static void drop(Tx tx, java.util.function.Predicate<ControlChange> gone) {
    List<ControlChange> l = new ArrayList<>(tx.s.abilities().controlChanges());
    if (l.removeIf(gone)) {
      tx.s = tx.s.withAbilities(tx.s.abilities().withControlChanges(l));
    }
  }
}
