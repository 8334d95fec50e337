package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.Stage;

class TroublemakerTest {
  private static final Area PROBLEM0 = Area.problem(0);
  private static final Area PROBLEM1 = Area.problem(1);

  private static RuleCards.Table at(Stage stage) {
    var t = RuleCards.table();
    t.p().stage(stage);
    return t;
  }

  // ---- 607: Uncover Step ----

  @Test
  @DisplayName("607.2: the turn player's face-down Troublemakers are uncovered; the other player's stay face down")
  void uncoverOwnOnly() {
    var t = at(Stage.UNCOVER_STEP_START);
    int mine = t.p().playFaceDown(0, "tm-2", PROBLEM1);
    int theirs = t.p().playFaceDown(1, "tm-4", PROBLEM0);
    Game g = Game.start(t.p()).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.inPlay(mine).faceDown()).isFalse();
    assertThat(g.s.inPlay(theirs).faceDown()).isTrue();
    assertThat(g.events(GameEvent.Uncovered.class)).containsExactly(new GameEvent.Uncovered(mine));
  }

  @Test
  @DisplayName("607.2: several face-down Troublemakers are uncovered in the order the turn player chooses")
  void uncoverOrderIsChosen() {
    var t = at(Stage.UNCOVER_STEP_START);
    int first = t.p().playFaceDown(0, "tm-2", PROBLEM1);
    int second = t.p().playFaceDown(0, "tm-4", PROBLEM0);
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.UNCOVER_ORDER);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(first, second);
    g.choose(second);
    assertThat(g.events(GameEvent.Uncovered.class))
        .containsExactly(new GameEvent.Uncovered(second), new GameEvent.Uncovered(first));
  }

  @Test
  @DisplayName("607.1: no Troublemaker is uncovered at a Problem with a face-up Epic Troublemaker; elsewhere they are")
  void epicBlocksUncovering() {
    var t = at(Stage.UNCOVER_STEP_START);
    t.p().play(1, "tm-epic", PROBLEM1);
    int blocked = t.p().playFaceDown(0, "tm-2", PROBLEM1);
    int free = t.p().playFaceDown(0, "tm-4", PROBLEM0);
    Game g = Game.start(t.p()).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.inPlay(blocked).faceDown()).isTrue();
    assertThat(g.s.inPlay(free).faceDown()).isFalse();
  }

  @Test
  @DisplayName("607.3: uncovering an Epic Troublemaker dismisses every other face-up Troublemaker at its Problem only")
  void uncoveredEpicDismissesOthers() {
    var t = at(Stage.UNCOVER_STEP_START);
    int epic = t.p().playFaceDown(0, "tm-epic", PROBLEM1);
    int theirsThere = t.p().play(1, "tm-4", PROBLEM1);
    int theirsDown = t.p().playFaceDown(1, "tm-2", PROBLEM1);
    int theirsElsewhere = t.p().play(1, "tm-2", PROBLEM0);
    Game g = Game.start(t.p()).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.inPlay(epic).faceDown()).isFalse();
    assertThat(g.s.inPlay(theirsThere)).isNull();
    assertThat(g.s.player(1).discard()).containsExactly(theirsThere);
    assertThat(g.s.inPlay(theirsDown)).isNotNull();
    assertThat(g.s.inPlay(theirsElsewhere)).isNotNull();
  }

  @Test
  @DisplayName("607.1, 607.3: uncovering the Epic first keeps the player's other Troublemaker there face down")
  void epicFirstKeepsOtherDown() {
    var t = at(Stage.UNCOVER_STEP_START);
    int epic = t.p().playFaceDown(0, "tm-epic", PROBLEM1);
    int other = t.p().playFaceDown(0, "tm-2", PROBLEM1);
    Game g = Game.start(t.p()).passToChoice().choose(epic).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.inPlay(other).faceDown()).isTrue();
    // The other order: the plain one comes up, then the Epic dismisses it.
    var t2 = at(Stage.UNCOVER_STEP_START);
    int epic2 = t2.p().playFaceDown(0, "tm-epic", PROBLEM1);
    int other2 = t2.p().playFaceDown(0, "tm-2", PROBLEM1);
    Game g2 = Game.start(t2.p()).passToChoice().choose(other2).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g2.s.inPlay(other2)).isNull();
    assertThat(g2.s.inPlay(epic2).faceDown()).isFalse();
  }

  @Test
  @DisplayName("516.4, 306.2: a second face-up Troublemaker of one player at a Problem: that player chooses which is dismissed")
  void secondFaceUpTroublemakerViolatesUniqueness() {
    var t = at(Stage.UNCOVER_STEP_START);
    int old = t.p().play(0, "tm-2", PROBLEM1);
    int fresh = t.p().playFaceDown(0, "tm-4", PROBLEM1);
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.UNIQUENESS);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(old, fresh);
    g.choose(old);
    assertThat(g.s.inPlay(old)).isNull();
    assertThat(g.s.inPlay(fresh).faceDown()).isFalse();
    assertThat(g.s.player(0).discard()).containsExactly(old);
  }

  @Test
  @DisplayName("516.4: each player may have one face-up Troublemaker at the same Problem")
  void oneEachIsFine() {
    var t = at(Stage.UNCOVER_STEP_START);
    int mine = t.p().playFaceDown(0, "tm-2", PROBLEM1);
    int theirs = t.p().play(1, "tm-4", PROBLEM1);
    Game g = Game.start(t.p()).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.inPlay(mine).faceDown()).isFalse();
    assertThat(g.s.inPlay(theirs)).isNotNull();
  }

  // ---- 608: Challenge Step ----

  @Test
  @DisplayName("608.1, 608.2: opposing face-up Troublemakers where the turn player has a character can be challenged")
  void challengeOptions() {
    var t = at(Stage.CHALLENGE_STEP_START);
    int target = t.p().play(1, "tm-2", PROBLEM1);
    t.p().play(1, "tm-4", PROBLEM0); // no character of the turn player there
    t.p().play(0, "tm-3", PROBLEM1); // the turn player's own, not Epic
    t.p().playFaceDown(1, "tm-4", PROBLEM1); // face down
    t.p().play(0, "y1", PROBLEM1);
    t.p().play(1, "p1", PROBLEM0); // the opponent's character doesn't let the turn player challenge
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.CHALLENGE);
    assertThat(g.s.decision().options()).containsExactly(target);
    assertThat(Engine.legalActions(g.s)).contains(new Action.StopChallenging(0),
        new Action.Choose(0, DecisionKind.CHALLENGE, target));
  }

  @Test
  @DisplayName("608.1: a player may challenge their own Troublemaker only if it is Epic")
  void ownEpicCanBeChallenged() {
    var t = at(Stage.CHALLENGE_STEP_START);
    int epic = t.p().play(0, "tm-epic", PROBLEM1);
    t.p().play(0, "y1", PROBLEM1);
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().options()).containsExactly(epic);
  }

  @Test
  @DisplayName("608.1: stopping ends the Challenge Step")
  void stopChallenging() {
    var t = at(Stage.CHALLENGE_STEP_START);
    t.p().play(1, "tm-2", PROBLEM1);
    t.p().play(0, "y1", PROBLEM1);
    Game g = Game.start(t.p()).passToChoice().act(new Action.StopChallenging(0));
    assertThat(g.s.stage()).isEqualTo(Stage.CHALLENGE_STEP_END);
    assertThat(g.events(GameEvent.FaceoffStarted.class)).isEmpty();
  }

  @Test
  @DisplayName("608.4, 514.2a, 514.5a: a challenge is a Troublemaker faceoff; winning scores its points and dismisses it")
  void winChallenge() {
    var t = at(Stage.CHALLENGE_STEP_START);
    int tm = t.p().play(1, "tm-2", PROBLEM1); // power 2, 1 point
    int mine = t.p().play(0, "y2", PROBLEM1);
    t.p().play(1, "p4", PROBLEM1); // the owner's characters are not involved
    t.p().deck(0, "y1");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToChoice().choose(tm).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.faceoff().kind()).isEqualTo(FaceoffKind.TROUBLEMAKER);
    assertThat(Faceoffs.involvedCharacters(g.s, g.s.faceoff())).extracting(c -> c.id()).containsExactly(mine);
    assertThat(Faceoffs.totals(g.s)).containsExactly(3, 2);
    g.passUntil(s -> s.faceoff() == null);
    assertThat(g.events).contains(new GameEvent.TroublemakerDefeated(0, tm));
    assertThat(g.score(0)).isEqualTo(1);
    assertThat(g.s.inPlay(tm)).isNull();
    assertThat(g.s.player(1).discard()).containsExactly(tm);
  }

  @Test
  @DisplayName("514.5b, 608.3: losing a challenge sends home the involved character the challenger chooses; the same Troublemaker can't be challenged again")
  void loseChallenge() {
    var t = at(Stage.CHALLENGE_STEP_START);
    int tm = t.p().play(1, "tm-4", PROBLEM1);
    int a = t.p().play(0, "y1", PROBLEM1);
    int b = t.p().play(0, "y2", PROBLEM1);
    t.p().deck(0, "y0");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToChoice().choose(tm).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.SEND_HOME);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b);
    g.choose(b);
    assertThat(g.s.inPlay(b).area()).isEqualTo(Area.home(0));
    assertThat(g.s.inPlay(a).area()).isEqualTo(PROBLEM1);
    assertThat(g.events).contains(new GameEvent.SentHome(b, PROBLEM1, Area.home(0)));
    assertThat(g.s.inPlay(tm)).isNotNull();
    assertThat(g.score(0)).isZero();
    // After the faceoff, still with a character there, the Troublemaker is not offered again.
    g.passUntil(s -> s.faceoff() == null);
    assertThat(g.s.stage()).isEqualTo(Stage.CHALLENGE_STEP_END);
    assertThat(g.events(GameEvent.ChallengeDeclared.class)).hasSize(1);
  }

  @Test
  @DisplayName("608.3: after one challenge the others can still be challenged, each once")
  void challengeEachOnce() {
    var t = at(Stage.CHALLENGE_STEP_START);
    int tm1 = t.p().play(1, "tm-4", PROBLEM1);
    int tm0 = t.p().play(1, "tm-4", PROBLEM0);
    t.p().play(0, "y1", PROBLEM1);
    t.p().play(0, "y1", PROBLEM1);
    t.p().play(0, "y1", PROBLEM0);
    t.p().play(0, "y1", PROBLEM0);
    Game g = Game.start(t.p()).passToChoice();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(tm0, tm1);
    g.choose(tm1).passToChoice(); // lost (2 vs 4 and no flips): send one home
    g.choose(g.s.decision().options().get(0)).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.CHALLENGE);
    assertThat(g.s.decision().options()).containsExactly(tm0);
  }

  @Test
  @DisplayName("514.4a.i: when a player challenges their own Epic Troublemaker its power counts for the opponent")
  void ownEpicPowerCountsForOpponent() {
    var t = at(Stage.CHALLENGE_STEP_START);
    int epic = t.p().play(0, "tm-epic", PROBLEM1); // power 5, 3 points
    t.p().play(0, "y4", PROBLEM1);
    t.p().deck(0, "y3");
    t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToChoice().choose(epic).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Faceoffs.totals(g.s)).containsExactly(4 + 3, 5 + 1);
    g.passUntil(s -> s.faceoff() == null);
    assertThat(g.score(0)).isEqualTo(3);
    assertThat(g.s.player(0).discard()).containsExactly(epic);
  }

  @Test
  @DisplayName("514.5b: the Mane Character can be the one sent home after a lost challenge")
  void maneCanBeSentHome() {
    var t = at(Stage.CHALLENGE_STEP_START);
    int tm = t.p().play(1, "tm-4", PROBLEM1);
    t.p().update(t.mane0(), c -> c.withArea(PROBLEM1));
    Game g = Game.start(t.p()).passToChoice().choose(tm).passUntil(s -> s.faceoff() == null);
    assertThat(g.s.inPlay(t.mane0()).area()).isEqualTo(Area.home(0));
  }
}
