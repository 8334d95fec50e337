package org.ponytable.engine.state;

/** How a game ended (103): a winner, or a draw with winner -1. */
public record GameResult(int winner, String reason) {
  /** The reason of a draw both players agreed to. */
  public static final String AGREED_DRAW = "the players agreed to it";

  public boolean isAgreedDraw() {
    return isDraw() && AGREED_DRAW.equals(reason);
  }

  public boolean isDraw() {
    return winner < 0;
  }
}
