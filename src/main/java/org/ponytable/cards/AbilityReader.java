package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.EffectWord;
import org.ponytable.engine.ability.EventText;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.card.CardColor;
import org.ponytable.engine.card.CardType;
import org.ponytable.engine.state.Phase;
import org.ponytable.engine.state.Step;

/**
 * Reads the ability language (docs/card-format.md, "Abilities") from card JSON, as strictly as
 * the rest of a card: every word comes from a closed list, every error has its place.
 */
final class AbilityReader {
  private final JsonChecks c;

  AbilityReader(JsonChecks c) {
    this.c = c;
  }

  static final Map<String, Trigger.Kind> TRIGGERS = names(Trigger.Kind.values(), Trigger.Kind::jsonName);
  static final Map<String, Timing> TIMINGS = names(Timing.values(), Timing::jsonName);
  static final Map<String, Who> WHO = names(Who.values(), Who::jsonName);
  static final Map<String, Duration> DURATIONS = names(Duration.values(), Duration::jsonName);
  static final Map<String, Ability.CostAction> COST_ACTIONS =
      names(Ability.CostAction.values(), Ability.CostAction::jsonName);
  static final Map<String, Filter.Place> PLACES = names(Filter.Place.values(), Filter.Place::jsonName);
  static final Map<String, Filter.Status> STATUSES = names(Filter.Status.values(), Filter.Status::jsonName);
  static final Map<String, Effect.Destination> DESTINATIONS =
      names(Effect.Destination.values(), Effect.Destination::jsonName);
  static final Map<String, Effect.Verb> VERBS = names(Effect.Verb.values(), Effect.Verb::jsonName);
  static final Map<String, Ability.Restriction> RESTRICTIONS =
      names(Ability.Restriction.values(), Ability.Restriction::jsonName);
  static final Map<String, Phase> PHASES = Map.of("ready", Phase.READY, "troublemaker", Phase.TROUBLEMAKER,
      "main", Phase.MAIN, "score", Phase.SCORE, "end", Phase.END);
  /** 512.4b: the steps a Reaction may name, each word ending in "Step" so none is a phase's word. */
  static final Map<String, Step> STEPS = stepNames();
  /** 512.4b: what a Reaction's "during" may name: a phase, then a step, in turn order. */
  static final Map<String, Object> DURING = during();
  static final List<String> EFFECTS = EffectWord.names();
  static final List<String> TYPES = List.of("friend", "mane", "character", "troublemaker", "resource", "problem");

  private static <T> Map<String, T> names(T[] values, Function<T, String> name) {
    Map<String, T> m = new LinkedHashMap<>();
    for (T v : values) {
      m.put(name.apply(v), v);
    }
    return m;
  }

  private static Map<String, Step> stepNames() {
    Map<String, Step> m = new LinkedHashMap<>();
    m.put("readyStep", Step.READY);
    m.put("actionStep", Step.ACTION);
    m.put("drawStep", Step.DRAW);
    m.put("uncoverStep", Step.UNCOVER);
    m.put("challengeStep", Step.CHALLENGE);
    m.put("confrontStep", Step.CONFRONT);
    m.put("faceoffStep", Step.FACEOFF);
    m.put("solveStep", Step.SOLVE);
    m.put("endOfTurnStep", Step.END_OF_TURN);
    m.put("wrapUpStep", Step.WRAP_UP);
    return m;
  }

  private static Map<String, Object> during() {
    Map<String, Object> m = new LinkedHashMap<>();
    for (Phase p : List.of(Phase.READY, Phase.TROUBLEMAKER, Phase.MAIN, Phase.SCORE, Phase.END)) {
      PHASES.forEach((word, phase) -> {
        if (phase == p) {
          m.put(word, phase);
        }
      });
    }
    m.putAll(STEPS);
    return m;
  }

  private static String listing(java.util.Collection<String> words) {
    return String.join(", ", words.stream().map(w -> "\"" + w + "\"").toList());
  }

  private <T> T word(JsonNode n, String p, String label, String noun, Map<String, T> words) {
    String s = c.choice(n, p, label, noun, words.keySet(), listing(words.keySet()));
    return s == null ? null : words.get(s);
  }

