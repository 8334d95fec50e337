package org.ponytable.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.StateInvariants;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.workbench.PositionEdits.Place;
import org.ponytable.ui.workbench.PositionEdits.Refused;

/** Every kind of position edit, each checked by the engine's invariants (issue 13, the workbench). */
class PositionEditsTest {
  private final Position p = AbilityCards.mainPhaseTable().name(0, "Ann").name(1, "Bo").tokens(0, 3);
  private final int top = p.deck(0, "f-y1");
  private final int second = p.deck(0, "f-y2");
  private final int third = p.deck(0, "f-y3");
  private final int inHand = p.hand(0, "f-o2");
  private final int friend = p.play(0, "f-p1", Area.home(0));
  private final int spare = p.problemDeck(0, "pr-yo");
  private final int spare2 = p.problemDeck(0, "pr-any");
  private final GameState s = p.start();

  @Test
  void theStartingPositionIsAPriorityWindowForAnn() {
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(s.actor()).isZero();
    assertThat(StateInvariants.violations(s)).isEmpty();
  }

  @Test
  void aCardMovesFromTheDeckToTheHand() throws Refused {
    GameState t = PositionEdits.move(s, second, new Place.Hand(0));
    assertThat(t.player(0).hand()).containsExactly(inHand, second);
    assertThat(t.player(0).drawDeck()).containsExactly(top, third);
    assertThat(s.player(0).drawDeck()).as("the old state is untouched").containsExactly(top, second, third);
  }

  @Test
  void aDeckIsReorderedStepByStepAndToTopAndBottom() throws Refused {
    GameState down = PositionEdits.shift(s, top, 1);
    assertThat(down.player(0).drawDeck()).containsExactly(second, top, third);
    GameState up = PositionEdits.shift(down, third, -1);
    assertThat(up.player(0).drawDeck()).containsExactly(second, third, top);
    GameState toTop = PositionEdits.move(up, top, new Place.DrawDeck(0, 0));
    assertThat(toTop.player(0).drawDeck()).containsExactly(top, second, third);
    GameState toBottom = PositionEdits.move(toTop, top, new Place.DrawDeck(0, Integer.MAX_VALUE));
    assertThat(toBottom.player(0).drawDeck()).containsExactly(second, third, top);
    assertThatThrownBy(() -> PositionEdits.shift(s, top, -1)).isInstanceOf(Refused.class)
        .hasMessageContaining("already at the top");
    GameState problems = PositionEdits.shift(s, spare, 1);
    assertThat(problems.player(0).problemDeck()).containsExactly(spare2, spare);
  }

  @Test
  void anyCardOfThePoolIsAddedToAnyZoneOrArea() throws Refused {
    int n = s.cards().size();
    GameState hand = PositionEdits.add(s, "f-b3", 1, new Place.Hand(1));
    assertThat(hand.player(1).hand()).containsExactly(n);
    assertThat(hand.card(n).owner()).isEqualTo(1);
    GameState deck = PositionEdits.add(s, "f-b3", 0, new Place.DrawDeck(0, 1));
    assertThat(deck.player(0).drawDeck()).containsExactly(top, n, second, third);
    GameState discard = PositionEdits.add(s, "f-b3", 0, new Place.Discard(0));
    assertThat(discard.player(0).discard()).containsExactly(n);
    GameState home = PositionEdits.add(s, "f-b3", 1, new Place.Play(Area.home(1), 1, false));
    assertThat(home.inPlay(n).area()).isEqualTo(Area.home(1));
    GameState atProblem = PositionEdits.add(s, "f-b3", 0, new Place.Play(Area.problem(1), 0, false));
    assertThat(atProblem.inPlay(n).area()).isEqualTo(Area.problem(1));
    GameState faceDown = PositionEdits.add(s, "tm-2", 1, new Place.Play(Area.problem(0), 1, true));
    assertThat(faceDown.inPlay(n).faceDown()).isTrue();
    GameState problemDeck = PositionEdits.add(s, "pr-p", 0, new Place.ProblemDeck(0, 0));
    assertThat(problemDeck.player(0).problemDeck()).startsWith(n);
    GameState hosted = PositionEdits.add(s, "rs-saddle", 0, new Place.OnHost(friend));
    assertThat(hosted.inPlay(n).host()).isEqualTo(friend);
    assertThat(hosted.inPlay(n).area()).isEqualTo(Area.home(0));
    assertThat(Engine.legal(hosted).list()).as("the engine plays on from the edited position").isNotEmpty();
  }

  @Test
  void aCardIsRemovedAndTheLaterCardsAreRenumbered() throws Refused {
    GameState t = PositionEdits.remove(s, second);
    assertThat(t.cards()).hasSize(s.cards().size() - 1);
    assertThat(t.player(0).drawDeck()).containsExactly(top, third - 1);
    assertThat(t.player(0).hand()).containsExactly(inHand - 1);
    assertThat(t.inPlay(friend - 1).area()).isEqualTo(Area.home(0));
    assertThat(t.card(third - 1).defId()).isEqualTo("f-y3");
  }

