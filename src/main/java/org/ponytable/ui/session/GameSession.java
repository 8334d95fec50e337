package org.ponytable.ui.session;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.GameSetup;
import org.ponytable.engine.Outcome;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Phase;
import org.ponytable.engine.view.PlayerView;

/**
 * One game at the table: the current state, the history of what was applied and the undo/redo
 * stacks. Every rule question goes to {@link Engine}; the session only decides table policy:
 * passing automatically when the engine says nothing but passing is possible, and how far undo
 * may go.
 */
public final class GameSession {
  /** Practice allows unlimited undo; a match stops undo at newly revealed information. */
  public enum Mode {
    PRACTICE,
    MATCH
  }

  /** One action the engine applied, with the states around it. */
  public record Applied(Action action, boolean automatic, GameState before, GameState after, List<GameEvent> events) {
    public Applied {
      events = List.copyOf(events);
    }
  }

  /** A player's action together with the automatic passes it led to: the unit of undo. */
  public record Turn(List<Applied> steps) {
    public Turn {
      steps = List.copyOf(steps);
    }

    Applied first() {
      return steps.get(0);
    }
  }

  /** Guard against a pass loop the engine never leaves; reaching it is a bug, never a hang. */
  private static final int AUTO_LIMIT = 10_000;

  private final CardPool pool;
  private final GameSetup setup;
  private final Outcome start;
  private Path scenarioFile;
  private Map<String, Integer> labels = Map.of();
  private final List<Turn> history = new ArrayList<>();
  private final Deque<Turn> redo = new ArrayDeque<>();
  private Mode mode;
  private boolean autoPass;

  private GameSession(CardPool pool, GameSetup setup, Outcome start, Mode mode, boolean autoPass) {
    this.pool = pool;
    this.setup = setup;
    this.start = start;
    this.mode = mode;
    this.autoPass = autoPass;
  }

  public static GameSession start(CardPool pool, GameSetup setup, Mode mode, boolean autoPass) {
    return new GameSession(pool, setup, Engine.newGame(pool, setup), mode, autoPass);
  }

  /**
   * A game from a position built by hand (a scenario or a test), already run to its first
   * decision. It has no setup, so it cannot be saved as a replay.
   */
  public static GameSession fromPosition(GameState started, Mode mode, boolean autoPass) {
    return new GameSession(started.pool(), null, new Outcome(started, List.of()), mode, autoPass);
  }

  public boolean hasSetup() {
    return setup != null;
  }

  /**
   * A game from a scenario file: its position after the scenario's own actions, then {@code
   * actions} (a save's) with the scenario's card labels understood.
   */
  public static GameSession fromScenario(Path file, Outcome afterScenario, Map<String, Integer> labels,
      List<String> actions, Mode mode, boolean autoPass) {
    GameSession g = new GameSession(afterScenario.state().pool(), null, afterScenario, mode, autoPass);
    g.scenarioFile = file;
    g.labels = Map.copyOf(labels);
    g.replayActions(actions);
    return g;
  }

  /** The scenario file this game started from, or null for a new game from a setup. */
  public Path scenarioFile() {
    return scenarioFile;
  }

  /**
   * Rebuilds a game from its setup and the notation of every action applied, automatic passes
   * included. A pass taken where passing was the only choice is grouped with the action before
   * it, as it would have been at the table.
   *
   * @throws IllegalArgumentException naming the first action that is not legal where it stands
   */
  public static GameSession replay(CardPool pool, GameSetup setup, List<String> actions, Mode mode, boolean autoPass) {
    GameSession g = start(pool, setup, mode, autoPass);
    g.replayActions(actions);
    return g;
  }

  private void replayActions(List<String> actions) {
    GameState s = state();
    List<Applied> current = new ArrayList<>();
    int n = 0;
    for (String text : actions) {
      n++;
      Action a;
      try {
        a = Notation.parse(s, text, labels);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("action " + n + " (" + text + "): " + e.getMessage(), e);
      }
      boolean automatic = a instanceof Action.Pass && passesAutomatically(s) && !current.isEmpty();
      Outcome o;
      try {
        o = Engine.apply(s, a);
      } catch (Refusal r) {
        throw new IllegalArgumentException("action " + n + " (" + text + "): " + r.getMessage(), r);
      }
      if (!automatic && !current.isEmpty()) {
        history.add(new Turn(current));
        current = new ArrayList<>();
      }
      current.add(new Applied(a, automatic, s, o.state(), o.events()));
      s = o.state();
    }
    if (!current.isEmpty()) {
      history.add(new Turn(current));
    }
  }

  public CardPool pool() {
    return pool;
  }

  public GameSetup setup() {
    return setup;
  }

  public Mode mode() {
    return mode;
  }

  public void setMode(Mode mode) {
    this.mode = mode;
  }

  public boolean autoPass() {
    return autoPass;
  }

  public void setAutoPass(boolean autoPass) {
    this.autoPass = autoPass;
  }

  /** The events of setting the game up, before anyone decided anything. */
  public Outcome opening() {
    return start;
  }

  public GameState state() {
    if (history.isEmpty()) {
      return start.state();
    }
    Turn last = history.get(history.size() - 1);
    return last.steps().get(last.steps().size() - 1).after();
  }

  public List<Turn> history() {
    return List.copyOf(history);
  }

  /**
   * Applies a player's action and then, if automatic passing is on, passes for whoever must act
   * while the engine says passing is all they can do.
   *
   * @throws Refusal when the engine refuses the action; nothing changes then
   */
  public List<Applied> act(Action picked) {
    GameState s = state();
    Action action = PlayerView.toEngine(s, picked);
    Outcome o = Engine.apply(s, action);
    List<Applied> steps = new ArrayList<>();
    steps.add(new Applied(action, false, s, o.state(), o.events()));
    steps.addAll(passWhileNothingElse(o.state()));
    history.add(new Turn(steps));
    redo.clear();
    return steps;
  }

