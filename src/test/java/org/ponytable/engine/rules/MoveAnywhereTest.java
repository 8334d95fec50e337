package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.persistence.Notation;

/** The effect word "moveAnywhere" and its AREA decision (506.4, 506.2). */
class MoveAnywhereTest {
  private static final String CARDS = """
      [{"id": "t-shove", "type": "event", "title": "Shove", "power": 0, "cost": 0,
        "effects": [{"do": "moveAnywhere", "target": {"choose": {"player": "opponent", "type": "character"}}}]},
       {"id": "t-rush", "type": "event", "title": "Rush", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "moveAnywhere", "target": {"choose": {"player": "you", "type": "character"}}, "toProblem": true}]},
       {"id": "t-yours", "type": "event", "title": "Yours", "power": 0, "cost": 0,
        "effects": [{"do": "moveAnywhere", "target": {"choose": {"player": "opponent", "type": "friend"}, "chooser": "opponent"}}]},
       {"id": "t-stay", "type": "friend", "title": "Stay", "power": 1, "cost": 1, "colors": ["purple"],
        "abilities": [{"kind": "continuous", "cant": ["beMovedByOpponents"]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("506.4, 506.2: you choose the opponent's character, then one of the areas it may go to: its own home or a Problem, not where it is")
  void choosesCharacterThenArea() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int atHome = p.play(1, "f-p1", Area.home(1));
    int atProblem = p.play(1, "f-p1", Area.problem(0));
    p.play(0, "f-y1", Area.home(0));
    int shove = p.hand(0, "t-shove");
    Game g = Game.start(p).act(new Action.PlayCard(0, shove, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).as("the opponent's characters (their Mane included)")
        .contains(atHome, atProblem);
    g.choose(atProblem);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    assertThat(g.s.decision().player()).as("the mover chooses").isZero();
    assertThat(g.s.decision().options()).as("506.2: its controller's home and the other Problem; never your home")
        .containsExactly(Area.home(1).code(), Area.problem(1).code());
    List<String> legal = Engine.legalActions(g.s).stream().map(Notation::format)
        .filter(t -> !t.startsWith("concede")).toList();
    assertThat(legal).as("the legal answers are exactly those areas").containsExactly("move-to home:p2", "move-to problem:p2");
    g.act(Notation.parse(g.s, "move-to problem:p2", java.util.Map.of()));
    assertThat(g.s.inPlay(atProblem).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(atHome).area()).isEqualTo(Area.home(1));
  }

  @Test
  @DisplayName("506.4: a character at home has both Problems to go to; a card its opponents can't move is not offered")
  void fromHomeAndRestrictions() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int friend = p.play(1, "f-p1", Area.home(1));
    int glued = p.play(1, "t-stay", Area.home(1));
    int shove = p.hand(0, "t-shove");
    Game g = Game.start(p).act(new Action.PlayCard(0, shove, null));
    assertThat(g.s.decision().options()).contains(friend).doesNotContain(glued);
    g.choose(friend);
    assertThat(g.s.decision().options()).containsExactly(Area.problem(0).code(), Area.problem(1).code());
    g.choose(Area.problem(0).code());
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.problem(0));
  }

  @Test
  @DisplayName("506.4: with toProblem only Problems are offered, never a home; from a Problem only the other one, so nothing to ask")
  void toProblemOnly() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int home = p.play(0, "f-y1", Area.home(0));
    int rush = p.hand(0, "t-rush");
    Game g = Game.start(p).act(new Action.PlayCard(0, rush, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    g.choose(home);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    assertThat(g.s.decision().options()).containsExactly(Area.problem(0).code(), Area.problem(1).code());

    Position q = AbilityTable.base(pool());
    q.play(0, "f-y1", Area.problem(0));
    int again = q.hand(0, "t-rush");
    Game h = Game.start(q).act(new Action.PlayCard(0, again, null));
    int atProblem = h.s.decision().options().stream().filter(c -> h.s.inPlay(c).area().equals(Area.problem(0)))
        .findFirst().orElseThrow();
    h.choose(atProblem);
    assertThat(h.s.inPlay(atProblem).area()).as("the one other Problem, chosen by the engine").isEqualTo(Area.problem(1));
  }

  @Test
  @DisplayName("506.4: with chooser opponent, that player chooses the character and the area, and is the one who moves it")
  void opponentChoosesAndMoves() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.play(1, "f-p1", Area.home(1));
    p.play(1, "f-p1", Area.home(1));
    int yours = p.hand(0, "t-yours");
    Game g = Game.start(p).act(new Action.PlayCard(0, yours, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().player()).isEqualTo(1);
    g.choose(a);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    assertThat(g.s.decision().player()).as("the same player chooses where").isEqualTo(1);
    g.act(Notation.parse(g.s, "move-to problem:p2", java.util.Map.of()));
    assertThat(g.s.inPlay(a).area()).isEqualTo(Area.problem(1));
  }
}
