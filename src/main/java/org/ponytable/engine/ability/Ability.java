package org.ponytable.engine.ability;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.ponytable.engine.terms.CardColor;

/** One ability of a card (701.1): continuous, activated or triggered. */
public sealed interface Ability {

  /**
   * 704: when the trigger happens (and the condition holds then), a triggered effect is created
   * and waits for pre-priority processing (511.5, 712.1).
   *
   * @param condition checked as the ability triggers, or null (712.2)
   * @param may the controller decides as the effect is processed whether to do it (712.3)
   * @param mayBy who makes that decision: the controller, or their opponent when the text lets
   *     "that player" (an opponent) choose
   */
  record Triggered(Trigger trigger, Condition condition, boolean may, List<Effect> effects, Who mayBy)
      implements Ability {
    public Triggered {
      Objects.requireNonNull(trigger);
      effects = List.copyOf(effects);
      mayBy = mayBy == null ? Who.YOU : mayBy;
    }

    public Triggered(Trigger trigger, Condition condition, boolean may, List<Effect> effects) {
      this(trigger, condition, may, effects, Who.YOU);
    }

    /** As a record writes itself, {@code mayBy} only when not the controller: states keep their fingerprints. */
    @Override
    public String toString() {
      return "Triggered[trigger=" + trigger + ", condition=" + condition + ", may=" + may + ", effects=" + effects
          + (mayBy == Who.YOU ? "" : ", mayBy=" + mayBy) + "]";
    }
  }

  /**
   * 703: the controller may activate it while holding priority under its timing, paying costs.
   *
   * @param reaction what it reacts to when the timing is {@link Timing#REACTION}, else null
   * @param anyPlayer any player may activate it, not only the card's controller; the one who
   *     does controls its effect and pays its costs
   */
  record Activated(Timing timing, List<Cost> costs, List<Effect> effects, Reaction reaction, boolean anyPlayer,
      Condition whileCondition) implements Ability {
    public Activated {
      Objects.requireNonNull(timing);
      costs = List.copyOf(costs);
      effects = List.copyOf(effects);
      if ((timing == Timing.REACTION) != (reaction != null)) {
        throw new IllegalArgumentException("a Reaction timing needs its condition, and only it has one");
      }
    }

    public Activated(Timing timing, List<Cost> costs, List<Effect> effects) {
      this(timing, costs, effects, null);
    }

    public Activated(Timing timing, List<Cost> costs, List<Effect> effects, Reaction reaction) {
      this(timing, costs, effects, reaction, false);
    }

    /** Without a "while" condition: it may be activated whenever its timing allows. */
    public Activated(Timing timing, List<Cost> costs, List<Effect> effects, Reaction reaction, boolean anyPlayer) {
      this(timing, costs, effects, reaction, anyPlayer, null);
    }

    /**
     * As a record writes itself, {@code anyPlayer} and {@code whileCondition} only when set: states
     * keep their fingerprints.
     */
    @Override
    public String toString() {
      return "Activated[timing=" + timing + ", costs=" + costs + ", effects=" + effects + ", reaction=" + reaction
          + (anyPlayer ? ", anyPlayer=true" : "") + (whileCondition != null ? ", while=" + whileCondition : "") + "]";
    }
  }

