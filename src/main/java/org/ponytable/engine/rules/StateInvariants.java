package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;

/**
 * What every state of a game keeps, whatever happened before it: each card in exactly one zone,
 * values in range, someone able to act. The random-game property test checks it after every
 * action; the loaders of saves, autosaves, scenarios and replays check it before a state is
 * offered or played, so a hand-edited file can never hand the engine a state it could not reach.
 * Violations come back as plain sentences citing the rule.
 */
public final class StateInvariants {
  /**
   * Action tokens never expire (502.1a), so the rules set no fixed maximum, but they come slowly:
   * the turn player gains at most 5 a turn (604.1d). Card effects add a few more; 20 a turn leaves
   * them room. More than this by a turn is a hand-edited file, not a game.
   */
  public static final int TOKENS_PER_TURN = 20;
  /** Whatever the turn: no game gathers more (random games measured reach 134, late in long games). */
  public static final int MAX_TOKENS = 999;
  /** 103.1: reaching 15 points ends the game at once. */
  public static final int WINNING_SCORE = Tx.WINNING_SCORE;
  /**
   * The most a finished game can show: one below the winning score plus the largest single award
   * (a Problem's bonus with its points, 211, 614); a file claiming more is not a game.
   */
  public static final int MAX_FINAL_SCORE = 30;
  /**
   * Named counters on a card (Effect.Counters) come one effect at a time; no rule caps them, and a
   * long game passes this (see implausible), so only positions written by hand are held to it.
   */
  public static final int MAX_COUNTERS = 99;
  /** A game runs far fewer turns than this; a larger turn number is a hand-edited file. */
  public static final int MAX_TURN = 10_000;

  private StateInvariants() {}

  /** The most action tokens a player can hold by {@code turn} (0 is setup). */
  public static int tokenLimit(int turn) {
    return (int) Math.min(MAX_TOKENS, (long) TOKENS_PER_TURN * (Math.max(0, turn) + 1));
  }

  /** Every invariant {@code s} breaks, as plain sentences; empty when the state is sound. */
  public static List<String> violations(GameState s) {
    return violations(s, null);
  }

  /**
   * The same, with {@code legal} the legal actions of {@code s} when the caller has listed them
   * already (random play lists them once per state), or null to list them here if needed.
   */
  public static List<String> violations(GameState s, List<Action> legal) {
    List<String> out = new ArrayList<>();
    zonesAndValues(s, out);
    if (out.isEmpty()) {
      // The checks below ask the engine; they assume the cards are where the zones say.
      liveGame(s, legal == null ? Engine.legalActions(s) : legal, out);
    }
    return out;
  }

  /**
   * Values no rule caps but no game reaches this early, as plain sentences; empty when plausible.
   * Only for positions written by hand (scenarios): a state reached by playing legal actions is
   * never refused for them, since a long enough game may pass any such bound (a fuzz run found
   * Lantern Moths with 101 counters at turn 185).
   */
  public static List<String> implausible(GameState s) {
    List<String> out = new ArrayList<>();
    if (s.turn() > MAX_TURN) {
      out.add("the turn number is " + s.turn() + "; a position written by hand has at most " + MAX_TURN);
    }
    int tokenLimit = tokenLimit(s.turn());
    for (int p = 0; p < s.players().size(); p++) {
      PlayerState ps = s.player(p);
      if (ps.tokens() > tokenLimit) {
        out.add(name(s, p) + " has " + ps.tokens() + " action tokens at turn " + s.turn() + "; a position written by"
            + " hand has at most " + tokenLimit + " by then (" + TOKENS_PER_TURN + " a turn, 604.1)");
      }
      if (ps.score() > MAX_FINAL_SCORE) {
        out.add(name(s, p) + " has " + ps.score() + " points; no game ends with more than " + MAX_FINAL_SCORE);
      }
    }
    for (InPlay c : s.play()) {
      c.counters().forEach((kind, n) -> {
        if (n > MAX_COUNTERS) {
          out.add(card(s, c.id()) + " has " + n + " " + kind + " counters; a position written by hand has at most "
              + MAX_COUNTERS);
        }
      });
    }
    return out;
  }

