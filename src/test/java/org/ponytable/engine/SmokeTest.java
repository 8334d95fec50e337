package org.ponytable.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;

class SmokeTest {
  @Test
  void randomGamesFinish() {
    for (long seed = 1; seed <= 50; seed++) {
      Random r = new Random(seed);
      GameState s = Engine.newGame(TestCards.POOL, TestCards.setup(seed)).state();
      int n = 0;
      while (!s.isOver() && n < 20000) {
        List<Action> legal = Engine.legalActions(s);
        List<Action> noConcede = legal.stream().filter(a -> !(a instanceof Action.Concede)).toList();
        Action a = noConcede.get(r.nextInt(noConcede.size()));
        s = Engine.apply(s, a).state();
        n++;
      }
      System.out.println("seed " + seed + ": " + n + " actions, turn " + s.turn() + " result " + s.result()
          + " scores " + s.player(0).score() + "-" + s.player(1).score());
      assertThat(s.isOver()).isTrue();
    }
  }
}
