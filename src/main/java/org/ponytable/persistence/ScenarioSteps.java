package org.ponytable.persistence;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.state.GameState;

/**
 * A scenario played one action at a time, for the table's stepper (issue 13): every point the run
 * reached, the located problem of the action that stopped it, and the {@code expect} checks made
 * at any point. The run is the runner's own ({@link Playback}), so the stepper and {@code
 * scenario FILE} can never disagree.
 */
public final class ScenarioSteps {
  /**
   * One point of the run: 0 is the position run to its first decision, n the state after action n.
   *
   * @param written the action text that led here, null at the start
   * @param events the events of that action (the opening's at the start)
   */
  public record Point(int index, String written, GameState state, List<GameEvent> events) {
    public Point {
      events = List.copyOf(events);
    }
  }

  /** One {@code expect} check at a point: where the file asks for it, and null when it holds, else why not. */
  public record CheckResult(LoadProblem at, String failure) {
    public boolean holds() {
      return failure == null;
    }
  }

  private final Scenario scenario;
  private final Outcome opening;
  private final List<Point> points;
  private final LoadProblem refusal;
  private final List<String> canonical;

  private ScenarioSteps(Scenario scenario, Outcome opening, List<Point> points, LoadProblem refusal,
      List<String> canonical) {
    this.canonical = List.copyOf(canonical);
    this.scenario = scenario;
    this.opening = opening;
    this.points = List.copyOf(points);
    this.refusal = refusal;
  }

  /** Loads a scenario file and plays it; a file that does not load is a located problem. */
  public static ScenarioSteps load(Path file, CardPool pool) throws FileFormatException {
    return play(new ScenarioLoader(pool).load(file));
  }

  /**
   * Plays the scenario's actions until the end or the first one the engine refuses, which is kept
   * (not thrown) so the stepper can show the points before it.
   *
   * @throws FileFormatException when the position itself cannot be run
   */
  public static ScenarioSteps play(Scenario sc) throws FileFormatException {
    Playback.readAll(sc.actions(), sc.labels(), sc.start(), sc.source(), "/actions");
    Outcome opening;
    try {
      opening = Engine.resume(sc.start());
    } catch (RuntimeException e) {
      throw new FileFormatException(sc.source().problem("", "the engine could not run this position (an engine bug): "
          + (e.getMessage() == null ? "no reason given" : e.getMessage())));
    }
    ReplayFile.soundPosition(opening.state(), sc.source(), "", "at this position");
    GameLog log = new GameLog(opening);
    List<GameState> states = new ArrayList<>();
    states.add(opening.state());
    List<Point> points = new ArrayList<>();
    points.add(new Point(0, null, opening.state(), opening.events()));
    LoadProblem refusal = null;
    for (int i = 0; i < sc.actions().size(); i++) {
      try {
        Playback.play(log, states, sc.actions().get(i), sc.labels(), sc.source(), sc.actionPointers().get(i), i);
      } catch (FileFormatException e) {
        refusal = e.problems().get(0);
        break;
      }
      GameLog.Entry last = log.entries().get(log.entries().size() - 1);
      points.add(new Point(i + 1, sc.actions().get(i), log.last(), last.events()));
    }
    List<String> canonical = new ArrayList<>();
    log.entries().forEach(e -> canonical.add(Notation.format(e.action())));
    return new ScenarioSteps(sc, opening, points, refusal, canonical);
  }

  public Scenario scenario() {
    return scenario;
  }

  /** The position run to its first decision, with its events: where a table game from this scenario starts. */
  public Outcome opening() {
    return opening;
  }

  /** The points reached, from the start; all actions were played when there are {@code actions + 1}. */
  public List<Point> points() {
    return points;
  }

  /** The number of actions the file lists. */
  public int actions() {
    return scenario.actions().size();
  }

  /** The located problem of the action that could not be played, or null when every action was. */
  public LoadProblem refusal() {
    return refusal;
  }

  /** Whether the run reached the end, where the runner makes its checks. */
  public boolean complete() {
    return refusal == null;
  }

  /** The actions played up to {@code point} in the notation's canonical words, in order. */
  public List<String> playedTo(int point) {
    return canonical.subList(0, point);
  }

  /**
   * The checks standing between actions (an {@code {"expect": ...}} entry of {@code actions}), each
   * made at its own point as the runner makes it; a check whose point the run did not reach is
   * made at the last point reached, and marked so by {@code reached}.
   */
  public record StopResult(Scenario.Stop stop, boolean reached, List<CheckResult> results) {}

  public List<StopResult> stops() {
    List<StopResult> out = new ArrayList<>();
    for (Scenario.Stop st : scenario.stops()) {
      boolean reached = st.after() < points.size();
      int point = Math.min(st.after(), points.size() - 1);
      Expectations.Context ctx = new Expectations.Context(points.get(point).state(), eventsTo(point),
          scenario.labels());
      List<CheckResult> results = new ArrayList<>();
      for (Expectations.Check c : st.checks()) {
        String why = c.failure(ctx);
        results.add(new CheckResult(scenario.source().problem(c.pointer(), why == null ? "holds" : why), why));
      }
      out.add(new StopResult(st, reached, results));
    }
    return out;
  }

  private List<GameEvent> eventsTo(int point) {
    List<GameEvent> events = new ArrayList<>();
    for (int i = 0; i <= point; i++) {
      events.addAll(points.get(i).events());
    }
    return events;
  }

  /**
   * Every {@code expect} check made at {@code point}: on its state and the events up to it. At the
   * last point of a complete run these are exactly the runner's results.
   */
  public List<CheckResult> checksAt(int point) {
    List<GameEvent> events = new ArrayList<>();
    for (int i = 0; i <= point; i++) {
      events.addAll(points.get(i).events());
    }
    Expectations.Context ctx = new Expectations.Context(points.get(point).state(), events, scenario.labels());
    List<CheckResult> out = new ArrayList<>();
    for (Expectations.Check c : scenario.checks()) {
      String why = c.failure(ctx);
      out.add(new CheckResult(scenario.source().problem(c.pointer(), why == null ? "holds" : why), why));
    }
    return out;
  }
}