  /** 401.1 and the ranges of the counted values. */
  private static void zonesAndValues(GameState s, List<String> out) {
    int[] seen = new int[s.cards().size()];
    if (s.players().size() != 2) {
      out.add("the game has " + s.players().size() + " players; it is for two");
      return;
    }
    if (s.turn() < 0) {
      out.add("the turn number is " + s.turn() + "; turns count up from 0");
    }
    for (int p = 0; p < 2; p++) {
      PlayerState ps = s.player(p);
      String who = name(s, p);
      count(s, seen, ps.drawDeck(), p, out);
      count(s, seen, ps.problemDeck(), p, out);
      count(s, seen, ps.hand(), p, out);
      count(s, seen, ps.discard(), p, out);
      count(s, seen, ps.banished(), p, out);
      if (ps.tokens() < 0) {
        out.add(who + " has " + ps.tokens() + " action tokens; a player never has fewer than 0 (502.1)");
      }
      if (ps.score() < 0) {
        out.add(who + " has " + ps.score() + " points; points are never negative (103.1)");
      } else if (!s.isOver() && ps.score() >= WINNING_SCORE) {
        out.add(who + " has " + ps.score() + " points but the game goes on; reaching " + WINNING_SCORE
            + " points ends the game at once (103.1)");
      }
      // 515.2: flipped cards stay in their owner's draw deck; 514.6: none are left after a faceoff.
      if (!ps.drawDeck().containsAll(ps.flipped())) {
        out.add("a flipped card of " + who + " is outside their draw deck (515.2)");
      }
      if (Set.copyOf(ps.flipped()).size() != ps.flipped().size()) {
        out.add("a card of " + who + " is flipped twice (515.2)");
      }
      if (s.faceoff() == null && !s.isOver() && !ps.flipped().isEmpty()) {
        out.add(who + " has flipped cards outside a faceoff (514.6)");
      }
      // Glossary, Pumped: cards beneath a card are banished, beneath a card in play.
      if (!ps.banished().containsAll(ps.beneath().keySet())) {
        out.add(who + " has cards beneath a card outside the banished zone");
      }
      for (int host : ps.beneath().values()) {
        if (inRange(s, host) && s.inPlay(host) == null) {
          out.add("card " + host + " has cards beneath it but is not in play");
        }
      }
    }
    if (s.faceoff() != null) {
      for (int id : s.faceoff().ignored()) {
        // 515.4: ignored cards remain flipped.
        if (!inRange(s, id) || !s.player(s.owner(id)).flipped().contains(id)) {
          out.add("an ignored card is no longer flipped (515.4)");
        }
      }
    }
    for (InPlay c : s.play()) {
      if (inRange(s, c.id())) {
        seen[c.id()]++;
      } else {
        out.add("a card in play has the unknown number " + c.id());
        continue;
      }
      c.counters().forEach((kind, n) -> {
        if (n < 0) {
          out.add(card(s, c.id()) + " has " + n + " " + kind + " counters; a card never has fewer than 0 (519.1)");
        }
      });
    }
    // 408, 705.2b: an Event being processed is in the queue zone.
    var resolving = s.resolving();
    // An Event put on top of its owner's deck while processed (eventToTop) has left the queue.
    if (resolving != null && resolving.eventCard() >= 0 && inRange(s, resolving.eventCard())
        && !Effects.leftQueue(s, resolving.eventCard())) {
      seen[resolving.eventCard()]++;
    }
    for (int id = 0; id < seen.length; id++) {
      if (s.def(id).token()) {
        // A token exists only in play; out of play it has ceased to exist (rulings.md).
        if (seen[id] != (s.inPlay(id) == null ? 0 : 1)) {
          out.add(card(s, id) + " is a token card outside play; a token that leaves play ceases to exist (rulings.md)");
        }
        continue;
      }
      // 401.1: every card is in exactly one zone.
      if (seen[id] != 1) {
        out.add(card(s, id) + " is in " + seen[id] + " zones; every card is in exactly one (401.1)");
      }
    }
  }

