package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

class TurnStructureTest {
  /** Who held priority at which stage, in order, for one pass through a turn. */
  private record Hold(Stage stage, int player) {}

  private static List<Hold> passThroughTurn(Game g) {
    List<Hold> holds = new ArrayList<>();
    int turn = g.s.turn();
    while (g.s.turn() == turn) {
      assertThat(g.hasPriority()).as("only priority decisions in an empty turn, at %s", g.s.stage()).isTrue();
      holds.add(new Hold(g.s.stage(), g.s.actor()));
      g.pass();
    }
    return holds;
  }

  private static final List<Stage> WINDOWS_OF_A_TURN = List.of(
      Stage.DRAW_STEP_START, Stage.DRAW_STEP_END, Stage.READY_PHASE_END,
      Stage.TROUBLEMAKER_PHASE_START, Stage.UNCOVER_STEP_START, Stage.UNCOVER_STEP_END,
      Stage.CHALLENGE_STEP_START, Stage.CHALLENGE_STEP_END, Stage.TROUBLEMAKER_PHASE_END,
      Stage.MAIN_PHASE_START, Stage.MAIN_PHASE_END,
      Stage.SCORE_PHASE_START,
      Stage.CONFRONT_STEP_START, Stage.CONFRONT_STEP_END, // one Confront Step per Problem (610.1)
      Stage.CONFRONT_STEP_START, Stage.CONFRONT_STEP_END,
      Stage.FACEOFF_STEP_START, Stage.FACEOFF_STEP_END, Stage.SOLVE_STEP_START, Stage.SOLVE_STEP_END,
      Stage.SCORE_PHASE_END,
      Stage.END_PHASE_START, Stage.END_OF_TURN_STEP_START, Stage.END_OF_TURN_STEP_END);

  @Test
  @DisplayName("601.2, 601.2a, 601.2b: a window opens at the start and end of each phase and step, none before the Draw Step nor in Wrap Up")
  void windowsOfATurn() {
    var t = RuleCards.table();
    t.p().turn(2, 1).stage(Stage.READY_STEP);
    List<Hold> holds = passThroughTurn(Game.start(t.p()));
    List<Stage> windows = new ArrayList<>();
    for (int i = 0; i < holds.size(); i += 2) {
      windows.add(holds.get(i).stage());
    }
    assertThat(windows).containsExactlyElementsOf(WINDOWS_OF_A_TURN);
    // Every stage marked as a window was visited; the others never give priority.
    assertThat(WINDOWS_OF_A_TURN).containsAll(Arrays.stream(Stage.values()).filter(Stage::window).toList());
    assertThat(holds).noneMatch(h -> h.stage().phase() == org.ponytable.engine.terms.Phase.READY
        && (h.stage() == Stage.READY_STEP || h.stage() == Stage.ACTION_STEP));
    assertThat(holds).noneMatch(h -> h.stage().step() == org.ponytable.engine.terms.Step.WRAP_UP);
  }

  @Test
  @DisplayName("510.2, 601.2: in every window the turn player gets priority first, then the other player; two passes in a row close it")
  void turnPlayerFirstThenOpponent() {
    var t = RuleCards.table();
    t.p().turn(2, 1).stage(Stage.READY_STEP);
    List<Hold> holds = passThroughTurn(Game.start(t.p()));
    assertThat(holds).hasSize(2 * WINDOWS_OF_A_TURN.size());
    for (int i = 0; i < holds.size(); i += 2) {
      assertThat(holds.get(i).player()).as("first in %s", holds.get(i).stage()).isEqualTo(1);
      assertThat(holds.get(i + 1)).isEqualTo(new Hold(holds.get(i).stage(), 0));
    }
  }

  @Test
  @DisplayName("616.4: after the Wrap Up Step the other player's turn begins with the next turn number")
  void nextPlayersTurnBegins() {
    var t = RuleCards.table();
    t.p().turn(4, 1).stage(Stage.END_OF_TURN_STEP_END);
    Game g = Game.start(t.p()).pass().pass();
    assertThat(g.s.turn()).isEqualTo(5);
    assertThat(g.s.turnPlayer()).isZero();
    assertThat(g.s.stage()).isEqualTo(Stage.DRAW_STEP_START);
    assertThat(g.events).contains(new GameEvent.TurnStarted(5, 0));
  }

