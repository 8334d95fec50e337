package org.ponytable.engine.ability;

import java.util.Objects;
import org.ponytable.engine.state.Phase;

/**
 * What a triggered ability watches for (704.1).
 *
 * @param subject for card triggers, which card it watches ({@link Filter#THIS} by default); for
 *     faceoff and confront triggers an optional card that must be involved (or confronted); null
 *     when it does not apply
 * @param player for player triggers, whose win, loss, confronting or turn it is
 * @param phase for {@link Kind#PHASE_STARTS}, which phase
 */
public record Trigger(Kind kind, Filter subject, Who player, Phase phase) {
  public Trigger {
    Objects.requireNonNull(kind);
    player = player == null ? Who.YOU : player;
  }

  public enum Kind {
    /** 706.1c */
    ENTERS_PLAY("entersPlay", true),
    /** 506.1c; being sent home is not moving (506.5). */
    MOVED("moved", true),
    /** 607.2 */
    UNCOVERED("uncovered", true),
    /** 504.1 */
    FRIGHTENED("frightened", true),
    /** 409: dismissed or retired. */
    LEAVES_PLAY("leavesPlay", true),
    /** 514.2 */
    FACEOFF_STARTS("faceoffStarts", false),
    /** 514.6, as the faceoff is over. */
    FACEOFF_ENDS("faceoffEnds", false),
    /** 514.5 */
    WIN_FACEOFF("winFaceoff", false),
    /** 514.5 */
    LOSE_FACEOFF("loseFaceoff", false),
    /** 611 */
    CONFRONT("confront", false),
    /** 601.2: as the phase's first step or window begins. */
    PHASE_STARTS("phaseStarts", false),
    /** 615.1 */
    END_OF_TURN("endOfTurn", false),
    /** Chaos (Absolute Discord rulebook): this card is flipped during a faceoff; takes effect at once. */
    FLIPPED("flipped", true);

    private final String jsonName;
    private final boolean aboutCard;

    Kind(String jsonName, boolean aboutCard) {
      this.jsonName = jsonName;
      this.aboutCard = aboutCard;
    }

    public String jsonName() {
      return jsonName;
    }

    /** Card triggers watch a card; the others watch a player or the turn. */
    public boolean aboutCard() {
      return aboutCard;
    }
  }
}
