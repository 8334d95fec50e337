package org.ponytable.engine.ability;

/** How long a modifier made by an effect lasts (708.2). */
public enum Duration {
  /** Until the Wrap Up Step ends the turn (616.4). */
  TURN("turn"),
  /** Until the faceoff in progress ends. */
  FACEOFF("faceoff");

  private final String jsonName;

  Duration(String jsonName) {
    this.jsonName = jsonName;
  }

  public String jsonName() {
    return jsonName;
  }
}
