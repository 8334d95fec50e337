package org.ponytable.cards.octgn;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ponytable.cards.LoadError;

/** Reads an OCTGN deck ({@code .o8d}): cards named by GUID with a quantity, in sections. */
public final class OctgnDecks {
  private OctgnDecks() {}

  /**
   * The deck as our deck format (docs/deck-format.md), named after its file; null with errors
   * when it does not read or names a card that was not imported.
   */
  public static ObjectNode read(Path file, Map<String, String> idByGuid,
      Map<String, String> typeById, List<LoadError> errors) {
    int before = errors.size();
    OctgnXml.Element root = OctgnXml.read(file, errors);
    if (root == null) {
      return null;
    }
    String source = file.toString();
    if (!root.name().equals("deck")) {
      errors.add(new LoadError(source, root.line(), root.column(), "", "the root element is <"
          + root.name() + ">; an OCTGN deck starts with <deck>"));
      return null;
    }
    String mane = null;
    Map<String, Integer> problems = new LinkedHashMap<>();
    Map<String, Integer> draw = new LinkedHashMap<>();
    for (OctgnXml.Element section : root.all("section")) {
      for (OctgnXml.Element c : section.all("card")) {
        String guid = c.attr("id").toLowerCase(Locale.ROOT);
        String id = idByGuid.get(guid);
        if (id == null) {
          errors.add(new LoadError(source, c.line(), c.column(), "", "no imported card has the"
              + " GUID " + c.attr("id") + " (\"" + c.text() + "\")"));
          continue;
        }
        int qty;
        try {
          qty = Integer.parseInt(c.attr("qty"));
        } catch (NumberFormatException e) {
          qty = -1;
        }
        if (qty < 1 || qty > 99) {
          errors.add(new LoadError(source, c.line(), c.column(), "", "qty \"" + c.attr("qty")
              + "\" is not a whole number from 1 to 99"));
          continue;
        }
        // The card's type decides where it goes, not the section's name.
        switch (typeById.get(id)) {
          case "mane" -> {
            if (mane != null && !mane.equals(id)) {
              errors.add(new LoadError(source, c.line(), c.column(), "", "a second Mane"
                  + " Character; a deck has one (102.1)"));
            }
            mane = id;
          }
          case "problem" -> problems.merge(id, qty, Integer::sum);
          default -> draw.merge(id, qty, Integer::sum);
        }
      }
    }
    if (mane == null && errors.size() == before) {
      errors.add(new LoadError(source, root.line(), root.column(), "", "the deck has no Mane"
          + " Character"));
    }
    if (errors.size() != before) {
      return null;
    }
    ObjectNode deck = JsonNodeFactory.instance.objectNode();
    deck.put("name", name(file));
    deck.put("maneCharacter", mane);
    ObjectNode p = deck.putObject("problemDeck");
    problems.forEach(p::put);
    ObjectNode d = deck.putObject("drawDeck");
    draw.forEach(d::put);
    return deck;
  }

  /** "Rarity Theme Deck Enhanced (fixed).o8d" is the deck "Rarity Theme Deck Enhanced". */
  static String name(Path file) {
    String n = file.getFileName().toString().replaceFirst("(?i)\\.o8d$", "");
    return n.replaceAll("\\s*\\((?i:fixed)\\)\\s*", " ").strip();
  }
}
