package org.ponytable.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.octgn.Coverage;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.terms.CardColor;

/** The exercise report (issue 11): which EXACT real cards random games use, and which need a scenario. */
class ExerciseCommandTest {
  @TempDir
  Path tmp;

  private static Set<String> exact() throws Exception {
    Set<String> ids = new HashSet<>();
    for (Coverage.Card c : Coverage.of(Path.of("cards")).cards()) {
      if (c.status() == Coverage.Status.EXACT) {
        ids.add(c.id());
      }
    }
    return ids;
  }

  @Test
  @DisplayName("101: decks of two colors built from the EXACT cards are legal, keep to their colors and come again for a seed")
  void randomDecksAreLegalAndRepeatable() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    Set<String> exact = exact();
    ExerciseDecks.Cards cards = ExerciseDecks.of(pool, exact);
    for (long seed = 1; seed <= 5; seed++) {
      DeckList d = ExerciseDecks.random(pool, cards, new Random(seed));
      assertThat(d).isNotNull();
      assertThat(DeckValidator.validate(d, pool)).isEmpty();
      assertThat(d).isEqualTo(ExerciseDecks.random(pool, cards, new Random(seed)));
      Set<CardColor> colors = new HashSet<>(pool.get(d.maneCharacter()).face().colors());
      for (String id : d.drawDeck()) {
        colors.addAll(pool.get(id).face().colors());
        assertThat(exact).contains(id);
      }
      assertThat(colors).as(d.name()).hasSizeLessThanOrEqualTo(2);
    }
  }

  @Test
  @DisplayName("A card counts once its ability is used, not for being drawn; standing abilities count in play")
  void kinds() throws Exception {
    List<CardDef> defs = new CardLoader().loadString("""
        [{"id": "t", "type": "friend", "title": "T", "power": 1, "cost": 1,
          "abilities": [{"kind": "triggered", "when": "entersPlay", "effects": [{"do": "draw", "amount": 1}]}]},
         {"id": "c", "type": "friend", "title": "C", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "affects": {"type": "friend", "where": "here"}, "power": 1}]},
         {"id": "v", "type": "friend", "title": "V", "power": 1, "cost": 1},
         {"id": "e", "type": "event", "title": "E", "power": 0, "cost": 0, "effects": [{"do": "draw", "amount": 1}]}]""",
        "kinds.json");
    assertThat(defs.stream().map(ExerciseCommand::kind).toList()).containsExactly(
        ExerciseCommand.Kind.USED, ExerciseCommand.Kind.STANDING, ExerciseCommand.Kind.NONE, ExerciseCommand.Kind.USED);
  }

  @Test
  @DisplayName("The report lists unused cards without a scenario and fails; the cards games used are not listed")
  void reportsCardsNoGameUsed() {
    PonyCliTest.Run r = PonyCliTest.run("exercise", "--games", "4", "--threads", "1", "--scenarios", tmp.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(PonyCli.FAILED);
    String last = r.out().strip().lines().reduce((a, b) -> b).orElseThrow();
    assertThat(last).matches("exercised: \\d+ of \\d+ EXACT cards with abilities; \\d+ never, 0 of them with a scenario");
    int used = Integer.parseInt(last.replaceAll("exercised: (\\d+) of.*", "$1"));
    assertThat(used).as("four games use some cards").isPositive();
    assertThat(r.out()).contains("(no scenario)").doesNotContain("(scenario)");
  }

  @Test
  @DisplayName("Issue 11: every EXACT card with abilities is used by 1,000 random games or covered by a card scenario")
  void everyExactCardIsUsedOrHasAScenario() {
    PonyCliTest.Run r = PonyCliTest.run("exercise", "--games", "1000", "--seed", "1", "--threads", "2");
    assertThat(r.code()).as(r.out().lines().filter(l -> l.contains("(no scenario)")).toList().toString())
        .isEqualTo(PonyCli.OK);
  }
}