  @Test
  @DisplayName("603.1: the Ready Step readies the turn player's exhausted cards only; frightened cards stay frightened")
  void readyStepReadiesTurnPlayersCards() {
    var t = RuleCards.table();
    t.p().turn(2, 0).stage(Stage.READY_STEP);
    int tired = t.p().play(0, "y2", Area.home(0));
    int scared = t.p().play(0, "y1", Area.home(0));
    int theirs = t.p().play(1, "p2", Area.home(1));
    t.p().update(tired, c -> c.withExhausted(true)).update(t.mane0(), c -> c.withExhausted(true))
        .update(scared, c -> c.asFrightened()).update(theirs, c -> c.withExhausted(true));
    Game g = Game.start(t.p());
    assertThat(g.s.inPlay(tired).exhausted()).isFalse();
    assertThat(g.s.inPlay(t.mane0()).exhausted()).isFalse();
    assertThat(g.s.inPlay(scared).frightened()).isTrue();
    assertThat(g.s.inPlay(theirs).exhausted()).isTrue();
    assertThat(g.events).contains(new GameEvent.Readied(tired)).doesNotContain(new GameEvent.Readied(theirs));
  }

  @Test
  @DisplayName("605.1: the turn player draws a card in the Draw Step, between its two windows")
  void drawStepDraws() {
    var t = RuleCards.table();
    t.p().turn(2, 1).stage(Stage.READY_STEP);
    int top = t.p().deck(1, "p1");
    t.p().deck(1, "p2");
    Game g = Game.start(t.p());
    assertThat(g.s.stage()).isEqualTo(Stage.DRAW_STEP_START);
    assertThat(g.s.player(1).hand()).isEmpty();
    g.passTo(Stage.DRAW_STEP_END);
    assertThat(g.s.player(1).hand()).containsExactly(top);
  }

  @Test
  @DisplayName("605.1a: the first player skips the draw of the game's first turn; the second player draws on theirs")
  void firstPlayerSkipsFirstDraw() {
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
        new GameSetup.Seat("Bo", TestCards.starDeck())), 11, 1);
    Game g = new Game(Engine.newGame(TestCards.POOL, setup).state());
    g.choose(g.s.decision().options().get(0)).choose(g.s.decision().options().get(0));
    g.act(new Action.Mulligan(1, false)).act(new Action.Mulligan(0, false));
    assertThat(g.s.turn()).isEqualTo(1);
    assertThat(g.s.turnPlayer()).isEqualTo(1);
    g.passTo(Stage.DRAW_STEP_END);
    assertThat(g.s.player(1).hand()).hasSize(6);
    // Turn 2 is player 1's first turn, and they are not the first player: they draw.
    g.passUntil(x -> x.turn() == 2 && x.stage() == Stage.DRAW_STEP_END);
    assertThat(g.s.turnPlayer()).isZero();
    assertThat(g.s.player(0).hand()).hasSize(7);
    // Turn 3: the first player draws from now on.
    g.passUntil(x -> x.turn() == 3 && x.stage() == Stage.DRAW_STEP_END);
    assertThat(g.s.player(1).hand()).hasSize(7);
  }

  @Test
  @DisplayName("409.4, 605.1: drawing from an empty deck does nothing and the turn goes on; the draw action is not offered")
  void emptyDeckDrawsNothing() {
    var t = RuleCards.table();
    t.p().turn(2, 0).stage(Stage.READY_STEP).tokens(0, 5);
    Game g = Game.start(t.p()).passTo(Stage.MAIN_PHASE_START);
    assertThat(g.s.player(0).hand()).isEmpty();
    assertThat(g.events(GameEvent.Drew.class)).isEmpty();
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.Draw);
  }

  @Test
  @DisplayName("409.4, 515.2b: a draw takes the topmost card that is not flipped")
  void drawSkipsFlippedCards() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int flippedTop = t.p().deck(0, "y1");
    int next = t.p().deck(0, "y2");
    t.p().flipped(0, flippedTop);
    GameState s = Engine.apply(Game.start(t.p()).s, new Action.Draw(0)).state();
    assertThat(s.player(0).hand()).containsExactly(next);
    assertThat(s.player(0).drawDeck()).containsExactly(flippedTop);
  }
}
