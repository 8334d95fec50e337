package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Chance;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.state.Resolution;

/** Activated abilities (703) and Events (304) under their timing phrases (512). */
public final class Activation {
  private Activation() {}

  /** 512.3-512.4a: whether a timing phrase lets {@code player}, holding priority, act now. */
  public static boolean timingOpen(GameState s, int player, Timing t) {
    var f = s.faceoff();
    return switch (t) {
      case MAIN_PHASE -> MainPhase.open(s, player);
      // 512.3, 512.3a: the turn player, in any phase of their turn, never in a faceoff.
      case ANY_PHASE -> player == s.turnPlayer() && f == null && s.phase() != Phase.SETUP;
      // 512.3, 512.3a: "Score Phase": the turn player, in their Score Phase, never in a faceoff.
      case SCORE_PHASE -> player == s.turnPlayer() && f == null && s.phase() == Phase.SCORE;
      case FACEOFF -> f != null;
      case TROUBLEMAKER_FACEOFF -> f != null && f.kind() == FaceoffKind.TROUBLEMAKER;
      // 512.4a: an effect's faceoff is a Troublemaker faceoff only against a Troublemaker.
      case PROBLEM_FACEOFF -> f != null && f.kind().isProblemFaceoff();
      // 512.4: any player with priority; whether a condition was met is asked per card (512.4c-d).
      case REACTION -> s.phase() != Phase.SETUP;
      // rulings.md, "Immediate": any player with priority, in any window of either turn (510, 512.4).
      case IMMEDIATE -> s.phase() != Phase.SETUP;
      // 512.3: "Troublemaker Phase": the turn player, in their Troublemaker Phase, never in a faceoff.
      case TROUBLEMAKER_PHASE -> player == s.turnPlayer() && f == null && s.phase() == Phase.TROUBLEMAKER;
    };
  }

  /** 703.1b-c: every activation {@code player} could pay for now, one per choice of cost card. */
  static void addLegal(GameState s, int player, List<Action> out) {
    List<PlayIndex.Held> activated = PlayIndex.activated(s);
    for (int h = 0; h < activated.size(); h++) {
      PlayIndex.Held held = activated.get(h);
      InPlay c = held.source();
      int i = held.index();
      Ability.Activated a = (Ability.Activated) held.ability();
      // 703.1: its controller activates it, or any player when it says so.
      if ((c.controller() == player || a.anyPlayer())
          && timingOpen(s, player, a.timing())
          && (a.whileCondition() == null || Abilities.holds(s, a.whileCondition(), new Abilities.Ctx(c.id(), player, -1, null)))
          && (a.reaction() == null || Reactions.open(s, player, c.id(), i) != null)) {
        addPayable(s, player, c, i, a, out);
      }
    }
    // PoolIndex: most games have no card that acts from a hand or discard pile, or few such cards;
    // each zone is walked only when a card of the game has what its loop looks for.
    PoolIndex pool = PoolIndex.of(s);
    if ((pool.any & PoolIndex.FROM_HAND) != 0) {
      // Abilities used from the hand: their cost banishes the card itself from the hand (409.5).
      addFromZone(s, player, s.player(player).hand(), true, pool, out);
    }
    if ((pool.any & PoolIndex.FROM_DISCARD) != 0) {
      // Abilities used from the discard pile: their cost banishes the card itself from there (409.5).
      addFromZone(s, player, s.player(player).discard(), false, pool, out);
    }
    if ((pool.any & PoolIndex.TIMED_EVENT) == 0) {
      return;
    }
    // Events whose timing is not the Main Phase (those are Main Phase actions, 609.2a).
    int tokens = s.player(player).tokens();
    List<Integer> hand = s.player(player).hand();
    for (int k = 0; k < hand.size(); k++) {
      int card = hand.get(k);
      if (!pool.has(card, PoolIndex.TIMED_EVENT)) {
        continue;
      }
      CardDef def = s.def(card);
      if (def.type() == CardType.EVENT && def.event().timing() != Timing.MAIN_PHASE
          && timingOpen(s, player, def.event().timing()) && tokens >= Costs.play(s, player, card)
          && !Costs.banned(s, player, card, null)
          && (def.event().reaction() == null || Reactions.open(s, player, card, -1) != null)
          && MainPhase.meetsPlayRequirement(s, player, def) && !MainPhase.noEvents(s, player)) {
        out.add(new Action.PlayCard(player, card, null));
      }
    }
  }

