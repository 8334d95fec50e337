package org.ponytable.engine.state;

/**
 * The kinds of faceoff: 608.4 Troublemaker, 612.2 Problem, 612.1 double Problem, and one started
 * by an effect that is neither (514.2c; one against a Troublemaker is a Troublemaker faceoff).
 */
public enum FaceoffKind {
  TROUBLEMAKER("Troublemaker faceoff"),
  PROBLEM("Problem faceoff"),
  DOUBLE_PROBLEM("double Problem faceoff"),
  EFFECT("faceoff");

  private final String display;

  FaceoffKind(String display) {
    this.display = display;
  }

  public String display() {
    return display;
  }

  public boolean isProblemFaceoff() {
    return this == PROBLEM || this == DOUBLE_PROBLEM;
  }
}
