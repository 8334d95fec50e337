package org.ponytable.engine.ability;

/** How long a modifier made by an effect lasts (708.2). */
public enum Duration {
  /** Until the Wrap Up Step ends the turn (616.4). */
  TURN("turn"),
  /** Until the faceoff in progress ends. */
  FACEOFF("faceoff"),
  /** Until the phase in progress ends (601.2). */
  PHASE("phase"),
  /** Until its controller's next turn starts (the Ready Phase begins, 602). */
  YOUR_NEXT_TURN("yourNextTurn"),
  /**
   * Until the Ready Step of the next turn of the target's controller is done (603.1): that Ready
   * Step passes the card by. Only for a "can't" given by an effect.
   */
  NEXT_READY_PHASE("nextReadyPhase"),
  /** While the card whose ability made it stays in play (and face up). Only for a "can't" given by an effect. */
  WHILE_THIS_IN_PLAY("whileThisInPlay");

  private final String jsonName;

  Duration(String jsonName) {
    this.jsonName = jsonName;
  }

  public String jsonName() {
    return jsonName;
  }
}
