package org.ponytable.engine.terms;

import java.util.Locale;
import java.util.Optional;

/** The six card types of 206 / 301-306. */
public enum CardType {
  MANE_CHARACTER("mane"),
  FRIEND("friend"),
  EVENT("event"),
  RESOURCE("resource"),
  TROUBLEMAKER("troublemaker"),
  PROBLEM("problem");

  private final String jsonName;

  CardType(String jsonName) {
    this.jsonName = jsonName;
  }

  public String jsonName() {
    return jsonName;
  }

  /** Mane Characters and Friends are characters (301.4, 302.2). */
  public boolean isCharacter() {
    return this == MANE_CHARACTER || this == FRIEND;
  }

  /** Types a draw deck may hold (101.2). */
  public boolean belongsInDrawDeck() {
    return this == FRIEND || this == EVENT || this == RESOURCE || this == TROUBLEMAKER;
  }

  public static Optional<CardType> parse(String text) {
    for (CardType t : values()) {
      if (t.jsonName.equalsIgnoreCase(text) || t.name().equalsIgnoreCase(text)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  public String display() {
    String n = name().replace('_', ' ').toLowerCase(Locale.ROOT);
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }
}