  /** The abilities of cards in {@code zone}, the player's hand or discard pile, used from there (409.5). */
  private static void addFromZone(GameState s, int player, List<Integer> zone, boolean fromHand, PoolIndex pool,
      List<Action> out) {
    byte flag = fromHand ? PoolIndex.FROM_HAND : PoolIndex.FROM_DISCARD;
    for (int k = 0; k < zone.size(); k++) {
      int card = zone.get(k);
      if (!pool.has(card, flag)) {
        continue;
      }
      CardDef def = s.def(card);
      List<Ability> abilities = def.boosted() == null ? def.face().abilities() : List.of();
      for (int i = 0; i < abilities.size(); i++) {
        if (abilities.get(i) instanceof Ability.Activated a && (fromHand ? fromHand(a) : fromDiscard(a))
            && a.reaction() == null && a.whileCondition() == null && timingOpen(s, player, a.timing())
            && s.player(player).tokens() >= tokens(a)) {
          out.add(new Action.Activate(player, card, i, -1));
        }
      }
    }
  }

  private static void addPayable(GameState s, int player, InPlay c, int index, Ability.Activated a,
      List<Action> out) {
    if (fromHand(a) || fromDiscard(a)) {
      // Its cost banishes it from the hand or discard pile, so it can't be paid while the card is in play.
      return;
    }
    int tokens = 0;
    Cost choice = null;
    for (Cost cost : a.costs()) {
      if (cost instanceof Cost.Tokens t) {
        tokens += t.amount();
      } else if (cost instanceof Cost.ExhaustThis) {
        // 503.2, 104.2a: an exhausted or frightened card can't be exhausted, so can't pay.
        if (c.exhausted() || c.frightened() || Abilities.cantExhaust(s, c, player)) {
          return;
        }
      } else if (cost instanceof Cost.Spend sp) {
        // Glossary, Spend: only cards beneath this card can be spent.
        if (Keywords.beneath(s, c.id()).size() < sp.amount()) {
          return;
        }
      } else if (cost instanceof Cost.RemoveCounters rc && rc.from() == null) {
        // 519, 104.2a: only counters the card has can be removed.
        if (c.counters().getOrDefault(rc.name(), 0) < rc.amount()) {
          return;
        }
      } else if (cost instanceof Cost.RetireThis) {
        // 409.2, 301.5: a Mane Character never leaves play.
        if (s.type(c.id()) == CardType.MANE_CHARACTER || s.type(c.id()) == CardType.PROBLEM) {
          return;
        }
      } else if (choice == null) {
        choice = cost;
      }
    }
    if (s.player(player).tokens() < tokens) {
      return;
    }
    if (choice == null) {
      out.add(new Action.Activate(player, c.id(), index, -1));
    } else if (choice instanceof Cost.Retire r) {
      for (int card : yoursInPlay(s, player, c, r.filter())) {
        if (!Abilities.cant(s, s.inPlay(card), Ability.Restriction.LEAVE_PLAY)) {
          out.add(new Action.Activate(player, c.id(), index, card));
        }
      }
    } else if (choice instanceof Cost.Dismiss d) {
      // 104.2a: a card that can't be dismissed can't pay.
      for (int card : yoursInPlay(s, player, c, d.filter())) {
        if (!Abilities.cant(s, s.inPlay(card), Ability.Restriction.BE_DISMISSED)
            && !Abilities.cant(s, s.inPlay(card), Ability.Restriction.LEAVE_PLAY)) {
          out.add(new Action.Activate(player, c.id(), index, card));
        }
      }
    } else if (choice instanceof Cost.ExhaustOther ex) {
      // 503.2, 104.2a: only a ready card can be exhausted; never the card with the ability.
      Abilities.Ctx ctx = new Abilities.Ctx(c.id(), player, -1, null);
      for (InPlay other : s.play()) {
        if (other.controller() == player && other.id() != c.id() && !other.exhausted() && !other.frightened()
            && !other.faceDown() && !Abilities.cantExhaust(s, other, player) && s.type(other.id()) != CardType.PROBLEM && Abilities.matches(s, ex.filter(), other.id(), ctx)) {
          out.add(new Action.Activate(player, c.id(), index, other.id()));
        }
      }
    } else if (choice instanceof Cost.Banish b) {
      // 409.5: from play, or by what is printed from your discard pile or your hand.
      List<Integer> cards = switch (b.from()) {
        case DISCARD_PILE -> Abilities.printedFits(s, s.player(player).discard(), b.filter());
        case HAND -> Abilities.printedFits(s, s.player(player).hand(), b.filter());
        case PLAY -> yoursInPlay(s, player, c, b.filter()).stream()
            .filter(card -> !Abilities.cant(s, s.inPlay(card), Ability.Restriction.LEAVE_PLAY)).toList();
      };
      for (int card : cards) {
        out.add(new Action.Activate(player, c.id(), index, card));
      }
    } else if (choice instanceof Cost.RemoveCounters rc) {
      // 519, 104.2a: a card in play that matches and has the counters to remove.
      Abilities.Ctx ctx = new Abilities.Ctx(c.id(), player, -1, null);
      for (InPlay other : s.play()) {
        if (other.counters().getOrDefault(rc.name(), 0) >= rc.amount() && Abilities.matches(s, rc.from(), other.id(), ctx)) {
          out.add(new Action.Activate(player, c.id(), index, other.id()));
        }
      }
    } else if (choice instanceof Cost.Discard d) {
      // 409.3: a card of your hand whose printed values fit.
      for (int card : Abilities.printedFits(s, s.player(player).hand(), d.filter())) {
        out.add(new Action.Activate(player, c.id(), index, card));
      }
    }
  }