  @Test
  void statusesOfCardsInPlayAreSet() throws Refused {
    GameState tired = PositionEdits.exhaust(s, friend, true);
    assertThat(tired.inPlay(friend).exhausted()).isTrue();
    assertThat(PositionEdits.exhaust(tired, friend, false).inPlay(friend).exhausted()).isFalse();
    GameState saddled = PositionEdits.add(tired, "rs-saddle", 0, new Place.OnHost(friend));
    int saddle = saddled.cards().size() - 1;
    GameState scared = PositionEdits.frighten(saddled, friend, true);
    assertThat(scared.inPlay(friend).frightened()).isTrue();
    assertThat(scared.inPlay(friend).faceDown()).isTrue();
    assertThat(scared.player(0).discard()).as("504.1: its attachments go to the discard pile").containsExactly(saddle);
    assertThat(PositionEdits.frighten(scared, friend, false).inPlay(friend).faceDown()).isFalse();
    int tm = s.cards().size();
    GameState lurking = PositionEdits.add(s, "tm-4", 1, new Place.Play(Area.problem(0), 1, true));
    assertThat(PositionEdits.faceDown(lurking, tm, false).inPlay(tm).faceDown()).isFalse();
    GameState counted = PositionEdits.counters(s, friend, "wing", 2);
    assertThat(counted.inPlay(friend).counters()).isEqualTo(Map.of("wing", 2));
    assertThat(PositionEdits.counters(counted, friend, "wing", 0).inPlay(friend).counters()).isEmpty();
  }

  @Test
  void controlBoostedSideAndConfrontedAreSet() throws Refused {
    GameState given = PositionEdits.control(s, friend, 1);
    assertThat(given.inPlay(friend).controller()).isEqualTo(1);
    assertThat(given.owner(friend)).isZero();
    assertThat(given.inPlay(friend).area()).as("511.4: not left in Ann's home").isEqualTo(Area.home(1));
    int mane = s.maneOf(0);
    assertThat(PositionEdits.boost(s, mane, true).inPlay(mane).boosted()).isTrue();
    assertThatThrownBy(() -> PositionEdits.boost(s, friend, true)).hasMessageContaining("only a Mane Character");
    int problem = s.problemAt(0);
    assertThat(PositionEdits.confronted(s, problem, true).inPlay(problem).confronted()).isTrue();
    assertThatThrownBy(() -> PositionEdits.confronted(s, friend, true)).hasMessageContaining("only Problems");
  }

  @Test
  void pointsTokensAndPriorityAreSet() throws Refused {
    assertThat(PositionEdits.score(s, 1, 9).player(1).score()).isEqualTo(9);
    assertThat(PositionEdits.tokens(s, 0, 7).player(0).tokens()).isEqualTo(7);
    GameState bo = PositionEdits.priority(s, 1);
    assertThat(bo.actor()).isEqualTo(1);
    assertThat(Engine.legal(bo).list()).allMatch(a -> a.player() == 1);
  }

  @Test
  void anEditThatBreaksAnInvariantIsRefusedWithTheRuleAndNothingChanges() {
    assertThatThrownBy(() -> PositionEdits.score(s, 0, 15)).isInstanceOf(Refused.class)
        .hasMessageContaining("ends the game at once (103.1)");
    assertThatThrownBy(() -> PositionEdits.tokens(s, 0, -1)).hasMessageContaining("502.1");
    assertThatThrownBy(() -> PositionEdits.move(s, top, new Place.Play(Area.home(0), 0, true)))
        .hasMessageContaining("only Troublemakers and frightened cards are (505)");
    assertThatThrownBy(() -> PositionEdits.add(s, "tm-2", 0, new Place.Play(Area.home(0), 0, false)))
        .hasMessageContaining("306.1");
    assertThatThrownBy(() -> PositionEdits.move(s, inHand, new Place.Hand(1))).hasMessageContaining("406.1");
    assertThatThrownBy(() -> PositionEdits.add(s, "pr-p", 0, new Place.Play(Area.problem(0), 0, false)))
        .hasMessageContaining("exactly one (303.1)");
    assertThatThrownBy(() -> PositionEdits.exhaust(s, p.build().play().get(2).id(), true))
        .hasMessageContaining("503.4a");
    assertThatThrownBy(() -> PositionEdits.move(s, inHand, new Place.OnHost(friend)))
        .hasMessageContaining("only an attachment");
    assertThatThrownBy(() -> PositionEdits.add(s, "no-such-card", 0, new Place.Hand(0)))
        .hasMessageContaining("no card no-such-card");
    assertThat(s.player(0).score()).isZero();
    assertThat(s.cards()).hasSize(p.build().cards().size());
  }

  @Test
  void editsWaitForAPriorityWindowWithNothingBeingResolved() {
    GameState mulligan = s.withDecision(new org.ponytable.engine.state.Decision(DecisionKind.MULLIGAN, 0,
        java.util.List.of()));
    assertThatThrownBy(() -> PositionEdits.score(mulligan, 0, 1)).isInstanceOf(Refused.class)
        .hasMessageContaining("priority window");
  }
}
