package org.ponytable.engine.ability;

/** Which cards an effect acts on. */
public sealed interface Target {
  /** The card with the ability (or the Event being played). */
  record This() implements Target {}

  /** The card the trigger was about ("it"); nothing for other triggers. */
  record It() implements Target {}

  /** Every card matching, as the effect is processed. */
  record Each(Filter filter) implements Target {}

  /**
   * The controller chooses {@code count} different matching cards, or all of them if there are
   * fewer (104.2b: nobody chooses what can't be done); with {@code chooser} "opponent" the
   * controller's opponent chooses instead ("they exhaust one of their Resources"). With {@code
   * upTo} the chooser may stop after any number of cards, none included ("up to two Friends").
   * With {@code random} nobody chooses: the cards are picked at random from the game's seed ("a
   * random Friend"); the chooser is still the player who acts on them. With {@code forEach} the
   * count is {@code count} for each thing it counts, read as the cards are chosen ("move a Friend for
   * each color this card has", "up to the number of action tokens your opponent has").
   */
  record Choose(Filter filter, int count, Who chooser, boolean upTo, boolean random, Count forEach) implements Target {
    public Choose {
      chooser = chooser == null ? Who.YOU : chooser;
    }

    public Choose(Filter filter, int count, Who chooser, boolean upTo, boolean random) {
      this(filter, count, chooser, upTo, random, null);
    }

    public Choose(Filter filter, int count, Who chooser, boolean upTo) {
      this(filter, count, chooser, upTo, false);
    }

    public Choose(Filter filter, int count, Who chooser) {
      this(filter, count, chooser, false);
    }

    public Choose(Filter filter, int count) {
      this(filter, count, Who.YOU);
    }

    /**
     * As a record writes itself, {@code chooser} only when not the controller and {@code upTo}
     * and {@code random} only when set: states keep their fingerprints.
     */
    @Override
    public String toString() {
      return "Choose[filter=" + filter + ", count=" + count + (chooser == Who.YOU ? "" : ", chooser=" + chooser)
          + (upTo ? ", upTo=true" : "") + (random ? ", random=true" : "") + (forEach == null ? "" : ", forEach=" + forEach)
          + "]";
    }
  }
}
