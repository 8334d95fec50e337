package org.ponytable.ui.session;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.view.PlayerView;

/**
 * One game at the table: the current state, the history of what was applied and the undo/redo
 * stacks. Every rule question goes to {@link Engine}; the session only decides table policy: where
 * the table passes for a player rather than asking them (their {@link Stops}, a "pass until"
 * command, windows where passing is all they can do), and how far undo may go.
 */
public final class GameSession {
  /**
   * Practice allows unlimited undo; a match stops undo at newly revealed information. Workbench is
   * the rules tester's Practice: both hands open, no curtain, the position editable (ui.workbench).
   */
  public enum Mode {
    PRACTICE,
    MATCH,
    WORKBENCH
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

  /** A player's standing order to be passed for without being asked (docs/table.md, "Stops"). */
  public enum PassUntil {
    /** Until a decision that is not priority, or their own Main Phase. */
    NEXT_CHOICE,
    /** Until the turn ends (or, as above, they are asked something sooner). */
    END_OF_TURN
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
  private final Stops[] stops = {Stops.DEFAULT, Stops.DEFAULT};
  /** Per player, the pass-until order in force, or null; and the turn it was given in. */
  private final PassUntil[] passing = new PassUntil[2];
  private final int[] passingSince = new int[2];
  /** The legal actions of the last state asked about: every question about one state shares one list. */
  private LegalActions legal;
  private long listings;

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

