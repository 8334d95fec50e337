package org.ponytable.ai;

/** The computer's levels, weakest first. */
public enum Level {
  RANDOM("Random"),
  EASY("Easy"),
  NORMAL("Normal");

  private final String display;

  Level(String display) {
    this.display = display;
  }

  public String display() {
    return display;
  }

  /**
   * A player of this level for seat {@code seat}, its randomness from {@code seed}. {@code
   * iterations} and {@code threads} set Normal's search (ignored by the others).
   */
  public Player create(Table table, int seat, long seed, int iterations, int threads) {
    return switch (this) {
      case RANDOM -> new RandomPlayer(seed);
      case EASY -> new EasyPlayer(seed);
      case NORMAL -> new NormalPlayer(table, seat, seed, iterations, threads);
    };
  }

  /** The level named {@code name} (any case), or null. */
  public static Level named(String name) {
    for (Level l : values()) {
      if (l.name().equalsIgnoreCase(name) || l.display.equalsIgnoreCase(name)) {
        return l;
      }
    }
    return null;
  }
}
