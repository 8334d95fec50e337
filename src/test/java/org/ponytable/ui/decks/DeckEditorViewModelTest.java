package org.ponytable.ui.decks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.DeckWriter;
import org.ponytable.cards.octgn.OctgnDecks;
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
    // Every card but the token cards, which never go in a deck (rulings.md, token cards).
    assertThat(pool.all()).anyMatch(CardDef::token);
    assertThat(vm.cards()).hasSize((int) pool.all().stream().filter(c -> !c.token()).count()).noneMatch(CardDef::token);

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

  // ---- OCTGN decks (issue 9: import and export .o8d)

  private static final Path OCTGN_DECK = Path.of("..", "shared", "octgn", "Decks", "MLP CCG Original Theme Decks",
      "Applejack Theme Deck.o8d");

  @Test
  void anOctgnThemeDeckImportsAsTheSameDeckTheImporterWrote() throws Exception {
    Assumptions.assumeTrue(Files.isRegularFile(OCTGN_DECK), "../shared/octgn is not beside the project");
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    assertThat(vm.importOctgn(OCTGN_DECK, Path.of("cards"))).isEmpty();
    DeckList imported = new DeckLoader(pool).load(Path.of("cards", "decks", "octgn-applejack-theme-deck.json"));
    assertThat(vm.deckList().maneCharacter()).isEqualTo(imported.maneCharacter());
    assertThat(DeckWriter.counts(vm.deckList().drawDeck())).isEqualTo(DeckWriter.counts(imported.drawDeck()));
    assertThat(DeckWriter.counts(vm.deckList().problemDeck())).isEqualTo(DeckWriter.counts(imported.problemDeck()));
    assertThat(vm.deck().legal()).isTrue();
    // Not a file of ours yet: Save asks where, and leaving asks first.
    assertThat(vm.deck().file()).isNull();
    assertThat(vm.deck().dirty()).isTrue();
  }

  @Test
  void aDeckOfRealCardsGoesToOctgnAndComesBackTheSame(@TempDir Path dir) throws Exception {
    DeckList theme = new DeckLoader(pool).load(Path.of("cards", "decks", "octgn-rarity-theme-deck.json"));
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    assertThat(vm.open(Path.of("cards", "decks", "octgn-rarity-theme-deck.json"))).isEmpty();
    Path out = dir.resolve("rarity.o8d");
    vm.exportOctgn(out, Path.of("cards"));

    String xml = Files.readString(out);
    assertThat(xml).contains("<deck game=\"" + OctgnDecks.GAME + "\">", "<section name=\"Mane Character\"",
        "<section name=\"Problems\"");
    DeckEditorViewModel back = new DeckEditorViewModel(pool);
    assertThat(back.importOctgn(out, Path.of("cards"))).isEmpty();
    assertThat(back.deckList().maneCharacter()).isEqualTo(theme.maneCharacter());
    assertThat(DeckWriter.counts(back.deckList().drawDeck())).isEqualTo(DeckWriter.counts(theme.drawDeck()));
    assertThat(DeckWriter.counts(back.deckList().problemDeck())).isEqualTo(DeckWriter.counts(theme.problemDeck()));
  }

  @Test
  void ourOwnCardsCannotGoToOctgnAndTheMessageNamesThem(@TempDir Path dir) {
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    assertThat(vm.open(Path.of("cards", "decks", "orchard-harvest.json"))).isEmpty();
    Path out = dir.resolve("orchard.o8d");
    assertThatThrownBy(() -> vm.exportOctgn(out, Path.of("cards")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("GUID").hasMessageContaining(pool.get(orchard.maneCharacter()).title());
    assertThat(out).doesNotExist();
  }

  @Test
  void anOctgnDeckNamingAnUnknownCardIsALocatedErrorAndTheDeckStays(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.o8d");
    Files.writeString(bad, """
        <?xml version="1.0" encoding="utf-8" standalone="yes"?>
        <deck game="65656467-b709-43b2-a5c6-80c2f216adf9">
          <section name="Friends" shared="False">
            <card qty="2" id="00000000-0000-0000-0000-000000000000">Nopony</card>
          </section>
        </deck>
        """);
    DeckEditorViewModel vm = new DeckEditorViewModel(pool);
    assertThat(vm.open(Path.of("cards", "decks", "orchard-harvest.json"))).isEmpty();
    var errors = vm.importOctgn(bad, Path.of("cards"));
    assertThat(errors).isNotEmpty();
    assertThat(errors.get(0).toString()).contains("bad.o8d:4:").contains("00000000-0000-0000-0000-000000000000");
    assertThat(vm.deckList().maneCharacter()).isEqualTo(orchard.maneCharacter());
  }
}
