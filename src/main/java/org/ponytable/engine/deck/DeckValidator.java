package org.ponytable.engine.deck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;

/**
 * Checks a deck list against the deckbuilding rules (101) and the start-of-game need for a Mane
 * Character (102.1). Copies are counted by card name (201.1: Title and Subtitle), so two ids with
 * the same name count together.
 */
public final class DeckValidator {
  public static final int MIN_DRAW_DECK = 45;
  public static final int MAX_DRAW_COPIES = 3;
  public static final int PROBLEM_DECK_SIZE = 10;
  public static final int MAX_PROBLEM_COPIES = 2;

  private DeckValidator() {}

  /** True when {@link #validate} finds nothing wrong. */
  public static boolean isLegal(DeckList deck, CardPool pool) {
    return validate(deck, pool).isEmpty();
  }

  /** Every rule the deck breaks, in rule order; empty for a legal deck. */
  public static List<DeckViolation> validate(DeckList deck, CardPool pool) {
    List<DeckViolation> out = new ArrayList<>();
    checkMane(deck, pool, out);
    checkDrawDeck(deck.drawDeck(), pool, out);
    checkProblemDeck(deck.problemDeck(), pool, out);
    return out;
  }

  private static void checkMane(DeckList deck, CardPool pool, List<DeckViolation> out) {
    String id = deck.maneCharacter();
    CardDef mane = pool.find(id).orElse(null);
    if (id.isBlank()) {
      out.add(new DeckViolation("102.1", "The deck has no Mane Character; it needs exactly one (102.1)."));
    } else if (mane == null) {
      out.add(new DeckViolation("102.1", "The Mane Character \"" + id
          + "\" is not a known card id; a deck needs one Mane Character (102.1)."));
    } else if (mane.type() != CardType.MANE_CHARACTER) {
      out.add(new DeckViolation("102.1", describe(mane) + " is " + article(mane.type())
          + ", not a Mane Character; a deck needs exactly one Mane Character (102.1)."));
    }
  }

  private static void checkDrawDeck(List<String> ids, CardPool pool, List<DeckViolation> out) {
    List<CardDef> cards = known(ids, pool, "draw deck", "101.2", out);
    if (ids.size() < MIN_DRAW_DECK) {
      out.add(new DeckViolation("101.1", "The draw deck has " + ids.size() + " card"
          + (ids.size() == 1 ? "" : "s") + "; it needs at least " + MIN_DRAW_DECK + " (101.1)."));
    }
    for (CardDef c : distinct(cards)) {
      if (c.token()) {
        // A token is put into play by an effect, never built into a deck (rulings.md).
        out.add(new DeckViolation("101.2", "The draw deck holds " + describe(c) + ", a token card; tokens are"
            + " put into play only by card effects and never belong in a deck (101.2, rulings.md)."));
        continue;
      }
      if (!c.type().belongsInDrawDeck()) {
        out.add(new DeckViolation("101.2", "The draw deck holds " + describe(c) + ", "
            + article(c.type()) + "; a draw deck may hold only Friends, Events, Resources and"
            + " Troublemakers (101.2)."));
      }
    }
    copies(cards, MAX_DRAW_COPIES, "draw deck", "101.2", out);
  }

  private static void checkProblemDeck(List<String> ids, CardPool pool,
      List<DeckViolation> out) {
    List<CardDef> cards = known(ids, pool, "Problem deck", "101.3", out);
    long problems = cards.stream().filter(c -> c.type() == CardType.PROBLEM).count();
    if (problems != PROBLEM_DECK_SIZE) {
      out.add(new DeckViolation("101.3", "The Problem deck has " + problems + " Problem card"
          + (problems == 1 ? "" : "s") + "; it must have exactly " + PROBLEM_DECK_SIZE
          + " (101.3)."));
    }
    copies(cards, MAX_PROBLEM_COPIES, "Problem deck", "101.3a", out);
    for (CardDef c : distinct(cards)) {
      if (c.type() != CardType.PROBLEM) {
        out.add(new DeckViolation("101.3b", "The Problem deck holds " + describe(c) + ", "
            + article(c.type()) + "; a Problem deck may hold only Problems (101.3b)."));
      }
    }
    boolean starting = cards.stream()
        .anyMatch(c -> c.type() == CardType.PROBLEM && c.startingProblem());
    if (!starting) {
      out.add(new DeckViolation("101.3c", "The Problem deck has no Starting Problem; it needs at"
          + " least one Problem marked as a Starting Problem (101.3c)."));
    }
  }

  /** The known cards among {@code ids}; each unknown id is reported once. */
  private static List<CardDef> known(List<String> ids, CardPool pool, String deckName,
      String rule, List<DeckViolation> out) {
    List<CardDef> cards = new ArrayList<>();
    Set<String> unknown = new LinkedHashSet<>();
    for (String id : ids) {
      pool.find(id).ifPresentOrElse(cards::add, () -> unknown.add(id));
    }
    for (String id : unknown) {
      out.add(new DeckViolation(rule, "The " + deckName + " names \"" + id
          + "\", which is not a known card id (" + rule + ")."));
    }
    return cards;
  }

  private static void copies(List<CardDef> cards, int max, String deckName, String rule,
      List<DeckViolation> out) {
    Map<String, Map<String, Integer>> byName = new LinkedHashMap<>();
    for (CardDef c : cards) {
      byName.computeIfAbsent(c.name(), n -> new LinkedHashMap<>()).merge(c.id(), 1, Integer::sum);
    }
    byName.forEach((name, idCounts) -> {
      int total = idCounts.values().stream().mapToInt(Integer::intValue).sum();
      if (total > max) {
        String ids = idCounts.size() == 1 ? "id " + idCounts.keySet().iterator().next()
            : "ids " + idCounts.entrySet().stream().map(e -> e.getKey() + " x" + e.getValue())
                .collect(Collectors.joining(", "));
        out.add(new DeckViolation(rule, "The " + deckName + " holds " + total
            + " cards named \"" + name + "\" (" + ids + "); at most " + max
            + " cards with the same name are allowed (" + rule + ")."));
      }
    });
  }

  private static List<CardDef> distinct(List<CardDef> cards) {
    Map<String, CardDef> byId = new LinkedHashMap<>();
    cards.forEach(c -> byId.putIfAbsent(c.id(), c));
    return new ArrayList<>(byId.values());
  }

  private static String describe(CardDef c) {
    return "\"" + c.name() + "\" (" + c.id() + ")";
  }

  private static String article(CardType type) {
    return switch (type) {
      case MANE_CHARACTER -> "a Mane Character";
      case EVENT -> "an Event";
      default -> "a " + type.display();
    };
  }
}
