package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

class MainPhaseTest {
  private static final Area HOME0 = Area.home(0);
  private static final Area HOME1 = Area.home(1);
  private static final Area PROBLEM0 = Area.problem(0);
  private static final Area PROBLEM1 = Area.problem(1);

  private static List<Action> legal(GameState s) {
    return Engine.legalActions(s);
  }

  // ---- 609.2a, 204, 205: playing cards ----

  @Test
  @DisplayName("609.2a, 204.1, 302.1: playing a Friend costs its printed cost; it enters ready at home or at either Problem")
  void playFriend() {
    var t = RuleCards.table();
    t.p().tokens(0, 3);
    int friend = t.p().hand(0, "y2");
    Game g = Game.start(t.p());
    assertThat(legal(g.s)).contains(new Action.PlayCard(0, friend, HOME0), new Action.PlayCard(0, friend, PROBLEM0),
        new Action.PlayCard(0, friend, PROBLEM1)).doesNotContain(new Action.PlayCard(0, friend, HOME1));
    g.act(new Action.PlayCard(0, friend, PROBLEM1));
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(g.s.player(0).hand()).isEmpty();
    var c = g.s.inPlay(friend);
    assertThat(c.area()).isEqualTo(PROBLEM1);
    assertThat(c.controller()).isZero();
    assertThat(c.exhausted()).isFalse(); // 503.1
    assertThat(c.faceDown()).isFalse();
    assertThat(g.events).contains(new GameEvent.TokensPaid(0, 2, 1), new GameEvent.EnteredPlay(friend, PROBLEM1, false));
  }

