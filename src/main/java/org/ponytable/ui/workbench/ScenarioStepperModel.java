package org.ponytable.ui.workbench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.GameState;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.LoadProblem;
import org.ponytable.persistence.Scenario;
import org.ponytable.persistence.ScenarioSteps;
import org.ponytable.ui.session.GameSession;

/**
 * The scenario stepper (issue 13): a scenario file played one action at a time, next, back or to
 * the end, with each {@code expect} check shown holding or failing as the run reaches its point
 * (the end of the actions) and the engine's reason for an action it refuses. The words are the
 * runner's own, so the stepper and {@code scenario FILE} agree.
 */
public final class ScenarioStepperModel {
  /** A check as shown: its line, whether it holds and the words. */
  /** @param waiting a check between actions whose point is still ahead: neither passing nor failing yet */
  public record CheckLine(String text, boolean holds, boolean reached, boolean waiting) {
    public CheckLine(String text, boolean holds, boolean reached) {
      this(text, holds, reached, false);
    }
  }

  private final Path file;
  private final ScenarioSteps steps;
  private int at;

  private ScenarioStepperModel(Path file, ScenarioSteps steps) {
    this.file = file;
    this.steps = steps;
  }

  /**
   * Loads and plays {@code file} against {@code pool}.
   *
   * @throws FileFormatException a located problem in plain words when the file is not a scenario
   *     that can be run
   */
  public static ScenarioStepperModel open(Path file, CardPool pool) throws FileFormatException {
    return new ScenarioStepperModel(file, ScenarioSteps.load(file, pool));
  }

  /** A file's problems as the stepper tells them: one located line each. */
  public static String problems(FileFormatException e) {
    List<String> out = new ArrayList<>();
    e.problems().forEach(p -> out.add(p.toString()));
    return String.join("\n", out);
  }

  public Path file() {
    return file;
  }

  public ScenarioSteps steps() {
    return steps;
  }

  /** The point shown: 0 before the first action, n after the n-th. */
  public int at() {
    return at;
  }

  /** The last point the run reached. */
  public int last() {
    return steps.points().size() - 1;
  }

  public boolean canNext() {
    return at < last();
  }

  public boolean canBack() {
    return at > 0;
  }

  public void next() {
    if (canNext()) {
      at++;
    }
  }

  public void back() {
    if (canBack()) {
      at--;
    }
  }

  public void toEnd() {
    at = last();
  }

  public void goTo(int point) {
    at = Math.max(0, Math.min(point, last()));
  }

  public GameState state() {
    return steps.points().get(at).state();
  }

  /** The action texts played to reach the point shown. */
  public List<String> played() {
    return steps.playedTo(at);
  }

  /**
   * A workbench game at the point shown, for the table: the scenario's position with the actions
   * so far as its history, so undo and the timeline work there too.
   */
  public GameSession tableGame() {
    return GameSession.fromScenario(file.toAbsolutePath().normalize(), steps.opening(), steps.scenario().labels(),
        played(), GameSession.Mode.WORKBENCH, false);
  }

  /** Every action of the file, marked: played, next, refused or not reached. */
  public List<String> actionLines() {
    List<String> out = new ArrayList<>();
    List<String> all = steps.scenario().actions();
    for (int i = 0; i < all.size(); i++) {
      String mark = i < at ? "done  " : i == at ? "next  " : "      ";
      if (!steps.complete() && i == last()) {
        mark = i == at ? "REFUSED (next)  " : "REFUSED  ";
      } else if (i > last()) {
        mark = "not reached  ";
      }
      out.add(mark + (i + 1) + ". " + all.get(i));
    }
    return out;
  }

  /** The point shown in words: where the game stands and what the last action did. */
  public String where() {
    ScenarioSteps.Point p = steps.points().get(at);
    GameState s = p.state();
    String moment = "turn " + s.turn() + ", " + s.stage().display()
        + (s.isOver() ? ", game over" : ", " + s.player(s.actor()).name() + " to " + s.decision().kind().thirdPerson());
    return at == 0 ? "Start of the scenario: " + moment
        : "After action " + at + " of " + steps.actions() + " ('" + p.written() + "'): " + moment;
  }

  /** The events of the action that led to the point shown, in words. */
  public List<String> events() {
    ScenarioSteps.Point p = steps.points().get(at);
    return TimelineModel.words(p.events(), p.state());
  }

  /**
   * The engine's refusal when the point shown is the last one reached and the next action could
   * not be played; null otherwise.
   */
  public String refusal() {
    LoadProblem r = steps.refusal();
    return r != null && at == last() ? r.toString() : null;
  }

  /**
   * The checks at the point shown. At the end of the actions they are the runner's verdict; before
   * it they say whether each would hold now, marked as not yet at their point.
   */
  public List<CheckLine> checks() {
    boolean end = steps.complete() && at == last();
    List<CheckLine> out = new ArrayList<>(stopLines());
    for (ScenarioSteps.CheckResult r : steps.checksAt(at)) {
      String where = "line " + r.at().line() + " " + r.at().pointer();
      String verdict;
      if (end) {
        verdict = r.holds() ? "PASS  " + where : "FAIL  " + where + ": " + r.failure();
      } else {
        verdict = (r.holds() ? "(would hold now)  " : "(would fail now)  ") + where
            + (r.holds() ? "" : ": " + r.failure());
      }
      out.add(new CheckLine(verdict, r.holds(), end));
    }
    return out;
  }

  /**
   * The checks between actions, in file order: the runner's verdict once the point shown is at or
   * past theirs, else when they will be made.
   */
  private List<CheckLine> stopLines() {
    List<CheckLine> out = new ArrayList<>();
    for (ScenarioSteps.StopResult st : steps.stops()) {
      int after = st.stop().after();
      boolean due = st.reached() && after <= at;
      for (ScenarioSteps.CheckResult r : st.results()) {
        String where = "line " + r.at().line() + " " + r.at().pointer() + " (" + Scenario.played(after) + ")";
        if (due) {
          out.add(new CheckLine((r.holds() ? "PASS  " : "FAIL  ") + where + (r.holds() ? "" : ": " + r.failure()),
              r.holds(), true));
        } else {
          out.add(new CheckLine((st.reached() ? "(not yet)  " : "(never reached)  ") + where, true, false, true));
        }
      }
    }
    return out;
  }

  /** The checks between actions that were made up to the point shown and failed. */
  private long stopFailuresSoFar() {
    return stopLines().stream().filter(c -> c.reached() && !c.holds()).count();
  }

  /** One line for the whole scenario at the point shown. */
  public String summary() {
    if (!steps.complete() && at == last()) {
      return "Stopped: action " + (at + 1) + " was refused; the checks are never reached.";
    }
    if (at < last()) {
      long made = stopLines().stream().filter(CheckLine::reached).count();
      return "Step " + at + " of " + steps.actions() + "; " + (made == 0 ? "the checks are made after the last action."
          : made + " checks made so far, " + (stopFailuresSoFar() == 0 ? "all pass" : stopFailuresSoFar() + " fail")
          + "; the rest come later.");
    }
    long failing = checks().stream().filter(c -> !c.holds()).count();
    int all = steps.scenario().checkCount();
    return failing == 0 ? "All " + all + " checks pass." : failing + " of " + all + " checks fail.";
  }
}
