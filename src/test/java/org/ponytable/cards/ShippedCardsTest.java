package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;

/** The cards and decks the game ships load, are legal, and have the shape the starter decks need. */
class ShippedCardsTest {
  private static CardPool pool;
  private static List<DeckList> decks;
  private static final Set<String> VANILLA = Set.of("Orchard Harvest", "Starlight Academy");

  @BeforeAll
  static void load() throws CardLoadException {
    pool = new CardLoader().loadDirectory(Path.of("cards"));
    decks = new DeckLoader(pool).loadDirectory(Path.of("cards", CardLoader.DECKS_FOLDER));
  }

  @Test
  void theShippedCardsAndDecksLoad() {
    assertThat(pool.all()).hasSizeGreaterThanOrEqualTo(2 * (1 + 6 + 17));
    assertThat(decks).extracting(DeckList::name).filteredOn(n -> !n.contains("Theme"))
        .containsExactlyInAnyOrder("Orchard Harvest", "Starlight Academy", "Confetti Parade",
            "Thunderhead Squadron", "Moonshade Hollow", "Crystal Bazaar");
    // The 12 theme decks imported from OCTGN (issue 11); OctgnImportTest checks them in full.
    assertThat(decks).extracting(DeckList::name).filteredOn(n -> n.contains("Theme")).hasSize(12);
  }

  @Test
  void noTwoShippedCardsShareASetAndNumber() {
    // Tokens and Villain Challenge cards share numbers in the real data (T1, QC2): not collector numbers.
    Map<String, List<String>> byNumber = pool.all().stream().filter(c -> c.set() != null && c.number() != null)
        .filter(c -> !c.set().equals("Tokens") && !c.set().equals("Villain Challenge"))
        .collect(Collectors.groupingBy(c -> c.set() + " " + c.number(),
            Collectors.mapping(CardDef::id, Collectors.toList())));
    assertThat(byNumber).allSatisfy((number, ids) -> assertThat(ids).as(number).hasSize(1));
  }

  @TestFactory
  List<DynamicTest> everyShippedDeckIsLegal() {
    return decks.stream().map(deck -> DynamicTest.dynamicTest(deck.name(),
        () -> assertThat(DeckValidator.validate(deck, pool)).isEmpty())).toList();
  }

  @TestFactory
  List<DynamicTest> theStartersAreVanilla() {
    // The PT2 decks carry abilities; card-pool tests cover them (CardPoolTest).
    return decks.stream().filter(d -> VANILLA.contains(d.name())).map(deck -> DynamicTest.dynamicTest(deck.name(), () -> {
      checkMane(pool.get(deck.maneCharacter()));
      checkProblems(deck.problemDeck().stream().map(pool::get).toList());
      checkDraw(deck.drawDeck().stream().map(pool::get).toList());
    })).toList();
  }

  @Test
  void theDecksKeepToTheirColors() {
    Map<String, Set<CardColor>> expected = Map.of(
        "Orchard Harvest", EnumSet.of(CardColor.YELLOW, CardColor.ORANGE),
        "Starlight Academy", EnumSet.of(CardColor.PURPLE, CardColor.BLUE),
        "Confetti Parade", EnumSet.of(CardColor.PINK, CardColor.WHITE),
        "Thunderhead Squadron", EnumSet.of(CardColor.BLUE, CardColor.ORANGE),
        "Moonshade Hollow", EnumSet.of(CardColor.PURPLE, CardColor.YELLOW),
        "Crystal Bazaar", EnumSet.of(CardColor.WHITE, CardColor.BLUE, CardColor.PURPLE));
    for (DeckList deck : decks.stream().filter(d -> expected.containsKey(d.name())).toList()) {
      Set<CardColor> used = EnumSet.noneOf(CardColor.class);
      pool.get(deck.maneCharacter()).face().colors().forEach(used::add);
      deck.drawDeck().forEach(id -> used.addAll(pool.get(id).face().colors()));
      deck.problemDeck().forEach(id -> pool.get(id).ownerRequirement().stream()
          .filter(p -> p.color() != null).forEach(p -> used.add(p.color())));
      assertThat(used).as(deck.name()).isEqualTo(expected.get(deck.name()));
    }
  }

  private static void checkMane(CardDef mane) {
    assertThat(mane.type()).isEqualTo(CardType.MANE_CHARACTER);
    assertThat(mane.boosted()).isNotNull();
    assertThat(mane.face().homeLimit()).isEqualTo(3);
    assertThat(mane.boosted().homeLimit()).isEqualTo(4);
    assertThat(mane.face().text()).as("no abilities yet").isEmpty();
    assertThat(mane.boosted().text()).as("no abilities yet").isEmpty();
  }

  private static void checkProblems(List<CardDef> problems) {
    assertThat(problems).hasSize(10);
    assertThat(problems).anyMatch(CardDef::startingProblem);
    assertThat(problems).allSatisfy(p -> {
      assertThat(p.bonus()).isBetween(1, 2);
      assertThat(p.opponentRequirement()).singleElement()
          .satisfies(r -> assertThat(r.kind()).isEqualTo(RequirementPart.Kind.ANY));
      assertThat(p.face().text()).isEmpty();
    });
    Set<String> shapes = problems.stream().map(ShippedCardsTest::shape)
        .collect(Collectors.toSet());
    assertThat(shapes).contains("COLOR+NOT_COLOR", "ANY+COLOR", "COLOR+COLOR", "ANY");
  }

  private static String shape(CardDef problem) {
    return problem.ownerRequirement().stream().map(r -> r.kind().name()).sorted()
        .collect(Collectors.joining("+"));
  }

  private static void checkDraw(List<CardDef> draw) {
    assertThat(draw).hasSizeBetween(45, 50);
    assertThat(draw).allSatisfy(c -> {
      assertThat(c.type()).isIn(CardType.FRIEND, CardType.TROUBLEMAKER);
      assertThat(c.face().text()).as("no abilities yet").isEmpty();
      assertThat(c.face().traits()).isNotEmpty();
    });
    List<CardDef> friends = draw.stream().filter(c -> c.type() == CardType.FRIEND).toList();
    assertThat(friends).allSatisfy(f -> {
      assertThat(f.cost()).isBetween(1, 4);
      assertThat(f.face().power()).isBetween(1, 4);
      assertThat(f.face().colors()).hasSizeBetween(1, 2);
    });
    assertThat(friends).anyMatch(f -> !f.playRequirement().isEmpty());
    assertThat(friends).anyMatch(f -> f.playRequirement().isEmpty());
    assertThat(friends).anyMatch(f -> f.face().colors().size() == 2);
    assertThat(friends).anyMatch(f -> f.face().has(Keyword.SWIFT));
    assertThat(friends).anyMatch(f -> f.face().has(Keyword.STUBBORN));
    Map<String, Long> uniques = friends.stream().filter(f -> f.face().hasTrait("Unique"))
        .collect(Collectors.groupingBy(CardDef::name, Collectors.counting()));
    assertThat(uniques).as("one Unique card, two copies").hasSize(1).containsValue(2L);

    List<CardDef> troublemakers =
        draw.stream().filter(c -> c.type() == CardType.TROUBLEMAKER).toList();
    assertThat(troublemakers).isNotEmpty().allSatisfy(t -> {
      assertThat(t.face().power()).isBetween(2, 5);
      assertThat(t.points()).isBetween(1, 3);
    });
    Map<String, CardDef> epics = troublemakers.stream().filter(t -> t.face().hasTrait("Epic"))
        .collect(Collectors.toMap(CardDef::id, Function.identity(), (a, b) -> a));
    assertThat(epics).hasSize(1);
  }
}
