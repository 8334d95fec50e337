package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

class WinningTest {
  private static void assertOver(GameState s, int winner) {
    assertThat(s.isOver()).isTrue();
    assertThat(s.result().winner()).isEqualTo(winner);
    assertThat(s.decision()).isNull();
    assertThat(s.actor()).isEqualTo(-1);
    assertThat(Engine.legalActions(s)).isEmpty();
    assertThat(Engine.hasActionBesidesPass(s)).isFalse();
  }

  @Test
  @DisplayName("103.1, 103.2: reaching 15 ends the game at once; the Problem bonus that would follow is never scored")
  void fifteenEndsAtOnce() {
    var t = RuleCards.table("any4", "any1");
    t.p().score(0, 14).stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y1", Area.problem(1)); // any1 has a bonus of 2 for the first to confront it
    Game g = Game.start(t.p()).passToChoice();
    assertOver(g.s, 0);
    assertThat(g.score(0)).isEqualTo(15);
    assertThat(g.events(GameEvent.Scored.class)).hasSize(1);
    assertThat(g.events.get(g.events.size() - 1)).isInstanceOf(GameEvent.GameWon.class);
  }

  @Test
  @DisplayName("103.2: 15 or more wins: a bonus can carry a player past 15")
  void moreThanFifteenWins() {
    var t = RuleCards.table("any4", "any1");
    t.p().score(0, 13).stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y1", Area.problem(1));
    Game g = Game.start(t.p()).passToChoice();
    assertOver(g.s, 0);
    assertThat(g.score(0)).isEqualTo(16);
  }

  @Test
  @DisplayName("103.1: a win in the middle of a Troublemaker faceoff ends the game before the faceoff ends")
  void winMidTroublemakerFaceoff() {
    var t = RuleCards.table();
    t.p().score(0, 13).stage(Stage.CHALLENGE_STEP_START);
    int tm = t.p().play(1, "tm-4", Area.problem(1)); // worth 2 points
    t.p().play(0, "y5", Area.problem(1));
    int flip0 = t.p().deck(0, "y1");
    t.p().deck(1, "y0");
    Game g = Game.start(t.p()).passToChoice();
    g.choose(tm).passToChoice();
    assertOver(g.s, 0);
    assertThat(g.score(0)).isEqualTo(15);
    assertThat(g.s.faceoff()).isNotNull();
    assertThat(g.s.player(0).flipped()).containsExactly(flip0);
  }

  @Test
  @DisplayName("103.1, 514.5c: the player who is not taking the turn can win by winning a Problem faceoff")
  void nonTurnPlayerWinsByFaceoff() {
    var t = RuleCards.table();
    t.p().score(1, 14).stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", Area.problem(0));
    t.p().play(1, "p4", Area.problem(0));
    t.p().deck(0, "y0");
    t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToChoice();
    assertOver(g.s, 1);
    assertThat(g.s.faceoff()).isNotNull();
    assertThat(g.events(GameEvent.FaceoffWon.class)).hasSize(1);
  }

  @Test
  @DisplayName("103.2a, 103.2b: both players at 15 at once is a draw and nobody wins")
  void simultaneousFifteenIsDraw() {
    var t = RuleCards.table();
    t.p().score(0, 15).score(1, 15);
    Game g = Game.start(t.p());
    assertThat(g.s.isOver()).isTrue();
    assertThat(g.s.result().isDraw()).isTrue();
    assertThat(g.s.result().winner()).isEqualTo(-1);
    assertThat(g.events(GameEvent.GameDrawn.class)).hasSize(1);
    assertThat(g.events(GameEvent.GameWon.class)).isEmpty();
  }

  @Test
  @DisplayName("103.1: a position where one player already has 15 is already won")
  void positionAtFifteenIsWon() {
    var t = RuleCards.table();
    t.p().score(1, 15);
    assertOver(Game.start(t.p()).s, 1);
  }

  @Test
  @DisplayName("103.4, 103.3: a player may concede at any time, even while the other player holds priority")
  void concedeAnyTime() {
    var t = RuleCards.table();
    GameState s = Game.start(t.p()).s;
    assertThat(s.actor()).isZero();
    var o = Engine.apply(s, new Action.Concede(1));
    assertOver(o.state(), 0);
    assertThat(o.events()).contains(new GameEvent.Conceded(1));
    assertThat(o.events()).anyMatch(e -> e instanceof GameEvent.GameWon w && w.player() == 0);
  }

  @Test
  @DisplayName("103.4: conceding is always among the deciding player's legal actions, also inside a faceoff")
  void concedeInsideFaceoff() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", Area.problem(0));
    t.p().play(1, "p4", Area.problem(0));
    t.p().deck(0, "y1");
    t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Concede(g.s.actor()));
    g.act(new Action.Concede(0));
    assertOver(g.s, 1);
  }

  @Test
  @DisplayName("103.1: once the game is over every action is refused and nothing changes")
  void nothingAfterTheEnd() {
    var t = RuleCards.table();
    GameState over = Engine.apply(Game.start(t.p()).s, new Action.Concede(0)).state();
    assertThatThrownBy(() -> Engine.apply(over, new Action.Pass(0))).isInstanceOf(Refusal.class)
        .hasMessageContaining("over");
    assertThatThrownBy(() -> Engine.apply(over, new Action.Concede(1))).isInstanceOf(Refusal.class);
  }
}