  @Test
  @DisplayName("204.1, 508.1d: a card costing more tokens than the player has can't be played")
  void cannotPlayWithoutTokens() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int cheap = t.p().hand(0, "y1");
    int dear = t.p().hand(0, "y2");
    GameState s = Game.start(t.p()).s;
    assertThat(legal(s)).contains(new Action.PlayCard(0, cheap, HOME0));
    assertThat(legal(s)).noneMatch(a -> a instanceof Action.PlayCard pc && pc.card() == dear);
  }

  @Test
  @DisplayName("304.2, 609.2a: a played Event is paid for and goes to its owner's discard pile")
  void playEvent() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int event = t.p().hand(0, "ev-1");
    Game g = Game.start(t.p());
    assertThat(legal(g.s)).contains(new Action.PlayCard(0, event, null));
    g.act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).discard()).containsExactly(event);
    assertThat(g.s.inPlay(event)).isNull();
    assertThat(g.s.player(0).tokens()).isZero();
  }

  @Test
  @DisplayName("305.1, 305.1a: a Resource enters play where it may be played: at home, or at a Problem if it says so")
  void playResources() {
    var t = RuleCards.table();
    t.p().tokens(0, 2);
    int atHome = t.p().hand(0, "res-home");
    int atProblem = t.p().hand(0, "res-problem");
    GameState s = Game.start(t.p()).s;
    assertThat(legal(s)).filteredOn(a -> a instanceof Action.PlayCard pc && pc.card() == atHome)
        .containsExactly(new Action.PlayCard(0, atHome, HOME0));
    assertThat(legal(s)).filteredOn(a -> a instanceof Action.PlayCard pc && pc.card() == atProblem)
        .containsExactlyInAnyOrder(new Action.PlayCard(0, atProblem, PROBLEM0), new Action.PlayCard(0, atProblem, PROBLEM1));
    GameState after = Engine.apply(s, new Action.PlayCard(0, atHome, HOME0)).state();
    assertThat(after.inPlay(atHome).area()).isEqualTo(HOME0);
  }

  /** f-y3 needs 2 yellow power; the sun Mane Character gives 1. */
  private static boolean canPlayYellowThree(java.util.function.Consumer<RuleCards.Table> setup) {
    var t = RuleCards.table();
    t.p().tokens(0, 5);
    int card = t.p().hand(0, "f-y3");
    setup.accept(t);
    return legal(Game.start(t.p()).s).contains(new Action.PlayCard(0, card, HOME0));
  }

  @Test
  @DisplayName("205.1: a play requirement needs that much power of that color among the player's characters")
  void playRequirement() {
    assertThat(canPlayYellowThree(t -> {})).isFalse();
    assertThat(canPlayYellowThree(t -> t.p().play(0, "y1", HOME0))).isTrue();
    // Characters anywhere count, Problems included; the opponent's never do.
    assertThat(canPlayYellowThree(t -> t.p().play(0, "y1", PROBLEM1))).isTrue();
    assertThat(canPlayYellowThree(t -> t.p().play(1, "y4", HOME1))).isFalse();
    assertThat(canPlayYellowThree(t -> t.p().play(0, "p2", HOME0))).isFalse();
  }

  @Test
  @DisplayName("205.1, 203.2: a multicolor character counts toward each of its colors")
  void multicolorCountsForEachColor() {
    var t = RuleCards.table();
    t.p().tokens(0, 6);
    t.p().play(0, "py2", HOME0);
    int needsYellow2 = t.p().hand(0, "f-y3");
    int needsPurple1 = t.p().hand(0, "f-b3");
    GameState s = Game.start(t.p()).s;
    assertThat(legal(s)).contains(new Action.PlayCard(0, needsYellow2, HOME0), new Action.PlayCard(0, needsPurple1, HOME0));
  }

  @Test
  @DisplayName("205.1, 503.5: an exhausted character still meets play requirements; a frightened one doesn't (504.1, 505.1b)")
  void exhaustedCountsFrightenedDoesNot() {
    assertThat(canPlayYellowThree(t -> {
      int y = t.p().play(0, "y1", HOME0);
      t.p().update(y, c -> c.withExhausted(true));
    })).isTrue();
    assertThat(canPlayYellowThree(t -> {
      int y = t.p().play(0, "y4", HOME0);
      t.p().update(y, c -> c.asFrightened());
    })).isFalse();
  }

  @Test
  @DisplayName("205.1, 105.2: negative power gives nothing to a play requirement but takes nothing away")
  void negativePowerCountsZeroForRequirements() {
    assertThat(canPlayYellowThree(t -> {
      t.p().play(0, "neg2", HOME0);
      t.p().play(0, "y1", HOME0);
    })).isTrue();
    assertThat(canPlayYellowThree(t -> t.p().play(0, "neg2", HOME0))).isFalse();
  }

  @Test
  @DisplayName("205.1, rulings.md: colorless power doesn't meet a play requirement of a named color")
  void colorlessDoesNotMeetColoredPlayRequirement() {
    assertThat(canPlayYellowThree(t -> t.p().play(0, "clear2", HOME0))).isFalse();
  }

  @Test
  @DisplayName("205.1: play requirements are never spent; the same power allows a second card")
  void requirementIsNotSpent() {
    var t = RuleCards.table();
    t.p().tokens(0, 6);
    t.p().play(0, "y1", HOME0);
    int first = t.p().hand(0, "f-y3");
    int second = t.p().hand(0, "f-y3");
    Game g = Game.start(t.p()).act(new Action.PlayCard(0, first, HOME0)).pass();
    assertThat(legal(g.s)).contains(new Action.PlayCard(0, second, HOME0));
  }

  // ---- 609.2b, 506: moving ----

  @Test
  @DisplayName("609.2b, 506.2: moving costs 2; a character moves to any other area but never to its own or another player's home")
  void move() {
    var t = RuleCards.table();
    t.p().tokens(0, 2);
    int friend = t.p().play(0, "y1", PROBLEM0);
    Game g = Game.start(t.p());
    assertThat(legal(g.s)).filteredOn(a -> a instanceof Action.Move m && m.card() == friend)
        .containsExactlyInAnyOrder(new Action.Move(0, friend, HOME0), new Action.Move(0, friend, PROBLEM1));
    // The Mane Character is a character too (301.4).
    assertThat(legal(g.s)).contains(new Action.Move(0, t.mane0(), PROBLEM0));
    g.act(new Action.Move(0, friend, PROBLEM1));
    assertThat(g.s.inPlay(friend).area()).isEqualTo(PROBLEM1);
    assertThat(g.s.player(0).tokens()).isZero();
    assertThat(g.events).contains(new GameEvent.Moved(friend, PROBLEM0, PROBLEM1), new GameEvent.TokensPaid(0, 2, 0));
  }

  @Test
  @DisplayName("609.2b: with 1 token only a Swift character can move; Swift pays 1, and never less than 1")
  void swiftMovesForOne() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int swift = t.p().play(0, "f-o2", HOME0);
    int plain = t.p().play(0, "o2", HOME0);
    Game g = Game.start(t.p());
    assertThat(legal(g.s)).contains(new Action.Move(0, swift, PROBLEM0))
        .noneMatch(a -> a instanceof Action.Move m && m.card() == plain);
    assertThat(Costs.move(g.s, g.s.inPlay(swift))).isEqualTo(1);
    assertThat(Costs.move(g.s, g.s.inPlay(plain))).isEqualTo(2);
    g.act(new Action.Move(0, swift, PROBLEM0));
    assertThat(g.s.player(0).tokens()).isZero();
    // With no tokens left even Swift can't move: the cost never drops to 0.
    g.pass().pass();
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_END);
    assertThat(legal(g.s)).noneMatch(a -> a instanceof Action.Move);
  }

  @Test
  @DisplayName("609.2b, 513.6: a player moves only characters they control")
  void moveOnlyOwnCharacters() {
    var t = RuleCards.table();
    t.p().tokens(0, 5);
    int theirs = t.p().play(1, "p2", PROBLEM0);
    assertThat(legal(Game.start(t.p()).s)).noneMatch(a -> a instanceof Action.Move m && m.card() == theirs);
  }

  // ---- 609.2c-e ----

  @Test
  @DisplayName("609.2c, 306.1: a Troublemaker costs 1 and enters play face down at either Problem, never at home")
  void playTroublemaker() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int tm = t.p().hand(0, "tm-4");
    Game g = Game.start(t.p());
    assertThat(legal(g.s)).filteredOn(a -> a instanceof Action.PlayTroublemaker || a instanceof Action.PlayCard)
        .containsExactlyInAnyOrder(new Action.PlayTroublemaker(0, tm, PROBLEM0), new Action.PlayTroublemaker(0, tm, PROBLEM1));
    g.act(new Action.PlayTroublemaker(0, tm, PROBLEM1));
    assertThat(g.s.inPlay(tm).faceDown()).isTrue();
    assertThat(g.s.inPlay(tm).area()).isEqualTo(PROBLEM1);
    assertThat(g.s.player(0).tokens()).isZero();
  }

  @Test
  @DisplayName("609.2d: drawing costs 1 token and takes the top card")
  void drawForOne() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int top = t.p().deck(0, "y2");
    t.p().deck(0, "y3");
    Game g = Game.start(t.p()).act(new Action.Draw(0));
    assertThat(g.s.player(0).hand()).containsExactly(top);
    assertThat(g.s.player(0).tokens()).isZero();
    g.pass();
    assertThat(legal(g.s)).doesNotContain(new Action.Draw(0));
  }

  @Test
  @DisplayName("609.2e, 504.3: rallying costs 2 and unfrightens one of the player's frightened cards; others can't be rallied")
  void rally() {
    var t = RuleCards.table();
    t.p().tokens(0, 2);
    int scared = t.p().play(0, "y2", PROBLEM0);
    int calm = t.p().play(0, "y1", PROBLEM0);
    int theirs = t.p().play(1, "p1", PROBLEM0);
    t.p().update(scared, c -> c.asFrightened()).update(theirs, c -> c.asFrightened());
    Game g = Game.start(t.p());
    assertThat(legal(g.s)).filteredOn(a -> a instanceof Action.Rally).containsExactly(new Action.Rally(0, scared));
    g.act(new Action.Rally(0, scared));
    assertThat(g.s.inPlay(scared).frightened()).isFalse();
    assertThat(g.s.inPlay(scared).faceDown()).isFalse();
    assertThat(g.s.player(0).tokens()).isZero();
    assertThat(g.s.inPlay(calm).frightened()).isFalse();
  }

  @Test
  @DisplayName("609.2e: with 1 token nobody can be rallied")
  void rallyNeedsTwo() {
    var t = RuleCards.table();
    t.p().tokens(0, 1);
    int scared = t.p().play(0, "y2", PROBLEM0);
    t.p().update(scared, c -> c.asFrightened());
    assertThat(legal(Game.start(t.p()).s)).noneMatch(a -> a instanceof Action.Rally);
  }

  @Test
  @DisplayName("609.1: Main Phase actions exist only in the Main Phase, in both of its windows")
  void onlyInMainPhase() {
    for (Stage stage : Stage.values()) {
      if (!stage.window()) {
        continue;
      }
      var t = RuleCards.table();
      t.p().tokens(0, 5).stage(stage);
      t.p().deck(0, "y1");
      t.p().deck(0, "y1");
      GameState s = Game.start(t.p()).s;
      boolean main = stage == Stage.MAIN_PHASE_START || stage == Stage.MAIN_PHASE_END;
      assertThat(legal(s).contains(new Action.Draw(0))).as("draw at %s", stage).isEqualTo(main);
    }
  }
}
