package org.ponytable.engine.ability;

import java.util.List;
import java.util.Objects;

/** One instruction of an ability or Event, processed in order (705.2d). */
public sealed interface Effect {
  /**
   * The cards this effect acts on, or null when it names none; the records with a {@code target}
   * answer with it. A faceoff's cards are its {@link StartFaceoff#against()}.
   */
  default Target target() {
    return null;
  }

  /** What it scales by ("for each"), or null; the records that scale answer with theirs. */
  default Count forEach() {
    return null;
  }

  /**
   * The {@code forEach} part of a scaling record's text, empty when it has none: records written
   * before counts existed print as they did, so saved states keep their fingerprints.
   */
  static String forEachPart(Count forEach) {
    return forEach == null ? "" : ", forEach=" + forEach;
  }

  /**
   * Whether its target names the cards the previous effect chose (a filter's {@code chosen}), or
   * its count reads them ("equal to its cost").
   */
  /** Whether it reads what the previous effect chose as it is performed, not only to find its cards. */
  default boolean readsPreviousAsPerformed() {
    return false;
  }

  default boolean namesChosen() {
    Target t = target();
    return t instanceof Target.Each e && namesChosen(e.filter()) || t instanceof Target.Choose ch && namesChosen(ch.filter())
        || forEach() != null && (forEach().kind() == Count.Kind.COST_OF_CHOSEN || namesChosen(forEach().filter()));
  }

  /** Whether a target's or a count's filter reads what the previous effect chose. */
  static boolean namesChosen(Filter f) {
    return f.chosen() || f.otherThan() == Filter.OtherThan.CHOSEN || f.powerVsChosen() != null
        || f.where() == Filter.Place.CHOSENS_PROBLEM || f.sameNameAsChosen();
  }

  /** Whether processing it asks its controller to choose the cards it acts on. */
  default boolean choosesTarget() {
    return target() instanceof Target.Choose;
  }

