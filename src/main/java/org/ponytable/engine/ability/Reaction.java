package org.ponytable.engine.ability;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.terms.Step;

/**
 * What a "Reaction" timing phrase reacts to (512.4b-d): a condition written in the trigger
 * vocabulary, and optionally the phase or the step it must be met in (512.4b).
 *
 * @param condition the occurrence that opens the reaction; its subject and player are read from
 *     the reacting card's controller
 * @param during the phase the condition must be met in, or null for any
 * @param step the step the condition must be met in, or null for any; a step names its phase too,
 *     so at most one of the two is given
 * @param or a second occurrence that opens the reaction as well ("plays or moves a character"), or null
 * @param when a condition that must hold as the occurrence happens, read from the reacting card's
 *     controller with "there" the area the occurrence names ("to a Problem with one of your
 *     face-down Troublemakers"), or null
 */
public record Reaction(Trigger condition, Phase during, Step step, Trigger or, Condition when) {
  /** 512.4b: the steps a Reaction may name, each word ending in "Step" so none is a phase's word. */
  public static final Map<String, Step> STEPS = Field.byName(List.of(Step.READY, Step.ACTION, Step.DRAW, Step.UNCOVER,
      Step.CHALLENGE, Step.CONFRONT, Step.FACEOFF, Step.SOLVE, Step.END_OF_TURN, Step.WRAP_UP), Reaction::stepWord);
  /** 512.4b: what "during" may name: a phase (as triggers name them), then a step, in turn order. */
  public static final Map<String, Object> DURING = duringWords();

  private static String stepWord(Step s) {
    String[] parts = s.name().toLowerCase(Locale.ROOT).split("_");
    StringBuilder b = new StringBuilder(parts[0]);
    for (int i = 1; i < parts.length; i++) {
      b.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i].substring(1));
    }
    return b + "Step";
  }

  private static Map<String, Object> duringWords() {
    Map<String, Object> m = new LinkedHashMap<>(Trigger.PHASES);
    m.putAll(STEPS);
    return Collections.unmodifiableMap(m);
  }

  public Reaction {
    Objects.requireNonNull(condition);
    if (during != null && step != null) {
      throw new IllegalArgumentException("a Reaction names a phase or a step, not both");
    }
    if (step == Step.NONE) {
      throw new IllegalArgumentException("NONE is not a step");
    }
  }

  public Reaction(Trigger condition, Phase during, Step step) {
    this(condition, during, step, null, null);
  }

  public Reaction(Trigger condition, Phase during) {
    this(condition, during, null);
  }

  public Reaction(Trigger condition, Step step) {
    this(condition, null, step);
  }

  /** The new fields only when set, so states keep their fingerprints. */
  @Override
  public String toString() {
    return "Reaction[condition=" + condition + ", during=" + during + ", step=" + step
        + (or == null ? "" : ", or=" + or) + (when == null ? "" : ", when=" + when) + "]";
  }

  /** The occurrences that open it: its condition, and the second one when it has one. */
  public List<Trigger> conditions() {
    return or == null ? List.of(condition) : List.of(condition, or);
  }

  /** Whether the condition is met in the phase or step it names, or no limit is named (512.4b). */
  public boolean allows(Phase phase, Step now) {
    return (during == null || during == phase) && (step == null || step == now);
  }

  /** Whether the condition names a card, so the effects may say "it". */
  public boolean aboutCard() {
    return conditions().stream().allMatch(t -> t.kind().aboutCard()
        || t.kind().subject() == Trigger.Subject.FLIPPED_CARD || t.subject() != null);
  }
}
