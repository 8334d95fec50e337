package org.ponytable.engine.state;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
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
    return with(d -> {
      d.extraTurns = extra;
      d.skipPhases = skip;
      d.newPhases = again;
    });
  }

  /** The first three counts; the others none yet. */
  public TurnCounts(List<Integer> played, List<Integer> discarded, List<Integer> problemWinBy) {
    this(played, discarded, problemWinBy, null, null, null, null);
  }

  public TurnCounts withPlayed(int player) {
    return with(d -> d.played = plus(played, player, 1));
  }

  public TurnCounts withDiscarded(int player) {
    return with(d -> d.discarded = plus(discarded, player, 1));
  }

  /** 409.4 */
  public TurnCounts withDrawn(int player) {
    return with(d -> d.drawn = plus(drawn, player, 1));
  }

  /** 506.1c */
  public TurnCounts withMoved(int player) {
    return with(d -> d.moved = plus(moved, player, 1));
  }

  /** 409.6: a Friend {@code player} controlled left play. */
  public TurnCounts withFriendLeft(int player) {
    return with(d -> d.friendsLeft = plus(friendsLeft, player, 1));
  }

  /** 502: {@code player} gained {@code n} action tokens. */
  public TurnCounts withTokensGained(int player, int n) {
    return with(d -> d.tokensGained = plus(tokensGained, player, n));
  }

  /** 517.1: {@code player} scored {@code points}. */
  public TurnCounts withScored(int player, int points) {
    return with(d -> d.scored = plus(scored, player, points));
  }

  /** 104.2: {@code player} can't play Events for the rest of this turn. */
  public TurnCounts withNoEvents(int player) {
    return with(d -> d.noEvents = plus(noEvents, player, 1 - noEvents.get(player)));
  }

  /** The "first time each turn" ability of {@code card} has triggered this turn. */
  public TurnCounts withFirstTime(int card) {
    if (firstTimes.contains(card)) {
      return this;
    }
    List<Integer> m = new ArrayList<>(firstTimes);
    m.add(card);
    return with(d -> d.firstTimes = m);
  }

  /** The same counts, no card remembered (cards are renumbered in a scenario). */
  public TurnCounts withoutFirstTimes() {
    return with(d -> d.firstTimes = List.of());
  }

  /** 514.5: {@code player} won a Problem faceoff by {@code by}; the turn keeps the most. */
  public TurnCounts withProblemWin(int player, int by) {
    if (by <= problemWinBy.get(player)) {
      return this;
    }
    return with(d -> d.problemWinBy = plus(problemWinBy, player, by - problemWinBy.get(player)));
  }

  private static List<Integer> plus(List<Integer> counts, int player, int n) {
    List<Integer> m = new ArrayList<>(counts);
    m.set(player, m.get(player) + n);
    return m;
  }

  /**
   * The counts with some changed: every {@code with...} goes through here, so a new count is one
   * component, one draft field and its line in the two copies below, not a change to each method.
   */
  private TurnCounts with(Consumer<Draft> change) {
    Draft d = new Draft(this);
    change.accept(d);
    return d.build();
  }

  /** A changeable copy, for {@link #with}. */
  private static final class Draft {
    List<Integer> played;
    List<Integer> discarded;
    List<Integer> problemWinBy;
    List<Integer> drawn;
    List<Integer> moved;
    List<Integer> friendsLeft;
    List<Integer> firstTimes;
    List<Integer> extraTurns;
    List<Phase> skipPhases;
    List<Phase> newPhases;
    List<Integer> tokensGained;
    List<Integer> scored;
    List<Integer> noEvents;

    Draft(TurnCounts t) {
      played = t.played;
      discarded = t.discarded;
      problemWinBy = t.problemWinBy;
      drawn = t.drawn;
      moved = t.moved;
      friendsLeft = t.friendsLeft;
      firstTimes = t.firstTimes;
      extraTurns = t.extraTurns;
      skipPhases = t.skipPhases;
      newPhases = t.newPhases;
      tokensGained = t.tokensGained;
      scored = t.scored;
      noEvents = t.noEvents;
    }

    TurnCounts build() {
      return new TurnCounts(played, discarded, problemWinBy, drawn, moved, friendsLeft, firstTimes, extraTurns,
          skipPhases, newPhases, tokensGained, scored, noEvents);
    }
  }
}
