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
 */
public record Scenario(
    JsonSource source,
    String description,
    CardPool pool,
    GameState start,
    Map<String, Integer> labels,
    List<String> actions,
    List<Expectations.Check> checks) {

  public Scenario {
    labels = Collections.unmodifiableMap(new HashMap<>(labels));
    actions = List.copyOf(actions);
    checks = List.copyOf(checks);
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
    for (int i = 0; i < actions.size(); i++) {
      Playback.play(log, states, actions.get(i), labels, source, JsonSource.child("/actions", i), i);
    }
    for (int i = 0; i < more.size(); i++) {
      Playback.play(log, states, more.get(i), labels, moreSource, JsonSource.child(morePointer, i), i);
    }
    GameState end = log.last();
    List<LoadProblem> failures = new ArrayList<>();
    Expectations.Context ctx = new Expectations.Context(end, log.allEvents(), labels);
    for (Expectations.Check c : checks) {
      String why = c.test().apply(ctx);
      if (why != null) {
        failures.add(source.problem(c.pointer(), why));
      }
    }
    return new ScenarioRun(this, log, states, failures);
  }

}
