package org.ponytable.engine.rules;

import java.util.Set;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Modifier;
import org.ponytable.engine.ability.Ability;

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
    return has(s, c, k, Abilities.CURRENT);
  }

  /** The same, with grants' conditions read as {@code values} reads power and colors (711). */
  static boolean has(GameState s, InPlay c, Keyword k, Abilities.Reading values) {
    // A face-down or blanked card has no keywords at all (505.1a, 702); asked once.
    if (c.faceDown() || Blanking.blanked(s, c)) {
      return false;
    }
    return printedOrShared(s, c, k) || granted(s, c, k, values) >= 0;
  }

  /** Printed on the card, or shared by a Teamwork card; not given by an ability or effect. */
  static boolean hasOwn(GameState s, InPlay c, Keyword k) {
    return !c.faceDown() && !Blanking.blanked(s, c) && printedOrShared(s, c, k);
  }

  /** {@link #hasOwn} for a card known to be face up and not blanked. */
  private static boolean printedOrShared(GameState s, InPlay c, Keyword k) {
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
    return false;
  }

  /**
   * 702, 708: the keyword as given to the card by continuous abilities of cards in play ("this
   * card has Random while ...") and by effects ("gains Stubborn until ..."): -1 when not given, else
   * its number (0 for a keyword without one); each grant is an ability of its own (701.2a), so the
   * numbers of several add up (rulings.md, granted keywords). Looked for only when a card in play
   * prints a grant or an effect's modifier is in force.
   */
  static int granted(GameState s, InPlay c, Keyword k, Abilities.Reading values) {
    int total = -1;
    if (PlayIndex.of(s).printsGrants()) {
      for (PlayIndex.Held h : PlayIndex.held(s)) {
        if (h.ability() instanceof Ability.Continuous cont && !cont.keywords().isEmpty() && !h.source().faceDown()) {
          int n = number(cont.keywords(), k);
          if (n >= 0) {
            Abilities.Ctx ctx = new Abilities.Ctx(h.source().id(), h.source().controller(), -1, null);
            if (Abilities.holds(s, cont.whileCondition(), ctx, values)
                && Abilities.matches(s, cont.affects(), c, ctx, values)) {
              total = Math.max(total, 0) + n;
            }
          }
        }
      }
    }
    for (Modifier m : s.abilities().modifiers()) {
      if (m.target() == c.id() && !m.change().keywords().isEmpty()) {
        int n = number(m.change().keywords(), k);
        if (n >= 0) {
          total = Math.max(total, 0) + n;
        }
      }
    }
    return total;
  }

  /**
   * The keywords the card is given now, by abilities of cards in play and by effects, as they read
   * on a card ("Swift", "Supportive 2"), for showing it; empty at once on tables without grants.
   */
  public static java.util.List<String> given(GameState s, InPlay c) {
    if (c.faceDown() || !PlayIndex.of(s).printsGrants() && !effectsGrant(s)) {
      return java.util.List.of();
    }
    java.util.List<String> out = new java.util.ArrayList<>();
    for (PlayIndex.Held h : PlayIndex.held(s)) {
      if (h.ability() instanceof Ability.Continuous cont && !cont.keywords().isEmpty() && !h.source().faceDown()) {
        Abilities.Ctx ctx = new Abilities.Ctx(h.source().id(), h.source().controller(), -1, null);
        if (Abilities.holds(s, cont.whileCondition(), ctx) && Abilities.matches(s, cont.affects(), c, ctx,
            Abilities.CURRENT)) {
          out.addAll(cont.keywords());
        }
      }
    }
    for (Modifier m : s.abilities().modifiers()) {
      if (m.target() == c.id()) {
        out.addAll(m.change().keywords());
      }
    }
    return out;
  }

  /** Whether an effect's modifier in force gives some card a keyword. */
  static boolean effectsGrant(GameState s) {
    return org.ponytable.engine.state.Modifiers.grantKeywords(s.abilities().modifiers());
  }

  /** The keywords some grant in play or effect in force names, to whatever card. */
  static Set<Keyword> givenKeywords(GameState s) {
    java.util.EnumSet<Keyword> out = java.util.EnumSet.noneOf(Keyword.class);
    java.util.List<String> names = new java.util.ArrayList<>();
    if (PlayIndex.of(s).printsGrants()) {
      for (PlayIndex.Held h : PlayIndex.held(s)) {
        if (h.ability() instanceof Ability.Continuous cont) {
          names.addAll(cont.keywords());
        }
      }
    }
    for (Modifier m : s.abilities().modifiers()) {
      names.addAll(m.change().keywords());
    }
    for (String name : names) {
      int space = name.indexOf(' ');
      Keyword.parse(space < 0 ? name : name.substring(0, space)).ifPresent(out::add);
    }
    return out;
  }

  /** -1 when {@code names} (display spellings, "Supportive 2") lacks the keyword, else its number. */
  static int number(java.util.List<String> names, Keyword k) {
    for (String name : names) {
      if (name.equals(k.display())) {
        return 0;
      }
      if (name.startsWith(k.display()) && name.length() > k.display().length() + 1
          && name.charAt(k.display().length()) == ' ') {
        return Integer.parseInt(name.substring(k.display().length() + 1));
      }
    }
    return -1;
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

  /** Traits are lost while face down (505.1a); an ability may give more ("is a Critter"). */
  public static boolean hasTrait(GameState s, InPlay c, String trait) {
    return hasTrait(s, c, trait, Abilities.CURRENT);
  }

  /** Whether trait grants are being read on this thread: they then see printed traits only. */
  private static final ThreadLocal<Boolean> READING_TRAIT_GRANTS = ThreadLocal.withInitial(() -> false);

  /** The same, with grants' conditions read as {@code values} reads power and colors (711). */
  static boolean hasTrait(GameState s, InPlay c, String trait, Abilities.Reading values) {
    if (c.faceDown()) {
      return false;
    }
    if (s.face(c.id()).hasTrait(trait)) {
      return true;
    }
    if (!PlayIndex.of(s).printsGrants() || READING_TRAIT_GRANTS.get()) {
      return false;
    }
    // rulings.md (granted traits): what gets a trait is decided from printed traits, so a grant
    // never feeds itself.
    READING_TRAIT_GRANTS.set(true);
    try {
      for (PlayIndex.Held h : PlayIndex.held(s)) {
        if (h.ability() instanceof Ability.Continuous cont && cont.traits().contains(trait) && !h.source().faceDown()) {
          Abilities.Ctx ctx = new Abilities.Ctx(h.source().id(), h.source().controller(), -1, null);
          if (Abilities.holds(s, cont.whileCondition(), ctx, values)
              && Abilities.matches(s, cont.affects(), c, ctx, values)) {
            return true;
          }
        }
      }
      return false;
    } finally {
      READING_TRAIT_GRANTS.set(false);
    }
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
    if (c.exhausted() && !has(s, c, Keyword.STUBBORN, values)) {
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
   * {@link #powerOfColor} for every color at once, indexed by {@link CardColor#ordinal}: one pass
   * over play for a listing that asks about many cards' play requirements (205.1).
   */
  static int[] powerOfEachColor(GameState s, int player) {
    int[] total = new int[COLOR_COUNT];
    Characteristics now = null;
    for (InPlay c : s.play()) {
      if (c.controller() != player || !s.isCharacter(c) || c.faceDown()) {
        continue;
      }
      if (now == null) {
        now = Characteristics.of(s);
      }
      if (!now.hasColorPower(c)) {
        // The common case, without colored power: the card's power counts for each of its colors.
        int power = Math.max(0, now.power(s, c));
        for (CardColor color : now.colors(s, c)) {
          total[color.ordinal()] += power;
        }
      } else {
        for (java.util.Map.Entry<CardColor, Integer> part : split(s, c, power(s, c)).entrySet()) {
          if (part.getKey() != null) {
            total[part.getKey().ordinal()] += part.getValue();
          } else {
            for (CardColor color : colors(s, c)) {
              total[color.ordinal()] += part.getValue();
            }
          }
        }
      }
    }
    return total;
  }

  private static final int COLOR_COUNT = CardColor.values().length;

  /**
   * The same with power and colors read as {@code values} reads them; colored power is worked out
   * only from current values, so other readings count a card's power for each of its colors.
   */
  static int powerOfColor(GameState s, int player, CardColor color, Abilities.Reading values) {
    if (values == Abilities.CURRENT) {
      return powerOfEachColor(s, player)[color.ordinal()];
    }
    int total = 0;
    for (InPlay c : s.play()) {
      if (c.controller() == player && s.isCharacter(c) && !c.faceDown() && values.colors(s, c).contains(color)) {
        total += Math.max(0, values.power(s, c));
      }
    }
    return total;
  }
}
