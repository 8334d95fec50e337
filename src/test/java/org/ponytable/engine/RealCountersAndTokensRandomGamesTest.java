package org.ponytable.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * Decks of the real cards that put +1 power counters and make token cards play random games under
 * RandomGamesPropertyTest's invariants (a token only in play, or gone), and do what they are for.
 */
class RealCountersAndTokensRandomGamesTest {
  private static final Map<String, Integer> PROBLEMS = Map.of("pr177-it-s-alive", 2,
      "de126-in-the-temple-of-chicomoztoc", 2, "de129-thrash-the-throne", 2, "eo189-hay-bale-monster-stack", 2,
      "sb124-banquet-baking", 2);

  private static DeckList deck(String name, String mane, List<String> draw) {
    List<String> drawDeck = new ArrayList<>();
    for (String id : draw) {
      drawDeck.addAll(Collections.nCopies(3, id));
    }
    List<String> problems = new ArrayList<>();
    PROBLEMS.forEach((id, n) -> problems.addAll(Collections.nCopies(n, id)));
    return new DeckList(name, mane, problems, drawDeck);
  }

  @Test
  @DisplayName("519, token cards: random games with counter and token cards keep every invariant and use both")
  void countersAndTokensPlay() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    DeckList counters = deck("Counters", "eo2-applejack", List.of("eo26-big-mac", "eo98-golden-harvest",
        "eo155-highly-motivated", "hm20-maud-pie", "hm22-silver-shill", "sb19-big-mac", "sb21-delivery-crew",
        "ad201-king-sombra", "sb52-princess-cadance", "hm60-furball", "sb94-critter-choir", "de54-trapeze-star",
        "de57-apple-bloom", "ad160-pinkie-pie", "sb122-storm-guards"));
    DeckList tokens = deck("Tokens", "sb3-princess-skystar", List.of("hm12-spitfire", "hm38-princess-luna",
        "hm46-dj-pon-3-octavia", "hm66-gilda", "hm91-phantasmal-tale", "sb28-cheese-sandwich", "sb37-princess-skystar",
        "sb58-canterlot-shopkeep", "de67-applejack-pinkie-pie", "de75-pinkie-pie-twilight-sparkle",
        "de79-defenders-of-equestria", "eo44-moving-mare", "pr81-blue-jay", "pr86-house-mouse", "ad160-pinkie-pie"));
    assertThat(DeckValidator.validate(counters, pool)).isEmpty();
    assertThat(DeckValidator.validate(tokens, pool)).isEmpty();
    var variant = new RandomGamesPropertyTest.Variant("counters vs tokens", pool,
        seed -> new GameSetup(List.of(new GameSetup.Seat("Ann", counters), new GameSetup.Seat("Bo", tokens)), seed, -1));
    boolean madeTokens = false;
    boolean tokenGone = false;
    boolean poweredUp = false;
    for (long seed = 1; seed <= 2; seed++) {
      var played = RandomGamesPropertyTest.play(variant, seed, false, new ArrayList<Action>());
      List<GameState> states = played.states();
      int atStart = states.get(0).cards().size();
      for (GameState s : states) {
        madeTokens |= s.cards().size() > atStart;
        for (int id = atStart; id < s.cards().size() && !tokenGone; id++) {
          tokenGone = s.inPlay(id) == null;
        }
        for (InPlay c : s.play()) {
          poweredUp |= c.powerCounters() > 0;
        }
      }
      assertThat(states.get(states.size() - 1).result()).as("a result, seed %d", seed).isNotNull();
    }
    assertThat(madeTokens).as("tokens were made").isTrue();
    assertThat(tokenGone).as("a token left play and ceased to exist").isTrue();
    assertThat(poweredUp).as("a card had +1 power counters").isTrue();
  }
}
