package org.ponytable.engine.state;

import java.util.List;

/**
 * What this turn has done so far that card text reads later, counted per player (index = player):
 * "your first card each turn", "the first card that player has discarded this turn", "if you won
 * a Problem faceoff by at least 5 power this turn". A few numbers, kept up as things happen, so no
 * condition scans the game's past; empty again as each turn starts.
 *
 * @param played cards each player played from their hand (609.2: Friends, Resources, Events,
 *     Troublemakers)
 * @param discarded cards each player discarded from their hand (409.3)
 * @param problemWinBy the most each player won a Problem faceoff by (514.4, 514.5), 0 when none
 */
public record TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy) {
  public static final TurnCounts EMPTY = new TurnCounts(List.of(0, 0), List.of(0, 0), List.of(0, 0));

  public TurnCounts {
    played = List.copyOf(played);
    discarded = List.copyOf(discarded);
    problemWinBy = List.copyOf(problemWinBy);
  }

  public TurnCounts withPlayed(int player) {
    return new TurnCounts(plusOne(played, player), discarded, problemWinBy);
  }

  public TurnCounts withDiscarded(int player) {
    return new TurnCounts(played, plusOne(discarded, player), problemWinBy);
  }

  /** 514.5: {@code player} won a Problem faceoff by {@code by}; the turn keeps the most. */
  public TurnCounts withProblemWin(int player, int by) {
    if (by <= problemWinBy.get(player)) {
      return this;
    }
    java.util.List<Integer> m = new java.util.ArrayList<>(problemWinBy);
    m.set(player, by);
    return new TurnCounts(played, discarded, m);
  }

  private static List<Integer> plusOne(List<Integer> counts, int player) {
    java.util.List<Integer> m = new java.util.ArrayList<>(counts);
    m.set(player, m.get(player) + 1);
    return m;
  }
}
