package org.ponytable.engine.ability;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/** Enum sets in declaration order, so records print the same way on every run (replays). */
final class Sets {
  private Sets() {}

  static <E extends Enum<E>> Set<E> ordered(Set<E> set, Class<E> type) {
    return set == null || set.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(set));
  }
}
