package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.terms.Phase;

/**
 * Why a card has no legal action, in plain words with the rule, asked from one player's seat:
 * the table shows it when that player clicks such a card. Answered from the same rules that list
 * the legal actions (Costs, MainPhase, Activation), and only about cards the player may see.
 */
public final class Reasons {
  private Reasons() {}

  /**
   * The one answer for a card the viewer may not see (another hand, a deck, a face-down
   * Troublemaker they don't control, 505.1d): the same words whatever the card is, so the answer
   * tells nothing about it.
   */
  public static final String HIDDEN = "You can't see that card, so there is nothing you can do with it.";

  /**
   * Why {@code viewer} can do nothing with {@code card} now, or null when they have a legal
   * action with it.
   */
  public static String whyCardCannotAct(GameState s, int viewer, int card) {
    if (!visibleTo(s, viewer, card)) {
      return HIDDEN;
    }
    if (hasAction(s, viewer, card)) {
      return null;
    }
    String title = s.def(card).title();
    if (s.isOver()) {
      return "The game is over.";
    }
    Decision d = s.decision();
    if (d == null) {
      return "Nobody may act now.";
    }
    if (d.player() != viewer) {
      // 510.1: only the player with priority (or asked to decide) acts.
      return "It's not your priority: " + s.player(d.player()).name() + " acts now (510.1).";
    }
    if (d.kind() != DecisionKind.PRIORITY) {
      return "The game is waiting for you to " + d.kind().prompt() + "; " + title + " is not one of the choices.";
    }
    // 404: a card its own text lets be played from the discard pile answers as from the hand.
    if (s.player(viewer).hand().contains(card) || MainPhase.playableFromDiscard(s, viewer, card)) {
      return fromHand(s, viewer, card);
    }
    InPlay c = s.inPlay(card);
    if (c != null) {
      return inPlay(s, viewer, c);
    }
    return title + " is not in your hand or in play, so it can't be played or used now.";
  }

  // ------------------------------------------------------------------ cards in hand

  private static String fromHand(GameState s, int viewer, int card) {
    CardDef def = s.def(card);
    String title = def.title();
    switch (def.type()) {
      case FRIEND, RESOURCE -> {
        String plural = def.type() == CardType.FRIEND ? "Friends" : "Resources";
        if (!MainPhase.open(s, viewer)) {
          return plural + " are played in your Main Phase" + notNow(s, viewer) + " (609.1, 609.2a).";
        }
        String unpaid = unpaid(s, viewer, card);
        if (unpaid != null) {
          return unpaid;
        }
        if (MainPhase.attachmentHost(def) != null) {
          return "No card in play fits " + title + "'s host description (305.1b, 509.4).";
        }
        return title + " can't enter play anywhere now.";
      }
      case EVENT -> {
        Timing timing = def.event().timing();
        if (timing == Timing.MAIN_PHASE && !MainPhase.open(s, viewer)) {
          return title + " is a Main Phase Event: it is played in your Main Phase" + notNow(s, viewer)
              + " (609.1, 609.2a).";
        }
        if (timing != Timing.MAIN_PHASE && !Activation.timingOpen(s, viewer, timing)) {
          return title + "'s timing phrase (" + timing.display() + ") doesn't allow it now (512).";
        }
        if (def.event().reaction() != null && Reactions.open(s, viewer, card, -1) == null) {
          return title + " is a Reaction: its condition hasn't been met since the last priority window"
              + " closed, or it was already used for it (512.4c, 512.4d).";
        }
        String unpaid = unpaid(s, viewer, card);
        return unpaid != null ? unpaid : title + " can't be played now.";
      }
      case TROUBLEMAKER -> {
        if (!MainPhase.open(s, viewer)) {
          return "Troublemakers are played in your Main Phase" + notNow(s, viewer) + " (609.1, 609.2c).";
        }
        // A cost that only some Problems raise ("+1 to play a Troublemaker here"): the cheapest one.
        int cost = Math.min(Costs.troublemaker(s, viewer, card, Area.problem(0)),
            Costs.troublemaker(s, viewer, card, Area.problem(1)));
        int tokens = s.player(viewer).tokens();
        if (tokens < cost) {
          return "Playing " + title + " face down needs " + tokens(cost) + "; you have " + tokens + " (508, 609.2c).";
        }
        return title + " is played face down to a Problem, and there is none to play it to (609.2c).";
      }
      default -> {
        return title + " can't be played from your hand.";
      }
    }
  }

