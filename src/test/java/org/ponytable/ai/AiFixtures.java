package org.ponytable.ai;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;

/** The shipped cards and decks, loaded once for the computer player's tests. */
final class AiFixtures {
  private AiFixtures() {}

  static final CardPool POOL;
  static final Map<String, DeckList> DECKS;

  static {
    try {
      POOL = new CardLoader().loadDirectory(Path.of("cards"));
      DECKS = new DeckLoader(POOL).loadDirectory(Path.of("cards", CardLoader.DECKS_FOLDER)).stream()
          .collect(Collectors.toMap(DeckList::name, Function.identity()));
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  static Table table(String a, String b) {
    return new Table(POOL, List.of(DECKS.get(a), DECKS.get(b)));
  }

  static GameSetup setup(Table t, long seed) {
    return new GameSetup(List.of(new GameSetup.Seat("Ann", t.decks().get(0)), new GameSetup.Seat("Ben",
        t.decks().get(1))), seed, -1);
  }
}
