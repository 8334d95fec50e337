package org.ponytable.engine.state;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the ability language adds to a game: modifiers with their timestamps and triggered effects
 * waiting for pre-priority processing. What is being processed, and 710.5 choices, are procedures
 * in progress ({@link Pending}), held by the game state.
 *
 * @param waiting triggered effects created and not yet taken up by a wave (511.5b)
 * @param wave triggered effects being processed in the current wave, in creation order
 * @param clock the last timestamp handed out (711.3a)
 * @param entered when each card in play entered it; its continuous abilities carry that
 *     timestamp (711.3a); cards placed by a position have none and count as oldest
 * @param orderFirst who processes their waiting effects first (511.5a), or -1 for the turn player
 * @param chances reactions open now (512.4c-d), oldest first
 * @param met how many reaction conditions have been met in the game; numbers the instances
 * @param processed triggered effects taken up since a player last got priority (802.3)
 * @param controlChanges changes of control that last a while, oldest first (513.2)
 * @param triggeredModifiers triggered modifiers made by effects, oldest first (708.4)
 */
public record AbilityState(
    List<Modifier> modifiers,
    List<Waiting> waiting,
    List<Waiting> wave,
    long clock,
    Map<Integer, Long> entered,
    int orderFirst,
    List<Chance> chances,
    long met,
    int processed,
    List<ControlChange> controlChanges,
    List<TriggeredModifier> triggeredModifiers) {

  public static final AbilityState EMPTY = new AbilityState(List.of(), List.of(), List.of(), 0, Map.of(), -1, List.of(), 0, 0,
      List.of(), List.of());

  public AbilityState {
    modifiers = Modifiers.of(modifiers);
    waiting = List.copyOf(waiting);
    wave = List.copyOf(wave);
    chances = List.copyOf(chances);
    controlChanges = List.copyOf(controlChanges);
    triggeredModifiers = List.copyOf(triggeredModifiers);
    // Sorted, so the text form (and a state's fingerprint) is the same on every run.
    entered = SortedCopy.of(entered);
  }

  /** Nothing of the ability language is in use (old saves and fingerprints stay the same). */
  public boolean isEmpty() {
    return modifiers.isEmpty() && waiting.isEmpty() && wave.isEmpty() && clock == 0
        && chances.isEmpty() && met == 0 && processed == 0 && controlChanges.isEmpty()
        && triggeredModifiers.isEmpty();
  }

  /**
   * The text this record had when it also held what is processed and the 710.5 choices: replays
   * keep fingerprints of states in that form (GameJson.full), so it must not change.
   */
  public String text(Resolution resolving, ReplacementChoices replacing) {
    return "AbilityState[modifiers=" + modifiers + ", waiting=" + waiting + ", wave=" + wave + ", resolving="
        + resolving + ", clock=" + clock + ", entered=" + entered + ", orderFirst=" + orderFirst + ", chances="
        + chances + ", met=" + met + ", processed=" + processed + ", replacing=" + replacing + ", controlChanges="
        + controlChanges + ", triggeredModifiers=" + triggeredModifiers + "]";
  }

  public long enteredAt(int card) {
    return entered.getOrDefault(card, 0L);
  }

  // ---- changing (each returns a new state, through the one copy helper) ----

  public AbilityState withModifiers(List<Modifier> v) {
    return new AbilityState(v, waiting, wave, clock, entered, orderFirst, chances, met, processed,
        controlChanges, triggeredModifiers);
  }

  public AbilityState withWaiting(List<Waiting> v) {
    return new AbilityState(modifiers, v, wave, clock, entered, orderFirst, chances, met, processed,
        controlChanges, triggeredModifiers);
  }

  public AbilityState withWave(List<Waiting> v) {
    return new AbilityState(modifiers, waiting, v, clock, entered, orderFirst, chances, met, processed,
        controlChanges, triggeredModifiers);
  }

  /** Advances the clock; the new value is the timestamp of what is made now. */
  public AbilityState tick() {
    return new AbilityState(modifiers, waiting, wave, clock + 1, entered, orderFirst, chances, met, processed,
        controlChanges, triggeredModifiers);
  }

  public AbilityState withEntered(int card, long at) {
    Map<Integer, Long> m = new HashMap<>(entered);
    if (at < 0) {
      m.remove(card);
    } else {
      m.put(card, at);
    }
    return new AbilityState(modifiers, waiting, wave, clock, m, orderFirst, chances, met, processed,
        controlChanges, triggeredModifiers);
  }

  public AbilityState withOrderFirst(int v) {
    return new AbilityState(modifiers, waiting, wave, clock, entered, v, chances, met, processed,
        controlChanges, triggeredModifiers);
  }

  public AbilityState withChances(List<Chance> v) {
    return new AbilityState(modifiers, waiting, wave, clock, entered, orderFirst, v, met, processed,
        controlChanges, triggeredModifiers);
  }

  /** Counts one more meeting of a reaction condition; the new value numbers it. */
  public AbilityState meet() {
    return withMet(met + 1);
  }

  public AbilityState withMet(long v) {
    return new AbilityState(modifiers, waiting, wave, clock, entered, orderFirst, chances, v, processed,
        controlChanges, triggeredModifiers);
  }

  public AbilityState withControlChanges(List<ControlChange> v) {
    return new AbilityState(modifiers, waiting, wave, clock, entered, orderFirst, chances, met, processed, v,
        triggeredModifiers);
  }

  public AbilityState withTriggeredModifiers(List<TriggeredModifier> v) {
    return new AbilityState(modifiers, waiting, wave, clock, entered, orderFirst, chances, met, processed,
        controlChanges, v);
  }

  public AbilityState withProcessed(int v) {
    return new AbilityState(modifiers, waiting, wave, clock, entered, orderFirst, chances, met, v,
        controlChanges, triggeredModifiers);
  }
}
