package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Field;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.rules.EffectWord;

/**
 * Reads effects ({@code "do"}) through the engine's table of effect words ({@link EffectWord}):
 * the words, where each may be written and each word's fields come from the table; only the
 * words with a grammar of their own ({@code faceoff}, {@code whenever}) have a reader here.
 */
final class EffectReader extends LanguageReader {
  private final FilterReader filters;
  private final TriggerReader triggers;

  EffectReader(JsonChecks c, FilterReader filters, TriggerReader triggers) {
    super(c);
    this.filters = filters;
    this.triggers = triggers;
  }

  static final List<String> EFFECTS = EffectWord.names();

  List<Effect> effects(ObjectNode o, String at, String what, boolean hasSubject, EffectWord.Place place) {
    return effects(o, at, "effects", what, hasSubject, place);
  }

  List<Effect> effects(ObjectNode o, String at, String field, String what, boolean hasSubject,
      EffectWord.Place place) {
    ArrayNode a = c.array(o, at, field, true, what,
        "a non-empty array of effects like {\"do\": \"draw\", \"amount\": 1}");
    List<Effect> out = new ArrayList<>();
    if (a == null) {
      return out;
    }
    String p = LocatedJson.child(at, field);
    // An activated ability may be only its costs (rulings.md, an ability that is only its cost).
    boolean onlyCosts = place == EffectWord.Place.ACTIVATED && o.path("costs").isArray() && !o.path("costs").isEmpty();
    if (a.isEmpty() && !onlyCosts) {
      c.at(p, "\"" + field + "\" is empty; give at least one effect");
    }
    boolean faceoff = false;
    for (int i = 0; i < a.size(); i++) {
      Effect e = effect(a.get(i), LocatedJson.child(p, i), hasSubject, place);
      if (e != null) {
        out.add(e);
      }
      // 707.4a: the first faceoff is still going on when a second would start.
      if (isFaceoff(a.get(i)) && faceoff) {
        c.at(LocatedJson.child(p, i), "a faceoff can't be started during a faceoff (707.4a), and the one started"
            + " before in this list is going on; this \"faceoff\" could never start");
      }
      faceoff |= isFaceoff(a.get(i));
    }
    return out;
  }

  private Effect effect(JsonNode n, String at, boolean hasSubject, EffectWord.Place place) {
    ObjectNode o = object(n, at, "an effect");
    if (o == null) {
      return null;
    }
    JsonNode d = c.member(o, at, "do", true, "an effect", "one of " + listing(EFFECTS));
    String verb = d == null ? null
        : c.choice(d, LocatedJson.child(at, "do"), "\"do\"", "effect", EFFECTS, listing(EFFECTS));
    if (verb == null) {
      return null;
    }
    EffectWord word = EffectWord.named(verb);
    String what = "a \"" + verb + "\" effect";
    // The engine's table says where each word may be written; the engine reads it too.
    String notHere = word.whyNotIn(place);
    if (notHere != null) {
      c.at(at, notHere);
      return null;
    }
    return switch (word) {
      case FACEOFF -> faceoff(o, at, what, hasSubject, place);
      case WHENEVER -> whenever(o, at, what, place.whenever());
      case CHOOSE_MODES -> chooseModes(o, at, what, hasSubject, place);
      case OPTIONAL -> optional(o, at, what, hasSubject, place);
      case PAY_OR -> payOr(o, at, what, hasSubject, place);
      default -> fields(word, o, at, what, hasSubject, place);
    };
  }

