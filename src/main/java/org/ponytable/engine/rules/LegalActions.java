package org.ponytable.engine.rules;

import java.util.Collections;
import java.util.List;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.GameState;

/**
 * The legal actions of one state, as the engine listed them. Only the engine makes one, so it is
 * proof for {@link Engine#apply(LegalActions, Action)} that an action taken from it is legal in
 * that state, and the engine need not list the actions a second time to check it. Callers that
 * got an action from anywhere else (a file, a click) use {@link Engine#apply(GameState, Action)},
 * which checks it in full.
 */
public final class LegalActions {
  private final GameState state;
  private final List<Action> actions;
  /** The engine's own list behind {@link #actions}, walked by index: asked once per action applied. */
  private final List<Action> listed;

  LegalActions(GameState state, List<Action> actions) {
    this.state = state;
    this.actions = Collections.unmodifiableList(actions);
    this.listed = actions;
  }

  /** The state these actions are legal in. */
  public GameState state() {
    return state;
  }

  /** Exactly what the player who must decide may do now, in the engine's order. */
  public List<Action> list() {
    return actions;
  }

  /** Whether {@code a} is one of them (the very object, or an equal one). */
  public boolean contains(Action a) {
    for (int i = 0; i < listed.size(); i++) {
      if (listed.get(i) == a) {
        return true;
      }
    }
    return listed.contains(a);
  }
}
