package org.ponytable.engine.state;

import java.util.List;

/**
 * What the current Score Phase has done so far, and what the turn has counted ({@link TurnCounts}).
 *
 * @param stepsDone Problems whose Confront Step has been performed (610.1)
 * @param current the Problem of the Confront Step in progress, or -1
 * @param confronted Problems the turn player confronted this phase (612)
 * @param opponentCouldConfront confronted Problems whose requirements the opponent also met (611.4)
 * @param faceoffProblems Problems at which a Problem faceoff was resolved (613.1)
 * @param scoredWith points scored with each card this phase (517.2), card id to points
 * @param counts what the whole turn has done so far, per player (history conditions); this
 *     record is made new as each turn starts, so it holds the turn's history
 */
public record ScoreBook(
    List<Integer> stepsDone,
    int current,
    List<Integer> confronted,
    List<Integer> opponentCouldConfront,
    List<Integer> faceoffProblems,
    java.util.Map<Integer, Integer> scoredWith,
    TurnCounts counts) {

  public static final ScoreBook EMPTY = new ScoreBook(List.of(), -1, List.of(), List.of(), List.of());

  public ScoreBook(List<Integer> stepsDone, int current, List<Integer> confronted, List<Integer> opponentCouldConfront,
      List<Integer> faceoffProblems) {
    this(stepsDone, current, confronted, opponentCouldConfront, faceoffProblems, java.util.Map.of());
  }

  public ScoreBook(List<Integer> stepsDone, int current, List<Integer> confronted, List<Integer> opponentCouldConfront,
      List<Integer> faceoffProblems, java.util.Map<Integer, Integer> scoredWith) {
    this(stepsDone, current, confronted, opponentCouldConfront, faceoffProblems, scoredWith, TurnCounts.EMPTY);
  }

  /** Whether the Score Phase has recorded nothing yet (the turn's counts aside). */
  public boolean phaseEmpty() {
    return withCounts(TurnCounts.EMPTY).equals(EMPTY);
  }

  /** The same book with the turn's counts {@code c}. */
  public ScoreBook withCounts(TurnCounts c) {
    return new ScoreBook(stepsDone, current, confronted, opponentCouldConfront, faceoffProblems, scoredWith, c);
  }

  public ScoreBook {
    stepsDone = List.copyOf(stepsDone);
    confronted = List.copyOf(confronted);
    opponentCouldConfront = List.copyOf(opponentCouldConfront);
    faceoffProblems = List.copyOf(faceoffProblems);
    scoredWith = java.util.Map.copyOf(scoredWith);
    counts = counts == null ? TurnCounts.EMPTY : counts;
  }

  /** 517.2: {@code points} more scored with each of {@code cards}. */
  public ScoreBook scoredWith(List<Integer> cards, int points) {
    java.util.Map<Integer, Integer> m = new java.util.HashMap<>(scoredWith);
    for (int c : cards) {
      m.merge(c, points, Integer::sum);
    }
    return new ScoreBook(stepsDone, current, confronted, opponentCouldConfront, faceoffProblems, m, counts);
  }

  /** Points scored with {@code card} this phase (517.2). */
  public int pointsWith(int card) {
    return scoredWith.getOrDefault(card, 0);
  }

  public ScoreBook withCurrent(int p) {
    return new ScoreBook(stepsDone, p, confronted, opponentCouldConfront, faceoffProblems, scoredWith, counts);
  }

  public ScoreBook stepDone(int p) {
    return new ScoreBook(PlayerState.plus(stepsDone, p), -1, confronted, opponentCouldConfront, faceoffProblems,
        scoredWith, counts);
  }

  public ScoreBook confronted(int p, boolean opponentToo) {
    return new ScoreBook(stepsDone, current, PlayerState.plus(confronted, p),
        opponentToo ? PlayerState.plus(opponentCouldConfront, p) : opponentCouldConfront, faceoffProblems, scoredWith,
        counts);
  }

  public ScoreBook withFaceoffProblems(List<Integer> ps) {
    return new ScoreBook(stepsDone, current, confronted, opponentCouldConfront, ps, scoredWith, counts);
  }
}
