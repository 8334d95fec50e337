package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;

/**
 * Drives a game in rule tests: applies actions through the public engine API and keeps every
 * event seen since the start, so a test can say what happened as well as where it ended.
 */
final class Game {
  GameState s;
  final List<GameEvent> events = new ArrayList<>();

  Game(GameState s) {
    this.s = s;
  }

  static Game start(Position p) {
    Outcome o = Engine.resume(p.build());
    Game g = new Game(o.state());
    g.events.addAll(o.events());
    return g;
  }

  Game act(Action a) {
    Outcome o = Engine.apply(s, a);
    s = o.state();
    events.addAll(o.events());
    return this;
  }

  Game pass() {
    return act(new Action.Pass(s.actor()));
  }

  Game choose(int card) {
    return act(new Action.Choose(s.actor(), s.decision().kind(), card));
  }

  boolean hasPriority() {
    return !s.isOver() && s.decision().kind() == DecisionKind.PRIORITY;
  }

  /** Passes priority while a window is open and {@code stop} is false. */
  Game passUntil(Predicate<GameState> stop) {
    for (int i = 0; i < 10_000 && hasPriority() && !stop.test(s); i++) {
      pass();
    }
    return this;
  }

  /** Passes every window until someone must make a choice that is not priority, or the end. */
  Game passToChoice() {
    return passUntil(x -> false);
  }

  /** Passes until a window at {@code stage} is open (fails if a choice or the end comes first). */
  Game passTo(Stage stage) {
    passUntil(x -> x.stage() == stage);
    if (!hasPriority() || s.stage() != stage) {
      throw new AssertionError("expected a window at " + stage + " but reached " + s.stage() + " / " + s.decision());
    }
    return this;
  }

  /** Passes until a faceoff is at the given stage of its own script with priority open. */
  Game passToFaceoff(org.ponytable.engine.state.Faceoff.Stage stage) {
    passUntil(x -> x.faceoff() != null && x.faceoff().stage() == stage);
    if (s.faceoff() == null || s.faceoff().stage() != stage) {
      throw new AssertionError("expected faceoff stage " + stage + " but reached " + s.stage() + " / " + s.faceoff());
    }
    return this;
  }

  <T extends GameEvent> List<T> events(Class<T> type) {
    List<T> out = new ArrayList<>();
    for (GameEvent e : events) {
      if (type.isInstance(e)) {
        out.add(type.cast(e));
      }
    }
    return out;
  }

  int score(int p) {
    return s.player(p).score();
  }

  /** The first card in play of the definition {@code def} (fails the test when there is none). */
  InPlay inPlay(String def) {
    return s.play().stream().filter(c -> s.def(c.id()).id().equals(def)).findFirst().orElseThrow();
  }
}
