package org.ponytable.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.state.GameState;

/**
 * Decks of the real cards written with the Problem words (solved, not sent home from a solved
 * Problem, sent to another Problem, replacing a Problem) play random games under
 * RandomGamesPropertyTest's invariants, and Problems get solved and replaced by effects in them.
 */
class RealProblemWordsRandomGamesTest {
  private static DeckList deck(String name, String mane, List<String> problems, List<String> draw) {
    List<String> drawDeck = new ArrayList<>();
    for (String id : draw) {
      drawDeck.addAll(Collections.nCopies(3, id));
    }
    List<String> problemDeck = new ArrayList<>();
    for (String id : problems) {
      problemDeck.addAll(Collections.nCopies(2, id));
    }
    return new DeckList(name, mane, problemDeck, drawDeck);
  }

  @Test
  @DisplayName("613.1-613.2 and the Problem words: random games with their real cards keep every invariant")
  void problemWordsPlay() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    List<String> problems = List.of("ad174-everfree-rescue-mission", "ad180-friendship-test",
        "mt131-nightmare-night-what-a-fright", "mt134-unreasonable-demands", "eo182-bridging-the-gap");
    List<String> draw = List.of("ad25-hughbert-jellius", "ad135-hazmat-suit", "sb82-applejack-fluttershy",
        "ad65-band-of-breezies", "ff49-delivery-mare", "mt142-pinkie-pie", "cn51-snips-snails", "hm75-joe",
        "sb34-pinkie-pie-twilight-sparkle", "cn24-apple-bumpkin", "cn55-compass-star", "pr20-sweetie-sunrise",
        "pr33-red-gala", "pr81-blue-jay", "pr79-sugar-twist");
    DeckList crusaders = deck("Crusaders", "cg1-cutie-mark-crusaders", problems, draw);
    DeckList others = deck("Others", "pr1-rainbow-dash", problems, draw);
    assertThat(DeckValidator.validate(crusaders, pool)).isEmpty();
    assertThat(DeckValidator.validate(others, pool)).isEmpty();
    var variant = new RandomGamesPropertyTest.Variant("problem words", pool,
        seed -> new GameSetup(List.of(new GameSetup.Seat("Ann", crusaders), new GameSetup.Seat("Bo", others)), seed, -1));
    int solved = 0;
    int replaced = 0;
    for (long seed = 1; seed <= 4; seed++) {
      var played = RandomGamesPropertyTest.play(variant, seed, false, new ArrayList<Action>());
      List<GameState> states = played.states();
      assertThat(states.get(states.size() - 1).result()).as("a result, seed %d", seed).isNotNull();
      for (int i = 1; i < states.size(); i++) {
        GameState before = states.get(i - 1);
        GameState after = states.get(i);
        boolean changed = after.turn() > 0 && before.turn() > 0
            && (before.problemAt(0) != after.problemAt(0) || before.problemAt(1) != after.problemAt(1));
        if (changed && before.stage().phase() == org.ponytable.engine.terms.Phase.SCORE) {
          solved++;
        } else if (changed && before.stage().phase() == org.ponytable.engine.terms.Phase.MAIN) {
          replaced++;
        }
      }
    }
    assertThat(solved).as("Problems were solved and replaced in the Score Phase").isPositive();
    assertThat(replaced).as("Problems replaced by an effect in the Main Phase").isPositive();
  }
}
