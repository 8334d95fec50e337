package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardType;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Chance;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Phase;

/**
 * Reactions (512.4, 512.4b-d): each time a condition of the trigger vocabulary is met, every card
 * whose Reaction names it gets a chance to react, kept until used or until the next priority
 * window closes (512.4d). A chance is one card and one instance, so a card reacts once per
 * instance and several reactions to one instance come from different cards (512.4c).
 */
final class Reactions {
  private Reactions() {}

  /**
   * A condition was met. {@code view} is the state it is read in (the state before, for leaving
   * play and being frightened, as for triggers); {@code card} the card it is about or -1;
   * {@code player} the player it is about or -1; {@code involved} the cards a subject may name.
   */
  static void met(Tx tx, Trigger.Kind kind, GameState view, int card, int player, Phase phase,
      List<Integer> involved, Area there) {
    List<Chance> found = new ArrayList<>();
    long instance = tx.s.abilities().met() + 1;
    for (InPlay src : view.play()) {
      List<Ability> abilities = Abilities.of(view, src);
      for (int i = 0; i < abilities.size(); i++) {
        if (abilities.get(i) instanceof Ability.Activated a && a.reaction() != null) {
          add(tx, view, a.reaction(), kind, src.id(), i, src.controller(), card, player, phase, involved, there,
              instance, found);
        }
      }
    }
    // Events in hand: their owners may play them in reaction (the hand is read now).
    for (int p = 0; p < tx.s.players().size(); p++) {
      for (int c : tx.s.player(p).hand()) {
        CardDef def = tx.s.def(c);
        if (def.type() == CardType.EVENT && def.event().reaction() != null) {
          add(tx, view, def.event().reaction(), kind, c, -1, p, card, player, phase, involved, there, instance, found);
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

  private static void add(Tx tx, GameState view, Reaction r, Trigger.Kind kind, int source, int index,
      int controller, int card, int player, Phase phase, List<Integer> involved, Area there, long instance,
      List<Chance> found) {
    Trigger t = r.condition();
    // 512.4b: a phase or step before "Reaction" asks that the condition be met in it.
    if (t.kind() != kind || !r.allows(tx.s.phase(), tx.s.step())) {
      return;
    }
    if (kind == Trigger.Kind.PHASE_STARTS && t.phase() != phase) {
      return;
    }
    int subject = -1;
    if (kind.aboutCard()) {
      Abilities.Ctx ctx = new Abilities.Ctx(source, controller, card, there);
      Filter f = t.subject() == null ? Filter.ANY : t.subject();
      if (!Abilities.matches(view, f, card, ctx)) {
        return;
      }
      subject = card;
    } else {
      if (player >= 0 && !t.player().is(player, controller)) {
        return;
      }
      if (t.subject() != null) {
        for (int c : involved) {
          if (Abilities.matches(view, t.subject(), c, new Abilities.Ctx(source, controller, c, there))) {
            subject = c;
            break;
          }
        }
        if (subject < 0) {
          return;
        }
      }
    }
    found.add(new Chance(instance, source, index, controller, subject, there));
  }

  /**
   * The oldest unused chance of this card (and ability, -1 for an Event) for its controller, or
   * null. The card must still be where it can react from.
   */
  static Chance open(GameState s, int player, int card, int ability) {
    for (Chance c : s.abilities().chances()) {
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
