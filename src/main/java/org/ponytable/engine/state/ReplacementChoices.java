package org.ponytable.engine.state;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;

/**
 * 710.5 choices made in the middle of one piece of the game's work (one step of an effect, a
 * stage's work, an action). The rules put the choice at the moment of the occurrence, inside that
 * work; the engine stops there, and once the player has answered it does that piece of work again
 * from its start, giving the answers in order. The work is deterministic, so doing it again
 * reaches the same occurrences with the same options (rulings.md).
 *
 * @param answers the card whose replacement was chosen at each choice so far, in order
 * @param resume the decision open when the work began (restored before it is done again), or null
 * @param action the {@code Action} being performed when the choice came, or null when the work was
 *     the game's own; kept as the value it is, so the engine never turns actions into text, and
 *     typed {@code Object} because actions build on the state package, never the reverse
 * @param occurrence what would happen, for the choice being asked now
 * @param about the card it would happen to, or for a draw the player who would draw
 */
public record ReplacementChoices(List<Integer> answers, Decision resume, Object action,
    Ability.Occurrence occurrence, int about) implements Pending {
  @Override
  public int level() {
    return 2;
  }

  static final java.util.Set<DecisionKind> ASKS = java.util.EnumSet.of(DecisionKind.REPLACEMENT);

  @Override
  public java.util.Set<DecisionKind> asks() {
    return ASKS;
  }
  public ReplacementChoices {
    answers = List.copyOf(answers);
  }

  /** The choice asked now was answered with {@code card}. */
  public ReplacementChoices answered(int card) {
    List<Integer> l = new ArrayList<>(answers);
    l.add(card);
    return new ReplacementChoices(l, resume, action, occurrence, about);
  }
}