  /**
   * The same game with its last state swapped for {@code last}: lets layout tests and screenshot
   * tools put any decision on a table a real game produced (its log and faceoff included). Never
   * used in play.
   */
  public GameSession withLastState(GameState last) {
    GameSession g = new GameSession(pool, setup, history.isEmpty() ? new Outcome(last, start.events()) : start, mode,
        autoPass);
    g.history.addAll(history);
    if (!history.isEmpty()) {
      List<Applied> steps = new ArrayList<>(g.history.remove(g.history.size() - 1).steps());
      Applied a = steps.remove(steps.size() - 1);
      steps.add(new Applied(a.action(), a.automatic(), a.before(), last, a.events()));
      g.history.add(new Turn(steps));
    }
    return g;
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

  /** The scenario's card labels (empty for a game from a setup): the workbench reads actions with them. */
  public Map<String, Integer> labels() {
    return labels;
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
      // Whatever pass-until orders were given are not in the file: stops alone group the passes.
      boolean automatic = a instanceof Action.Pass && passesFor(s) && !current.isEmpty();
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

  public Stops stops(int player) {
    return stops[player];
  }

  /** A player's stops for this game; they apply from the next window on. */
  public void setStops(int player, Stops s) {
    stops[player] = java.util.Objects.requireNonNull(s);
  }

  /** The pass-until order {@code player} gave that is still in force, or null. */
  public PassUntil passing(int player) {
    return passing[player];
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

  /**
   * The legal actions of the current state, listed once per state: the table's view, its
   * automatic passes, its stops and the next apply all share this list (issue 14).
   */
  public LegalActions legal() {
    return legal(state());
  }

  /** The engine's list for {@code s}, kept while {@code s} is the state asked about. */
  public LegalActions legal(GameState s) {
    if (legal == null || legal.state() != s) {
      legal = Engine.legal(s);
      listings++;
    }
    return legal;
  }

  /** How many times this session asked the engine to list legal actions (tests and the latency probe). */
  public long listings() {
    return listings;
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
    Outcome o = Engine.apply(legal(s), action);
    if (!(action instanceof Action.Pass) && action.player() >= 0 && action.player() < passing.length) {
      // The other player did something: whoever was passing until later is asked again.
      passing[GameState.opponent(action.player())] = null;
    }
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
    List<Applied> steps = phaseSteps(player);
    history.add(new Turn(steps));
    redo.clear();
    return steps;
  }

  private List<Applied> phaseSteps(int player) {
    GameState s = state();
    Phase phase = s.phase();
    List<Applied> steps = new ArrayList<>();
    Action pass = new Action.Pass(player);
    Outcome o = Engine.apply(legal(s), pass);
    steps.add(new Applied(pass, false, s, o.state(), o.events()));
    steps.addAll(passWhileNothingElse(o.state()));
    GameState now = last(steps);
    while (!now.isOver() && now.actor() == player && now.phase() == phase && now.faceoff() == null
        && now.decision().kind() == DecisionKind.PRIORITY && steps.size() < AUTO_LIMIT) {
      o = Engine.apply(legal(now), pass);
      steps.add(new Applied(pass, false, now, o.state(), o.events()));
      steps.addAll(passWhileNothingElse(o.state()));
      now = last(steps);
    }
    return steps;
  }

  private static GameState last(List<Applied> steps) {
    return steps.get(steps.size() - 1).after();
  }

  /**
   * The player holding priority passes now, and the table goes on passing for them, without asking
   * and whatever their stops say, until {@code until} is reached. It never skips a decision that is
   * not priority, always stops at their own Main Phase, and ends once they are asked anything or
   * the other player does something. Given in their own Main Phase, it first ends that phase. The
   * table still raises the curtain whenever the other player must act. One unit of undo; empty if
   * the player does not hold priority.
   */
  public List<Applied> passUntil(int player, PassUntil until) {
    GameState s = state();
    if (s.isOver() || s.decision() == null || s.decision().kind() != DecisionKind.PRIORITY || s.actor() != player) {
      return List.of();
    }
    List<Applied> steps = new ArrayList<>();
    if (ownMainPhase(s)) {
      steps.addAll(phaseSteps(player));
    } else {
      Action pass = new Action.Pass(player);
      Outcome o = Engine.apply(legal(s), pass);
      steps.add(new Applied(pass, false, s, o.state(), o.events()));
    }
    passing[player] = until;
    passingSince[player] = s.turn();
    steps.addAll(passWhileNothingElse(last(steps)));
    history.add(new Turn(steps));
    redo.clear();
    return steps;
  }

  /**
   * Passes automatically from the current state, when the table was set to ask in every window
   * and is switched back, or a loaded game stopped in such a window. Empty if nothing to do.
   */
  public List<Applied> settle() {
    // Only windows where passing is all there is: a game opened where it stood is shown there.
    List<Applied> steps = new ArrayList<>();
    GameState s = state();
    while (autoPass && passesFor(s) && !besidesPass(legal(s)) && steps.size() < AUTO_LIMIT) {
      Action pass = new Action.Pass(s.actor());
      Outcome o = Engine.apply(legal(s), pass);
      steps.add(new Applied(pass, true, s, o.state(), o.events()));
      s = o.state();
    }
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
    while (true) {
      expireOrders(s);
      if (!passesFor(s)) {
        return out;
      }
      if (out.size() >= AUTO_LIMIT) {
        throw new IllegalStateException("automatic passing did not stop at " + s.stage());
      }
      Action pass = new Action.Pass(s.actor());
      Outcome o = Engine.apply(legal(s), pass);
      out.add(new Applied(pass, true, s, o.state(), o.events()));
      s = o.state();
    }
  }

  /**
   * Ends the pass-until orders that {@code s} fulfils: the game is over, the turn it was given in
   * ended (until end of turn), or its player is asked something the table never answers for them
   * (a decision that is not priority, their own Main Phase).
   */
  private void expireOrders(GameState s) {
    for (int p = 0; p < passing.length; p++) {
      if (passing[p] == null) {
        continue;
      }
      boolean asked = s.decision() != null && s.actor() == p
          && (s.decision().kind() != DecisionKind.PRIORITY || ownMainPhase(s));
      if (s.isOver() || asked || (passing[p] == PassUntil.END_OF_TURN && s.turn() != passingSince[p])) {
        passing[p] = null;
      }
    }
  }

  /**
   * Whether the table passes for whoever must act rather than asking them. Only priority is ever
   * passed for (a decision the rules give is always asked), and never the turn player's own Main
   * Phase: that phase always waits for its player's press, even with no token left, so the end of
   * a turn is never passed before its player has seen it. Otherwise: a pass-until order passes;
   * with automatic passing on, so does a window where passing is all the engine allows, or one
   * that is not among the player's stops. With it off, every window asks.
   */
  boolean passesFor(GameState s) {
    if (s.isOver() || s.decision() == null || s.decision().kind() != DecisionKind.PRIORITY || ownMainPhase(s)) {
      return false;
    }
    int p = s.actor();
    if (passing[p] != null) {
      return true;
    }
    if (!autoPass) {
      return false;
    }
    LegalActions l = legal(s);
    return !besidesPass(l) || !stops[p].stopsAt(l, p);
  }

  /** {@link Engine#hasActionBesidesPass} on a list already made (only priority is asked here). */
  private static boolean besidesPass(LegalActions l) {
    for (Action a : l.list()) {
      if (!(a instanceof Action.Pass) && !(a instanceof Action.Concede)) {
        return true;
      }
    }
    return false;
  }

  /** The turn player holds priority in their Main Phase (outside a faceoff): only they end it. */
  private static boolean ownMainPhase(GameState s) {
    return s.phase() == Phase.MAIN && s.faceoff() == null && s.decision().kind() == DecisionKind.PRIORITY
        && s.actor() == s.turnPlayer();
  }

  /**
   * Whether {@code player} may take back the last turn. Practice and Workbench: always, if there is one. Match:
   * only their own action, and only if it revealed nothing new (a draw, a flip, an uncovered card,
   * a shuffle, a new Problem, the end of the game).
   */
  public boolean canUndo(int player) {
    if (history.isEmpty()) {
      return false;
    }
    if (mode != Mode.MATCH) {
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
    // An order given in a turn taken back is taken back with it.
    java.util.Arrays.fill(passing, null);
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
    java.util.Arrays.fill(passing, null);
    return t.steps();
  }

  /** The turns redo would bring back, the next one first: the later part of the timeline. */
  public List<Turn> redoLine() {
    return List.copyOf(redo);
  }

  /**
   * Branches a new line here (the workbench timeline): the undone turns are dropped, as a new
   * action would drop them, and returned, the next one first.
   */
  public List<Turn> branchHere() {
    List<Turn> dropped = List.copyOf(redo);
    redo.clear();
    return dropped;
  }

  /**
   * Puts back a line dropped by {@link #branchHere} from this very point (the timeline's second
   * line): it becomes what redo brings back.
   */
  public void restoreLine(List<Turn> line) {
    redo.clear();
    for (int i = line.size() - 1; i >= 0; i--) {
      redo.push(line.get(i));
    }
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

  /** Every action applied so far in notation, automatic passes included: what a save stores. */
  public List<String> notation() {
    return notation(history);
  }

  /** The notation of the actions of {@code turns} (a history copied earlier: it is immutable). */
  static List<String> notation(List<Turn> turns) {
    List<String> out = new ArrayList<>();
    for (Turn t : turns) {
      for (Applied a : t.steps()) {
        out.add(Notation.format(a.action()));
      }
    }
    return out;
  }
}
