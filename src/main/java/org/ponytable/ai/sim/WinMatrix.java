package org.ponytable.ai.sim;

import java.util.List;

/**
 * Who beat whom: for each ordered pair of decks the games between them, the row deck's wins and
 * the draws. A draw counts half a win in a rate.
 */
public final class WinMatrix {
  private final List<String> decks;
  private final int[][] games;
  private final int[][] wins;
  private final int[][] draws;

  WinMatrix(List<String> decks) {
    this.decks = List.copyOf(decks);
    int n = decks.size();
    games = new int[n][n];
    wins = new int[n][n];
    draws = new int[n][n];
  }

  /** A game between decks {@code a} and {@code b}; {@code winner} is a deck index, or -1 for a draw. */
  void add(int a, int b, int winner) {
    games[a][b]++;
    games[b][a]++;
    if (winner < 0) {
      draws[a][b]++;
      draws[b][a]++;
    } else {
      wins[winner][winner == a ? b : a]++;
    }
  }

  /** Games read back from a report: the row deck's against the column deck only (the other way is its own line). */
  void addCounts(int row, int col, int games, int wins, int draws) {
    this.games[row][col] += games;
    this.wins[row][col] += wins;
    this.draws[row][col] += draws;
  }

  public List<String> decks() {
    return decks;
  }

  public int size() {
    return decks.size();
  }

  public int games(int row, int col) {
    return games[row][col];
  }

  public int wins(int row, int col) {
    return wins[row][col];
  }

  public int draws(int row, int col) {
    return draws[row][col];
  }

  /** The row deck's share of points against the column deck, or NaN when they did not meet. */
  public double rate(int row, int col) {
    int n = games[row][col];
    return n == 0 ? Double.NaN : (wins[row][col] + 0.5 * draws[row][col]) / n;
  }

  public Wilson interval(int row, int col) {
    return Wilson.of(wins[row][col] + 0.5 * draws[row][col], games[row][col]);
  }

  /** The row deck against every other deck together. */
  public int totalGames(int row) {
    int n = 0;
    for (int c = 0; c < size(); c++) {
      n += c == row ? 0 : games[row][c];
    }
    return n;
  }

  public double totalRate(int row) {
    int n = totalGames(row);
    return n == 0 ? Double.NaN : totalPoints(row) / n;
  }

  public Wilson totalInterval(int row) {
    return Wilson.of(totalPoints(row), totalGames(row));
  }

  private double totalPoints(int row) {
    double points = 0;
    for (int c = 0; c < size(); c++) {
      points += c == row ? 0 : wins[row][c] + 0.5 * draws[row][c];
    }
    return points;
  }
}
