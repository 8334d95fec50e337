package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

class SolveTest {
  private static final Area PROBLEM0 = Area.problem(0);
  private static final Area PROBLEM1 = Area.problem(1);

  @Test
  @DisplayName("613.1, 613.2: after a double Problem faceoff both Problems are solved and replaced, with everything at them sorted out")
  void replaceAfterDoubleFaceoff() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    int mine0 = t.p().play(0, "y4", PROBLEM0);
    int mine1 = t.p().play(0, "y4", PROBLEM1);
    int theirs0 = t.p().play(1, "p1", PROBLEM0);
    int scared = t.p().play(1, "p2", PROBLEM1);
    t.p().update(scared, c -> c.asFrightened());
    int myTroublemaker = t.p().play(0, "tm-2", PROBLEM1); // own face-up: doesn't stop the confront
    int faceDown = t.p().playFaceDown(1, "tm-4", PROBLEM1);
    int resource = t.p().play(0, "res-problem", PROBLEM1);
    int next0 = t.p().problemDeck(0, "any1");
    int later0 = t.p().problemDeck(0, "any9");
    int next1 = t.p().problemDeck(1, "p2y2");
    t.p().deck(0, "y1");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToChoice().choose(t.problem0())
        .passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);

    assertThat(g.events(GameEvent.ProblemSolved.class)).extracting(GameEvent.ProblemSolved::problem)
        .containsExactlyInAnyOrder(t.problem0(), t.problem1());
    // Characters go to their controllers' homes, frightened ones too, and stay frightened.
    for (int id : new int[] {mine0, mine1}) {
      assertThat(g.s.inPlay(id).area()).isEqualTo(Area.home(0));
    }
    assertThat(g.s.inPlay(theirs0).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(scared).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(scared).frightened()).isTrue();
    // 506.5: sent, not moved.
    assertThat(g.events(GameEvent.Moved.class)).isEmpty();
    assertThat(g.events).contains(new GameEvent.SentHome(scared, PROBLEM1, Area.home(1)));
    // Face-up Troublemakers and Resources are dismissed; face-down Troublemakers stay for the new Problem.
    assertThat(g.s.inPlay(myTroublemaker)).isNull();
    assertThat(g.s.inPlay(resource)).isNull();
    assertThat(g.s.player(0).discard()).containsExactlyInAnyOrder(myTroublemaker, resource);
    assertThat(g.s.inPlay(faceDown).area()).isEqualTo(PROBLEM1);
    assertThat(g.s.inPlay(faceDown).faceDown()).isTrue();
    // The old Problem goes under its deck and the top card comes into play in its place.
    assertThat(g.s.problemAt(0)).isEqualTo(next0);
    assertThat(g.s.problemAt(1)).isEqualTo(next1);
    assertThat(g.s.inPlay(t.problem0())).isNull();
    assertThat(g.s.player(0).problemDeck()).containsExactly(later0, t.problem0());
    assertThat(g.s.player(1).problemDeck()).containsExactly(t.problem1());
    assertThat(g.s.inPlay(next0).confronted()).isFalse();
    assertThat(g.events).contains(new GameEvent.ProblemReplaced(t.problem0(), next0, 0));
  }

  @Test
  @DisplayName("613.1: only Problems where a Problem faceoff was resolved are solved")
  void onlyFaceoffProblemsAreSolved() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", PROBLEM0);
    t.p().play(1, "p4", PROBLEM0);
    t.p().play(1, "p4", PROBLEM1); // player 2 at their own Problem: not confronted this turn
    t.p().problemDeck(0, "any1");
    t.p().problemDeck(1, "any1");
    t.p().deck(0, "y1");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);
    assertThat(g.events(GameEvent.ProblemSolved.class)).containsExactly(new GameEvent.ProblemSolved(t.problem0()));
    assertThat(g.s.problemAt(1)).isEqualTo(t.problem1());
  }

  @Test
  @DisplayName("613.2: a solved Problem is replaced even by its owner's opponent winning the faceoff")
  void replacedWhoeverWins() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", PROBLEM0);
    t.p().play(1, "p4", PROBLEM0);
    int next = t.p().problemDeck(0, "any1");
    t.p().deck(0, "y0");
    t.p().deck(1, "y3");
    Game g = Game.start(t.p()).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);
    assertThat(g.events(GameEvent.FaceoffWon.class)).extracting(GameEvent.FaceoffWon::winner).containsExactly(1);
    assertThat(g.s.problemAt(0)).isEqualTo(next);
  }
}
