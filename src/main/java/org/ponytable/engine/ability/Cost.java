package org.ponytable.engine.ability;

/** What activating an ability costs (703.1d, 508). All costs are paid before any effect. */
public sealed interface Cost {
  /** The cost words ({@code "pay"}) of card files, one per record, in the order the documentation lists them. */
  java.util.List<String> WORDS = java.util.List.of("exhaustThis", "tokens", "retire", "discard", "banish", "spend",
      "exhaustOther", "dismiss", "removeCounters", "retireThis");

  /** Exhaust the card with the ability; it must be ready (503.2). */
  record ExhaustThis() implements Cost {}

  /** Pay action tokens (502). */
  record Tokens(int amount) implements Cost {}

  /** Retire one of your cards in play that matches, chosen as part of the action (409.2). */
  record Retire(Filter filter) implements Cost {}

  /** Glossary, Spend: put cards from beneath this card into the discard pile, oldest first. */
  record Spend(int amount) implements Cost {}

  /**
   * Discard a card from your hand whose printed type, color, trait, title and power match the
   * filter ("discard an Event"), chosen as part of the action (409.3).
   */
  record Discard(Filter filter) implements Cost {
    public Discard {
      filter = filter == null ? Filter.ANY : filter;
    }

    public Discard() {
      this(Filter.ANY);
    }
  }

  /**
   * 409.5: banish one of your cards, chosen as part of the action: a card you control in play
   * matching the filter, or a card in your discard pile or your hand whose printed type, color,
   * trait and power match it.
   */
  record Banish(Filter filter, From from) implements Cost {
    /** Where the banished card comes from. */
    public enum From { PLAY, DISCARD_PILE, HAND }

    public Banish(Filter filter, boolean fromDiscardPile) {
      this(filter, fromDiscardPile ? From.DISCARD_PILE : From.PLAY);
    }

    public boolean fromDiscardPile() {
      return from == From.DISCARD_PILE;
    }
  }

  /**
   * 503.2: exhaust another ready card you control in play (not the card with the ability) that
   * matches, chosen as part of the action.
   */
  record ExhaustOther(Filter filter) implements Cost {}

  /** 409.1: dismiss one of your cards in play that matches, chosen as part of the action. */
  record Dismiss(Filter filter) implements Cost {}

  /**
   * 519: remove that many counters of that name from the card with the ability, or with {@code from}
   * from a card in play that matches, chosen as part of the action; it must have them.
   */
  record RemoveCounters(String name, int amount, Filter from) implements Cost {
    public RemoveCounters(String name, int amount) {
      this(name, amount, null);
    }

    /** {@code from} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "RemoveCounters[name=" + name + ", amount=" + amount + (from == null ? "" : ", from=" + from) + "]";
    }
  }

  /**
   * 409.2: retire the card with the ability, which chooses nothing, so it goes beside a cost that
   * picks a card ("banish a card from your hand and retire this card").
   */
  record RetireThis() implements Cost {}
}
