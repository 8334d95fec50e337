package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.GameResult;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

/** A draw both players agree to (rulings.md, "A game nobody can win"), made like a concession (103.4). */
class DrawAgreementTest {
  @Test
  @DisplayName("103.2b, 103.4: an agreed draw ends the game at once with no winner, whoever holds priority")
  void agreedDrawEndsTheGame() {
    GameState s = Game.start(RuleCards.table().p()).s;
    assertThat(s.actor()).isZero();
    var o = Engine.apply(s, new Action.AgreeDraw(1));
    GameState end = o.state();
    assertThat(end.isOver()).isTrue();
    assertThat(end.result().isDraw()).isTrue();
    assertThat(end.result().isAgreedDraw()).isTrue();
    assertThat(end.result().reason()).isEqualTo(GameResult.AGREED_DRAW);
    assertThat(end.decision()).isNull();
    assertThat(Engine.legalActions(end)).isEmpty();
    assertThat(o.events()).containsSubsequence(new GameEvent.DrawAgreed(1), new GameEvent.GameDrawn(GameResult.AGREED_DRAW));
  }

  @Test
  @DisplayName("A draw takes both players' consent, so it is never a legal action a player takes alone, not even in a faceoff")
  void neverListedAsLegal() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", Area.problem(0));
    t.p().play(1, "p4", Area.problem(0));
    t.p().deck(0, "y1");
    t.p().deck(1, "y1");
    Game g = Game.start(t.p()).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.AgreeDraw).isNotEmpty();
    g.act(new Action.AgreeDraw(0));
    assertThat(g.s.result().isAgreedDraw()).isTrue();
  }

  @Test
  @DisplayName("103.1: after the end nothing more, a draw included; a draw names a player who offered it")
  void refusals() {
    GameState s = Game.start(RuleCards.table().p()).s;
    assertThatThrownBy(() -> Engine.apply(s, new Action.AgreeDraw(2))).isInstanceOf(Refusal.class).hasMessageContaining("no player");
    GameState over = Engine.apply(s, new Action.Concede(0)).state();
    assertThatThrownBy(() -> Engine.apply(over, new Action.AgreeDraw(1))).isInstanceOf(Refusal.class).hasMessageContaining("over");
  }

  @Test
  @DisplayName("Notation: 'agree-draw p2' is read and written, so replays and scenarios keep the agreement")
  void notation() {
    GameState s = Game.start(RuleCards.table().p()).s;
    assertThat(Notation.format(new Action.AgreeDraw(1))).isEqualTo("agree-draw p2");
    assertThat(Notation.parse(s, "agree-draw p2", Map.of())).isEqualTo(new Action.AgreeDraw(1));
    assertThat(Notation.parse(s, "agree-draw p1", Map.of())).isEqualTo(new Action.AgreeDraw(0));
  }
}
