package org.ponytable.engine.state;

import org.ponytable.engine.ability.Duration;

/**
 * Something that lasts until a duration ends (601.2, 616.4): a modifier, a triggered modifier or
 * a change of control. One place says which of them end when a duration does.
 */
public interface Lasting {
  Duration duration();

  /** Who controls it (513.3). */
  int controller();

  /** Whether it ends as {@code d} ends: anyone's, or only {@code controller}'s when that is not -1. */
  default boolean endsWith(Duration d, int controller) {
    return duration() == d && (controller < 0 || controller() == controller);
  }
}
