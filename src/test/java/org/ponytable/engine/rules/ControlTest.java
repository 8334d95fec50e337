package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

/** Control and ownership (513): control for a while, and abilities read from their controller. */
class ControlTest {
  private static Position base() {
    return AbilityTable.base().tokens(0, 6);
  }

  /** Chooses the card for the effect, unless it was the only choice (the engine made it). */
  private static Game target(Game g, int card) {
    if (g.s.decision().kind() == DecisionKind.TARGET) {
      g.choose(card);
    }
    return g;
  }

  private static int power(Game g, int card) {
    return Stats.power(g.s, g.s.inPlay(card));
  }

  @Test
  @DisplayName("513.2, 708.2, 616.4, 511.4: control until the end of the turn goes back to the previous controller, and the character goes home")
  void controlForTheTurn() {
    Position p = base();
    int friend = p.play(1, "f-p1", Area.home(1));
    int borrow = p.hand(0, "ev-borrow");
    Game g = Game.start(p).act(new Action.PlayCard(0, borrow, null));
    assertThat(g.s.inPlay(friend).controller()).isZero();
    assertThat(g.s.inPlay(friend).area()).as("511.4").isEqualTo(Area.home(0));
    assertThat(g.s.abilities().controlChanges()).hasSize(1);
    g.passUntil(s -> s.turn() == 4);
    assertThat(g.s.inPlay(friend).controller()).isEqualTo(1);
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.home(1));
    assertThat(g.s.abilities().controlChanges()).isEmpty();
    // The second is control going back, not Bo taking it (the log tells them apart).
    assertThat(g.events(GameEvent.ControlChanged.class)).containsExactly(
        new GameEvent.ControlChanged(friend, 0, false), new GameEvent.ControlChanged(friend, 1, true));
  }

  @Test
  @DisplayName("513.2, 708.2: control until the end of the faceoff goes back as the faceoff ends")
  void controlForTheFaceoff() {
    Position p = base().stage(Stage.CHALLENGE_STEP_START);
    p.play(1, "tm-2", Area.problem(1));
    p.play(0, "f-y1", Area.problem(1));
    int friend = p.play(1, "f-p1", Area.home(1));
    int borrow = p.hand(0, "ev-borrow-faceoff");
    Game g = Game.start(p).passToChoice();
    g.choose(g.s.decision().options().get(0));
    assertThat(g.s.faceoff()).isNotNull();
    g.act(new Action.PlayCard(0, borrow, null));
    assertThat(g.s.inPlay(friend).controller()).isZero();
    g.passUntil(s -> s.faceoff() == null);
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.s.inPlay(friend).controller()).isEqualTo(1);
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.home(1));
    assertThat(g.s.abilities().controlChanges()).isEmpty();
    assertThat(g.events(GameEvent.ControlChanged.class)).last().isEqualTo(new GameEvent.ControlChanged(friend, 1, true));
  }

  @Test
  @DisplayName("505.3, 513.2: a card taken for a while that turns face down is a different card: control goes back at once")
  void frighteningEndsControlForAWhile() {
    Position p = base();
    int friend = p.play(1, "f-p1", Area.problem(1));
    int borrow = p.hand(0, "ev-borrow");
    int hush = p.hand(0, "ev-hush");
    p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p).act(new Action.PlayCard(0, borrow, null)).pass();
    assertThat(g.s.inPlay(friend).controller()).isZero();
    g.act(new Action.PlayCard(0, hush, null)).choose(friend);
    assertThat(g.s.inPlay(friend).frightened()).isTrue();
    assertThat(g.s.inPlay(friend).controller()).isEqualTo(1);
    assertThat(g.s.abilities().controlChanges()).isEmpty();
  }

  @Test
  @DisplayName("513.2: taking control for good of a card held for a while keeps it after the while ends")
  void forGoodAfterAWhile() {
    Position p = base();
    int friend = p.play(1, "f-p1", Area.problem(1));
    int borrow = p.hand(0, "ev-borrow");
    int keep = p.hand(0, "ev-keep");
    Game g = Game.start(p).act(new Action.PlayCard(0, borrow, null)).pass();
    g.act(new Action.PlayCard(0, keep, null));
    target(g, friend);
    assertThat(g.s.abilities().controlChanges()).isEmpty();
    g.passUntil(s -> s.turn() == 4);
    assertThat(g.s.inPlay(friend).controller()).isZero();
  }

  @Test
  @DisplayName("513.5, 513.6: a taken card's continuous ability gives its bonus to its controller's Friends, and again to the first one's when control goes back")
  void continuousFollowsTheController() {
    Position p = base();
    int leader = p.play(1, "ab-leader", Area.problem(1));
    int theirs = p.play(1, "f-p1", Area.problem(1));
    int mine = p.play(0, "f-y1", Area.problem(1));
    int borrow = p.hand(0, "ev-borrow");
    Game g = Game.start(p);
    assertThat(power(g, theirs)).isEqualTo(2);
    assertThat(power(g, mine)).isEqualTo(1);
    g.act(new Action.PlayCard(0, borrow, null));
    target(g, leader);
    assertThat(g.s.inPlay(leader).controller()).isZero();
    assertThat(power(g, mine)).as("\"your other Friends here\" are now player 1's").isEqualTo(2);
    assertThat(power(g, theirs)).isEqualTo(1);
    g.passUntil(s -> s.turn() == 4);
    assertThat(g.s.inPlay(leader).controller()).as("back with player 2 as the turn ended").isEqualTo(1);
    assertThat(power(g, theirs)).isEqualTo(2);
    assertThat(power(g, mine)).isEqualTo(1);
  }

  @Test
  @DisplayName("513.3, 513.5, 513.6: a taken card's activated, triggered and replacement abilities work for the new controller, who controls what they make")
  void abilitiesWorkForTheNewController() {
    Position p = base();
    int pump = p.play(1, "ab-pump", Area.home(1));
    int coach = p.play(1, "ab-coach", Area.home(1));
    int shield = p.play(1, "ab-shield", Area.home(1));
    int mine = p.play(0, "f-y1", Area.home(0));
    int keep1 = p.hand(0, "ev-keep");
    int keep2 = p.hand(0, "ev-keep");
    int keep3 = p.hand(0, "ev-keep");
    int hush = p.hand(0, "ev-hush");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.Activate(0, pump, 0, -1));
    for (int[] take : new int[][] {{keep1, pump}, {keep2, coach}, {keep3, shield}}) {
      target(g.act(new Action.PlayCard(0, take[0], null)), take[1]).pass();
      assertThat(g.s.inPlay(take[1]).controller()).isZero();
    }
    assertThat(g.s.actor()).isZero();
    // Activated: player 1 may use it now, on their own Friends.
    assertThat(Engine.legalActions(g.s)).contains(new Action.Activate(0, pump, 0, -1));
    g.act(new Action.Activate(0, pump, 0, -1));
    assertThat(g.s.decision().options()).as("\"your Friends\" are player 1's").contains(mine)
        .allSatisfy(c -> assertThat(g.s.inPlay(c).controller()).isZero());
    g.choose(mine);
    assertThat(power(g, mine)).isEqualTo(3);
    assertThat(g.s.abilities().modifiers()).as("513.3: the modifier is its card's controller's")
        .extracting(org.ponytable.engine.state.Modifier::controller).containsExactly(0);
    g.pass();
    // Triggered: "when a Friend of yours moves" now watches player 1's Friends.
    int tokens = g.s.player(0).tokens();
    g.act(new Action.Move(0, mine, Area.problem(0))).pass();
    assertThat(g.s.player(0).tokens()).as("paid 2 to move, gained 1 from the coach").isEqualTo(tokens - 2 + 1);
    // Replacement: "if a Friend of yours would be frightened" now shields player 1's Friends.
    g.act(new Action.PlayCard(0, hush, null)).choose(mine);
    assertThat(g.s.inPlay(mine).frightened()).isFalse();
    assertThat(g.s.player(0).score()).isEqualTo(1);
    assertThat(g.s.player(1).score()).isZero();
  }

  @Test
  @DisplayName("513.4: an effect made by a card that has left play (no controller) is controlled by its owner")
  void leftPlayEffectIsTheOwners() {
    Position p = base();
    int farewell = p.play(1, "ab-farewell", Area.problem(1));
    int keep = p.hand(0, "ev-keep");
    int recall = p.hand(0, "ev-recall");
    Game g = Game.start(p).act(new Action.PlayCard(0, keep, null));
    target(g, farewell);
    g.pass();
    assertThat(g.s.inPlay(farewell).controller()).isZero();
    g.act(new Action.PlayCard(0, recall, null));
    target(g, farewell);
    assertThat(g.s.player(1).discard()).contains(farewell);
    assertThat(g.s.player(1).score()).as("its owner scores").isEqualTo(1);
    assertThat(g.s.player(0).score()).isZero();
  }
}
