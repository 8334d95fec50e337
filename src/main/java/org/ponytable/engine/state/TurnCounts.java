package org.ponytable.engine.state;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.terms.Phase;

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
 * @param extraTurns extra turns each player takes after this one (rulings.md, "Changes to the turn
 *     sequence")
 * @param skipPhases phases of this turn still to come that are skipped, each once
 * @param newPhases phases started again once they end this turn, each once
 * @param tokensGained action tokens each player gained this turn (502)
 * @param scored points each player scored (517.1), for per-turn limits (rulings.md)
 * @param noEvents 1 for a player who can't play Events for the rest of this turn (104.2), else 0
 */
public record TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy,
    List<Integer> drawn, List<Integer> moved, List<Integer> friendsLeft, List<Integer> firstTimes,
    List<Integer> extraTurns, List<Phase> skipPhases,
    List<Phase> newPhases, List<Integer> tokensGained, List<Integer> scored,
    List<Integer> noEvents) {
  public static final TurnCounts EMPTY = new TurnCounts(List.of(0, 0), List.of(0, 0), List.of(0, 0));

  public TurnCounts {
    played = List.copyOf(played);
    discarded = List.copyOf(discarded);
    problemWinBy = List.copyOf(problemWinBy);
    drawn = List.copyOf(drawn == null ? List.of(0, 0) : drawn);
    moved = List.copyOf(moved == null ? List.of(0, 0) : moved);
    friendsLeft = List.copyOf(friendsLeft == null ? List.of(0, 0) : friendsLeft);
    firstTimes = List.copyOf(firstTimes == null ? List.of() : firstTimes);
    extraTurns = List.copyOf(extraTurns == null ? List.of(0, 0) : extraTurns);
    skipPhases = List.copyOf(skipPhases == null ? List.of() : skipPhases);
    newPhases = List.copyOf(newPhases == null ? List.of() : newPhases);
    tokensGained = List.copyOf(tokensGained == null ? List.of(0, 0) : tokensGained);
    scored = List.copyOf(scored == null ? List.of(0, 0) : scored);
    noEvents = List.copyOf(noEvents == null ? List.of(0, 0) : noEvents);
  }

  public TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy,
      List<Integer> drawn, List<Integer> moved, List<Integer> friendsLeft, List<Integer> firstTimes) {
    this(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, null, null, null, null, null, null);
  }

  /** The turn sequence changes (extra turns, phases skipped or started again), the counts unchanged. */
  public TurnCounts withSequence(List<Integer> extra, List<Phase> skip, List<Phase> again) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, extra, skip,
        again, tokensGained, scored, noEvents);
  }

  /** The first three counts; the others none yet. */
  public TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy) {
    this(played, discarded, problemWinBy, null, null, null, null);
  }

  public TurnCounts withPlayed(int player) {
    return new TurnCounts(plus(played, player, 1), discarded, problemWinBy, drawn, moved, friendsLeft,
        firstTimes, extraTurns, skipPhases, newPhases, tokensGained, scored, noEvents);
  }

  public TurnCounts withDiscarded(int player) {
    return new TurnCounts(played, plus(discarded, player, 1), problemWinBy, drawn, moved, friendsLeft,
        firstTimes, extraTurns, skipPhases, newPhases, tokensGained, scored, noEvents);
  }

  /** 409.4 */
  public TurnCounts withDrawn(int player) {
    return new TurnCounts(played, discarded, problemWinBy, plus(drawn, player, 1), moved, friendsLeft,
        firstTimes, extraTurns, skipPhases, newPhases, tokensGained, scored, noEvents);
  }

  /** 506.1c */
  public TurnCounts withMoved(int player) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, plus(moved, player, 1), friendsLeft,
        firstTimes, extraTurns, skipPhases, newPhases, tokensGained, scored, noEvents);
  }

  /** 409.6: a Friend {@code player} controlled left play. */
  public TurnCounts withFriendLeft(int player) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, plus(friendsLeft, player, 1),
        firstTimes, extraTurns, skipPhases, newPhases, tokensGained, scored, noEvents);
  }

  /** 502: {@code player} gained {@code n} action tokens. */
  public TurnCounts withTokensGained(int player, int n) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, extraTurns,
        skipPhases, newPhases, plus(tokensGained, player, n), scored, noEvents);
  }

  /** 517.1: {@code player} scored {@code points}. */
  public TurnCounts withScored(int player, int points) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, extraTurns,
        skipPhases, newPhases, tokensGained, plus(scored, player, points), noEvents);
  }

  /** 104.2: {@code player} can't play Events for the rest of this turn. */
  public TurnCounts withNoEvents(int player) {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, extraTurns,
        skipPhases, newPhases, tokensGained, scored, plus(noEvents, player, 1 - noEvents.get(player)));
  }

  /** The "first time each turn" ability of {@code card} has triggered this turn. */
  public TurnCounts withFirstTime(int card) {
    if (firstTimes.contains(card)) {
      return this;
    }
    List<Integer> m = new ArrayList<>(firstTimes);
    m.add(card);
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, m, extraTurns, skipPhases,
        newPhases, tokensGained, scored, noEvents);
  }

  /** The same counts, no card remembered (cards are renumbered in a scenario). */
  public TurnCounts withoutFirstTimes() {
    return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, List.of(), extraTurns,
        skipPhases, newPhases, tokensGained, scored, noEvents);
  }

  /** 514.5: {@code player} won a Problem faceoff by {@code by}; the turn keeps the most. */
  public TurnCounts withProblemWin(int player, int by) {
    if (by <= problemWinBy.get(player)) {
      return this;
    }
    return new TurnCounts(played, discarded, plus(problemWinBy, player, by - problemWinBy.get(player)), drawn,
        moved, friendsLeft, firstTimes, extraTurns, skipPhases, newPhases, tokensGained, scored, noEvents);
  }

  /** The counts with {@code n} more for {@code player}: two players, so one small list. */
  private static List<Integer> plus(List<Integer> counts, int player, int n) {
    if (counts.size() == 2 && (player == 0 || player == 1)) {
      return player == 0 ? List.of(counts.get(0) + n, counts.get(1)) : List.of(counts.get(0), counts.get(1) + n);
    }
    List<Integer> m = new ArrayList<>(counts);
    m.set(player, m.get(player) + n);
    return m;
  }
}
