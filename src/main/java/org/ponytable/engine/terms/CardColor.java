package org.ponytable.engine.terms;

import java.util.Locale;
import java.util.Optional;

/** The six colors of 203.1a, with the element names the community also uses. */
public enum CardColor {
  BLUE("Loyalty", 'B'),
  ORANGE("Honesty", 'O'),
  PINK("Laughter", 'P'),
  PURPLE("Magic", 'M'),
  WHITE("Generosity", 'W'),
  YELLOW("Kindness", 'Y');

  private final String element;
  private final char letter;

  CardColor(String element, char letter) {
    this.element = element;
    this.letter = letter;
  }

  public String element() {
    return element;
  }

  /** One letter per color, so a color can be told without seeing hue (M is purple: Magic). */
  public char letter() {
    return letter;
  }

  public String jsonName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Accepts the color name or the element name, any case. */
  public static Optional<CardColor> parse(String text) {
    for (CardColor c : values()) {
      if (c.name().equalsIgnoreCase(text) || c.element.equalsIgnoreCase(text)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }
}
