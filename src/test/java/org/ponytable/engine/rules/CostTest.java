package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.state.Area;

/** 508, 609.2: continuous abilities that change what Main Phase actions cost. */
class CostTest {
  private static Position base(int tokens) {
    return AbilityTable.base().tokens(0, tokens);
  }

  @Test
  @DisplayName("508, 609.2a: 'your Friends cost 1 less': offered and paid at the lower cost, never below 0")
  void playCostsLess() {
    Position p = base(0);
    p.play(0, "ab-patron", Area.home(0));
    int one = p.hand(0, "f-y1");
    int event = p.hand(0, "ev-boost");
    Game g = Game.start(p);
    assertThat(Costs.play(g.s, 0, one)).isZero();
    assertThat(Costs.play(g.s, 1, one)).as("only its controller's Friends").isEqualTo(1);
    assertThat(Costs.play(g.s, 0, event)).as("only Friends").isEqualTo(1);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(0, one, Area.home(0)));
    g.act(new Action.PlayCard(0, one, Area.home(0)));
    assertThat(g.s.player(0).tokens()).isZero();
    assertThat(g.s.inPlay(one)).isNotNull();
  }

  @Test
  @DisplayName("508, 609.2b: moving an opponent's character costs more; a refusal names the changed cost")
  void moveCostsMoreForTheOpponent() {
    Position p = base(2);
    p.play(1, "ab-toll", Area.home(1));
    int mine = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p);
    assertThat(Costs.move(g.s, g.s.inPlay(mine))).isEqualTo(3);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.Move m && m.card() == mine);
    assertThatThrownBy(() -> g.act(new Action.Move(0, mine, Area.problem(0)))).isInstanceOf(Refusal.class)
        .hasMessageContaining("3");
  }

  @Test
  @DisplayName("609.2b: however much a move's cost is lowered, it costs at least 1")
  void moveNeverBelowOne() {
    Position p = base(1);
    p.play(0, "ab-tailwind", Area.home(0));
    int mine = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p);
    assertThat(Costs.move(g.s, g.s.inPlay(mine))).isEqualTo(1);
    g.act(new Action.Move(0, mine, Area.problem(0)));
    assertThat(g.s.player(0).tokens()).isZero();
  }

  @Test
  @DisplayName("508, 609.2d, 708.2a: drawing costs less while the condition holds")
  void drawCostsLessOnYourTurn() {
    Position p = base(0);
    p.play(0, "ab-library", Area.home(0));
    Game g = Game.start(p);
    assertThat(Costs.draw(g.s, 0)).isZero();
    assertThat(Costs.draw(g.s, 1)).as("only its controller").isEqualTo(Costs.DRAW);
    int hand = g.s.player(0).hand().size();
    g.act(new Action.Draw(0));
    assertThat(g.s.player(0).hand()).hasSize(hand + 1);
    assertThat(Costs.draw(g.s.withTurn(4, 1), 0)).as("not on the other player's turn").isEqualTo(Costs.DRAW);
  }
}
