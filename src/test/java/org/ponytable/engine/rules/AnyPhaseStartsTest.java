package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.Phase;

/** "phaseStarts" without "phase": "after the start of any phase" (601.2, 512.4b; rulings.md). */
class AnyPhaseStartsTest {
  private static final String CARDS = """
      [{"id": "t-any", "type": "event", "title": "Any", "power": 0, "cost": 0,
        "timing": "reaction", "reactTo": {"when": "phaseStarts", "player": "anyone"}, "effects": [{"do": "draw", "amount": 1}]},
       {"id": "t-main", "type": "event", "title": "Main", "power": 0, "cost": 0,
        "timing": "reaction", "reactTo": {"when": "phaseStarts", "phase": "main", "player": "anyone"},
        "effects": [{"do": "draw", "amount": 1}]}]
      """;

  @Test
  @DisplayName("601.2, 512.4b: a Reaction to any phase's start may be played as each phase starts; one naming a phase only then")
  void everyPhaseStartMeetsIt() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool).stage(Stage.READY_STEP);
    int any = p.hand(0, "t-any");
    int main = p.hand(0, "t-main");
    Game g = Game.start(p);
    List<Phase> anyOffered = new ArrayList<>();
    List<Phase> mainOffered = new ArrayList<>();
    for (int i = 0; i < 200 && g.s.turn() == 3 && !g.s.isOver(); i++) {
      if (g.hasPriority() && g.s.actor() == 0) {
        List<Action> legal = Engine.legalActions(g.s);
        if (legal.contains(new Action.PlayCard(0, any, null)) && !anyOffered.contains(g.s.phase())) {
          anyOffered.add(g.s.phase());
        }
        if (legal.contains(new Action.PlayCard(0, main, null)) && !mainOffered.contains(g.s.phase())) {
          mainOffered.add(g.s.phase());
        }
      }
      if (g.hasPriority()) {
        g.pass();
      } else {
        g.choose(g.s.decision().options().get(0));
      }
    }
    assertThat(anyOffered).containsExactly(Phase.TROUBLEMAKER, Phase.MAIN, Phase.SCORE, Phase.END);
    assertThat(mainOffered).containsExactly(Phase.MAIN);
  }
}
