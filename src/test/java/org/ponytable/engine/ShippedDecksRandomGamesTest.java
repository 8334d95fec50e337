package org.ponytable.engine;

import org.ponytable.engine.rules.GameSetup;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;

/**
 * Random games between every pair of the four PT2 decks, checked by the same invariants as
 * RandomGamesPropertyTest: each game must end (by score or deck-out) well before the action cap.
 * {@code -Dpool.games=N} sets the games per pair.
 */
class ShippedDecksRandomGamesTest {
  private static final int GAMES = Integer.getInteger("pool.games", 20);
  /** Moves every seed by this much (1 since Conga Line and Hollow Chorus joined the decks). */
  private static final long SALT = 1;
  /**
   * Random play can stall once neither player can draw, or reach a proven dead end; the random
   * players then agree to a draw (rulings.md, "A game nobody can win"). That is the players, not
   * a hang of the engine, but it must stay rare: at most this share of a pair's games.
   */
  private static final double DEAD_ENDS_ALLOWED = 0.1;
  private static final List<String> DECKS =
      List.of("Confetti Parade", "Thunderhead Squadron", "Moonshade Hollow", "Crystal Bazaar");

  @TestFactory
  List<DynamicTest> everyPairOfPoolDecksPlaysToAnEnd() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    Map<String, DeckList> byName = new DeckLoader(pool).loadDirectory(Path.of("cards", CardLoader.DECKS_FOLDER))
        .stream().collect(Collectors.toMap(DeckList::name, Function.identity()));
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < DECKS.size(); i++) {
      for (int j = i + 1; j < DECKS.size(); j++) {
        DeckList a = byName.get(DECKS.get(i));
        DeckList b = byName.get(DECKS.get(j));
        tests.add(DynamicTest.dynamicTest(a.name() + " vs " + b.name(), () -> playPair(pool, a, b)));
      }
    }
    return tests;
  }

  private static void playPair(CardPool pool, DeckList a, DeckList b) {
    assertThat(DeckValidator.validate(a, pool)).isEmpty();
    assertThat(DeckValidator.validate(b, pool)).isEmpty();
    var variant = new RandomGamesPropertyTest.Variant(a.name() + " vs " + b.name(), pool,
        seed -> new GameSetup(List.of(new GameSetup.Seat(a.name(), a), new GameSetup.Seat(b.name(), b)), seed, -1));
    java.util.concurrent.atomic.AtomicInteger deadEnds = new java.util.concurrent.atomic.AtomicInteger();
    java.util.stream.IntStream.range(0, GAMES).parallel().forEach(g -> {
      List<Action> done = new ArrayList<>();
      long seed = 7919L * (g + 1) + a.name().hashCode() * 31L + b.name().hashCode() + SALT;
      var played = RandomGamesPropertyTest.play(variant, seed, false, done);
      var end = played.states().get(played.states().size() - 1);
      assertThat(end.result()).as("a result, seed %d", seed).isNotNull();
      if (end.result().isAgreedDraw()) {
        // The random players agree to a draw only at a dead end or a stall (RandomGamesPropertyTest.play).
        deadEnds.incrementAndGet();
      }
    });
    assertThat(deadEnds.get()).as("games stalled in a dead end").isLessThanOrEqualTo((int) (GAMES * DEAD_ENDS_ALLOWED));
  }
}
