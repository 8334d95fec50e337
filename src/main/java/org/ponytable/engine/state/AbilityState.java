package org.ponytable.engine.state;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the ability language adds to a game: modifiers with their timestamps, triggered effects
 * waiting for pre-priority processing, and the ability or Event being processed.
 *
 * @param waiting triggered effects created and not yet taken up by a wave (511.5b)
 * @param wave triggered effects being processed in the current wave, in creation order
 * @param resolving what is being processed now, or null
 * @param clock the last timestamp handed out (711.3a)
 * @param entered when each card in play entered it; its continuous abilities carry that
 *     timestamp (711.3a); cards placed by a position have none and count as oldest
 * @param orderFirst who processes their waiting effects first (511.5a), or -1 for the turn player
 * @param chances reactions open now (512.4c-d), oldest first
 * @param met how many reaction conditions have been met in the game; numbers the instances
 * @param processed triggered effects taken up since a player last got priority (802.3)
 * @param replacing 710.5 choices answered so far in the work being done again, or null
 * @param controlChanges changes of control that last a while, oldest first (513.2)
 * @param triggeredModifiers triggered modifiers made by effects, oldest first (708.4)
 */
public record AbilityState(
    List<Modifier> modifiers,
    List<Waiting> waiting,
    List<Waiting> wave,
    Resolution resolving,
    long clock,
    Map<Integer, Long> entered,
    int orderFirst,
    List<Chance> chances,
    long met,
    int processed,
    ReplacementChoices replacing,
    List<ControlChange> controlChanges,
    List<TriggeredModifier> triggeredModifiers) {

  public static final AbilityState EMPTY = new AbilityState(List.of(), List.of(), List.of(), null, 0, Map.of(), -1, List.of(), 0, 0, null,
      List.of(), List.of());

  public AbilityState(List<Modifier> modifiers, List<Waiting> waiting, List<Waiting> wave, Resolution resolving,
      long clock, Map<Integer, Long> entered, int orderFirst) {
    this(modifiers, waiting, wave, resolving, clock, entered, orderFirst, List.of(), 0, 0, null, List.of(), List.of());
  }

  public AbilityState(List<Modifier> modifiers, List<Waiting> waiting, List<Waiting> wave, Resolution resolving,
      long clock, Map<Integer, Long> entered, int orderFirst, List<Chance> chances, long met, int processed) {
    this(modifiers, waiting, wave, resolving, clock, entered, orderFirst, chances, met, processed, null, List.of(),
        List.of());
  }

  public AbilityState {
    modifiers = List.copyOf(modifiers);
    waiting = List.copyOf(waiting);
    wave = List.copyOf(wave);
    chances = List.copyOf(chances);
    controlChanges = List.copyOf(controlChanges);
    triggeredModifiers = List.copyOf(triggeredModifiers);
    // Sorted, so the text form (and a state's fingerprint) is the same on every run.
    entered = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(entered));
  }

  /** Nothing of the ability language is in use (old saves and fingerprints stay the same). */
  public boolean isEmpty() {
    return modifiers.isEmpty() && waiting.isEmpty() && wave.isEmpty() && resolving == null && clock == 0
        && chances.isEmpty() && met == 0 && processed == 0 && replacing == null && controlChanges.isEmpty()
        && triggeredModifiers.isEmpty();
  }

  public long enteredAt(int card) {
    return entered.getOrDefault(card, 0L);
  }

  public AbilityState withModifiers(List<Modifier> v) {
    return new AbilityState(v, waiting, wave, resolving, clock, entered, orderFirst, chances, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withWaiting(List<Waiting> v) {
    return new AbilityState(modifiers, v, wave, resolving, clock, entered, orderFirst, chances, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withWave(List<Waiting> v) {
    return new AbilityState(modifiers, waiting, v, resolving, clock, entered, orderFirst, chances, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withResolving(Resolution v) {
    return new AbilityState(modifiers, waiting, wave, v, clock, entered, orderFirst, chances, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  /** Advances the clock; the new value is the timestamp of what is made now. */
  public AbilityState tick() {
    return new AbilityState(modifiers, waiting, wave, resolving, clock + 1, entered, orderFirst, chances, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withEntered(int card, long at) {
    Map<Integer, Long> m = new HashMap<>(entered);
    if (at < 0) {
      m.remove(card);
    } else {
      m.put(card, at);
    }
    return new AbilityState(modifiers, waiting, wave, resolving, clock, m, orderFirst, chances, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withOrderFirst(int v) {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, v, chances, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withChances(List<Chance> v) {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, orderFirst, v, met, processed, replacing, controlChanges, triggeredModifiers);
  }

  /** Counts one more meeting of a reaction condition; the new value numbers it. */
  public AbilityState meet() {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, orderFirst, chances, met + 1, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withMet(long v) {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, orderFirst, chances, v, processed, replacing, controlChanges, triggeredModifiers);
  }

  public AbilityState withReplacing(ReplacementChoices v) {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, orderFirst, chances, met, processed, v,
        controlChanges, triggeredModifiers);
  }

  public AbilityState withControlChanges(List<ControlChange> v) {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, orderFirst, chances, met, processed,
        replacing, v, triggeredModifiers);
  }

  public AbilityState withTriggeredModifiers(List<TriggeredModifier> v) {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, orderFirst, chances, met, processed,
        replacing, controlChanges, v);
  }

  public AbilityState withProcessed(int v) {
    return new AbilityState(modifiers, waiting, wave, resolving, clock, entered, orderFirst, chances, met, v, replacing, controlChanges, triggeredModifiers);
  }
}
