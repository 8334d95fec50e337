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

/**
 * "Up to N" targets ({@code "upTo": true}): the chooser picks cards one at a time and may stop
 * after any number, none included (104.2b: nobody must choose more than exist), answering
 * "no more cards" (so even one card left is two options, not the engine's to take); moving several
 * characters, each to an area of the mover's choice (506.4).
 */
class MoveUpToTest {
  private static final String CARDS = """
      [{"id": "t-sled", "type": "event", "title": "Sled", "power": 0, "cost": 0,
        "effects": [{"do": "moveAnywhere", "target": {"choose": {"player": "you", "type": "friend"}, "count": 2, "upTo": true}}]},
       {"id": "t-rally", "type": "event", "title": "Rally", "power": 0, "cost": 0,
        "effects": [{"do": "move", "target": {"choose": {"player": "you", "type": "friend"}, "count": 3, "upTo": true}, "to": "home"}]},
       {"id": "t-shove", "type": "event", "title": "Shove", "power": 0, "cost": 0,
        "effects": [{"do": "moveAnywhere", "target": {"choose": {"player": "you", "type": "friend"}}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static boolean mayStop(Game g) {
    return Engine.legalActions(g.s).contains(new Action.Answer(g.s.decision().player(), Action.Meaning.NO_MORE));
  }

  @Test
  @DisplayName("506.4: up to 2 characters, each moved to an area of the mover's choice, then no third is asked")
  void movesTwoThenStops() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.play(0, "f-y1", Area.home(0));
    int b = p.play(0, "f-y1", Area.home(0));
    int c = p.play(0, "f-y1", Area.home(0));
    int sled = p.hand(0, "t-sled");
    Game g = Game.start(p).act(new Action.PlayCard(0, sled, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b, c);
    assertThat(mayStop(g)).as("the chooser may stop at once").isTrue();
    g.choose(a);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    g.choose(Area.problem(0).code());
    assertThat(g.s.inPlay(a).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).as("a moved character is not offered again").containsExactlyInAnyOrder(b, c);
    g.choose(b);
    g.choose(Area.problem(1).code());
    assertThat(g.s.inPlay(b).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(c).area()).as("two at most").isEqualTo(Area.home(0));
    assertThat(g.s.resolving()).as("the effect is done").isNull();
    assertThat(org.ponytable.engine.ability.Words.target(((org.ponytable.engine.ability.Effect) g.s.def(sled).event()
        .effects().get(0)).target())).as("its words").startsWith("up to 2 chosen");
  }

  @Test
  @DisplayName("506.4: \"up to 2\": \"no more cards\" after one moves that one only; at once, none")
  void stopsWhenTheChooserSaysSo() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.play(0, "f-y1", Area.home(0));
    int b = p.play(0, "f-y1", Area.home(0));
    int sled = p.hand(0, "t-sled");
    int sled2 = p.hand(0, "t-sled");
    Game g = Game.start(p).act(new Action.PlayCard(0, sled, null));
    g.choose(a);
    g.choose(Area.problem(0).code());
    g.act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.inPlay(a).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.inPlay(b).area()).isEqualTo(Area.home(0));
    assertThat(g.s.resolving()).isNull();
    g.act(new Action.Pass(1)).act(new Action.PlayCard(0, sled2, null));
    g.act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.inPlay(a).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.inPlay(b).area()).as("none chosen, none moved").isEqualTo(Area.home(0));
  }

  @Test
  @DisplayName("506.4: with one character left \"up to\" is still a choice between two options: take it or stop")
  void oneOptionIsStillAChoice() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.play(0, "f-y1", Area.problem(0));
    int rally = p.hand(0, "t-rally");
    Game g = Game.start(p).act(new Action.PlayCard(0, rally, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactly(a);
    assertThat(mayStop(g)).isTrue();
    g.act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.inPlay(a).area()).as("not moved").isEqualTo(Area.problem(0));
  }

  @Test
  @DisplayName("506.4: a target without \"upTo\" offers no \"no more cards\": a single choice must be made")
  void withoutUpToNoStopping() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.play(0, "f-y1", Area.home(0));
    int b = p.play(0, "f-y1", Area.home(0));
    int shove = p.hand(0, "t-shove");
    Game g = Game.start(p).act(new Action.PlayCard(0, shove, null));
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b);
    assertThat(mayStop(g)).isFalse();
  }
}
