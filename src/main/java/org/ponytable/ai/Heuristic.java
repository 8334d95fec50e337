package org.ponytable.ai;

import java.util.List;
import java.util.Random;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/**
 * Easy's one-ply judgement of an action, without playing it: score points (put power where a
 * Problem's requirement gets met), play the biggest card it can afford, keep cards rather than
 * discard good ones, never concede. The same judgement plays Normal's imagined games.
 */
final class Heuristic {
  private Heuristic() {}

  /** What the judgement reads of a game: the same questions of a view or of an imagined state. */
  interface Seen {
    /** The card's definition, or null when this player may not know it. */
    CardDef def(int id);

    /** The printed power of {@code player}'s face-up characters at {@code area}. */
    int powerAt(int player, Area area);

    /** The Problem card at a Problem area, or -1. */
    int problemAt(Area area);

    /** The area a card in play is at, or null. */
    Area areaOf(int id);

    int handSize(int player);

    /** Who controls a card in play, or -1. */
    int controller(int id);
  }

  /**
   * How often each activated ability was used this turn: two abilities that ready each other
   * would otherwise be used forever, since using one always looks better than passing.
   */
  static final class Repeats {
    private int turn = -1;
    // The abilities used this turn and how often, in first use order: a handful a turn, so a
    // scan of two arrays rather than a map of boxed keys.
    private long[] keys = new long[8];
    private int[] counts = new int[8];
    private int size;

    /** A new turn starts the counts again. */
    void turn(int turnNow) {
      if (turnNow != turn) {
        turn = turnNow;
        size = 0;
      }
    }

    int uses(Action.Activate a) {
      int i = indexOf(key(a));
      return i < 0 ? 0 : counts[i];
    }

    void used(Action a) {
      if (a instanceof Action.Activate act) {
        long key = key(act);
        int i = indexOf(key);
        if (i >= 0) {
          counts[i]++;
          return;
        }
        if (size == keys.length) {
          keys = java.util.Arrays.copyOf(keys, size * 2);
          counts = java.util.Arrays.copyOf(counts, size * 2);
        }
        keys[size] = key;
        counts[size++] = 1;
      }
    }

    private int indexOf(long key) {
      for (int i = 0; i < size; i++) {
        if (keys[i] == key) {
          return i;
        }
      }
      return -1;
    }

    private static long key(Action.Activate a) {
      return (long) a.card() * 64 + a.ability();
    }
  }

  /** The best action by the judgement; ties (and near-ties) broken by {@code random}. */
  static Action best(List<Action> legal, Seen seen, DecisionKind kind, int turn, Repeats repeats, Random random) {
    Action best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    repeats.turn(turn);
    for (Action a : legal) {
      // A little noise so equal options are not always taken in the engine's order.
      double score = score(a, seen, kind) + random.nextDouble() * 0.01;
      // Uses only lower an ability's score, so they are counted only where it could be the best
      // (lists can hold an Activate for each card a cost may take).
      if (a instanceof Action.Activate act && score > bestScore) {
        score -= 0.75 * repeats.uses(act);
      }
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    if (best == null) {
      throw new IllegalStateException("nothing to decide");
    }
    repeats.used(best);
    return best;
  }

  static double score(Action a, Seen seen, DecisionKind kind) {
    int me = a.player();
    if (a instanceof Action.Concede || a instanceof Action.AgreeDraw) {
      return -1000;
    } else if (a instanceof Action.Pass) {
      return 1;
    } else if (a instanceof Action.PlayCard p) {
      CardDef d = seen.def(p.card());
      double v = 3 + (d == null ? 0 : Math.max(0, d.cost()) + 0.5 * power(d));
      if (d != null && d.type().isCharacter() && p.area() != null && p.area().isProblem()) {
        v += toward(seen, me, p.area(), power(d));
      }
      return v;
    } else if (a instanceof Action.PlayAttachment p) {
      CardDef d = seen.def(p.card());
      return 3 + (d == null ? 0 : Math.max(0, d.cost()));
    } else if (a instanceof Action.Move m) {
      Area from = seen.areaOf(m.card());
      CardDef d = seen.def(m.card());
      int power = power(d);
      double v = 0.5;
      if (m.to().isProblem()) {
        v += 1.5 + toward(seen, me, m.to(), power);
      }
      if (from != null && from.isProblem()) {
        v -= 1.5 + toward(seen, me, from, 0);
      }
      return v;
    } else if (a instanceof Action.PlayTroublemaker) {
      return 2.5;
    } else if (a instanceof Action.Draw) {
      return seen.handSize(me) < 6 ? 1.5 : 0.5;
    } else if (a instanceof Action.Rally) {
      return 2.5;
    } else if (a instanceof Action.Activate) {
      return 2;
    } else if (a instanceof Action.StopChallenging) {
      return 1;
    } else if (a instanceof Action.Mulligan m) {
      return m.take() ? 0 : 1;
    } else if (a instanceof Action.Answer ans) {
      return ans.yes() ? 2 : 1;
    } else if (a instanceof Action.Choose c) {
      CardDef d = seen.def(c.card());
      int worth = d == null ? 0 : Math.max(0, d.cost()) + power(d);
      return switch (kind) {
        // Losing a card: the least worth first.
        case DISCARD, EFFECT_DISCARD, RETIRE, SEND_HOME, UNIQUENESS -> 10 - worth;
        case CHALLENGE -> 2;
        // A target may be for good or ill; the opponent's cards are the likelier aim.
        case TARGET -> 1 + (seen.controller(c.card()) == me ? 0 : 0.5);
        default -> 1;
      };
    }
    return 0;
  }

  private static int power(CardDef d) {
    return d == null || d.face() == null ? 0 : Math.max(0, d.face().power());
  }

  /**
   * How much {@code added} power at a Problem area helps {@code me} confront its Problem: most when
   * it just meets the requirement (611), something when it goes toward it, little beyond it.
   */
  private static double toward(Seen seen, int me, Area area, int added) {
    int problem = seen.problemAt(area);
    CardDef d = problem < 0 ? null : seen.def(problem);
    if (d == null || d.type() != CardType.PROBLEM) {
      return 0;
    }
    List<RequirementPart> req = area.owner() == me ? d.ownerRequirement() : d.opponentRequirement();
    int need = 0;
    for (RequirementPart r : req) {
      need += r.power();
    }
    int have = seen.powerAt(me, area);
    if (need <= 0) {
      return 0.5;
    }
    if (have >= need) {
      return 0.5;
    }
    if (have + added >= need) {
      return 5;
    }
    return 3.0 * (have + added) / need;
  }
}
