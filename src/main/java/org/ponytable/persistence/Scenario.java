package org.ponytable.persistence;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.Outcome;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Notation;
import org.ponytable.engine.action.Refusal;
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
    return run(List.of(), "");
  }

  /**
   * Runs the scenario's own actions, then {@code more} (a replay's actions, whose places are
   * reported under {@code morePointer} of {@code moreSource}).
   */
  ScenarioRun run(List<String> more, String morePointer) throws FileFormatException {
    return run(more, morePointer, source);
  }

  ScenarioRun run(List<String> more, String morePointer, JsonSource moreSource) throws FileFormatException {
    Outcome opening;
    try {
      opening = Engine.resume(start);
    } catch (RuntimeException e) {
      throw new FileFormatException(source.problem("", "the engine could not run this position: " + e));
    }
    GameLog log = new GameLog(opening);
    List<GameState> states = new ArrayList<>();
    states.add(opening.state());
    for (int i = 0; i < actions.size(); i++) {
      play(log, states, actions.get(i), i, source, "/actions");
    }
    for (int i = 0; i < more.size(); i++) {
      play(log, states, more.get(i), i, moreSource, morePointer);
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

  private void play(GameLog log, List<GameState> states, String text, int index, JsonSource src, String listPointer)
      throws FileFormatException {
    GameState s = log.last();
    String at = JsonSource.child(listPointer, index);
    String name = "action " + index + " '" + text + "'";
    if (s.isOver()) {
      throw new FileFormatException(src.problem(at, name + ": the game is already over ("
          + (s.result().isDraw() ? "a draw" : Refs.player(s.result().winner()) + " won") + ": " + s.result().reason()
          + ")"));
    }
    Action a;
    try {
      a = Notation.parse(s, text, labels);
    } catch (IllegalArgumentException e) {
      throw new FileFormatException(src.problem(at, name + " at " + s.stage().display() + ", waiting for "
          + Refs.player(s.actor()) + " to " + s.decision().kind().prompt() + ": " + e.getMessage()));
    }
    try {
      Outcome o = Engine.apply(s, a);
      log.add(a, text, o);
      states.add(o.state());
    } catch (Refusal r) {
      throw new FileFormatException(src.problem(at, name + " was refused: " + r.getMessage()));
    } catch (RuntimeException e) {
      throw new FileFormatException(src.problem(at, name + " made the engine fail (an engine bug): " + e));
    }
  }
}