  private static void count(GameState s, int[] seen, List<Integer> ids, int player, List<String> out) {
    for (int id : ids) {
      if (!inRange(s, id)) {
        out.add("a zone of " + name(s, player) + " holds the unknown card number " + id);
        continue;
      }
      seen[id]++;
      // 406.1, 407.1: cards outside play are always in their owner's zones.
      if (s.owner(id) != player) {
        out.add(card(s, id) + " of " + name(s, s.owner(id)) + " is in a zone of " + name(s, player)
            + "; cards outside play stay in their owner's zones (406.1, 407.1)");
      }
    }
  }

  /** What a running game needs: someone who must decide and can, and the rules' placements. */
  private static void liveGame(GameState s, List<Action> legal, List<String> out) {
    if (s.isOver()) {
      if (s.decision() != null || !legal.isEmpty()) {
        out.add("the game is over but someone may act");
      }
      return;
    }
    if (s.decision() == null) {
      out.add("the game goes on but nobody must decide anything");
      return;
    }
    if (s.actor() != s.decision().player() || (s.actor() != 0 && s.actor() != 1)) {
      out.add("the player to act (" + s.actor() + ") is not the one who must decide");
      return;
    }
    boolean canAct = false;
    for (Action a : legal) {
      canAct |= !(a instanceof Action.Concede) && a.player() == s.actor();
    }
    if (!canAct) {
      out.add(name(s, s.actor()) + " has nothing to do but concede at " + s.stage());
    }
    if (s.turn() >= 1) {
      // 303.1, 613.2: each player has exactly one Problem in play, at their own Problem area.
      for (int p = 0; p < 2; p++) {
        int problems = 0;
        for (InPlay c : s.at(Area.problem(p))) {
          if (s.type(c.id()) == CardType.PROBLEM) {
            problems++;
            if (s.owner(c.id()) != p) {
              out.add(card(s, c.id()) + " is at the other player's Problem (303.1)");
            }
          }
        }
        if (problems != 1) {
          out.add(name(s, p) + " has " + problems + " Problems in play; each player has exactly one (303.1)");
        }
      }
    }
    boolean priority = s.decision().kind() == DecisionKind.PRIORITY;
    for (InPlay c : s.play()) {
      CardType type = s.type(c.id());
      // 306.1: Troublemakers only at Problems; 505: only Troublemakers and frightened cards face down.
      if (type == CardType.TROUBLEMAKER && !c.area().isProblem()) {
        out.add(card(s, c.id()) + ", a Troublemaker, is not at a Problem (306.1)");
      }
      if (type != CardType.TROUBLEMAKER && c.faceDown() && !c.frightened()) {
        out.add(card(s, c.id()) + " is face down; only Troublemakers and frightened cards are (505)");
      }
      // 511.4: no character sits in another player's home when priority is given.
      if (priority && s.isCharacter(c) && c.area().home() && c.area().owner() != c.controller()) {
        out.add(card(s, c.id()) + " is in another player's home at priority (511.4)");
      }
      // 509.3: an attachment is at its host's area; 511.2: at priority, an attachment has a host.
      if (c.host() >= 0 && s.inPlay(c.host()) != null && !s.inPlay(c.host()).area().equals(c.area())) {
        out.add(card(s, c.id()) + " is not at its host's area (509.3)");
      }
      boolean attachment = type == CardType.RESOURCE
          && s.def(c.id()).face().abilities().stream().anyMatch(a -> a instanceof Ability.Host);
      if (priority && attachment && s.inPlay(c.host()) == null) {
        out.add(card(s, c.id()) + " is an attachment without a host at priority (511.2)");
      }
    }
    if (priority) {
      troublemakerUniqueness(s, out);
      // 511.5, 712.1: every triggered effect is processed before a player gets priority.
      if (!s.abilities().waiting().isEmpty() || !s.abilities().wave().isEmpty()) {
        out.add("triggered effects wait while a player has priority (511.5)");
      }
      if (s.resolving() != null) {
        out.add("an effect is half processed while a player has priority (511.5)");
      }
    }
    // 710.5: answers kept for work done again exist only while a choice among replacements waits.
    if ((s.replacing() != null) != (s.decision().kind() == DecisionKind.REPLACEMENT)) {
      out.add("replacement answers are kept without a choice among replacements waiting (710.5)");
    }
    // A decision a procedure in progress asks is open only while that procedure is on top.
    DecisionKind kind = s.decision().kind();
    if (org.ponytable.engine.state.Pending.askedByAProcedure(kind) && (s.top() == null || !s.top().asks().contains(kind))) {
      out.add("the game waits for " + kind + ", which " + (s.top() == null ? "no procedure in progress"
          : s.top().getClass().getSimpleName()) + " asks; the procedure asking it must be on top");
    }
    // 513.2, 708.2: control for a while is kept only for cards in play, a faceoff's only in it, and
    // the newest change of each card names its controller.
    Map<Integer, Integer> newest = new HashMap<>();
    for (var cc : s.abilities().controlChanges()) {
      if (s.inPlay(cc.card()) == null) {
        out.add("a change of control of card " + cc.card() + ", which is not in play (513.2)");
        continue;
      }
      if (s.faceoff() == null && cc.duration() == Duration.FACEOFF) {
        out.add("a faceoff's change of control outside a faceoff (513.2)");
      }
      newest.put(cc.card(), cc.controller());
    }
    newest.forEach((c, controller) -> {
      if (s.inPlay(c).controller() != controller) {
        out.add(card(s, c) + " is not controlled by its newest change of control (513.2)");
      }
    });
    // A faceoff-long modifier never outlives its faceoff, triggered ones (708.4) included.
    for (var m : s.abilities().modifiers()) {
      if (s.faceoff() == null && m.duration() == Duration.FACEOFF) {
        out.add("a faceoff's modifier outside a faceoff");
      }
    }
    for (var m : s.abilities().triggeredModifiers()) {
      if (s.faceoff() == null && m.duration() == Duration.FACEOFF) {
        out.add("a faceoff's triggered modifier outside a faceoff (708.4)");
      }
    }
  }

