package org.ponytable.engine.state;

/**
 * The game's random numbers as a pure function of a 64-bit state (SplitMix64), so the state can
 * carry it and any game replays exactly from its seed and actions.
 */
public final class Rng {
  private Rng() {}

  /** The next state after {@code state}. */
  public static long next(long state) {
    return state + 0x9E3779B97F4A7C15L;
  }

  /** The output for a state: a well-mixed 64-bit value. */
  public static long mix(long state) {
    long z = state;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A value in [0, bound) drawn from the state after {@code state}. */
  public static int below(long state, int bound) {
    long r = mix(next(state)) >>> 1;
    return (int) (r % bound);
  }
}
