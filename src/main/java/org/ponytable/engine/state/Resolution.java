package org.ponytable.engine.state;

import java.util.List;
import org.ponytable.engine.ability.Effect;

/**
 * An ability or Event being processed, effect by effect (705.2d, 511.5). It is data, so a
 * decision in the middle of it (a target, a "may") is just a state waiting for an answer.
 *
 * @param source the card with the ability, or the Event being played
 * @param next the index of the effect to process next
 * @param subject the card the trigger was about ("it"), or -1
 * @param there the area the trigger names (501.5), or null
 * @param eventCard the Event in the queue zone while it resolves (408, 705.2b), or -1
 * @param mayPending the controller has yet to say whether to do it (712.3)
 * @param chosen cards chosen so far for the current effect's target
 * @param decider the player who answers the "may", or -1 for the controller
 * @param previous the cards the previous effect chose, kept only when the current effect names them
 *     (a filter's {@code chosen}); empty otherwise
 */
public record Resolution(
    int source,
    int controller,
    List<Effect> effects,
    int next,
    int subject,
    Area there,
    int eventCard,
    boolean mayPending,
    List<Integer> chosen,
    int decider,
    List<Integer> previous) implements Pending {

  public Resolution(int source, int controller, List<Effect> effects, int next, int subject, Area there,
      int eventCard, boolean mayPending, List<Integer> chosen) {
    this(source, controller, effects, next, subject, there, eventCard, mayPending, chosen, -1);
  }

  public Resolution(int source, int controller, List<Effect> effects, int next, int subject, Area there,
      int eventCard, boolean mayPending, List<Integer> chosen, int decider) {
    this(source, controller, effects, next, subject, there, eventCard, mayPending, chosen, decider, List.of());
  }

  /** Who answers the "may" (712.3). */
  public int mayDecider() {
    return decider >= 0 ? decider : controller;
  }

  /** As a record writes itself, the decider only when set, so states keep their fingerprints. */
  @Override
  public String toString() {
    return "Resolution[source=" + source + ", controller=" + controller + ", effects=" + effects + ", next=" + next
        + ", subject=" + subject + ", there=" + there + ", eventCard=" + eventCard + ", mayPending=" + mayPending
        + ", chosen=" + chosen + (decider >= 0 ? ", decider=" + decider : "")
        + (previous.isEmpty() ? "" : ", previous=" + previous) + "]";
  }

  static final java.util.Set<DecisionKind> ASKS = java.util.EnumSet.of(DecisionKind.MAY,
      DecisionKind.TARGET, DecisionKind.EFFECT_DISCARD, DecisionKind.SEARCH, DecisionKind.TOP_ORDER, DecisionKind.AREA,
      DecisionKind.MODE, DecisionKind.TAKE_REVEALED, DecisionKind.PROBLEM,
      DecisionKind.COLOR);

  @Override
  public int level() {
    return 1;
  }

  @Override
  public java.util.Set<DecisionKind> asks() {
    return ASKS;
  }

  public Resolution {
    effects = List.copyOf(effects);
    chosen = List.copyOf(chosen);
    previous = List.copyOf(previous);
  }

  /**
   * A copy of this resolution's fields to change a few of before {@link Copy#build()}: the one
   * place besides the record that lists every field.
   */
  private Copy copy() {
    return new Copy(this);
  }

  private static final class Copy {
    private final int source;
    private final int controller;
    private List<Effect> effects;
    private int next;
    private final int subject;
    private Area there;
    private final int eventCard;
    private boolean mayPending;
    private List<Integer> chosen;
    private int decider;
    private List<Integer> previous;

    private Copy(Resolution r) {
      source = r.source;
      controller = r.controller;
      effects = r.effects;
      next = r.next;
      subject = r.subject;
      there = r.there;
      eventCard = r.eventCard;
      mayPending = r.mayPending;
      chosen = r.chosen;
      decider = r.decider;
      previous = r.previous;
    }

    private Resolution build() {
      return new Resolution(source, controller, effects, next, subject, there, eventCard, mayPending, chosen, decider,
          previous);
    }
  }

  /** The same, with no effects left to process: the rest doesn't happen. */
  public Resolution skipped() {
    Copy c = copy();
    c.next = effects.size();
    c.mayPending = false;
    c.chosen = List.of();
    c.decider = -1;
    c.previous = List.of();
    return c.build();
  }

  public Resolution advanced() {
    // Kept only for an effect that names them, so states of other abilities read as before.
    boolean named = next + 1 < effects.size() && effects.get(next + 1).namesChosen();
    // An effect counting what the previous one chose ("equal to its cost") is performed after this.
    boolean counting = next < effects.size() && effects.get(next).forEach() != null
        && (effects.get(next).forEach().kind() == org.ponytable.engine.ability.Count.Kind.COST_OF_CHOSEN
            || Effect.namesChosen(effects.get(next).forEach().filter()))
        || next < effects.size() && effects.get(next).readsPreviousAsPerformed();
    Copy c = copy();
    c.next = next + 1;
    c.mayPending = false;
    c.chosen = List.of();
    c.previous = named ? chosen : counting ? previous : List.of();
    return c.build();
  }

  /**
   * The current effect replaced by {@code instead}, processed next in its place (the modes a
   * modal choice picked); the others stay as they were.
   */
  /** The same as {@link #spliced}, what the effect before chose still named ("that Troublemaker"). */
  public Resolution splicedKeepingPrevious(List<Effect> instead) {
    List<Integer> kept = previous;
    Copy c = spliced(instead).copy();
    c.previous = kept;
    return c.build();
  }

  public Resolution spliced(List<Effect> instead) {
    List<Effect> all = new java.util.ArrayList<>(effects.subList(0, next));
    all.addAll(instead);
    all.addAll(effects.subList(next + 1, effects.size()));
    Copy c = copy();
    c.effects = all;
    c.mayPending = false;
    c.chosen = List.of();
    c.previous = List.of();
    return c.build();
  }

  /** The same advanced, with "there" the area an effect chose ("choose a Problem", 501.5). */
  public Resolution advancedThere(Area area) {
    Copy c = copy();
    c.there = area;
    c.next = next;
    Resolution r = c.build();
    return r.advanced();
  }

  public Resolution withChosen(List<Integer> v) {
    Copy c = copy();
    c.chosen = v;
    return c.build();
  }

  public Resolution mayAnswered() {
    Copy c = copy();
    c.mayPending = false;
    return c.build();
  }

  public boolean done() {
    return next >= effects.size();
  }

  public Effect current() {
    return effects.get(next);
  }
}
