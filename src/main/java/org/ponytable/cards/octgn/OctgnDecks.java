package org.ponytable.cards.octgn;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ponytable.cards.DeckWriter;
import org.ponytable.cards.LoadError;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.terms.CardType;

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

  /** The game's id in OCTGN, which every deck of this game names. */
  public static final String GAME = "65656467-b709-43b2-a5c6-80c2f216adf9";

  /** OCTGN's deck sections, in its order, by the card type each holds. */
  private static final Map<CardType, String> SECTIONS = sections();

  private static Map<CardType, String> sections() {
    Map<CardType, String> m = new LinkedHashMap<>();
    m.put(CardType.MANE_CHARACTER, "Mane Character");
    m.put(CardType.FRIEND, "Friends");
    m.put(CardType.RESOURCE, "Resources");
    m.put(CardType.EVENT, "Events");
    m.put(CardType.TROUBLEMAKER, "Troublemakers");
    m.put(CardType.PROBLEM, "Problems");
    return m;
  }

  /**
   * The deck as an OCTGN deck, cards named by GUID ({@code guidById}, from {@link Guids}).
   *
   * @throws IllegalArgumentException naming every card that has no GUID (cards of our own, not
   *     from OCTGN), since OCTGN could not find them
   */
  public static String write(DeckList deck, CardPool pool, Map<String, String> guidById) {
    List<String> all = new ArrayList<>();
    if (deck.maneCharacter() != null && !deck.maneCharacter().isBlank()) {
      all.add(deck.maneCharacter());
    }
    all.addAll(deck.problemDeck());
    all.addAll(deck.drawDeck());
    Map<String, Integer> counts = DeckWriter.counts(all);
    List<String> missing = counts.keySet().stream().filter(id -> !guidById.containsKey(id))
        .map(id -> pool.find(id).map(CardDef::title).orElse(id)).toList();
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException("OCTGN knows cards by their GUID, and " + missing.size()
          + (missing.size() == 1 ? " card has" : " cards have") + " none (not imported from OCTGN): "
          + String.join(", ", missing));
    }
    StringBuilder sb = new StringBuilder();
    sb.append("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n");
    sb.append("<deck game=\"").append(GAME).append("\">\n");
    SECTIONS.forEach((type, section) -> {
      sb.append("  <section name=\"").append(section).append("\" shared=\"False\">\n");
      counts.forEach((id, qty) -> {
        CardDef c = pool.get(id);
        if (c.type() == type) {
          sb.append("    <card qty=\"").append(qty).append("\" id=\"").append(guidById.get(id))
              .append("\">").append(escape(c.title())).append("</card>\n");
        }
      });
      sb.append("  </section>\n");
    });
    sb.append("  <notes><![CDATA[]]></notes>\n</deck>\n");
    return sb.toString();
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  /** "Rarity Theme Deck Enhanced (fixed).o8d" is the deck "Rarity Theme Deck Enhanced". */
  static String name(Path file) {
    String n = file.getFileName().toString().replaceFirst("(?i)\\.o8d$", "");
    return n.replaceAll("\\s*\\((?i:fixed)\\)\\s*", " ").strip();
  }
}
