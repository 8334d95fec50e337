package org.ponytable.engine.rules;

import java.util.Set;
import org.ponytable.engine.card.CardColor;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * A card's current power and colors. Today these are the printed values of the face in use;
 * modifiers plug in here so every rule reads them from one place.
 */
public final class Stats {
  private Stats() {}

  /** 507.1; face-down cards have no power (505.1b), reported as 0. */
  public static int power(GameState s, InPlay c) {
    if (c.faceDown()) {
      return 0;
    }
    return s.face(c.id()).power();
  }

  /** 203; face-down cards have no color (505.1b). */
  public static Set<CardColor> colors(GameState s, InPlay c) {
    if (c.faceDown()) {
      return Set.of();
    }
    return s.face(c.id()).colors();
  }

  /** Keywords are lost while face down (505.1a). */
  public static boolean has(GameState s, InPlay c, Keyword k) {
    return !c.faceDown() && s.face(c.id()).has(k);
  }

  /** Traits are lost while face down (505.1a). */
  public static boolean hasTrait(GameState s, InPlay c, String trait) {
    return !c.faceDown() && s.face(c.id()).hasTrait(trait);
  }

  /**
   * The power a card adds to a faceoff or to confronting: nothing while frightened or face down,
   * nothing while exhausted unless Stubborn (503.5, glossary: Stubborn), never below 0 (105.2).
   */
  public static int contribution(GameState s, InPlay c) {
    if (c.frightened() || c.faceDown()) {
      return 0;
    }
    if (c.exhausted() && !has(s, c, Keyword.STUBBORN)) {
      return 0;
    }
    return Math.max(0, power(s, c));
  }

  /** 205.1, 507.3: a player's power of a color, from all their characters in play. */
  public static int powerOfColor(GameState s, int player, CardColor color) {
    int total = 0;
    for (InPlay c : s.play()) {
      if (c.controller() == player && s.isCharacter(c) && colors(s, c).contains(color)) {
        total += Math.max(0, power(s, c));
      }
    }
    return total;
  }
}
