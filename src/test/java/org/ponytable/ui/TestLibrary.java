package org.ponytable.ui;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.session.CardLibrary;

/** The engine's test cards as a library, so UI tests never depend on the shipped JSON. */
public final class TestLibrary {
  private TestLibrary() {}

  public static CardLibrary get() {
    Map<String, DeckList> decks = new LinkedHashMap<>();
    decks.put("Sun (test)", TestCards.sunDeck());
    decks.put("Star (test)", TestCards.starDeck());
    return new CardLibrary(TestCards.POOL, decks, null, List.of());
  }

  /** Starts the real app on the test cards: for looking at the table before real cards exist. */
  public static void main(String[] args) {
    PonyTableApp.libraryLoader = dir -> get();
    Launcher.main(args);
  }
}
