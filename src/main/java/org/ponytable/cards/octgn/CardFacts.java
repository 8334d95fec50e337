package org.ponytable.cards.octgn;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ponytable.cards.LoadError;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.Keyword;

/**
 * The facts of one OCTGN card entry in our card format (docs/card-format.md): names, numbers,
 * GUID, type, colors, costs, powers, requirements, traits and keywords. The printed rules text is
 * read only to find keyword lines and whether anything else is printed; it is never written.
 */
public final class CardFacts {
  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
  /** "Supportive 2", "Home Limit 3", "Stubborn": a name and an optional number. */
  private static final Pattern WORD = Pattern.compile("([A-Za-z][A-Za-z ]*?)(?:\\s+(\\d{1,2}))?");
  private static final Pattern GUID =
      Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
  static final String TOKENS = "Tokens";
  static final String VILLAIN_CHALLENGE = "Villain Challenge";

  private final OctgnCard card;
  private final List<LoadError> errors;
  private final int errorsBefore;

  private CardFacts(OctgnCard card, List<LoadError> errors) {
    this.card = card;
    this.errors = errors;
    this.errorsBefore = errors.size();
  }

  /** The card's facts with the given id, or null with its errors added to {@code errors}. */
  public static ObjectNode of(OctgnCard card, String id, List<LoadError> errors) {
    CardFacts f = new CardFacts(card, errors);
    ObjectNode o = f.facts(id);
    return errors.size() == f.errorsBefore ? o : null;
  }

  /** The card's id: its number and title, lowercase words joined by hyphens ("pr1-rainbow-dash"). */
  public static String id(OctgnCard card) {
    String s = slug(card.prop("Number") + " " + card.name());
    return s.isEmpty() ? "card" : s;
  }