  /** 516.4, 516.4a: never two face-up Troublemakers of one player at a Problem, nor any beside an Epic one. */
  private static void troublemakerUniqueness(GameState s, List<String> out) {
    for (int area = 0; area < 2; area++) {
      int[] perPlayer = new int[2];
      int faceUp = 0;
      boolean epic = false;
      for (InPlay c : s.at(Area.problem(area))) {
        if (s.type(c.id()) == CardType.TROUBLEMAKER && !c.faceDown()) {
          perPlayer[c.controller()]++;
          faceUp++;
          epic |= s.face(c.id()).hasTrait("Epic");
        }
      }
      if (perPlayer[0] > 1 || perPlayer[1] > 1) {
        out.add("two face-up Troublemakers of one player at " + name(s, area) + "'s Problem (516.4)");
      }
      if (epic && faceUp != 1) {
        out.add("an Epic Troublemaker shares " + name(s, area) + "'s Problem (516.4a)");
      }
    }
  }

  private static boolean inRange(GameState s, int id) {
    return id >= 0 && id < s.cards().size();
  }

  private static String name(GameState s, int p) {
    if (p < 0 || p >= s.players().size()) {
      return "player " + (p + 1);
    }
    String n = s.player(p).name();
    return n == null || n.isBlank() ? "p" + (p + 1) : n;
  }

  private static String card(GameState s, int id) {
    return "card " + id + " (" + s.def(id).name() + ")";
  }
}