  /** Reads a word's fields as the engine's table lists them, then makes its effect. */
  private Effect fields(EffectWord word, ObjectNode o, String at, String what, boolean hasSubject,
      EffectWord.Place place) {
    Set<String> allowed = new LinkedHashSet<>(List.of("do"));
    word.fields().forEach(f -> allowed.addAll(f.jsonNames()));
    c.onlyFields(o, at, allowed, f -> null, what);
    int before = c.errorCount();
    Field.Values values = new Field.Values();
    boolean complete = true;
    for (Field f : word.fields()) {
      Object v = read(word, f, o, at, what, hasSubject, place);
      boolean optionalLeftOut = !f.required() && !o.has(f.name()) && !(f instanceof Field.PrintedFilter);
      complete &= v != null || optionalLeftOut;
      values.put(f.name(), v);
    }
    for (Field f : word.fields()) {
      if (f instanceof Field.ChangeField && c.errorCount() == before && values.change() == Ability.Change.NONE
          && !Boolean.TRUE.equals(values.bool("colorsOfChosen"))) {
        c.at(at, what + " must change something: give \"power\", \"setPower\", \"colors\", \"colorPower\", \"keywords\", \"cant\" or \"becomes\"");
      }
      org.ponytable.engine.ability.Count n = f instanceof Field.CountField ? values.count(f.name()) : null;
      if (n != null && word == EffectWord.DISCARD
          && (n.kind() == org.ponytable.engine.ability.Count.Kind.HAND || n.kind() != org.ponytable.engine.ability.Count.Kind.BANISHED
              && org.ponytable.engine.ability.Count.OF_A_PILE.contains(n.kind()))) {
        c.atKey(LocatedJson.child(at, "forEach"), "a discard can't count a hand or a discard pile: discarding changes them"
            + " as it goes");
      }
      Object until = f.name().equals("until") ? values.<Object>choice("until") : null;
      if (until == org.ponytable.engine.ability.Duration.NEXT_READY_PHASE && !EffectWord.onlyCant(values.change())) {
        c.atKey(LocatedJson.child(at, "until"), "\"nextReadyPhase\" is only for a \"modify\" with \"cant\" alone");
      }
      Ability.Change ch = f instanceof Field.ChangeField ? values.change() : null;
      if (ch != null && ch.cant().contains(Ability.Restriction.BE_INVOLVED)) {
        // Read only from continuous abilities: 514.2 involvement.
        c.atKey(LocatedJson.child(at, "cant"), "\"beInvolved\" is said only by a"
            + " continuous ability, not given for a while by an effect");
      }
      if (ch != null && values.count("forEach") != null && (ch.power() == 0
          || ch.setPower() != null || !ch.colors().isEmpty() || !ch.colorPower().isEmpty())) {
        c.atKey(LocatedJson.child(at, "forEach"), "\"forEach\" counts \"power\" once for each thing it counts: give"
            + " \"power\" and no other change");
      }
    }
    return c.errorCount() == before && complete ? word.read(values) : null;
  }

  /** One field's value (its default when left out), or null with the error reported. */
  private Object read(EffectWord word, Field f, ObjectNode o, String at, String what, boolean hasSubject,
      EffectWord.Place place) {
    if (f instanceof Field.Int i) {
      return i.nonZero() ? nonZero(o, at, i.name(), what, i.meaning())
          : orElse(c.integer(o, at, i.name(), i.required(), what, i.meaning(), i.min(), i.max()), i.dflt(), o, i);
    } else if (f instanceof Field.Choice<?> ch) {
      return choice(ch, o, at, what);
    } else if (f instanceof Field.TargetField) {
      return target(o, at, what, hasSubject, place);
    } else if (f instanceof Field.ChangeField) {
      return change(o, at, what, true);
    } else if (f instanceof Field.Text t) {
      return c.text(o, at, t.name(), true, what, t.meaning(), false);
    } else if (f instanceof Field.PrintedFilter pf) {
      return printedFilter(o, at, pf);
    } else if (f instanceof Field.ConditionField cf) {
      JsonNode n = c.member(o, at, cf.name(), true, what, cf.meaning() + ", a condition");
      return n == null ? null : filters.condition(n, LocatedJson.child(at, cf.name()));
    } else if (f instanceof Field.CountField cf) {
      return o.has(cf.name()) ? filters.count(o.get(cf.name()), LocatedJson.child(at, cf.name())) : null;
    } else if (f instanceof Field.FilterField ff) {
      JsonNode n = c.member(o, at, ff.name(), ff.required(), what, ff.meaning() + ", a card filter");
      return n == null ? null : filters.filter(n, LocatedJson.child(at, ff.name()));
    } else if (f instanceof Field.Bool b) {
      // Left out is false.
      return Boolean.TRUE.equals(c.bool(o, at, b.name(), what, b.meaning()));
    }
    throw new IllegalStateException(word.jsonName() + " has a reader of its own, not fields");
  }


