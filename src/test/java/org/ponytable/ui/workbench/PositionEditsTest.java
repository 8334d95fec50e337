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

  private int problemOf(GameState g, int owner) {
    return g.play().stream().filter(c -> g.type(c.id()) == org.ponytable.engine.terms.CardType.PROBLEM
        && g.owner(c.id()) == owner).findFirst().orElseThrow().id();
  }

  @Test
  void aCardIsPutBeneathACardInPlayAndBanished() throws Refused {
    // Glossary, Pumped: cards beneath a card are banished, beneath a card in play.
    GameState t = PositionEdits.beneath(s, top, friend);
    assertThat(t.player(0).banished()).containsExactly(top);
    assertThat(t.player(0).drawDeck()).doesNotContain(top);
    assertThat(t.player(0).beneath()).containsExactly(Map.entry(top, friend));
    GameState back = PositionEdits.move(t, top, new Place.Hand(0));
    assertThat(back.player(0).beneath()).as("moved away, it is no longer beneath").isEmpty();
    assertThatThrownBy(() -> PositionEdits.beneath(s, top, inHand)).isInstanceOf(Refused.class)
        .hasMessageContaining("is not in play");
    int mane = s.play().get(0).id();
    assertThatThrownBy(() -> PositionEdits.beneath(s, mane, friend)).isInstanceOf(Refused.class)
        .hasMessageContaining("never leaves play (301.5)");
  }

  @Test
  void aModifierUntilTheEndOfTheTurnIsAddedNewestLast() throws Refused {
    int before = org.ponytable.engine.rules.Stats.power(s, s.inPlay(friend));
    GameState t = PositionEdits.modifier(s, friend, friend, 2, null, org.ponytable.engine.ability.Duration.TURN);
    assertThat(org.ponytable.engine.rules.Stats.power(t, t.inPlay(friend))).isEqualTo(before + 2);
    GameState set = PositionEdits.modifier(t, friend, friend, 0, 7, org.ponytable.engine.ability.Duration.TURN);
    // 711.3a: the later modifier applies after the earlier one.
    assertThat(org.ponytable.engine.rules.Stats.power(set, set.inPlay(friend))).isEqualTo(7);
    assertThat(set.abilities().modifiers().get(1).timestamp()).isGreaterThan(set.abilities().modifiers().get(0).timestamp());
    assertThatThrownBy(() -> PositionEdits.modifier(s, friend, friend, 2, null,
        org.ponytable.engine.ability.Duration.FACEOFF)).isInstanceOf(Refused.class)
        .hasMessageContaining("no faceoff is in progress");
    assertThatThrownBy(() -> PositionEdits.modifier(s, inHand, friend, 2, null,
        org.ponytable.engine.ability.Duration.TURN)).isInstanceOf(Refused.class).hasMessageContaining("not in play");
  }

  @Test
  void aPassSoFarMakesTheNextPassCloseTheWindow() throws Exception {
    // 510.2: Ann passed, so Bo's pass closes the window.
    GameState t = PositionEdits.passes(PositionEdits.priority(s, 1), 1);
    assertThat(t.passes()).isEqualTo(1);
    GameState after = Engine.apply(t, new org.ponytable.engine.action.Action.Pass(1)).state();
    assertThat(after.stage()).isNotEqualTo(s.stage());
    assertThatThrownBy(() -> PositionEdits.passes(s, 2)).isInstanceOf(Refused.class).hasMessageContaining("510.2");
  }

  @Test
  void theStageIsSetWithTheTurnHistoryAndTheGameRunsToItsFirstDecision() throws Refused {
    int own = problemOf(s, 0);
    int theirs = problemOf(s, 1);
    // 610.1, 612: Ann confronted her own Problem; only Bo's is left, so its Confront Step starts at once.
    GameState t = PositionEdits.stage(s, org.ponytable.engine.state.Stage.CHOOSE_CONFRONT,
        new PositionEdits.TurnHistory(java.util.List.of(), java.util.List.of(), java.util.List.of(own),
            java.util.List.of(), -1));
    assertThat(t.stage()).isEqualTo(org.ponytable.engine.state.Stage.CONFRONT_STEP_START);
    assertThat(t.scoreBook().confronted()).containsExactly(own);
    assertThat(t.scoreBook().current()).isEqualTo(theirs);
    assertThat(t.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(t.turn()).isEqualTo(s.turn());

    GameState end = PositionEdits.stage(s, org.ponytable.engine.state.Stage.MAIN_PHASE_END,
        PositionEdits.TurnHistory.NONE);
    assertThat(end.stage()).isEqualTo(org.ponytable.engine.state.Stage.MAIN_PHASE_END);
    assertThat(end.actor()).isEqualTo(end.turnPlayer());
  }

  @Test
  void aStageTheRulesDoNotAllowWithThatHistoryIsRefused() {
    int own = problemOf(s, 0);
    assertThatThrownBy(() -> PositionEdits.stage(s, org.ponytable.engine.state.Stage.CONFRONT_STEP_START,
        PositionEdits.TurnHistory.NONE)).isInstanceOf(Refused.class).hasMessageContaining("say which is being confronted");
    assertThatThrownBy(() -> PositionEdits.stage(s, org.ponytable.engine.state.Stage.MAIN_PHASE_END,
        new PositionEdits.TurnHistory(java.util.List.of(), java.util.List.of(), java.util.List.of(own),
            java.util.List.of(), -1))).isInstanceOf(Refused.class).hasMessageContaining("belong to the Score Phase");
    assertThatThrownBy(() -> PositionEdits.stage(s, org.ponytable.engine.state.Stage.CHALLENGE_STEP_END,
        new PositionEdits.TurnHistory(java.util.List.of(friend), java.util.List.of(), java.util.List.of(),
            java.util.List.of(), -1))).isInstanceOf(Refused.class).hasMessageContaining("608.3");
    assertThatThrownBy(() -> PositionEdits.stage(s, org.ponytable.engine.state.Stage.CONFRONT,
        PositionEdits.TurnHistory.NONE)).isInstanceOf(Refused.class);
  }

  @Test
  void aSetupStageStartsBeforeTurnOneWithTheProblemsBackInTheirDecks() throws Refused {
    // 102.2: each Starting Problem is chosen from the Problem deck (one choice is made at once), then 102.4 mulligans.
    GameState t = PositionEdits.stage(s, org.ponytable.engine.state.Stage.SETUP_STARTING_PROBLEM,
        PositionEdits.TurnHistory.NONE);
    assertThat(t.turn()).isZero();
    assertThat(t.stage().phase()).isEqualTo(org.ponytable.engine.terms.Phase.SETUP);
    assertThat(t.stage()).isEqualTo(org.ponytable.engine.state.Stage.SETUP_MULLIGAN);
    assertThat(t.decision().kind()).isEqualTo(DecisionKind.MULLIGAN);
    // The only Starting Problem of each deck was chosen again and is in play.
    assertThat(t.inPlay(problemOf(s, 0))).isNotNull();
    assertThat(t.player(0).problemDeck()).doesNotContain(problemOf(s, 0));
    GameState m = PositionEdits.stage(s, org.ponytable.engine.state.Stage.SETUP_MULLIGAN, PositionEdits.TurnHistory.NONE);
    assertThat(m.turn()).isZero();
    assertThat(m.stage()).isEqualTo(org.ponytable.engine.state.Stage.SETUP_MULLIGAN);
    assertThat(m.player(0).mulligan()).isNull();
    GameState withMod = PositionEdits.modifier(s, friend, friend, 1, null, org.ponytable.engine.ability.Duration.TURN);
    assertThatThrownBy(() -> PositionEdits.stage(withMod, org.ponytable.engine.state.Stage.SETUP_MULLIGAN,
        PositionEdits.TurnHistory.NONE)).isInstanceOf(Refused.class).hasMessageContaining("before the game starts");
  }
}
