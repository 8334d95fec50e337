package org.ponytable.engine.deck;

import java.util.List;
import java.util.Objects;

/**
 * A deck list (101): one Mane Character, a Problem deck and a draw deck, as card ids. Repeated ids
 * mean copies.
 */
public record DeckList(String name, String maneCharacter, List<String> problemDeck, List<String> drawDeck) {
  public DeckList {
    Objects.requireNonNull(maneCharacter);
    problemDeck = List.copyOf(problemDeck);
    drawDeck = List.copyOf(drawDeck);
    name = name == null ? "" : name;
  }
}
