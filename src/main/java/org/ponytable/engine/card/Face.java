package org.ponytable.engine.card;

import org.ponytable.engine.terms.CardColor;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Filter;

/**
 * The information printed on one side of a card: power, colors, traits, keywords, text and,
 * for Mane Characters, the home limit (212). Mane Characters have a Start and a Boosted face
 * (301.2); other cards have one face. {@code abilities} is the text box as data (701.1); each
 * side of a Mane Character has its own.
 *
 * <p>An immutable value, as a record would be, plus what the rules ask of it on every state
 * (keywords, a trait, the host description) worked out once here (docs/performance.md).
 */
public final class Face {
  static {
    // One bit per keyword in a long.
    if (Keyword.values().length > Long.SIZE) {
      throw new ExceptionInInitializerError("more keywords than bits in Face.keywordBits");
    }
  }

  private final String subtitle;
  private final int power;
  private final Set<CardColor> colors;
  private final List<String> traits;
  private final List<KeywordValue> keywords;
  private final String text;
  private final int homeLimit;
  private final List<Ability> abilities;
  /** Bit {@code k.ordinal()} set for each printed keyword. */
  private final long keywordBits;
  /** Bit {@code min(length, 63)} set for each printed trait: a trait of another length can't match. */
  private final long traitLengths;
  /** 509.1, 509.4: the first host description printed, or null. */
  private final Filter hostDescription;

  public Face(
      String subtitle,
      int power,
      Set<CardColor> colors,
      List<String> traits,
      List<KeywordValue> keywords,
      String text,
      int homeLimit,
      List<Ability> abilities) {
    // Enum order keeps colors listed the same way on every run (display, logs, replays).
    this.colors = colors.isEmpty() ? Set.of() : java.util.Collections.unmodifiableSet(java.util.EnumSet.copyOf(colors));
    // Interned, so the rules' literal trait names ("Unique", "Epic") match by identity first.
    this.traits = traits.stream().map(String::intern).toList();
    this.keywords = List.copyOf(keywords);
    this.text = text == null ? "" : text;
    this.subtitle = subtitle == null ? "" : subtitle;
    this.abilities = abilities == null ? List.of() : List.copyOf(abilities);
    this.power = power;
    this.homeLimit = homeLimit;
    long bits = 0;
    for (KeywordValue k : this.keywords) {
      bits |= 1L << k.keyword().ordinal();
    }
    this.keywordBits = bits;
    long lengths = 0;
    for (String t : this.traits) {
      lengths |= 1L << Math.min(t.length(), 63);
    }
    this.traitLengths = lengths;
    Filter host = null;
    for (Ability a : this.abilities) {
      if (a instanceof Ability.Host h) {
        host = h.host();
        break;
      }
    }
    this.hostDescription = host;
  }

  /** A face without abilities. */
  public Face(String subtitle, int power, Set<CardColor> colors, List<String> traits,
      List<KeywordValue> keywords, String text, int homeLimit) {
    this(subtitle, power, colors, traits, keywords, text, homeLimit, List.of());
  }

  public String subtitle() {
    return subtitle;
  }

  public int power() {
    return power;
  }

  public Set<CardColor> colors() {
    return colors;
  }

  public List<String> traits() {
    return traits;
  }

  public List<KeywordValue> keywords() {
    return keywords;
  }

  public String text() {
    return text;
  }

  public int homeLimit() {
    return homeLimit;
  }

  public List<Ability> abilities() {
    return abilities;
  }

  /**
   * 509.1, 509.4: the host description printed on this face, or null. A Resource with one is an
   * attachment: it is played on a card, not to an area (305.1b).
   */
  public Filter hostDescription() {
    return hostDescription;
  }

  public boolean has(Keyword keyword) {
    return (keywordBits & 1L << keyword.ordinal()) != 0;
  }

  public int keywordValue(Keyword keyword) {
    if (!has(keyword)) {
      return 0;
    }
    for (int i = 0; i < keywords.size(); i++) {
      KeywordValue k = keywords.get(i);
      if (k.keyword() == keyword) {
        return k.value();
      }
    }
    return 0;
  }

  /** A printed trait, ignoring case. */
  public boolean hasTrait(String trait) {
    // equalsIgnoreCase never matches strings of different lengths.
    if (trait == null || (traitLengths & 1L << Math.min(trait.length(), 63)) == 0) {
      return false;
    }
    for (int i = 0; i < traits.size(); i++) {
      if (traits.get(i).equalsIgnoreCase(trait)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof Face f && power == f.power && homeLimit == f.homeLimit
        && subtitle.equals(f.subtitle) && colors.equals(f.colors) && traits.equals(f.traits)
        && keywords.equals(f.keywords) && text.equals(f.text) && abilities.equals(f.abilities);
  }

  /** As a record's: 31 * h + each component's hash, in order from 0 (hash-ordered collections iterate as before). */
  @Override
  public int hashCode() {
    int h = 0;
    h = 31 * h + subtitle.hashCode();
    h = 31 * h + Integer.hashCode(power);
    h = 31 * h + colors.hashCode();
    h = 31 * h + traits.hashCode();
    h = 31 * h + keywords.hashCode();
    h = 31 * h + text.hashCode();
    h = 31 * h + Integer.hashCode(homeLimit);
    return 31 * h + abilities.hashCode();
  }

  @Override
  public String toString() {
    return "Face[subtitle=" + subtitle + ", power=" + power + ", colors=" + colors + ", traits=" + traits
        + ", keywords=" + keywords + ", text=" + text + ", homeLimit=" + homeLimit + ", abilities=" + abilities + "]";
  }
}
