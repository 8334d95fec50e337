package org.ponytable.engine.state;

/** Every kind of choice the rules hand to a player. */
public enum DecisionKind {
  /** 510: take an action the timing rules allow, or pass. */
  PRIORITY("act or pass"),
  /** 102.2 */
  STARTING_PROBLEM("choose your Starting Problem"),
  /** 102.4 */
  MULLIGAN("mulligan or keep your hand"),
  /** 610.1 */
  CONFRONT_ORDER("choose the next Problem to confront"),
  /** 607.2 */
  UNCOVER_ORDER("choose the next Troublemaker to uncover"),
  /** 608.1 */
  CHALLENGE("challenge a Troublemaker or stop challenging"),
  /** 514.5b */
  SEND_HOME("choose a character involved in the faceoff to send home"),
  /** 514.6 */
  FLIP_ORDER("choose the order your flipped cards go to the bottom of your deck, first one first"),
  /** 616.2 */
  DISCARD("discard down to the maximum hand size"),
  /** 616.3 */
  RETIRE("retire Friends at home down to your home limit"),
  /** 516.2 */
  UNIQUENESS("choose a card violating uniqueness to be dismissed"),
  /** 511.5a */
  TRIGGER_ORDER("choose which of your waiting triggered effects to process next (the options are their cards)"),
  /** 705.2d, 712: a card for the effect being processed. */
  TARGET("choose a card for the effect being processed"),
  /** 712.3 */
  MAY("decide whether to do what the effect being processed allows (yes or no)"),
  /** 409.3: an effect makes you discard. */
  EFFECT_DISCARD("choose a card from your hand to discard for the effect being processed"),
  /** Glossary, Random: the option is the 1-power card just flipped. */
  RANDOM("decide whether to ignore the 1-power card you flipped and flip a new one (yes or no)"),
  /** Glossary, Pumped: the options are your flipped cards; "no" puts them all on the bottom. */
  PUMPED("choose a flipped card to banish beneath your Pumped card instead of the bottom, or no"),
  /** Glossary, Inspired: first the cards that stay on top, topmost first; "no" when done. */
  INSPIRED_TOP("choose the next card to keep on top of the deck (topmost first), or no to put the rest on the bottom"),
  /** Glossary, Inspired: the rest go to the bottom, first one first. */
  INSPIRED_BOTTOM("choose the order the other cards go to the bottom of the deck, first one first"),
  /** 518.1: a card found in your deck, or "no" to find nothing. */
  SEARCH("choose the card you find in your deck, or find nothing (no)"),
  /** An effect lets you reorder the top of your deck: the card to put on top next. */
  TOP_ORDER("choose the order the cards you look at go back on top of your deck, top card first"),
  /** 506.4: an effect moves a character where you choose; the options are areas ({@link Area#code()}). */
  AREA("choose the area the character goes to"),
  /** A modal choice ("choose one"): the options are mode numbers ({@link Mode#code()}). */
  MODE("choose a mode of the effect being processed"),
  /** 710.5: several replacements would replace the same occurrence; the options are their cards. */
  REPLACEMENT("choose which of the replacements that would replace the same occurrence applies (the options are their cards)"),
  /** An effect reveals several cards and you take one that fits (issue 11), or none (no) when it says "may". */
  TAKE_REVEALED("choose the revealed card you take, or no to take none when you may"),
  /** "Choose a Problem": the options are the areas of the Problems in play ({@link Area#code()}). */
  PROBLEM("choose a Problem for the effect being processed"),
  /** "Choose a color": the options are the six colors ({@link #colorCode}). */
  COLOR("choose a color for the effect being processed");

  private final String prompt;

  DecisionKind(String prompt) {
    this.prompt = prompt;
  }

  /** What the deciding player is asked, addressed to them: "choose your Starting Problem". */
  public String prompt() {
    return prompt;
  }

  /** What a decision's options are: cards, areas or modes. */
  public enum Offers {
    /** card ids (hidden cards by stand-in ids) */
    CARD,
    /** areas ({@link Area#code}) */
    AREA,
    /** modes of a modal effect ({@link Mode#code}) */
    MODE,
    /** colors ({@link #colorCode}) */
    COLOR
  }

  /** Far from card ids, area and mode codes, so no option is ever taken for a card. */
  private static final int COLOR_BASE = 3_000_000;

  /** The number a {@link #COLOR} decision offers for {@code color}. */
  public static int colorCode(org.ponytable.engine.terms.CardColor color) {
    return COLOR_BASE + color.ordinal();
  }

  /** The color a {@link #COLOR} option names. */
  public static org.ponytable.engine.terms.CardColor colorOffered(int option) {
    return org.ponytable.engine.terms.CardColor.values()[option - COLOR_BASE];
  }

  /**
   * What the options are: the one place that knows it, for everything that shows, writes or
   * reads an option.
   */
  public Offers offers() {
    return switch (this) {
      case AREA, PROBLEM -> Offers.AREA;
      case MODE -> Offers.MODE;
      case COLOR -> Offers.COLOR;
      default -> Offers.CARD;
    };
  }

  /** Whether the options are areas ({@link Area#code}) rather than card ids. */
  public boolean offersAreas() {
    return offers() == Offers.AREA;
  }

  /**
   * The same, told about the deciding player to someone else: "choose their Starting Problem".
   * Messages that name the player ("waiting for Ann to ...") use this, never the second person.
   */

  public String thirdPerson() {
    return prompt.replaceAll("\\byour\\b", "their").replaceAll("\\byou\\b", "they");
  }
}
