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
 * @param drawn cards each player drew (409.4)
 * @param moved characters each player moved (506.1c: a Main Phase move or an effect of theirs)
 * @param friendsLeft Friends each player controlled that left play (409.6)
 * @param firstTimes cards whose "the first time ... each turn" ability triggered this turn, in
 *     order (rulings.md, "The first time each turn")
 * @param scored points each player scored (517.1), for per-turn limits (rulings.md)
 */
public record TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy,
    List<Integer> drawn, List<Integer> moved, List<Integer> friendsLeft, List<Integer> firstTimes,
    List<Integer> scored) {
  public static final TurnCounts EMPTY = new TurnCounts(List.of(0, 0), List.of(0, 0), List.of(0, 0));

  public TurnCounts {
    played = List.copyOf(played);
    discarded = List.copyOf(discarded);
    problemWinBy = List.copyOf(problemWinBy);
    drawn = List.copyOf(drawn == null ? List.of(0, 0) : drawn);
    moved = List.copyOf(moved == null ? List.of(0, 0) : moved);
    friendsLeft = List.copyOf(friendsLeft == null ? List.of(0, 0) : friendsLeft);
    firstTimes = List.copyOf(firstTimes == null ? List.of() : firstTimes);
    scored = List.copyOf(scored == null ? List.of(0, 0) : scored);
  }

  /** Without points scored (counted only since per-turn limits). */
  public TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy,
      List<Integer> drawn, List<Integer> moved, List<Integer> friendsLeft, List<Integer> firstTimes) {
    this(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, null);
  }

  /** 517.1: {@code player} scored {@code points}. */
  public TurnCounts withScored(int player, int points) {
    java.util.List<Integer> m = new java.util.ArrayList<>(scored);
    m.set(player, m.get(player) + points);
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, m);
  }

  /** The first three counts; the others none yet. */
  public TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy) {
    this(played, discarded, problemWinBy, null, null, null, null);
  }

  public TurnCounts withPlayed(int player) {
    return new TurnCounts(plusOne(played, player), discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, scored);
  }

  public TurnCounts withDiscarded(int player) {
    return new TurnCounts(played, plusOne(discarded, player), problemWinBy, drawn, moved, friendsLeft, firstTimes, scored);
  }

  /** 409.4 */
  public TurnCounts withDrawn(int player) {
    return new TurnCounts(played, discarded, problemWinBy, plusOne(drawn, player), moved, friendsLeft, firstTimes, scored);
  }

  /** 506.1c */
  public TurnCounts withMoved(int player) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, plusOne(moved, player), friendsLeft, firstTimes, scored);
  }

  /** 409.6: a Friend {@code player} controlled left play. */
  public TurnCounts withFriendLeft(int player) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, plusOne(friendsLeft, player), firstTimes, scored);
  }

  /** The "first time each turn" ability of {@code card} has triggered this turn. */
  public TurnCounts withFirstTime(int card) {
    if (firstTimes.contains(card)) {
      return this;
    }
    java.util.List<Integer> m = new java.util.ArrayList<>(firstTimes);
    m.add(card);
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, m, scored);
  }

  /** The same counts, no card remembered (cards are renumbered in a scenario). */
  public TurnCounts withoutFirstTimes() {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, List.of(), scored);
  }

  /** 514.5: {@code player} won a Problem faceoff by {@code by}; the turn keeps the most. */
  public TurnCounts withProblemWin(int player, int by) {
    if (by <= problemWinBy.get(player)) {
      return this;
    }
    java.util.List<Integer> m = new java.util.ArrayList<>(problemWinBy);
    m.set(player, by);
    return new TurnCounts(played, discarded, m, drawn, moved, friendsLeft, firstTimes, scored);
  }

  private static List<Integer> plusOne(List<Integer> counts, int player) {
    java.util.List<Integer> m = new java.util.ArrayList<>(counts);
    m.set(player, m.get(player) + 1);
    return m;
  }
}