  /**
   * 702: while the card is in play (and the while-condition holds, 708.2a) every card matching
   * {@code affects} gets the change. {@code cant} lists what those cards can't do (104.2);
   * {@code keywords} names keywords those cards have ("this Friend has Stubborn"), by their display
   * spelling (the keyword table lives with the cards, above this language). With {@code forEach},
   * the change's added power counts once for each thing the {@link Count} counts ("+1 for each
   * Resource on it", "+1 power for each card beneath it", glossary: Pumped, "for each card in
   * your hand"). {@code keywords} may carry a number ("Supportive 2"); {@code traits} are traits the
   * cards have ("That Friend is a Critter", "Cards in play have Unique"). With {@code colorsOf}, the
   * cards also have the current colors of each card in play it matches ("the colors of each opposing
   * character here", 203.3); with {@code loseColors}, they lose and can't have colors (rulings.md).
   * {@code abilities} (triggered and activated only) are abilities the cards have ("Your
   * Troublemakers have ..."; 701.1, rulings.md, granted abilities).
   */
  record Continuous(Condition whileCondition, Filter affects, Change change, Set<Restriction> cant, int extraFlips,
      List<String> keywords, Count forEach, List<String> traits, Filter colorsOf, boolean loseColors,
      List<Ability> abilities, boolean chosenColors) implements Ability {
    /** With {@code chosenColors}, the cards also have the colors chosen for this card (its "chosen color"). */
    public Continuous {
      Objects.requireNonNull(affects);
      Objects.requireNonNull(change);
      cant = Sets.ordered(cant, Restriction.class);
      keywords = keywords == null ? List.of() : List.copyOf(keywords);
      traits = traits == null ? List.of() : List.copyOf(traits);
      abilities = abilities == null ? List.of() : List.copyOf(abilities);
    }

    public Continuous(Condition whileCondition, Filter affects, Change change, Set<Restriction> cant, int extraFlips,
        List<String> keywords, Count forEach, List<String> traits, Filter colorsOf, boolean loseColors,
        List<Ability> abilities) {
      this(whileCondition, affects, change, cant, extraFlips, keywords, forEach, traits, colorsOf, loseColors, abilities,
          false);
    }

    public Continuous(Condition whileCondition, Filter affects, Change change, Set<Restriction> cant, int extraFlips,
        List<String> keywords, Count forEach, List<String> traits, Filter colorsOf, boolean loseColors) {
      this(whileCondition, affects, change, cant, extraFlips, keywords, forEach, traits, colorsOf, loseColors, List.of());
    }

    public Continuous(Condition whileCondition, Filter affects, Change change, Set<Restriction> cant, int extraFlips,
        List<String> keywords, Count forEach, List<String> traits) {
      this(whileCondition, affects, change, cant, extraFlips, keywords, forEach, traits, null, false);
    }

    public Continuous(Condition whileCondition, Filter affects, Change change, Set<Restriction> cant, int extraFlips,
        List<String> keywords, Count forEach) {
      this(whileCondition, affects, change, cant, extraFlips, keywords, forEach, List.of());
    }

    /** Whether it changes colors beyond a fixed change: copied or lost. */
    public boolean changesColorsBy() {
      return colorsOf != null || loseColors || chosenColors;
    }

    /** Whether it gives the cards it affects keywords or traits. */
    public boolean grants() {
      return !keywords.isEmpty() || !traits.isEmpty();
    }

    /** As a record writes itself, {@code traits} only when given. */
    @Override
    public String toString() {
      return "Continuous[whileCondition=" + whileCondition + ", affects=" + affects + ", change=" + change + ", cant="
          + cant + ", extraFlips=" + extraFlips + ", keywords=" + keywords + ", forEach=" + forEach
          + (traits.isEmpty() ? "" : ", traits=" + traits) + (colorsOf == null ? "" : ", colorsOf=" + colorsOf)
          + (loseColors ? ", loseColors=true" : "") + (abilities.isEmpty() ? "" : ", abilities=" + abilities)
          + (chosenColors ? ", chosenColors=true" : "") + "]";
    }

    public Continuous(Condition whileCondition, Filter affects, Change change, Set<Restriction> cant, int extraFlips) {
      this(whileCondition, affects, change, cant, extraFlips, List.of(), null);
    }

    public Continuous(Condition whileCondition, Filter affects, Change change, Set<Restriction> cant) {
      this(whileCondition, affects, change, cant, 0);
    }
  }

