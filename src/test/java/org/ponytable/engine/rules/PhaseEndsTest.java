package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/** 601.2: the trigger "phaseEnds" happens as the named phase's end window begins, for the player it names. */
class PhaseEndsTest {
  private static final String CARDS = """
      [{"id": "e-closer", "type": "friend", "title": "Closer", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "phaseEnds", "phase": "main", "player": "you",
                       "effects": [{"do": "score", "amount": 1}]}]}]
      """;

  @Test
  @DisplayName("601.2: at the end of your Main Phase, not at its start nor at the end of another phase")
  void endOfTheNamedPhase() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "ends.json"));
    Position p = AbilityTable.base(pool).stage(Stage.TROUBLEMAKER_PHASE_END);
    p.play(0, "e-closer", Area.home(0));
    Game g = Game.start(p).passTo(Stage.MAIN_PHASE_START);
    assertThat(g.score(0)).as("the Troublemaker Phase's end and the Main Phase's start").isZero();
    g.passTo(Stage.SCORE_PHASE_START);
    assertThat(g.score(0)).as("the Main Phase ended once").isEqualTo(1);
  }
}
