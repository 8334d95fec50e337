package org.ponytable.engine.deck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.RequirementPart;

/** Rule 101 (and 102.1's Mane Character) on decks built in code. */
class DeckValidatorTest {
  private static final Face BOOSTED =
      new Face("Boosted", 2, java.util.Set.of(CardColor.BLUE), List.of(), List.of(), "", 4);

  private static CardDef friend(String id, String title, String subtitle) {
    return CardDef.builder(id, CardType.FRIEND, title).subtitle(subtitle).cost(1).power(1)
        .build();
  }

  private static CardDef problem(String id, String title, boolean starting) {
    return CardDef.builder(id, CardType.PROBLEM, title).startingProblem(starting)
        .ownerRequirement(RequirementPart.any(4)).opponentRequirement(RequirementPart.any(4))
        .bonus(1).build();
  }

  private static final CardPool POOL = pool();

  private static CardPool pool() {
    List<CardDef> defs = new ArrayList<>();
    defs.add(CardDef.builder("mane", CardType.MANE_CHARACTER, "Mane").subtitle("Start")
        .homeLimit(3).power(1).boosted(BOOSTED).build());
    for (int i = 0; i < 20; i++) {
      defs.add(friend("f" + i, "Friend " + i, "Helper"));
    }
    // Same name (title + subtitle) under two ids: they count together (201.1).
    defs.add(friend("twin-a", "Twin", "Mirror"));
    defs.add(friend("twin-b", "Twin", "Mirror"));
    // Same title, other subtitle: a different name (201.1a).
    defs.add(friend("twin-c", "Twin", "Other"));
    defs.add(CardDef.builder("event", CardType.EVENT, "Party").cost(1).build());
    defs.add(CardDef.builder("resource", CardType.RESOURCE, "Lamp").cost(1).build());
    defs.add(CardDef.builder("tm", CardType.TROUBLEMAKER, "Imp").power(2).points(1).build());
    for (int i = 0; i < 6; i++) {
      defs.add(problem("p" + i, "Problem " + i, i == 0));
    }
    defs.add(problem("same-a", "Same Trouble", false));
    defs.add(problem("same-b", "Same Trouble", false));
    return new CardPool(defs);
  }

