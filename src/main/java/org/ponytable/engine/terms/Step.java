package org.ponytable.engine.terms;

/** The steps of the phases that have them (602-616). NONE for the Main Phase and setup. */
public enum Step {
  NONE(""),
  READY("Ready Step"),
  ACTION("Action Step"),
  DRAW("Draw Step"),
  UNCOVER("Uncover Step"),
  CHALLENGE("Challenge Step"),
  CONFRONT("Confront Step"),
  FACEOFF("Faceoff Step"),
  SOLVE("Solve Step"),
  END_OF_TURN("End of Turn Step"),
  WRAP_UP("Wrap Up Step");

  private final String display;

  Step(String display) {
    this.display = display;
  }

  public String display() {
    return display;
  }
}
