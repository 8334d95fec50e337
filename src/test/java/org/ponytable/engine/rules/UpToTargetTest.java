package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

/** A "choose" target with "upTo": the chooser may stop after any number of cards, none included (705.2d). */
class UpToTargetTest {
  private static final String CARDS = """
      [{"id": "t-scare", "type": "event", "title": "Scare", "power": 0, "cost": 0, "timing": "immediate",
        "effects": [{"do": "frighten", "target": {"choose": {"type": "friend"}, "count": 2, "upTo": true}},
                    {"do": "draw", "amount": 1}]},
       {"id": "t-shift", "type": "event", "title": "Shift", "power": 0, "cost": 0, "timing": "immediate",
        "effects": [{"do": "moveAnywhere", "target": {"choose": {"player": "you", "type": "friend"}, "count": 2, "upTo": true},
                     "toProblem": true}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("705.2d: up to two: the chooser takes one, then stops; the effect acts on that one and the next effect goes on")
  void stopAfterOne() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.MAIN_PHASE_START);
    int a = p.play(1, "f-y1", Area.home(1));
    int b = p.play(1, "f-y2", Area.home(1));
    int scare = p.hand(0, "t-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Answer(0, Action.Meaning.NO_MORE));
    int hand = g.s.player(0).hand().size();
    g.choose(a);
    assertThat(g.s.decision().kind()).as("one option left is still a choice: it or stopping").isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactly(b);
    g.act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.inPlay(a).frightened()).isTrue();
    assertThat(g.s.inPlay(b).frightened()).isFalse();
    assertThat(g.s.player(0).hand()).hasSize(hand + 1);
  }

  @Test
  @DisplayName("705.2d: up to two may be none; without upTo the same choice can't be refused")
  void noneAtAll() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.MAIN_PHASE_START);
    int a = p.play(1, "f-y1", Area.home(1));
    int scare = p.hand(0, "t-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.decision().options()).as("a single card is asked, not taken").containsExactly(a);
    g.act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.inPlay(a).frightened()).isFalse();

    Position q = AbilityTable.base().stage(Stage.MAIN_PHASE_START);
    q.play(1, "f-y1", Area.home(1));
    q.play(1, "f-y2", Area.home(1));
    int scareAll = q.hand(0, "ev-scare");
    Game h = Game.start(q).act(new Action.PlayCard(0, scareAll, null));
    assertThat(h.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(Engine.legalActions(h.s)).doesNotContain(new Action.Answer(0, Action.Meaning.NO_MORE));
  }

  @Test
  @DisplayName("506.4: move up to two: each chosen character moves to the area chosen for it, one at a time; stopping ends it")
  void moveUpToTwo() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.MAIN_PHASE_START);
    int a = p.play(0, "f-y1", Area.home(0));
    int b = p.play(0, "f-y2", Area.home(0));
    int c = p.play(0, "f-p1", Area.home(0));
    int shift = p.hand(0, "t-shift");
    Game g = Game.start(p).act(new Action.PlayCard(0, shift, null));
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b, c);
    g.choose(a);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    g.choose(Area.problem(1).code());
    assertThat(g.s.inPlay(a).area()).as("moved before the second is chosen").isEqualTo(Area.problem(1));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(b, c);
    g.choose(b).choose(Area.problem(0).code());
    assertThat(g.s.inPlay(b).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.inPlay(c).area()).as("two at most").isEqualTo(Area.home(0));
    assertThat(g.s.resolving()).isNull();

    Game h = Game.start(p).act(new Action.PlayCard(0, shift, null)).choose(c).choose(Area.problem(0).code());
    h.act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(h.s.inPlay(c).area()).isEqualTo(Area.problem(0));
    assertThat(h.s.inPlay(a).area()).isEqualTo(Area.home(0));
    assertThat(h.s.resolving()).isNull();
  }
}
