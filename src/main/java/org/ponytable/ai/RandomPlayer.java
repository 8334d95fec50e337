package org.ponytable.ai;

import java.util.List;
import java.util.Random;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.view.PlayerView;

/** Any legal action but conceding, uniformly: the yardstick the other levels are measured against. */
public final class RandomPlayer implements Player {
  private final Random random;

  public RandomPlayer(long seed) {
    random = new Random(seed);
  }

  @Override
  public Action decide(PlayerView view) {
    return pick(view.legalActions(), random);
  }

  static Action pick(List<Action> legal, Random random) {
    List<Action> options = legal.stream().filter(a -> !(a instanceof Action.Concede)).toList();
    if (options.isEmpty()) {
      throw new IllegalStateException("nothing to decide");
    }
    return options.get(random.nextInt(options.size()));
  }

  @Override
  public String name() {
    return "Random";
  }
}
