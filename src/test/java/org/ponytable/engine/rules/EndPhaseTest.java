package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

class EndPhaseTest {
  private static RuleCards.Table endOfTurn() {
    var t = RuleCards.table();
    t.p().stage(Stage.END_OF_TURN_STEP_END);
    return t;
  }

  @Test
  @DisplayName("616.2: with more than 8 cards the turn player discards cards of their choice, one at a time, down to 8")
  void discardToEight() {
    var t = endOfTurn();
    List<Integer> hand = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      hand.add(t.p().hand(0, "y1"));
    }
    for (int i = 0; i < 10; i++) {
      t.p().hand(1, "p1"); // the other player's hand is not checked
    }
    Game g = Game.start(t.p()).pass().pass();
    assertThat(g.s.stage()).isEqualTo(Stage.WRAP_UP_DISCARD);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.DISCARD);
    assertThat(g.s.decision().options()).containsExactlyElementsOf(hand);
    g.choose(hand.get(3));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.DISCARD);
    g.choose(hand.get(7));
    assertThat(g.s.player(0).hand()).hasSize(8).doesNotContain(hand.get(3), hand.get(7));
    assertThat(g.s.player(0).discard()).containsExactly(hand.get(3), hand.get(7));
    assertThat(g.s.player(1).hand()).hasSize(10);
    assertThat(g.s.turnPlayer()).isEqualTo(1);
  }

  @Test
  @DisplayName("616.2: exactly 8 cards need no discard")
  void eightIsFine() {
    var t = endOfTurn();
    for (int i = 0; i < 8; i++) {
      t.p().hand(0, "y1");
    }
    Game g = Game.start(t.p()).pass().pass();
    assertThat(g.s.turnPlayer()).isEqualTo(1);
    assertThat(g.s.player(0).hand()).hasSize(8);
  }

  @Test
  @DisplayName("616.3, 212: Friends at home beyond the home limit are retired, chosen by the turn player; Friends elsewhere, the Mane Character and Resources don't count")
  void retireBeyondHomeLimit() {
    var t = endOfTurn(); // mane-sun: home limit 3
    List<Integer> home = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      home.add(t.p().play(0, "y1", Area.home(0)));
    }
    t.p().play(0, "y1", Area.problem(0));
    t.p().play(0, "res-home", Area.home(0));
    for (int i = 0; i < 5; i++) {
      t.p().play(1, "p1", Area.home(1));
    }
    Game g = Game.start(t.p()).pass().pass();
    assertThat(g.s.stage()).isEqualTo(Stage.WRAP_UP_RETIRE);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.RETIRE);
    assertThat(g.s.decision().options()).containsExactlyElementsOf(home);
    g.choose(home.get(0)).choose(home.get(4));
    assertThat(Flow.friendsAtHome(g.s, 0)).containsExactly(home.get(1), home.get(2), home.get(3));
    assertThat(g.s.player(0).discard()).containsExactly(home.get(0), home.get(4));
    assertThat(g.events(GameEvent.Retired.class)).hasSize(2);
    assertThat(g.events(GameEvent.Dismissed.class)).isEmpty(); // 409.2: retiring is not dismissing
    assertThat(Flow.friendsAtHome(g.s, 1)).hasSize(5);
  }

  @Test
  @DisplayName("616.3, 301.3: the home limit is read from the Mane Character's face-up side")
  void homeLimitFromFaceUpSide() {
    var t = endOfTurn();
    t.p().update(t.mane0(), c -> c.withBoosted(true)); // Boosted side: limit 4
    for (int i = 0; i < 4; i++) {
      t.p().play(0, "y1", Area.home(0));
    }
    Game g = Game.start(t.p()).pass().pass();
    assertThat(g.s.turnPlayer()).isEqualTo(1);
    assertThat(Flow.friendsAtHome(g.s, 0)).hasSize(4);
  }

  @Test
  @DisplayName("616.2, 616.3: the hand is checked before the home; frightened Friends at home count toward the limit")
  void discardBeforeRetire() {
    var t = endOfTurn();
    for (int i = 0; i < 9; i++) {
      t.p().hand(0, "y1");
    }
    for (int i = 0; i < 4; i++) {
      int f = t.p().play(0, "y1", Area.home(0));
      if (i == 0) {
        t.p().update(f, c -> c.asFrightened());
      }
    }
    Game g = Game.start(t.p()).pass().pass();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.DISCARD);
    g.choose(g.s.decision().options().get(0));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.RETIRE);
  }
}
