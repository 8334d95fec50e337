package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.deck.DeckList;

/** Deck list files: the format, the ids, and where the errors are. */
class DeckLoaderTest {
  private static CardPool pool;

  @BeforeAll
  static void pool() {
    Face mane = new Face("", 1, java.util.Set.of(CardColor.PINK), List.of(), List.of(), "", 3);
    pool = new CardPool(List.of(
        CardDef.builder("t-mane", CardType.MANE_CHARACTER, "Mane").boosted(mane).homeLimit(3)
            .build(),
        CardDef.builder("t-problem", CardType.PROBLEM, "Problem").startingProblem(true)
            .ownerRequirement(RequirementPart.any(3)).opponentRequirement(RequirementPart.any(3))
            .build(),
        CardDef.builder("t-friend", CardType.FRIEND, "Friend").cost(1).power(1).build(),
        CardDef.builder("t-friend-two", CardType.FRIEND, "Friend Two").cost(1).power(1).build()));
  }

  private final DeckLoader loader = new DeckLoader(pool);

  private List<LoadError> errors(String json) {
    LoadResult<DeckList> r = loader.readString(json, "deck.json");
    assertThat(r.ok()).isFalse();
    assertThat(r.value()).isNull();
    return r.errors();
  }

  @Test
  void readsADeckExpandingCopiesInOrder() throws CardLoadException {
    DeckList deck = loader.loadString("""
        {"$schema": "../../docs/deck.schema.json",
         "name": "Test Deck", "maneCharacter": "t-mane",
         "problemDeck": {"t-problem": 2},
         "drawDeck": {"t-friend-two": 1, "t-friend": 3}}""", "deck.json");
    assertThat(deck.name()).isEqualTo("Test Deck");
    assertThat(deck.maneCharacter()).isEqualTo("t-mane");
    assertThat(deck.problemDeck()).containsExactly("t-problem", "t-problem");
    assertThat(deck.drawDeck())
        .containsExactly("t-friend-two", "t-friend", "t-friend", "t-friend");
  }

  @Test
  void anUnknownCardIdIsReportedAtItsKeyWithASuggestion() {
    List<LoadError> all = errors("""
        {"name": "D", "maneCharacter": "t-mane",
         "problemDeck": {"t-problem": 2},
         "drawDeck": {
           "t-friend": 3,
           "t-freind": 3
         }}""");
    assertThat(all).singleElement().satisfies(e -> {
      assertThat(e.file()).isEqualTo("deck.json");
      assertThat(e.line()).isEqualTo(5);
      assertThat(e.column()).isEqualTo(4);
      assertThat(e.pointer()).isEqualTo("/drawDeck/t-freind");
      assertThat(e.message()).isEqualTo("no card has the id \"t-freind\"; did you mean"
          + " \"t-friend\"?");
    });
  }

  @Test
  void anUnknownManeCharacterIsReportedAtItsValue() {
    List<LoadError> all = errors("""
        {"name": "D",
         "maneCharacter": "somebody-else",
         "problemDeck": {}, "drawDeck": {}}""");
    assertThat(all).singleElement().satisfies(e -> {
      assertThat(e.line()).isEqualTo(2);
      assertThat(e.column()).isEqualTo(19);
      assertThat(e.pointer()).isEqualTo("/maneCharacter");
      assertThat(e.message()).isEqualTo("no card has the id \"somebody-else\"; card ids come from"
          + " the card files under cards/");
    });
  }

