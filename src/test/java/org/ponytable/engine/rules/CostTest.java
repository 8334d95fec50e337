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

  @Test
  @DisplayName("508, 609.2: Costs.tokens is the price taken, not the tokens an action nets")
  void tokensIsThePriceNotTheNet() {
    Position p = base(5);
    p.play(0, "ab-toll", Area.home(0));
    int mover = p.play(0, "ab-mover", Area.home(0));
    int theirs = p.play(1, "f-p1", Area.home(1));
    int friend = p.hand(0, "f-y1");
    int tm = p.hand(0, "tm-2");
    int shrink = p.play(0, "ab-shrink", Area.home(0));
    Game g = Game.start(p);
    Action move = new Action.Move(0, mover, Area.problem(0));
    // ab-mover gains a token when moved (506.1c): the move still costs 2, and 2 are paid.
    assertThat(Costs.tokens(g.s, move)).isEqualTo(2);
    assertThat(Costs.tokens(g.s, new Action.PlayCard(0, friend, Area.home(0)))).isEqualTo(1);
    assertThat(Costs.tokens(g.s, new Action.PlayTroublemaker(0, tm, Area.problem(1)))).isEqualTo(1);
    assertThat(Costs.tokens(g.s, new Action.Draw(0))).isEqualTo(1);
    assertThat(Costs.tokens(g.s, new Action.Activate(0, shrink, 0, -1))).as("its Tokens cost").isEqualTo(1);
    assertThat(Costs.tokens(g.s, new Action.Pass(0))).isZero();
    // With cost changes (508): Ann's toll makes Bo's moves cost 1 more.
    assertThat(Costs.tokens(g.s, new Action.Move(1, theirs, Area.problem(1)))).isEqualTo(3);
    Game after = g.act(move);
    assertThat(after.s.player(0).tokens()).as("paid 2, gained 1").isEqualTo(4);
  }
}
