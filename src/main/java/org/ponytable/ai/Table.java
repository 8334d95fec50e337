package org.ponytable.ai;

import java.util.List;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;

/**
 * What both players know before the first card is drawn: the card pool and both deck lists, by
 * seat (open deck lists, as in a tournament; the computer never learns the order of a deck or the
 * cards in a hand).
 */
public record Table(CardPool pool, List<DeckList> decks) {
  public Table {
    decks = List.copyOf(decks);
    if (decks.size() != 2) {
      throw new IllegalArgumentException("the game is for two players");
    }
  }

  /** How many cards seat {@code p} brings: its Mane Character, Problem deck and draw deck. */
  public int size(int p) {
    DeckList d = decks.get(p);
    return 1 + d.problemDeck().size() + d.drawDeck().size();
  }

  /**
   * The owner of a card by its id: the engine numbers seat 0's cards first (Engine.newGame), and
   * the owner of a card is public (513.1).
   */
  public int owner(int id) {
    return id < size(0) ? 0 : 1;
  }
}