  /** Whether the ability is used from the hand: a cost banishes the card itself from there. */
  public static boolean fromHand(Ability.Activated a) {
    for (Cost cost : a.costs()) {
      if (cost instanceof Cost.Banish b && b.from() == Cost.Banish.From.HAND && b.filter().self()) {
        return true;
      }
    }
    return false;
  }

  /** Whether the ability is used from the discard pile: a cost banishes the card itself from there. */
  public static boolean fromDiscard(Ability.Activated a) {
    for (Cost cost : a.costs()) {
      if (cost instanceof Cost.Banish b && b.from() == Cost.Banish.From.DISCARD_PILE && b.filter().self()) {
        return true;
      }
    }
    return false;
  }

  private static int tokens(Ability.Activated a) {
    int tokens = 0;
    for (Cost cost : a.costs()) {
      if (cost instanceof Cost.Tokens t) {
        tokens += t.amount();
      }
    }
    return tokens;
  }

  /** The cards a retire or banish cost may take from play: yours, not a Mane Character or Problem. */
  private static List<Integer> yoursInPlay(GameState s, int player, InPlay source, Filter f) {
    Abilities.Ctx ctx = new Abilities.Ctx(source.id(), player, -1, null);
    List<Integer> out = new ArrayList<>();
    for (InPlay other : s.play()) {
      CardType type = s.type(other.id());
      if (other.controller() == player && type != CardType.MANE_CHARACTER && type != CardType.PROBLEM
          && Abilities.matches(s, f, other.id(), ctx)) {
        out.add(other.id());
      }
    }
    return out;
  }

