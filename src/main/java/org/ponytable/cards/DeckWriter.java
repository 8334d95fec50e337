package org.ponytable.cards;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.deck.DeckList;

/**
 * Writes a {@link DeckList} as a deck file (docs/deck-format.md), the inverse of {@link DeckLoader}:
 * copies become counts, in the order each card first appears, so a saved deck reads back the same.
 */
public final class DeckWriter {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private DeckWriter() {}

  public static String json(DeckList deck) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("name", deck.name());
    root.put("maneCharacter", deck.maneCharacter());
    ObjectNode problems = root.putObject("problemDeck");
    counts(deck.problemDeck()).forEach(problems::put);
    ObjectNode draw = root.putObject("drawDeck");
    counts(deck.drawDeck()).forEach(draw::put);
    try {
      return MAPPER.writeValueAsString(root) + System.lineSeparator();
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("a tree of strings and numbers always writes", e);
    }
  }

  /** Copies of each id, in the order the ids first appear. */
  public static Map<String, Integer> counts(List<String> ids) {
    Map<String, Integer> out = new LinkedHashMap<>();
    for (String id : ids) {
      out.merge(id, 1, Integer::sum);
    }
    return out;
  }
}