  /**
   * 710: while the card is in play and face up, if the occurrence would happen to a card matching
   * {@code subject} (or, for a draw, to the player {@code player} names), the {@code instead}
   * effects happen in its place. They are performed at once, so they never ask anything: no
   * chosen targets, no discards (the loader checks). With {@code may}, the controller is asked
   * whether it applies ("you may ... instead"); declined, the occurrence happens.
   */
  record Replacement(Occurrence occurrence, Filter subject, Who player, List<Effect> instead, boolean may,
      List<Cost> costs, boolean oncePerFaceoff) implements Ability {
    /**
     * @param costs paid by its controller as it applies ("you may pay 1 to ... instead", 707.2a):
     *     it applies only while they can be paid; only costs that ask nothing (the loader checks)
     */
    public Replacement {
      Objects.requireNonNull(occurrence);
      player = player == null ? Who.YOU : player;
      instead = List.copyOf(instead);
      costs = costs == null ? List.of() : List.copyOf(costs);
    }

    public Replacement(Occurrence occurrence, Filter subject, Who player, List<Effect> instead, boolean may,
        List<Cost> costs) {
      this(occurrence, subject, player, instead, may, costs, false);
    }

    public Replacement(Occurrence occurrence, Filter subject, Who player, List<Effect> instead, boolean may) {
      this(occurrence, subject, player, instead, may, List.of());
    }

    public Replacement(Occurrence occurrence, Filter subject, Who player, List<Effect> instead) {
      this(occurrence, subject, player, instead, false);
    }

    /** As a record writes itself, {@code costs} only when given. */
    @Override
    public String toString() {
      return "Replacement[occurrence=" + occurrence + ", subject=" + subject + ", player=" + player + ", instead="
          + instead + ", may=" + may + (costs.isEmpty() ? "" : ", costs=" + costs)
          + (oncePerFaceoff ? ", oncePerFaceoff=true]" : "]");
    }
  }

  /**
   * 509.4: the card is an attachment whose host must match {@code host} ("this Friend");
   * pre-priority processing dismisses it otherwise (511.2).
   */
  record Host(Filter host) implements Ability {
    public Host {
      Objects.requireNonNull(host);
    }
  }

  /**
   * 514.4a, 702: while the card is in play, face up and involved in a faceoff, or a Problem with
   * the faceoff at it (and the while-condition holds), the power total of the player(s)
   * {@code player} names gets {@code amount} (negative takes away). {@code playerIf}, when given,
   * is checked for each of those players as if they controlled the ability ("players with at
   * least 2 Pegasus characters here").
   */
  record TotalModifier(Condition whileCondition, Who player, int amount, Condition playerIf, boolean whileInPlay,
      Count forEach) implements Ability {
    public TotalModifier {
      Objects.requireNonNull(player);
    }

    /** With {@code forEach}: {@code amount} for each thing it counts, read as the totals are ("+2 for each ..."). */
    public TotalModifier(Condition whileCondition, Who player, int amount, Condition playerIf, boolean whileInPlay) {
      this(whileCondition, player, amount, playerIf, whileInPlay, null);
    }

    public TotalModifier(Condition whileCondition, Who player, int amount, Condition playerIf) {
      this(whileCondition, player, amount, playerIf, false);
    }

    public TotalModifier(Condition whileCondition, Who player, int amount) {
      this(whileCondition, player, amount, null);
    }

    /** {@code whileInPlay} ("you have +4 power during faceoffs": the card need not be involved) and {@code forEach} only when set. */
    @Override
    public String toString() {
      return "TotalModifier[whileCondition=" + whileCondition + ", player=" + player + ", amount=" + amount
          + ", playerIf=" + playerIf + (whileInPlay ? ", whileInPlay=true" : "")
          + (forEach == null ? "" : ", forEach=" + forEach) + "]";
    }
  }

  /**
   * 514.3a: while the card is in play and face up (and the while-condition holds), the player(s)
   * {@code player} names flip {@code amount} more cards (fewer when negative) at a faceoff's
   * first flip; a Problem's only in faceoffs at it ("during faceoffs here"). {@code playerIf} is
   * checked for each of those players as if they controlled the ability.
   */
  record FlipChange(Condition whileCondition, Who player, int amount, Condition playerIf) implements Ability {
    public FlipChange {
      Objects.requireNonNull(player);
    }
  }

