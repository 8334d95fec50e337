package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.Step;
import org.ponytable.engine.view.PlayerView;

/** Reactions (512.4, 512.4b-d) and the rulebook's timing rules for them. */
class ReactionTest {
  private static Position base() {
    return AbilityTable.base().tokens(0, 6);
  }

  @Test
  @DisplayName("512.4: the opponent plays a Reaction Event on the turn player's turn, after the condition is met")
  void opponentReactsOnYourTurn() {
    Position p = base();
    int walker = p.play(0, "f-y1", Area.home(0));
    int trip = p.hand(1, "ev-trip");
    Game g = Game.start(p).pass();
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(Engine.hasActionBesidesPass(g.s)).as("no condition met yet: an empty window for the table to skip")
        .isFalse();
    g = Game.start(p).act(new Action.Move(0, walker, Area.problem(0)));
    assertThat(g.s.actor()).as("510.1: after the action the other player has priority").isEqualTo(1);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(1, trip, null));
    assertThat(Engine.hasActionBesidesPass(g.s)).isTrue();
    g.act(new Action.PlayCard(1, trip, null));
    assertThat(Stats.power(g.s, g.s.inPlay(walker))).as("\"it\" is the moved card").isEqualTo(2);
    assertThat(g.s.player(1).discard()).contains(trip);
    assertThat(g.s.actor()).isEqualTo(0);
  }

  @Test
  @DisplayName("512.4c: a card reacts once per instance; another card may react to the same instance")
  void oncePerInstanceEachCard() {
    Position p = base().tokens(1, 5);
    int walker = p.play(0, "f-y1", Area.home(0));
    int other = p.play(0, "f-y1", Area.home(0));
    int sentry = p.play(1, "ab-sentry", Area.home(1));
    int trip1 = p.hand(1, "ev-trip");
    int trip2 = p.hand(1, "ev-trip");
    Game g = Game.start(p).act(new Action.Move(0, walker, Area.problem(0)));
    Action react = new Action.Activate(1, sentry, 0, -1);
    assertThat(Engine.legalActions(g.s)).contains(react);
    g.act(react).pass();
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(Engine.legalActions(g.s)).as("the sentry has reacted to this move; nothing else stops it")
        .doesNotContain(react)
        .contains(new Action.PlayCard(1, trip1, null), new Action.PlayCard(1, trip2, null));
    g.act(new Action.PlayCard(1, trip1, null)).pass();
    assertThat(Engine.legalActions(g.s)).as("each copy is a different card").contains(new Action.PlayCard(1, trip2, null));
    // A new move is a new instance: the sentry may react again.
    Game g2 = Game.start(p).act(new Action.Move(0, walker, Area.problem(0))).act(react)
        .act(new Action.Move(0, other, Area.problem(0)));
    assertThat(Engine.legalActions(g2.s)).contains(react);
    assertThatThrownBy(() -> Game.start(p).act(react)).isInstanceOf(Refusal.class);
  }

  @Test
  @DisplayName("512.4d: only conditions met since the most recent priority window closed can be reacted to")
  void windowCloseEndsChances() {
    Position p = base();
    int walker = p.play(0, "f-y1", Area.home(0));
    int trip = p.hand(1, "ev-trip");
    Game g = Game.start(p).act(new Action.Move(0, walker, Area.problem(0)));
    assertThat(g.s.abilities().chances()).hasSize(1);
    g.pass().pass();
    assertThat(g.s.stage()).isNotEqualTo(Stage.MAIN_PHASE_START);
    assertThat(g.s.abilities().chances()).isEmpty();
    g.passUntil(s -> s.actor() == 1);
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.PlayCard(1, trip, null));
    assertThatThrownBy(() -> new Game(g.s).act(new Action.PlayCard(1, trip, null)))
        .isInstanceOf(Refusal.class).hasMessageContaining("512.4d");
  }

  @Test
  @DisplayName("512.4b: a Reaction naming a phase needs its condition met in that phase")
  void phaseReaction() {
    Position p = base();
    int walker = p.play(0, "f-y1", Area.home(0));
    int late = p.hand(1, "ev-late");
    Game g = Game.start(p).act(new Action.Move(0, walker, Area.problem(0)));
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.PlayCard(1, late, null));
  }

  @Test
  @DisplayName("512.4b: a Reaction naming a step needs its condition met in that step, not elsewhere in its phase")
  void stepReaction() {
    Position p = base().stage(Stage.TROUBLEMAKER_PHASE_START);
    int first = p.play(1, "f-p1", Area.problem(1));
    int second = p.play(1, "f-p1", Area.problem(1));
    p.hand(0, "ev-spook");
    p.hand(0, "ev-spook");
    int inPhase = p.hand(1, "ev-in-phase");
    int inStep = p.hand(1, "ev-in-step");
    Game g = Game.start(p);
    int spook = g.s.player(0).hand().get(0);
    g.act(new Action.PlayCard(0, spook, null)).choose(first);
    assertThat(g.s.inPlay(first).frightened()).isTrue();
    assertThat(g.s.step()).as("the Troublemaker Phase's own window has no step").isEqualTo(Step.NONE);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(1, inPhase, null))
        .doesNotContain(new Action.PlayCard(1, inStep, null));

    g.passTo(Stage.UNCOVER_STEP_START);
    int again = g.s.player(0).hand().get(0);
    g.act(new Action.PlayCard(0, again, null));
    assertThat(g.s.inPlay(second).frightened()).isTrue();
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(1, inStep, null), new Action.PlayCard(1, inPhase, null));
    g.act(new Action.PlayCard(1, inStep, null));
    assertThat(g.s.player(1).hand()).doesNotContain(inStep).hasSize(2);
  }

  @Test
  @DisplayName("512.4: a player trigger as the condition: reacting to the opponent confronting")
  void reactToConfront() {
    Position p = base();
    for (int i = 0; i < 4; i++) {
      p.play(0, "f-y1", Area.problem(0));
    }
    int cheer = p.hand(1, "ev-cheer-up");
    Game g = Game.start(p).passUntil(s -> s.stage() == Stage.CONFRONT_STEP_END && s.actor() == 1);
    assertThat(g.events(GameEvent.Confronted.class)).hasSize(1);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(1, cheer, null));
  }

  @Test
  @DisplayName("404, 512.4: the other player's chances to react are not in a player's view (they'd reveal a hand)")
  void chancesHidden() {
    Position p = base();
    int walker = p.play(0, "f-y1", Area.home(0));
    p.hand(1, "ev-trip");
    Game g = Game.start(p).act(new Action.Move(0, walker, Area.problem(0)));
    assertThat(PlayerView.of(g.s, 1).abilities().chances()).hasSize(1);
    assertThat(PlayerView.of(g.s, 0).abilities().chances()).isEmpty();
    assertThat(PlayerView.of(g.s, 0).abilities().met()).as("nor how many conditions were met").isZero();
  }
}
