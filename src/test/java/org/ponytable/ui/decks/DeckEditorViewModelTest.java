package org.ponytable.ui.decks;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.deck.DeckList;

/** The deck editor's rules without a window: filters, where each card goes, 101 verdicts, files. */
class DeckEditorViewModelTest {
  private static CardPool pool;
  private static DeckList orchard;

  @BeforeAll
  static void load() throws Exception {
    pool = new CardLoader().loadDirectory(Path.of("cards"));
    orchard = new DeckLoader(pool).load(Path.of("cards", "decks", "orchard-harvest.json"));
  }

  private static DeckEditorViewModel.Filter filter(CardType type, CardColor color, Integer cost, Integer power,
      String set, String text) {
    return new DeckEditorViewModel.Filter(type, color, cost, power, set, text);
  }

  @Test
  void eachFilterKeepsOnlyTheCardsItDescribes() {
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    assertThat(vm.cards()).hasSize(pool.all().size());

    vm.setFilter(filter(CardType.TROUBLEMAKER, null, null, null, null, ""));
    assertThat(vm.cards()).isNotEmpty().allMatch(c -> c.type() == CardType.TROUBLEMAKER);

    vm.setFilter(filter(null, CardColor.YELLOW, 3, null, null, ""));
    assertThat(vm.cards()).isNotEmpty()
        .allMatch(c -> c.face().colors().contains(CardColor.YELLOW) && c.cost() == 3)
        .extracting(CardDef::id).contains("pt1-wren-brookmere").doesNotContain("pt1-barley-wainwright");

    vm.setFilter(filter(CardType.FRIEND, null, null, 4, null, ""));
    assertThat(vm.cards()).isNotEmpty().allMatch(c -> c.face().power() == 4);

    vm.setFilter(filter(null, null, null, null, "PT2", ""));
    assertThat(vm.cards()).isNotEmpty().allMatch(c -> c.set().equals("PT2"));
    assertThat(vm.sets()).contains("PT1", "PT2", "Premier").doesNotHaveDuplicates();

    // Text matches names and traits, ignoring case.
    vm.setFilter(filter(null, null, null, null, null, "ELDER"));
    assertThat(vm.cards()).extracting(CardDef::id).contains("pt1-bramblewick", "pt1-nan-mulberry")
        .doesNotContain("pt1-pip-furrow");
    vm.setFilter(filter(null, null, null, null, null, "pip furrow"));
    assertThat(vm.cards()).extracting(CardDef::id).containsExactly("pt1-pip-furrow");
  }

  @Test
  void cardsGoWhereTheirTypeBelongsAndTheVerdictCitesTheRule() {
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    assertThat(vm.deck().violations()).anyMatch(v -> v.contains("no Mane Character") && v.contains("102.1"))
        .anyMatch(v -> v.contains("101.1")).anyMatch(v -> v.contains("101.3"));

    vm.add("pt1-clementine-haywick");
    vm.add("pt1-frost-on-the-blossoms");
    vm.add("pt1-pip-furrow");
    vm.add("pt1-pip-furrow");
    DeckEditorViewModel.Deck d = vm.deck();
    assertThat(d.mane().id()).isEqualTo("pt1-clementine-haywick");
    assertThat(d.problems()).extracting(l -> l.card().id()).containsExactly("pt1-frost-on-the-blossoms");
    assertThat(d.draw()).containsExactly(new DeckEditorViewModel.Line(pool.get("pt1-pip-furrow"), 2));
    assertThat(d.dirty()).isTrue();
    assertThat(vm.copies("pt1-pip-furrow")).isEqualTo(2);

    // Four copies: the editor allows it, the verdict names the rule broken.
    vm.add("pt1-pip-furrow");
    vm.add("pt1-pip-furrow");
    assertThat(vm.deck().violations()).anyMatch(v -> v.contains("101.2") && v.contains("Pip Furrow"));
    vm.removeOne("pt1-pip-furrow");
    assertThat(vm.deck().violations()).noneMatch(v -> v.contains("Pip Furrow"));

    vm.removeOne("pt1-clementine-haywick");
    assertThat(vm.deck().mane()).isNull();
  }

  @Test
  void aShippedDeckRebuiltCardByCardIsLegalAndSavesToTheSameDeck(@TempDir Path dir) throws Exception {
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    vm.rename(orchard.name());
    vm.add(orchard.maneCharacter());
    orchard.problemDeck().forEach(vm::add);
    orchard.drawDeck().forEach(vm::add);
    assertThat(vm.deck().violations()).isEmpty();
    assertThat(vm.deck().legal()).isTrue();

    Path file = dir.resolve(vm.suggestedFileName());
    assertThat(file.getFileName().toString()).isEqualTo("orchard-harvest.json");
    vm.save(file);
    assertThat(vm.deck().dirty()).isFalse();
    DeckList back = new DeckLoader(pool).load(file);
    assertThat(back.name()).isEqualTo(orchard.name());
    assertThat(back.problemDeck()).containsExactlyInAnyOrderElementsOf(orchard.problemDeck());
    assertThat(back.drawDeck()).containsExactlyInAnyOrderElementsOf(orchard.drawDeck());

    DeckEditorViewModel other = new DeckEditorViewModel(pool);
    assertThat(other.open(file)).isEmpty();
    assertThat(other.deck().drawCount()).isEqualTo(orchard.drawDeck().size());
    assertThat(other.deck().file()).isEqualTo(file);
  }

  @Test
  void aBrokenDeckFileIsRefusedWithItsPlaceAndTheDeckBeingEditedStays(@TempDir Path dir) throws Exception {
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    vm.add("pt1-pip-furrow");
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"name\": \"X\", \"maneCharacter\": \"pt1-clementine-haywick\",\n"
        + " \"problemDeck\": {}, \"drawDeck\": {\"pt1-pip-furow\": 2}}");
    assertThat(vm.open(bad)).isNotEmpty().anyMatch(e -> e.toString().contains("bad.json:2:")
        && e.toString().contains("pt1-pip-furow"));
    assertThat(vm.deck().draw()).extracting(l -> l.card().id()).containsExactly("pt1-pip-furrow");
    assertThat(vm.deck().dirty()).isTrue();
  }

  @Test
  void fileNamesComeFromTheDeckName() {
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    vm.rename("  Ann's  Big Deck!! ");
    assertThat(vm.suggestedFileName()).isEqualTo("ann-s-big-deck.json");
    vm.rename("***");
    assertThat(vm.suggestedFileName()).isEqualTo("deck.json");
    assertThat(List.of(vm.deckList().name())).containsExactly("***");
  }
}
