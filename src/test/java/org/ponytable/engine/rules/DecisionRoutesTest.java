package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Action.Meaning;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.ReplacementChoices;
import org.ponytable.engine.state.Resolution;
import org.ponytable.persistence.Notation;

/** Decisions answered along one route each (rules.Route), and procedures in progress as a stack. */
class DecisionRoutesTest {

  /** A search (518.1) waiting for player 1's answer. */
  private static GameState searching() {
    Position p = AbilityTable.base().tokens(0, 6);
    p.deck(0, "f-p1");
    int seek = p.hand(0, "ev-seek");
    GameState s = Game.start(p).act(new Action.PlayCard(0, seek, null)).s;
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.SEARCH);
    return s;
  }

  @Test
  @DisplayName("Every decision kind has exactly one route, and the route lists what it takes")
  void everyKindRouted() {
    for (DecisionKind k : DecisionKind.values()) {
      assertThat(Route.of(k).kind()).as(k.name()).isEqualTo(k);
    }
    assertThat(Route.of(DecisionKind.MAY).meanings()).containsExactly(Meaning.YES, Meaning.NO);
    assertThat(Route.of(DecisionKind.SEARCH).meanings()).containsExactly(Meaning.FIND_NOTHING);
    assertThat(Route.of(DecisionKind.PUMPED).meanings()).containsExactly(Meaning.NO_MORE);
    assertThat(Route.of(DecisionKind.DISCARD).meanings()).isEmpty();
  }

  @Test
  @DisplayName("518.1: a search takes a card or 'find nothing'; a yes is refused, saying what it takes")
  void answerOfAnotherDecisionRefused() {
    GameState s = searching();
    assertThat(Engine.legalActions(s)).contains(new Action.Answer(0, Meaning.FIND_NOTHING))
        .doesNotContain(new Action.Answer(0, Meaning.YES), new Action.Answer(0, Meaning.NO));
    assertThatThrownBy(() -> Engine.apply(s, new Action.Answer(0, Meaning.YES)))
        .isInstanceOf(Refusal.class)
        .hasMessageContaining("'yes' is not an answer here")
        .hasMessageContaining("a card offered or find nothing");
    assertThatThrownBy(() -> Engine.apply(s, new Action.Answer(0, Meaning.NO_MORE)))
        .isInstanceOf(Refusal.class)
        .hasMessageContaining("'no more cards' is not an answer here");
  }

  @Test
  @DisplayName("712.3: a 'may' takes yes or no, not 'find nothing'")
  void mayTakesYesOrNo() {
    Position p = AbilityTable.base().tokens(0, 5);
    int may = p.hand(0, "ab-may");
    GameState s = Game.start(p).act(new Action.PlayCard(0, may, Area.home(0))).s;
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThatThrownBy(() -> Engine.apply(s, new Action.Answer(0, Meaning.FIND_NOTHING)))
        .isInstanceOf(Refusal.class)
        .hasMessageContaining("'find nothing' is not an answer here")
        .hasMessageContaining("yes or no");
  }

  @Test
  @DisplayName("Old texts still mean the right thing: 'no' to a search is finding nothing, and is written 'no'")
  void oldTextsParse() {
    GameState s = searching();
    Action no = Notation.parse(s, "no", Map.of());
    assertThat(no).isEqualTo(new Action.Answer(0, Meaning.FIND_NOTHING));
    assertThat(Notation.format(no)).isEqualTo("no");
    assertThat(Notation.format(new Action.Answer(0, Meaning.NO_MORE))).isEqualTo("no");
    GameState after = Engine.apply(s, no).state();
    assertThat(after.resolving()).as("the search ended; the Event finished").isNull();
  }

  @Test
  @DisplayName("707.4: a faceoff an effect starts goes beneath that effect; a 710.5 choice sits on top")
  void pendingStack() {
    GameState s = searching();
    Resolution r = s.resolving();
    assertThat(s.pending()).containsExactly(r);
    assertThat(s.top()).isSameAs(r);
    Faceoff f = new Faceoff(FaceoffKind.EFFECT, List.of(), -1, 0, Faceoff.Stage.START_WINDOW, -1, false, List.of());
    GameState inFaceoff = s.withFaceoff(f);
    assertThat(inFaceoff.pending()).containsExactly(f, r);
    assertThat(inFaceoff.top()).as("the effect that started it is processed to its end first").isSameAs(r);
    ReplacementChoices rc = new ReplacementChoices(List.of(), null, null, null, -1);
    GameState asking = inFaceoff.withReplacing(rc);
    assertThat(asking.pending()).containsExactly(f, r, rc);
    Resolution next = r.advanced();
    assertThat(asking.withResolving(next).pending()).as("changed in place").containsExactly(f, next, rc);
    assertThat(asking.withResolving(null).withReplacing(null).pending()).containsExactly(f);
    assertThat(asking.withFaceoff(null).faceoff()).isNull();
  }

  @Test
  @DisplayName("A decision a procedure asks is open only while that procedure is on top")
  void decisionOfTheTopProcedure() {
    GameState s = searching();
    assertThat(StateInvariants.violations(s)).isEmpty();
    // Glossary, Random is a faceoff's question: with the search on top and no faceoff, it can't be open.
    GameState orphan = s.withDecision(new Decision(DecisionKind.RANDOM, 0, s.decision().options()));
    assertThat(StateInvariants.violations(orphan)).anyMatch(v -> v.contains("the procedure asking it must be on top"));
  }
}
