package org.ponytable.ui.session;

import java.util.List;
import java.util.Random;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.Phase;

/**
 * Plays both seats from a seed with a simple taste for putting cards on Problems, to bring a
 * game to a lively position for screenshots and start-up measurements. It picks among the
 * engine's legal actions only.
 */
public final class DemoPlayer {
  private DemoPlayer() {}

  /** Plays until turn {@code turns} reaches its Main Phase, or the game ends. */
  public static void playUntil(GameSession g, int turns, long seed) {
    Random r = new Random(seed);
    for (int n = 0; n < 5000; n++) {
      GameState s = g.state();
      if (s.isOver() || (s.turn() >= turns && s.phase() == Phase.MAIN && s.actor() == s.turnPlayer())) {
        return;
      }
      g.act(pick(g.legal().list(), s, r));
    }
  }

  static Action pick(GameState s, Random r) {
    return pick(Engine.legalActions(s), s, r);
  }

  /** A pick among {@code listed}, the legal actions of {@code s}. */
  public static Action pick(List<Action> listed, GameState s, Random r) {
    List<Action> legal = listed.stream().filter(a -> !(a instanceof Action.Concede)).toList();
    int tokens = s.player(s.actor()).tokens();
    // Leave a token now and then so the position shows unspent tokens.
    boolean spend = tokens > 1 || r.nextInt(3) > 0;
    if (spend) {
      for (Class<?> want : List.of(Action.PlayCard.class, Action.PlayTroublemaker.class, Action.Move.class)) {
        // Playing an attachment on a card is playing a card too.
        List<Action> of = legal.stream().filter(a -> want.isInstance(a)
            || want == Action.PlayCard.class && a instanceof Action.PlayAttachment)
            .filter(a -> !(a instanceof Action.Move m) || m.to().isProblem()).toList();
        if (!of.isEmpty() && r.nextInt(4) > 0) {
          return of.get(r.nextInt(of.size()));
        }
      }
    }
    for (Action a : legal) {
      if (a instanceof Action.Mulligan m && !m.take()) {
        return a;
      }
    }
    List<Action> nonMain = legal.stream().filter(a -> a instanceof Action.Choose || a instanceof Action.Pass
        || a instanceof Action.StopChallenging).toList();
    if (!nonMain.isEmpty()) {
      return nonMain.get(r.nextInt(nonMain.size()));
    }
    return legal.get(r.nextInt(legal.size()));
  }
}