  static String slug(String text) {
    String plain = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "")
        .toLowerCase(Locale.ROOT);
    return plain.replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
  }

  private void error(String message) {
    errors.add(new LoadError(card.file(), card.line(), card.column(), "",
        card.name() + " (" + card.prop("Number") + "): " + message));
  }

  private ObjectNode facts(String id) {
    ObjectNode o = JSON.objectNode();
    o.put("id", id);
    String type = type(card.prop("Type"));
    if (type == null) {
      error("unknown card type \"" + card.prop("Type") + "\"; expected Mane Character, Friend,"
          + " Event, Resource, Troublemaker or Problem");
      return o;
    }
    o.put("type", type);
    if (card.name().isBlank()) {
      error("the card has no name");
    }
    o.put("title", card.name().strip());
    o.put("set", card.setName());
    o.put("number", card.prop("Number"));
    if (!card.prop("Rarity").isEmpty()) {
      o.put("rarity", card.prop("Rarity"));
    }
    if (!GUID.matcher(card.guid()).matches()) {
      error("the id \"" + card.guid() + "\" is not a GUID");
    }
    o.put("guid", card.guid().toLowerCase(Locale.ROOT));
    if (card.setName().equals(TOKENS)) {
      o.put("token", true);
    }
    if (card.setName().equals(VILLAIN_CHALLENGE)) {
      o.put("villainChallenge", true);
    }
    Words words = words(card);
    switch (type) {
      case "mane" -> {
        if (card.alternate() == null) {
          error("a Mane Character needs its Boosted side as an <alternate>");
          return o;
        }
        Words boosted = words(card.alternate());
        // One Mane in the data lacks a side's Home Limit (EO203's Start side lists "Starting
        // Problem" instead): the other side's stands in, as docs/real-pool.md says.
        if (words.homeLimit == null) {
          words.homeLimit = boosted.homeLimit;
        }
        if (boosted.homeLimit == null) {
          boosted.homeLimit = words.homeLimit;
        }
        o.set("start", maneFace(card, words));
        o.set("boosted", maneFace(card.alternate(), boosted));
        if (words.printedText || boosted.printedText) {
          o.put("printedText", true);
        }
      }
      case "friend", "event", "resource" -> {
        face(o, card, words);
        o.put("cost", number("Cost", card.prop("Cost")));
        ArrayNode req = playRequirement();
        if (!req.isEmpty()) {
          o.set("playRequirement", req);
        }
        printed(o, words);
      }
      case "troublemaker" -> {
        face(o, card, words);
        o.put("points", number("Bonus", bonus()));
        printed(o, words);
      }
      case "problem" -> {
        problem(o, words);
        printed(o, words);
      }
      default -> throw new IllegalStateException(type);
    }
    return o;
  }

  private static String type(String t) {
    return switch (t) {
      case "Mane Character" -> "mane";
      case "Friend" -> "friend";
      case "Event" -> "event";
      case "Resource" -> "resource";
      case "Troublemaker" -> "troublemaker";
      case "Problem" -> "problem";
      default -> null;
    };
  }

  private static void printed(ObjectNode o, Words words) {
    if (!words.keywords.isEmpty()) {
      ArrayNode a = o.putArray("keywords");
      words.keywords.forEach(a::add);
    }
    if (words.printedText) {
      o.put("printedText", true);
    }
  }

  private void face(ObjectNode o, OctgnCard side, Words words) {
    if (!side.prop("Subname").isEmpty()) {
      o.put("subtitle", side.prop("Subname"));
    }
    o.put("power", number("Power", side.prop("Power")));
    ArrayNode colors = colors(side);
    if (!colors.isEmpty()) {
      o.set("colors", colors);
    }
    ArrayNode traits = traits(side);
    if (!traits.isEmpty()) {
      o.set("traits", traits);
    }
  }

  private ObjectNode maneFace(OctgnCard side, Words words) {
    ObjectNode f = JSON.objectNode();
    face(f, side, words);
    if (words.homeLimit == null) {
      error("a Mane Character side needs \"Home Limit N\" among its keywords");
    } else {
      f.put("homeLimit", words.homeLimit);
    }
    if (!words.keywords.isEmpty()) {
      ArrayNode a = f.putArray("keywords");
      words.keywords.forEach(a::add);
    }
    return f;
  }

  private int number(String what, String value) {
    if (value.isEmpty()) {
      return 0;
    }
    try {
      int v = Integer.parseInt(value);
      if (v >= 0 && v <= 99) {
        return v;
      }
    } catch (NumberFormatException e) {
      // Reported below with the value.
    }
    error(what + " is \"" + value + "\"; expected a whole number from 0 to 99");
    return 0;
  }

  /** Troublemaker points and the Problem bonus: some versions name the property ProblemBonus. */
  private String bonus() {
    return card.prop("Bonus").isEmpty() ? card.prop("ProblemBonus") : card.prop("Bonus");
  }

  private ArrayNode colors(OctgnCard side) {
    ArrayNode a = JSON.arrayNode();
    List<String> names = new ArrayList<>();
    String element = side.prop("Element");
    if (element.equals("Multicolor")) {
      for (String k : List.of("MultiPrimaryElement", "MultiSecondaryElement", "TriPrimaryElement",
          "TriSecondaryElement", "TriElement")) {
        names.add(side.prop(k));
      }
    } else {
      names.add(element);
    }
    for (String n : names) {
      if (n.isEmpty() || n.equals("None") || n.equals("Colorless")) {
        continue;
      }
      Optional<CardColor> c = color(n);
      if (c.isEmpty()) {
        error("unknown element \"" + n + "\"; expected Loyalty, Honesty, Laughter, Magic,"
            + " Generosity, Kindness, Multicolor or None");
      } else if (!contains(a, c.get().jsonName())) {
        a.add(c.get().jsonName());
      }
    }
    return a;
  }

  private static boolean contains(ArrayNode a, String s) {
    for (var n : a) {
      if (n.asText().equals(s)) {
        return true;
      }
    }
    return false;
  }

  static Optional<CardColor> color(String element) {
    for (CardColor c : CardColor.values()) {
      if (c.element().equalsIgnoreCase(element)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  private ArrayNode traits(OctgnCard side) {
    ArrayNode a = JSON.arrayNode();
    List<String> seen = new ArrayList<>();
    for (String t : side.prop("Traits").split(",")) {
      String s = t.strip();
      if (!s.isEmpty() && seen.stream().noneMatch(x -> x.equalsIgnoreCase(s))) {
        seen.add(s);
        a.add(s);
      }
    }
    return a;
  }

  private ArrayNode playRequirement() {
    Map<String, Integer> parts = new LinkedHashMap<>();
    for (String prefix : List.of("", "Secondary", "Tertiary")) {
      String power = card.prop(prefix + "PlayRequiredPower");
      String element = card.prop(prefix + "PlayRequiredElement");
      if (element.isEmpty() || element.equals("None")) {
        continue; // "None" names no color: nothing a player could meet (Sweet Apple Factory)
      }
      Optional<CardColor> c = color(element);
      if (c.isEmpty()) {
        error("unknown play requirement element \"" + element + "\"");
        continue;
      }
      int p = number(prefix + "PlayRequiredPower", power);
      if (p > 0) {
        parts.merge(c.get().jsonName(), p, Integer::sum);
      }
    }
    ArrayNode a = JSON.arrayNode();
    parts.forEach((color, p) -> a.addObject().put("power", p).put("color", color));
    return a;
  }

  private void problem(ObjectNode o, Words words) {
    if (!card.prop("Subname").isEmpty()) {
      o.put("subtitle", card.prop("Subname"));
    }
    boolean vc = card.setName().equals(VILLAIN_CHALLENGE);
    if (card.prop("ProblemPlayerElement1").equals("Rainbow")) {
      o.put("rainbowRequirement", true);
    } else {
      ArrayNode owner = JSON.arrayNode();
      for (String n : List.of("1", "2")) {
        ownerPart(owner, card.prop("ProblemPlayerElement" + n),
            card.prop("ProblemPlayerElement" + n + "Power"), vc);
      }
      if (!owner.isEmpty()) {
        o.set("ownerRequirement", owner);
      } else if (!vc) {
        error("the Problem has no owner's confront requirement (ProblemPlayerElement1)");
      }
      Integer opp = requirementPower("ProblemOpponentPower", card.prop("ProblemOpponentPower"), vc);
      if (opp != null) {
        o.putArray("opponentRequirement").addObject().put("power", opp);
      } else if (!vc) {
        error("the Problem has no opponent's confront requirement (ProblemOpponentPower)");
      }
    }
    o.put("bonus", number("Bonus", bonus()));
    if (words.startingProblem) {
      o.put("startingProblem", true);
    }
  }

  /** A requirement's power; null for the Villain Challenge's 0 and infinity (none here). */
  private Integer requirementPower(String what, String value, boolean vc) {
    if (vc && (value.isEmpty() || value.equals("0") || value.equals("infinity")
        || value.equals("\u221e"))) {
      return null;
    }
    if (value.isEmpty()) {
      return null;
    }
    int p = number(what, value);
    if (p == 0) {
      error(what + " is 0; a confront requirement needs at least 1 power");
      return null;
    }
    return p;
  }

  private void ownerPart(ArrayNode owner, String element, String power, boolean vc) {
    if (element.isEmpty()) {
      return;
    }
    Integer p = requirementPower("the power for " + element, power, vc);
    if (p == null) {
      return;
    }
    String key;
    String color;
    if (element.equals("Wild")) {
      key = null;
      color = null;
    } else if (element.startsWith("Not ")) {
      key = "notColor";
      color = color(element.substring(4)).map(CardColor::jsonName).orElse(null);
    } else {
      key = "color";
      color = color(element).map(CardColor::jsonName).orElse(null);
    }
    if (key != null && color == null) {
      error("unknown confront requirement element \"" + element + "\"");
      return;
    }
    for (var n : owner) {
      ObjectNode part = (ObjectNode) n;
      boolean same = key == null ? part.size() == 1 : color.equals(part.path(key).asText(null));
      if (same) {
        part.put("power", part.get("power").asInt() + p); // two parts of one kind are one part
        return;
      }
    }
    ObjectNode part = owner.addObject().put("power", p);
    if (key != null) {
      part.put(key, color);
    }
  }

  /** What the Keywords property and the keyword lines of the text say. */
  private static final class Words {
    final List<String> keywords = new ArrayList<>();
    Integer homeLimit;
    boolean startingProblem;
    boolean printedText;
  }

  private Words words(OctgnCard side) {
    Words w = new Words();
    String field = side.prop("Keywords");
    if (!field.isEmpty() && !addAll(w, field)) {
      if (side.setName().equals(VILLAIN_CHALLENGE)) {
        w.printedText = true; // that set's data has flavor text there; it is not played here
      } else {
        error("the Keywords property \"" + field + "\" holds something that is not a keyword");
      }
    }
    for (String line : side.prop("Text").split("\\R")) {
      String l = line.strip();
      if (l.isEmpty()) {
        continue;
      }
      // A line of nothing but keywords ("Swift", "Supportive 1.") is the keyword written in the
      // text box; any other line is printed rules text, which only our ability data may express.
      Words probe = new Words();
      if (addAll(probe, l)) {
        for (String k : probe.keywords) {
          if (!w.keywords.contains(k)) {
            w.keywords.add(k);
          }
        }
        w.homeLimit = probe.homeLimit == null ? w.homeLimit : probe.homeLimit;
        w.startingProblem |= probe.startingProblem;
      } else {
        w.printedText = true;
      }
    }
    return w;
  }

  /** Adds every keyword of {@code text}; false (adding nothing) unless all of it is keywords. */
  private static boolean addAll(Words w, String text) {
    List<String> found = new ArrayList<>();
    Integer homeLimit = null;
    boolean starting = false;
    for (String piece : text.split("[.,]")) {
      String p = piece.strip();
      if (p.isEmpty()) {
        continue;
      }
      Matcher m = WORD.matcher(p);
      if (!m.matches()) {
        return false;
      }
      String name = m.group(1).strip();
      String num = m.group(2);
      if (name.equalsIgnoreCase("Home Limit") && num != null) {
        homeLimit = Integer.parseInt(num);
      } else if (name.equalsIgnoreCase("Starting Problem") && num == null) {
        starting = true;
      } else {
        Optional<Keyword> k = Keyword.parse(name);
        if (k.isEmpty() || k.get().takesValue() != (num != null)) {
          return false;
        }
        String kw = num == null ? k.get().display() : k.get().display() + " " + Integer.parseInt(num);
        if (!found.contains(kw)) {
          found.add(kw);
        }
      }
    }
    for (String k : found) {
      if (!w.keywords.contains(k)) {
        w.keywords.add(k);
      }
    }
    w.homeLimit = homeLimit == null ? w.homeLimit : homeLimit;
    w.startingProblem |= starting;
    return true;
  }
}
