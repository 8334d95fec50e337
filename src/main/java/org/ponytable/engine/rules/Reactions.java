package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Chance;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * Reactions (512.4, 512.4b-d): each time a condition of the trigger vocabulary is met, every card
 * whose Reaction names it gets a chance to react, kept until used or until the next priority
 * window closes (512.4d). A chance is one card and one instance, so a card reacts once per
 * instance and several reactions to one instance come from different cards (512.4c).
 */
final class Reactions {
  private Reactions() {}

  /** A condition was met ({@link Triggers.Occurrence}: what, to whom, read in which state). */
  static void met(Tx tx, Triggers.Occurrence occ) {
    List<Chance> found = new ArrayList<>();
    long instance = tx.s.abilities().met() + 1;
    // The abilities in play are known per play zone, with the kinds their Reactions name: most
    // occurrences concern none of them.
    if (PlayIndex.reactsTo(occ.view(), occ.kind())) {
      for (PlayIndex.Held held : PlayIndex.activated(occ.view())) {
        if (held.ability() instanceof Ability.Activated a && a.reaction() != null) {
          InPlay src = held.source();
          add(tx, occ, a.reaction(), new Reactor(src.id(), held.index(), src.controller()), instance, found);
        }
      }
    }
    // Events in hand: their owners may play them in reaction (the hand is read now). Only those
    // whose Reaction names this kind could react, and most games' Events name few kinds.
    PoolIndex pool = PoolIndex.of(tx.s);
    long bit = 1L << occ.kind().ordinal();
    for (int p = 0; (pool.anyReactionKind & bit) != 0 && p < tx.s.players().size(); p++) {
      List<Integer> hand = tx.s.player(p).hand();
      for (int h = 0; h < hand.size(); h++) {
        int c = hand.get(h);
        if ((pool.reactionKinds(c) & bit) != 0) {
          add(tx, occ, tx.s.def(c).event().reaction(), new Reactor(c, -1, p), instance, found);
        }
      }
    }
    if (!found.isEmpty()) {
      AbilityState ab = tx.s.abilities().meet();
      List<Chance> all = new ArrayList<>(ab.chances());
      all.addAll(found);
      tx.s = tx.s.withAbilities(ab.withChances(all));
    }
  }

  /** A card that may react: its id, the index of its Reaction ability (-1: an Event in hand), its controller. */
  private record Reactor(int source, int index, int controller) {}

  private static void add(Tx tx, Triggers.Occurrence occ, Reaction r, Reactor who, long instance, List<Chance> found) {
    // "After an opponent plays or moves a character": either occurrence opens it, once per instance.
    for (Trigger t : r.conditions()) {
      int before = found.size();
      add(tx, occ, r, t, who, instance, found);
      if (found.size() > before) {
        Chance c = found.get(found.size() - 1);
        // 512.4b: a condition on the occurrence ("a Problem with one of your face-down Troublemakers").
        if (r.when() != null && !Abilities.holds(occ.view(), r.when(),
            new Abilities.Ctx(who.source(), who.controller(), c.subject(), occ.there()))) {
          found.remove(found.size() - 1);
        }
        return;
      }
    }
  }

  private static void add(Tx tx, Triggers.Occurrence occ, Reaction r, Trigger t, Reactor who, long instance,
      List<Chance> found) {
    Trigger.Kind kind = occ.kind();
    // 512.4b: a phase or step before "Reaction" asks that the condition be met in it.
    if (t.kind() != kind || !r.allows(tx.s.phase(), tx.s.step())) {
      return;
    }
    if ((kind == Trigger.Kind.PHASE_STARTS || kind == Trigger.Kind.PHASE_ENDS) && t.phase() != null && t.phase() != occ.phase() || !Faceoffs.resultFits(t, occ.view(), who.controller())
        || !Faceoffs.usingFits(t, occ.view(), occ.player(), who.source(), who.controller(), occ.there())) {
      return;
    }
    GameState view = occ.view();
    int subject = -1;
    if (kind.aboutCard()) {
      Abilities.Ctx ctx = new Abilities.Ctx(who.source(), who.controller(), occ.card(), occ.there());
      Filter f = t.subject() == null ? Filter.ANY : t.subject();
      boolean fits = kind == Trigger.Kind.ENTERS_DISCARD_PILE ? Abilities.outOfPlayMatches(view, f, occ.card(), ctx)
          : Abilities.matches(view, f, occ.card(), ctx);
      if (!fits || kind.namesPlayer() && !(occ.player() >= 0 && t.player().is(occ.player(), who.controller()))) {
        return;
      }
      subject = occ.card();
    } else {
      if (occ.player() >= 0 && !t.player().is(occ.player(), who.controller())) {
        return;
      }
      if (kind.subject() == Trigger.Subject.FLIPPED_CARD) {
        // "It" is the card flipped (in its owner's deck, not in play), read by what it prints.
        subject = occ.card();
        if (t.subject() != null && Abilities.printedFits(view, List.of(occ.card()), t.subject()).isEmpty()) {
          return;
        }
      } else if (t.subject() != null) {
        for (int c : occ.involved()) {
          if (Abilities.matches(view, t.subject(), c, new Abilities.Ctx(who.source(), who.controller(), c, occ.there()))) {
            subject = c;
            break;
          }
        }
        if (subject < 0) {
          return;
        }
      }
    }
    found.add(new Chance(instance, who.source(), who.index(), who.controller(), subject, occ.there()));
  }

  /**
   * The oldest unused chance of this card (and ability, -1 for an Event) for its controller, or
   * null. The card must still be where it can react from.
   */
  static Chance open(GameState s, int player, int card, int ability) {
    List<Chance> chances = s.abilities().chances(); // by index: asked for every card on every legal-actions listing
    for (int i = 0; i < chances.size(); i++) {
      Chance c = chances.get(i);
      if (c.card() == card && c.ability() == ability && c.controller() == player) {
        return c;
      }
    }
    return null;
  }

  /** 512.4c: the card has reacted to that instance; none of its chances for it remain. */
  static void use(Tx tx, Chance used) {
    AbilityState ab = tx.s.abilities();
    List<Chance> left = new ArrayList<>();
    for (Chance c : ab.chances()) {
      if (!(c.instance() == used.instance() && c.card() == used.card())) {
        left.add(c);
      }
    }
    tx.s = tx.s.withAbilities(ab.withChances(left));
  }

  /** 512.4d: once a window closes, only conditions met after it can be reacted to. */
  static void windowClosed(Tx tx) {
    if (!tx.s.abilities().chances().isEmpty()) {
      tx.s = tx.s.withAbilities(tx.s.abilities().withChances(List.of()));
    }
  }
}
