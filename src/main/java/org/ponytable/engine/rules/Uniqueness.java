package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/** Finds uniqueness violations (516) and who must repair them. */
final class Uniqueness {
  private Uniqueness() {}

  /**
   * The decision repairing the first violation found, or null when there is none. Its options
   * are the cards the violating player may choose to be dismissed.
   */
  static Decision firstViolation(GameState s) {
    // Only the play zone decides whether there is a violation, and most steps don't change it.
    PlayIndex index = PlayIndex.of(s);
    if (index.unique) {
      return null;
    }
    Decision d = find(s);
    index.unique = d == null;
    return d;
  }

  private static Decision find(GameState s) {
    // Traits are printed or given by a card in play (rulings.md, granted traits): with no card
    // giving any, a face's own traits are the card's.
    boolean grants = PlayIndex.of(s).printsGrants();
    PoolIndex pool = grants ? null : PoolIndex.of(s); // once, not per card
    // One pass over the zone: each player's Unique cards in play order (516.3), and the face-up
    // Troublemakers (516.4), instead of a walk per player and another for the Troublemakers.
    // Two players (GameState.opponent), so two lists, made only for a player with a Unique card.
    List<InPlay> play = s.play();
    List<Integer> unique0 = null;
    List<Integer> unique1 = null;
    int troublemakers = 0;
    for (int i = 0; i < play.size(); i++) {
      InPlay c = play.get(i);
      int p = c.controller();
      if ((p == 0 || p == 1) && (grants ? Stats.hasTrait(s, c, "Unique") : pool.printsUnique(c))) {
        if (p == 0) {
          unique0 = unique0 == null ? new ArrayList<>() : unique0;
          unique0.add(c.id());
        } else {
          unique1 = unique1 == null ? new ArrayList<>() : unique1;
          unique1.add(c.id());
        }
      }
      if (!c.faceDown() && s.type(c.id()) == CardType.TROUBLEMAKER) {
        troublemakers++;
      }
    }
    for (int p = 0; p < 2; p++) {
      // 516.3: two Unique cards with the same name under one player.
      List<Integer> unique = p == 0 ? unique0 : unique1;
      if (unique == null || unique.size() < 2) {
        continue;
      }
      // Names in the order they first appear, each with its cards in play order.
      Map<String, List<Integer>> byName = new LinkedHashMap<>();
      for (int c : unique) {
        byName.computeIfAbsent(s.def(c).name(), k -> new ArrayList<>()).add(c);
      }
      for (List<Integer> same : byName.values()) {
        if (same.size() < 2) {
          continue;
        }
        // 104.2 (issue 11): a card that can't leave play is not offered; with none left, nothing happens.
        List<Integer> may = new ArrayList<>();
        for (int c : same) {
          if (!Abilities.cant(s, s.inPlay(c), org.ponytable.engine.ability.Ability.Restriction.LEAVE_PLAY)) {
            may.add(c);
          }
        }
        if (!may.isEmpty()) {
          return new Decision(DecisionKind.UNIQUENESS, p, List.copyOf(may));
        }
      }
    }
    if (troublemakers < 2) {
      return null; // 516.4 and 516.4a both need two face-up Troublemakers at one Problem
    }
    for (InPlay problem : s.play()) {
      if (s.type(problem.id()) != CardType.PROBLEM || faceUpTroublemakers(s, problem.area()) < 2) {
        continue; // 516.4 and 516.4a both need two face-up Troublemakers at the Problem
      }
      Area area = problem.area();
      List<InPlay> faceUp = new ArrayList<>();
      for (InPlay c : s.at(area)) {
        if (s.type(c.id()) == CardType.TROUBLEMAKER && !c.faceDown()) {
          faceUp.add(c);
        }
      }
      // 516.4a: an Epic Troublemaker with any other face-up Troublemaker at its Problem.
      for (InPlay epic : faceUp) {
        if (Stats.hasTrait(s, epic, "Epic") && faceUp.size() > 1) {
          return troublemakerDecision(s, faceUp, violatingPlayer(s, faceUp));
        }
      }
      // 516.4: two face-up Troublemakers of one player at the same Problem.
      for (int p = 0; p < s.players().size(); p++) {
        List<InPlay> mine = new ArrayList<>();
        for (InPlay c : faceUp) {
          if (c.controller() == p) {
            mine.add(c);
          }
        }
        if (mine.size() > 1) {
          return troublemakerDecision(s, mine, p);
        }
      }
    }
    return null;
  }

  /** The face-up Troublemakers in {@code area}. */
  private static int faceUpTroublemakers(GameState s, Area area) {
    int n = 0;
    List<InPlay> play = s.play();
    for (int i = 0; i < play.size(); i++) {
      InPlay c = play.get(i);
      if (!c.faceDown() && c.area().equals(area) && s.type(c.id()) == CardType.TROUBLEMAKER) {
        n++;
      }
    }
    return n;
  }

  /** 516.2a: one player's cards: that player; cards of both: who last had priority. */
  private static int violatingPlayer(GameState s, List<InPlay> cards) {
    int controller = cards.get(0).controller();
    for (InPlay c : cards) {
      if (c.controller() != controller) {
        return s.lastPriority() >= 0 ? s.lastPriority() : s.turnPlayer();
      }
    }
    return controller;
  }

  /** 516.4b: an Epic Troublemaker may be chosen only when all violating ones are Epic. */
  private static Decision troublemakerDecision(GameState s, List<InPlay> cards, int player) {
    List<Integer> options = new ArrayList<>();
    for (InPlay c : cards) {
      if (!Stats.hasTrait(s, c, "Epic")) {
        options.add(c.id());
      }
    }
    if (options.isEmpty()) {
      for (InPlay c : cards) {
        options.add(c.id());
      }
    }
    return new Decision(DecisionKind.UNIQUENESS, player, options);
  }
}
