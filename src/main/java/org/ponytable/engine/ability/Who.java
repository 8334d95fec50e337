package org.ponytable.engine.ability;

/** A player, seen from the controller of the ability ("you", "an opponent", anyone). */
public enum Who {
  YOU("you"),
  OPPONENT("opponent"),
  ANYONE("anyone");

  private final String jsonName;

  Who(String jsonName) {
    this.jsonName = jsonName;
  }

  public String jsonName() {
    return jsonName;
  }

  /** Whether {@code player} is this, for an ability controlled by {@code controller}. */
  public boolean is(int player, int controller) {
    return switch (this) {
      case YOU -> player == controller;
      case OPPONENT -> player != controller;
      case ANYONE -> true;
    };
  }
}