  /**
   * 508, 609.2: while the card is in play and face up (and the while-condition holds), the Main
   * Phase action costs {@code amount} action tokens more (less when negative) for the cards
   * {@code cards} describes, read from this card's controller: cards in hand by what is printed,
   * and for drawing only whose draw it is. With {@code forEach}, {@code amount} for each thing it
   * counts, read from this card's controller ("+1 for each Tip counter on this card").
   */
  record CostChange(Condition whileCondition, CostAction action, Filter cards, int amount, boolean toHere, Filter on,
      boolean fromHere, int minimum, Count forEach) implements Ability {
    /**
     * @param toHere only when the card is played or moved to this card's area (501.4: "to this
     *     card's Problem", "to play a Friend here"); also a Troublemaker played here
     * @param on only for an attachment played on a card in play matching this (509.1), or null
     * @param fromHere only when the card is moved away from this card's area; with {@code toHere},
     *     either ("to or from this card's Problem")
     * @param minimum the cost a reduction stops at ("pay 1 less, to a minimum of 1"); 0 for none
     * @param forEach {@code amount} for each thing it counts, or null
     */
    public CostChange {
      Objects.requireNonNull(action);
      Objects.requireNonNull(cards);
    }

    public CostChange(Condition whileCondition, CostAction action, Filter cards, int amount, boolean toHere, Filter on) {
      this(whileCondition, action, cards, amount, toHere, on, false);
    }

    public CostChange(Condition whileCondition, CostAction action, Filter cards, int amount, boolean toHere, Filter on,
        boolean fromHere) {
      this(whileCondition, action, cards, amount, toHere, on, fromHere, 0, null);
    }

    /** {@code fromHere}, {@code minimum} and {@code forEach} only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "CostChange[whileCondition=" + whileCondition + ", action=" + action + ", cards=" + cards + ", amount="
          + amount + ", toHere=" + toHere + ", on=" + on + (fromHere ? ", fromHere=true" : "")
          + (minimum > 0 ? ", minimum=" + minimum : "")
          + (forEach == null ? "" : ", forEach=" + forEach) + "]";
    }

    public CostChange(Condition whileCondition, CostAction action, Filter cards, int amount) {
      this(whileCondition, action, cards, amount, false, null);
    }
  }

  /**
   * 611.3: while the card is in play and face up (and the while-condition holds), the player(s)
   * {@code player} names need {@code amount} more power (less when negative) of any color to
   * confront the Problem at this card's area ("this card's Problem"); see rulings.md. With
   * {@code forEach}, {@code amount} for each thing it counts, read by that player when {@code player}
   * is anyone ("players need +1 for each of their opponent's Friends here").
   */
  record RequirementChange(Condition whileCondition, Who player, int amount, Count forEach, Filter problems)
      implements Ability {
    /**
     * @param problems the Problems it changes, read from this card's controller ("opposing
     *     Problems"), or null for the Problem at this card's area
     */
    public RequirementChange {
      Objects.requireNonNull(player);
    }

    public RequirementChange(Condition whileCondition, Who player, int amount, Count forEach) {
      this(whileCondition, player, amount, forEach, null);
    }

    public RequirementChange(Condition whileCondition, Who player, int amount) {
      this(whileCondition, player, amount, null);
    }

    /** {@code problems} only when given, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "RequirementChange[whileCondition=" + whileCondition + ", player=" + player + ", amount=" + amount
          + ", forEach=" + forEach + (problems == null ? "" : ", problems=" + problems) + "]";
    }
  }

  /**
   * 104.2: while the card is in play and face up (and the while-condition holds), cards in hand
   * matching {@code cards} (by what is printed, read from this card's controller) can't be played
   * to this card's area. With {@code moves} ("cantMove") it is about moving instead: characters
   * in play matching {@code cards} (current values; {@code player} names who moves them) can't be
   * moved to this card's area (506.1, 609.2b).
   */
  record PlayBan(Condition whileCondition, Filter cards, boolean moves, boolean anywhere) implements Ability {
    public PlayBan {
      Objects.requireNonNull(cards);
    }

    public PlayBan(Condition whileCondition, Filter cards, boolean moves) {
      this(whileCondition, cards, moves, false);
    }

    public PlayBan(Condition whileCondition, Filter cards) {
      this(whileCondition, cards, false);
    }

    /** {@code moves} and {@code anywhere} (played anywhere, Events too) only when set, so states keep their fingerprints. */
    @Override
    public String toString() {
      return "PlayBan[whileCondition=" + whileCondition + ", cards=" + cards + (moves ? ", moves=true" : "")
          + (anywhere ? ", anywhere=true" : "") + "]";
    }
  }

  /**
   * 212, 616.3: while the card is in play and face up (and the while-condition holds), the home
   * limit of the player(s) {@code player} names is {@code amount} more (less when negative), never
   * below 0; with {@code uncounted}, their Friends at home matching it (current values, read from
   * this card's controller) don't count toward it ("Critter Friends don't count", rulings.md).
   * With {@code forEach}, {@code amount} for each thing it counts, read by each player whose limit
   * it changes when {@code player} is anyone ("for each character that player controls here").
   */
  record HomeLimitChange(Condition whileCondition, Who player, int amount, Filter uncounted, Count forEach)
      implements Ability {
    public HomeLimitChange {
      Objects.requireNonNull(player);
    }

    public HomeLimitChange(Condition whileCondition, Who player, int amount, Filter uncounted) {
      this(whileCondition, player, amount, uncounted, null);
    }

    /** {@code forEach} only when given ("reduced by 1 for each ..."), so states keep their fingerprints. */
    @Override
    public String toString() {
      return "HomeLimitChange[whileCondition=" + whileCondition + ", player=" + player + ", amount=" + amount
          + ", uncounted=" + uncounted + (forEach == null ? "" : ", forEach=" + forEach) + "]";
    }
  }

  /**
   * 519, 706.1: "this card enters play with N counters on it": they are on it as it enters play,
   * face up, before anything sees it there (rulings.md, entering play with counters).
   */
  record EntersWithCounters(String name, int amount) implements Ability {
    public EntersWithCounters {
      Objects.requireNonNull(name);
    }
  }

  /**
   * 205, 609.2a: the card may be played only while {@code condition} holds, read as its player
   * would read it ("You must control Fluttershy to play this card"; rulings.md, play conditions).
   * Read from the card in hand; it does nothing in play.
   */
  record PlayCondition(Condition condition) implements Ability {
    public PlayCondition {
      Objects.requireNonNull(condition);
    }
  }

  /**
   * 210, 611.4a, 514.5c: while the card is in play and face up (and the while-condition holds),
   * the Problem at this card's area has {@code setTo} bonus points (when not null) and then
   * {@code amount} more (less when negative), never below 0 (rulings.md, Problem bonus changes).
   */
  record BonusChange(Condition whileCondition, int amount, Integer setTo) implements Ability {}
  /**
   * 404, 609.2 (rulings.md): while this card is in its owner's discard pile (and the while-condition
   * holds), its owner may play it from there as from their hand, paying its cost and meeting its
   * play requirement ("you may play this card from your discard pile").
   */
  record PlayFromDiscard(Condition whileCondition, Filter cards) implements Ability {
    public PlayFromDiscard(Condition whileCondition) {
      this(whileCondition, null);
    }

    /**
     * With {@code cards} (issue 11), said by a card in play: its controller may play the cards of
     * their discard pile that fit (printed values) as if from their hand. Written as a
     * record writes itself only when set, so states keep their fingerprints.
     */
    @Override
    public String toString() {
      return "PlayFromDiscard[whileCondition=" + whileCondition + (cards == null ? "" : ", cards=" + cards) + "]";
    }
  }

  /**
   * Chaos (515, rulings.md, "while flipped"): continuous abilities that work only while this card
   * is a flipped card of the faceoff in progress, controlled by the player who flipped it; in play
   * they do nothing. {@code affects} "this" with {@code power} changes the flipped card's own power.
   */
  record WhileFlipped(List<Continuous> abilities) implements Ability {
    public WhileFlipped {
      abilities = List.copyOf(abilities);
    }
  }

  /**
   * 104.2, 409.4, 517.1 (rulings.md, per-turn limits): while the card is in play and face up (and
   * the while-condition holds), the player(s) {@code player} names can't score more than {@code
   * atMost} points, or draw more than {@code atMost} cards, in a turn ("can't score points": 0).
   */
  record Limit(Condition whileCondition, Who player, Limited what, int atMost) implements Ability {
    public Limit {
      Objects.requireNonNull(player);
      Objects.requireNonNull(what);
    }
  }

  /** What a {@link Limit} caps per turn. */
  enum Limited {
    /** 517.1 */
    SCORE("score", "points"),
    /** 409.4 */
    DRAW("draw", "cards");

    private final String jsonName;
    private final String noun;

    Limited(String jsonName, String noun) {
      this.jsonName = jsonName;
      this.noun = noun;
    }

    public String jsonName() {
      return jsonName;
    }

    public String noun() {
      return noun;
    }
  }

  /**
   * 104.2, 608: this Troublemaker can't be challenged while {@code when} holds, read as the player
   * who would challenge it ("you"; "here" is its Problem): "can't be challenged unless they have at
   * least 3 Friends at its Problem", "except by two or more characters" (rulings.md).
   */
  record ChallengeBan(Condition when) implements Ability {
    public ChallengeBan {
      Objects.requireNonNull(when);
    }
  }

  /**
   * 609.2c, 306.1 with 104.2: while the card is in play and face up (and the while-condition
   * holds), Troublemakers played to its area enter play face up instead of face down; they are not
   * uncovered (607), so "uncovered" does not trigger.
   */
  record TroublemakersFaceUp(Condition whileCondition) implements Ability {}

  /**
   * 514.4a: while the card is in play and face up (and the while-condition holds), the flipped
   * cards of the player(s) {@code player} names have {@code amount} more power (less when
   * negative) ("your flipped cards have +2 power"); an ignored card still adds nothing (515.4).
   */
  record FlippedPower(Condition whileCondition, Who player, int amount) implements Ability {
    public FlippedPower {
      Objects.requireNonNull(player);
    }
  }

  /**
   * 706.1a: while this card is in play and face up, the cards {@code cards} describes (read from its
   * controller as they enter play; "this" for the card itself) enter play exhausted: the card itself,
   * or the opponent's Friends, say.
   */
  record EntersExhausted(Filter cards) implements Ability {
    public EntersExhausted {
      Objects.requireNonNull(cards);
    }
  }

  /**
   * 514.5 with 104.2: while the card is face up and involved in a faceoff, the player with the
   * lower power total wins it ("the player with the lowest power total wins faceoffs involving
   * this card"); ties are broken as usual (514.4c).
   */
  record LowestTotalWins() implements Ability {}

  /** The Main Phase actions whose cost a {@link CostChange} changes (609.2a-e). */
  enum CostAction {
    /** 609.2a: a Friend, Resource or Event from hand (an Event of any timing). */
    PLAY("play"),
    /** 609.2b: never below 1. */
    MOVE("move"),
    /** 609.2c */
    PLAY_TROUBLEMAKER("playTroublemaker"),
    /** 609.2d */
    DRAW("draw"),
    /** 609.2e */
    RALLY("rally"),
    /** 608.4: challenging a Troublemaker ("can't challenge it unless they pay"); {@code cards} names the Troublemaker. */
    CHALLENGE("challenge");

    private final String jsonName;

    CostAction(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }

  /** The occurrences a replacement modifier can replace (710.1). */
  enum Occurrence {
    /** 409.1: a card would be dismissed (by the game or an effect). */
    DISMISSED("dismissed", true),
    /** 409.1-409.2: a card in play would go to the discard pile (dismissed or retired). */
    DISCARD_PILE("putIntoDiscardPile", true),
    /** 504.1 */
    FRIGHTENED("frightened", true),
    /** 506.5 */
    SENT_HOME("sentHome", true),
    /** 409.4: a player would draw a card. */
    DRAW("draw", false),
    /**
     * 514.6: a player would put a flipped card on the bottom of their deck at the end of a
     * faceoff involving the card with the replacement; "subject" describes the flipped card by
     * what is printed, "it" is that card.
     */
    FLIPPED_TO_BOTTOM("flippedToBottom", false),
    /**
     * 514.5b: a player who lost a faceoff involving the card with the replacement (or the card it
     * is attached to) would send a character home for it; "it" is that character, and the player
     * sending it home performs the effects instead (rulings.md).
     */
    SENT_HOME_FROM_FACEOFF("sentHomeFromFaceoff", true),
    /**
     * 613.2: a character would be sent home as its solved Problem is replaced; with no
     * "instead", it stays where it is ("it isn't sent home instead"), at the new Problem.
     */
    SENT_HOME_FROM_SOLVED("sentHomeFromSolvedProblem", true),
    /**
     * 613.2: a Problem would be replaced, solved or by an effect; "subject" is the Problem. Replaced,
     * nothing of 613.2 happens: everything there stays, and so does the Problem.
     */
    PROBLEM_REPLACED("problemReplaced", true),
    /** 212, 616.3: a Friend would be retired for being in excess of its controller's home limit. */
    RETIRED_FOR_HOME_LIMIT("retiredForHomeLimit", true),
    /** 409 (issue 11): a card in play would be put into its owner's hand ("return it to its owner's hand"). */
    PUT_INTO_HAND("putIntoHand", true),
    /** 409.3 (issue 11): a player would discard a card from their hand; "it" is that card. */
    DISCARD("discard", false);

    private final String jsonName;
    private final boolean aboutCard;

    Occurrence(String jsonName, boolean aboutCard) {
      this.jsonName = jsonName;
      this.aboutCard = aboutCard;
    }

    public String jsonName() {
      return jsonName;
    }

    public boolean aboutCard() {
      return aboutCard;
    }

    /** Whether "instead" may be left out: then the occurrence just doesn't happen. */
    public boolean insteadOptional() {
      return this == SENT_HOME_FROM_SOLVED;
    }

    /** Whether it is about a flipped card, described by what is printed on it. */
    public boolean aboutFlippedCard() {
      return this == FLIPPED_TO_BOTTOM;
    }
  }

  /**
   * A change to power and colors: {@code setPower} (if not null) first replaces the power, then
   * {@code power} is added; {@code colors} are added (203.3). {@code colorPower} adds power of a
   * color ("+2 Honesty"): it counts in the card's power everywhere, and as that color when power of
   * a color is counted (rulings.md, colored power), without giving the card the color. {@code
   * keywords} are keywords an effect gives the card for its duration ("gains Stubborn until the end
   * of the turn"), by their display spelling with any number ("Diligent 3"); read where keywords are
   * read ({@code Stats.has}), never as power or colors. {@code becomes} (or null) is a type the card
   * also has while the modifier lasts ("this card is also a Friend", rulings.md): {@code
   * GameState.type} reads it, and filters naming the printed type still find the card.
   */
  record Change(int power, Integer setPower, Set<CardColor> colors, java.util.Map<CardColor, Integer> colorPower,
      List<String> keywords, Set<Restriction> cant, org.ponytable.engine.terms.CardType becomes) {
    public static final Change NONE = new Change(0, null, Set.of());

    public Change(int power, Integer setPower, Set<CardColor> colors, java.util.Map<CardColor, Integer> colorPower,
        List<String> keywords, Set<Restriction> cant) {
      this(power, setPower, colors, colorPower, keywords, cant, null);
    }

    public Change {
      colors = Sets.ordered(colors, CardColor.class);
      java.util.EnumMap<CardColor, Integer> m = new java.util.EnumMap<>(CardColor.class);
      if (colorPower != null) {
        colorPower.forEach((c, n) -> {
          if (n != 0) {
            m.put(c, n);
          }
        });
      }
      colorPower = java.util.Collections.unmodifiableMap(m);
      keywords = keywords == null ? List.of() : List.copyOf(keywords);
      cant = Sets.ordered(cant, Restriction.class);
    }

    public Change(int power, Integer setPower, Set<CardColor> colors, java.util.Map<CardColor, Integer> colorPower,
        List<String> keywords) {
      this(power, setPower, colors, colorPower, keywords, Set.of());
    }

    public Change(int power, Integer setPower, Set<CardColor> colors, java.util.Map<CardColor, Integer> colorPower) {
      this(power, setPower, colors, colorPower, List.of());
    }

    public Change(int power, Integer setPower, Set<CardColor> colors) {
      this(power, setPower, colors, java.util.Map.of());
    }

    /** All the power it adds: uncolored and colored. */
    public int added() {
      int n = power;
      for (int v : colorPower.values()) {
        n += v;
      }
      return n;
    }

    public int apply(int before) {
      return (setPower == null ? before : setPower) + added();
    }

    /** Without colored power, keywords or can'ts, the text older saves and replay fingerprints hold. */
    @Override
    public String toString() {
      String base = "Change[power=" + power + ", setPower=" + setPower + ", colors=" + colors;
      return base + (colorPower.isEmpty() ? "" : ", colorPower=" + colorPower)
          + (keywords.isEmpty() ? "" : ", keywords=" + keywords) + (cant.isEmpty() ? "" : ", cant=" + cant)
          + (becomes == null ? "]" : ", becomes=" + becomes + "]");
    }
  }

  /** Things a continuous ability can forbid; "can't" beats "can" (104.2). */
  enum Restriction {
    BE_MOVED("beMoved"),
    /** only an effect or action of an opponent of the card's controller is kept from moving it */
    BE_MOVED_BY_OPPONENTS("beMovedByOpponents"),
    /**
     * read from the ability's controller: their opponent can't move the card, by an action or an
     * effect ("your opponent can't move this Friend", said by an attachment on their Friend)
     */
    BE_MOVED_BY_YOUR_OPPONENT("beMovedByYourOpponent"),
    BE_FRIGHTENED("beFrightened"),
    /** 409.1: by an effect or by the game */
    BE_DISMISSED("beDismissed"),
    /** "loses and can't have abilities": no abilities, keywords included (rules.Blanking, rulings.md) */
    HAVE_ABILITIES("haveAbilities"),
    /** 514.4a: its power is not added to its controller's power total in a faceoff */
    CONTRIBUTE_TO_FACEOFFS("contributeToFaceoffs"),
    /** 611.3a: "unless otherwise unable to": its power doesn't count toward confronting its Problem */
    CONTRIBUTE_TO_CONFRONTING("contributeToConfronting"),
    /** 503.3: nothing readies it, neither the Ready Step (603.1) nor an effect */
    READY("ready"),
    /** 603.1: the Ready Step doesn't ready it; an effect still may ("does not ready during the Ready Phase") */
    READY_IN_READY_PHASE("readyInReadyPhase"),
    /** 611.1: no player confronts this Problem (said of a Problem, or by an attachment of its host) */
    BE_CONFRONTED("beConfronted"),
    /** 611.3e: this face-up Troublemaker keeps no player from confronting its Problem */
    PREVENT_CONFRONTING("preventConfronting"),
    /** 611.3e, read from the ability's controller: it doesn't keep that player from confronting */
    PREVENT_YOUR_CONFRONTING("preventYourConfronting"),
    /** 607.2-607.3: this face-down Troublemaker isn't uncovered, in the Uncover Step or by an effect */
    BE_UNCOVERED("beUncovered"),
    /**
     * 514.2: never involved in a faceoff. Read while working out who is involved, so the ability
     * saying it has no "while" and its "affects" doesn't ask about involvement (the loader checks)
     */
    BE_INVOLVED("beInvolved"),
    /** 409.1: no effect of an opponent of the card's controller dismisses it */
    BE_DISMISSED_BY_OPPONENTS("beDismissedByOpponents"),
    /** no effect of an opponent of the card's controller puts it from play into its owner's hand */
    BE_PUT_INTO_HAND_BY_OPPONENTS("bePutIntoHandByOpponents"),
    /** 503.2: its controller can't exhaust it, by a cost or an effect; an opponent's effect still may */
    BE_EXHAUSTED_BY_ITS_CONTROLLER("beExhaustedByItsController"),
    /** 711 (rulings.md): no modifier changes its power once this applies ("can't lose or gain power") */
    GAIN_OR_LOSE_POWER("gainOrLosePower"),
    /** 613.2: no effect replaces this Problem; the Solve Step still replaces it once solved */
    BE_REPLACED("beReplaced"),
    /** 611 (rulings.md): said of a Problem, no player confronts it once they confronted another one this turn */
    BE_CONFRONTED_AFTER_ANOTHER("beConfrontedAfterAnother"),
    /** 506.1, 609.2a: said of a Problem, no character is moved or played to it */
    RECEIVE_CHARACTERS("receiveCharacters"),
    /** 409 (issue 11): nothing takes it out of play: not dismissed, retired, banished, or put into a hand or a deck */
    LEAVE_PLAY("leavePlay"),
    /** 609.2 (rulings.md): said of the card itself, players play cards and act only as Main Phase actions */
    ACT_EXCEPT_AS_MAIN_PHASE_ACTION("actExceptAsMainPhaseAction");

    private final String jsonName;

    Restriction(String jsonName) {
      this.jsonName = jsonName;
    }

    public String jsonName() {
      return jsonName;
    }
  }
}
