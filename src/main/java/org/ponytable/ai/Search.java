package org.ponytable.ai;

import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.view.PlayerView;

/**
 * One thread's share of Normal's search over imagined states. It reads whole states, but only
 * ones the {@link Determinizer} made from the view.
 */
final class Search {
  /** Imagined play stops after this many actions even inside the next turn. */
  static final int PLAYOUT_ACTIONS = 400;
  /** UCB1's exploration constant for values in [0, 1]. */
  private static final double EXPLORE = 0.7;
  /** Imagined players pick a random action this often, so playouts differ. */
  private static final double NOISE = 0.1;

  /** Visits and summed values per root action. */
  static final class Stats {
    final int[] visits;
    final double[] value;
    int failed;

    Stats(int n) {
      visits = new int[n];
      value = new double[n];
    }

    void add(Stats o) {
      for (int i = 0; i < visits.length; i++) {
        visits[i] += o.visits[i];
        value[i] += o.value[i];
      }
      failed += o.failed;
    }

    /** The most visited action (ties: the better mean, then the first), or -1 if none was. */
    int best() {
      int best = -1;
      for (int i = 0; i < visits.length; i++) {
        if (visits[i] == 0) {
          continue;
        }
        if (best < 0 || visits[i] > visits[best]
            || visits[i] == visits[best] && value[i] / visits[i] > value[best] / visits[best]) {
          best = i;
        }
      }
      return best;
    }
  }

  private final PlayerView view;
  private final Determinizer determinizer;
  private final Random random;
  private final int me;

  Search(Table table, PlayerView view, long seed) {
    this.view = view;
    this.determinizer = new Determinizer(table);
    this.random = new Random(seed);
    this.me = view.viewer();
  }

  Stats run(int iterations) {
    List<Action> legal = view.legalActions();
    Stats stats = new Stats(legal.size());
    Determinizer.Sampler sampler;
    try {
      sampler = determinizer.of(view);
    } catch (Determinizer.Inconsistent e) {
      sampler = null; // then every iteration fails, as each draw would
    }
    for (int it = 0; it < iterations; it++) {
      if (Thread.currentThread().isInterrupted()) {
        throw new CancellationException("the computer's search was cancelled");
      }
      if (sampler == null) {
        stats.failed++;
        continue;
      }
      GameState s;
      try {
        s = sampler.sample(random);
      } catch (Determinizer.Inconsistent e) {
        stats.failed++;
        continue;
      }
      int pick = ucb(stats, it);
      Action a = PlayerView.toEngine(s, legal.get(pick));
      double v;
      try {
        s = Engine.apply(s, a).state();
        v = playout(s);
      } catch (RuntimeException e) {
        // A determinization the engine refuses tells nothing; it is not counted.
        stats.failed++;
        continue;
      }
      stats.visits[pick]++;
      stats.value[pick] += v;
    }
    return stats;
  }

  private int ucb(Stats stats, int it) {
    int n = stats.visits.length;
    for (int i = 0; i < n; i++) {
      if (stats.visits[i] == 0) {
        return i;
      }
    }
    double logN = Math.log(Math.max(1, it));
    int best = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      double score = stats.value[i] / stats.visits[i] + EXPLORE * Math.sqrt(logN / stats.visits[i]);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }

  /** Plays on with Easy's judgement for both sides to the end of the next turn; the end's value for me. */
  private double playout(GameState s) {
    int endTurn = s.turn() + 2;
    Heuristic.Repeats repeats = new Heuristic.Repeats();
    for (int n = 0; n < PLAYOUT_ACTIONS && !s.isOver() && s.turn() < endTurn; n++) {
      LegalActions legal = Engine.legal(s);
      List<Action> list = legal.list();
      Action a = random.nextDouble() < NOISE ? RandomPlayer.pick(list, random)
          : Heuristic.best(list, new StateSeen(s), s.decision().kind(), s.turn(), repeats, random);
      s = Engine.apply(legal, a).state();
    }
    return value(s, me);
  }

  /** How good a state is for {@code p}: 1 a win, 0 a loss, between by points and board. */
  static double value(GameState s, int p) {
    if (s.isOver()) {
      return s.result().isDraw() ? 0.5 : s.result().winner() == p ? 1 : 0;
    }
    int q = GameState.opponent(p);
    double d = s.player(p).score() - s.player(q).score();
    d += 0.15 * (board(s, p) - board(s, q));
    d += 0.1 * (s.player(p).hand().size() - s.player(q).hand().size());
    return 1 / (1 + Math.exp(-d / 2.5));
  }

  /** Printed power of a player's face-up characters in play. */
  private static int board(GameState s, int p) {
    int total = 0;
    for (InPlay c : s.play()) {
      if (c.controller() == p && !c.faceDown() && s.type(c.id()).isCharacter()) {
        total += Math.max(0, s.face(c.id()).power());
      }
    }
    return total;
  }

  /**
   * The judgement's questions answered from an imagined state, which is all known. The power and
   * Problem at an area are asked for each Move and play of a list, so each is found once.
   */
  private static final class StateSeen implements Heuristic.Seen {
    private static final int UNKNOWN = Integer.MIN_VALUE;
    private final GameState s;
    /** By owner, the Problem at each Problem area; by {@link #slot}, each player's power there. */
    private final int[] problems = {UNKNOWN, UNKNOWN};
    private final int[][] powers = {{UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN}, {UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN}};

    StateSeen(GameState s) {
      this.s = s;
    }

    /** The area's place in the memos: two players, a home and a Problem each; -1 for any other. */
    private static int slot(Area area) {
      return area.owner() == 0 || area.owner() == 1 ? area.owner() * 2 + (area.home() ? 1 : 0) : -1;
    }

    @Override
    public CardDef def(int id) {
      return id < 0 || id >= s.cards().size() ? null : s.def(id);
    }

    @Override
    public int powerAt(int player, Area area) {
      int slot = slot(area);
      boolean kept = slot >= 0 && (player == 0 || player == 1);
      if (kept && powers[player][slot] != UNKNOWN) {
        return powers[player][slot];
      }
      int total = 0;
      for (InPlay c : s.play()) {
        if (c.controller() == player && c.area().equals(area) && !c.faceDown() && s.type(c.id()).isCharacter()) {
          total += Math.max(0, s.face(c.id()).power());
        }
      }
      if (kept) {
        powers[player][slot] = total;
      }
      return total;
    }

    @Override
    public int problemAt(Area area) {
      if (area.home()) {
        return -1; // no Problem is at a home; the judgement asks only of Problem areas
      }
      int owner = area.owner();
      if (owner != 0 && owner != 1) {
        return s.problemAt(owner);
      }
      if (problems[owner] == UNKNOWN) {
        problems[owner] = s.problemAt(owner);
      }
      return problems[owner];
    }

    @Override
    public Area areaOf(int id) {
      InPlay c = id < 0 ? null : s.inPlay(id);
      return c == null ? null : c.area();
    }

    @Override
    public int handSize(int player) {
      return s.player(player).hand().size();
    }

    @Override
    public int controller(int id) {
      InPlay c = id < 0 ? null : s.inPlay(id);
      return c == null ? -1 : c.controller();
    }
  }
}