  /** 45 draw cards: 15 friends x 3. */
  private static List<String> draw45() {
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 15; i++) {
      ids.addAll(Collections.nCopies(3, "f" + i));
    }
    return ids;
  }

  /** 10 Problems, 2 of each of p0..p4, p0 being a Starting Problem. */
  private static List<String> problems10() {
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      ids.addAll(Collections.nCopies(2, "p" + i));
    }
    return ids;
  }

  private static List<DeckViolation> check(String mane, List<String> problems, List<String> draw) {
    return DeckValidator.validate(new DeckList("Test", mane, problems, draw), POOL);
  }

  private static List<String> rules(List<DeckViolation> violations) {
    return violations.stream().map(DeckViolation::rule).toList();
  }

  @Test
  void aLegalDeckHasNoViolations() {
    List<String> draw = draw45();
    draw.addAll(List.of("event", "resource", "tm", "tm", "tm"));
    assertThat(check("mane", problems10(), draw)).isEmpty();
    assertThat(DeckValidator.isLegal(new DeckList("T", "mane", problems10(), draw), POOL))
        .isTrue();
  }

  @Test
  @DisplayName("101.1 a draw deck needs at least 45 cards")
  void drawDeckMinimum() {
    List<String> draw = draw45();
    draw.remove(0);
    List<DeckViolation> v = check("mane", problems10(), draw);
    assertThat(rules(v)).containsExactly("101.1");
    assertThat(v.get(0).message())
        .isEqualTo("The draw deck has 44 cards; it needs at least 45 (101.1).");
  }

  @Test
  @DisplayName("101.1 a draw deck has no maximum")
  void drawDeckHasNoMaximum() {
    List<String> draw = draw45();
    for (int i = 15; i < 20; i++) {
      draw.addAll(Collections.nCopies(3, "f" + i));
    }
    assertThat(draw).hasSize(60);
    assertThat(check("mane", problems10(), draw)).isEmpty();
  }

  @Test
  @DisplayName("101.2 a draw deck holds only Friends, Events, Resources and Troublemakers")
  void drawDeckTypes() {
    List<String> draw = draw45();
    draw.addAll(List.of("p5", "mane"));
    List<DeckViolation> v = check("mane", problems10(), draw);
    assertThat(rules(v)).containsExactly("101.2", "101.2");
    assertThat(v.get(0).message()).isEqualTo("The draw deck holds \"Problem 5\" (p5), a Problem;"
        + " a draw deck may hold only Friends, Events, Resources and Troublemakers (101.2).");
    assertThat(v.get(1).message()).startsWith("The draw deck holds \"Mane, Start\" (mane), a Mane"
        + " Character;");
  }

  @Test
  @DisplayName("101.2 at most 3 cards of one name in the draw deck")
  void drawDeckCopies() {
    List<String> draw = draw45();
    draw.add("f0");
    List<DeckViolation> v = check("mane", problems10(), draw);
    assertThat(rules(v)).containsExactly("101.2");
    assertThat(v.get(0).message()).isEqualTo("The draw deck holds 4 cards named \"Friend 0,"
        + " Helper\" (id f0); at most 3 cards with the same name are allowed (101.2).");
  }

  @Test
  @DisplayName("101.2 / 201.1 two ids with the same name count together")
  void copiesAreCountedByName() {
    List<String> draw = draw45();
    draw.addAll(List.of("twin-a", "twin-a", "twin-b", "twin-b"));
    List<DeckViolation> v = check("mane", problems10(), draw);
    assertThat(rules(v)).containsExactly("101.2");
    assertThat(v.get(0).message()).isEqualTo("The draw deck holds 4 cards named \"Twin, Mirror\""
        + " (ids twin-a x2, twin-b x2); at most 3 cards with the same name are allowed (101.2).");
  }

  @Test
  @DisplayName("201.1a the same title with another subtitle is another name")
  void subtitleMakesADifferentName() {
    List<String> draw = draw45();
    draw.addAll(List.of("twin-a", "twin-b", "twin-c", "twin-c", "twin-c"));
    assertThat(check("mane", problems10(), draw)).isEmpty();
  }

  @Test
  @DisplayName("101.3 a Problem deck has exactly 10 Problems")
  void problemDeckSize() {
    List<String> nine = problems10();
    nine.remove(nine.size() - 1);
    List<DeckViolation> v = check("mane", nine, draw45());
    assertThat(rules(v)).containsExactly("101.3");
    assertThat(v.get(0).message())
        .isEqualTo("The Problem deck has 9 Problem cards; it must have exactly 10 (101.3).");

    List<String> eleven = problems10();
    eleven.add("p5");
    assertThat(rules(check("mane", eleven, draw45()))).containsExactly("101.3");
  }

  @Test
  @DisplayName("101.3a at most 2 cards of one name in the Problem deck")
  void problemDeckCopies() {
    List<String> problems = problems10();
    problems.set(problems.size() - 1, "p0"); // p0 x3, p4 x1
    List<DeckViolation> v = check("mane", problems, draw45());
    assertThat(rules(v)).containsExactly("101.3a");
    assertThat(v.get(0).message()).isEqualTo("The Problem deck holds 3 cards named \"Problem 0\""
        + " (id p0); at most 2 cards with the same name are allowed (101.3a).");

    List<String> sameName = new ArrayList<>(problems10().subList(0, 8));
    sameName.addAll(List.of("same-a", "same-b"));
    assertThat(check("mane", sameName, draw45())).isEmpty();
    sameName.set(7, "same-a");
    assertThat(rules(check("mane", sameName, draw45()))).containsExactly("101.3a");
  }

  @Test
  @DisplayName("101.3b a Problem deck holds only Problems")
  void problemDeckTypes() {
    List<String> problems = problems10();
    problems.set(9, "f0");
    List<DeckViolation> v = check("mane", problems, draw45());
    assertThat(rules(v)).containsExactly("101.3", "101.3b");
    assertThat(v.get(1).message()).isEqualTo("The Problem deck holds \"Friend 0, Helper\" (f0), a"
        + " Friend; a Problem deck may hold only Problems (101.3b).");
  }

  @Test
  @DisplayName("101.3c a Problem deck needs a Starting Problem")
  void startingProblem() {
    List<String> problems = new ArrayList<>();
    for (int i = 1; i <= 5; i++) {
      problems.addAll(Collections.nCopies(2, "p" + i));
    }
    List<DeckViolation> v = check("mane", problems, draw45());
    assertThat(rules(v)).containsExactly("101.3c");
    assertThat(v.get(0).message()).isEqualTo("The Problem deck has no Starting Problem; it needs"
        + " at least one Problem marked as a Starting Problem (101.3c).");
  }

  @Test
  @DisplayName("102.1 the Mane Character must be a Mane Character")
  void maneCharacterType() {
    List<DeckViolation> v = check("f0", problems10(), draw45());
    assertThat(rules(v)).containsExactly("102.1");
    assertThat(v.get(0).message()).isEqualTo("\"Friend 0, Helper\" (f0) is a Friend, not a Mane"
        + " Character; a deck needs exactly one Mane Character (102.1).");
    assertThat(rules(check("nobody", problems10(), draw45()))).containsExactly("102.1");
  }

  @Test
  void unknownIdsAreReportedOnceEach() {
    List<String> draw = draw45();
    draw.addAll(List.of("ghost", "ghost"));
    List<DeckViolation> v = check("mane", problems10(), draw);
    assertThat(v).singleElement().satisfies(x -> {
      assertThat(x.rule()).isEqualTo("101.2");
      assertThat(x.message()).isEqualTo("The draw deck names \"ghost\", which is not a known"
          + " card id (101.2).");
    });
  }

  @Test
  void everyViolationIsReportedTogether() {
    List<String> draw = new ArrayList<>(Collections.nCopies(4, "f0"));
    draw.add("p1");
    List<String> problems = List.of("p1", "p1", "p1", "f1");
    List<DeckViolation> v = check("tm", problems, draw);
    assertThat(rules(v)).containsExactly(
        "102.1", "101.1", "101.2", "101.2", "101.3", "101.3a", "101.3b", "101.3c");
    assertThat(v).allSatisfy(x -> assertThat(x.message()).contains("(" + x.rule() + ")"));
    assertThat(v.get(0).toString()).isEqualTo(v.get(0).message());
  }
}
