package org.ponytable.engine;

import java.util.List;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;

/**
 * Made-up cards for faceoffs started by effects (514.2c) and modifiers of power totals (514.4a),
 * written as card JSON so the loader's words are exercised too.
 */
public final class FaceoffCards {
  private FaceoffCards() {}

  static final String CARDS = """
      [
        {"id": "fo-duelist", "type": "friend", "title": "Duelist", "power": 2, "cost": 1, "abilities": [
          {"kind": "activated", "timing": "main", "costs": [{"pay": "tokens", "amount": 1}],
           "effects": [{"do": "faceoff", "involve": ["this", {"player": "opponent", "type": "character", "where": "here"}],
                        "win": [{"do": "score", "amount": 1}], "lose": [{"do": "sendHome", "target": "this"}]}]}]},
        {"id": "fo-hunter", "type": "friend", "title": "Hunter", "power": 1, "cost": 1, "abilities": [
          {"kind": "activated", "timing": "main", "costs": [{"pay": "tokens", "amount": 1}],
           "effects": [{"do": "faceoff", "involve": [{"player": "you", "type": "character", "where": "here"}],
                        "against": {"choose": {"type": "troublemaker", "where": "here"}},
                        "win": [{"do": "dismiss", "target": "it"}, {"do": "draw", "amount": 1}]}]}]},
        {"id": "fo-dare", "type": "event", "title": "Dare", "power": 1, "cost": 0,
         "effects": [{"do": "faceoff", "involve": [{"player": "you", "type": "mane"}],
                      "against": {"choose": {"player": "opponent", "type": "friend"}},
                      "win": [{"do": "dismiss", "target": "it"}], "lose": [{"do": "discard", "count": 1}]},
                     {"do": "modifyTotal", "amount": 1}]},
        {"id": "fo-herald", "type": "friend", "title": "Herald", "power": 1, "cost": 1, "abilities": [
          {"kind": "triggered", "when": "entersPlay",
           "effects": [{"do": "faceoff", "involve": ["this", {"player": "opponent", "type": "character", "where": "here"}],
                        "win": [{"do": "gainTokens", "amount": 2}]}]}]},
        {"id": "fo-ally", "type": "friend", "title": "Ally", "power": 3, "cost": 1, "abilities": [
          {"kind": "triggered", "when": "faceoffStarts", "effects": [{"do": "move", "target": "this", "to": "there"}]}]},
        {"id": "fo-recall", "type": "event", "title": "Recall", "power": 1, "cost": 0, "timing": "faceoff",
         "effects": [{"do": "sendHome", "target": {"choose": {"player": "opponent", "type": "friend", "where": "problem"}}}]},
        {"id": "fo-cheer", "type": "event", "title": "Cheer", "power": 1, "cost": 0, "timing": "faceoff",
         "effects": [{"do": "modifyTotal", "amount": 2}]},
        {"id": "fo-jeer", "type": "event", "title": "Jeer", "power": 1, "cost": 0, "timing": "faceoff",
         "effects": [{"do": "modifyTotal", "amount": -3, "player": "opponent"}]},
        {"id": "fo-early", "type": "event", "title": "Early", "power": 1, "cost": 0, "timing": "anyPhase",
         "effects": [{"do": "modifyTotal", "amount": 5, "player": "anyone"}]},
        {"id": "fo-banner", "type": "friend", "title": "Banner", "power": 1, "cost": 1, "abilities": [
          {"kind": "continuous", "total": 2}]},
        {"id": "fo-gloom", "type": "friend", "title": "Gloom", "power": 1, "cost": 1, "abilities": [
          {"kind": "continuous", "total": -1, "player": "opponent", "while": {"yourTurn": false}}]}
      ]
      """;

  public static final List<CardDef> DEFS;

  static {
    try {
      DEFS = List.copyOf(new CardLoader().loadString(CARDS, "faceoff-cards.json"));
    } catch (CardLoadException e) {
      throw new IllegalStateException(e);
    }
  }

  public static final CardPool POOL = TestCards.POOL.with(DEFS);
}
