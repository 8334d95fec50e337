package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.state.Phase;
import org.ponytable.engine.state.Step;

/** Reads the trigger words ("when" with its fields), timing phrases and Reactions (512.4b). */
final class TriggerReader extends LanguageReader {
  private final FilterReader filters;

  TriggerReader(JsonChecks c, FilterReader filters) {
    super(c);
    this.filters = filters;
  }

  static final Map<String, Trigger.Kind> TRIGGERS = names(Trigger.Kind.values(), Trigger.Kind::jsonName);
  static final Map<String, Timing> TIMINGS = names(Timing.values(), Timing::jsonName);
  static final Map<String, Phase> PHASES = Map.of("ready", Phase.READY, "troublemaker", Phase.TROUBLEMAKER,
      "main", Phase.MAIN, "score", Phase.SCORE, "end", Phase.END);
  /** 512.4b: the steps a Reaction may name, each word ending in "Step" so none is a phase's word. */
  static final Map<String, Step> STEPS = stepNames();
  /** 512.4b: what a Reaction's "during" may name: a phase, then a step, in turn order. */
  static final Map<String, Object> DURING = during();

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

  /**
   * "when" with its "subject", "player" and "phase", in a triggered ability or a Reaction's
   * "reactTo"; a card trigger without "subject" watches {@code cardDefault}. Null on errors.
   */
  Trigger trigger(ObjectNode o, String at, String what, Filter cardDefault) {
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
        subject = filters.filter(o.get("subject"), LocatedJson.child(at, "subject"));
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
    c.onlyFields(ro, rp, JsonChecks.setOf("when", "subject", "player", "phase"), f -> null, "a Reaction's condition");
    Trigger t = trigger(ro, rp, "a Reaction's condition", Filter.ANY);
    // 512.4b: "during" names a phase or a step; one word list, so an unknown one lists both.
    Object during = word(o, at, "during", false, what, "phase or step", DURING, null);
    if (t == null) {
      return null;
    }
    return during instanceof Step step ? new Reaction(t, step) : new Reaction(t, (Phase) during);
  }

  /** Whether a timing allows its ability only during a faceoff (512.4). */
  static boolean duringFaceoff(Timing t) {
    return t == Timing.FACEOFF || t == Timing.TROUBLEMAKER_FACEOFF || t == Timing.PROBLEM_FACEOFF;
  }
}
