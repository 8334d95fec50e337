package org.ponytable.engine.state;

import java.util.List;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;

/**
 * What the effect that started a faceoff says (514.2c, 514.5d): who is involved and what
 * winning or losing does. Involvement is not stored; it is read from this every time (514.2d).
 *
 * @param source the card whose ability (or the Event) started it
 * @param controller who controlled that effect: the player who started the faceoff (514.2)
 * @param involve descriptions of involved cards, read from the controller
 * @param against cards chosen as the faceoff started; involved while they are in play
 * @param win what the controller does on winning; {@code lose} on losing
 * @param subject the card the starting trigger was about ("it"), or -1
 * @param there the area the faceoff is at ("there", 501.5), or null
 * @param challenge a challenge by an effect: won or lost as in the Challenge Step (514.5a-b)
 */
public record FaceoffByEffect(
    int source,
    int controller,
    List<Filter> involve,
    List<Integer> against,
    List<Effect> win,
    List<Effect> lose,
    int subject,
    Area there,
    boolean challenge) {

  public FaceoffByEffect {
    involve = List.copyOf(involve);
    against = List.copyOf(against);
    win = List.copyOf(win);
    lose = List.copyOf(lose);
  }

  public FaceoffByEffect(int source, int controller, List<Filter> involve, List<Integer> against, List<Effect> win,
      List<Effect> lose, int subject, Area there) {
    this(source, controller, involve, against, win, lose, subject, there, false);
  }

  /** {@code challenge} only when set, so states keep their fingerprints. */
  @Override
  public String toString() {
    return "FaceoffByEffect[source=" + source + ", controller=" + controller + ", involve=" + involve + ", against="
        + against + ", win=" + win + ", lose=" + lose + ", subject=" + subject + ", there=" + there
        + (challenge ? ", challenge=true" : "") + "]";
  }
}
