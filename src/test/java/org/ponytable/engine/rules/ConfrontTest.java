package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

/** Confronting through the whole Score Phase script. pr-y asks its owner for 3 yellow + 2 not yellow. */
class ConfrontTest {
  private static final Area PROBLEM0 = Area.problem(0);
  private static final Area PROBLEM1 = Area.problem(1);

  private static RuleCards.Table scorePhase() {
    var t = RuleCards.table("pr-y", "pr-p");
    t.p().stage(Stage.SCORE_PHASE_START);
    return t;
  }

  /** Passes until the Faceoff Step, so every Confront Step has run. */
  private static Game confrontAll(RuleCards.Table t) {
    return Game.start(t.p()).passUntil(s -> s.stage() == Stage.FACEOFF_STEP_START);
  }

  @Test
  @DisplayName("611.1, 611.4, 611.4a: meeting the owner's requirement confronts: 1 point, plus the bonus for the first")
  void confrontOwnProblem() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    Game g = confrontAll(t);
    assertThat(g.events(GameEvent.Confronted.class)).containsExactly(new GameEvent.Confronted(0, t.problem0()));
    assertThat(g.score(0)).isEqualTo(1 + 1);
    assertThat(g.s.inPlay(t.problem0()).confronted()).isTrue();
  }

  @Test
  @DisplayName("611.4a: the bonus goes only to the first player to confront a Problem")
  void bonusOnlyOnce() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    t.p().update(t.problem0(), c -> c.withConfronted(true)); // someone confronted it before
    Game g = confrontAll(t);
    assertThat(g.events(GameEvent.Confronted.class)).hasSize(1);
    assertThat(g.score(0)).isEqualTo(1);
  }

  @Test
  @DisplayName("611.4a: confronting the same Problem on a later turn scores 1 point without the bonus")
  void laterTurnScoresOnePoint() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    Game g = confrontAll(t);
    assertThat(g.score(0)).isEqualTo(2);
    // Round the table to player 1's next Score Phase... then player 1's turn, then player 1 again.
    g.passUntil(s -> s.turn() == 5 && s.stage() == Stage.FACEOFF_STEP_START);
    assertThat(g.events(GameEvent.Confronted.class)).hasSize(2);
    assertThat(g.score(0)).isEqualTo(3);
  }

  @Test
  @DisplayName("209.1, 611.2: a player reads the opponent's side of the other player's Problem")
  void opponentSideOfOtherProblem() {
    var t = scorePhase();
    // pr-p asks its owner for purple; its opponent needs 5 of any color.
    t.p().play(0, "y3", PROBLEM1);
    t.p().play(0, "o2", PROBLEM1);
    Game g = confrontAll(t);
    assertThat(g.events(GameEvent.Confronted.class)).containsExactly(new GameEvent.Confronted(0, t.problem1()));
  }

  @Test
  @DisplayName("611.2: the owner's side applies to its owner, even when the opponent's side would be met")
  void ownerSideOfOwnProblem() {
    var t = scorePhase();
    t.p().play(0, "p3", PROBLEM0);
    t.p().play(0, "p2", PROBLEM0); // 5 power: the opponent's side, not the owner's
    Game g = confrontAll(t);
    assertThat(g.events(GameEvent.Confronted.class)).isEmpty();
    assertThat(g.events(GameEvent.CouldNotConfront.class)).singleElement()
        .satisfies(e -> assertThat(e.why()).contains("requirement"));
  }

  @Test
  @DisplayName("611.3a, 503.5, 504.2: exhausted and frightened characters don't contribute to confronting")
  void exhaustedAndFrightenedDontContribute() {
    for (boolean frightened : new boolean[] {false, true}) {
      var t = scorePhase();
      t.p().play(0, "y3", PROBLEM0);
      int o = t.p().play(0, "o2", PROBLEM0);
      t.p().update(o, c -> frightened ? c.asFrightened() : c.withExhausted(true));
      assertThat(confrontAll(t).events(GameEvent.Confronted.class)).as("frightened=%s", frightened).isEmpty();
    }
  }

  @Test
  @DisplayName("Glossary Stubborn: an exhausted Stubborn character still contributes to confronting")
  void stubbornContributesExhausted() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    int stubborn = t.p().play(0, "f-yo", PROBLEM0); // yellow/orange 2, Stubborn
    t.p().update(stubborn, c -> c.withExhausted(true));
    assertThat(confrontAll(t).events(GameEvent.Confronted.class)).hasSize(1);
  }

  @Test
  @DisplayName("611.3: only the player's characters at that Problem count")
  void onlyCharactersThere() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", Area.home(0));
    t.p().play(0, "o2", PROBLEM1);
    t.p().play(1, "o2", PROBLEM0);
    assertThat(confrontAll(t).events(GameEvent.Confronted.class)).isEmpty();
  }

  @Test
  @DisplayName("611.3e: an opposing face-up Troublemaker at the Problem stops the confront")
  void opposingTroublemakerBlocks() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    t.p().play(1, "tm-2", PROBLEM0);
    Game g = confrontAll(t);
    assertThat(g.events(GameEvent.Confronted.class)).isEmpty();
    assertThat(g.events(GameEvent.CouldNotConfront.class)).singleElement()
        .satisfies(e -> assertThat(e.why()).contains("opposing"));
    assertThat(g.score(0)).isZero();
  }

  @Test
  @DisplayName("611.3e: the player's own face-up Troublemaker and face-down Troublemakers of either player don't stop it")
  void ownAndFaceDownTroublemakersDontBlock() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    t.p().play(0, "tm-2", PROBLEM0);
    t.p().playFaceDown(1, "tm-4", PROBLEM0);
    assertThat(confrontAll(t).events(GameEvent.Confronted.class)).hasSize(1);
  }

  @Test
  @DisplayName("611.3e: a face-up Epic Troublemaker stops everyone, its own controller too")
  void epicBlocksEveryone() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    t.p().play(0, "tm-epic", PROBLEM0);
    Game g = confrontAll(t);
    assertThat(g.events(GameEvent.Confronted.class)).isEmpty();
    assertThat(g.events(GameEvent.CouldNotConfront.class)).singleElement()
        .satisfies(e -> assertThat(e.why()).contains("Epic"));
  }

  @Test
  @DisplayName("610.1: with characters at both Problems the turn player chooses the order of the Confront Steps")
  void confrontOrderIsChosen() {
    var t = scorePhase();
    t.p().play(0, "y3", PROBLEM0);
    t.p().play(0, "o2", PROBLEM0);
    t.p().play(0, "y5", PROBLEM1);
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.CONFRONT_ORDER);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(t.problem0(), t.problem1());
    g.choose(t.problem1()).passUntil(s -> s.stage() == Stage.FACEOFF_STEP_START || s.faceoff() != null);
    assertThat(g.events(GameEvent.Confronted.class))
        .containsExactly(new GameEvent.Confronted(0, t.problem1()), new GameEvent.Confronted(0, t.problem0()));
  }
}