  /** An optional integer left out takes its default. */
  private Integer orElse(Integer read, Integer dflt, ObjectNode o, Field.Int f) {
    return read == null && !o.has(f.name()) ? dflt : read;
  }

  /** A filter of cards out of play: only what is printed (ANY when left out). */
  private Filter printedFilter(ObjectNode o, String at, Field.PrintedFilter pf) {
    if (!o.has(pf.name())) {
      return Filter.ANY;
    }
    Filter f = filters.filter(o.get(pf.name()), LocatedJson.child(at, pf.name()));
    if (f != null && !FilterReader.printedOnly(f)) {
      c.at(LocatedJson.child(at, pf.name()), pf.whyPrinted());
      return null;
    }
    return f;
  }

  /** "power" (added), "setPower" (set first), "colors" and "colorPower" (added) of a continuous ability or modify. */
  Ability.Change change(ObjectNode o, String at, String what) {
    return change(o, at, what, false);
  }

  /** With {@code withCant}, also the "cant" of a modifier made by an effect (708.2, 104.2). */
  Ability.Change change(ObjectNode o, String at, String what, boolean withCant) {
    Integer power = c.integer(o, at, "power", false, what, "power to add (negative to take away)", -99, 99);
    Integer set = c.integer(o, at, "setPower", false, what, "the power it becomes before additions", 0, 99);
    Set<CardColor> colors = EnumSet.noneOf(CardColor.class);
    ArrayNode a = c.array(o, at, "colors", false, what, "an array of colors to add (203.3)");
    if (a != null) {
      for (int i = 0; i < a.size(); i++) {
        CardColor col = CardLoader.color(c, a.get(i), LocatedJson.child(LocatedJson.child(at, "colors"), i), "a color");
        if (col != null && !colors.add(col)) {
          c.at(LocatedJson.child(LocatedJson.child(at, "colors"), i), "the color " + col.jsonName() + " is listed twice");
        }
      }
    }
    // rulings.md (colored power): {"orange": 2} adds 2 power that counts as orange.
    java.util.Map<CardColor, Integer> colorPower = new java.util.EnumMap<>(CardColor.class);
    ObjectNode cp = c.object(o, at, "colorPower", false, what,
        "an object of colors and the power of that color to add, like {\"orange\": 2}");
    if (cp != null) {
      String cpAt = LocatedJson.child(at, "colorPower");
      cp.fieldNames().forEachRemaining(name -> {
        String p = LocatedJson.child(cpAt, name);
        CardColor col = CardLoader.color(c, new com.fasterxml.jackson.databind.node.TextNode(name), p, "a color");
        Integer n = c.integer(cp.get(name), p, "colored power", 1, 99);
        if (col != null && n != null && colorPower.put(col, n) != null) {
          c.at(p, "the color " + col.jsonName() + " is listed twice");
        }
      });
    }
    List<String> keywords = grantedKeywords(o, at, what);
    Set<Ability.Restriction> cant = withCant ? restrictions(o, at, what) : Set.of();
    // rulings.md, "also a Friend": only an effect makes a card also a Friend, for its duration.
    org.ponytable.engine.terms.CardType becomes = null;
    if (withCant && o.has("becomes")) {
      String b = c.text(o, at, "becomes", true, what, "the type the card also has: \"friend\"", false);
      if ("friend".equals(b)) {
        becomes = org.ponytable.engine.terms.CardType.FRIEND;
      } else if (b != null) {
        c.at(LocatedJson.child(at, "becomes"), "\"becomes\" must be \"friend\" (a card that is also a Friend),"
            + " but it is \"" + b + "\"");
      }
    }
    if ((power == null || power == 0) && set == null && colors.isEmpty() && colorPower.isEmpty() && keywords.isEmpty()
        && cant.isEmpty() && becomes == null) {
      return Ability.Change.NONE;
    }
    return new Ability.Change(power == null ? 0 : power, set, colors, colorPower, keywords, cant, becomes);
  }

