package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.Stage;

/** Starting a game (102). */
final class Setup {
  private Setup() {}

  /**
   * 102.2: both players choose a Starting Problem; player 1 then player 2 is asked, and neither
   * choice is revealed until both are made, so the choice stays simultaneous.
   */
  static boolean startingProblems(Tx tx) {
    for (int p = 0; p < tx.s.players().size(); p++) {
      if (tx.player(p).startingProblem() < 0) {
        List<Integer> options = new ArrayList<>();
        for (int id : tx.player(p).problemDeck()) {
          if (tx.s.def(id).startingProblem()) {
            options.add(id);
          }
        }
        if (options.isEmpty()) {
          throw new IllegalStateException(tx.player(p).name() + "'s Problem deck has no Starting Problem (101.3c)");
        }
        if (Flow.offer(tx, DecisionKind.STARTING_PROBLEM, p, options)) {
          return true;
        }
      }
    }
    for (int p = 0; p < tx.s.players().size(); p++) {
      PlayerState ps = tx.player(p);
      int problem = ps.startingProblem();
      tx.setPlayer(p, ps.withProblemDeck(PlayerState.minus(ps.problemDeck(), problem)));
      tx.emit(new GameEvent.StartingProblemChosen(p, problem));
      tx.enterPlay(problem, p, Area.problem(p), false);
    }
    Flow.setStage(tx, Stage.SETUP_DEAL);
    return false;
  }

  /** 102.3: first player at random (unless set), shuffle both decks, six cards each. */
  static void deal(Tx tx) {
    if (tx.s.firstPlayer() < 0) {
      tx.s = tx.s.withFirstPlayer(tx.random(tx.s.players().size()));
    }
    tx.emit(new GameEvent.FirstPlayerChosen(tx.s.firstPlayer()));
    for (int p = 0; p < tx.s.players().size(); p++) {
      tx.shuffleProblemDeck(p);
      tx.shuffleDrawDeck(p);
      for (int i = 0; i < Flow.OPENING_HAND; i++) {
        tx.draw(p);
      }
    }
    Flow.setStage(tx, Stage.SETUP_MULLIGAN);
  }

  /** 102.4: decisions in turn order, then the mulligans all at once, then the first turn. */
  static boolean mulligans(Tx tx) {
    int first = tx.s.firstPlayer();
    int[] order = {first, GameState.opponent(first)};
    for (int p : order) {
      if (tx.player(p).mulligan() == null) {
        tx.s = tx.s.withDecision(new Decision(DecisionKind.MULLIGAN, p, List.of()));
        return true;
      }
    }
    for (int p : order) {
      if (Boolean.TRUE.equals(tx.player(p).mulligan())) {
        // 102.4a
        PlayerState ps = tx.player(p);
        List<Integer> deck = new ArrayList<>(ps.drawDeck());
        deck.addAll(ps.hand());
        tx.setPlayer(p, ps.withDrawDeck(deck).withHand(List.of()));
        tx.shuffleDrawDeck(p);
        for (int i = 0; i < Flow.OPENING_HAND; i++) {
          tx.draw(p);
        }
      }
    }
    // "At the start of the game": setup is done; the effects wait for turn 1's first processing (511.5).
    Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.GAME_STARTS, -1, null, List.of(), null);
    Flow.startTurn(tx, 1, first);
    return false;
  }
}
