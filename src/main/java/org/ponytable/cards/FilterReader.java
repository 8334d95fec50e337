package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.card.CardColor;
import org.ponytable.engine.card.CardType;

/** Reads card filters and the conditions of "if" and "while". */
final class FilterReader extends LanguageReader {
  FilterReader(JsonChecks c) {
    super(c);
  }

  static final Map<String, Filter.Place> PLACES = names(Filter.Place.values(), Filter.Place::jsonName);
  static final Map<String, Filter.Status> STATUSES = names(Filter.Status.values(), Filter.Status::jsonName);
  static final List<String> TYPES = List.of("friend", "mane", "character", "troublemaker", "resource", "problem");

  private static final Set<String> FILTER_FIELDS =
      JsonChecks.setOf("player", "type", "color", "trait", "where", "maxPower", "other", "status", "counter", "title");

  Filter filter(JsonNode n, String p) {
    if (n.isTextual()) {
      String s = c.choice(n, p, "a card filter", "filter", List.of("this"), "\"this\" or a filter object {...}");
      return s == null ? null : Filter.THIS;
    }
    ObjectNode o = object(n, p, "a card filter");
    if (o == null) {
      return null;
    }
    String what = "a card filter";
    int before = c.errorCount();
    c.onlyFields(o, p, FILTER_FIELDS, f -> null, what);
    Who who = word(o, p, "player", false, what, "player", WHO, Who.ANYONE);
    Set<CardType> types = EnumSet.noneOf(CardType.class);
    JsonNode tn = o.get("type");
    if (tn != null) {
      String tp = LocatedJson.child(p, "type");
      List<JsonNode> items = new ArrayList<>();
      if (tn.isArray()) {
        tn.forEach(items::add);
      } else {
        items.add(tn);
      }
      for (int i = 0; i < items.size(); i++) {
        String ip = tn.isArray() ? LocatedJson.child(tp, i) : tp;
        String t = c.choice(items.get(i), ip, "a card type", "card type", TYPES, listing(TYPES));
        if (t != null) {
          types.addAll(switch (t) {
            case "character" -> Set.of(CardType.FRIEND, CardType.MANE_CHARACTER);
            default -> Set.of(CardType.parse(t).orElseThrow());
          });
        }
      }
    }
    CardColor color = o.has("color") ? CardLoader.color(c, o.get("color"), LocatedJson.child(p, "color"), "\"color\"") : null;
    String trait = c.text(o, p, "trait", false, what, "a trait the card must have", true);
    Filter.Place where = word(o, p, "where", false, what, "place", PLACES, Filter.Place.ANYWHERE);
    Integer max = c.integer(o, p, "maxPower", false, what, "the highest power a matching card may have", 0, 99);
    Boolean other = c.bool(o, p, "other", what, "true to leave out the card with the ability");
    Filter.Status status = word(o, p, "status", false, what, "status", STATUSES, Filter.Status.ANY);
    String counter = c.text(o, p, "counter", false, what, "a counter name; the card must have at least one (519.1)", false);
    String title = c.text(o, p, "title", false, what, "a card's Title, like \"Pip Furrow\" (201.3)", false);
    if (c.errorCount() != before) {
      return null;
    }
    return new Filter(false, who, types, color, trait, where, max == null ? -1 : max, other != null && other, status,
        counter, title);
  }

  Condition condition(JsonNode n, String p) {
    ObjectNode o = object(n, p, "a condition");
    if (o == null) {
      return null;
    }
    String what = "a condition";
    c.onlyFields(o, p, JsonChecks.setOf("count", "counters", "atLeast", "this", "yourTurn"), f -> null, what);
    int kinds = (o.has("count") ? 1 : 0) + (o.has("counters") ? 1 : 0) + (o.has("this") ? 1 : 0)
        + (o.has("yourTurn") ? 1 : 0);
    if (kinds != 1) {
      c.at(p, "a condition has exactly one of \"count\" or \"counters\" (with \"atLeast\"), \"this\" or"
          + " \"yourTurn\"");
      return null;
    }
    if (o.has("atLeast") && !o.has("count") && !o.has("counters")) {
      c.atKey(LocatedJson.child(p, "atLeast"), "\"atLeast\" belongs with \"count\" or \"counters\"");
      return null;
    }
    if (o.has("counters")) {
      String name = c.text(o, p, "counters", true, what, "the counters' name (519.2: on this card)", false);
      Integer atLeast = c.integer(o, p, "atLeast", false, what, "how many counters are needed", 1, 99);
      return name == null ? null : new Condition.Counters(name, atLeast == null ? 1 : atLeast);
    }
    if (o.has("count")) {
      Filter f = filter(o.get("count"), LocatedJson.child(p, "count"));
      Integer atLeast = c.integer(o, p, "atLeast", false, what, "how many matching cards are needed", 1, 99);
      return f == null ? null : new Condition.Count(f, atLeast == null ? 1 : atLeast);
    }
    if (o.has("this")) {
      Filter f = filter(o.get("this"), LocatedJson.child(p, "this"));
      return f == null ? null : new Condition.ThisIs(f);
    }
    Boolean yours = c.bool(o, p, "yourTurn", what, "true while it is your turn, false while it is not");
    return yours == null ? null : new Condition.YourTurn(yours);
  }

  /** Whether a filter reads only what is printed, as it must for cards out of play. */
  static boolean printedOnly(Filter f) {
    return !f.self() && !f.other() && f.where() == Filter.Place.ANYWHERE && f.status() == Filter.Status.ANY
        && f.player() == Who.ANYONE && f.counter() == null;
  }
}
