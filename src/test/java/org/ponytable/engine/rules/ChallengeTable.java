package org.ponytable.engine.rules;

import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/** The table the faceoff tests share: player 1 (index 0) about to challenge tm-2 (power 2) at the opponent's Problem (610). */
final class ChallengeTable {
  private ChallengeTable() {}

  /** The Challenge Step of turn 3, both players with 5 action tokens, {@code ours} at the opponent's Problem beside tm-2. */
  static Position challenge(CardPool pool, String... ours) {
    Position p = new Position(pool).turn(3, 0).stage(Stage.CHALLENGE_STEP_START).tokens(0, 5).tokens(1, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.play(1, "tm-2", Area.problem(1));
    for (String id : ours) {
      p.play(0, id, Area.problem(1));
    }
    return p;
  }

  /** Passes to the challenge choice and challenges the first Troublemaker offered: the faceoff starts. */
  static Game startFaceoff(Position p) {
    Game g = Game.start(p).passToChoice();
    return g.choose(g.s.decision().options().get(0));
  }
}
