package org.ponytable.engine.card;

import java.util.Optional;

/**
 * Keywords a card can carry. The glossary's keywords, plus the ones printed on real cards that
 * the rule documents do not define (REAL-CARDS.md), so imported cards keep them. {@link
 * #implemented()} tells which the engine already enforces.
 */
public enum Keyword {
  STUBBORN("Stubborn", false, true),
  SWIFT("Swift", false, true),
  CARETAKER("Caretaker", false, true),
  INSPIRED("Inspired", false, true),
  PRISMATIC("Prismatic", false, true),
  PUMPED("Pumped", false, true),
  RANDOM("Random", false, true),
  STUDIOUS("Studious", false, true),
  SUPPORTIVE("Supportive", true, true),
  TEAMWORK("Teamwork", false, true),
  VILLAIN("Villain", false, true),
  // Printed on real cards, not defined by the documents here.
  COMPETITIVE("Competitive", true, false),
  ECCENTRIC("Eccentric", true, false),
  HASTY("Hasty", false, false),
  DILIGENT("Diligent", true, false),
  METICULOUS("Meticulous", true, false),
  PREPARED("Prepared", false, false),
  CALMING("Calming", true, false),
  SHOWY("Showy", true, false),
  TRANSFORM("Transform", true, false),
  AGILE("Agile", false, false),
  TRAVELER("Traveler", false, false),
  PERSISTENT("Persistent", false, false),
  EXPERIENCED("Experienced", false, false),
  TYRANNICAL("Tyrannical", true, false),
  HARMONIOUS("Harmonious", true, false),
  VEXING("Vexing", false, false),
  REDEEM("Redeem", false, false);

  private final String display;
  private final boolean takesValue;
  private final boolean implemented;

  Keyword(String display, boolean takesValue, boolean implemented) {
    this.display = display;
    this.takesValue = takesValue;
    this.implemented = implemented;
  }

  public String display() {
    return display;
  }

  /** True for keywords written with a number, like "Supportive 2". */
  public boolean takesValue() {
    return takesValue;
  }

  public boolean implemented() {
    return implemented;
  }

  public static Optional<Keyword> parse(String name) {
    for (Keyword k : values()) {
      if (k.display.equalsIgnoreCase(name)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
