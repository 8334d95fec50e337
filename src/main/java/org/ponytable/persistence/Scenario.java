package org.ponytable.persistence;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;

/**
 * A loaded scenario: a position, the actions to play from it and the checks to make at the end.
 * Built by {@link ScenarioLoader}; {@link #run()} plays it headless.
 *
 * @param start the position as written, before the engine has run it to its first decision
 * @param labels the scenario's card labels, by label
 * @param actions the action texts in the notation, in order
 * @param actionPointers where each action is in the file ({@code /actions/3}): checks may stand between them
 * @param stops the checks made between actions, in file order
 */
public record Scenario(
    JsonSource source,
    String description,
    CardPool pool,
    GameState start,
    Map<String, Integer> labels,
    List<String> actions,
    List<Expectations.Check> checks,
    List<String> actionPointers,
    List<Stop> stops) {

  /**
   * An {@code {"expect": {...}}} entry of {@code actions}: checks made after the first {@code after}
   * actions, before the next one is played.
   */
  public record Stop(int after, String pointer, List<Expectations.Check> checks) {
    public Stop {
      checks = List.copyOf(checks);
    }
  }

  public Scenario {
    labels = Collections.unmodifiableMap(new HashMap<>(labels));
    actions = List.copyOf(actions);
    checks = List.copyOf(checks);
    actionPointers = List.copyOf(actionPointers);
    stops = List.copyOf(stops);
    if (actionPointers.size() != actions.size()) {
      throw new IllegalArgumentException("one pointer per action");
    }
  }

  /** A scenario whose checks are all at the end, its actions at {@code /actions/0}, {@code /actions/1}... */
  public Scenario(JsonSource source, String description, CardPool pool, GameState start, Map<String, Integer> labels,
      List<String> actions, List<Expectations.Check> checks) {
    this(source, description, pool, start, labels, actions, checks, pointers(actions.size()), List.of());
  }

  private static List<String> pointers(int n) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(JsonSource.child("/actions", i));
    }
    return out;
  }

  /** Every check of the file: those between actions and those at the end. */
  public int checkCount() {
    return checks.size() + stops.stream().mapToInt(st -> st.checks().size()).sum();
  }

  /** Labels by card id, for output that should show them. */
  public Map<Integer, String> labelsById() {
    Map<Integer, String> out = new HashMap<>();
    labels.forEach((label, id) -> out.put(id, label));
    return out;
  }

  /**
   * Runs the position to its first decision, applies the actions and makes the checks. An action
   * that is not legal stops the run with a problem naming its index, its text and what was legal.
   */
  public ScenarioRun run() throws FileFormatException {
    return run(List.of(), "", source);
  }

  /**
   * Runs the scenario's own actions, then {@code more} (a replay's actions, whose problems are
   * placed under {@code morePointer} of {@code moreSource}).
   */
  ScenarioRun run(List<String> more, String morePointer, JsonSource moreSource) throws FileFormatException {
    Playback.readAll(more, labels, start, moreSource, morePointer);
    Outcome opening;
    try {
      opening = Engine.resume(start);
    } catch (RuntimeException e) {
      throw new FileFormatException(source.problem("", "the engine could not run this position (an engine bug): "
          + (e.getMessage() == null ? "no reason given" : e.getMessage())));
    }
    // Scenarios describe positions, not decks: deck building does not apply, the invariants do.
    ReplayFile.soundPosition(opening.state(), source, "", "at this position");
    GameLog log = new GameLog(opening);
    List<GameState> states = new ArrayList<>();
    states.add(opening.state());
    List<LoadProblem> failures = new ArrayList<>();
    checkStops(0, log, failures);
    for (int i = 0; i < actions.size(); i++) {
      Playback.play(log, states, actions.get(i), labels, source, actionPointers.get(i), i);
      checkStops(i + 1, log, failures);
    }
    for (int i = 0; i < more.size(); i++) {
      Playback.play(log, states, more.get(i), labels, moreSource, JsonSource.child(morePointer, i), i);
    }
    GameState end = log.last();
    Expectations.Context ctx = new Expectations.Context(end, log.allEvents(), labels);
    for (Expectations.Check c : checks) {
      String why = c.failure(ctx);
      if (why != null) {
        failures.add(source.problem(c.pointer(), why));
      }
    }
    return new ScenarioRun(this, log, states, failures);
  }

  /** "at the start", "after 1 action", "after 3 actions": where checks between actions stand. */
  public static String played(int actions) {
    return actions == 0 ? "at the start" : "after " + actions + (actions == 1 ? " action" : " actions");
  }

  /** The checks standing after {@code played} actions, made on the game as it is then (events so far). */
  private void checkStops(int played, GameLog log, List<LoadProblem> failures) {
    for (Stop st : stops) {
      if (st.after() == played) {
        failures.addAll(stopFailures(st, new Expectations.Context(log.last(), log.allEvents(), labels)));
      }
    }
  }

  /** The failures of a stop's checks in {@code ctx}, located; a check that can't be made is one. */
  List<LoadProblem> stopFailures(Stop st, Expectations.Context ctx) {
    List<LoadProblem> out = new ArrayList<>();
    for (Expectations.Check c : st.checks()) {
      String why = c.failure(ctx);
      if (why != null) {
        out.add(source.problem(c.pointer(), played(st.after()) + ": " + why));
      }
    }
    return out;
  }

}