  private <T> T word(ObjectNode o, String at, String field, boolean required, String what, String noun,
      Map<String, T> words, T dflt) {
    JsonNode n = c.member(o, at, field, required, what, "one of " + listing(words.keySet()));
    return n == null ? dflt : word(n, LocatedJson.child(at, field), "\"" + field + "\"", noun, words);
  }

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
            List.of("triggered", "activated", "continuous", "replacement", "attachment", "costChange"),
            "\"triggered\", \"activated\", \"continuous\", \"replacement\", \"attachment\" or \"costChange\""
                + " (701.1, 710, 509.4, 508)");
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
          Filter f = h == null ? null : filter(h, LocatedJson.child(ip, "host"));
          yield f == null ? null : new Ability.Host(f);
        }
        case "costChange" -> costChange(o, ip);
        default -> continuous(o, ip);
      };
      if (ab != null) {
        out.add(ab);
      }
    }
    return out;
  }

  /**
   * 508, 609.2: {"kind": "costChange", "action": ..., "cards": FILTER, "amount": N, "while": COND}.
   * Cards in hand are read by what is printed, so their filter names no place or status; a draw
   * has no card, so only whose draw it is.
   */
  private Ability costChange(ObjectNode o, String at) {
    String what = "a cost change";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "action", "cards", "amount", "while"), f -> null, what);
    int before = c.errorCount();
    Ability.CostAction action = word(o, at, "action", true, what, "Main Phase action", COST_ACTIONS, null);
    Filter cards = o.has("cards") ? filter(o.get("cards"), LocatedJson.child(at, "cards")) : Filter.ANY;
    Integer amount = nonZero(o, at, "amount", what, "action tokens more (negative: fewer), -99 to 99");
    Condition cond = o.has("while") ? condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    if (action != null && cards != null) {
      boolean inHand = action == Ability.CostAction.PLAY || action == Ability.CostAction.PLAY_TROUBLEMAKER;
      Filter whose = Filter.ANY.withPlayer(cards.player());
      if (action == Ability.CostAction.DRAW && !cards.equals(whose)) {
        c.at(LocatedJson.child(at, "cards"), "a draw has no card; \"cards\" may only say whose draw (\"player\")");
      } else if (inHand && !printedOnly(cards.withPlayer(Who.ANYONE))) {
        c.at(LocatedJson.child(at, "cards"), "cards in hand are read by what is printed: use only \"player\","
            + " \"type\", \"color\", \"trait\", \"title\" and \"maxPower\"");
      }
    }
    if (c.errorCount() != before || action == null || cards == null || amount == null) {
      return null;
    }
    return new Ability.CostChange(cond, action, cards, amount);
  }

  private ObjectNode object(JsonNode n, String p, String what) {
    if (!n.isObject()) {
      c.at(p, what + " must be an object {...}, but it is " + JsonChecks.describe(n));
      return null;
    }
    return (ObjectNode) n;
  }

  private Ability triggered(ObjectNode o, String at) {
    String what = "a triggered ability";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "when", "subject", "player", "phase", "if", "may", "effects"),
        f -> f.equals("timing") || f.equals("costs") ? "a triggered ability has no timing phrase or cost (704.1a)"
            : null, what);
    int before = c.errorCount();
    Trigger trigger = trigger(o, at, what, Filter.THIS);
    Trigger.Kind kind = trigger == null ? null : trigger.kind();
    Filter subject = trigger == null ? null : trigger.subject();
    Condition cond = o.has("if") ? condition(o.get("if"), LocatedJson.child(at, "if")) : null;
    Boolean may = c.bool(o, at, "may", what, "whether the controller may choose not to do it (712.3)");
    // Chaos: the flipped card is its own subject and is not in play, so "it" names nothing either.
    boolean chaos = kind == Trigger.Kind.FLIPPED;
    List<Effect> effects = effects(o, at, what, !chaos && kind != null && (kind.aboutCard() || subject != null),
        chaos ? EffectWord.Place.CHAOS : EffectWord.Place.TRIGGERED);
    if (kind == Trigger.Kind.FACEOFF_STARTS || kind == Trigger.Kind.WIN_FACEOFF
        || kind == Trigger.Kind.LOSE_FACEOFF) {
      noFaceoff(o, at, "effects", "its effects always happen during a faceoff");
    }
    if (c.errorCount() != before || kind == null) {
      return null;
    }
    return new Ability.Triggered(trigger, cond, may != null && may, effects);
  }

  /**
   * "when" with its "subject", "player" and "phase", in a triggered ability or a Reaction's
   * "reactTo"; a card trigger without "subject" watches {@code cardDefault}. Null on errors.
   */
  private Trigger trigger(ObjectNode o, String at, String what, Filter cardDefault) {
    int before = c.errorCount();
    Trigger.Kind kind = word(o, at, "when", true, what, "trigger", TRIGGERS, null);
    Filter subject = null;
    Who player = null;
    Phase phase = null;
    if (kind != null) {
      boolean playerTrigger = !kind.aboutCard() && kind != Trigger.Kind.FACEOFF_STARTS && kind != Trigger.Kind.FACEOFF_ENDS;
      boolean subjectAllowed = kind != Trigger.Kind.PHASE_STARTS && kind != Trigger.Kind.END_OF_TURN;
      if (o.has("subject") && kind == Trigger.Kind.FLIPPED) {
        c.atKey(LocatedJson.child(at, "subject"), "\"flipped\" is about this card being flipped in a faceoff (Chaos);"
            + " leave out \"subject\"");
      } else if (o.has("subject") && !subjectAllowed) {
        c.atKey(LocatedJson.child(at, "subject"), "\"" + kind.jsonName() + "\" watches the turn, not a card; leave out \"subject\"");
      } else if (o.has("subject")) {
        subject = filter(o.get("subject"), LocatedJson.child(at, "subject"));
      } else if (kind.aboutCard()) {
        subject = cardDefault;
      }
      if (o.has("player") && !playerTrigger) {
        c.atKey(LocatedJson.child(at, "player"), "\"player\" belongs to triggers about a player (winFaceoff,"
            + " loseFaceoff, confront, phaseStarts, endOfTurn); use \"subject\" to name a card");
      } else if (playerTrigger) {
        player = word(o, at, "player", false, what, "player", WHO, Who.YOU);
      }
      if (kind == Trigger.Kind.PHASE_STARTS) {
        phase = word(o, at, "phase", true, what, "phase", PHASES, null);
      } else if (o.has("phase")) {
        c.atKey(LocatedJson.child(at, "phase"), "\"phase\" belongs only to \"when\": \"phaseStarts\"");
      }
    }
    if (c.errorCount() != before || kind == null) {
      return null;
    }
    return new Trigger(kind, subject, player, phase);
  }

  /**
   * 512.4b: a Reaction's "reactTo" (a condition in the trigger vocabulary; a card condition
   * without "subject" means any card) and optional "during" phase. Null when the timing is not
   * Reaction, where both fields are errors.
   */
  private Reaction reaction(ObjectNode o, String at, String what, Timing timing) {
    if (timing != Timing.REACTION) {
      for (String f : List.of("reactTo", "during")) {
        if (o.has(f)) {
          c.atKey(LocatedJson.child(at, f), "\"" + f + "\" belongs only with \"timing\": \"reaction\" (512.4b)");
        }
      }
      return null;
    }
    JsonNode n = c.member(o, at, "reactTo", true, what,
        "the condition it reacts to, like {\"when\": \"moved\"} (512.4)");
    if (n == null) {
      return null;
    }
    String rp = LocatedJson.child(at, "reactTo");
    ObjectNode ro = object(n, rp, "\"reactTo\"");
    if (ro == null) {
      return null;
    }
    c.onlyFields(ro, rp, JsonChecks.setOf("when", "subject", "player", "phase"), f -> null, "a Reaction's condition");
    Trigger t = trigger(ro, rp, "a Reaction's condition", Filter.ANY);
    // 512.4b: "during" names a phase or a step; one word list, so an unknown one lists both.
    Object during = word(o, at, "during", false, what, "phase or step", DURING, null);
    if (t == null) {
      return null;
    }
    return during instanceof Step step ? new Reaction(t, step) : new Reaction(t, (Phase) during);
  }

  private Ability activated(ObjectNode o, String at) {
    String what = "an activated ability";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "timing", "reactTo", "during", "costs", "effects"), f -> null, what);
    int before = c.errorCount();
    Timing timing = word(o, at, "timing", true, what, "timing phrase", TIMINGS, null);
    Reaction reaction = reaction(o, at, what, timing);
    List<Cost> costs = costs(o, at);
    List<Effect> effects = effects(o, at, what, reaction != null && reaction.aboutCard(), EffectWord.Place.ACTIVATED);
    if (duringFaceoff(timing)) {
      noFaceoff(o, at, "effects", "its timing allows it only during a faceoff (512.4)");
    }
    if (c.errorCount() != before || timing == null) {
      return null;
    }
    return new Ability.Activated(timing, costs, effects, reaction);
  }

  static final Map<String, Ability.Occurrence> OCCURRENCES =
      names(Ability.Occurrence.values(), Ability.Occurrence::jsonName);

  /**
   * 710: {"kind": "replacement", "if": {"would": OCCURRENCE, "subject" or "player"}, "instead":
   * [effects]}. The effects are performed at once, so none may ask for a choice.
   */
  private Ability replacement(ObjectNode o, String at) {
    String what = "a replacement ability";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "if", "instead"), f -> null, what);
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
        subject = io.has("subject") ? filter(io.get("subject"), LocatedJson.child(ip, "subject")) : Filter.THIS;
      } else if (occ != null) {
        if (io.has("subject")) {
          c.atKey(LocatedJson.child(ip, "subject"), "\"draw\" happens to a player; use \"player\"");
        }
        player = word(io, ip, "player", false, "a replacement's occurrence", "player", WHO, Who.YOU);
      }
    }
    List<Effect> instead = List.of();
    if (o.has("instead")) {
      int mark = c.errorCount();
      instead = effects(o, at, "instead", what, occ != null && occ.aboutCard(), EffectWord.Place.REPLACEMENT);
      if (c.errorCount() == mark) {
        for (int i = 0; i < instead.size(); i++) {
          if (instead.get(i).choosesTarget()) {
            c.at(LocatedJson.child(LocatedJson.child(LocatedJson.child(at, "instead"), i), "target"), "a replacement's"
                + " effects happen at once (710.2), so they can't ask for a choice: use \"this\", \"it\" or"
                + " {\"each\": ...}");
          }
        }
      }
    } else {
      c.at(at, "missing \"instead\": the effects that happen in place of the occurrence (710.1)");
    }
    if (c.errorCount() != before || occ == null) {
      return null;
    }
    return new Ability.Replacement(occ, subject, player, instead);
  }

  private Ability continuous(ObjectNode o, String at) {
    String what = "a continuous ability";
    c.onlyFields(o, at, JsonChecks.setOf("kind", "affects", "while", "power", "setPower", "colors", "cant", "extraFlips",
        "total", "player"),
        f -> f.equals("effects") ? "a continuous ability changes cards directly with \"power\", \"setPower\","
            + " \"colors\" or \"cant\" (702.1)" : null, what);
    int before = c.errorCount();
    Filter affects = o.has("affects") ? filter(o.get("affects"), LocatedJson.child(at, "affects")) : Filter.THIS;
    Condition cond = o.has("while") ? condition(o.get("while"), LocatedJson.child(at, "while")) : null;
    Ability.Change change = change(o, at, what);
    Set<Ability.Restriction> cant = EnumSet.noneOf(Ability.Restriction.class);
    ArrayNode a = c.array(o, at, "cant", false, what, "an array of " + listing(RESTRICTIONS.keySet()));
    if (a != null) {
      for (int i = 0; i < a.size(); i++) {
        Ability.Restriction r = word(a.get(i), LocatedJson.child(LocatedJson.child(at, "cant"), i), "a \"cant\"",
            "restriction", RESTRICTIONS);
        if (r != null && !cant.add(r)) {
          c.at(LocatedJson.child(LocatedJson.child(at, "cant"), i), "\"" + r.jsonName() + "\" is listed twice");
        }
      }
    }
    // 514.3a: its controller flips this many more cards at the faceoff's first flip.
    Integer extra = c.integer(o, at, "extraFlips", false, what, "how many more cards you flip during faceoffs (514.3a)", 1, 9);
    if (o.has("total")) {
      return totalModifier(o, at, cond, before);
    }
    if (o.has("player")) {
      c.atKey(LocatedJson.child(at, "player"), "\"player\" belongs with \"total\": whose power total it changes (514.4a)");
    }
    if (c.errorCount() == before && change == Ability.Change.NONE && cant.isEmpty() && extra == null) {
      c.at(at, "a continuous ability must change something: give \"power\", \"setPower\", \"colors\", \"cant\", \"extraFlips\" or \"total\"");
    }
    if (c.errorCount() != before) {
      return null;
    }
    return new Ability.Continuous(cond, affects, change, cant, extra == null ? 0 : extra);
  }

  /** "power" (added), "setPower" (set first) and "colors" (added) of a continuous ability or modify. */
  private Ability.Change change(ObjectNode o, String at, String what) {
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
    if ((power == null || power == 0) && set == null && colors.isEmpty()) {
      return Ability.Change.NONE;
    }
    return new Ability.Change(power == null ? 0 : power, set, colors);
  }

  // ---- Event text ----

  /** 304.1: an Event's "timing" (default Main Phase) and "effects". */
  EventText event(ObjectNode card, String at) {
    Timing timing = word(card, at, "timing", false, "an Event", "timing phrase", TIMINGS, Timing.MAIN_PHASE);
    int before = c.errorCount();
    Reaction reaction = reaction(card, at, "an Event", timing);
    boolean it = reaction != null && reaction.aboutCard();
    List<Effect> effects = card.has("effects") ? effects(card, at, "an Event", it, EffectWord.Place.EVENT) : List.of();
    if (duringFaceoff(timing)) {
      noFaceoff(card, at, "effects", "its timing allows it only during a faceoff (512.4)");
    }
    if (timing == null || c.errorCount() != before && timing == Timing.REACTION && reaction == null) {
      return null;
    }
    return new EventText(timing, effects, reaction);
  }

  // ---- costs, effects, targets ----

  private List<Cost> costs(ObjectNode o, String at) {
    ArrayNode a = c.array(o, at, "costs", false, "an activated ability",
        "an array of costs like {\"pay\": \"exhaustThis\"} or {\"pay\": \"tokens\", \"amount\": 1} (703.1d)");
    List<Cost> out = new ArrayList<>();
    if (a == null) {
      return out;
    }
    String p = LocatedJson.child(at, "costs");
    boolean choosing = false;
    for (int i = 0; i < a.size(); i++) {
      String ip = LocatedJson.child(p, i);
      ObjectNode co = object(a.get(i), ip, "a cost");
      if (co == null) {
        continue;
      }
      String what = "a cost";
      String pay = null;
      JsonNode n = c.member(co, ip, "pay", true, what, "\"exhaustThis\", \"tokens\", \"retire\", \"discard\", \"banish\" or \"spend\"");
      if (n != null) {
        pay = c.choice(n, LocatedJson.child(ip, "pay"), "\"pay\"", "cost",
            List.of("exhaustThis", "tokens", "retire", "discard", "banish", "spend"),
            "\"exhaustThis\", \"tokens\", \"retire\", \"discard\", \"banish\" or \"spend\"");
      }
      if (pay == null) {
        continue;
      }
      switch (pay) {
        case "tokens" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "amount"), f -> null, "a token cost");
          Integer amount = c.integer(co, ip, "amount", true, "a token cost", "the action tokens to pay", 1, 99);
          if (amount != null) {
            out.add(new Cost.Tokens(amount));
          }
        }
        case "spend" -> {
          // Glossary, Spend: cards from beneath this card go to the discard pile.
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "amount"), f -> null, "a spend cost");
          Integer amount = c.integer(co, ip, "amount", false, "a spend cost", "how many cards to spend", 1, 99);
          out.add(new Cost.Spend(amount == null ? 1 : amount));
        }
        case "retire" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "filter"), f -> null, "a retire cost");
          Filter f = co.has("filter") ? filter(co.get("filter"), LocatedJson.child(ip, "filter")) : Filter.ANY;
          if (f != null) {
            out.add(new Cost.Retire(f));
          }
        }
        case "banish" -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay", "from", "filter"), f -> null, "a banish cost");
          JsonNode fromNode = co.get("from");
          String from = fromNode == null ? "play" : c.choice(fromNode, LocatedJson.child(ip, "from"), "\"from\"",
              "place to banish from", List.of("play", "discardPile"), "\"play\" or \"discardPile\"");
          Filter f = co.has("filter") ? filter(co.get("filter"), LocatedJson.child(ip, "filter")) : Filter.ANY;
          if (f != null && "discardPile".equals(from) && !printedOnly(f)) {
            c.at(LocatedJson.child(ip, "filter"), "a card in a discard pile has no controller, place or status;"
                + " use only \"type\", \"color\", \"trait\", \"title\" and \"maxPower\"");
          } else if (f != null && from != null) {
            out.add(new Cost.Banish(f, from.equals("discardPile")));
          }
        }
        default -> {
          c.onlyFields(co, ip, JsonChecks.setOf("pay"), f -> null, "a \"" + pay + "\" cost");
          out.add(pay.equals("discard") ? new Cost.Discard() : new Cost.ExhaustThis());
        }
      }
      if (pay.equals("retire") || pay.equals("discard") || pay.equals("banish")) {
        if (choosing) {
          c.at(ip, "an ability may have only one cost that picks a card (retire, discard or banish)");
        }
        choosing = true;
      }
    }
    return out;
  }

  /** Whether a filter reads only what is printed, as it must for cards out of play. */
  private static boolean printedOnly(Filter f) {
    return !f.self() && !f.other() && f.where() == Filter.Place.ANYWHERE && f.status() == Filter.Status.ANY
        && f.player() == Who.ANYONE && f.counter() == null;
  }

  private List<Effect> effects(ObjectNode o, String at, String what, boolean hasSubject, EffectWord.Place place) {
    return effects(o, at, "effects", what, hasSubject, place);
  }

  private List<Effect> effects(ObjectNode o, String at, String field, String what, boolean hasSubject,
      EffectWord.Place place) {
    ArrayNode a = c.array(o, at, field, true, what,
        "a non-empty array of effects like {\"do\": \"draw\", \"amount\": 1}");
    List<Effect> out = new ArrayList<>();
    if (a == null) {
      return out;
    }
    String p = LocatedJson.child(at, field);
    if (a.isEmpty()) {
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
    String what = "a \"" + verb + "\" effect";
    // The engine's table of where each word may be written; the engine reads it too.
    String notHere = EffectWord.named(verb).whyNotIn(place);
    if (notHere != null) {
      c.at(at, notHere);
      return null;
    }
    int before = c.errorCount();
    Effect e;
    switch (verb) {
      case "draw", "gainTokens" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "amount", "player"), f -> null, what);
        Integer amount = c.integer(o, at, "amount", true, what, "how many", 1, 99);
        Who who = word(o, at, "player", false, what, "player", WHO, Who.YOU);
        e = amount == null || who == null ? null
            : verb.equals("draw") ? new Effect.Draw(amount, who) : new Effect.GainTokens(amount, who);
      }
      case "score" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "amount"), f -> null, what);
        Integer amount = c.integer(o, at, "amount", true, what, "the points you score", 1, 99);
        e = amount == null ? null : new Effect.Score(amount);
      }
      case "discard" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "count", "player"), f -> null, what);
        Integer count = c.integer(o, at, "count", false, what, "how many cards", 1, 99);
        Who who = word(o, at, "player", false, what, "player", Map.of("you", Who.YOU, "opponent", Who.OPPONENT), Who.YOU);
        e = who == null ? null : new Effect.Discard(count == null ? 1 : count, who);
      }
      case "flipExtra" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "amount", "player"), f -> null, what);
        Integer amount = c.integer(o, at, "amount", false, what, "how many more cards to flip (514.3a)", 1, 9);
        Who who = word(o, at, "player", false, what, "player", WHO, Who.YOU);
        e = who == null ? null : new Effect.FlipExtra(amount == null ? 1 : amount, who);
      }
      case "ignoreFlip" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "player", "maxPower"), f -> null, what);
        Who who = word(o, at, "player", false, what, "player", WHO, Who.OPPONENT);
        Integer max = c.integer(o, at, "maxPower", false, what, "the most printed power the ignored card may have", 0, 99);
        e = who == null ? null : new Effect.IgnoreFlip(who, max);
      }
      case "modify" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "target", "power", "setPower", "colors", "until"), f -> null, what);
        Target t = target(o, at, what, hasSubject, place);
        Ability.Change ch = change(o, at, what);
        Duration until = word(o, at, "until", true, what, "duration", DURATIONS, null);
        if (c.errorCount() == before && ch == Ability.Change.NONE) {
          c.at(at, "a \"modify\" effect must change something: give \"power\", \"setPower\" or \"colors\"");
        }
        e = t == null || until == null ? null : new Effect.Modify(t, ch, until);
      }
      case "move" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "target", "to"), f -> null, what);
        Target t = target(o, at, what, hasSubject, place);
        Effect.Destination to = word(o, at, "to", true, what, "destination", DESTINATIONS, null);
        e = t == null || to == null ? null : new Effect.Move(t, to);
      }
      case "attach" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "target"), f -> null, what);
        Target t = target(o, at, what, hasSubject, place);
        e = t == null ? null : new Effect.Attach(t);
      }
      case "lookAtTop" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "count"), f -> null, what);
        Integer count = c.integer(o, at, "count", true, what, "how many cards from the top", 1, 99);
        e = count == null ? null : new Effect.LookAtTop(count);
      }
      case "search" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "filter"), f -> null, what);
        Filter f = o.has("filter") ? filter(o.get("filter"), LocatedJson.child(at, "filter")) : Filter.ANY;
        if (f != null && !printedOnly(f)) {
          c.at(LocatedJson.child(at, "filter"), "a search looks at cards in your deck (518): describe them by"
              + " \"type\", \"color\", \"trait\", \"title\" and \"maxPower\" only");
          f = null;
        }
        e = f == null ? null : new Effect.Search(f);
      }
      case "addCounters", "removeCounters" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "target", "counter", "amount"), f -> null, what);
        Target t = target(o, at, what, hasSubject, place);
        String name = c.text(o, at, "counter", true, what, "the counters' name, like \"Harmony\" (519)", false);
        Integer amount = c.integer(o, at, "amount", false, what, "how many counters", 1, 99);
        e = t == null || name == null ? null
            : new Effect.Counters(t, name, amount == null ? 1 : amount, verb.equals("addCounters"));
      }
      case "faceoff" -> e = faceoff(o, at, what, hasSubject, place);
      case "whenever" -> e = whenever(o, at, what, place.whenever());
      case "modifyTotal" -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "amount", "player"), f -> null, what);
        Integer amount = nonZero(o, at, "amount", what, "what to add to the power total this faceoff (negative"
            + " takes away, 514.4a)");
        Who who = word(o, at, "player", false, what, "player", WHO, Who.YOU);
        e = amount == null || who == null ? null : new Effect.ModifyTotal(amount, who);
      }
      case "takeControl" -> {
        // 513.2, 708.2: for good, or "until" the end of the turn or faceoff.
        c.onlyFields(o, at, JsonChecks.setOf("do", "target", "until"), f -> null, what);
        Target t = target(o, at, what, hasSubject, place);
        Duration until = word(o, at, "until", false, what, "duration", DURATIONS, null);
        e = t == null ? null : new Effect.Apply(Effect.Verb.TAKE_CONTROL, t, until);
      }
      default -> {
        c.onlyFields(o, at, JsonChecks.setOf("do", "target"), f -> null, what);
        Target t = target(o, at, what, hasSubject, place);
        e = t == null ? null : new Effect.Apply(VERBS.get(verb), t);
      }
    }
    return c.errorCount() == before ? e : null;
  }

  // ---- faceoffs started by effects (514.2c) and modifiers of power totals (514.4a) ----

  private static boolean duringFaceoff(Timing t) {
    return t == Timing.FACEOFF || t == Timing.TROUBLEMAKER_FACEOFF || t == Timing.PROBLEM_FACEOFF;
  }

  /** 707.4a: reports each "faceoff" effect in the list {@code field}, which could never start. */
  /**
   * 708.4: a triggered modifier, written like a triggered ability plus how long it watches
   * ({@code until}) and whether only the next time ({@code once}).
   */
  private Effect whenever(ObjectNode o, String at, String what, EffectWord.Place place) {
    c.onlyFields(o, at, JsonChecks.setOf("do", "when", "subject", "player", "phase", "if", "once", "until", "effects"),
        f -> f.equals("may") ? "a triggered modifier's effects always happen (708.4); leave out \"may\"" : null, what);
    int before = c.errorCount();
    Trigger trigger = trigger(o, at, what, Filter.THIS);
    Trigger.Kind kind = trigger == null ? null : trigger.kind();
    if (kind == Trigger.Kind.FLIPPED) {
      c.at(LocatedJson.child(at, "when"), "\"flipped\" is about a card's own flip (Chaos); a triggered modifier"
          + " can't watch for it");
    } else if (kind != null && kind.aboutCard() && !place.cardInPlay() && !o.has("subject")) {
      c.at(at, place.whyThisNamesNothing() + ", so \"this\" names nothing; say which cards it watches with \"subject\"");
    }
    Condition cond = o.has("if") ? condition(o.get("if"), LocatedJson.child(at, "if")) : null;
    Boolean once = c.bool(o, at, "once", what, "whether it ends the first time it triggers (\"the next time\")");
    Duration until = word(o, at, "until", true, what, "duration", DURATIONS, null);
    List<Effect> effects = effects(o, at, "effects", what,
        kind != null && (kind.aboutCard() || trigger.subject() != null), place);
    if (kind == Trigger.Kind.FACEOFF_STARTS || kind == Trigger.Kind.WIN_FACEOFF || kind == Trigger.Kind.LOSE_FACEOFF) {
      noFaceoff(o, at, "effects", "its effects always happen during a faceoff");
    }
    if (c.errorCount() != before || trigger == null || until == null) {
      return null;
    }
    return new Effect.Whenever(trigger, cond, until, once != null && once, effects);
  }

  private void noFaceoff(ObjectNode o, String at, String field, String why) {
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
    return n.isObject() && n.has("do") && "faceoff".equals(n.get("do").asText(null));
  }

  /** An integer from -99 to 99 other than 0 (a modifier adding nothing changes nothing). */
  private Integer nonZero(ObjectNode o, String at, String field, String what, String expected) {
    Integer n = c.integer(o, at, field, true, what, expected, -99, 99);
    if (n != null && n == 0) {
      c.at(LocatedJson.child(at, field), "\"" + field + "\" must not be 0: " + expected);
      return null;
    }
    return n;
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
        Filter f = filter(a.get(i), LocatedJson.child(p, i));
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
    Filter f = filter(t.get("choose"), LocatedJson.child(p, "choose"));
    Integer count = c.integer(t, p, "count", false, "an \"against\" target", "how many cards to choose", 1, 99);
    return f == null ? null : new Target.Choose(f, count == null ? 1 : count);
  }

  /** 514.4a: {"kind": "continuous", "total": N, "player": WHO, "while": CONDITION}, standing alone. */
  private Ability totalModifier(ObjectNode o, String at, Condition cond, int before) {
    for (String f : List.of("affects", "power", "setPower", "colors", "cant", "extraFlips")) {
      if (o.has(f)) {
        c.atKey(LocatedJson.child(at, f), "a total modifier stands alone: write \"" + f + "\" in another"
            + " continuous ability (\"total\" changes a player's power total, not cards, 514.4a)");
      }
    }
    Integer total = nonZero(o, at, "total", "a continuous ability", "what to add to a power total while this card"
        + " is involved in a faceoff (negative takes away, 514.4a)");
    Who who = word(o, at, "player", false, "a continuous ability", "player", WHO, Who.YOU);
    if (c.errorCount() != before || total == null || who == null) {
      return null;
    }
    return new Ability.TotalModifier(cond, who, total);
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
      Filter f = filter(t.get("each"), LocatedJson.child(p, "each"));
      return f == null ? null : new Target.Each(f);
    }
    c.onlyFields(t, p, JsonChecks.setOf("choose", "count"), f -> null, "a \"choose\" target");
    Filter f = filter(t.get("choose"), LocatedJson.child(p, "choose"));
    Integer count = c.integer(t, p, "count", false, "a \"choose\" target", "how many cards to choose", 1, 99);
    return f == null ? null : new Target.Choose(f, count == null ? 1 : count);
  }

  // ---- filters and conditions ----

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

  private Condition condition(JsonNode n, String p) {
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
}
