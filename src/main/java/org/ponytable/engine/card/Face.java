package org.ponytable.engine.card;

import org.ponytable.engine.terms.CardColor;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Ability;

/**
 * The information printed on one side of a card: power, colors, traits, keywords, text and,
 * for Mane Characters, the home limit (212). Mane Characters have a Start and a Boosted face
 * (301.2); other cards have one face. {@code abilities} is the text box as data (701.1); each
 * side of a Mane Character has its own.
 */
public record Face(
    String subtitle,
    int power,
    Set<CardColor> colors,
    List<String> traits,
    List<KeywordValue> keywords,
    String text,
    int homeLimit,
    List<Ability> abilities) {

  /** A face without abilities. */
  public Face(String subtitle, int power, Set<CardColor> colors, List<String> traits,
      List<KeywordValue> keywords, String text, int homeLimit) {
    this(subtitle, power, colors, traits, keywords, text, homeLimit, List.of());
  }

  public Face {
    // Enum order keeps colors listed the same way on every run (display, logs, replays).
    colors = colors.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(java.util.EnumSet.copyOf(colors));
    traits = List.copyOf(traits);
    keywords = List.copyOf(keywords);
    text = text == null ? "" : text;
    subtitle = subtitle == null ? "" : subtitle;
    abilities = abilities == null ? List.of() : List.copyOf(abilities);
  }

  // Indexed loops: these are asked for every card in play many times per step, and an iterator
  // per call was a tenth of what the engine allocated (docs/performance.md).
  public boolean has(Keyword keyword) {
    for (int i = 0; i < keywords.size(); i++) {
      if (keywords.get(i).keyword() == keyword) {
        return true;
      }
    }
    return false;
  }

  public int keywordValue(Keyword keyword) {
    for (int i = 0; i < keywords.size(); i++) {
      KeywordValue k = keywords.get(i);
      if (k.keyword() == keyword) {
        return k.value();
      }
    }
    return 0;
  }

  public boolean hasTrait(String trait) {
    for (int i = 0; i < traits.size(); i++) {
      if (traits.get(i).equalsIgnoreCase(trait)) {
        return true;
      }
    }
    return false;
  }
}
