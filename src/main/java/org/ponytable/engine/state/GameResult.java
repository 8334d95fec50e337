package org.ponytable.engine.state;

/** How a game ended (103): a winner, or a draw with winner -1. */
public record GameResult(int winner, String reason) {
  public boolean isDraw() {
    return winner < 0;
  }
}
