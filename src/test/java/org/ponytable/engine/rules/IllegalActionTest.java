package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

class IllegalActionTest {
  private RuleCards.Table t;
  private int inHand;
  private int needsYellow;
  private int friend;

  /** The same position built twice is equal, so a refusal can be shown to change nothing. */
  private GameState position() {
    t = RuleCards.table();
    t.p().tokens(0, 2);
    inHand = t.p().hand(0, "y3");
    needsYellow = t.p().hand(0, "req-y4");
    friend = t.p().play(0, "y1", Area.problem(0));
    t.p().deck(0, "y1");
    return Game.start(t.p()).s;
  }

  private void refused(Action a, String reasonPart) {
    GameState s = position();
    GameState copy = position();
    assertThatThrownBy(() -> Engine.apply(s, a)).isInstanceOf(Refusal.class).hasMessageContaining(reasonPart);
    assertThat(s).isEqualTo(copy);
  }

  @Test
  @DisplayName("510.1: a player who doesn't hold priority can't act")
  void notYourTurnToAct() {
    refused(new Action.Pass(1), "must act now");
  }

  @Test
  @DisplayName("204.1, 508.1d: too few tokens is refused, naming the cost")
  void tooFewTokens() {
    position();
    refused(new Action.PlayCard(0, inHand, Area.home(0)), "needs 3 action tokens; you have 2");
  }

  @Test
  @DisplayName("205.1: a missing play requirement is refused, naming the rule")
  void missingRequirement() {
    position();
    refused(new Action.PlayCard(0, needsYellow, Area.home(0)), "205.1");
  }

  @Test
  @DisplayName("609.2a: a card that is not in hand can't be played")
  void notInHand() {
    refused(new Action.PlayCard(0, 999, Area.home(0)), "not in your hand");
  }

  @Test
  @DisplayName("506.2: moving to the area the character is in is refused")
  void moveToSameArea() {
    position();
    refused(new Action.Move(0, friend, Area.problem(0)), "506.2");
  }

  @Test
  @DisplayName("506.2: moving to another player's home is refused")
  void moveToOtherHome() {
    position();
    refused(new Action.Move(0, friend, Area.home(1)), "506.2");
  }

  @Test
  @DisplayName("609.1: Main Phase actions outside the Main Phase are refused, naming the rule")
  void mainPhaseActionOutsideMainPhase() {
    var table = RuleCards.table();
    table.p().tokens(0, 2).stage(Stage.SCORE_PHASE_START);
    table.p().deck(0, "y1");
    GameState s = Game.start(table.p()).s;
    assertThatThrownBy(() -> Engine.apply(s, new Action.Draw(0))).isInstanceOf(Refusal.class).hasMessageContaining("609.1");
  }

  @Test
  @DisplayName("Decisions: passing while a choice is pending, or choosing a card not offered, is refused")
  void wrongAnswerToAChoice() {
    var table = RuleCards.table();
    table.p().stage(Stage.WRAP_UP_DISCARD);
    for (int i = 0; i < 9; i++) {
      table.p().hand(0, "y1");
    }
    GameState s = Game.start(table.p()).s;
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.DISCARD);
    assertThatThrownBy(() -> Engine.apply(s, new Action.Pass(0))).isInstanceOf(Refusal.class).hasMessageContaining("waiting");
    assertThatThrownBy(() -> Engine.apply(s, new Action.Choose(0, DecisionKind.DISCARD, table.mane0())))
        .isInstanceOf(Refusal.class);
    assertThatThrownBy(() -> Engine.apply(s, new Action.Choose(0, DecisionKind.RETIRE, s.player(0).hand().get(0))))
        .isInstanceOf(Refusal.class);
  }

  @Test
  @DisplayName("103.4: conceding for a player who doesn't exist is refused")
  void concedeForNobody() {
    refused(new Action.Concede(2), "no player");
  }
}
