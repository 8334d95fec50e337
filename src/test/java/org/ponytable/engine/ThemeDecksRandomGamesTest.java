package org.ponytable.engine;

import org.ponytable.engine.rules.GameSetup;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;

/**
 * The 12 theme decks imported from OCTGN (cards/decks/octgn-*.json, issue 11) play random games
 * to an end under RandomGamesPropertyTest's invariants: each deck plays twice, against the next
 * one in the list. {@code -Dtheme.games=N} sets the games per pair.
 */
class ThemeDecksRandomGamesTest {
  private static final int GAMES = Integer.getInteger("theme.games", 2);

  @TestFactory
  List<DynamicTest> everyThemeDeckPlaysARandomGame() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    List<DeckList> decks = new DeckLoader(pool).loadDirectory(Path.of("cards", CardLoader.DECKS_FOLDER))
        .stream().filter(d -> d.name().contains("Theme")).toList();
    assertThat(decks).hasSize(12);
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < decks.size(); i++) {
      DeckList a = decks.get(i);
      DeckList b = decks.get((i + 1) % decks.size());
      tests.add(DynamicTest.dynamicTest(a.name() + " vs " + b.name(), () -> {
        assertThat(DeckValidator.validate(a, pool)).isEmpty();
        var variant = new RandomGamesPropertyTest.Variant(a.name() + " vs " + b.name(), pool,
            seed -> new GameSetup(List.of(new GameSetup.Seat(a.name(), a), new GameSetup.Seat(b.name(), b)), seed, -1));
        for (int g = 0; g < GAMES; g++) {
          long seed = 104729L * (g + 1) + a.name().hashCode();
          var played = RandomGamesPropertyTest.play(variant, seed, false, new ArrayList<Action>());
          var end = played.states().get(played.states().size() - 1);
          assertThat(end.result()).as("a result, seed %d", seed).isNotNull();
        }
      }));
    }
    return tests;
  }
}
