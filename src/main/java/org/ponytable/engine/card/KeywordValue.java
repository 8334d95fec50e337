package org.ponytable.engine.card;

/** A keyword on a card with its number, for keywords like "Supportive 2" (0 when none). */
public record KeywordValue(Keyword keyword, int value) {
  public static KeywordValue of(Keyword keyword) {
    return new KeywordValue(keyword, 0);
  }

  @Override
  public String toString() {
    return keyword.takesValue() ? keyword.display() + " " + value : keyword.display();
  }
}