  /**
   * The keywords an ability or effect may give (702, 708): every keyword but Teamwork (which shares
   * printed abilities only), by its name in lowercase.
   */
  static final java.util.Map<String, org.ponytable.engine.card.Keyword> GRANTABLE = grantable();

  private static java.util.Map<String, org.ponytable.engine.card.Keyword> grantable() {
    java.util.Map<String, org.ponytable.engine.card.Keyword> m = new java.util.LinkedHashMap<>();
    for (org.ponytable.engine.card.Keyword k : org.ponytable.engine.card.Keyword.values()) {
      if (k != org.ponytable.engine.card.Keyword.TEAMWORK) {
        m.put(k.display().toLowerCase(java.util.Locale.ROOT), k);
      }
    }
    return java.util.Collections.unmodifiableMap(m);
  }

  /**
   * "keywords": ["stubborn", "supportive 2"]: keywords given, each with its number when it takes
   * one (1-99), as display spellings ("Supportive 2"); empty when left out.
   */
  List<String> grantedKeywords(ObjectNode o, String at, String what) {
    List<String> out = new ArrayList<>();
    ArrayNode kw = c.array(o, at, "keywords", false, what, "an array of keywords the cards have, like \"stubborn\" or"
        + " \"supportive 2\"");
    if (kw == null) {
      return out;
    }
    for (int i = 0; i < kw.size(); i++) {
      String p = LocatedJson.child(LocatedJson.child(at, "keywords"), i);
      String text = c.text(kw.get(i), p, "a granted keyword", "a keyword in lowercase, like \"stubborn\" or"
          + " \"supportive 2\"", true);
      if (text == null) {
        continue;
      }
      int space = text.indexOf(' ');
      String name = space < 0 ? text : text.substring(0, space);
      org.ponytable.engine.card.Keyword k = GRANTABLE.get(name);
      if (k == null) {
        c.at(p, "unknown keyword to give " + JsonChecks.quote(text) + "; write one of " + listing(GRANTABLE.keySet())
            + ", in lowercase");
        continue;
      }
      String number = space < 0 ? null : text.substring(space + 1);
      if (k.takesValue() != (number != null) || number != null && !number.matches("[1-9][0-9]?")) {
        c.at(p, k.takesValue() ? "\"" + name + "\" takes a number from 1 to 99, like \"" + name + " 2\""
            : "\"" + name + "\" takes no number");
        continue;
      }
      String display = number == null ? k.display() : k.display() + " " + number;
      if (out.stream().anyMatch(x -> x.equals(k.display()) || x.startsWith(k.display() + " "))) {
        c.at(p, "\"" + k.display() + "\" is listed twice");
      } else {
        out.add(display);
      }
    }
    return out;
  }

  /**
   * 708.4: a triggered modifier, written like a triggered ability plus how long it watches
   * ({@code until}) and whether only the next time ({@code once}).
   */
  private Effect whenever(ObjectNode o, String at, String what, EffectWord.Place place) {
    Set<String> fields = new LinkedHashSet<>(List.of("do"));
    fields.addAll(TriggerReader.FIELDS);
    fields.addAll(List.of("if", "once", "until", "effects", "on"));
    c.onlyFields(o, at, fields,
        f -> f.equals("may") ? "a triggered modifier's effects always happen (708.4); leave out \"may\"" : null, what);
    // 708.4: "on": "chosen" makes it on each card the previous effect chose, whose "this" it is.
    boolean onChosen = o.has("on");
    if (onChosen && !(o.get("on").isTextual() && o.get("on").asText().equals("chosen"))) {
      c.at(LocatedJson.child(at, "on"), "\"on\" can only be \"chosen\": the cards the previous effect chose");
    }
    if (onChosen) {
      place = EffectWord.Place.TRIGGERED;
    }
    int before = c.errorCount();
    Trigger trigger = triggers.trigger(o, at, what, Filter.THIS, Trigger.Use.TRIGGERED_MODIFIER);
    Trigger.Kind kind = trigger == null ? null : trigger.kind();
    if (kind != null && kind.aboutCard() && !place.cardInPlay() && !o.has("subject")) {
      c.at(at, place.whyThisNamesNothing() + ", so \"this\" names nothing; say which cards it watches with \"subject\"");
    }
    Condition cond = o.has("if") ? filters.condition(o.get("if"), LocatedJson.child(at, "if")) : null;
    Boolean once = c.bool(o, at, "once", what, "whether it ends the first time it triggers (\"the next time\")");
    Duration until = choice(Field.until(true), o, at, what);
    List<Effect> effects = effects(o, at, "effects", what,
        kind != null && (kind.aboutCard() || trigger.subject() != null), place);
    if (kind != null && kind.duringFaceoff()) {
      noFaceoff(o, at, "effects", "its effects always happen during a faceoff");
    }
    if (c.errorCount() != before || trigger == null || until == null) {
      return null;
    }
    return new Effect.Whenever(trigger, cond, until, once != null && once, effects, onChosen);
  }

