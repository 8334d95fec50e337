package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

class UniquenessTest {
  private static final Area PROBLEM1 = Area.problem(1);

  @Test
  @DisplayName("516.3, 516.2: a second Unique card of the same name under one player: that player chooses one to be dismissed")
  void uniqueByName() {
    var t = RuleCards.table();
    t.p().tokens(0, 2);
    int first = t.p().play(0, "f-pb", Area.home(0));
    int second = t.p().hand(0, "f-pb");
    Game g = Game.start(t.p()).act(new Action.PlayCard(0, second, PROBLEM1));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.UNIQUENESS);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(first, second);
    g.choose(first);
    assertThat(g.s.inPlay(first)).isNull();
    assertThat(g.s.player(0).discard()).containsExactly(first);
    assertThat(g.events).contains(new GameEvent.Dismissed(first, "uniqueness"));
    // Then the game goes on: priority passes to the other player after the action (705.2f).
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.actor()).isEqualTo(1);
  }

  @Test
  @DisplayName("201.1, 201.1a, 516.3: Unique cards sharing a Title but not a Subtitle have different names: no violation")
  void sameTitleDifferentSubtitle() {
    var pool = RuleCards.POOL.with(java.util.List.of(
        org.ponytable.engine.card.CardDef.builder("twin-a", org.ponytable.engine.terms.CardType.FRIEND, "Twin")
            .subtitle("Early").cost(1).power(1).traits("Unique").build(),
        org.ponytable.engine.card.CardDef.builder("twin-b", org.ponytable.engine.terms.CardType.FRIEND, "Twin")
            .subtitle("Late").cost(1).power(1).traits("Unique").build(),
        org.ponytable.engine.card.CardDef.builder("twin-a2", org.ponytable.engine.terms.CardType.FRIEND, "Twin")
            .subtitle("Early").cost(1).power(1).traits("Unique").build()));
    var p = new org.ponytable.engine.Position(pool);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    p.play(0, "twin-a", Area.home(0));
    p.play(0, "twin-b", Area.home(0));
    assertThat(Game.start(p).s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    // A different card id with the same Title and Subtitle is the same name.
    int copy = p.play(0, "twin-a2", Area.home(0));
    Game g = Game.start(p);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.UNIQUENESS);
    assertThat(g.s.decision().options()).hasSize(2).contains(copy);
  }

  @Test
  @DisplayName("516.3: the same Unique card under two different players is no violation")
  void uniquePerPlayer() {
    var t = RuleCards.table();
    t.p().play(0, "f-pb", Area.home(0));
    t.p().play(1, "f-pb", Area.home(1));
    Game g = Game.start(t.p());
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("505.1a, 516.3: a face-down (frightened) copy has no traits, so it doesn't violate uniqueness")
  void frightenedCopyIsNotUnique() {
    var t = RuleCards.table();
    t.p().play(0, "f-pb", Area.home(0));
    int scared = t.p().play(0, "f-pb", Area.home(0));
    t.p().update(scared, c -> c.asFrightened());
    assertThat(Game.start(t.p()).s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("516.4a, 516.4b: an Epic Troublemaker with another face-up Troublemaker at its Problem: the non-Epic one goes")
  void epicWithAnother() {
    var t = RuleCards.table();
    int epic = t.p().play(0, "tm-epic", PROBLEM1);
    int other = t.p().play(1, "tm-2", PROBLEM1);
    Game g = Game.start(t.p());
    // Only one card may be chosen, so the engine dismisses it without asking.
    assertThat(g.s.inPlay(other)).isNull();
    assertThat(g.s.inPlay(epic)).isNotNull();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("516.4b, 516.2a: all violating Troublemakers Epic and of both players: the turn player chooses when nobody has had priority yet")
  void allEpicTurnPlayerChooses() {
    var t = RuleCards.table();
    int a = t.p().play(0, "tm-epic", PROBLEM1);
    int b = t.p().play(1, "tm-epic2", PROBLEM1);
    Game g = Game.start(t.p());
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.UNIQUENESS);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b);
  }

  @Test
  @DisplayName("516.2a: a violation made of both players' cards is repaired by the player who most recently had priority")
  void lastPriorityRepairs() {
    var t = RuleCards.table();
    t.p().priority(1);
    t.p().play(0, "tm-epic", PROBLEM1);
    t.p().play(1, "tm-epic2", PROBLEM1);
    Game g = Game.start(t.p());
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.UNIQUENESS);
    assertThat(g.s.decision().player()).isEqualTo(1);
  }

  @Test
  @DisplayName("505.1a, 516.4a, rulings.md: face-down Troublemakers take no part in uniqueness, even beside an Epic one")
  void faceDownTroublemakersDontViolate() {
    var t = RuleCards.table();
    int epic = t.p().play(1, "tm-epic", PROBLEM1);
    int down = t.p().playFaceDown(0, "tm-2", PROBLEM1);
    t.p().playFaceDown(0, "tm-epic", Area.problem(0));
    t.p().play(0, "tm-4", Area.problem(0));
    Game g = Game.start(t.p());
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.inPlay(epic)).isNotNull();
    assertThat(g.s.inPlay(down)).isNotNull();
  }

  @Test
  @DisplayName("516.1: uniqueness is checked outside priority too: a violation made by uncovering is repaired before the step goes on")
  void checkedDuringSteps() {
    var t = RuleCards.table();
    t.p().stage(Stage.UNCOVER);
    t.p().play(0, "tm-2", PROBLEM1);
    t.p().playFaceDown(0, "tm-4", PROBLEM1);
    Game g = Game.start(t.p());
    assertThat(g.s.stage()).isEqualTo(Stage.UNCOVER);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.UNIQUENESS);
  }
}