  @Test
  void countsMustBeWholeNumbersFromOne() {
    List<LoadError> all = errors("""
        {"name": "D", "maneCharacter": "t-mane",
         "problemDeck": {"t-problem": 0},
         "drawDeck": {"t-friend": "3", "t-friend-two": 1000}}""");
    assertThat(all).extracting(LoadError::pointer, LoadError::line, LoadError::column)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("/problemDeck/t-problem", 2, 31),
            org.assertj.core.groups.Tuple.tuple("/drawDeck/t-friend", 3, 27),
            org.assertj.core.groups.Tuple.tuple("/drawDeck/t-friend-two", 3, 48));
    assertThat(all).extracting(LoadError::message).containsExactly(
        "the number of copies of \"t-problem\" must be an integer from 1 to 99, but it is 0",
        "the number of copies of \"t-friend\" must be an integer from 1 to 99, but it is a string"
            + " (\"3\"); write the number without quotes",
        "the number of copies of \"t-friend-two\" must be an integer from 1 to 99, but it is 1000");
  }

  @Test
  void missingAndUnknownFields() {
    List<LoadError> all = errors("""
        {"name": "D", "maneCharacter": "t-mane",
         "drawdeck": {"t-friend": 3}}""");
    assertThat(all).extracting(LoadError::pointer).containsExactly("", "", "/drawdeck");
    assertThat(all).extracting(LoadError::message).containsExactlyInAnyOrder(
        "missing \"problemDeck\": a deck needs it; expected the Problem deck (101.3), an object"
            + " of card id to number of copies",
        "missing \"drawDeck\": a deck needs it; expected the draw deck (101.1), an object of card"
            + " id to number of copies",
        "unknown field \"drawdeck\"; did you mean \"drawDeck\"? the fields a deck may have are"
            + " $schema, name, maneCharacter, problemDeck, drawDeck");
  }

  @Test
  void aListInsteadOfCounts() {
    List<LoadError> all = errors("""
        {"name": "D", "maneCharacter": "t-mane", "problemDeck": {},
         "drawDeck": ["t-friend", "t-friend"]}""");
    assertThat(all).singleElement().satisfies(e -> {
      assertThat(e.pointer()).isEqualTo("/drawDeck");
      assertThat(e.column()).isEqualTo(14);
      assertThat(e.message()).isEqualTo("\"drawDeck\" must be the draw deck (101.1), an object of"
          + " card id to number of copies, but it is an array [...]");
    });
  }

  @Test
  void notADeckObject() {
    assertThat(errors("[]")).singleElement().satisfies(e -> assertThat(e.message())
        .startsWith("a deck file holds one deck object"));
    assertThat(errors("{\"name\": \"D\",}")).singleElement().satisfies(e -> {
      assertThat(e.column()).isEqualTo(14);
      assertThat(e.message()).startsWith("malformed JSON: a comma before '}'");
    });
  }

  @Test
  void aFolderOfDecksReportsAllFilesTogether(@TempDir Path dir) throws Exception {
    String good = "{\"name\": \"%s\", \"maneCharacter\": \"t-mane\", \"problemDeck\": {},"
        + " \"drawDeck\": {}}";
    Files.writeString(dir.resolve("b.json"), good.formatted("B"));
    Files.writeString(dir.resolve("a.json"), good.formatted("A"));
    Files.writeString(dir.resolve("notes.txt"), "ignored");
    assertThat(loader.loadDirectory(dir)).extracting(DeckList::name).containsExactly("A", "B");

    Files.writeString(dir.resolve("c.json"), "{\"name\": \"C\"}");
    Files.writeString(dir.resolve("d.json"), "{");
    CardLoadException e = catchThrowableOfType(CardLoadException.class,
        () -> loader.loadDirectory(dir));
    assertThat(e.errors()).extracting(LoadError::file).containsOnly(
        dir.resolve("c.json").toString(), dir.resolve("d.json").toString());
    assertThat(e.errors()).hasSize(4);
  }

  @Test
  void aMissingDeckFileOrFolderIsAnError(@TempDir Path dir) {
    assertThat(loader.loadFile(dir.resolve("none.json")).errors()).singleElement()
        .satisfies(e -> assertThat(e.message()).isEqualTo("the file does not exist"));
    CardLoadException e = catchThrowableOfType(CardLoadException.class,
        () -> loader.loadDirectory(dir.resolve("none")));
    assertThat(e.errors()).singleElement()
        .satisfies(err -> assertThat(err.message()).isEqualTo("the deck folder does not exist"));
  }
}
