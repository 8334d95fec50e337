package org.ponytable.engine.state;

/** One of the areas of the play zone (405.1, 501.1): a player's home or a player's Problem. */
public record Area(int owner, boolean home) {
  public static Area home(int owner) {
    return new Area(owner, true);
  }

  public static Area problem(int owner) {
    return new Area(owner, false);
  }

  public boolean isProblem() {
    return !home;
  }

  @Override
  public String toString() {
    return (home ? "home:p" : "problem:p") + (owner + 1);
  }
}
