package org.ponytable.engine;

import org.ponytable.engine.rules.GameSetup;
import static org.ponytable.engine.terms.CardColor.BLUE;
import static org.ponytable.engine.terms.CardColor.ORANGE;
import static org.ponytable.engine.terms.CardColor.PURPLE;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.deck.DeckList;

/** A small card pool built in code, so engine tests don't depend on the shipped JSON. */
public final class TestCards {
  private TestCards() {}

  public static CardDef friend(String id, int cost, int power, CardColor... colors) {
    return CardDef.builder(id, CardType.FRIEND, id).cost(cost).power(power).colors(colors).build();
  }

  public static CardDef mane(String id, int power, int homeLimit, CardColor color) {
    Face boosted = new Face("Boosted", power + 1, java.util.Set.of(color), List.of(), List.of(), "", homeLimit + 1);
    return CardDef.builder(id, CardType.MANE_CHARACTER, id).subtitle("Start").power(power).colors(color)
        .homeLimit(homeLimit).boosted(boosted).build();
  }

  public static CardDef problem(String id, int bonus, boolean starting, List<RequirementPart> owner, int opponentAny) {
    return CardDef.builder(id, CardType.PROBLEM, id).bonus(bonus).startingProblem(starting)
        .ownerRequirement(owner.toArray(RequirementPart[]::new))
        .opponentRequirement(RequirementPart.any(opponentAny)).build();
  }

  public static CardDef troublemaker(String id, int power, int points, String... traits) {
    return CardDef.builder(id, CardType.TROUBLEMAKER, id).power(power).points(points).traits(traits).build();
  }

  public static final List<CardDef> DEFS = List.of(
      mane("mane-sun", 1, 3, YELLOW),
      mane("mane-star", 1, 3, PURPLE),
      friend("f-y1", 1, 1, YELLOW),
      friend("f-y2", 2, 2, YELLOW),
      CardDef.builder("f-y3", CardType.FRIEND, "f-y3").cost(3).power(3).colors(YELLOW)
          .playRequirement(new ColorPower(YELLOW, 2)).build(),
      CardDef.builder("f-o2", CardType.FRIEND, "f-o2").cost(2).power(2).colors(ORANGE).keywords(Keyword.SWIFT).build(),
      CardDef.builder("f-yo", CardType.FRIEND, "f-yo").cost(2).power(2).colors(YELLOW, ORANGE).keywords(Keyword.STUBBORN).build(),
      friend("f-p1", 1, 1, PURPLE),
      friend("f-p2", 2, 2, PURPLE),
      CardDef.builder("f-b3", CardType.FRIEND, "f-b3").cost(3).power(3).colors(BLUE)
          .playRequirement(new ColorPower(PURPLE, 1)).build(),
      CardDef.builder("f-pb", CardType.FRIEND, "f-pb").cost(2).power(2).colors(PURPLE, BLUE).traits("Unique").build(),
      troublemaker("tm-2", 2, 1),
      troublemaker("tm-4", 4, 2),
      troublemaker("tm-epic", 5, 3, "Epic"),
      problem("pr-y", 1, true, List.of(RequirementPart.of(YELLOW, 3), RequirementPart.notColor(YELLOW, 2)), 5),
      problem("pr-yo", 2, false, List.of(RequirementPart.of(YELLOW, 2), RequirementPart.of(ORANGE, 2)), 6),
      problem("pr-p", 1, true, List.of(RequirementPart.of(PURPLE, 3), RequirementPart.any(2)), 5),
      problem("pr-any", 1, false, List.of(RequirementPart.any(4)), 4));

  public static final CardPool POOL = new CardPool(DEFS);

  public static DeckList deck(String mane, List<String> friends, List<String> problems) {
    List<String> draw = new ArrayList<>();
    while (draw.size() < 48) {
      draw.addAll(friends);
    }
    List<String> probs = new ArrayList<>();
    while (probs.size() < 10) {
      probs.addAll(problems);
    }
    return new DeckList(mane, mane, probs.subList(0, 10), draw.subList(0, 48));
  }

  public static DeckList sunDeck() {
    return deck("mane-sun", List.of("f-y1", "f-y2", "f-y3", "f-o2", "f-yo", "tm-2", "tm-4", "tm-epic"),
        List.of("pr-y", "pr-yo", "pr-any"));
  }

  public static DeckList starDeck() {
    return deck("mane-star", List.of("f-p1", "f-p2", "f-b3", "f-pb", "tm-2", "tm-4"), List.of("pr-p", "pr-any"));
  }

  public static GameSetup setup(long seed) {
    return new GameSetup(List.of(new GameSetup.Seat("Ann", sunDeck()), new GameSetup.Seat("Bo", starDeck())), seed, -1);
  }
}
