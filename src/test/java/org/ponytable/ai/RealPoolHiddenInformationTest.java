package org.ponytable.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.octgn.Coverage;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.view.PlayerView;

/**
 * Hidden information with the real cards' words (looking at decks and hands, reveals, face-down
 * Troublemakers, searches): at many points of random games between random decks of the EXACT real
 * cards, each player's view must be one the Determinizer can rebuild without knowing the hidden
 * cards. A view that told a hidden card would not survive its hidden cards being drawn anew.
 */
class RealPoolHiddenInformationTest {
  @Test
  @DisplayName("every view of random games with the exact real cards hides what the rules hide")
  void viewsOfRealCardGamesHideTheHiddenCards() throws Exception {
    List<DeckList> decks = randomDecks(6, new Random(20261124));
    int checked = 0;
    int differentHands = 0;
    for (int d = 0; d + 1 < decks.size(); d += 2) {
      Table table = new Table(AiFixtures.POOL, List.of(decks.get(d), decks.get(d + 1)));
      Determinizer det = new Determinizer(table);
      for (long seed = 1; seed <= 2; seed++) {
        GameState s = Engine.newGame(table.pool(), AiFixtures.setup(table, seed)).state();
        Random random = new Random(seed);
        for (int n = 0; n < 2500 && !s.isOver(); n++) {
          if (n % 5 == 0 && s.turn() > 0) {
            for (int p = 0; p < 2; p++) {
              PlayerView view = PlayerView.of(s, p);
              if (view.replacing() != null) {
                continue;
              }
              GameState sample;
              try {
                sample = det.sample(view, new Random(n * 2L + p));
              } catch (Determinizer.Inconsistent e) {
                // Only a choice among cards the chooser alone has looked at cannot be rebuilt.
                assertThat(e.getMessage()).as("decks %d, seed %d, action %d", d, seed, n)
                    .startsWith("the decision offers card");
                continue;
              }
              assertThat(PlayerView.of(sample, p)).as("decks %d, seed %d, action %d, seat %d", d, seed, n, p)
                  .isEqualTo(view);
              if (s.player(1 - p).hand().size() > 1) {
                differentHands += sample.player(1 - p).hand().equals(s.player(1 - p).hand()) ? 0 : 1;
              }
              checked++;
            }
          }
          PlayerView actor = PlayerView.of(s, s.actor());
          Action a = RandomPlayer.pick(actor.legalActions(), random);
          s = Engine.apply(s, PlayerView.toEngine(s, a)).state();
        }
      }
    }
    assertThat(checked).isGreaterThan(500);
    assertThat(differentHands).isGreaterThan(checked / 3);
  }

  /** Decks of EXACT real cards, any colors (the game plays legal actions only; 101 is not asked). */
  static List<DeckList> randomDecks(int count, Random random) throws Exception {
    Map<CardType, List<CardDef>> byType = new HashMap<>();
    for (Coverage.Card c : Coverage.of(Path.of("cards")).cards()) {
      CardDef def = AiFixtures.POOL.get(c.id());
      if (c.status() == Coverage.Status.EXACT && def != null && !def.token()) {
        byType.computeIfAbsent(def.type(), t -> new ArrayList<>()).add(def);
      }
    }
    List<CardDef> starting = byType.get(CardType.PROBLEM).stream().filter(CardDef::startingProblem).toList();
    List<CardDef> problems = byType.get(CardType.PROBLEM).stream().filter(p -> !p.startingProblem()).toList();
    List<CardDef> drawable = byType.entrySet().stream()
        .filter(e -> e.getKey() != CardType.MANE_CHARACTER && e.getKey() != CardType.PROBLEM)
        .flatMap(e -> e.getValue().stream()).sorted(java.util.Comparator.comparing(CardDef::id)).toList();
    List<DeckList> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      List<CardDef> manes = byType.get(CardType.MANE_CHARACTER);
      String mane = manes.get(random.nextInt(manes.size())).id();
      List<String> problemDeck = new ArrayList<>();
      String start = starting.get(random.nextInt(starting.size())).id();
      problemDeck.add(start);
      problemDeck.add(start);
      while (problemDeck.size() < 10) {
        String id = problems.get(random.nextInt(problems.size())).id();
        if (!problemDeck.contains(id)) {
          problemDeck.add(id);
          problemDeck.add(id);
        }
      }
      Map<String, Integer> copies = new HashMap<>();
      List<String> draw = new ArrayList<>();
      while (draw.size() < 45) {
        String id = drawable.get(random.nextInt(drawable.size())).id();
        if (copies.merge(id, 1, Integer::sum) <= 3) {
          draw.add(id);
        }
      }
      out.add(new DeckList("exact " + i, mane, problemDeck, draw));
    }
    return out;
  }
}
