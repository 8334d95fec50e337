package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;
import org.ponytable.persistence.Notation;

/**
 * Confront requirement changes made by effects for a while (611.3, `changeRequirement`) and by
 * continuous abilities at Problems other than this card's (`requirementChange` with `problems`).
 */
class RequirementChangeWordsTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "r-raise", "type": "event", "title": "Raise", "power": 0, "cost": 0, "effects": [
             {"do": "chooseProblem"}, {"do": "changeRequirement", "amount": 2, "until": "yourNextTurn"}]},
           {"id": "r-ease", "type": "event", "title": "Ease", "power": 0, "cost": 0, "effects": [
             {"do": "chooseProblem"}, {"do": "changeRequirement", "amount": -3, "until": "turn"}]},
           {"id": "r-guard", "type": "friend", "title": "Guard", "power": 1, "cost": 1, "abilities": [
             {"kind": "activated", "timing": "main", "effects": [{"do": "retire", "target": "this"},
               {"do": "changeRequirement", "amount": 3, "player": "opponent", "until": "turn"}]}]},
           {"id": "r-caravan", "type": "problem", "title": "Caravan", "ownerRequirement": [{"power": 4}],
            "opponentRequirement": [{"power": 4}], "bonus": 1, "abilities": [
             {"kind": "requirementChange", "player": "you", "amount": -2, "problems": {"type": "problem", "player": "opponent"}}]}]""",
          "requirement-change-words.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("611.3: 'until the start of your next turn' raises a chosen Problem's requirement for both players, through the opponent's turn")
  void raisedUntilYourNextTurn() {
    Position p = AbilityTable.base(POOL);
    int raise = p.hand(0, "r-raise");
    Game g = Game.start(p).act(new Action.PlayCard(0, raise, null));
    g.act(Notation.parse(g.s, "problem problem:p2", Map.of()));
    int theirs = g.s.problemAt(1);
    int mine = g.s.problemAt(0);
    assertThat(Confronting.requirementFor(g.s, theirs, 0)).containsExactly(RequirementPart.any(6));
    assertThat(Confronting.requirementFor(g.s, theirs, 1)).as("players: its owner too").containsExactly(RequirementPart.any(6));
    assertThat(Confronting.requirementFor(g.s, mine, 0)).as("not the other Problem").containsExactly(RequirementPart.any(4));
    g.passUntil(s -> s.turnPlayer() == 1 && s.stage() == Stage.MAIN_PHASE_START);
    assertThat(Confronting.requirementFor(g.s, theirs, 1)).as("the opponent's turn").containsExactly(RequirementPart.any(6));
    g.passUntil(s -> s.turnPlayer() == 0);
    assertThat(Confronting.requirementFor(g.s, theirs, 0)).as("ended as the controller's turn starts")
        .containsExactly(RequirementPart.any(4));
  }

  @Test
  @DisplayName("611.3, 616.4: 'reduce ... until the end of the turn' ends with the turn, never below 0")
  void reducedUntilTheEndOfTheTurn() {
    Position p = AbilityTable.base(POOL);
    int ease = p.hand(0, "r-ease");
    int ease2 = p.hand(0, "r-ease");
    Game g = Game.start(p).act(new Action.PlayCard(0, ease, null));
    g.act(Notation.parse(g.s, "problem problem:p1", Map.of()));
    int mine = g.s.problemAt(0);
    assertThat(Confronting.requirementFor(g.s, mine, 0)).containsExactly(RequirementPart.any(1));
    g.pass(); // priority came back to the player after the other passed
    g.act(new Action.PlayCard(0, ease2, null));
    g.act(Notation.parse(g.s, "problem problem:p1", Map.of()));
    assertThat(Confronting.requirementFor(g.s, mine, 0)).as("changes add up, never below 0").containsExactly(RequirementPart.any(0));
    // Requirement 0: the Score Phase asks about confronting; any answer will do on the way.
    for (int i = 0; i < 1000 && g.s.turnPlayer() == 0; i++) {
      var legal = Engine.legalActions(g.s);
      g.act(legal.contains(new Action.Pass(g.s.decision().player())) ? new Action.Pass(g.s.decision().player()) : legal.get(0));
    }
    assertThat(g.s.turnPlayer()).isEqualTo(1);
    assertThat(Confronting.requirementFor(g.s, mine, 0)).containsExactly(RequirementPart.any(4));
    assertThat(g.s.player(0).confrontChanges()).isEmpty();
  }

  @Test
  @DisplayName("501.5, 611.3: 'retire this card; your opponent needs +3 to confront this card's Problem' reads where the card was")
  void thisCardsProblemAfterItLeaves() {
    Position p = AbilityTable.base(POOL);
    int guard = p.play(0, "r-guard", Area.problem(0));
    Game g = Game.start(p).act(new Action.Activate(0, guard, 0, -1));
    assertThat(g.s.inPlay(guard)).isNull();
    int mine = g.s.problemAt(0);
    assertThat(Confronting.requirementFor(g.s, mine, 1)).containsExactly(RequirementPart.any(7));
    assertThat(Confronting.requirementFor(g.s, mine, 0)).as("only the opponent").containsExactly(RequirementPart.any(4));
    Position q = AbilityTable.base(POOL);
    int home = q.play(0, "r-guard", Area.home(0));
    Game h = Game.start(q).act(new Action.Activate(0, home, 0, -1));
    assertThat(h.s.player(1).confrontChanges()).as("at home: no Problem of its own").isEmpty();
  }

  @Test
  @DisplayName("611.3: 'you need -2 power to confront opposing Problems' changes the opponent's Problem, not its own")
  void opposingProblems() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "r-caravan");
    p.problem(1, "pr-any");
    Game g = Game.start(p);
    assertThat(Confronting.requirementFor(g.s, g.s.problemAt(1), 0)).containsExactly(RequirementPart.any(2));
    assertThat(Confronting.requirementFor(g.s, g.s.problemAt(0), 0)).as("its own Problem").containsExactly(RequirementPart.any(4));
    assertThat(Confronting.requirementFor(g.s, g.s.problemAt(1), 1)).as("only its controller").containsExactly(RequirementPart.any(4));
  }
}
