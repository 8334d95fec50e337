package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Count;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.EventText;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.rules.EffectWord;

/**
 * Reads the ability language (docs/card-format.md, "Abilities") from card JSON, as strictly as
 * the rest of a card: every word comes from a closed list, every error has its place. This
 * reader knows the kinds of ability and Event text; the parts of the language have their own
 * readers (see {@link LanguageReader}).
 */
final class AbilityReader extends LanguageReader {
  private final FilterReader filterReader;
  private final TriggerReader triggerReader;
  private final EffectReader effectReader;
  private final CostReader costReader;

  AbilityReader(JsonChecks c) {
    super(c);
    filterReader = new FilterReader(c);
    triggerReader = new TriggerReader(c, filterReader);
    effectReader = new EffectReader(c, filterReader, triggerReader);
    costReader = new CostReader(c, filterReader);
  }

  static final Map<String, Ability.CostAction> COST_ACTIONS =
      names(Ability.CostAction.values(), Ability.CostAction::jsonName);
  static final Map<String, Ability.Restriction> RESTRICTIONS =
      names(Ability.Restriction.values(), Ability.Restriction::jsonName);
  static final Map<String, Ability.Occurrence> OCCURRENCES =
      names(Ability.Occurrence.values(), Ability.Occurrence::jsonName);

  // ---- abilities ----

  /** The "abilities" array of a card or Mane side. */
  List<Ability> abilities(ObjectNode card, String at, String what) {
    ArrayNode a = c.array(card, at, "abilities", false, what,
        "an array of ability objects, each with \"kind\": \"triggered\", \"activated\" or \"continuous\"");
    List<Ability> out = new ArrayList<>();
    if (a == null) {
      return out;
    }
    String p = LocatedJson.child(at, "abilities");
    for (int i = 0; i < a.size(); i++) {
      String ip = LocatedJson.child(p, i);
      ObjectNode o = object(a.get(i), ip, "an ability");
      if (o == null) {
        continue;
      }
      String kind = null;
      JsonNode k = c.member(o, ip, "kind", true, "an ability",
          "\"triggered\", \"activated\", \"continuous\" or \"replacement\" (701.1, 710)");
      if (k != null) {
        kind = c.choice(k, LocatedJson.child(ip, "kind"), "\"kind\"", "kind of ability",
            KINDS, "\"triggered\", \"activated\", \"continuous\", \"replacement\", \"attachment\", \"costChange\","
                + " \"requirementChange\", \"cantPlay\", \"cantMove\", \"homeLimit\", \"playCondition\", \"bonusChange\","
                + " \"playFromDiscard\", \"limit\", \"entersExhausted\", \"whileFlipped\", \"cantChallenge\", \"troublemakersFaceUp\","
                + " \"flippedPower\" or \"lowestTotalWins\" (701.1, 710, 509.4, 508, 611.3, 104.2, 212, 205, 210, 404, 706.1a, 515, 608, 306.1, 514.4a, 514.5)");
      }
      if (kind == null) {
        continue;
      }
      Ability ab = switch (kind) {
        case "triggered" -> triggered(o, ip);
        case "activated" -> activated(o, ip);
        case "replacement" -> replacement(o, ip);
        case "attachment" -> {
          c.onlyFields(o, ip, JsonChecks.setOf("kind", "host"), f -> null, "a host description");
          JsonNode h = c.member(o, ip, "host", true, "a host description",
              "the cards it may be attached to, like {\"type\": \"friend\"} (509.4)");
          Filter f = h == null ? null : filterReader.filter(h, LocatedJson.child(ip, "host"));
          yield f == null ? null : new Ability.Host(f);
        }
        case "costChange" -> costChange(o, ip);
        case "requirementChange" -> requirementChange(o, ip);
        case "cantPlay" -> cantPlay(o, ip);
        case "cantMove" -> cantMove(o, ip);
        case "homeLimit" -> homeLimit(o, ip);
        case "playCondition" -> playCondition(o, ip);
        case "entersWithCounters" -> entersWithCounters(o, ip);
        case "bonusChange" -> bonusChange(o, ip);
        case "playFromDiscard" -> playFromDiscard(o, ip);
        case "limit" -> limit(o, ip);
        case "entersExhausted" -> entersExhausted(o, ip);
        case "whileFlipped" -> whileFlipped(o, ip);
        case "cantChallenge" -> cantChallenge(o, ip);
        case "troublemakersFaceUp" -> troublemakersFaceUp(o, ip);
        case "flippedPower" -> flippedPower(o, ip);
        case "lowestTotalWins" -> {
          c.onlyFields(o, ip, JsonChecks.setOf("kind"), f -> null, "the lowest power total winning");
          yield new Ability.LowestTotalWins();
        }
        default -> continuous(o, ip);
      };
      if (ab != null) {
        out.add(ab);
      }
    }
    return out;
  }

  /** The kinds of ability objects. */
  static final List<String> KINDS = List.of("triggered", "activated", "continuous", "replacement", "attachment",
      "costChange", "requirementChange", "cantPlay", "cantMove", "homeLimit",
      "playCondition", "bonusChange", "playFromDiscard", "limit", "entersExhausted", "whileFlipped", "cantChallenge",
      "troublemakersFaceUp", "flippedPower", "lowestTotalWins", "entersWithCounters");

