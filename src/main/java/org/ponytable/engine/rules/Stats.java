package org.ponytable.engine.rules;

import java.util.Set;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * What rules read about a card in play: current power and colors (worked out by
 * {@link Characteristics}), keywords, traits and what it adds to faceoffs and confronting.
 */
public final class Stats {
  private Stats() {}

  /**
   * 507.1: printed power with the continuous modifiers applied (Caretaker, Supportive and card
   * text alike, 711); face-down cards have no power (505.1b).
   */
  public static int power(GameState s, InPlay c) {
    return c.faceDown() ? 0 : Characteristics.of(s).power(s, c);
  }

  /**
   * 203: printed colors with the modifiers that add colors (203.3), Prismatic among them (711).
   * Face-down cards have no color (505.1b).
   */
  public static Set<CardColor> colors(GameState s, InPlay c) {
    return c.faceDown() ? Set.of() : Characteristics.of(s).colors(s, c);
  }

  /**
   * One continuous modifier's change to a card (711), for explaining a card's power and colors.
   *
   * @param timestamp 0 for cards placed by a position (the oldest, 711.3a)
   * @param source the card whose ability or effect made the modifier
   * @param what the kind of modifier: a keyword, a continuous ability, an effect
   */
  public record Step(long timestamp, int source, String what, int powerBefore, int powerAfter,
      Set<CardColor> colorsBefore, Set<CardColor> colorsAfter) {}

  /** The modifiers that changed {@code c}, in the order 711 applied them; empty when face down. */
  public static java.util.List<Step> explain(GameState s, InPlay c) {
    return c.faceDown() ? java.util.List.of() : Characteristics.trace(s, c.id());
  }

  /** Keywords are lost while face down (505.1a). */
  public static boolean has(GameState s, InPlay c, Keyword k) {
    if (c.faceDown() || Blanking.blanked(s, c)) {
      return false;
    }
    if (s.face(c.id()).has(k)) {
      return true;
    }
    // Glossary, Teamwork: "its other printed abilities" include keywords, but not Teamwork.
    if (k != Keyword.TEAMWORK) {
      for (InPlay t : Abilities.teammates(s, c)) {
        if (s.face(t.id()).has(k)) {
          return true;
        }
      }
    }
    return granted(s, c, k);
  }

  /** 702: a continuous ability of a card in play gives the card the keyword ("has Stubborn"). */
  private static boolean granted(GameState s, InPlay c, Keyword k) {
    if (!PlayIndex.of(s).printsGrants()) {
      return false;
    }
    for (PlayIndex.Held h : PlayIndex.held(s)) {
      if (h.ability() instanceof org.ponytable.engine.ability.Ability.Continuous cont
          && cont.keywords().contains(k.display()) && !h.source().faceDown()) {
        Abilities.Ctx ctx = new Abilities.Ctx(h.source().id(), h.source().controller(), -1, null);
        if (Abilities.holds(s, cont.whileCondition(), ctx) && Abilities.matches(s, cont.affects(), c.id(), ctx)) {
          return true;
        }
      }
    }
    return false;
  }

  /** A numbered keyword's number: its own, else a Teamwork card's (the first found), else 0. */
  static int value(GameState s, InPlay c, Keyword k) {
    if (c.faceDown() || Blanking.blanked(s, c)) {
      return 0;
    }
    if (s.face(c.id()).has(k)) {
      return s.face(c.id()).keywordValue(k);
    }
    for (InPlay t : Abilities.teammates(s, c)) {
      if (s.face(t.id()).has(k)) {
        return s.face(t.id()).keywordValue(k);
      }
    }
    return 0;
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
    return contribution(s, c, Abilities.CURRENT);
  }

  /**
   * 611.3a: the one place that says how a character's power counts toward a Problem, with power
   * read as {@code values} reads it (a condition read while continuous effects are worked out).
   */
  static int contribution(GameState s, InPlay c, Abilities.Reading values) {
    if (c.frightened() || c.faceDown()) {
      return 0;
    }
    if (c.exhausted() && !has(s, c, Keyword.STUBBORN)) {
      return 0;
    }
    return Math.max(0, values.power(s, c));
  }

  /**
   * Colored power ("+2 Honesty", rulings.md) in the card's power, by {@link CardColor} ordinal:
   * what its modifiers added of each color, never more in all than its power (105.2: a card's
   * power below 0 counts as 0). Face-down cards have none (505.1b).
   */
  public static int[] colorPower(GameState s, InPlay c) {
    if (c.faceDown()) {
      return new int[CardColor.values().length];
    }
    return capped(Characteristics.of(s).colorPower(c), Math.max(0, power(s, c)));
  }

  /** Keeps the colored parts within {@code total}, taking from the last colors first. */
  private static int[] capped(int[] parts, int total) {
    int sum = 0;
    for (int i = 0; i < parts.length; i++) {
      parts[i] = Math.max(0, parts[i]);
      sum += parts[i];
    }
    for (int i = parts.length - 1; i >= 0 && sum > total; i--) {
      int cut = Math.min(parts[i], sum - total);
      parts[i] -= cut;
      sum -= cut;
    }
    return parts;
  }

  /**
   * 507.3, rulings.md (colored power): the parts of {@code amount} (a card's power or contribution)
   * by color: one part for each color of colored power, and the rest as the card's own colors
   * (key null). Without colored power, all of it is the card's own.
   */
  public static java.util.Map<CardColor, Integer> split(GameState s, InPlay c, int amount) {
    if (c.faceDown() || !Characteristics.of(s).hasColorPower(c)) {
      return java.util.Collections.singletonMap(null, Math.max(0, amount));
    }
    int[] parts = capped(Characteristics.of(s).colorPower(c), Math.max(0, amount));
    java.util.Map<CardColor, Integer> out = new java.util.LinkedHashMap<>();
    int rest = Math.max(0, amount);
    for (CardColor col : CardColor.values()) {
      if (!c.faceDown() && parts[col.ordinal()] > 0) {
        out.put(col, parts[col.ordinal()]);
        rest -= parts[col.ordinal()];
      }
    }
    out.put(null, rest);
    return out;
  }

  /**
   * 205.1, 507.3: a player's power of a color, from all their characters in play: a character's
   * own power counts for each of its colors, and colored power only for its color (rulings.md).
   */
  public static int powerOfColor(GameState s, int player, CardColor color) {
    return powerOfColor(s, player, color, Abilities.CURRENT);
  }

  /**
   * The same with power and colors read as {@code values} reads them; colored power is worked out
   * only from current values, so other readings count a card's power for each of its colors.
   */
  static int powerOfColor(GameState s, int player, CardColor color, Abilities.Reading values) {
    int total = 0;
    for (InPlay c : s.play()) {
      if (c.controller() != player || !s.isCharacter(c) || c.faceDown()) {
        continue;
      }
      if (values != Abilities.CURRENT || !Characteristics.of(s).hasColorPower(c)) {
        // The common case, without colored power: the card's power counts for each of its colors.
        if (values.colors(s, c).contains(color)) {
          total += Math.max(0, values.power(s, c));
        }
      } else {
        for (java.util.Map.Entry<CardColor, Integer> part : split(s, c, power(s, c)).entrySet()) {
          if (part.getKey() == color || (part.getKey() == null && colors(s, c).contains(color))) {
            total += part.getValue();
          }
        }
      }
    }
    return total;
  }
}
