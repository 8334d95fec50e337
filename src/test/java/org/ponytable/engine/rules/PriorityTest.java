package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

class PriorityTest {
  @Test
  @DisplayName("510.1, 705.2f: after an action priority passes to the other player and the window stays open")
  void actionPassesPriority() {
    var t = RuleCards.table();
    t.p().tokens(0, 3);
    t.p().deck(0, "y1");
    Game g = Game.start(t.p());
    assertThat(g.s.actor()).isZero();
    g.act(new Action.Draw(0));
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_START);
    assertThat(g.s.actor()).isEqualTo(1);
  }

  @Test
  @DisplayName("510.2: a window closes only when both players pass in a row without an action between")
  void windowClosesAfterTwoPassesInARow() {
    var t = RuleCards.table();
    t.p().tokens(0, 3);
    t.p().deck(0, "y1");
    Game g = Game.start(t.p());
    g.pass(); // turn player passes
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_START);
    assertThat(g.s.actor()).isEqualTo(1);
    g.pass(); // and the other player: closed
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_END);
    assertThat(g.s.actor()).isZero();

    // An action in between restarts the count: act, pass, and the turn player holds priority again.
    g.act(new Action.Draw(0)).pass();
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_END);
    assertThat(g.s.actor()).isZero();
    g.pass(); // the other player's pass and this one are two in a row
    assertThat(g.s.stage()).isEqualTo(Stage.SCORE_PHASE_START);
  }

  @Test
  @DisplayName("609.1, 512.3: in the turn player's Main Phase the other player may only pass (or concede)")
  void otherPlayerMayOnlyPass() {
    var t = RuleCards.table();
    t.p().tokens(0, 5).tokens(1, 5);
    t.p().hand(1, "p1");
    t.p().deck(1, "p1");
    t.p().play(1, "p2", Area.home(1));
    Game g = Game.start(t.p());
    assertThat(Engine.hasActionBesidesPass(g.s)).isTrue();
    g.pass();
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(Engine.legalActions(g.s)).containsExactlyInAnyOrder(new Action.Pass(1), new Action.Concede(1));
    assertThat(Engine.hasActionBesidesPass(g.s)).isFalse();
  }

  @Test
  @DisplayName("511.4: a frightened card that is not a Friend is turned face up before anyone gets priority")
  void frightenedManeIsUnfrightened() {
    var t = RuleCards.table();
    t.p().update(t.mane0(), c -> c.asFrightened());
    Game g = Game.start(t.p());
    assertThat(g.s.inPlay(t.mane0()).frightened()).isFalse();
    assertThat(g.s.inPlay(t.mane0()).faceDown()).isFalse();
    assertThat(g.events).contains(new GameEvent.Unfrightened(t.mane0()));
  }

  @Test
  @DisplayName("511.4: a frightened Friend stays frightened")
  void frightenedFriendStays() {
    var t = RuleCards.table();
    int friend = t.p().play(0, "y1", Area.home(0));
    t.p().update(friend, c -> c.asFrightened());
    Game g = Game.start(t.p());
    assertThat(g.s.inPlay(friend).frightened()).isTrue();
  }

  @Test
  @DisplayName("511.4 (second), 506.2: a character in another player's home is sent to its controller's home")
  void characterInOtherHomeIsSentHome() {
    var t = RuleCards.table();
    int lost = t.p().play(0, "y1", Area.home(1));
    Game g = Game.start(t.p());
    assertThat(g.s.inPlay(lost).area()).isEqualTo(Area.home(0));
    assertThat(g.events).contains(new GameEvent.SentHome(lost, Area.home(1), Area.home(0)));
    assertThat(g.events(GameEvent.Moved.class)).isEmpty();
  }

  @Test
  @DisplayName("511.2: an attachment whose host is gone is dismissed before priority")
  void attachmentWithoutHostIsDismissed() {
    var t = RuleCards.table();
    int host = t.p().discard(0, "y1");
    int res = t.p().play(0, "res-home", Area.home(0));
    t.p().update(res, c -> c.withHost(host));
    Game g = Game.start(t.p());
    assertThat(g.s.inPlay(res)).isNull();
    assertThat(g.s.player(0).discard()).contains(res);
  }

  @Test
  @DisplayName("511.3: an attachment on a face-down host is dismissed before priority")
  void attachmentOnFaceDownHostIsDismissed() {
    var t = RuleCards.table();
    int host = t.p().play(0, "y1", Area.home(0));
    int res = t.p().play(0, "res-home", Area.home(0));
    t.p().update(host, c -> c.asFrightened()).update(res, c -> c.withHost(host));
    Game g = Game.start(t.p());
    assertThat(g.s.inPlay(res)).isNull();
    assertThat(g.s.player(0).discard()).containsExactly(res);
    assertThat(g.s.inPlay(host)).isNotNull();
  }
}