  /**
   * 204.1, 508, 609.2a: the cost in tokens; 205.1: the play requirement. Null when both are met.
   * A refused play (Engine.apply) gives the same words.
   */
  static String unpaid(GameState s, int viewer, int card) {
    CardDef def = s.def(card);
    int cost = Costs.play(s, viewer, card);
    int tokens = s.player(viewer).tokens();
    if (tokens < cost) {
      return def.title() + " needs " + tokens(cost) + "; you have " + tokens + " (204.1, 508, 609.2a).";
    }
    for (ColorPower need : def.playRequirement()) {
      int have = Stats.powerOfColor(s, viewer, need.color());
      int required = MainPhase.required(s, viewer, need);
      if (have < required) {
        return def.title() + " needs " + required + " " + need.color().jsonName()
            + " power among your characters; you have " + have + " (205.1).";
      }
    }
    var unmet = MainPhase.unmetPlayCondition(s, viewer, def);
    if (unmet != null) {
      return def.title() + " may be played only if " + org.ponytable.engine.ability.Condition.Word.words(unmet)
          + " (205, rulings.md).";
    }
    return null;
  }

  // ------------------------------------------------------------------ cards in play

  private static String inPlay(GameState s, int viewer, InPlay c) {
    String title = s.def(c.id()).title();
    if (c.controller() != viewer) {
      return title + " is not yours: you act only with the cards you control (513.2, 609.2).";
    }
    if (s.type(c.id()) == CardType.PROBLEM) {
      return title + " is a Problem: characters confront it in the Score Phase; it is never played or moved (611).";
    }
    boolean main = MainPhase.open(s, viewer);
    int tokens = s.player(viewer).tokens();
    if (c.frightened()) {
      // 504.1: face down, so its abilities are gone until it is rallied.
      if (!main) {
        return title + " is frightened; a frightened card is rallied in your Main Phase" + notNow(s, viewer)
            + " (504, 609.2e).";
      }
      int cost = Costs.rally(s, c);
      if (tokens < cost) {
        return title + " is frightened: rallying it needs " + tokens(cost) + "; you have " + tokens + " (504, 609.2e).";
      }
    }
    String ability = whyNoAbility(s, viewer, c);
    if (ability != null) {
      return ability;
    }
    if (s.isCharacter(c)) {
      if (!main) {
        return "Characters are moved in your Main Phase" + notNow(s, viewer) + " (609.1, 609.2b).";
      }
      if (Abilities.cantMove(s, c, c.controller())) {
        return title + " can't be moved: a card's \"can't\" beats the rules' \"may\" (104.2).";
      }
      int cost = Costs.move(s, c);
      if (tokens < cost) {
        return "Moving " + title + " needs " + tokens(cost) + "; you have " + tokens + " (609.2b).";
      }
    }
    if (c.faceDown() && s.type(c.id()) == CardType.TROUBLEMAKER) {
      return title + " waits face down until it is uncovered in your Troublemaker Phase (607).";
    }
    return title + " has nothing you can do with it now.";
  }

