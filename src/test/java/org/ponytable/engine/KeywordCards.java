package org.ponytable.engine;

import java.util.List;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;

/**
 * Made-up cards for the flip words and glossary keywords (Random, Pumped, Spend, Inspired,
 * Teamwork, Chaos), written as card JSON so the loader's words are exercised too.
 */
public final class KeywordCards {
  private KeywordCards() {}

  static final String CARDS = """
      [
        {"id": "k-ignorer", "type": "friend", "title": "Ignorer", "power": 1, "cost": 1, "abilities": [
          {"kind": "activated", "timing": "faceoff", "costs": [{"pay": "tokens", "amount": 1}],
           "effects": [{"do": "ignoreFlip", "player": "opponent"}]}]},
        {"id": "k-flipper", "type": "friend", "title": "Flipper", "power": 1, "cost": 1, "abilities": [
          {"kind": "activated", "timing": "faceoff", "costs": [{"pay": "tokens", "amount": 1}],
           "effects": [{"do": "flipExtra", "amount": 2}]}]},
        {"id": "k-extra", "type": "friend", "title": "Extra", "power": 1, "cost": 1, "abilities": [
          {"kind": "continuous", "extraFlips": 1}]},
        {"id": "k-random", "type": "friend", "title": "Random", "power": 1, "cost": 1, "keywords": ["Random"]},
        {"id": "k-pumped", "type": "friend", "title": "Pumped", "power": 1, "cost": 1, "keywords": ["Pumped"],
         "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "spend"}],
                        "effects": [{"do": "gainTokens", "amount": 3}]}]},
        {"id": "k-chaos", "type": "friend", "title": "Chaos", "power": 2, "cost": 1, "abilities": [
          {"kind": "triggered", "when": "flipped", "effects": [{"do": "gainTokens", "amount": 1}]}]},
        {"id": "k-inspired", "type": "friend", "title": "Inspired", "power": 1, "cost": 1, "keywords": ["Inspired"]},
        {"id": "k-team", "type": "friend", "title": "Team", "power": 1, "cost": 1, "traits": ["Pegasus"],
         "keywords": ["Teamwork", "Stubborn"], "abilities": [{"kind": "continuous", "power": 1}]},
        {"id": "k-pegasus", "type": "friend", "title": "Pegasus", "power": 1, "cost": 1, "traits": ["Pegasus"]},
        {"id": "k-unicorn", "type": "friend", "title": "Unicorn", "power": 1, "cost": 1, "traits": ["Unicorn"]},
        {"id": "k-team-support", "type": "friend", "title": "Team Support", "power": 1, "cost": 1,
         "colors": ["yellow"], "traits": ["Earth Pony"], "keywords": ["Teamwork", "Supportive 2"]},
        {"id": "k-earth", "type": "friend", "title": "Earth", "power": 1, "cost": 1, "colors": ["yellow"],
         "traits": ["Earth Pony"]}
      ]
      """;

  public static final List<CardDef> DEFS;

  static {
    try {
      DEFS = List.copyOf(new CardLoader().loadString(CARDS, "keyword-cards.json"));
    } catch (CardLoadException e) {
      throw new IllegalStateException(e);
    }
  }

  public static final CardPool POOL = TestCards.POOL.with(DEFS);
}