  /** 707.4a: reports each "faceoff" effect in the list {@code field}, which could never start. */
  void noFaceoff(ObjectNode o, String at, String field, String why) {
    JsonNode a = o.get(field);
    if (a == null || !a.isArray()) {
      return;
    }
    for (int i = 0; i < a.size(); i++) {
      if (isFaceoff(a.get(i))) {
        c.at(LocatedJson.child(LocatedJson.child(at, field), i), "a faceoff can't be started during a faceoff"
            + " (707.4a), and " + why + "; this \"faceoff\" could never start");
      }
    }
  }

  private static boolean isFaceoff(JsonNode n) {
    return n.isObject() && n.has("do") && ("faceoff".equals(n.get("do").asText(null))
        || "challenge".equals(n.get("do").asText(null)));
  }

  /**
   * 514.2c, 514.5d: {"do": "faceoff", "involve": [FILTER...], "against": "it" or {"choose": ...},
   * "win": [effects], "lose": [effects]}.
   */
  private Effect faceoff(ObjectNode o, String at, String what, boolean hasSubject, EffectWord.Place place) {
    c.onlyFields(o, at, JsonChecks.setOf("do", "involve", "against", "win", "lose"), f -> null, what);
    int before = c.errorCount();
    ArrayNode a = c.array(o, at, "involve", true, what, "a non-empty array of card filters: the cards involved,"
        + " like [\"this\", {\"player\": \"opponent\", \"type\": \"character\", \"where\": \"here\"}] (514.2c)");
    List<Filter> involve = new ArrayList<>();
    if (a != null) {
      String p = LocatedJson.child(at, "involve");
      if (a.isEmpty()) {
        c.at(p, "\"involve\" is empty; name at least one description of involved cards (514.2c)");
      }
      for (int i = 0; i < a.size(); i++) {
        Filter f = filters.filter(a.get(i), LocatedJson.child(p, i));
        if (f != null && f.self() && !place.cardInPlay()) {
          c.at(LocatedJson.child(p, i), place.whyThisNamesNothing() + ", so \"this\" names no card");
        }
        involve.add(f);
      }
    }
    Target against = o.has("against") ? against(o.get("against"), LocatedJson.child(at, "against"), hasSubject) : null;
    // In "win" and "lose", "it" is the card the faceoff was against (else the trigger's card).
    boolean it = hasSubject || o.has("against");
    List<Effect> win = o.has("win") ? effects(o, at, "win", what, it, place) : List.of();
    List<Effect> lose = o.has("lose") ? effects(o, at, "lose", what, it, place) : List.of();
    if (!o.has("win") && !o.has("lose")) {
      c.at(at, "a \"faceoff\" effect needs \"win\" or \"lose\" (or both): what its controller does on winning or"
          + " losing it (514.5d)");
    }
    noFaceoff(o, at, "win", "\"win\" happens during this one");
    noFaceoff(o, at, "lose", "\"lose\" happens during this one");
    if (c.errorCount() != before) {
      return null;
    }
    return new Effect.StartFaceoff(involve, against, win, lose);
  }

