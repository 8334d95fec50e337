package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Count;
import org.ponytable.engine.ability.Field;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;

/** Reads card filters and the conditions of "if" and "while". */
final class FilterReader extends LanguageReader {
  FilterReader(JsonChecks c) {
    super(c);
  }

  /** A filter's parts, by name: the engine's table ({@link Filter.Part}). */
  private static final List<String> FILTER_FIELDS = Filter.Part.names(false);

  @SuppressWarnings("unchecked")
  private static <T> Field.Choice<T> choiceOf(Filter.Part part) {
    return (Field.Choice<T>) part.field();
  }

  private static String meaning(Filter.Part part) {
    Field f = part.field();
    return f instanceof Field.Text t ? t.meaning() : f instanceof Field.Bool b ? b.meaning()
        : f instanceof Field.Int i ? i.meaning() : part.jsonName();
  }

  /**
   * A count ("forEach"): "beneath", a filter of cards in play, or an object with one key of
   * {@link Count#KEYED}: {"hand": WHO}, {"tokens": WHO}, {"discardPile": WHO, "cards": FILTER},
   * {"counters": NAME}.
   */
  Count count(JsonNode n, String p) {
    if (n.isTextual()) {
      String s = c.choice(n, p, "\"forEach\"", "count", List.of("beneath", "colorsOfThis", "costOfChosen", "powerOfThis",
          "problemBonus"),
          "\"beneath\", \"colorsOfThis\", \"costOfChosen\", \"powerOfThis\", \"problemBonus\", a filter of cards in play,"
          + " or an object with \"hand\", \"tokens\", \"discardPile\", \"counters\", \"colorsAmong\", \"traitsAmong\","
          + " \"powerOf\", \"colorsInDiscardPile\", \"typesInDiscardPile\", \"banished\", \"handShortOf\", \"doubledFor\" or \"highestPower\"");
      return s == null ? null : "beneath".equals(s) ? Count.beneath()
          : Count.of("colorsOfThis".equals(s) ? Count.Kind.COLORS_OF_THIS
              : "powerOfThis".equals(s) ? Count.Kind.POWER_OF_THIS
              : "problemBonus".equals(s) ? Count.Kind.PROBLEM_BONUS : Count.Kind.COST_OF_CHOSEN);
    }
    ObjectNode o = object(n, p, "\"forEach\"");
    if (o == null) {
      return null;
    }
    Count.Kind kind = null;
    for (Count.Kind k : Count.KEYED) {
      kind = kind == null && o.has(k.jsonName()) ? k : kind;
    }
    if (kind == null) {
      Filter f = filter(n, p);
      return f == null ? null : Count.inPlay(f);
    }
    String what = "a count of " + kind.jsonName();
    int before = c.errorCount();
    if (kind == Count.Kind.HAND_SHORT) {
      // A number of cards (1-99), or "opponent": as many as the opponent's hand holds.
      c.onlyFields(o, p, List.of(kind.jsonName()), f -> null, what);
      JsonNode v = o.get(kind.jsonName());
      if (v.isTextual() && "opponent".equals(v.asText())) {
        return Count.handShortOf(0, Who.OPPONENT);
      }
      Integer goal = c.integer(o, p, kind.jsonName(), true, what, "the number of cards to have in hand, or \"opponent\"",
          1, 99);
      return c.errorCount() == before && goal != null ? Count.handShortOf(goal, Who.YOU) : null;
    }
    if (kind == Count.Kind.COUNTERS) {
      c.onlyFields(o, p, List.of("counters"), f -> null, what);
      String name = c.text(o, p, "counters", true, what, "the name of the counters on this card to count (519)", true);
      return c.errorCount() == before ? new Count(kind, null, Who.YOU, name) : null;
    }
    if (kind == Count.Kind.COLORS_AMONG || kind == Count.Kind.TRAITS_AMONG || kind == Count.Kind.POWER_OF
        || kind == Count.Kind.DOUBLED_FOR || kind == Count.Kind.HIGHEST_POWER) {
      // The colors or traits among, or the power of, the cards in play the filter describes.
      c.onlyFields(o, p, List.of(kind.jsonName()), f -> null, what);
      Filter among = filter(o.get(kind.jsonName()), LocatedJson.child(p, kind.jsonName()));
      return c.errorCount() == before && among != null ? new Count(kind, among, Who.YOU, null) : null;
    }
    c.onlyFields(o, p, Count.OF_A_PILE.contains(kind) ? List.of(kind.jsonName(), "cards") : List.of(kind.jsonName()),
        f -> null, what);
    Who who = word(o, p, kind.jsonName(), true, what, "player", WHO, null);
    Filter cards = Filter.ANY;
    if (o.has("cards")) {
      cards = filter(o.get("cards"), LocatedJson.child(p, "cards"));
      if (cards != null && !printedOnly(cards)) {
        c.at(LocatedJson.child(p, "cards"), "cards in a pile are counted by what is printed: describe them by"
            + " \"type\", \"color\", \"trait\", \"title\" and \"maxPower\" only");
      }
    }
    return c.errorCount() == before ? new Count(kind, cards, who, null) : null;
  }

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
    Who who = choice(choiceOf(Filter.Part.PLAYER), o, p, what);
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
      Field.Choice<Set<CardType>> typeWords = choiceOf(Filter.Part.TYPE);
      for (int i = 0; i < items.size(); i++) {
        String ip = tn.isArray() ? LocatedJson.child(tp, i) : tp;
        Set<CardType> t = word(items.get(i), ip, "a card type", typeWords.noun(), typeWords.words());
        if (t != null) {
          types.addAll(t);
        }
      }
    }
    // A color, or an array of colors of which the card has one ("a Honesty or Kindness character").
    Set<CardColor> colors = EnumSet.noneOf(CardColor.class);
    JsonNode cn = o.get("color");
    if (cn != null && cn.isArray() && cn.size() < 2) {
      c.at(LocatedJson.child(p, "color"), "an array of colors names at least two; write one color as a string");
    } else if (cn != null && cn.isArray()) {
      for (int i = 0; i < cn.size(); i++) {
        String ip = LocatedJson.child(LocatedJson.child(p, "color"), i);
        CardColor col = CardLoader.color(c, cn.get(i), ip, "a color");
        if (col != null && !colors.add(col)) {
          c.at(ip, "the color " + col.jsonName() + " is listed twice");
        }
      }
    } else if (cn != null) {
      CardColor col = CardLoader.color(c, cn, LocatedJson.child(p, "color"), "\"color\"");
      if (col != null) {
        colors.add(col);
      }
    }
    CardColor notColor = o.has("notColor")
        ? CardLoader.color(c, o.get("notColor"), LocatedJson.child(p, "notColor"), "\"notColor\"") : null;
    String trait = c.text(o, p, "trait", false, what, meaning(Filter.Part.TRAIT), true);
    Filter.Place where = choice(choiceOf(Filter.Part.WHERE), o, p, what);
    Field.Int maxPower = (Field.Int) Filter.Part.MAX_POWER.field();
    Integer max = c.integer(o, p, maxPower.name(), false, what, maxPower.meaning(), maxPower.min(), maxPower.max());
    Boolean other = c.bool(o, p, "other", what, meaning(Filter.Part.OTHER));
    Filter.Status status = choice(choiceOf(Filter.Part.STATUS), o, p, what);
    String counter = c.text(o, p, "counter", false, what, meaning(Filter.Part.COUNTER), false);
    String title = c.text(o, p, "title", false, what, meaning(Filter.Part.TITLE), false);
    Field.Int minPower = (Field.Int) Filter.Part.MIN_POWER.field();
    Integer min = c.integer(o, p, minPower.name(), false, what, minPower.meaning(), minPower.min(), minPower.max());
    Filter.Involvement involved = choice(choiceOf(Filter.Part.INVOLVED), o, p, what);
    Boolean host = c.bool(o, p, "host", what, meaning(Filter.Part.HOST));
    Boolean onThis = c.bool(o, p, "onThis", what, meaning(Filter.Part.ON_THIS));
    Boolean chosen = c.bool(o, p, "chosen", what, meaning(Filter.Part.CHOSEN));
    Filter attachedTo = o.has("attachedTo") ? filter(o.get("attachedTo"), LocatedJson.child(p, "attachedTo")) : null;
    int maxPrintedPower = intPart(Filter.Part.MAX_PRINTED_POWER, o, p, what);
    int minPrintedPower = intPart(Filter.Part.MIN_PRINTED_POWER, o, p, what);
    int maxCost = intPart(Filter.Part.MAX_COST, o, p, what);
    Filter.Compare powerVsThis = choice(choiceOf(Filter.Part.POWER_VS_THIS), o, p, what);
    Filter.OtherThan otherThan = choice(choiceOf(Filter.Part.OTHER_THAN), o, p, what);
    Filter.Compare powerVsCost = choice(choiceOf(Filter.Part.POWER_VS_COST), o, p, what);
    Filter.Compare powerVsChosen = choice(choiceOf(Filter.Part.POWER_VS_CHOSEN), o, p, what);
    Filter.Compare costVsThis = choice(choiceOf(Filter.Part.COST_VS_THIS), o, p, what);
    Filter.Compare powerVsPrinted = choice(choiceOf(Filter.Part.POWER_VS_PRINTED), o, p, what);
    Filter withAttached = o.has("withAttached") ? filter(o.get("withAttached"), LocatedJson.child(p, "withAttached")) : null;
    Filter withoutAttached = o.has("withoutAttached")
        ? filter(o.get("withoutAttached"), LocatedJson.child(p, "withoutAttached")) : null;
    Boolean token = c.bool(o, p, "token", what, meaning(Filter.Part.TOKEN));
    Who owner = choice(choiceOf(Filter.Part.OWNER), o, p, what);
    String notTrait = c.text(o, p, "notTrait", false, what, meaning(Filter.Part.NOT_TRAIT), true);
    Boolean evenPrintedPower = c.bool(o, p, "evenPrintedPower", what, meaning(Filter.Part.EVEN_PRINTED_POWER));
    Boolean sameName = c.bool(o, p, "sameNameAsChosen", what, meaning(Filter.Part.SAME_NAME_AS_CHOSEN));
    Boolean attachment = c.bool(o, p, "attachment", what, meaning(Filter.Part.ATTACHMENT));
    Boolean onlyChosenColor = c.bool(o, p, "onlyChosenColor", what, meaning(Filter.Part.ONLY_CHOSEN_COLOR));
    Filter.PowerRank powerRank = choice(choiceOf(Filter.Part.POWER_RANK), o, p, what);
    if (c.errorCount() != before) {
      return null;
    }
    return new Filter(false, who, types, colors, trait, where, max == null ? maxPower.dflt() : max, other != null && other,
        status,
        counter, title, involved, host != null && host, onThis != null && onThis, notColor,
        min == null ? minPower.dflt() : min, chosen != null && chosen, attachedTo)
        .withPrinted(maxPrintedPower, minPrintedPower, maxCost).withPowerVsThis(powerVsThis)
        .withAttachments(otherThan, withAttached, withoutAttached)
        .withComparisons(powerVsCost, powerVsChosen, costVsThis)
        .withCounts2Parts(token, owner, notTrait, evenPrintedPower, sameName != null && sameName)
        .withPowerVsPrinted(powerVsPrinted)
        .withIdentityParts(attachment, onlyChosenColor != null && onlyChosenColor)
        .withPowerRank(powerRank);
  }

  /** A number part of a filter as the table gives it, its default when left out or wrong (the error is reported). */
  private int intPart(Filter.Part part, ObjectNode o, String p, String what) {
    Field.Int f = (Field.Int) part.field();
    Integer v = c.integer(o, p, f.name(), false, what, f.meaning(), f.min(), f.max());
    return v == null ? f.dflt() : v;
  }

  /**
   * A condition: exactly one of the engine's condition words ({@link Condition.Word}), with that
   * word's other fields, each read as the table lists it.
   */
  Condition condition(JsonNode n, String p) {
    ObjectNode o = object(n, p, "a condition");
    if (o == null) {
      return null;
    }
    String what = "a condition";
    Set<String> allowed = new LinkedHashSet<>();
    List<Condition.Word> given = new ArrayList<>();
    for (Condition.Word w : Condition.Word.values()) {
      w.fields().forEach(f -> allowed.add(f.name()));
      if (o.has(w.jsonName())) {
        given.add(w);
      }
    }
    c.onlyFields(o, p, allowed, f -> null, what);
    if (given.size() != 1) {
      c.at(p, "a condition has exactly one of " + alternatives() + "");
      return null;
    }
    Condition.Word word = given.get(0);
    for (String f : allowed) {
      if (o.has(f) && word.fields().stream().noneMatch(x -> x.name().equals(f))) {
        c.atKey(LocatedJson.child(p, f), "\"" + f + "\" belongs with " + owners(f));
        return null;
      }
    }
    Field.Values values = new Field.Values();
    int before = c.errorCount();
    for (Field f : word.fields()) {
      values.put(f.name(), read(f, o, p, what));
    }
    return c.errorCount() != before ? null : word.read(values);
  }

  /** One field of a condition word (its default when left out), or null with the error reported. */
  private Object read(Field f, ObjectNode o, String p, String what) {
    if (f instanceof Field.FilterField ff) {
      return filter(o.get(ff.name()), LocatedJson.child(p, ff.name()));
    } else if (f instanceof Field.Text t) {
      return c.text(o, p, t.name(), true, what, t.meaning(), false);
    } else if (f instanceof Field.Int i) {
      Integer v = c.integer(o, p, i.name(), i.required(), what, i.meaning(), i.min(), i.max());
      return v == null && !o.has(i.name()) ? i.dflt() : v;
    } else if (f instanceof Field.CountField cf) {
      return o.has(cf.name()) ? count(o.get(cf.name()), LocatedJson.child(p, cf.name())) : null;
    } else if (f instanceof Field.Bool b) {
      return c.bool(o, p, b.name(), what, b.meaning());
    } else if (f instanceof Field.Choice<?> ch) {
      return choice(ch, o, p, what);
    } else if (f instanceof Field.Conditions cs) {
      ArrayNode a = c.array(o, p, cs.name(), true, what, "an array of two or more conditions");
      if (a == null) {
        return null;
      }
      if (a.size() < 2) {
        c.at(LocatedJson.child(p, cs.name()), "\"" + cs.name() + "\" joins two or more conditions; write one alone");
        return null;
      }
      List<Condition> all = new ArrayList<>();
      for (int i = 0; i < a.size(); i++) {
        Condition one = condition(a.get(i), LocatedJson.child(LocatedJson.child(p, cs.name()), i));
        if (one == null) {
          return null;
        }
        all.add(one);
      }
      return all;
    }
    throw new IllegalStateException("no reader for a condition's " + f);
  }

  /** "\"count\" or \"counters\" (with \"atLeast\"), \"this\" or \"yourTurn\"", from the table. */
  private static String alternatives() {
    List<String> parts = new ArrayList<>();
    Condition.Word[] words = Condition.Word.values();
    for (int i = 0; i < words.length; i++) {
      List<String> extra = words[i].fields().stream().skip(1).map(f -> "\"" + f.name() + "\"").toList();
      boolean sharedWithNext = i + 1 < words.length && !extra.isEmpty()
          && extra.equals(words[i + 1].fields().stream().skip(1).map(f -> "\"" + f.name() + "\"").toList());
      if (sharedWithNext) {
        parts.add("\"" + words[i].jsonName() + "\" or \"" + words[i + 1].jsonName() + "\" (with " + String.join(", ", extra) + ")");
        i++;
      } else {
        parts.add("\"" + words[i].jsonName() + "\"" + (extra.isEmpty() ? "" : " (with " + String.join(", ", extra) + ")"));
      }
    }
    return String.join(", ", parts.subList(0, parts.size() - 1)) + " or " + parts.get(parts.size() - 1);
  }

  /** The condition words a field belongs with: "\"count\" or \"counters\"". */
  private static String owners(String field) {
    List<String> out = new ArrayList<>();
    for (Condition.Word w : Condition.Word.values()) {
      if (w.fields().stream().anyMatch(f -> f.name().equals(field))) {
        out.add("\"" + w.jsonName() + "\"");
      }
    }
    return String.join(" or ", out);
  }

  /** Whether a filter reads only what is printed, as it must for cards out of play. */
  static boolean printedOnly(Filter f) {
    return Filter.Part.printedOnly(f);
  }
}
