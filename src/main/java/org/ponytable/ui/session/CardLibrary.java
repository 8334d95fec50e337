package org.ponytable.ui.session;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.deck.DeckViolation;

/**
 * The cards and decks a new game can use, and what went wrong loading them (shown, never fatal).
 *
 * @param source the folder the cards came from, or null for cards built in code
 */
public record CardLibrary(CardPool pool, Map<String, DeckList> decks, Path source, List<String> problems) {
  public CardLibrary {
    decks = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(decks));
    problems = List.copyOf(problems);
  }

  public static CardLibrary empty(String why) {
    return new CardLibrary(new CardPool(List.of()), Map.of(), null, List.of(why));
  }

  /** The library with one more deck (or a deck replaced), under the name New Game lists it by. */
  public CardLibrary withDeck(DeckList deck) {
    Map<String, DeckList> more = new LinkedHashMap<>(decks);
    more.put(deck.name().isBlank() ? deck.maneCharacter() : deck.name(), deck);
    return new CardLibrary(pool, more, source, problems);
  }

  public boolean canPlay() {
    return !decks.isEmpty();
  }

  /** Each deck's breaches of the deckbuilding rules (101), by deck name; empty lists for legal decks. */
  public Map<String, List<String>> violations() {
    Map<String, List<String>> out = new LinkedHashMap<>();
    decks.forEach((name, deck) -> out.put(name,
        DeckValidator.validate(deck, pool).stream().map(DeckViolation::message).toList()));
    return out;
  }
}