  /** A player may pay, with effects for paying and for not paying: {"do": "payOr", "amount": N, "player": WHO, "then": [...], "else": [...]}. */
  private Effect payOr(ObjectNode o, String at, String what, boolean hasSubject, EffectWord.Place place) {
    c.onlyFields(o, at, JsonChecks.setOf("do", "amount", "player", "then", "else"), f -> null, what);
    int before = c.errorCount();
    JsonNode n = c.member(o, at, "amount", true, what, "the action tokens to pay, 1 to 99");
    int amount = 0;
    if (n != null && (!n.isInt() || n.asInt() < 1 || n.asInt() > 99)) {
      c.at(LocatedJson.child(at, "amount"), "\"amount\" is the action tokens to pay: a whole number from 1 to 99");
    } else if (n != null) {
      amount = n.asInt();
    }
    Who player = Who.YOU;
    if (o.has("player")) {
      String w = o.get("player").asText();
      if (w.equals("opponent")) {
        player = Who.OPPONENT;
      } else if (!w.equals("you")) {
        c.at(LocatedJson.child(at, "player"), "\"player\" is who may pay: \"you\" or \"opponent\"");
      }
    }
    if (!o.has("then") && !o.has("else")) {
      c.at(at, "a \"payOr\" needs \"then\" (what paying does) or \"else\" (what happens when they don't pay), or both");
    }
    List<Effect> then = o.has("then") ? effects(o, at, "then", what, hasSubject, place) : List.of();
    List<Effect> otherwise = o.has("else") ? effects(o, at, "else", what, hasSubject, place) : List.of();
    return c.errorCount() != before ? null : new Effect.PayOr(amount, player, then, otherwise);
  }

  /** "Then, you may ...": {"do": "optional", "effects": [effects]}. */
  private Effect optional(ObjectNode o, String at, String what, boolean hasSubject, EffectWord.Place place) {
    c.onlyFields(o, at, JsonChecks.setOf("do", "effects"), f -> null, what);
    int before = c.errorCount();
    List<Effect> effects = effects(o, at, "effects", what, hasSubject, place);
    return c.errorCount() != before ? null : new Effect.Optional(effects);
  }

  /**
   * A modal choice: {"do": "chooseModes", "count": N, "modes": [[effects], [effects], ...]}: the
   * controller picks N different modes (1 when left out), fewer than there are.
   */
  private Effect chooseModes(ObjectNode o, String at, String what, boolean hasSubject, EffectWord.Place place) {
    c.onlyFields(o, at, JsonChecks.setOf("do", "count", "modes", "random"), f -> null, what);
    int before = c.errorCount();
    Integer count = o.has("count") ? c.integer(o, at, "count", false, what, "how many modes are picked", 1, 9) : 1;
    ArrayNode a = c.array(o, at, "modes", true, what,
        "an array of at least two modes, each a non-empty array of effects like [{\"do\": \"draw\", \"amount\": 1}]");
    List<List<Effect>> modes = new ArrayList<>();
    if (a != null) {
      String p = LocatedJson.child(at, "modes");
      if (a.size() < 2) {
        c.at(p, "\"modes\" has " + a.size() + "; a choice needs at least two modes");
      }
      for (int i = 0; i < a.size(); i++) {
        // Each mode is read as an effect list of its own, under a field named by its number.
        ObjectNode holder = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        holder.set(String.valueOf(i), a.get(i));
        modes.add(effects(holder, p, String.valueOf(i), what, hasSubject, place));
      }
      if (count != null && a.size() >= 2 && count >= a.size()) {
        c.at(LocatedJson.child(at, "count"), "\"count\" is " + count + " of " + a.size()
            + " modes; pick fewer modes than there are (else write the effects without a choice)");
      }
    }
    if (c.errorCount() != before || count == null) {
      return null;
    }
    // "choose one at random": picked from the game's seed, nobody chooses.
    Boolean random = c.bool(o, at, "random", what, "whether the modes are picked at random");
    return new Effect.ChooseModes(count, modes, random != null && random);
  }

