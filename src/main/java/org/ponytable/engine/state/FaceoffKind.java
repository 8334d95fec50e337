package org.ponytable.engine.state;

/** The kinds of faceoff: 608.4 Troublemaker, 612.2 Problem, 612.1 double Problem. */
public enum FaceoffKind {
  TROUBLEMAKER("Troublemaker faceoff"),
  PROBLEM("Problem faceoff"),
  DOUBLE_PROBLEM("double Problem faceoff");

  private final String display;

  FaceoffKind(String display) {
    this.display = display;
  }

  public String display() {
    return display;
  }

  public boolean isProblemFaceoff() {
    return this != TROUBLEMAKER;
  }
}
