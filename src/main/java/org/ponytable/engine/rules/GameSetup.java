package org.ponytable.engine.rules;

import java.util.List;
import org.ponytable.engine.deck.DeckList;

/**
 * What a new game needs: two players with their decks, the seed for every random choice, and
 * optionally who goes first (-1: chosen at random from the seed, 102.3).
 */
public record GameSetup(List<Seat> seats, long seed, int firstPlayer) {
  public record Seat(String name, DeckList deck) {}

  public GameSetup {
    seats = List.copyOf(seats);
    if (seats.size() != 2) {
      throw new IllegalArgumentException("the game is for two players");
    }
    if (firstPlayer < -1 || firstPlayer > 1) {
      throw new IllegalArgumentException("first player must be -1, 0 or 1");
    }
  }
}
