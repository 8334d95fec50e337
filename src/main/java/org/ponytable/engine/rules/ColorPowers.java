package org.ponytable.engine.rules;

import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardColor;

/**
 * 205.1: the power of each color one player controls in one state, worked out in one pass the
 * first time a play requirement needs it. Listing the Main Phase actions asks for every card in
 * hand; the answer is the same for all of them, and a card whose requirement is met without power
 * (or that can't be paid for anyway) never makes power and colors be worked out at all.
 */
final class ColorPowers {
  private final GameState s;
  private final int player;
  private int[] power;

  ColorPowers(GameState s, int player) {
    this.s = s;
    this.player = player;
  }

  int of(CardColor color) {
    if (power == null) {
      power = Stats.powerOfEachColor(s, player);
    }
    return power[color.ordinal()];
  }

  /** 205.1, {@link MainPhase#meetsPlayRequirement}: the colored power part of it. */
  boolean meet(CardDef def) {
    for (ColorPower need : def.playRequirement()) {
      int required = MainPhase.required(s, player, need);
      // Power is never below 0, so a part cut to 0 is met without reading it.
      if (required > 0 && of(need.color()) < required) {
        return false;
      }
    }
    return true;
  }
}
