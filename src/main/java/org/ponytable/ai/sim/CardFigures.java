package org.ponytable.ai.sim;

import java.util.Map;
import java.util.TreeMap;

/**
 * One card of one deck over a simulation: in how many of the deck's games it was drawn and
 * played, how those games went, and how often its abilities fired. Points count a win 2 and a
 * draw 1, so rates stay exact.
 */
public final class CardFigures {
  private final String deck;
  private final String card;
  private final String name;
  private final int copies;
  int games;
  int points;
  int drawnGames;
  int drawnPoints;
  int playedGames;
  int playedPoints;
  int plays;
  int triggered;
  int resolved;
  final TreeMap<Integer, Integer> activated = new TreeMap<>();

  CardFigures(String deck, String card, String name, int copies) {
    this.deck = deck;
    this.card = card;
    this.name = name;
    this.copies = copies;
  }

  public String deck() {
    return deck;
  }

  /** The card's definition id. */
  public String card() {
    return card;
  }

  public String name() {
    return name;
  }

  /** Copies in the deck list (the Mane Character and each Problem: 1). */
  public int copies() {
    return copies;
  }

  /** Games the deck played. */
  public int games() {
    return games;
  }

  /** Games in which its owner drew at least one copy. */
  public int drawnGames() {
    return drawnGames;
  }

  /** Games in which its owner played at least one copy from hand. */
  public int playedGames() {
    return playedGames;
  }

  /** Copies played from hand over all games. */
  public int plays() {
    return plays;
  }

  /** Times a triggered ability of it created its effect. */
  public int triggered() {
    return triggered;
  }

  /** Times its abilities' (or, for an Event, its own) effects began being processed. */
  public int resolved() {
    return resolved;
  }

  /** Activations by ability number (1 for the first ability on the card). */
  public Map<Integer, Integer> activated() {
    Map<Integer, Integer> out = new TreeMap<>();
    activated.forEach((index, n) -> out.put(index + 1, n));
    return out;
  }

  public int activations() {
    return activated.values().stream().mapToInt(Integer::intValue).sum();
  }

  /** The deck's share of points in its games (NaN without games). */
  public double winRate() {
    return rate(points, games);
  }

  /** The deck's share of points in games where this card was drawn. */
  public double drawnWinRate() {
    return rate(drawnPoints, drawnGames);
  }

  /** The deck's share of points in games where this card was played. */
  public double playedWinRate() {
    return rate(playedPoints, playedGames);
  }

  private static double rate(int points, int games) {
    return games == 0 ? Double.NaN : points / (2.0 * games);
  }

  /** One game of the deck: {@code points} 2 for a win, 1 for a draw, 0 for a loss. */
  void add(GameTally.Seat seat, int gamePoints) {
    games++;
    points += gamePoints;
    if (seat.drawn.contains(card)) {
      drawnGames++;
      drawnPoints += gamePoints;
    }
    if (seat.played.contains(card)) {
      playedGames++;
      playedPoints += gamePoints;
    }
    plays += seat.plays.getOrDefault(card, 0);
    triggered += seat.triggered.getOrDefault(card, 0);
    resolved += seat.resolved.getOrDefault(card, 0);
    seat.activated.getOrDefault(card, new TreeMap<>()).forEach((k, n) -> activated.merge(k, n, Integer::sum));
  }
}
