package org.ponytable.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.DeadEnds;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.state.GameState;
import org.ponytable.persistence.GameLog;

/**
 * Whole games of uniformly random legal actions: no automatic passes, never a concession. Random
 * players agree to a draw at a proven dead end ({@link DeadEnds}), a long stall with both decks
 * empty, or many turns with no point at all, since the rules never end such a game (rulings.md, "A
 * game nobody can win").
 */
final class RandomGames {
  private RandomGames() {}

  /**
   * A cap so an engine that loops forever is reported instead of hanging the command. Random
   * games end in a few thousand actions; reaching the cap outside a dead end is a hang.
   */
  static final int MAX_ACTIONS = 200_000;

  static GameSetup setup(List<Decks.Named> decks, long seed) {
    List<GameSetup.Seat> seats = new ArrayList<>();
    for (Decks.Named d : decks) {
      seats.add(new GameSetup.Seat(d.deck().name(), d.deck()));
    }
    return new GameSetup(seats, seed, -1);
  }

  /**
   * After this many actions with both decks empty and no point scored, random players agree to a
   * draw: the game is stalled though not proven dead (random play rarely finds the one line that
   * still scores). Random games end in a few thousand actions.
   */
  static final int STALL_ACTIONS = 20_000;

  /**
   * After this many turns with no point scored, random players agree to a draw even with cards in
   * their decks: cards that go back on top of a deck or shuffle a discard pile in keep a deck from
   * ever running out, and random play may never meet a requirement. A loop of the engine's own
   * stays within a turn, so it is still a hang.
   */
  static final int STALL_TURNS = 500;

  /** Why random players agreed to a draw. */
  enum Agreement {
    DEAD_END("ended in a dead end: both decks empty, nobody can score"),
    STALL("stalled: both decks empty and no point scored for " + STALL_ACTIONS + " actions; the players agreed to a draw"),
    NO_POINTS("stalled: no point scored for " + STALL_TURNS + " turns; the players agreed to a draw");

    final String report;

    Agreement(String report) {
      this.report = report;
    }
  }

  /** The random players of one game: their choices, and when they agree to a draw. */
  static final class Players {
    private final Random chooser;
    private int quiet;
    private int points = -1;
    private int scoredAt;
    private int pointsAtTurn = -1;
    Agreement agreed;

    /** The chooser's randomness comes from the game's seed, so a seed names a game. */
    Players(long seed) {
      chooser = new Random(seed);
    }

    /**
     * The next action in {@code s}, whose legal actions are {@code legal}: a draw by agreement at
     * a proven dead end or a stall, otherwise any legal action but conceding.
     */
    Action next(GameState s, List<Action> legal) {
      int total = s.player(0).score() + s.player(1).score();
      if (total != pointsAtTurn) {
        pointsAtTurn = total;
        scoredAt = s.turn();
      } else if (s.turn() - scoredAt >= STALL_TURNS) {
        agreed = Agreement.NO_POINTS;
        return new Action.AgreeDraw(s.actor());
      }
      if (s.player(0).drawDeck().isEmpty() && s.player(1).drawDeck().isEmpty()) {
        int now = s.player(0).score() + s.player(1).score();
        quiet = now == points ? quiet + 1 : 0;
        points = now;
        if (DeadEnds.proven(s)) {
          agreed = Agreement.DEAD_END;
        } else if (quiet >= STALL_ACTIONS) {
          agreed = Agreement.STALL;
        }
        if (agreed != null) {
          return new Action.AgreeDraw(s.actor());
        }
      }
      int options = 0;
      for (Action a : legal) {
        options += a instanceof Action.Concede ? 0 : 1;
      }
      int chosen = chooser.nextInt(options);
      for (Action a : legal) {
        if (!(a instanceof Action.Concede) && chosen-- == 0) {
          return a;
        }
      }
      throw new IllegalStateException("no action to pick");
    }
  }

  /** One random game: its log, and why the players agreed to a draw (null if they did not). */
  record Game(GameLog log, Agreement agreed) {}

  /** Plays one game, stopping at {@link #MAX_ACTIONS}. */
  static Game play(CardPool pool, GameSetup setup, long seed) {
    Players players = new Players(seed);
    GameLog log = new GameLog(Engine.newGame(pool, setup));
    while (!log.last().isOver() && log.size() < MAX_ACTIONS) {
      LegalActions legal = Engine.legal(log.last());
      Action a = players.next(log.last(), legal.list());
      Outcome o = Engine.apply(legal, a);
      log.add(a, null, o);
    }
    return new Game(log, players.agreed);
  }
}
