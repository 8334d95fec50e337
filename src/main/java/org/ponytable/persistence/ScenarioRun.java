package org.ponytable.persistence;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.ponytable.engine.state.GameState;

/**
 * A scenario played to its end.
 *
 * @param states every state from the first decision on, one per action after the first
 * @param failures the {@code expect} checks that did not hold, located in the file
 */
public record ScenarioRun(Scenario scenario, GameLog log, List<GameState> states, List<LoadProblem> failures) {
  public ScenarioRun {
    states = List.copyOf(states);
    failures = List.copyOf(failures);
  }

  public GameState end() {
    return log.last();
  }

  public boolean passed() {
    return failures.isEmpty();
  }

  /** The whole run as JSON: the scenario, the final state, the log and the checks. */
  public ObjectNode toJson() {
    ObjectNode o = JsonNodeFactory.instance.objectNode();
    o.put("scenario", scenario.source().name());
    if (scenario.description() != null) {
      o.put("description", scenario.description());
    }
    o.set("state", GameJson.state(end(), scenario.labelsById()));
    o.setAll(log.toJson());
    ObjectNode expect = o.putObject("expect");
    expect.put("checks", scenario.checkCount());
    expect.put("passed", passed());
    ArrayNode fails = expect.putArray("failures");
    for (LoadProblem p : failures) {
      fails.add(p.toString());
    }
    return o;
  }

  public String toJsonText() {
    return GameJson.pretty(toJson());
  }

  /** The run as JSON with the lines of {@code --explain} and {@code --why} in {@code explain}. */
  public String toJsonText(List<String> explained) {
    ObjectNode o = toJson();
    if (!explained.isEmpty()) {
      ArrayNode lines = o.putArray("explain");
      explained.forEach(lines::add);
    }
    return GameJson.pretty(o);
  }
}
