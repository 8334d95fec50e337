package org.ponytable.engine.rules;

import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.CardColor;

/**
 * 205.1: the power of each color one player controls in one state, each color worked out the first
 * time a play requirement asks for it. Listing the Main Phase actions asks for every card in hand;
 * the answer is the same for all of them, and a card whose requirement is met without power (or
 * that can't be paid for anyway) never makes it work out power and colors at all.
 */
final class ColorPowers {
  private static final CardColor[] COLORS = CardColor.values();

  private final GameState s;
  private final int player;
  private final int[] power = new int[COLORS.length];
  private int known;

  ColorPowers(GameState s, int player) {
    this.s = s;
    this.player = player;
  }

  int of(CardColor color) {
    int bit = 1 << color.ordinal();
    if ((known & bit) == 0) {
      power[color.ordinal()] = Stats.powerOfColor(s, player, color);
      known |= bit;
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