  /** A faceoff's "against": "it", or {"choose": FILTER, "count": N}, chosen as it starts. */
  private Target against(JsonNode n, String p, boolean hasSubject) {
    String expected = "\"against\" is \"it\" or {\"choose\": FILTER, \"count\": N}: the cards the faceoff is"
        + " against, chosen as it starts; describe the other involved cards in \"involve\"";
    if (n.isTextual() && n.textValue().equals("it")) {
      if (!hasSubject) {
        c.at(p, "\"it\" is the card a trigger is about; this ability's trigger names no card");
        return null;
      }
      return new Target.It();
    }
    if (!n.isObject() || !n.has("choose")) {
      c.at(p, expected + ", but it is " + JsonChecks.describe(n));
      return null;
    }
    ObjectNode t = (ObjectNode) n;
    c.onlyFields(t, p, JsonChecks.setOf("choose", "count"), f -> null, "an \"against\" target");
    Filter f = filters.filter(t.get("choose"), LocatedJson.child(p, "choose"));
    Integer count = c.integer(t, p, "count", false, "an \"against\" target", "how many cards to choose", 1, 99);
    return f == null ? null : new Target.Choose(f, count == null ? 1 : count);
  }

  private Target target(ObjectNode o, String at, String what, boolean hasSubject, EffectWord.Place place) {
    JsonNode n = c.member(o, at, "target", true, what,
        "\"this\", \"it\", {\"each\": FILTER} or {\"choose\": FILTER, \"count\": N}");
    if (n == null) {
      return null;
    }
    String p = LocatedJson.child(at, "target");
    if (n.isTextual()) {
      String s = c.choice(n, p, "\"target\"", "target", List.of("this", "it"),
          "\"this\", \"it\", {\"each\": FILTER} or {\"choose\": FILTER}");
      if (s == null) {
        return null;
      }
      // A Reaction Event's "it" is the card its condition was about (512.4).
      if (!place.cardInPlay() && !(s.equals("it") && hasSubject)) {
        c.at(p, place.whyThisNamesNothing() + ", so \"" + s + "\" names no card; use {\"choose\": ...} or {\"each\": ...}");
        return null;
      }
      if (s.equals("it") && !hasSubject) {
        c.at(p, "\"it\" is the card a trigger is about; this ability's trigger names no card");
        return null;
      }
      return s.equals("this") ? new Target.This() : new Target.It();
    }
    ObjectNode t = object(n, p, "\"target\"");
    if (t == null) {
      return null;
    }
    if (t.has("each") == t.has("choose")) {
      c.at(p, "a target object has \"each\" or \"choose\" (with an optional \"count\"), exactly one of them");
      return null;
    }
    if (t.has("each")) {
      c.onlyFields(t, p, JsonChecks.setOf("each"), f -> null, "an \"each\" target");
      Filter f = filters.filter(t.get("each"), LocatedJson.child(p, "each"));
      return f == null ? null : new Target.Each(f);
    }
    c.onlyFields(t, p, JsonChecks.setOf("choose", "count", "chooser", "upTo", "random", "forEach"), f -> null,
        "a \"choose\" target");
    Filter f = filters.filter(t.get("choose"), LocatedJson.child(p, "choose"));
    Integer count = c.integer(t, p, "count", false, "a \"choose\" target", "how many cards to choose", 1, 99);
    // "they exhaust one of their Resources": the controller's opponent makes the choice.
    Who chooser = word(t, p, "chooser", false, "a \"choose\" target", "player",
        java.util.Map.of("you", Who.YOU, "opponent", Who.OPPONENT), Who.YOU);
    // "up to two Friends": the chooser may stop at any number, none included.
    Boolean upTo = c.bool(t, p, "upTo", "a \"choose\" target", "whether fewer cards (none included) may be chosen");
    // "a random Friend": picked from the game's seed, nobody chooses.
    Boolean random = c.bool(t, p, "random", "a \"choose\" target", "whether the cards are picked at random");
    if (random != null && random && upTo != null && upTo) {
      c.at(p, "a random target can't be \"upTo\": nobody chooses when to stop");
      return null;
    }
    // "a Friend for each color this card has": the count is read as the cards are chosen.
    int before = c.errorCount();
    org.ponytable.engine.ability.Count forEach = t.has("forEach")
        ? filters.count(t.get("forEach"), LocatedJson.child(p, "forEach")) : null;
    return f == null || chooser == null || c.errorCount() != before ? null
        : new Target.Choose(f, count == null ? 1 : count, chooser, upTo != null && upTo, random != null && random, forEach);
  }
}
