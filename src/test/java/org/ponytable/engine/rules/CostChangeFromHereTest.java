package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/** A move cost change with "from": "here" (508, 609.2b): moving away from the card's area, or to it. */
class CostChangeFromHereTest {
  private static final String CARDS = """
      [{"id": "t-toll", "type": "friend", "title": "Toll", "power": 1, "cost": 1,
        "abilities": [{"kind": "costChange", "action": "move", "cards": {"player": "opponent", "type": "character"},
                       "to": "here", "from": "here", "amount": 2}]},
       {"id": "t-exit", "type": "friend", "title": "Exit", "power": 1, "cost": 1,
        "abilities": [{"kind": "costChange", "action": "move", "cards": {"player": "opponent"}, "from": "here", "amount": 1}]}]
      """;

  @Test
  @DisplayName("508, 609.2b: the opponent pays 2 more to move a character to or from the card's Problem, not elsewhere; never its controller")
  void toOrFrom() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool);
    p.play(1, "t-toll", Area.problem(1));
    int there = p.play(0, "f-y1", Area.problem(1));
    int home = p.play(0, "f-y1", Area.home(0));
    int theirs = p.play(1, "f-p1", Area.home(1));
    GameState s = Game.start(p).s;
    int base = Costs.MOVE;
    assertThat(Costs.tokens(s, new Action.Move(0, there, Area.problem(0)))).as("from it").isEqualTo(base + 2);
    assertThat(Costs.tokens(s, new Action.Move(0, home, Area.problem(1)))).as("to it").isEqualTo(base + 2);
    assertThat(Costs.tokens(s, new Action.Move(0, home, Area.problem(0)))).as("elsewhere").isEqualTo(base);
    assertThat(Costs.tokens(s, new Action.Move(1, theirs, Area.problem(1)))).as("its controller").isEqualTo(base);
  }

  @Test
  @DisplayName("\"from\" alone: only moving away from the card's area; \"from\" belongs to move only")
  void fromAlone() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool);
    p.play(1, "t-exit", Area.problem(1));
    int there = p.play(0, "f-y1", Area.problem(1));
    int home = p.play(0, "f-y1", Area.home(0));
    GameState s = Game.start(p).s;
    assertThat(Costs.tokens(s, new Action.Move(0, there, Area.home(0)))).isEqualTo(Costs.MOVE + 1);
    assertThat(Costs.tokens(s, new Action.Move(0, home, Area.problem(1)))).isEqualTo(Costs.MOVE);
    String bad = "{\"id\": \"t-bad\", \"type\": \"friend\", \"title\": \"Bad\", \"power\": 1, \"cost\": 1,"
        + " \"abilities\": [{\"kind\": \"costChange\", \"action\": \"play\", \"from\": \"here\", \"amount\": 1}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(bad, "b.json")).hasMessageContaining("only with \"move\"");
  }
}
