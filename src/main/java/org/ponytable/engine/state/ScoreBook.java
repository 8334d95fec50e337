package org.ponytable.engine.state;

import java.util.List;

/**
 * What the current Score Phase has done so far.
 *
 * @param stepsDone Problems whose Confront Step has been performed (610.1)
 * @param current the Problem of the Confront Step in progress, or -1
 * @param confronted Problems the turn player confronted this phase (612)
 * @param opponentCouldConfront confronted Problems whose requirements the opponent also met (611.4)
 * @param faceoffProblems Problems at which a Problem faceoff was resolved (613.1)
 */
public record ScoreBook(
    List<Integer> stepsDone,
    int current,
    List<Integer> confronted,
    List<Integer> opponentCouldConfront,
    List<Integer> faceoffProblems) {

  public static final ScoreBook EMPTY = new ScoreBook(List.of(), -1, List.of(), List.of(), List.of());

  public ScoreBook {
    stepsDone = List.copyOf(stepsDone);
    confronted = List.copyOf(confronted);
    opponentCouldConfront = List.copyOf(opponentCouldConfront);
    faceoffProblems = List.copyOf(faceoffProblems);
  }

  public ScoreBook withCurrent(int p) {
    return new ScoreBook(stepsDone, p, confronted, opponentCouldConfront, faceoffProblems);
  }

  public ScoreBook stepDone(int p) {
    return new ScoreBook(PlayerState.plus(stepsDone, p), -1, confronted, opponentCouldConfront, faceoffProblems);
  }

  public ScoreBook confronted(int p, boolean opponentToo) {
    return new ScoreBook(stepsDone, current, PlayerState.plus(confronted, p),
        opponentToo ? PlayerState.plus(opponentCouldConfront, p) : opponentCouldConfront, faceoffProblems);
  }

  public ScoreBook withFaceoffProblems(List<Integer> ps) {
    return new ScoreBook(stepsDone, current, confronted, opponentCouldConfront, ps);
  }
}
