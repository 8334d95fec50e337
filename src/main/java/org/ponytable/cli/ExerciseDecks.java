package org.ponytable.cli;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.terms.CardColor;

/**
 * Legal decks (101) built at random from a chosen set of cards, each of two colors, so random games
 * reach the cards of every color. The same randomness builds the same decks.
 */
final class ExerciseDecks {
  private ExerciseDecks() {}

  /** The cards decks are built from, by the part of a deck they go in. */
  record Cards(List<CardDef> manes, List<CardDef> problems, List<CardDef> drawable) {}

  /** The cards {@code allowed} (by id), sorted into Mane Characters, Problems and draw-deck cards. */
  static Cards of(CardPool pool, Set<String> allowed) {
    List<CardDef> manes = new ArrayList<>();
    List<CardDef> problems = new ArrayList<>();
    List<CardDef> drawable = new ArrayList<>();
    for (CardDef c : pool.all()) {
      if (!allowed.contains(c.id()) || c.token()) {
        continue;
      }
      switch (c.type()) {
        case MANE_CHARACTER -> manes.add(c);
        case PROBLEM -> problems.add(c);
        case FRIEND, EVENT, RESOURCE, TROUBLEMAKER -> drawable.add(c);
        default -> { }
      }
    }
    return new Cards(manes, problems, drawable);
  }

  /**
   * A legal deck of a random pair of colors: a Mane Character of one of the two colors, a draw
   * deck of cards in no other color, ten Problems with a Starting Problem; null when the cards
   * can't make one.
   */
  static DeckList random(CardPool pool, Cards cards, Random random) {
    CardColor[] colors = CardColor.values();
    List<Set<CardColor>> pairs = new ArrayList<>();
    for (int i = 0; i < colors.length; i++) {
      for (int j = i + 1; j < colors.length; j++) {
        pairs.add(EnumSet.of(colors[i], colors[j]));
      }
    }
    java.util.Collections.shuffle(pairs, random);
    for (Set<CardColor> pair : pairs) {
      DeckList d = deck(pair, cards.manes(), cards.problems(), cards.drawable(), random);
      if (d != null && DeckValidator.isLegal(d, pool)) {
        return d;
      }
    }
    return null;
  }

  private static DeckList deck(Set<CardColor> pair, List<CardDef> manes, List<CardDef> problems,
      List<CardDef> drawable, Random random) {
    List<CardDef> maneChoices = manes.stream()
        .filter(m -> !m.face().colors().isEmpty() && pair.containsAll(m.face().colors())).toList();
    List<CardDef> cards = drawable.stream().filter(c -> pair.containsAll(c.face().colors())).toList();
    List<CardDef> starting = problems.stream().filter(CardDef::startingProblem).toList();
    if (maneChoices.isEmpty() || starting.isEmpty() || problems.size() < DeckValidator.PROBLEM_DECK_SIZE / 2
        || cards.size() * DeckValidator.MAX_DRAW_COPIES < DeckValidator.MIN_DRAW_DECK) {
      return null;
    }
    String name = "Exercise " + pair.stream().map(c -> c.name().toLowerCase(java.util.Locale.ROOT))
        .reduce((a, b) -> a + "-" + b).orElse("");
    List<String> draw = pick(cards, DeckValidator.MIN_DRAW_DECK, DeckValidator.MAX_DRAW_COPIES, random, List.of());
    List<String> problemDeck = pick(problems, DeckValidator.PROBLEM_DECK_SIZE, DeckValidator.MAX_PROBLEM_COPIES,
        random, List.of(starting.get(random.nextInt(starting.size())).id()));
    return new DeckList(name, maneChoices.get(random.nextInt(maneChoices.size())).id(), problemDeck, draw);
  }

  /** {@code size} ids drawn at random from {@code from}, at most {@code copies} of each, after {@code first}. */
  private static List<String> pick(List<CardDef> from, int size, int copies, Random random, List<String> first) {
    List<String> out = new ArrayList<>(first);
    Map<String, Integer> count = new HashMap<>();
    first.forEach(id -> count.merge(id, 1, Integer::sum));
    while (out.size() < size) {
      String id = from.get(random.nextInt(from.size())).id();
      if (count.getOrDefault(id, 0) < copies) {
        count.merge(id, 1, Integer::sum);
        out.add(id);
      }
    }
    return out;
  }
}
