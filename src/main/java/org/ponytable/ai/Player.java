package org.ponytable.ai;

import org.ponytable.engine.action.Action;
import org.ponytable.engine.view.PlayerView;

/**
 * A computer player: given what its seat sees, one of {@link PlayerView#legalActions()}. It is
 * called only when its seat must decide. Hidden cards among the answer keep their stand-in ids;
 * the caller turns them into the engine's with {@link PlayerView#toEngine}.
 */
public interface Player {
  /**
   * The action to take. Implementations may be slow (searching); they check the thread's
   * interrupt flag and throw {@link java.util.concurrent.CancellationException} when interrupted.
   */
  Action decide(PlayerView view);

  /** Its level as players see it: "Random", "Easy", "Normal". */
  String name();
}
