package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.terms.Step;

/** Reads the trigger words ("when" with its fields), timing phrases and Reactions (512.4b). */
final class TriggerReader extends LanguageReader {
  private final FilterReader filters;

  TriggerReader(JsonChecks c, FilterReader filters) {
    super(c);
    this.filters = filters;
  }

  static final Map<String, Trigger.Kind> TRIGGERS = names(Trigger.Kind.values(), Trigger.Kind::jsonName);
  /** "when" and every field a trigger word of the engine's table may have. */
  static final Set<String> FIELDS = fields();

  private static Set<String> fields() {
    Set<String> out = new LinkedHashSet<>(List.of("when"));
    for (Trigger.Kind k : Trigger.Kind.values()) {
      k.fields().forEach(f -> out.add(f.name()));
    }
    return out;
  }
  static final Map<String, Timing> TIMINGS = names(Timing.values(), Timing::jsonName);
  /** 512.4b: what a Reaction's "during" may name: a phase, then a step, in turn order (the engine's words). */
  static final Map<String, Object> DURING = Reaction.DURING;

  /**
   * "when" with its "subject", "player" and "phase", in a triggered ability or a Reaction's
   * "reactTo"; a card trigger without "subject" watches {@code cardDefault}. Null on errors.
   */
  Trigger trigger(ObjectNode o, String at, String what, Filter cardDefault, Trigger.Use use) {
    int before = c.errorCount();
    Trigger.Kind kind = word(o, at, "when", true, what, "trigger", TRIGGERS, null);
    Filter subject = null;
    Who player = null;
    Phase phase = null;
    Trigger.FaceoffType faceoff = null;
    int byAtLeast = 0;
    int byExactly = 0;
    Filter using = null;
    if (kind != null) {
      // The engine's table says where each word may be written and which fields it has.
      String notHere = kind.whyNotIn(use);
      if (notHere != null) {
        c.at(LocatedJson.child(at, "when"), notHere);
      }
      if (o.has("subject") && kind.subject() == Trigger.Subject.ITSELF) {
        c.atKey(LocatedJson.child(at, "subject"), "\"" + kind.jsonName() + "\" is about this card being flipped in a"
            + " faceoff (Chaos); leave out \"subject\"");
      } else if (o.has("subject") && kind.subject() == Trigger.Subject.FLIPPED_CARD) {
        subject = filters.filter(o.get("subject"), LocatedJson.child(at, "subject"));
        if (subject != null && !FilterReader.printedOnly(subject)) {
          c.at(LocatedJson.child(at, "subject"), "the flipped card is out of play: describe it by what is printed ("
              + String.join(", ", org.ponytable.engine.ability.Filter.Part.names(true)) + ")");
        }
      } else if (o.has("subject") && kind.subject() == Trigger.Subject.NONE) {
        c.atKey(LocatedJson.child(at, "subject"), "\"" + kind.jsonName() + "\" watches the turn, not a card; leave out \"subject\"");
      } else if (o.has("subject")) {
        subject = filters.filter(o.get("subject"), LocatedJson.child(at, "subject"));
      } else if (kind.aboutCard()) {
        subject = cardDefault;
      }
      if (o.has("player") && !kind.namesPlayer()) {
        c.atKey(LocatedJson.child(at, "player"), "\"player\" belongs to triggers about a player (" + playerWords()
            + "); use \"subject\" to name a card");
      } else if (kind.namesPlayer()) {
        player = word(o, at, "player", false, what, "player", WHO, Who.YOU);
      }
      if (kind.namesPhase()) {
        phase = word(o, at, "phase", false, what, "phase", Trigger.PHASES, null);
      } else if (o.has("phase")) {
        c.atKey(LocatedJson.child(at, "phase"), "\"phase\" belongs only to " + phaseWords());
      }
      if (kind.namesFaceoff()) {
        faceoff = word(o, at, "faceoff", false, what, "faceoff kind", Trigger.FACEOFF_TYPES, null);
      } else if (o.has("faceoff")) {
        c.atKey(LocatedJson.child(at, "faceoff"), "\"faceoff\" belongs only to a faceoff's result or a flip");
      }
      if (kind.result()) {
        byAtLeast = margin(o, at, "byAtLeast", what);
        byExactly = margin(o, at, "byExactly", what);
        if (byAtLeast > 0 && byExactly > 0) {
          c.atKey(LocatedJson.child(at, "byExactly"), "write \"byAtLeast\" or \"byExactly\", not both");
        }
      } else {
        for (String f : List.of("byAtLeast", "byExactly")) {
          if (o.has(f)) {
            c.atKey(LocatedJson.child(at, f), "\"" + f + "\" belongs only to a faceoff's result (" + resultWords() + ")");
          }
        }
      }
    }
    if (kind != null && o.has("using")) {
      if (kind.namesUsing()) {
        using = filters.filter(o.get("using"), LocatedJson.child(at, "using"));
      } else {
        c.atKey(LocatedJson.child(at, "using"), "\"using\" belongs only to a faceoff's result or a defeat ("
            + resultWords() + ", defeatTroublemaker)");
      }
    }
    if (c.errorCount() != before || kind == null) {
      return null;
    }
    return new Trigger(kind, subject, player, phase, faceoff, byAtLeast, byExactly, using);
  }

