package org.ponytable.ui.session;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;

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

  public boolean canPlay() {
    return !decks.isEmpty();
  }
}
