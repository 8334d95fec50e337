package org.ponytable.engine.terms;

/** The phases of a turn (601-616), plus the setup before the first turn (102). */
public enum Phase {
  SETUP("Setup"),
  READY("Ready Phase"),
  TROUBLEMAKER("Troublemaker Phase"),
  MAIN("Main Phase"),
  SCORE("Score Phase"),
  END("End Phase");

  private final String display;

  Phase(String display) {
    this.display = display;
  }

  public String display() {
    return display;
  }
}