  /** "winFaceoff, loseFaceoff, confront, phaseStarts, endOfTurn": the words that name a player, from the table. */
  private static String playerWords() {
    return String.join(", ", Arrays.stream(Trigger.Kind.values()).filter(Trigger.Kind::namesPlayer)
        .map(Trigger.Kind::jsonName).toList());
  }

  private static String resultWords() {
    return String.join(", ", Arrays.stream(Trigger.Kind.values()).filter(Trigger.Kind::result)
        .map(Trigger.Kind::jsonName).toList());
  }

  private int margin(ObjectNode o, String at, String name, String what) {
    if (!o.has(name)) {
      return 0;
    }
    Integer n = c.integer(o, at, name, false, what, "the difference of the power totals (514.4)", 1, 99);
    return n == null ? 0 : n;
  }

  private static String phaseWords() {
    return String.join(" or ", Arrays.stream(Trigger.Kind.values()).filter(Trigger.Kind::namesPhase)
        .map(k -> "\"when\": \"" + k.jsonName() + "\"").toList());
  }

  /**
   * 512.4b: a Reaction's "reactTo" (a condition in the trigger vocabulary; a card condition
   * without "subject" means any card) and optional "during" phase. Null when the timing is not
   * Reaction, where both fields are errors.
   */
  Reaction reaction(ObjectNode o, String at, String what, Timing timing) {
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
    Set<String> fields = new LinkedHashSet<>(FIELDS);
    fields.addAll(List.of("or", "if"));
    c.onlyFields(ro, rp, fields, f -> null, "a Reaction's condition");
    Trigger t = trigger(ro, rp, "a Reaction's condition", Filter.ANY, Trigger.Use.REACTION);
    // "plays or moves a character": a second occurrence, written the same way, without its own "or" or "if".
    Trigger or = null;
    if (ro.has("or")) {
      String op = LocatedJson.child(rp, "or");
      ObjectNode oo = object(ro.get("or"), op, "\"or\"");
      if (oo != null) {
        c.onlyFields(oo, op, FIELDS, f -> null, "a Reaction's second condition");
        or = trigger(oo, op, "a Reaction's second condition", Filter.ANY, Trigger.Use.REACTION);
      }
    }
    var when = ro.has("if") ? filters.condition(ro.get("if"), LocatedJson.child(rp, "if")) : null;
    // 512.4b: "during" names a phase or a step; one word list, so an unknown one lists both.
    Object during = word(o, at, "during", false, what, "phase or step", DURING, null);
    if (t == null || ro.has("or") && or == null) {
      return null;
    }
    return new Reaction(t, during instanceof Phase ph ? ph : null, during instanceof Step step ? step : null, or, when);
  }

  /** Whether a timing allows its ability only during a faceoff (512.4). */
  static boolean duringFaceoff(Timing t) {
    return t != null && t.duringFaceoff();
  }
}
