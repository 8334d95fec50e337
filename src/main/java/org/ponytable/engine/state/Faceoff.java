package org.ponytable.engine.state;

import java.util.List;

/**
 * A faceoff in progress (514). Involvement is not stored: it is checked continuously (514.2d)
 * from the kind, the Problems and the challenger.
 *
 * @param problems the Problem cards where it is resolved
 * @param troublemaker the challenged Troublemaker, or -1
 * @param challenger the player who started it
 * @param winner the winner once compared, -1 while undecided or when nobody won
 * @param bottomOrder flipped cards the player now ordering has placed so far; they all go to
 *     the bottom together once the order is complete, so the order stays unrevealed (402.3)
 */
public record Faceoff(
    FaceoffKind kind,
    List<Integer> problems,
    int troublemaker,
    int challenger,
    Stage stage,
    int winner,
    boolean decided,
    List<Integer> bottomOrder) {

  /** The faceoff's own script, run inside the stage that started it. */
  public enum Stage {
    START_WINDOW(true),
    FLIP(false),
    FLIP_WINDOW(true),
    COMPARE(false),
    RESULT(false),
    END_WINDOW(true),
    CLEANUP(false);

    private final boolean window;

    Stage(boolean window) {
      this.window = window;
    }

    public boolean window() {
      return window;
    }
  }

  public Faceoff {
    problems = List.copyOf(problems);
    bottomOrder = List.copyOf(bottomOrder);
  }

  public Faceoff withStage(Stage s) {
    return new Faceoff(kind, problems, troublemaker, challenger, s, winner, decided, bottomOrder);
  }

  public Faceoff withWinner(int w) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, w, true, bottomOrder);
  }

  public Faceoff withBottomOrder(List<Integer> order) {
    return new Faceoff(kind, problems, troublemaker, challenger, stage, winner, decided, order);
  }
}
