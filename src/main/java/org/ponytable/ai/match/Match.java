package org.ponytable.ai.match;

import java.util.List;
import java.util.function.Consumer;
import org.ponytable.ai.Player;
import org.ponytable.ai.Table;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.DeadEnds;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;

/**
 * The referee of a game between two computer players: it holds the real game and hands each
 * player only the view of its own seat, then plays the answer. Players agree to a draw at a proven
 * dead end or a long stall with both decks empty, as random players do (rulings.md, "A game
 * nobody can win").
 */
public final class Match {
  private Match() {}

  /** Actions before the referee calls a game a draw: far beyond any real game. */
  public static final int MAX_ACTIONS = 20_000;
  /** Actions with both decks empty and no point scored before the players agree to a draw. */
  static final int STALL_ACTIONS = 2_000;

  /** How a game ended: the winner (-1: a draw), the actions and turns it took. */
  public record Result(int winner, int actions, int turns, String reason) {}

  public static Result play(Table table, GameSetup setup, List<Player> players) {
    return play(table, setup, players, o -> {});
  }

  /**
   * As {@link #play(Table, GameSetup, List)}, handing {@code watcher} every outcome, the deal's
   * first, so a simulation can count what happened (cards drawn, played, abilities fired).
   */
  public static Result play(Table table, GameSetup setup, List<Player> players, Consumer<Outcome> watcher) {
    Outcome dealt = Engine.newGame(table.pool(), setup);
    watcher.accept(dealt);
    GameState s = dealt.state();
    int actions = 0;
    int quiet = 0;
    int points = -1;
    while (!s.isOver()) {
      if (actions >= MAX_ACTIONS) {
        return new Result(-1, actions, s.turn(), "no end after " + MAX_ACTIONS + " actions");
      }
      LegalActions legal = Engine.legal(s);
      int p = s.actor();
      if (s.player(0).drawDeck().isEmpty() && s.player(1).drawDeck().isEmpty()) {
        int now = s.player(0).score() + s.player(1).score();
        quiet = now == points ? quiet + 1 : 0;
        points = now;
        if (DeadEnds.proven(s) || quiet >= STALL_ACTIONS) {
          Outcome drawn = Engine.apply(s, new Action.AgreeDraw(p));
          watcher.accept(drawn);
          s = drawn.state();
          break;
        }
      }
      Action picked = players.get(p).decide(PlayerView.of(s, p));
      Action a = PlayerView.toEngine(s, picked);
      Outcome o = legal.contains(a) ? Engine.apply(legal, a) : Engine.apply(s, a);
      watcher.accept(o);
      s = o.state();
      actions++;
    }
    return new Result(s.result().winner(), actions, s.turn(), s.result().reason());
  }
}