  /**
   * The player passes, and keeps passing while they are asked again in the same phase with
   * nothing changed by anyone else: "end my Main Phase" is one press although the phase has a
   * window at its start and one at its end. One unit of undo.
   */
  public List<Applied> passThroughPhase(int player) {
    GameState s = state();
    Phase phase = s.phase();
    List<Applied> steps = new ArrayList<>();
    Action pass = new Action.Pass(player);
    Outcome o = Engine.apply(s, pass);
    steps.add(new Applied(pass, false, s, o.state(), o.events()));
    steps.addAll(passWhileNothingElse(o.state()));
    GameState now = steps.get(steps.size() - 1).after();
    while (!now.isOver() && now.actor() == player && now.phase() == phase && now.faceoff() == null
        && now.decision().kind() == DecisionKind.PRIORITY && steps.size() < AUTO_LIMIT) {
      o = Engine.apply(now, pass);
      steps.add(new Applied(pass, false, now, o.state(), o.events()));
      steps.addAll(passWhileNothingElse(o.state()));
      now = steps.get(steps.size() - 1).after();
    }
    history.add(new Turn(steps));
    redo.clear();
    return steps;
  }

  /**
   * Passes automatically from the current state, when the table was set to ask in every window
   * and is switched back, or a loaded game stopped in such a window. Empty if nothing to do.
   */
  public List<Applied> settle() {
    List<Applied> steps = passWhileNothingElse(state());
    if (!steps.isEmpty()) {
      if (history.isEmpty()) {
        history.add(new Turn(steps));
      } else {
        // They belong to the last turn: undoing it should take them back too.
        Turn last = history.remove(history.size() - 1);
        List<Applied> merged = new ArrayList<>(last.steps());
        merged.addAll(steps);
        history.add(new Turn(merged));
      }
      redo.clear();
    }
    return steps;
  }

  private List<Applied> passWhileNothingElse(GameState from) {
    List<Applied> out = new ArrayList<>();
    GameState s = from;
    while (autoPass && passesAutomatically(s)) {
      if (out.size() >= AUTO_LIMIT) {
        throw new IllegalStateException("automatic passing did not stop at " + s.stage());
      }
      Action pass = new Action.Pass(s.actor());
      Outcome o = Engine.apply(s, pass);
      out.add(new Applied(pass, true, s, o.state(), o.events()));
      s = o.state();
    }
    return out;
  }

  /**
   * Whether the table may pass for whoever must act: passing is all the engine allows, and it is
   * not the turn player's own Main Phase. That phase always waits for its player's press, even
   * with no token left, so the end of a turn is never passed before its player has seen it.
   */
  static boolean passesAutomatically(GameState s) {
    if (s.isOver() || s.decision() == null || Engine.hasActionBesidesPass(s)) {
      return false;
    }
    return !ownMainPhase(s);
  }

  /** The turn player holds priority in their Main Phase (outside a faceoff): only they end it. */
  private static boolean ownMainPhase(GameState s) {
    return s.phase() == Phase.MAIN && s.faceoff() == null && s.decision().kind() == DecisionKind.PRIORITY
        && s.actor() == s.turnPlayer();
  }

  /**
   * Whether {@code player} may take back the last turn. Practice: always, if there is one. Match:
   * only their own action, and only if it revealed nothing new (a draw, a flip, an uncovered card,
   * a shuffle, a new Problem, the end of the game).
   */
  public boolean canUndo(int player) {
    if (history.isEmpty()) {
      return false;
    }
    if (mode == Mode.PRACTICE) {
      return true;
    }
    Turn last = history.get(history.size() - 1);
    return last.first().action().player() == player && !revealsInformation(last);
  }

  /** Takes back the last turn; returns the state now current. */
  public GameState undo(int player) {
    if (!canUndo(player)) {
      throw new IllegalStateException("nothing that may be undone");
    }
    redo.push(history.remove(history.size() - 1));
    return state();
  }

  public boolean canRedo() {
    return !redo.isEmpty();
  }

  /** Applies the last undone turn again, exactly as it happened (the engine is deterministic). */
  public List<Applied> redo() {
    if (redo.isEmpty()) {
      throw new IllegalStateException("nothing to redo");
    }
    Turn t = redo.pop();
    history.add(t);
    return t.steps();
  }

  static boolean revealsInformation(Turn t) {
    for (Applied a : t.steps()) {
      for (GameEvent e : a.events()) {
        if (e instanceof GameEvent.Drew || e instanceof GameEvent.Flipped || e instanceof GameEvent.Shuffled
            || e instanceof GameEvent.Uncovered || e instanceof GameEvent.ProblemReplaced
            || e instanceof GameEvent.StartingProblemChosen || e instanceof GameEvent.GameWon
            || e instanceof GameEvent.GameDrawn) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * What an action would cost its player in action tokens, asked of the engine by applying it to
   * a scratch copy of the state (states are immutable). -1 if the engine refuses it.
   */
  public int tokenCost(Action action) {
    GameState s = state();
    int p = action.player();
    try {
      GameState after = Engine.apply(s, PlayerView.toEngine(s, action)).state();
      return s.player(p).tokens() - after.player(p).tokens();
    } catch (Refusal r) {
      return -1;
    }
  }

  /** Every action applied so far in notation, automatic passes included: what a save stores. */
  public List<String> notation() {
    List<String> out = new ArrayList<>();
    for (Turn t : history) {
      for (Applied a : t.steps()) {
        out.add(Notation.format(a.action()));
      }
    }
    return out;
  }
}
