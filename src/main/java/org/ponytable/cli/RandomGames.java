package org.ponytable.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.ponytable.engine.GameSetup;
import org.ponytable.engine.Outcome;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;
import org.ponytable.persistence.GameLog;

/** Whole games of uniformly random legal actions: no automatic passes, never a concession. */
final class RandomGames {
  private RandomGames() {}

  /** A cap so an engine that loops forever is reported instead of hanging the command. */
  static final int MAX_ACTIONS = 200_000;

  static GameSetup setup(List<Decks.Named> decks, long seed) {
    List<GameSetup.Seat> seats = new ArrayList<>();
    for (Decks.Named d : decks) {
      seats.add(new GameSetup.Seat(d.deck().name(), d.deck()));
    }
    return new GameSetup(seats, seed, -1);
  }

  /** The actions a random player picks from: everything legal except conceding. */
  static List<Action> choices(GameState s) {
    List<Action> legal = Engine.legalActions(s);
    List<Action> out = new ArrayList<>(legal.size());
    for (Action a : legal) {
      if (!(a instanceof Action.Concede)) {
        out.add(a);
      }
    }
    return out;
  }

  /** Plays one game; the chooser's randomness comes from {@code seed} too, so a seed names a game. */
  static GameLog play(CardPool pool, GameSetup setup, long seed) {
    Random chooser = new Random(seed);
    GameLog log = new GameLog(Engine.newGame(pool, setup));
    while (!log.last().isOver() && log.size() < MAX_ACTIONS) {
      List<Action> options = choices(log.last());
      Action a = options.get(chooser.nextInt(options.size()));
      Outcome o = Engine.apply(log.last(), a);
      log.add(a, null, o);
    }
    return log;
  }
}
