package org.ponytable.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;

/**
 * The state invariants the fuzz command checks after every action: the checks of
 * {@code RandomGamesPropertyTest.check}, with the legal actions passed in so they are listed once
 * per state. The one call site to point at {@code engine.rules.StateInvariants} once it exists.
 */
final class Invariants {
  private Invariants() {}

  /** A broken invariant: what is wrong, in words. */
  static final class Violation extends RuntimeException {
    Violation(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * Checks {@code s}; {@code before} is the previous state or null, {@code legal} the legal
   * actions of {@code s}.
   */
  static void check(GameState s, GameState before, List<Action> legal) {
    int[] seen = new int[s.cards().size()];
    for (int p = 0; p < s.players().size(); p++) {
      PlayerState ps = s.player(p);
      count(s, seen, ps.drawDeck(), p);
      count(s, seen, ps.problemDeck(), p);
      count(s, seen, ps.hand(), p);
      count(s, seen, ps.discard(), p);
      count(s, seen, ps.banished(), p);
      // 515.2: flipped cards stay in their owner's draw deck; 514.6: none are left after a faceoff.
      require(ps.drawDeck().containsAll(ps.flipped()), "flipped cards of p%d outside the draw deck", p + 1);
      require(Set.copyOf(ps.flipped()).size() == ps.flipped().size(), "a card of p%d flipped twice", p + 1);
      require(s.faceoff() != null || s.isOver() || ps.flipped().isEmpty(), "p%d has flipped cards outside a faceoff", p + 1);
      require(ps.tokens() >= 0, "p%d has %d tokens", p + 1, ps.tokens());
      // Glossary, Pumped: cards beneath a card are banished, beneath a card in play.
      require(ps.banished().containsAll(ps.beneath().keySet()), "p%d has cards beneath outside the banished zone", p + 1);
      for (int host : ps.beneath().values()) {
        require(s.inPlay(host) != null, "card %d has cards beneath it but is not in play", host);
      }
      // 515.4: ignored cards remain flipped.
      require(s.faceoff() == null || s.faceoff().ignored().stream().allMatch(id -> s.player(s.owner(id)).flipped().contains(id)),
          "an ignored card is no longer flipped");
      require(before == null || ps.score() >= before.player(p).score(), "the score of p%d went down", p + 1);
    }
    for (InPlay c : s.play()) {
      seen[c.id()]++;
    }
    // 408, 705.2b: an Event being processed is in the queue zone.
    var resolving = s.abilities().resolving();
    if (resolving != null && resolving.eventCard() >= 0) {
      seen[resolving.eventCard()]++;
    }
    for (int id = 0; id < seen.length; id++) {
      // 401.1: every card is in exactly one zone.
      require(seen[id] == 1, "card %d is in %d zones", id, seen[id]);
    }
    if (s.isOver()) {
      require(s.decision() == null && legal.isEmpty(), "the game is over but someone may act");
      return;
    }
    require(s.decision() != null, "no decision while the game runs");
    require(s.actor() == s.decision().player() && (s.actor() == 0 || s.actor() == 1), "actor %d", s.actor());
    boolean canAct = false;
    for (Action a : legal) {
      canAct |= !(a instanceof Action.Concede) && a.player() == s.actor();
    }
    require(canAct, "nothing to do but concede at %s", s.stage());
    if (s.turn() >= 1) {
      // 303.1, 613.2: each player has exactly one Problem in play, at their own Problem area.
      for (int p = 0; p < 2; p++) {
        int problems = 0;
        for (InPlay c : s.at(Area.problem(p))) {
          if (s.type(c.id()) == CardType.PROBLEM) {
            problems++;
            require(s.owner(c.id()) == p, "Problem %d at the wrong area", c.id());
          }
        }
        require(problems == 1, "%d Problems at Problem p%d", problems, p + 1);
      }
    }
    boolean priority = s.decision().kind() == DecisionKind.PRIORITY;
    for (InPlay c : s.play()) {
      CardType type = s.type(c.id());
      // 306.1: Troublemakers only at Problems; 505: only Troublemakers and frightened cards face down.
      require(type != CardType.TROUBLEMAKER || c.area().isProblem(), "Troublemaker %d not at a Problem", c.id());
      require(type == CardType.TROUBLEMAKER || !c.faceDown() || c.frightened(), "card %d face down", c.id());
      // 511.4: no character sits in another player's home when priority is given.
      require(!priority || !s.isCharacter(c) || !c.area().home() || c.area().owner() == c.controller(),
          "character %d in another player's home", c.id());
      // 509.3: an attachment is at its host's area; 511.2: at priority, an attachment has a host.
      require(c.host() < 0 || s.inPlay(c.host()) == null || s.inPlay(c.host()).area().equals(c.area()),
          "attachment %d is not at its host's area", c.id());
      if (priority && type == CardType.RESOURCE && s.inPlay(c.host()) == null) {
        require(s.def(c.id()).face().abilities().stream().noneMatch(a -> a instanceof Ability.Host),
            "attachment %d has no host at priority", c.id());
      }
    }
    if (priority) {
      troublemakerUniqueness(s);
      // 511.5, 712.1: every triggered effect is processed before a player gets priority.
      require(s.abilities().waiting().isEmpty() && s.abilities().wave().isEmpty(), "triggered effects wait at priority");
      require(s.abilities().resolving() == null, "an effect is half processed at priority");
    }
    // 710.5: answers kept for work done again exist only while a choice among replacements waits.
    require((s.abilities().replacing() != null) == (s.decision().kind() == DecisionKind.REPLACEMENT),
        "replacement answers %s with decision %s", s.abilities().replacing(), s.decision());
    // 513.2, 708.2: control for a while is kept only for cards in play, a faceoff's only in it, and
    // the newest change of each card names its controller.
    Map<Integer, Integer> newest = new HashMap<>();
    for (var cc : s.abilities().controlChanges()) {
      require(s.inPlay(cc.card()) != null, "a change of control of card %d, which is not in play", cc.card());
      require(s.faceoff() != null || cc.duration() != Duration.FACEOFF, "a faceoff's change of control outside a faceoff");
      newest.put(cc.card(), cc.controller());
    }
    newest.forEach((card, controller) -> require(s.inPlay(card).controller() == controller,
        "card %d is controlled by p%d, not by its newest change of control", card, s.inPlay(card).controller() + 1));
    // A faceoff-long modifier never outlives its faceoff, triggered ones (708.4) included.
    for (var m : s.abilities().modifiers()) {
      require(s.faceoff() != null || m.duration() != Duration.FACEOFF, "a faceoff modifier outside a faceoff");
    }
    for (var m : s.abilities().triggeredModifiers()) {
      require(s.faceoff() != null || m.duration() != Duration.FACEOFF, "a faceoff's triggered modifier outside a faceoff");
    }
  }

  private static void count(GameState s, int[] seen, List<Integer> ids, int player) {
    for (int id : ids) {
      seen[id]++;
      // 406.1, 407.1: cards outside play are always in their owner's zones.
      require(s.owner(id) == player, "card %d of p%d in a zone of p%d", id, s.owner(id) + 1, player + 1);
    }
  }

  /** 516.4, 516.4a: never two face-up Troublemakers of one player at a Problem, nor any beside an Epic one. */
  private static void troublemakerUniqueness(GameState s) {
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
      require(perPlayer[0] <= 1 && perPlayer[1] <= 1, "two face-up Troublemakers of one player at Problem p%d", area + 1);
      require(!epic || faceUp == 1, "an Epic Troublemaker shares Problem p%d", area + 1);
    }
  }

  private static void require(boolean ok, String message, Object... args) {
    if (!ok) {
      throw new Violation(String.format(message, args));
    }
  }
}
