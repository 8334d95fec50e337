package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.Stage;

/** Problem faceoffs on Problems asking 4 power of any color from either side, bonus 1. */
class FaceoffTest {
  private static final Area PROBLEM0 = Area.problem(0);
  private static final Area PROBLEM1 = Area.problem(1);

  /** Player 1's Score Phase with 4 power each at player 1's Problem: a Problem faceoff is coming. */
  private static RuleCards.Table contested() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", PROBLEM0);
    t.p().play(1, "p4", PROBLEM0);
    return t;
  }

  private static int[] totals(Game g) {
    return Faceoffs.totals(g.s);
  }

  @Test
  @DisplayName("611.4, 612.2: one Problem confronted and the opponent could confront it too: a Problem faceoff there")
  void problemFaceoff() {
    var t = contested();
    t.p().deck(0, "y1");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.START_WINDOW);
    assertThat(g.s.faceoff().kind()).isEqualTo(FaceoffKind.PROBLEM);
    assertThat(g.s.faceoff().problems()).containsExactly(t.problem0());
    assertThat(g.s.faceoff().challenger()).isZero();
    assertThat(g.s.stage().step()).isEqualTo(org.ponytable.engine.terms.Step.FACEOFF);
  }

  @Test
  @DisplayName("612.2: no faceoff when the opponent could not confront the Problem")
  void noFaceoffWhenOpponentCannotConfront() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", PROBLEM0);
    t.p().play(1, "p3", PROBLEM0); // 3 of the 4 needed
    Game g = Game.start(t.p()).passUntil(s -> s.stage() == Stage.END_PHASE_START);
    assertThat(g.events(GameEvent.FaceoffStarted.class)).isEmpty();
    assertThat(g.s.inPlay(t.problem0())).isNotNull(); // not solved
  }

  @Test
  @DisplayName("611.3e, 612.2: the turn player's face-up Troublemaker there keeps the opponent from confronting, so no faceoff")
  void ownTroublemakerPreventsFaceoff() {
    var t = contested();
    t.p().play(0, "tm-2", PROBLEM0);
    Game g = Game.start(t.p()).passUntil(s -> s.stage() == Stage.END_PHASE_START);
    assertThat(g.events(GameEvent.Confronted.class)).hasSize(1);
    assertThat(g.events(GameEvent.FaceoffStarted.class)).isEmpty();
  }

  @Test
  @DisplayName("612.1, 514.2b, 514.5c: both Problems confronted: a double Problem faceoff involving both; the winner scores the higher bonus")
  void doubleProblemFaceoff() {
    var t = RuleCards.table("any4", "any1"); // bonuses 1 and 2
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", PROBLEM0);
    t.p().play(0, "y1", PROBLEM1);
    t.p().play(1, "p1", PROBLEM1);
    t.p().play(1, "p2", Area.home(1)); // not involved
    t.p().deck(0, "y3");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToChoice();
    g.choose(t.problem0()).passToFaceoff(Faceoff.Stage.START_WINDOW);
    assertThat(g.s.faceoff().kind()).isEqualTo(FaceoffKind.DOUBLE_PROBLEM);
    assertThat(g.s.faceoff().problems()).containsExactlyInAnyOrder(t.problem0(), t.problem1());
    assertThat(totals(g)).containsExactly(5, 1);
    int before = g.score(0);
    g.passUntil(s -> s.faceoff() == null);
    assertThat(g.events(GameEvent.FaceoffWon.class)).containsExactly(new GameEvent.FaceoffWon(0, FaceoffKind.DOUBLE_PROBLEM));
    assertThat(g.score(0)).isEqualTo(before + 2);
  }

  @Test
  @DisplayName("514.3, 515.2, 514.4a: each player flips the top card, which stays in the deck; totals add characters and flips")
  void flipsStayInDeckAndCount() {
    var t = contested();
    int flip0 = t.p().deck(0, "y3");
    t.p().deck(0, "y1");
    int flip1 = t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).containsExactly(flip0);
    assertThat(g.s.player(1).flipped()).containsExactly(flip1);
    assertThat(g.s.player(0).drawDeck()).startsWith(flip0).hasSize(2);
    assertThat(g.s.player(0).hand()).isEmpty();
    assertThat(totals(g)).containsExactly(4 + 3, 4 + 1);
    assertThat(g.events).contains(new GameEvent.Flipped(0, flip0, 3), new GameEvent.Flipped(1, flip1, 1));
  }

  @Test
  @DisplayName("514.2, 514.3, 514.6: a faceoff has three windows (start, after the flip, end), each opened by the turn player")
  void faceoffWindows() {
    var t = contested();
    t.p().deck(0, "y3");
    t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.START_WINDOW);
    List<Faceoff.Stage> seen = new ArrayList<>();
    while (g.s.faceoff() != null && g.hasPriority()) {
      if (seen.isEmpty() || seen.get(seen.size() - 1) != g.s.faceoff().stage()) {
        seen.add(g.s.faceoff().stage());
        assertThat(g.s.actor()).as("first priority at %s", g.s.faceoff().stage()).isZero();
      }
      g.pass();
    }
    assertThat(seen).containsExactly(Faceoff.Stage.START_WINDOW, Faceoff.Stage.FLIP_WINDOW, Faceoff.Stage.END_WINDOW);
  }

  @Test
  @DisplayName("503.5, 504.2: exhausted and frightened characters are involved but add nothing; exhausted Stubborn adds its power")
  void exhaustedFrightenedStubborn() {
    var t = contested();
    int tired = t.p().play(0, "y3", PROBLEM0);
    int scared = t.p().play(1, "p3", PROBLEM0);
    int stubborn = t.p().play(1, "f-yo", PROBLEM0);
    t.p().update(tired, c -> c.withExhausted(true)).update(scared, c -> c.asFrightened())
        .update(stubborn, c -> c.withExhausted(true));
    t.p().deck(0, "y0");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(totals(g)).containsExactly(4, 4 + 2);
    assertThat(Faceoffs.involvedCharacters(g.s, g.s.faceoff())).extracting(c -> c.id()).contains(tired, scared, stubborn);
  }

  @Test
  @DisplayName("105.2: a character with negative power adds 0 to a faceoff, not less")
  void negativePowerAddsZero() {
    var t = contested();
    t.p().play(0, "neg2", PROBLEM0);
    t.p().deck(0, "y0");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(totals(g)[0]).isEqualTo(4);
  }

  @Test
  @DisplayName("514.4c: tied totals make each player flip again, with another window, until they differ")
  void tiesFlipAgain() {
    var t = contested();
    int a0 = t.p().deck(0, "y2");
    int b0 = t.p().deck(0, "y3");
    int a1 = t.p().deck(1, "y2");
    int b1 = t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(totals(g)).containsExactly(6, 6);
    g.pass().pass();
    assertThat(g.events(GameEvent.FaceoffTied.class)).containsExactly(new GameEvent.FaceoffTied(true));
    assertThat(g.s.faceoff().stage()).isEqualTo(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).containsExactly(a0, b0);
    assertThat(g.s.player(1).flipped()).containsExactly(a1, b1);
    assertThat(totals(g)).containsExactly(9, 7);
    g.pass().pass();
    assertThat(g.events(GameEvent.FaceoffWon.class)).containsExactly(new GameEvent.FaceoffWon(0, FaceoffKind.PROBLEM));
  }

  @Test
  @DisplayName("514.6, 402.3: after the faceoff each owner puts their flipped cards on the bottom in the order they choose, turn player first")
  void flippedCardsToBottomInChosenOrder() {
    var t = contested();
    int a0 = t.p().deck(0, "y2");
    int b0 = t.p().deck(0, "y3");
    int rest0 = t.p().deck(0, "y1");
    int a1 = t.p().deck(1, "y2");
    int b1 = t.p().deck(1, "y1");
    int rest1 = t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.FLIP_ORDER);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a0, b0);
    g.choose(b0); // b0 goes to the bottom first, then a0 beneath it; the last one needs no choice
    assertThat(g.s.decision().player()).isEqualTo(1);
    g.choose(a1);
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.s.player(0).drawDeck()).containsExactly(rest0, b0, a0);
    assertThat(g.s.player(1).drawDeck()).containsExactly(rest1, a1, b1);
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(g.s.player(1).flipped()).isEmpty();
  }

  @Test
  @DisplayName("515.1: a player with no unflipped card flips nothing; the other player still flips")
  void noFlipFromEmptyDeck() {
    var t = contested();
    int only = t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(g.s.player(1).flipped()).containsExactly(only);
    assertThat(totals(g)).containsExactly(4, 5);
    g.passUntil(s -> s.faceoff() == null);
    assertThat(g.events(GameEvent.FaceoffWon.class)).containsExactly(new GameEvent.FaceoffWon(1, FaceoffKind.PROBLEM));
  }

  @Test
  @DisplayName("514.4c, 515.1: in a tie where only one player can flip, that player flips alone until the tie breaks")
  void tieBrokenByTheOnlyFlipper() {
    var t = contested();
    int zero = t.p().deck(1, "y0");
    int one = t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(totals(g)).containsExactly(4, 4);
    g.pass().pass();
    assertThat(g.s.player(1).flipped()).containsExactly(zero, one);
    assertThat(g.s.player(0).flipped()).isEmpty();
    g.passUntil(s -> s.faceoff() == null);
    assertThat(g.events(GameEvent.FaceoffWon.class)).containsExactly(new GameEvent.FaceoffWon(1, FaceoffKind.PROBLEM));
  }

  @Test
  @DisplayName("514.4c, 515.1, rulings.md: a tie that nobody can flip to break ends with no winner; the Problem is still solved")
  void unbreakableTie() {
    var t = contested();
    Game g = Game.start(t.p()).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);
    assertThat(g.events(GameEvent.FaceoffTied.class)).containsExactly(new GameEvent.FaceoffTied(false));
    assertThat(g.events(GameEvent.FaceoffWon.class)).isEmpty();
    assertThat(g.events(GameEvent.ProblemSolved.class)).containsExactly(new GameEvent.ProblemSolved(t.problem0()));
    assertThat(g.score(1)).isZero();
  }

  @Test
  @DisplayName("514.5c: the non-turn player can win a Problem faceoff and scores the bonus")
  void opponentWinsProblemFaceoff() {
    var t = contested();
    t.p().deck(0, "y1");
    t.p().deck(1, "y3");
    Game g = Game.start(t.p()).passUntil(s -> s.stage() == Stage.SOLVE_STEP_START);
    assertThat(g.events(GameEvent.FaceoffWon.class)).containsExactly(new GameEvent.FaceoffWon(1, FaceoffKind.PROBLEM));
    assertThat(g.score(1)).isEqualTo(1);
    assertThat(g.score(0)).isEqualTo(2); // confronted: 1 point + the bonus
  }
}