  /** 705.2: pay the costs, then process the effects. */
  static void activate(Tx tx, Action.Activate act) {
    int p = act.player();
    if (tx.s.inPlay(act.card()) == null) {
      activateFromHand(tx, act);
      return;
    }
    Ability.Activated a = (Ability.Activated) Abilities.of(tx.s, tx.s.inPlay(act.card())).get(act.ability());
    tx.emit(new GameEvent.AbilityActivated(p, act.card(), act.ability()));
    var area = tx.s.inPlay(act.card()).area();
    for (Cost cost : a.costs()) {
      if (cost instanceof Cost.Tokens t) {
        tx.payTokens(p, t.amount());
      } else if (cost instanceof Cost.ExhaustThis) {
        tx.exhaust(act.card());
        tx.emit(new GameEvent.Exhausted(act.card()));
      } else if (cost instanceof Cost.Dismiss) {
        tx.dismiss(act.costCard(), "a cost of " + tx.s.def(act.card()).title());
      } else if (cost instanceof Cost.ExhaustOther) {
        tx.exhaust(act.costCard());
        tx.emit(new GameEvent.Exhausted(act.costCard()));
      } else if (cost instanceof Cost.Retire) {
        tx.retire(act.costCard());
      } else if (cost instanceof Cost.Discard) {
        tx.discard(p, act.costCard());
      } else if (cost instanceof Cost.Banish b) {
        if (b.from() == Cost.Banish.From.DISCARD_PILE) {
          tx.banishFromDiscardPile(p, act.costCard());
        } else if (b.from() == Cost.Banish.From.HAND) {
          tx.banishFromHand(p, act.costCard());
        } else {
          tx.banish(act.costCard());
        }
      } else if (cost instanceof Cost.Spend sp) {
        Keywords.spend(tx, act.card(), sp.amount());
      } else if (cost instanceof Cost.RemoveCounters rc) {
        tx.counters(rc.from() == null ? act.card() : act.costCard(), rc.name(), -rc.amount());
      } else if (cost instanceof Cost.RetireThis) {
        tx.retire(act.card());
      }
    }
    int subject = -1;
    if (a.reaction() != null) {
      // 512.4c: this card has now reacted to that instance; "it" and "there" come from it.
      Chance chance = Reactions.open(tx.s, p, act.card(), act.ability());
      Reactions.use(tx, chance);
      subject = chance.subject();
      area = chance.there() != null ? chance.there() : area;
    }
    // "Exhaust one of your characters to add its power to another": the card a cost picked is what
    // the first effect's "chosen" names, kept only when it names it (Resolution.previous).
    List<Integer> paid = act.costCard() >= 0 && !a.effects().isEmpty() && a.effects().get(0).namesChosen()
        ? List.of(act.costCard()) : List.of();
    Effects.begin(tx, new Resolution(act.card(), p, a.effects(), 0, subject, area, -1, false, List.of(), -1, paid));
  }

  /**
   * 705.2: an ability used from the hand: the card is banished face up as its cost, so everyone
   * sees which card it was, then its other costs are paid and its effects processed.
   */
  private static void activateFromHand(Tx tx, Action.Activate act) {
    int p = act.player();
    Ability.Activated a = (Ability.Activated) tx.s.def(act.card()).face().abilities().get(act.ability());
    if (tx.player(p).discard().contains(act.card())) {
      // 404, 409.5: used from the (public) discard pile: banished from there as its cost.
      tx.banishFromDiscardPile(p, act.card());
    } else {
      tx.banishFromHand(p, act.card());
    }
    tx.emit(new GameEvent.AbilityActivated(p, act.card(), act.ability()));
    for (Cost cost : a.costs()) {
      if (cost instanceof Cost.Tokens t) {
        tx.payTokens(p, t.amount());
      }
    }
    Effects.begin(tx, new Resolution(act.card(), p, a.effects(), 0, -1, null, -1, false, List.of()));
  }

  /** 304.2, 705.2b: the Event waits in the queue while its text is processed, then is discarded. */
  static void playEvent(Tx tx, int player, int card) {
    List<org.ponytable.engine.ability.Effect> effects = tx.s.def(card).event().effects();
    int subject = -1;
    org.ponytable.engine.state.Area there = null;
    if (tx.s.def(card).event().reaction() != null) {
      // 512.4c: played in reaction to the oldest instance it may react to.
      Chance chance = Reactions.open(tx.s, player, card, -1);
      Reactions.use(tx, chance);
      subject = chance.subject();
      there = chance.there();
    }
    if (effects.isEmpty()) {
      tx.toDiscard(card);
      Triggers.enteredDiscardPile(tx, card);
      return;
    }
    Effects.begin(tx, new Resolution(card, player, effects, 0, subject, there, card, false, List.of()));
  }
}