  /**
   * The first reason an activated ability of the card whose timing allows it now can't be paid
   * (703.1, 503.2a, 504.2a), or null when it has none open now.
   */
  private static String whyNoAbility(GameState s, int viewer, InPlay c) {
    String title = s.def(c.id()).title();
    List<Ability> abilities = Abilities.of(s, c);
    for (int i = 0; i < abilities.size(); i++) {
      if (!(abilities.get(i) instanceof Ability.Activated a) || !Activation.timingOpen(s, viewer, a.timing())) {
        continue;
      }
      if (a.reaction() != null && Reactions.open(s, viewer, c.id(), i) == null) {
        return title + "'s ability is a Reaction: its condition hasn't been met since the last priority window"
            + " closed, or it was already used for it (512.4c, 512.4d).";
      }
      if (a.whileCondition() != null && !Abilities.holds(s, a.whileCondition(), new Abilities.Ctx(c.id(), viewer, -1, null))) {
        return title + "'s ability may be used only while " + org.ponytable.engine.ability.Condition.Word.words(a.whileCondition())
            + ", and that is not so now.";
      }
      int tokens = 0;
      for (Cost cost : a.costs()) {
        if (cost instanceof Cost.Tokens t) {
          tokens += t.amount();
        } else if (cost instanceof Cost.ExhaustThis && c.frightened()) {
          return title + " is frightened, so it can't be exhausted to pay its ability's cost (504.2a).";
        } else if (cost instanceof Cost.ExhaustThis && c.exhausted()) {
          return title + " is exhausted, so it can't be exhausted again to pay its ability's cost (503.2a).";
        } else if (cost instanceof Cost.Spend sp && Keywords.beneath(s, c.id()).size() < sp.amount()) {
          return title + "'s ability spends " + sp.amount() + " cards from beneath it; it has "
              + Keywords.beneath(s, c.id()).size() + " (Spend).";
        } else if (cost instanceof Cost.RemoveCounters rc && rc.from() == null
            && c.counters().getOrDefault(rc.name(), 0) < rc.amount()) {
          return title + "'s ability removes " + rc.amount() + " " + rc.name() + " counters from it; it has "
              + c.counters().getOrDefault(rc.name(), 0) + " (519).";
        }
      }
      int have = s.player(viewer).tokens();
      if (have < tokens) {
        return title + "'s ability needs " + tokens(tokens) + "; you have " + have + " (508, 703.1).";
      }
      return title + "'s ability has no card to pay its cost with now (703.1).";
    }
    return null;
  }

  // ------------------------------------------------------------------ shared words

  /** Why it is not the viewer's Main Phase now: another's turn, another phase, or a faceoff. */
  private static String notNow(GameState s, int viewer) {
    if (s.turnPlayer() != viewer) {
      return ", and it is " + s.player(s.turnPlayer()).name() + "'s turn";
    }
    if (s.faceoff() != null) {
      return ", never during a faceoff";
    }
    if (s.phase() != Phase.MAIN) {
      return "; it is your " + s.phase().display() + " now";
    }
    return "";
  }

  private static String tokens(int n) {
    return n + (n == 1 ? " action token" : " action tokens");
  }

  /**
   * 404, 505: the viewer's hand, the public zones, cards in play but another player's face-down
   * Troublemakers, and cards the viewer's decision offers.
   */
  private static boolean visibleTo(GameState s, int viewer, int card) {
    if (card < 0 || card >= s.cards().size() || viewer < 0 || viewer >= s.players().size()) {
      return false;
    }
    InPlay c = s.inPlay(card);
    if (c != null) {
      // The same test as PlayerView.hiddenFrom: only another player's face-down Troublemaker is secret.
      return !(c.faceDown() && c.controller() != viewer && s.type(card) == CardType.TROUBLEMAKER);
    }
    for (int p = 0; p < s.players().size(); p++) {
      var ps = s.player(p);
      if (ps.discard().contains(card) || ps.banished().contains(card) || ps.flipped().contains(card)) {
        return true;
      }
    }
    // A Starting Problem or a searched card: the engine offered it to this viewer by its id.
    Decision d = s.decision();
    boolean offered = d != null && d.player() == viewer && d.options().contains(card);
    return offered || s.player(viewer).hand().contains(card);
  }

  private static boolean hasAction(GameState s, int viewer, int card) {
    for (Action a : Engine.legalActions(s)) {
      if (a.player() == viewer && a.card() == card) {
        return true;
      }
    }
    return false;
  }
}
