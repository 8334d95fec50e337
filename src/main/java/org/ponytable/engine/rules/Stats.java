package org.ponytable.engine.rules;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.card.CardColor;
import org.ponytable.engine.card.CardType;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;

/**
 * A card's current power and colors: the face in use plus the keywords that change them.
 * Modifiers from card abilities plug in here too, so every rule reads them from one place.
 */
public final class Stats {
  private Stats() {}

  /** 507.1 with the keywords that change power; face-down cards have no power (505.1b). */
  public static int power(GameState s, InPlay c) {
    if (c.faceDown()) {
      return 0;
    }
    Face face = s.face(c.id());
    int power = face.power();
    // Glossary, Caretaker: +1 at a Problem with another of your Critter Friends.
    if (has(s, c, Keyword.CARETAKER) && c.area().isProblem()) {
      for (InPlay other : s.at(c.area())) {
        if (other.id() != c.id() && other.controller() == c.controller()
            && s.type(other.id()) == CardType.FRIEND && hasTrait(s, other, "Critter")) {
          power += 1;
          break;
        }
      }
    }
    // Glossary, Supportive X: +X while with your Mane Character sharing a color (rulings.md).
    int supportive = value(s, c, Keyword.SUPPORTIVE);
    if (supportive > 0) {
      int mane = s.maneOf(c.controller());
      InPlay m = mane < 0 ? null : s.inPlay(mane);
      if (m != null && m.id() != c.id() && m.area().equals(c.area())
          && !java.util.Collections.disjoint(colors(s, m), colors(s, c))) {
        power += supportive;
      }
    }
    // 711.3: modifiers from abilities and effects, in timestamp order.
    for (Abilities.Applied m : Abilities.modifiersOn(s, c)) {
      power = m.change().apply(power);
    }
    return power;
  }

  /**
   * 203 with Prismatic (glossary): also the colors of the controller's other Crystal
   * characters. Face-down cards have no color (505.1b).
   */
  public static Set<CardColor> colors(GameState s, InPlay c) {
    if (c.faceDown()) {
      return Set.of();
    }
    Face face = s.face(c.id());
    List<Abilities.Applied> mods = Abilities.modifiersOn(s, c);
    if (!has(s, c, Keyword.PRISMATIC) && mods.isEmpty()) {
      return face.colors();
    }
    EnumSet<CardColor> all = EnumSet.noneOf(CardColor.class);
    all.addAll(face.colors());
    // 203.3: modifiers may add colors.
    for (Abilities.Applied m : mods) {
      all.addAll(m.change().colors());
    }
    if (!has(s, c, Keyword.PRISMATIC)) {
      return Collections.unmodifiableSet(all);
    }
    // Printed colors are enough: another Prismatic card's extra colors come from cards that
    // are already in this union, so no fixed point is needed (711.5).
    for (InPlay other : s.play()) {
      if (other.id() != c.id() && other.controller() == c.controller() && s.isCharacter(other)
          && hasTrait(s, other, "Crystal")) {
        all.addAll(s.face(other.id()).colors());
      }
    }
    return Collections.unmodifiableSet(all);
  }

  /** Keywords are lost while face down (505.1a). */
  public static boolean has(GameState s, InPlay c, Keyword k) {
    if (c.faceDown()) {
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
    return false;
  }

  /** A numbered keyword's number: its own, else a Teamwork card's (the first found), else 0. */
  static int value(GameState s, InPlay c, Keyword k) {
    if (c.faceDown()) {
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
