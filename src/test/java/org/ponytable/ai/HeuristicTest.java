package org.ponytable.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/** The judgement Easy plays by and Normal imagines with. */
class HeuristicTest {
  /** A game the judgement knows nothing of: only the actions' kinds count. */
  private static final Heuristic.Seen NOTHING = new Heuristic.Seen() {
    @Override
    public CardDef def(int id) {
      return null;
    }

    @Override
    public int powerAt(int player, Area area) {
      return 0;
    }

    @Override
    public int problemAt(Area area) {
      return -1;
    }

    @Override
    public Area areaOf(int id) {
      return null;
    }

    @Override
    public int handSize(int player) {
      return 0;
    }

    @Override
    public int controller(int id) {
      return -1;
    }
  };

  @Test
  void anAbilityUsedAgainAndAgainInATurnLosesToPassing() {
    Action pass = new Action.Pass(0);
    Action ready = new Action.Activate(0, 5, 0, -1);
    Action other = new Action.Activate(0, 6, 1, -1);
    List<Action> legal = List.of(pass, ready);
    Heuristic.Repeats repeats = new Heuristic.Repeats();
    Random random = new Random(1);
    // An ability (2) beats passing (1) until used twice this turn: 2 - 0.75 per use.
    assertThat(Heuristic.best(legal, NOTHING, DecisionKind.PRIORITY, 3, repeats, random)).isEqualTo(ready);
    assertThat(Heuristic.best(legal, NOTHING, DecisionKind.PRIORITY, 3, repeats, random)).isEqualTo(ready);
    assertThat(Heuristic.best(legal, NOTHING, DecisionKind.PRIORITY, 3, repeats, random)).isEqualTo(pass);
    // Another ability of another card has its own count.
    assertThat(Heuristic.best(List.of(pass, ready, other), NOTHING, DecisionKind.PRIORITY, 3, repeats, random))
        .isEqualTo(other);
    // A new turn starts the counts again.
    assertThat(Heuristic.best(legal, NOTHING, DecisionKind.PRIORITY, 4, repeats, random)).isEqualTo(ready);
  }
}