  /** A player draws cards (409.4); with {@code forEach}, {@code amount} for each thing it counts. */
  record Draw(int amount, Who player, Count forEach) implements Effect {
    public Draw(int amount, Who player) {
      this(amount, player, null);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}). */
    @Override
    public String toString() {
      return "Draw[amount=" + amount + ", player=" + player + Effect.forEachPart(forEach) + "]";
    }
  }

  /** 402.4: that player (or each player) shuffles their draw deck; flipped cards keep their places. */
  record Shuffle(Who player) implements Effect {}

  /** A player gains action tokens (502); with {@code forEach}, {@code amount} for each thing it counts. */
  record GainTokens(int amount, Who player, Count forEach) implements Effect {
    public GainTokens(int amount, Who player) {
      this(amount, player, null);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}). */
    @Override
    public String toString() {
      return "GainTokens[amount=" + amount + ", player=" + player + Effect.forEachPart(forEach) + "]";
    }
  }

  /**
   * A player loses up to {@code amount} action tokens (502), never below 0; with {@code downTo}
   * (null: none) as many as leave them no more than that ("loses action tokens until ...", "all");
   * with {@code notGainedThisTurn} never those they gained this turn.
   */
  record LoseTokens(int amount, Who player, boolean notGainedThisTurn, Integer downTo) implements Effect {
    public LoseTokens(int amount, Who player) {
      this(amount, player, false, null);
    }

    /** The new field only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "LoseTokens[amount=" + amount + ", player=" + player + (notGainedThisTurn ? ", notGainedThisTurn=true" : "")
          + "]";
    }
  }

  /**
   * You gain action tokens that last until the end of the current phase (502.1a is overridden by
   * the card, 104.1); they are spent before your other tokens (502.1b, rulings.md).
   */
  record GainPhaseTokens(int amount) implements Effect {}

  /**
   * 508, 609.2a: the next card you play this turn that {@code cards} describes (by what is
   * printed) costs {@code amount} more (less when negative), never below 0; {@code player} is whose
   * next card (an opponent's, made dearer), {@code minimum} (0: none) the
   * cost a reduction stops at ("to a minimum of 1"); {@code untilFaceoff}: it ends with the faceoff
   * in progress rather than the turn ("until the end of the faceoff").
   */
  record NextPlayCosts(int amount, Filter cards, Who player, int minimum, boolean untilFaceoff) implements Effect {
    public NextPlayCosts(int amount, Filter cards) {
      this(amount, cards, Who.YOU, 0, false);
    }
  }

  /**
   * 205.1: until the end of the turn the play requirements of your cards ask {@code amount} less
   * power of {@code color} ("reduce the play requirements of your cards by 2 [Loyalty]"), never
   * below 0; cuts add up.
   */
  /**
   * 401.3: you choose {@code count} cards of your hand one at a time (fewer if it holds fewer), and
   * each goes on top of your draw deck, so the last one chosen is on top. Nobody else learns which.
   */
  record HandToTop(int count) implements Effect {}

  record CutPlayRequirements(org.ponytable.engine.terms.CardColor color, int amount) implements Effect {}

  /**
   * 502, 508: you pay action tokens as the effect is processed, the price of what follows ("you
   * may pay 1 to ..."): if you can't pay it all, you pay nothing and the effects after it don't
   * happen. Written after a "may" (712.3), it makes the optional cost of a triggered ability;
   * with {@code player} opponent, the controller's opponent pays (after a "mayBy" opponent).
   */
  record PayTokens(int amount, Who player) implements Effect {
    public PayTokens {
      player = player == null ? Who.YOU : player;
    }

    public PayTokens(int amount) {
      this(amount, Who.YOU);
    }

    /** {@code player} only when the opponent pays ("that player may pay"), so states keep their fingerprints. */
    @Override
    public String toString() {
      return "PayTokens[amount=" + amount + (player == Who.YOU ? "]" : ", player=" + player + "]");
    }
  }

  /**
   * The optional cost of a triggered ability paid by the card with the ability itself ("you may
   * exhaust this card to ...", "you may spend a card from beneath it to ...", 712.3, 503.2,
   * glossary: Spend): if it can't be paid in full, nothing is paid and the effects after it don't
   * happen. {@code amount} is how many cards are spent, or discarded from the controller's hand.
   */
  record PayCost(ThisCost cost, int amount) implements Effect {}

  /** What {@link PayCost} pays. */
  enum ThisCost {
    EXHAUST_THIS("exhaustThis"),
    SPEND("spend"),
    /** 409.2: the card with the ability goes to its owner's discard pile ("you may retire this card to"). */
    RETIRE_THIS("retireThis"),
    /** 504.1: the card with the ability is frightened ("you may frighten this card to"). */
    FRIGHTEN_THIS("frightenThis"),
    /** 409.3: its controller discards {@code amount} cards of their choice from their hand. */
    DISCARD("discard");

    private final String jsonName;

    ThisCost(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /**
   * 514.6: the flipped card "it" names leaves its owner's deck for their hand (in a replacement of
   * {@code flippedToBottom}); nothing when "it" is no flipped card.
   */
  record FlippedToHand() implements Effect {}

  /**
   * 705.2d: the effects after it on the same list happen only if {@code condition} holds as it is
   * processed ("if you do", "if you have ..."); with {@code next} above 0, only that many of them
   * are skipped when it does not, and the rest happen anyway.
   */
  record OnlyIf(Condition condition, int next) implements Effect {
    public OnlyIf {
      Objects.requireNonNull(condition);
    }
  }

  /** A player (you by default) scores points (517.1); with {@code forEach}, for each thing it counts. */
  record Score(int amount, Who player, Count forEach) implements Effect {
    public Score {
      player = player == null ? Who.YOU : player;
    }

    public Score(int amount, Who player) {
      this(amount, player, null);
    }

    public Score(int amount) {
      this(amount, Who.YOU);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}). */
    @Override
    public String toString() {
      return "Score[amount=" + amount + ", player=" + player + Effect.forEachPart(forEach) + "]";
    }
  }

  /**
   * A continuous modifier on each target until the end of the turn or of the faceoff (708.2); with
   * {@code forEach}, its added power counts once for each thing it counts as the effect is
   * processed (708.2b).
   */
  record Modify(Target target, Ability.Change change, Duration until, Count forEach, boolean colorsOfChosen)
      implements Effect {
    public Modify {
      Objects.requireNonNull(until);
    }

    public Modify(Target target, Ability.Change change, Duration until, Count forEach) {
      this(target, change, until, forEach, false);
    }

    public Modify(Target target, Ability.Change change, Duration until) {
      this(target, change, until, null);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}). */
    @Override
    public String toString() {
      return "Modify[target=" + target + ", change=" + change + ", until=" + until
          + Effect.forEachPart(forEach) + (colorsOfChosen ? ", colorsOfChosen=true" : "") + "]";
    }

    /** "The discarded card's colors" read what the cost or the previous effect chose. */
    @Override
    public boolean namesChosen() {
      return colorsOfChosen || Effect.super.namesChosen();
    }

    @Override
    public boolean readsPreviousAsPerformed() {
      return colorsOfChosen;
    }
  }

  /** Moves characters (506.4) to an area. */
  record Move(Target target, Destination to) implements Effect {}

  /**
   * Puts {@code amount} new cards of the token card {@code card} into play under your control at an
   * area (rulings.md, token cards): your home, this card's area or the area the trigger names.
   */
  record MakeTokens(String card, int amount, Destination to, Count forEach, boolean banishAtEndOfTurn) implements Effect {
    public MakeTokens {
      Objects.requireNonNull(card);
      Objects.requireNonNull(to);
    }

    public MakeTokens(String card, int amount, Destination to, Count forEach) {
      this(card, amount, to, forEach, false);
    }

    public MakeTokens(String card, int amount, Destination to) {
      this(card, amount, to, null);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}), {@code banishAtEndOfTurn} only when set (issue 11). */
    @Override
    public String toString() {
      return "MakeTokens[card=" + card + ", amount=" + amount + ", to=" + to + Effect.forEachPart(forEach)
          + (banishAtEndOfTurn ? ", banishAtEndOfTurn=true" : "") + "]";
    }
  }

  /**
   * Moves a character (506.4) to an area the effect's controller chooses among those it may
   * legally go to (506.2): a Problem or its own controller's home, never where it is; with
   * {@code toProblem}, only a Problem ("move it to a Problem"); with {@code differentProblems}, each
   * character it moves goes to a Problem none of the others went to (no two
   * at the same Problem).
   */
  record MoveAnywhere(Target target, boolean toProblem, boolean differentProblems) implements Effect {
    public MoveAnywhere(Target target) {
      this(target, false, false);
    }

    public MoveAnywhere(Target target, boolean toProblem) {
      this(target, toProblem, false);
    }

    /** {@code toProblem} and {@code differentProblems} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "MoveAnywhere[target=" + target + (toProblem ? ", toProblem=true" : "")
          + (differentProblems ? ", differentProblems=true" : "") + "]";
    }
  }

  /** 506.5: sends characters to an area, which is not moving them. */
  record Send(Target target, Destination to) implements Effect {}

  /**
   * A one-shot change of state on each target (709). {@code until} is given only for
   * {@link Verb#TAKE_CONTROL}: control then lasts that long and goes back (513.2, 708.2); null
   * means for good.
   */
  record Apply(Verb verb, Target target, Duration until) implements Effect {
    public Apply {
      Objects.requireNonNull(verb);
      if (until != null && verb != Verb.TAKE_CONTROL) {
        throw new IllegalArgumentException("only takeControl lasts a while, not " + verb.jsonName());
      }
    }

    public Apply(Verb verb, Target target) {
      this(verb, target, null);
    }
  }

  /**
   * The top {@code count} unflipped cards of a player's deck go to their discard pile, one at a
   * time, face up; fewer when the deck runs out. Not a discard (409.3 is from hand).
   */
  record TopToDiscard(int count, Who player) implements Effect {}

  /**
   * A player discards cards of their choice from their hand (409.3); with {@code forEach},
   * {@code count} for each thing it counts (never a hand or a discard pile, which discarding changes).
   */
  record Discard(int count, Who player, Count forEach) implements Effect {
    public Discard(int count, Who player) {
      this(count, player, null);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}). */
    @Override
    public String toString() {
      return "Discard[count=" + count + ", player=" + player + Effect.forEachPart(forEach) + "]";
    }
  }

  /**
   * 409.3: a player discards {@code count} cards from their hand, each chosen at random (the
   * game's seeded random state), not by anyone.
   */
  record DiscardRandom(int count, Who player) implements Effect {}

  /** 514.3a, 515.3: during a faceoff, a player flips more cards now, each a separate flip. */
  record FlipExtra(int amount, Who player) implements Effect {}

  /**
   * 515.4: the controller chooses a flipped card of {@code player} (not already ignored, 515.4a,
   * at most {@code maxPower} printed power when given) and ignores it.
   */
  record IgnoreFlip(Who player, Integer maxPower) implements Effect {}

  /**
   * 515.4, 707.2: the flipped card "it" names (a Reaction to "flips") is ignored, and its owner
   * flips another card; nothing outside a faceoff or when "it" is no flipped card.
   */
  record Reflip() implements Effect {}

  /**
   * 509.5: you choose a Resource attached to a Friend, then another face-up Friend its host
   * description allows, and reattach it there (it goes to that Friend's area, 509.3). With {@code
   * player} other than anyone, only from one of that player's Friends to another of theirs.
   */
  record Reattach(Who player) implements Effect {
    public Reattach {
      player = player == null ? Who.ANYONE : player;
    }

    public Reattach() {
      this(Who.ANYONE);
    }
  }

  /**
   * 514.4, 515.4: the flipped card "it" names (a Reaction to "flips") gets {@code power} more
   * power (negative: less) for the faceoff, while it stays flipped and not ignored; with
   * {@code forEach}, that much for each thing it counts, counted once (708.2b).
   */
  record ModifyFlipped(int power, Count forEach) implements Effect {
    public ModifyFlipped(int power) {
      this(power, null);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}). */
    @Override
    public String toString() {
      return "ModifyFlipped[power=" + power + Effect.forEachPart(forEach) + "]";
    }
  }

  /**
   * 519: puts {@code amount} counters named {@code name} on each target, or removes up to that
   * many ({@code add} false).
   */
  record Counters(Target target, String name, int amount, boolean add, Count forEach) implements Effect {
    public Counters {
      Objects.requireNonNull(name);
    }

    public Counters(Target target, String name, int amount, boolean add) {
      this(target, name, amount, add, null);
    }

    /** {@code forEach} only when given ({@link Effect#forEachPart}). */
    @Override
    public String toString() {
      return "Counters[target=" + target + ", name=" + name + ", amount=" + amount + ", add=" + add
          + Effect.forEachPart(forEach) + "]";
    }
  }

  /**
   * 518: you search a zone of yours ({@code in}: your draw deck, or your discard pile) for a card
   * matching the filter's type, color, trait and power (as printed), may fail to find one
   * (518.1), and put what you find into your hand; a searched deck is shuffled (518.2). Cards
   * flipped in a faceoff are not taken. With {@code reveal}, the card found is shown to everyone;
   * {@code player} is who searches their own zone (you by default, or your opponent); with
   * {@code onTop} the card found goes on top of that player's deck instead of into their hand.
   */
  record Search(Filter filter, Zone in, boolean reveal, Who player, boolean onTop, boolean intoPlay) implements Effect {
    public Search {
      Objects.requireNonNull(filter);
      in = in == null ? Zone.DRAW_DECK : in;
      player = player == null ? Who.YOU : player;
    }

    public Search(Filter filter, Zone in, boolean reveal, Who player, boolean onTop) {
      this(filter, in, reveal, player, onTop, false);
    }

    public Search(Filter filter, Zone in) {
      this(filter, in, false, Who.YOU, false);
    }

    /** The newer parts only when not their defaults, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "Search[filter=" + filter + ", in=" + in + (reveal ? ", reveal=true" : "")
          + (player == Who.YOU ? "" : ", player=" + player) + (onTop ? ", onTop=true" : "")
          + (intoPlay ? ", intoPlay=true" : "") + "]";
    }

    public Search(Filter filter) {
      this(filter, Zone.DRAW_DECK);
    }
  }

  /**
   * 706.1: you put a card of yours {@code from} a zone into play: a Friend, or a Resource that
   * enters play at a home (305.1a), matching the filter by what is printed. It enters at your
   * home; you choose which when several match, and nothing happens when none does (104.2b).
   * From your {@code HAND} a Troublemaker may come too: it enters play at a Problem you choose,
   * face-down (306.1) unless {@code faceUp}. {@code to} {@code HERE} or {@code THERE}: a Friend or
   * Troublemaker enters at that area instead (a Troublemaker only at a Problem), and from the
   * discard pile a Troublemaker may come too (at a Problem you choose when {@code to} is home).
   */
  record PutIntoPlay(Filter filter, Zone from, boolean faceUp, Destination to) implements Effect {
    public PutIntoPlay {
      Objects.requireNonNull(filter);
      Objects.requireNonNull(from);
      to = to == null ? Destination.HOME : to;
    }

    public PutIntoPlay(Filter filter, Zone from, boolean faceUp) {
      this(filter, from, faceUp, Destination.HOME);
    }

    public PutIntoPlay(Filter filter, Zone from) {
      this(filter, from, false);
    }

    /** {@code faceUp} and {@code to} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "PutIntoPlay[filter=" + filter + ", from=" + from + (faceUp ? ", faceUp=true" : "")
          + (to != Destination.HOME ? ", to=" + to : "") + "]";
    }
  }

  /**
   * 409.5: a card matching the filter (by what is printed) goes from the discard pile of
   * {@code player} (anyone's: either pile) to its owner's banished zone; its controller chooses
   * which when several match. With {@code all}, every matching card there goes; with {@code stop},
   * the effects after it happen only if a card was banished ("if you do"). With {@code it}, only
   * the card the trigger is about, if it is still in a discard pile ("banish that card", issue 11).
   */
  record BanishFromDiscard(Filter filter, Who player, boolean all, boolean stop, boolean it) implements Effect {
    public BanishFromDiscard {
      Objects.requireNonNull(filter);
      player = player == null ? Who.ANYONE : player;
    }

    public BanishFromDiscard(Filter filter, Who player, boolean all, boolean stop) {
      this(filter, player, all, stop, false);
    }

    /** As a record writes itself, {@code it} only when set: states keep their fingerprints. */
    @Override
    public String toString() {
      return "BanishFromDiscard[filter=" + filter + ", player=" + player + ", all=" + all + ", stop=" + stop
          + (it ? ", it=true" : "") + "]";
    }
  }

  /**
   * 409.5, 706.1: each target is banished, then comes back into play at its owner's home under
   * its owner's control ({@code back}: at once, or at the end of the turn or the start of the next
   * through a triggered modifier, 708.4), {@code frightened} if so written (706.1a); only a Friend comes back.
   */
  record BanishFor(Target target, Back back, boolean frightened, boolean toHand) implements Effect {
    public BanishFor {
      Objects.requireNonNull(target);
      Objects.requireNonNull(back);
    }

    public BanishFor(Target target, Back back, boolean frightened) {
      this(target, back, frightened, false);
    }

    /** As a record writes itself, {@code toHand} only when set (issue 11: "put it into its owner's hand"): states keep their fingerprints. */
    @Override
    public String toString() {
      return "BanishFor[target=" + target + ", back=" + back + ", frightened=" + frightened
          + (toHand ? ", toHand=true" : "") + "]";
    }
  }

  /** When a card {@link BanishFor} banished comes back. */
  enum Back {
    NOW("now"),
    END_OF_TURN("endOfTurn"),
    /** at the start of the next turn (as its Ready Phase starts) */
    NEXT_TURN("nextTurn"),
    /** when the card with the ability leaves play ("until this card leaves play") */
    THIS_LEAVES_PLAY("thisLeavesPlay"),
    /** at the start of its owner's next turn (as that turn's Ready Phase starts) */
    YOUR_NEXT_TURN("yourNextTurn"),
    /** as the faceoff in progress ends (at once when none is) */
    END_OF_FACEOFF("endOfFaceoff");

    private final String jsonName;

    Back(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /**
   * 706.1: the card with the ability, a Friend in its owner's banished zone, enters play at its
   * owner's home under its owner's control ({@code frightened}: 706.1a); nothing when it is not there.
   */
  record ReturnFromBanished(boolean frightened, int card, boolean toHand) implements Effect {
    /** The card with the ability itself, as card files write it. */
    public ReturnFromBanished(boolean frightened) {
      this(frightened, -1);
    }

    public ReturnFromBanished(boolean frightened, int card) {
      this(frightened, card, false);
    }

    /**
     * {@code card} only when set (a return waiting on another card's leaving play), and {@code toHand}
     * (into its owner's hand, not into play), so states keep their fingerprints.
     */
    @Override
    public String toString() {
      return "ReturnFromBanished[frightened=" + frightened + (card >= 0 ? ", card=" + card : "")
          + (toHand ? ", toHand=true" : "") + "]";
    }
  }

  /**
   * A card of yours matching the filter (by what is printed) goes from your discard pile into your
   * hand; you choose which when several match (the pile is public, so this is no search and you
   * can't fail to find one, 518.1 is about searching), and nothing happens when none does (104.2b).
   */
  record Retrieve(Filter filter, Who player, boolean another) implements Effect {
    /**
     * @param player whose discard pile and hand (issue 11: "your opponent puts ... into their hand")
     * @param another "another card": not the card with the ability, nor the card the trigger or
     *     Reaction is about, which may have gone to that discard pile
     */
    public Retrieve {
      Objects.requireNonNull(filter);
      player = player == null ? Who.YOU : player;
    }

    public Retrieve(Filter filter) {
      this(filter, Who.YOU, false);
    }

    /** As a record writes itself, {@code player} and {@code another} only when set: states keep their fingerprints. */
    @Override
    public String toString() {
      return "Retrieve[filter=" + filter + (player == Who.YOU ? "" : ", player=" + player)
          + (another ? ", another=true" : "") + "]";
    }
  }

  /**
   * The card with the ability (or, with {@code it}, the card the trigger or Reaction is about) goes
   * from its owner's discard pile into its owner's hand; nothing happens when it is not there (it
   * never went, or left again).
   */
  record ReturnToHand(boolean it) implements Effect {
    public ReturnToHand() {
      this(false);
    }

    /** {@code it} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return it ? "ReturnToHand[it=true]" : "ReturnToHand[]";
    }
  }

  /** The zones {@link PutIntoPlay} and {@link Search} take a card from. */
  enum Zone {
    DISCARD_PILE("discardPile"),
    /** only for {@link PutIntoPlay} and {@link ShuffleIntoDeck} */
    HAND("hand"),
    /** only for {@link Search} */
    DRAW_DECK("drawDeck"),
    /** only for {@link Search}: both of the searcher's zones at once ("your deck or discard pile") */
    DRAW_DECK_OR_DISCARD_PILE("drawDeckOrDiscardPile");

    private final String jsonName;

    Zone(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /**
   * You look at the top {@code count} unflipped cards of the draw deck of {@code player} (yours, or
   * your opponent's) and put them back on top in the order you choose (the first chosen ends on top);
   * with {@code bottom}, the ones you don't put back on top go to the bottom (issue 11).
   */
  record LookAtTop(int count, Who player, boolean bottom, Count forEach) implements Effect {
    public LookAtTop {
      player = player == null ? Who.YOU : player;
    }

    public LookAtTop(int count, Who player, boolean bottom) {
      this(count, player, bottom, null);
    }

    public LookAtTop(int count) {
      this(count, Who.YOU, false);
    }

    public LookAtTop(int count, Who player) {
      this(count, player, false);
    }

    /** {@code player} only when not you, {@code bottom} only when true and {@code forEach} when given: fingerprints stay. */
    @Override
    public String toString() {
      return "LookAtTop[count=" + count + (player == Who.YOU ? "" : ", player=" + player) + (bottom ? ", bottom=true" : "")
          + Effect.forEachPart(forEach) + "]";
    }
  }

  /**
   * 508, 409.1: the controller pays {@code amount} action tokens or the card with the ability is
   * dismissed: they choose when they can pay ("yes" pays), else it is dismissed. Nothing when the
   * card is not in play.
   */
  record PayOrDismiss(int amount) implements Effect {}

  /**
   * 508: the player {@code player} names (you or your opponent) may pay {@code amount} action
   * tokens; if they do, the effects {@code then} take its place (the
   * opponent doing the same effect in turn), if they don't (or can't), the effects {@code otherwise}
   * (a Friend exhausted, say).
   */
  record PayOr(int amount, Who player, List<Effect> then, List<Effect> otherwise) implements Effect {
    public PayOr {
      then = List.copyOf(then);
      otherwise = List.copyOf(otherwise);
    }
  }

  /**
   * 403: {@code player} looks at the top {@code count} cards of the Problem deck of the card with
   * the ability's owner ("this Problem deck") and puts them back on top in the order they choose;
   * with {@code bottom}, they may instead put the rest on the bottom of that deck. With
   * {@code there}, the deck is that of the owner of the Problem the trigger names ("that
   * Problem's deck", 501.5). With {@code whose} (null: none), the deck is that of the ability's
   * controller ({@code YOU}) or their opponent ("a Problem deck" is a choice of two modes).
   */
  record LookAtProblemDeck(int count, Who player, boolean bottom, boolean there, Who whose) implements Effect {
    public LookAtProblemDeck {
      player = player == null ? Who.YOU : player;
    }

    public LookAtProblemDeck(int count, Who player, boolean bottom) {
      this(count, player, bottom, false, null);
    }

    /** {@code there} and {@code whose} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "LookAtProblemDeck[count=" + count + ", player=" + player + ", bottom=" + bottom
          + (there ? ", there=true" : "") + (whose != null ? ", whose=" + whose : "") + "]";
    }
  }

  /**
   * 509.5: attaches the card with the ability to the target (reattaching it if it already has a
   * host); it goes to its host's area (509.3). Only cards its host description allows are offered.
   */
  record Attach(Target target) implements Effect {}

  /**
   * 514.2c, 707.4: starts a faceoff between the controller and the opponent. The cards matching
   * {@code involve} (read from the controller, checked continuously, 514.2d) and the cards
   * chosen by {@code against} (while in play) are involved; a chosen Troublemaker makes it a
   * Troublemaker faceoff (514.2a.i). Once it is won or lost, the controller follows {@code win}
   * or {@code lose} (514.5d). Nothing happens during another faceoff (707.4a).
   *
   * @param against "it" or a chosen card or cards, or null; when it names no card, no faceoff
   *     starts. In {@code win} and {@code lose}, "it" is the (first) card it names
   */
  record StartFaceoff(List<Filter> involve, Target against, List<Effect> win, List<Effect> lose)
      implements Effect {
    public StartFaceoff {
      involve = List.copyOf(involve);
      win = List.copyOf(win);
      lose = List.copyOf(lose);
    }

    /** An involved card the previous effect chose ("one of your Friends"), or an "against" compared with it. */
    @Override
    public boolean namesChosen() {
      return involve.stream().anyMatch(Filter::chosen)
          || against instanceof Target.Choose ch && (ch.filter().chosen() || ch.filter().powerVsChosen() != null);
    }
  }

  /**
   * 608.4, 514.2a.i: the controller challenges a Troublemaker by an effect: a Troublemaker
   * faceoff won or lost as in the Challenge Step (514.5a-b), the controller the challenger. The
   * cards {@code with} describes (read from the controller; "there" is the Troublemaker's
   * Problem) are the challenger's involved cards; with {@code one}, the controller chooses one of
   * them as it starts. Nothing happens during another faceoff (707.4a).
   */
  record Challenge(Target target, Filter with, boolean one) implements Effect {
    public Challenge {
      Objects.requireNonNull(target);
      Objects.requireNonNull(with);
    }
  }

  /**
   * 514.5a by an effect: {@code player} ("you" or "opponent", read from the controller) defeats
   * each target Troublemaker: scores its points, then it is dismissed.
   */
  record Defeat(Target target, Who player) implements Effect {
    public Defeat {
      Objects.requireNonNull(target);
      player = player == null ? Who.YOU : player;
    }
  }

  /**
   * A modal choice ("choose one", "choose two"): as it is processed, the controller picks
   * {@code count} different modes, each a list of effects; the picked ones are then processed in
   * their printed order in its place (rulings.md). The modes are public. With {@code random}
   * nobody picks: the modes are picked at random from the game's seed ("choose one at random").
   */
  record ChooseModes(int count, List<List<Effect>> modes, boolean random) implements Effect {
    public ChooseModes {
      modes = modes.stream().map(List::copyOf).toList();
    }

    public ChooseModes(int count, List<List<Effect>> modes) {
      this(count, modes, false);
    }

    /** {@code random} only when set: states keep their fingerprints. */
    @Override
    public String toString() {
      return "ChooseModes[count=" + count + ", modes=" + modes + (random ? ", random=true" : "") + "]";
    }
  }

  /**
   * 514.4a: adds {@code amount} (negative takes away) to the power total of the player or
   * players {@code player} names, for the current faceoff; nothing outside a faceoff.
   */
  record ModifyTotal(int amount, Who player) implements Effect {
    public ModifyTotal {
      Objects.requireNonNull(player);
    }
  }

  /**
   * 708.4: a triggered modifier. Until {@code until} ends, each time {@code trigger} happens (and
   * the condition holds then), the effects happen as a triggered effect of this ability's
   * controller; with {@code once}, only the first time. With {@code onChosen} ("at the end of the
   * turn, retire that Friend") one is made on each card the previous effect chose, read as if it
   * were that card's own, so "this" in its effects names that card (a delayed effect, 708.4).
   */
  record Whenever(Trigger trigger, Condition condition, Duration until, boolean once, List<Effect> effects,
      boolean onChosen) implements Effect {
    public Whenever {
      Objects.requireNonNull(trigger);
      Objects.requireNonNull(until);
      effects = List.copyOf(effects);
    }

    public Whenever(Trigger trigger, Condition condition, Duration until, boolean once, List<Effect> effects) {
      this(trigger, condition, until, once, effects, false);
    }

    @Override
    public boolean namesChosen() {
      return onChosen;
    }

    @Override
    public boolean readsPreviousAsPerformed() {
      return onChosen;
    }

    /** The new field only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "Whenever[trigger=" + trigger + ", condition=" + condition + ", until=" + until + ", once=" + once
          + ", effects=" + effects + (onChosen ? ", onChosen=true" : "") + "]";
    }
  }

  /** Where {@link Move} puts a character. */
  enum Destination {
    /** its controller's home */
    HOME("home"),
    /** the area of the card with the ability (501.4) */
    HERE("here"),
    /** the area the trigger names (501.5) */
    THERE("there"),
    /** the Problem other than the one the card is at ("sent to another Problem"); none from a home */
    OTHER_PROBLEM("otherProblem"),
    /** a Problem in play picked at random from the game's seeded random state; its own one: it stays */
    RANDOM_PROBLEM("randomProblem");

    private final String jsonName;

    Destination(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** The one-shot changes {@link Apply} can make. */
  enum Verb {
    EXHAUST("exhaust"),
    READY("ready"),
    FRIGHTEN("frighten"),
    UNFRIGHTEN("unfrighten"),
    /** 506.5: not a move, so "moved" triggers don't see it. */
    SEND_HOME("sendHome"),
    DISMISS("dismiss"),
    /** 409.2: only cards the ability's controller controls. */
    RETIRE("retire"),
    /** 409.5: from play to its owner's banished zone. */
    BANISH("banish"),
    /** 301.2: a Mane Character showing its Start side turns to its Boosted side. */
    BOOST("boost"),
    /** 409: from play to the top of its owner's draw deck (401.3: decks are ordered). */
    PUT_ON_TOP("putOnTop"),
    /** 409: from play to its owner's hand (a face-down card goes there too, still unnamed to others). */
    PUT_INTO_HAND("putIntoHand"),
    /**
     * 505.1, 505.3: a face-up Troublemaker is turned face down: a different card now, hidden from
     * the other player, uncovered again as usual (607).
     */
    TURN_FACE_DOWN("turnFaceDown"),
    /** 607.3: a face-down Troublemaker at a Problem is turned face up, as in the Uncover Step. */
    UNCOVER("uncover"),
    /** 505.1d: the ability's controller alone looks at a face-down card; it stays face down. */
    LOOK_AT("lookAt"),
    /**
     * 513.2: the ability's controller takes control of the card, for good or for a while; 511.4
     * then sends a character home.
     */
    TAKE_CONTROL("takeControl"),
    /** 505.1: a Troublemaker is turned over, face down to face up or back, without uncovering or covering it. */
    TURN_OVER("turnOver"),
    /** 301.2 (rulings.md, back to the Start side): a boosted Mane Character turns to its Start side. */
    TURN_TO_START("turnToStart");

    private final String jsonName;

    Verb(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  // ---- revealing and deck words (issue 11) ----

  /**
   * The top unflipped card of a draw deck is revealed to every player (rulings.md), then goes
   * where {@code fits} says when it fits {@code filter} (null: any card) and where
   * {@code otherwise} says when it does not; the {@code next} effects after it (0: all of them)
   * happen only if it fit. With {@code may} the controller chooses whether a fitting card moves
   * and those effects happen. With {@code until}, cards are revealed from the top until one fits;
   * the others stay in the deck, which is shuffled afterwards. With {@code count} above 1, the top
   * cards are revealed together: one that fits is taken (may: or none), the rest go where
   * {@code otherwise} says, in the order the controller chooses.
   */
  record RevealTop(Who player, Filter filter, RevealedTo fits, RevealedTo otherwise, boolean may, int next,
      boolean until, int count, boolean all, Count forEach) implements Effect {
    /**
     * With {@code all}, every revealed card that fits goes where {@code fits} says, nobody choosing;
     * with {@code forEach}, {@code count} cards for each thing counted are revealed.
     */
    public RevealTop(Who player, Filter filter, RevealedTo fits, RevealedTo otherwise, boolean may, int next,
        boolean until, int count) {
      this(player, filter, fits, otherwise, may, next, until, count, false, null);
    }

    /** {@code all} and {@code forEach} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "RevealTop[player=" + player + ", filter=" + filter + ", fits=" + fits + ", otherwise=" + otherwise
          + ", may=" + may + ", next=" + next + ", until=" + until + ", count=" + count
          + (all ? ", all=true" : "") + (forEach != null ? ", forEach=" + forEach : "") + "]";
    }
  }

  /** Where a revealed card goes. */
  enum RevealedTo {
    /** it stays on top of its deck, hidden again */
    TOP("top"),
    HAND("hand"),
    DISCARD_PILE("discardPile"),
    /** 409.5 */
    BANISH("banish"),
    /** 402.3: the bottom of its deck */
    BOTTOM("bottom"),
    /** 706.1: into play at its owner's home, if it is a Friend or a Resource played at home */
    PLAY("play");

    private final String jsonName;

    RevealedTo(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** A player reveals a card at random from their hand to every player; it stays in the hand. */
  record RevealRandom(Who player) implements Effect {}

  /** 409.4: a player draws from the bottom of their draw deck, the lowest unflipped card first. */
  record DrawFromBottom(int amount) implements Effect {}

  /** 402.4: a player's hand or discard pile goes into their draw deck, which is then shuffled. */
  record ShuffleIntoDeck(Who player, Zone from) implements Effect {}

  /** 401.3: the Event being processed goes on top of its owner's draw deck, not to the discard pile. */
  record EventToTop() implements Effect {}

  /** 402.2: the bottom unflipped card of your draw deck goes on top of it, unseen. */
  record BottomToTop() implements Effect {}

  /**
   * "Choose a Problem": the controller chooses one of the Problems in play (decision {@code PROBLEM});
   * the effects after it on the same list read that Problem's area as "there" (501.5).
   */
  record ChooseProblem() implements Effect {}

  /**
   * 404.1: you look at {@code player}'s hand (with {@code reveal}, that player reveals it to
   * everyone); with {@code discard} you then choose a card in it that {@code filter} describes by
   * what is printed (any card when null), and its owner discards it (409.3); with {@code upTo}
   * you may choose none ("you may choose a Friend card from their hand"). With {@code to} TOP or
   * BANISH (null: discarded) the chosen card goes on top of its owner's deck or to their banished
   * zone instead.
   */
  record LookAtHand(Who player, Filter filter, boolean reveal, boolean discard, boolean upTo, RevealedTo to)
      implements Effect {
    public LookAtHand {
      to = to == RevealedTo.DISCARD_PILE ? null : to;
    }

    /** {@code to} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "LookAtHand[player=" + player + ", filter=" + filter + ", reveal=" + reveal + ", discard=" + discard
          + ", upTo=" + upTo + (to != null ? ", to=" + to : "") + "]";
    }
  }

  /** 705.2d: the cards the target names are chosen, and nothing is done to them (the next effect names them). */
  record Choose(Target target) implements Effect {}

  /** 103.4-103.5: that player loses the game at once, and the other player wins (103.3). */
  record LoseGame(Who player) implements Effect {}

  /**
   * 712.3: "then, you may ...": as it is processed the controller decides (decision {@code MAY});
   * yes, and its {@code effects} take its place; no, and they are left out, the rest going on.
   */
  record Optional(List<Effect> effects) implements Effect {
    public Optional {
      effects = List.copyOf(effects);
    }

    /** "If you do, you may challenge that Troublemaker": its first effect may name what the one before chose. */
    @Override
    public boolean namesChosen() {
      return !effects.isEmpty() && effects.get(0).namesChosen();
    }
  }

  /**
   * 513.2: the controller's opponent gains control of each target ("that opponent gains control of
   * this card"), for good or (708.2) until {@code until} ends.
   */
  record GiveControl(Target target, Duration until) implements Effect {}

  /**
   * 520 (rulings.md, token copies): for each target, a new token card copying its printed values
   * (a copy of a copy copies what it copies) enters play under your control at {@code to}.
   */
  record TokenCopy(Target target, CopyTo to, boolean left) implements Effect {
    public TokenCopy {
      Objects.requireNonNull(to);
    }

    /** With {@code left}, it copies what the previous effect chose and has since left play ("if you do"). */
    @Override
    public boolean readsPreviousAsPerformed() {
      return left;
    }
  }

  /** Where a token copy enters play: as {@link Destination}, or one at each Problem but this card's. */
  enum CopyTo {
    HOME("home"),
    HERE("here"),
    THERE("there"),
    /** one copy at each Problem other than the one this card is at ("at each other Problem") */
    OTHER_PROBLEMS("otherProblems");

    private final String jsonName;

    CopyTo(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  // ---- faceoff words (issue 11, faceoffs) ----

  /**
   * 514.3a: during a faceoff, the player or players {@code player} names flip {@code amount} more
   * cards (fewer when negative) at its first flip ("players flip 1 fewer card during that
   * faceoff"); nothing outside a faceoff.
   */
  record ChangeFlips(int amount, Who player) implements Effect {}

  /** 514.2d: during a faceoff, each target becomes involved in it while in play; nothing outside one. */
  record JoinFaceoff(Target target) implements Effect {}

  /** Rulings.md (end the faceoff): the faceoff in progress ends now, nobody winning it. */
  record EndFaceoff() implements Effect {}

  /**
   * Chaos: the flipped card the ability is about (a Chaos card itself, or "it" after a "flips"
   * Reaction) enters play at home under the control of the player who flipped it, when it is a
   * Friend or a Resource played at home; nothing when it is no flipped card.
   */
  record FlippedIntoPlay() implements Effect {}

  /**
   * 409.5: without {@code player}, the flipped card the ability is about is banished from its
   * owner's deck; with it, you choose one of that player's flipped cards and banish it.
   */
  record BanishFlipped(Who player) implements Effect {}

  /**
   * 611.3, rulings.md: the player(s) {@code player} names need {@code amount} more power (less when
   * negative) of any color to confront the Problem "there" (the one chosen, or this card's: 501.5),
   * until the end of the turn or until the start of your next turn.
   */
  record ChangeRequirement(int amount, Who player, Duration until, boolean allProblems) implements Effect {
    /** The Problem "there" only. */
    public ChangeRequirement(int amount, Who player, Duration until) {
      this(amount, player, until, false);
    }
  }

  /**
   * "Choose a color": the controller chooses one of the six colors (decision {@code COLOR}); the
   * card with the ability keeps it while it stays in play (its {@code chosenColors}), read by
   * continuous abilities with {@code chosenColors}. With {@code replace} the colors chosen before are
   * forgotten (a color changed by a new choice, rulings.md).
   */
  record ChooseColor(boolean replace) implements Effect {
    public ChooseColor() {
      this(false);
    }
  }

  /**
   * 613.2: each Problem the target names is replaced by the effect, as the Solve Step replaces a
   * solved one (characters there home, face-up Troublemakers and Resources dismissed, the top of
   * its Problem deck in its place); it is not solved. A Problem that "can't be replaced" stays.
   */
  record ReplaceProblem(Target target) implements Effect {}

  /** 409.5, 304.2: the Event being processed goes to its owner's banished zone, not to the discard pile. */
  record BanishEvent() implements Effect {}

  /**
   * 609.2a, 609.2c (rulings.md): you play a Friend or Troublemaker from your hand matching the
   * filter (by what is printed) without paying its cost: it is played, to a place you choose.
   */
  record PlayFree(Filter filter) implements Effect {
    public PlayFree {
      Objects.requireNonNull(filter);
    }
  }

  /** Rulings.md, "Changes to the turn sequence": you take an extra turn after this one. */
  record ExtraTurn() implements Effect {}

  /** Rulings.md: the next {@code phase} of this turn does not happen (601.1). */
  record SkipPhase(org.ponytable.engine.terms.Phase phase) implements Effect {
    public SkipPhase {
      Objects.requireNonNull(phase);
    }
  }

  /** Rulings.md: once the {@code phase} in progress (or the next one) ends, a new one starts (601.1). */
  record NewPhase(org.ponytable.engine.terms.Phase phase) implements Effect {
    public NewPhase {
      Objects.requireNonNull(phase);
    }
  }

  // ---- cards beneath a card (issue 11, zones3; glossary: Pumped, Spend) ----

  /**
   * 409.5, glossary Pumped: a card is banished to beneath a card in play ({@code onto}: this card, or
   * one of that player's Friends with Pumped they choose). {@code from}: a card of that player's hand
   * (matching {@code filter} by what is printed), a card in play (matching {@code filter}), the top
   * card of their deck, or the Event being processed. {@code player}: whose hand, deck and Friends.
   */
  record BanishBeneath(BeneathFrom from, Filter filter, Onto onto, Who player) implements Effect {
    public BanishBeneath {
      Objects.requireNonNull(from);
      Objects.requireNonNull(onto);
      filter = filter == null ? Filter.ANY : filter;
      player = player == null ? Who.YOU : player;
    }
  }

  /**
  /**
   * 514.6, 404: you choose one of your flipped cards matching the filter (by what is printed) and
   * it leaves your deck for your hand, for all to see; nothing when none fits or outside a faceoff.
   */
  record TakeFlipped(Filter filter) implements Effect {
    public TakeFlipped {
      Objects.requireNonNull(filter);
    }
  }

  /**
   * Glossary, Spend: cards beneath a card ({@code onto}: this card, or one of your Friends with Pumped
   * you choose) leave it: the oldest one, or with {@code all} every one, to {@code to} (the owner's
   * discard pile, the top of the owner's deck, or into play at the owner's home, 706.1). Without
   * {@code all}, to the discard pile the oldest goes (Spend); elsewhere you choose one. {@code player}:
   * whose Friends with Pumped may be chosen ("a Friend with Pumped": anyone's).
   */
  record FromBeneath(Onto onto, BeneathTo to, boolean all, Who player) implements Effect {
    public FromBeneath {
      Objects.requireNonNull(onto);
      Objects.requireNonNull(to);
      player = player == null ? Who.YOU : player;
    }
  }

  /**
   * 401.3 (issue 11): the card "it" names goes from its owner's hand on top of their deck; written in
   * a replacement of "discard" ("put that card on top of your deck instead"). Nothing when it is not in a hand.
   */
  record HandCardToTop() implements Effect {}

  /** Where a card banished beneath another comes from. */
  enum BeneathFrom {
    HAND("hand"),
    PLAY("play"),
    DECK_TOP("deckTop"),
    EVENT("event");

    private final String jsonName;

    BeneathFrom(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** The card with cards beneath it: this card, or a Friend with Pumped its player chooses. */
  enum Onto {
    THIS("this"),
    PUMPED_FRIEND("pumpedFriend");

    private final String jsonName;

    Onto(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** Where cards from beneath a card go. */
  enum BeneathTo {
    DISCARD_PILE("discardPile"),
    DECK_TOP("deckTop"),
    PLAY("play");

    private final String jsonName;

    BeneathTo(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /**
   * 514.4a, 515.4: you choose one of your flipped cards; it has {@code power} more (less when
   * negative) for the faceoff, while it stays flipped and not ignored; nothing outside a faceoff.
   */
  record GiveFlipped(int power) implements Effect {}

  /** 104.2: that player (or each player) can't play Events for the rest of this turn. */
  record NoEvents(Who player) implements Effect {
    public NoEvents {
      Objects.requireNonNull(player);
    }
  }
}
