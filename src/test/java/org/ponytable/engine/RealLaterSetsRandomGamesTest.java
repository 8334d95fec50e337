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
 * Decks of the Friends Forever, Leaders and Legends and Marks in Time cards written with the
 * Immediate timing, +1 power counters, token cards and "move up to N" play random games under
 * RandomGamesPropertyTest's invariants, and make tokens and counters as they are meant to.
 */
class RealLaterSetsRandomGamesTest {
  private static DeckList deck(String name, String mane, Map<String, Integer> problemCounts, List<String> draw) {
    List<String> drawDeck = new ArrayList<>();
    for (String id : draw) {
      drawDeck.addAll(Collections.nCopies(3, id));
    }
    List<String> problems = new ArrayList<>();
    problemCounts.forEach((id, n) -> problems.addAll(Collections.nCopies(n, id)));
    return new DeckList(name, mane, problems, drawDeck);
  }

  @Test
  @DisplayName("Immediate (rulings.md), 519 and token cards: random games with the later sets' new cards keep every invariant")
  void laterSetsPlay() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    DeckList immediate = deck("Immediate", "mt1-scootaloo",
        Map.of("pr177-it-s-alive", 2, "ff123-accident-at-the-pear-farm", 2, "pr190-runaway-cart", 2,
            "mt117-anxious-animals", 2, "de126-in-the-temple-of-chicomoztoc", 2),
        List.of("ff36-starlight-glimmer", "ff60-torch", "ff65-cloudchaser-flitter", "ff111-rockhoof-s-shovel",
            "ff15-ember", "ff96-skipping-class", "ll18-garble", "ll57-yona", "mt6-commander-hurricane",
            "mt14-thunderlane", "mt21-smart-cookie", "mt52-lemon-hearts", "mt65-applejack", "mt77-brotherly-love",
            "mt81-foodfight", "mt79-cracking-the-case", "ll121-cozy-glow"));
    DeckList tokens = deck("Tokens", "ff131-silverstream",
        Map.of("pr177-it-s-alive", 2, "mt118-awkward-cutecenara", 2, "pr190-runaway-cart", 2,
            "mt117-anxious-animals", 2, "sb124-banquet-baking", 2),
        List.of("mt7-gilda", "mt35-princess-luna", "mt47-sassy-saddles", "mt57-tree-hugger", "mt76-bookish-backup",
            "mt85-push-comes-to-shove", "mt100-hearth-s-warming-traditions", "mt109-train-station",
            "mt138-fluttershy", "ll123-ophiotaurus", "de54-trapeze-star", "pr86-house-mouse", "pr81-blue-jay",
            "ll114-rocket-scooter", "hm12-spitfire"));
    assertThat(DeckValidator.validate(immediate, pool)).isEmpty();
    assertThat(DeckValidator.validate(tokens, pool)).isEmpty();
    var variant = new RandomGamesPropertyTest.Variant("immediate vs tokens", pool,
        seed -> new GameSetup(List.of(new GameSetup.Seat("Ann", immediate), new GameSetup.Seat("Bo", tokens)), seed, -1));
    boolean madeTokens = false;
    boolean poweredUp = false;
    for (long seed = 1; seed <= 4; seed++) {
      var played = RandomGamesPropertyTest.play(variant, seed, false, new ArrayList<Action>());
      List<GameState> states = played.states();
      int atStart = states.get(0).cards().size();
      for (GameState s : states) {
        madeTokens |= s.cards().size() > atStart;
        for (InPlay c : s.play()) {
          poweredUp |= c.powerCounters() > 0;
        }
      }
      assertThat(states.get(states.size() - 1).result()).as("a result, seed %d", seed).isNotNull();
    }
    assertThat(madeTokens).as("tokens were made").isTrue();
    assertThat(poweredUp).as("a card had +1 power counters").isTrue();
  }
}