  /** 611.3: {"kind": "requirementChange", "player": WHO, "amount": N, "while": COND}. */
  private Ability requirementChange(ObjectNode o, String at) {
    String what = "a confront requirement change";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "player", "amount", "while", "forEach", "problems"), f -> null, what);
    Filter problems = o.has("problems") ? filterReader.filter(o.get("problems"), LocatedJson.child(at, "problems")) : null;
    int before = c.errorCount();
    Who who = word(o, at, "player", false, what, "player", WHO, Who.OPPONENT);
    Integer amount = nonZero(o, at, "amount", what, "power more (negative: less) needed to confront the Problem"
        + " at this card's area, -99 to 99");
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    Count forEach = o.has("forEach") ? filterReader.count(o.get("forEach"), LocatedJson.child(at, "forEach")) : null;
    if (forEach != null && forEach.kind() == Count.Kind.COST_OF_CHOSEN) {
      c.atKey(LocatedJson.child(at, "forEach"), "\"costOfChosen\" reads what an effect chose: write it in an effect");
    }
    if (c.errorCount() != before || who == null || amount == null) {
      return null;
    }
    return new Ability.RequirementChange(cond, who, amount, forEach, problems);
  }

  /**
   * 212, 616.3: {"kind": "homeLimit", "player": WHO, "amount": N, "uncounted": FILTER, "while": COND},
   * with {@code amount}, {@code uncounted} or both.
   */
  private Ability homeLimit(ObjectNode o, String at) {
    String what = "a home limit change";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "player", "amount", "uncounted", "while", "forEach"), f -> null, what);
    int before = c.errorCount();
    Who who = word(o, at, "player", false, what, "player", WHO, Who.YOU);
    Integer amount = o.has("amount") ? nonZero(o, at, "amount", what, "Friends more (negative: fewer) the home limit"
        + " allows, -99 to 99") : Integer.valueOf(0);
    Filter uncounted = o.has("uncounted") ? filterReader.filter(o.get("uncounted"), LocatedJson.child(at, "uncounted"))
        : null;
    if (!o.has("amount") && !o.has("uncounted")) {
      c.at(at, what + " needs \"amount\" (Friends more or fewer) or \"uncounted\" (the Friends that don't count)");
    }
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    Count forEach = o.has("forEach") ? filterReader.count(o.get("forEach"), LocatedJson.child(at, "forEach")) : null;
    if (forEach != null && (!o.has("amount") || forEach.kind() == Count.Kind.COST_OF_CHOSEN)) {
      c.atKey(LocatedJson.child(at, "forEach"), "\"forEach\" in a home limit change scales its \"amount\" and"
          + " reads what is in play: write an \"amount\" and a count of the game, not \"costOfChosen\"");
    }
    if (c.errorCount() != before || who == null || amount == null) {
      return null;
    }
    return new Ability.HomeLimitChange(cond, who, amount, uncounted, forEach);
  }

  /** 210: {"kind": "bonusChange", "amount": N, "setTo": N, "while": COND}: this card's Problem's bonus. */
  private Ability bonusChange(ObjectNode o, String at) {
    String what = "a Problem bonus change";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "amount", "setTo", "while"), f -> null, what);
    int before = c.errorCount();
    Integer amount = o.has("amount") ? nonZero(o, at, "amount", what, "bonus points more (negative: fewer), -99 to 99")
        : Integer.valueOf(0);
    Integer setTo = c.integer(o, at, "setTo", false, what, "the bonus points the Problem has instead (210)", 0, 99);
    if (!o.has("amount") && !o.has("setTo")) {
      c.at(at, what + " needs \"amount\" (points more or fewer) or \"setTo\" (the bonus it has)");
    }
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (c.errorCount() != before || amount == null) {
      return null;
    }
    return new Ability.BonusChange(cond, amount, setTo);
  }

  /** 519, 706.1: {"kind": "entersWithCounters", "counter": NAME, "amount": N}: on it as it enters play. */
  private Ability entersWithCounters(ObjectNode o, String at) {
    String what = "counters a card enters play with";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "counter", "amount"), f -> null, what);
    String name = c.text(o, at, "counter", true, what, "the counters' name, like \"+1 power\" (519)", true);
    Integer amount = c.integer(o, at, "amount", false, what, "how many counters, 1 to 99", 1, 99);
    return name == null ? null : new Ability.EntersWithCounters(name, amount == null ? 1 : amount);
  }

  /** 205, 609.2a: {"kind": "playCondition", "if": COND}: the card is played only while it holds. */
  private Ability playCondition(ObjectNode o, String at) {
    String what = "a play condition";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "if"), f -> null, what);
    int before = c.errorCount();
    JsonNode n = c.member(o, at, "if", true, what, "the condition under which the card may be played, like"
        + " {\"count\": {\"player\": \"you\", \"title\": \"Fluttershy\"}, \"atLeast\": 1}");
    Condition cond = n == null ? null : filterReader.condition(n, LocatedJson.child(at, "if"));
    if (c.errorCount() != before || cond == null) {
      return null;
    }
    return new Ability.PlayCondition(cond);
  }

  /** 104.2: {"kind": "cantPlay", "cards": FILTER (printed only), "while": COND}: not to this card's area. */
  private Ability cantPlay(ObjectNode o, String at) {
    String what = "a ban on playing cards here";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "cards", "while", "anywhere"), f -> null, what);
    int before = c.errorCount();
    Boolean anywhere = c.bool(o, at, "anywhere", what, "true when the cards can't be played at all, Events too,"
        + " not only to this card's area (\"opponents can't play cards during faceoffs\")");
    JsonNode n = c.member(o, at, "cards", true, what, "the cards in hand that can't be played here, like"
        + " {\"type\": \"friend\", \"maxPower\": 1}");
    Filter cards = n == null ? null : filterReader.filter(n, LocatedJson.child(at, "cards"));
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (cards != null && !FilterReader.printedOnly(cards.withPlayer(Who.ANYONE))) {
      c.at(LocatedJson.child(at, "cards"), "cards in hand are read by what is printed: use only \"player\","
          + " \"type\", \"color\", \"trait\", \"title\", \"maxPower\" and \"minPower\"");
    }
    if (c.errorCount() != before || cards == null) {
      return null;
    }
    return new Ability.PlayBan(cond, cards, false, Boolean.TRUE.equals(anywhere));
  }

  /** 404, 609.2: {"kind": "playFromDiscard", "while": COND}: this card may be played from its owner's discard pile. */
  private Ability playFromDiscard(ObjectNode o, String at) {
    String what = "playing this card from the discard pile";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "while", "cards"), f -> null, what);
    int before = c.errorCount();
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    Filter cards = o.has("cards") ? filterReader.filter(o.get("cards"), LocatedJson.child(at, "cards")) : null;
    if (cards != null && (cards.self() || !FilterReader.printedOnly(cards.withPlayer(Who.ANYONE)))) {
      c.at(LocatedJson.child(at, "cards"), "cards in a discard pile are read by what is printed: use only \"type\","
          + " \"color\", \"trait\", \"title\", \"maxPower\" and \"minPower\"");
    }
    return c.errorCount() != before ? null : new Ability.PlayFromDiscard(cond, cards);
  }

  /** 104.2, 517.1, 409.4: {"kind": "limit", "what": "score"|"draw", "atMost": N, "player": WHO, "while": COND}. */
  private Ability limit(ObjectNode o, String at) {
    String what = "a per-turn limit";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "what", "atMost", "player", "while"), f -> null, what);
    int before = c.errorCount();
    Who who = word(o, at, "player", false, what, "player", WHO, Who.ANYONE);
    Ability.Limited limited = null;
    JsonNode w = c.member(o, at, "what", true, what, "\"score\" (points) or \"draw\" (cards)");
    if (w != null) {
      String name = c.choice(w, LocatedJson.child(at, "what"), "\"what\"", "what is limited",
          List.of("score", "draw"), "\"score\" or \"draw\"");
      limited = name == null ? null : name.equals("score") ? Ability.Limited.SCORE : Ability.Limited.DRAW;
    }
    Integer atMost = c.integer(o, at, "atMost", true, what, "the most points or cards in a turn, 0 to 99", 0, 99);
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (c.errorCount() != before || who == null || limited == null || atMost == null) {
      return null;
    }
    return new Ability.Limit(cond, who, limited, atMost);
  }

  /** 706.1a: {"kind": "entersExhausted", "cards": FILTER}; the card itself when "cards" is left out. */
  private Ability entersExhausted(ObjectNode o, String at) {
    String what = "entering play exhausted";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "cards"), f -> null, what);
    int before = c.errorCount();
    Filter cards = o.has("cards") ? filterReader.filter(o.get("cards"), LocatedJson.child(at, "cards")) : Filter.THIS;
    return c.errorCount() != before || cards == null ? null : new Ability.EntersExhausted(cards);
  }

  /**
   * Chaos, 515: {"kind": "whileFlipped", "abilities": [CONTINUOUS...]}: continuous abilities that
   * change power while this card is flipped (rulings.md, "while flipped").
   */
  private Ability whileFlipped(ObjectNode o, String at) {
    String what = "Chaos text that works while the card is flipped";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "abilities"), f -> null, what);
    int before = c.errorCount();
    if (!o.has("abilities")) {
      c.at(at, what + " needs \"abilities\": the continuous abilities that work while it is flipped");
    }
    List<Ability> inner = abilities(o, at, what);
    List<Ability.Continuous> out = new ArrayList<>();
    String p = LocatedJson.child(at, "abilities");
    for (int i = 0; i < inner.size(); i++) {
      if (inner.get(i) instanceof Ability.Continuous cont && cont.change().power() != 0 && cont.change().setPower() == null
          && cont.change().colors().isEmpty() && cont.cant().isEmpty()
          && cont.extraFlips() == 0 && !cont.grants() && !cont.changesColorsBy() && cont.abilities().isEmpty()) {
        out.add(cont);
      } else {
        c.at(LocatedJson.child(p, i), "while a card is flipped only continuous abilities changing power work"
            + " (\"kind\": \"continuous\" with \"power\"; \"affects\": \"this\" is the flipped card itself)");
      }
    }
    if (c.errorCount() != before || out.isEmpty()) {
      return null;
    }
    return new Ability.WhileFlipped(out);
  }

  /** 104.2, 608: {"kind": "cantChallenge", "if": COND}: this Troublemaker can't be challenged while COND holds for the challenger. */
  private Ability cantChallenge(ObjectNode o, String at) {
    String what = "a ban on challenging this card";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "if"), f -> null, what);
    int before = c.errorCount();
    JsonNode n = c.member(o, at, "if", true, what, "when it can't be challenged, read as the player who would"
        + " challenge it, like {\"number\": {\"player\": \"you\", \"type\": \"character\", \"where\": \"here\"}, \"atMost\": 1}");
    Condition cond = n == null ? null : filterReader.condition(n, LocatedJson.child(at, "if"));
    if (c.errorCount() != before || cond == null) {
      return null;
    }
    return new Ability.ChallengeBan(cond);
  }

  /** 609.2c, 306.1: {"kind": "troublemakersFaceUp", "while": COND}: Troublemakers played here enter play face up. */
  private Ability troublemakersFaceUp(ObjectNode o, String at) {
    String what = "Troublemakers played here entering face up";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "while"), f -> null, what);
    int before = c.errorCount();
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    return c.errorCount() != before ? null : new Ability.TroublemakersFaceUp(cond);
  }

  /** 514.4a: {"kind": "flippedPower", "amount": N, "player": WHO, "while": COND}: that player's flipped cards have N more power. */
  private Ability flippedPower(ObjectNode o, String at) {
    String what = "a change to the power of flipped cards";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "amount", "player", "while"), f -> null, what);
    int before = c.errorCount();
    Who who = word(o, at, "player", false, what, "player", WHO, Who.YOU);
    Integer amount = nonZero(o, at, "amount", what, "power more (negative: less) each flipped card has, -99 to 99");
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (c.errorCount() != before || who == null || amount == null) {
      return null;
    }
    return new Ability.FlippedPower(cond, who, amount);
  }

  /** 104.2, 506.1: {"kind": "cantMove", "cards": FILTER, "while": COND}: not to this card's area. */
  private Ability cantMove(ObjectNode o, String at) {
    String what = "a ban on moving cards here";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "cards", "while"), f -> null, what);
    int before = c.errorCount();
    JsonNode n = c.member(o, at, "cards", true, what, "the characters that can't be moved here, with who moves"
        + " them as \"player\", like {\"player\": \"opponent\", \"type\": \"friend\"}");
    Filter cards = n == null ? null : filterReader.filter(n, LocatedJson.child(at, "cards"));
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (c.errorCount() != before || cards == null) {
      return null;
    }
    return new Ability.PlayBan(cond, cards, true);
  }

  /**
   * 508, 609.2: {"kind": "costChange", "action": ..., "cards": FILTER, "amount": N, "while": COND}.
   * Cards in hand are read by what is printed, so their filter names no place or status; a draw
   * has no card, so only whose draw it is.
   */
  private Ability costChange(ObjectNode o, String at) {
    String what = "a cost change";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "action", "cards", "amount", "while", "to", "from", "on", "minimum",
        "forEach"), f -> null,
        what);
    int before = c.errorCount();
    Ability.CostAction action = word(o, at, "action", true, what, "Main Phase action", COST_ACTIONS, null);
    // 501.4: only "here", the area of the card with the ability ("to this card's Problem").
    Filter.Place to = word(o, at, "to", false, what, "destination", Map.of("here", Filter.Place.HERE), null);
    Filter.Place from = word(o, at, "from", false, what, "place left", Map.of("here", Filter.Place.HERE), null);
    if (from != null && action != null && action != Ability.CostAction.MOVE) {
      c.atKey(LocatedJson.child(at, "from"), "\"from\" is where a card is moved away from: only with \"move\"");
    }
    Filter on = o.has("on") ? filterReader.filter(o.get("on"), LocatedJson.child(at, "on")) : null;
    if (to != null && action != null && action != Ability.CostAction.PLAY && action != Ability.CostAction.MOVE
        && action != Ability.CostAction.PLAY_TROUBLEMAKER) {
      c.atKey(LocatedJson.child(at, "to"), "\"to\" is where a card is played or moved: only with \"play\","
          + " \"playTroublemaker\" or \"move\"");
    }
    if (on != null && action != null && action != Ability.CostAction.PLAY) {
      c.atKey(LocatedJson.child(at, "on"), "\"on\" is the card an attachment is played on (509.1): only with \"play\"");
    }
    Filter cards = o.has("cards") ? filterReader.filter(o.get("cards"), LocatedJson.child(at, "cards")) : Filter.ANY;
    Integer amount = nonZero(o, at, "amount", what, "action tokens more (negative: fewer), -99 to 99");
    int minimum = 0;
    if (o.has("minimum")) {
      JsonNode m = o.get("minimum");
      if (!m.isInt() || m.asInt() < 1 || m.asInt() > 99) {
        c.at(LocatedJson.child(at, "minimum"), "\"minimum\" is the cost a reduction stops at (\"to a minimum of 1\"):"
            + " a whole number from 1 to 99");
      } else if (amount != null && amount > 0) {
        c.atKey(LocatedJson.child(at, "minimum"), "\"minimum\" goes with a reduction: a negative \"amount\"");
      } else {
        minimum = m.asInt();
      }
    }
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (action != null && cards != null) {
      boolean inHand = action == Ability.CostAction.PLAY || action == Ability.CostAction.PLAY_TROUBLEMAKER;
      Filter whose = Filter.ANY.withPlayer(cards.player());
      if (action == Ability.CostAction.DRAW && !cards.equals(whose)) {
        c.at(LocatedJson.child(at, "cards"), "a draw has no card; \"cards\" may only say whose draw (\"player\")");
      } else if (inHand && !FilterReader.printedOnly(cards.withPlayer(Who.ANYONE))) {
        c.at(LocatedJson.child(at, "cards"), "cards in hand are read by what is printed: use only \"player\","
            + " \"type\", \"color\", \"trait\", \"title\", \"maxPower\" and \"minPower\"");
      }
    }
    Count forEach = o.has("forEach") ? filterReader.count(o.get("forEach"), LocatedJson.child(at, "forEach")) : null;
    if (forEach != null && forEach.kind() == Count.Kind.COST_OF_CHOSEN) {
      c.atKey(LocatedJson.child(at, "forEach"), "\"costOfChosen\" reads what an effect chose: write it in an effect");
    }
    if (c.errorCount() != before || action == null || cards == null || amount == null) {
      return null;
    }
    return new Ability.CostChange(cond, action, cards, amount, to != null, on, from != null, minimum, forEach);
  }

  private Ability triggered(ObjectNode o, String at) {
    String what = "a triggered ability";
    Set<String> fields = new java.util.LinkedHashSet<>(List.of("kind"));
    fields.addAll(TriggerReader.FIELDS);
    fields.addAll(List.of("if", "may", "mayBy", "effects"));
    c.onlyFields(o, at, fields,
        f -> f.equals("timing") || f.equals("costs") ? "a triggered ability has no timing phrase or cost (704.1a)"
            : null, what);
    int before = c.errorCount();
    Trigger trigger = triggerReader.trigger(o, at, what, Filter.THIS, Trigger.Use.TRIGGERED_ABILITY);
    Trigger.Kind kind = trigger == null ? null : trigger.kind();
    Filter subject = trigger == null ? null : trigger.subject();
    Condition cond = o.has("if") ? filterReader.condition(o.get("if"), LocatedJson.child(at, "if")) : null;
    Boolean may = c.bool(o, at, "may", what, "whether the controller may choose not to do it (712.3)");
    // "that player may": the opponent answers the "may".
    Who mayBy = word(o, at, "mayBy", false, what, "player", Map.of("you", Who.YOU, "opponent", Who.OPPONENT), Who.YOU);
    if (o.has("mayBy") && (may == null || !may)) {
      c.atKey(LocatedJson.child(at, "mayBy"), "\"mayBy\" says who answers a \"may\": write \"may\": true with it (712.3)");
    }
    // Chaos: the flipped card is its own subject and is not in play, so "it" names nothing either.
    boolean chaos = kind != null && kind.subject() == Trigger.Subject.ITSELF;
    List<Effect> effects = effectReader.effects(o, at, what, !chaos && kind != null && (kind.aboutCard() || subject != null),
        chaos ? EffectWord.Place.CHAOS : EffectWord.Place.TRIGGERED);
    if (kind != null && kind.duringFaceoff()) {
      effectReader.noFaceoff(o, at, "effects", "its effects always happen during a faceoff");
    }
    if (c.errorCount() != before || kind == null) {
      return null;
    }
    return new Ability.Triggered(trigger, cond, may != null && may, effects, mayBy);
  }

  private Ability activated(ObjectNode o, String at) {
    String what = "an activated ability";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "timing", "reactTo", "during", "costs", "effects", "anyPlayer", "while"),
        f -> null, what);
    int before = c.errorCount();
    Timing timing = word(o, at, "timing", true, what, "timing phrase", TriggerReader.TIMINGS, null);
    Reaction reaction = triggerReader.reaction(o, at, what, timing);
    List<Cost> costs = costReader.costs(o, at);
    List<Effect> effects = effectReader.effects(o, at, what, reaction != null && reaction.aboutCard(), EffectWord.Place.ACTIVATED);
    if (TriggerReader.duringFaceoff(timing)) {
      effectReader.noFaceoff(o, at, "effects", "its timing allows it only during a faceoff (512.4)");
    }
    if (c.errorCount() != before || timing == null) {
      return null;
    }
    Boolean anyPlayer = c.bool(o, at, "anyPlayer", what, "whether any player may activate it, not only its controller");
    // "While ..., you may ...": activated only while the condition holds, read from the activating player.
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (c.errorCount() != before) {
      return null;
    }
    return new Ability.Activated(timing, costs, effects, reaction, anyPlayer != null && anyPlayer, cond);
  }

  /**
   * 710: {"kind": "replacement", "if": {"would": OCCURRENCE, "subject" or "player"}, "instead":
   * [effects]}. The effects are performed at once, so none may ask for a choice.
   */
  private Ability replacement(ObjectNode o, String at) {
    String what = "a replacement ability";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "if", "may", "instead", "costs", "once"), f -> null, what);
    Boolean may = c.bool(o, at, "may", what, "whether its controller may choose not to apply it (\"you may ... instead\")");
    int before = c.errorCount();
    JsonNode n = c.member(o, at, "if", true, what,
        "the occurrence it replaces, like {\"would\": \"dismissed\", \"subject\": \"this\"} (710.1)");
    Ability.Occurrence occ = null;
    Filter subject = null;
    Who player = null;
    String ip = LocatedJson.child(at, "if");
    ObjectNode io = n == null ? null : object(n, ip, "\"if\"");
    if (io != null) {
      c.onlyFields(io, ip, JsonChecks.setOf("would", "subject", "player"), f -> null, "a replacement's occurrence");
      occ = word(io, ip, "would", true, "a replacement's occurrence", "occurrence", OCCURRENCES, null);
      if (occ != null && occ.aboutCard()) {
        if (io.has("player")) {
          c.atKey(LocatedJson.child(ip, "player"), "\"" + occ.jsonName() + "\" happens to a card; use \"subject\"");
        }
        subject = io.has("subject") ? filterReader.filter(io.get("subject"), LocatedJson.child(ip, "subject")) : Filter.THIS;
      } else if (occ != null && occ.aboutFlippedCard()) {
        subject = io.has("subject") ? filterReader.filter(io.get("subject"), LocatedJson.child(ip, "subject")) : Filter.ANY;
        if (subject != null && !FilterReader.printedOnly(subject)) {
          c.at(LocatedJson.child(ip, "subject"), "a flipped card is not in play: describe it by what is printed"
              + " (type, color, trait, title, maxPower)");
        }
        player = word(io, ip, "player", false, "a replacement's occurrence", "player", WHO, Who.YOU);
      } else if (occ != null) {
        if (io.has("subject")) {
          c.atKey(LocatedJson.child(ip, "subject"), "\"" + occ.jsonName() + "\" happens to a player; use \"player\"");
        }
        player = word(io, ip, "player", false, "a replacement's occurrence", "player", WHO, Who.YOU);
      }
    }
    List<Effect> instead = List.of();
    if (o.has("instead")) {
      int mark = c.errorCount();
      instead = effectReader.effects(o, at, "instead", what, occ != null && occ.aboutCard(), EffectWord.Place.REPLACEMENT);
      if (c.errorCount() == mark) {
        for (int i = 0; i < instead.size(); i++) {
          if (instead.get(i).choosesTarget()) {
            c.at(LocatedJson.child(LocatedJson.child(LocatedJson.child(at, "instead"), i), "target"), "a replacement's"
                + " effects happen at once (710.2), so they can't ask for a choice: use \"this\", \"it\" or"
                + " {\"each\": ...}");
          }
        }
      }
    } else if (occ == null || !occ.insteadOptional()) {
      c.at(at, "missing \"instead\": the effects that happen in place of the occurrence (710.1)");
    }
    // "Once per faceoff": it applies at most once in each faceoff.
    String once = word(o, at, "once", false, what, "limit", Map.of("faceoff", "faceoff"), null);
    // 710, 707.2a: "you may pay 1 to ... instead"; paid at once, so only costs that ask nothing.
    List<Cost> costs = costReader.costs(o, at);
    for (int i = 0; i < costs.size(); i++) {
      if (!(costs.get(i) instanceof Cost.ExhaustThis || costs.get(i) instanceof Cost.Tokens)) {
        c.at(LocatedJson.child(LocatedJson.child(at, "costs"), i), "a replacement's cost is paid at once (710.2),"
            + " so it can't ask for a choice: \"exhaustThis\" or \"tokens\" only");
      }
    }
    if (!costs.isEmpty() && !Boolean.TRUE.equals(may)) {
      c.atKey(LocatedJson.child(at, "costs"), "a cost makes a replacement optional (\"you may pay ... instead\"):"
          + " give \"may\": true");
    }
    if (c.errorCount() != before || occ == null) {
      return null;
    }
    return new Ability.Replacement(occ, subject, player, instead, Boolean.TRUE.equals(may), costs, once != null);
  }

  private Ability continuous(ObjectNode o, String at) {
    String what = "a continuous ability";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "affects", "while", "power", "setPower", "colors", "colorPower", "cant", "extraFlips", "keywords",
        "forEach", "total", "player", "playerIf", "traits", "colorsOf", "loseColors", "abilities", "flips", "whileInPlay", "chosenColors"),
        f -> f.equals("effects") ? "a continuous ability changes cards directly with \"power\", \"setPower\","
            + " \"colors\" or \"cant\" (702.1)" : null, what);
    int before = c.errorCount();
    Filter affects = o.has("affects") ? filterReader.filter(o.get("affects"), LocatedJson.child(at, "affects")) : Filter.THIS;
    Condition cond = o.has("while") ? filterReader.condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    Ability.Change change = effectReader.change(o, at, what);
    Set<Ability.Restriction> cant = restrictions(o, at, what);
    if (cant.contains(Ability.Restriction.BE_INVOLVED)
        && (cond != null || affects != null && affects.involved() != Filter.Involvement.ANY)) {
      // Read while working out who is involved (514.2): asking about involvement there would never end.
      c.at(LocatedJson.child(at, "cant"), "\"beInvolved\" takes no \"while\" and an \"affects\" without \"involved\"");
    }
    // 514.3a: its controller flips this many more cards at the faceoff's first flip.
    Integer extra = c.integer(o, at, "extraFlips", false, what, "how many more cards you flip during faceoffs (514.3a)", 1, 9);
    // The keywords it gives are its own part, not a change of power or colors.
    List<String> keywords = change.keywords();
    if (!keywords.isEmpty()) {
      change = change.power() == 0 && change.setPower() == null && change.colors().isEmpty()
          && change.colorPower().isEmpty() ? Ability.Change.NONE
          : new Ability.Change(change.power(), change.setPower(), change.colors(), change.colorPower());
    }
    List<String> traits = new ArrayList<>();
    ArrayNode tr = c.array(o, at, "traits", false, what, "an array of traits the cards have, like \"Critter\"");
    if (tr != null) {
      for (int i = 0; i < tr.size(); i++) {
        String p = LocatedJson.child(LocatedJson.child(at, "traits"), i);
        String t = c.text(tr.get(i), p, "a granted trait", "a trait, like \"Critter\"", true);
        if (t != null && t.isBlank()) {
          c.at(p, "a granted trait must not be empty");
        } else if (t != null && traits.contains(t)) {
          c.at(p, "\"" + t + "\" is listed twice");
        } else if (t != null) {
          traits.add(t);
        }
      }
    }
    if (o.has("total")) {
      return totalModifier(o, at, cond, before);
    }
    if (o.has("flips")) {
      return flipChange(o, at, cond, before);
    }
    if (o.has("whileInPlay")) {
      c.atKey(LocatedJson.child(at, "whileInPlay"), "\"whileInPlay\" belongs with \"total\" (514.4a)");
    }
    for (String f : List.of("player", "playerIf")) {
      if (o.has(f)) {
        c.atKey(LocatedJson.child(at, f), "\"" + f + "\" belongs with \"total\" or \"flips\": whose power total or flips it changes (514.4a, 514.3a)");
      }
    }
    // 203.3: "also have the colors of each opposing character here"; rulings.md: "lose and can't have colors".
    Filter colorsOf = o.has("colorsOf") ? filterReader.filter(o.get("colorsOf"), LocatedJson.child(at, "colorsOf")) : null;
    boolean loseColors = Boolean.TRUE.equals(c.bool(o, at, "loseColors", what,
        "true: the cards lose their colors and can't have any (rulings.md)"));
    // "This card is that color": the colors chosen for this card (chooseColor).
    boolean chosenColors = Boolean.TRUE.equals(c.bool(o, at, "chosenColors", what,
        "true: the cards also have the colors chosen for this card (\"chooseColor\")"));
    // 701.1: abilities the cards have ("Your Troublemakers have ..."): triggered and activated ones.
    List<Ability> granted = o.has("abilities") ? abilities(o, at, what) : List.of();
    for (int i = 0; i < granted.size(); i++) {
      if (!(granted.get(i) instanceof Ability.Triggered || granted.get(i) instanceof Ability.Activated)) {
        c.at(LocatedJson.child(LocatedJson.child(at, "abilities"), i), "a continuous ability gives only triggered and"
            + " activated abilities");
      }
    }
    if (!granted.isEmpty() && cond != null) {
      c.atKey(LocatedJson.child(at, "while"), "an ability that gives abilities has no \"while\": which cards have"
          + " them is read from the play zone alone (rulings.md, granted abilities)");
    }
    if (loseColors && (colorsOf != null || chosenColors || !change.colors().isEmpty())) {
      c.atKey(LocatedJson.child(at, "loseColors"), "a card that loses its colors can't be given colors by the same"
          + " ability: write them apart");
    }
    if (c.errorCount() == before && change == Ability.Change.NONE && cant.isEmpty() && extra == null && keywords.isEmpty()
        && traits.isEmpty() && colorsOf == null && !loseColors && granted.isEmpty() && !chosenColors) {
      c.at(at, "a continuous ability must change something: give \"power\", \"setPower\", \"colors\", \"colorPower\", \"cant\", \"extraFlips\", \"keywords\", \"traits\", \"colorsOf\", \"loseColors\", \"chosenColors\", \"abilities\" or \"total\"");
    }
    if (c.errorCount() != before) {
      return null;
    }
    // "forEach" (a count, glossary: Pumped for "beneath") scales the added power.
    Count forEach = o.has("forEach") ? filterReader.count(o.get("forEach"), LocatedJson.child(at, "forEach")) : null;
    if (forEach != null && forEach.kind() == Count.Kind.COST_OF_CHOSEN) {
      c.atKey(LocatedJson.child(at, "forEach"), "\"costOfChosen\" reads what an effect chose: write it in an effect");
    }
    if (o.has("forEach") && (change.power() == 0 || change.setPower() != null || !change.colors().isEmpty()
        || !change.colorPower().isEmpty())) {
      c.atKey(LocatedJson.child(at, "forEach"), "\"forEach\" counts \"power\" once for each thing it counts: give"
          + " \"power\" and no other change");
    }
    if (c.errorCount() != before) {
      return null;
    }
    return new Ability.Continuous(cond, affects, change, cant, extra == null ? 0 : extra, keywords, forEach, traits,
        colorsOf, loseColors, granted, chosenColors);
  }

  /** 514.4a: {"kind": "continuous", "total": N, "player": WHO, "while": CONDITION}, standing alone. */
  private Ability totalModifier(ObjectNode o, String at, Condition cond, int before) {
    for (String f : List.of("affects", "power", "setPower", "colors", "colorPower", "cant", "extraFlips", "keywords",
        "traits", "colorsOf", "loseColors", "abilities", "chosenColors")) {
      if (o.has(f)) {
        c.atKey(LocatedJson.child(at, f), "a total modifier stands alone: write \"" + f + "\" in another"
            + " continuous ability (\"total\" changes a player's power total, not cards, 514.4a)");
      }
    }
    Integer total = nonZero(o, at, "total", "a continuous ability", "what to add to a power total while this card"
        + " is involved in a faceoff (negative takes away, 514.4a)");
    Who who = word(o, at, "player", false, "a continuous ability", "player", WHO, Who.YOU);
    Condition playerIf = o.has("playerIf") ? filterReader.condition(o.get("playerIf"), LocatedJson.child(at, "playerIf")) : null;
    // "You have +4 power during Troublemaker faceoffs": counted while the card is in play, involved or not.
    Boolean whileInPlay = c.bool(o, at, "whileInPlay", "a continuous ability",
        "true: the total changes in every faceoff while this card is in play, involved or not");
    // "+2 power during faceoffs for each of your Resources attached to characters involved".
    Count forEach = o.has("forEach") ? filterReader.count(o.get("forEach"), LocatedJson.child(at, "forEach")) : null;
    if (forEach != null && forEach.kind() == Count.Kind.COST_OF_CHOSEN) {
      c.atKey(LocatedJson.child(at, "forEach"), "\"costOfChosen\" reads what an effect chose: write it in an effect");
    }
    if (c.errorCount() != before || total == null || who == null) {
      return null;
    }
    return new Ability.TotalModifier(cond, who, total, playerIf, Boolean.TRUE.equals(whileInPlay), forEach);
  }

  /** 514.3a: {"kind": "continuous", "flips": N, "player": WHO, "playerIf": C, "while": C}, standing alone. */
  private Ability flipChange(ObjectNode o, String at, Condition cond, int before) {
    for (String f : List.of("affects", "power", "setPower", "colors", "colorPower", "cant", "extraFlips", "keywords",
        "forEach", "traits", "colorsOf", "loseColors", "abilities")) {
      if (o.has(f)) {
        c.atKey(LocatedJson.child(at, f), "a flip change stands alone: write \"" + f + "\" in another"
            + " continuous ability (\"flips\" changes how many cards a player flips, 514.3a)");
      }
    }
    Integer flips = c.integer(o, at, "flips", true, "a continuous ability", "how many more cards (negative: fewer)"
        + " the player flips at a faceoff's first flip (514.3a)", -9, 9);
    if (flips != null && flips == 0) {
      c.atKey(LocatedJson.child(at, "flips"), "\"flips\" is 0: it changes nothing; write -9 to 9 but 0");
    }
    Who who = word(o, at, "player", false, "a continuous ability", "player", WHO, Who.YOU);
    Condition playerIf = o.has("playerIf") ? filterReader.condition(o.get("playerIf"), LocatedJson.child(at, "playerIf")) : null;
    if (c.errorCount() != before || flips == null || who == null) {
      return null;
    }
    return new Ability.FlipChange(cond, who, flips, playerIf);
  }

  // ---- Event text ----

  /** 304.1: an Event's "timing" (default Main Phase) and "effects". */
  EventText event(ObjectNode card, String at) {
    Timing timing = word(card, at, "timing", false, "an Event", "timing phrase", TriggerReader.TIMINGS, Timing.MAIN_PHASE);
    int before = c.errorCount();
    Reaction reaction = triggerReader.reaction(card, at, "an Event", timing);
    boolean it = reaction != null && reaction.aboutCard();
    List<Effect> effects = card.has("effects") ? effectReader.effects(card, at, "an Event", it, EffectWord.Place.EVENT) : List.of();
    if (TriggerReader.duringFaceoff(timing)) {
      effectReader.noFaceoff(card, at, "effects", "its timing allows it only during a faceoff (512.4)");
    }
    if (timing == null || c.errorCount() != before && timing == Timing.REACTION && reaction == null) {
      return null;
    }
    return new EventText(timing, effects, reaction);
  }
}
