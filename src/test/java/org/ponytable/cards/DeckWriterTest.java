package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;

/** Every shipped deck written back out reads as the same deck, copies in their first order. */
class DeckWriterTest {
  @Test
  void shippedDecksRoundTrip() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    DeckLoader loader = new DeckLoader(pool);
    List<Path> files;
    try (var s = Files.list(Path.of("cards", "decks"))) {
      files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
    }
    assertThat(files).isNotEmpty();
    for (Path f : files) {
      DeckList deck = loader.load(f);
      DeckList back = loader.loadString(DeckWriter.json(deck), "written " + f.getFileName());
      assertThat(back).as(f.toString()).isEqualTo(deck);
    }
  }

  @Test
  void countsKeepFirstAppearanceOrder() {
    assertThat(DeckWriter.counts(List.of("b", "a", "b", "c", "a", "b")))
        .containsExactly(java.util.Map.entry("b", 3), java.util.Map.entry("a", 2), java.util.Map.entry("c", 1));
  }
}
