package org.ponytable.engine.event;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.util.List;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.Stage;

/**
 * What happened while an action was applied, in order. Card ids are -1 where a player may not
 * know the card (see {@code PlayerView.events}).
 *
 * <p>Each number an event holds says what it is, on the field itself: {@link Card}, {@link
 * Player} or {@link Plain}. Redaction, the JSON log and the words of the log read only that
 * ({@link Mentions}), so a new event or field is hidden and named right by declaring it;
 * {@code EventMentionsTest} refuses a number that says nothing.
 */
public sealed interface GameEvent {
  /** Names a card by its id (a list of ids for a {@code List<Integer>}); -1 for none. */
  @Retention(RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
  @interface Card {
    /** Who may know which card it is. */
    Known value() default Known.BY_ALL;
  }

  /** Names a player by seat (0, 1); -1 for nobody. */
  @Retention(RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
  @interface Player {}

  /** A number that names nothing: a count, total, power, turn or index. */
  @Retention(RetentionPolicy.RUNTIME)
  @java.lang.annotation.Target(ElementType.RECORD_COMPONENT)
  @interface Plain {}

  /** Who may know the card an event names. */
  enum Known {
    /** Everyone, except that another player's face-down Troublemaker in play stays unnamed (505.1d). */
    BY_ALL,
    /**
     * Only the event's player: the card went to their hand or deck (402.3, 404), or they looked
     * at it face down (505.1d); they see the card itself, never a stand-in.
     */
    BY_PLAYER,
    /** Only the event's player when it was played face down (505.1d). */
    BY_PLAYER_IF_FACE_DOWN,
    /** Only its owner when it entered play face down (505.1d). */
    BY_OWNER_IF_FACE_DOWN
  }

  /** An event about a card that may be face down; the {@code IF_FACE_DOWN} kinds of {@link Known} ask it. */
  interface MayBeFaceDown {
    boolean faceDown();
  }

  /** Every card this event names, in the order of its fields (lists spread out), -1 included. */
  default List<Integer> cards() {
    return Mentions.cards(this);
  }

  /** Every player this event names, in the order of its fields, -1 included. */
  default List<Integer> players() {
    return Mentions.players(this);
  }

  record TurnStarted(@Plain int turn, @Player int player) implements GameEvent {}

  record StageEntered(Stage stage) implements GameEvent {}

  record PriorityPassed(@Player int player) implements GameEvent {}

  record StartingProblemChosen(@Player int player, @Card int card) implements GameEvent {}

  record FirstPlayerChosen(@Player int player) implements GameEvent {}

  record Shuffled(@Player int player, boolean problemDeck) implements GameEvent {}

  record Drew(@Player int player, @Card(Known.BY_PLAYER) int card) implements GameEvent {}

  record MulliganDecided(@Player int player, boolean took) implements GameEvent {}

  record Readied(@Card int card) implements GameEvent {}

  record TokensGained(@Player int player, @Plain int amount, @Plain int total) implements GameEvent {}

  record TokensPaid(@Player int player, @Plain int amount, @Plain int total) implements GameEvent {}

  /** A player loses action tokens by an effect ("loses 1"), never below 0; not a payment. */
  record TokensLost(@Player int player, @Plain int amount, @Plain int total) implements GameEvent {}

  /** 609.2a, 609.2c: a card played from hand; {@code host} is the card an attachment was played on, or -1. */
  record CardPlayed(@Player int player, @Card(Known.BY_PLAYER_IF_FACE_DOWN) int card, Area area, boolean faceDown,
      @Card int host) implements GameEvent, MayBeFaceDown {
    /** A card played to an area, not on a card. */
    public CardPlayed(int player, int card, Area area, boolean faceDown) {
      this(player, card, area, faceDown, -1);
    }
  }

  record EnteredPlay(@Card(Known.BY_OWNER_IF_FACE_DOWN) int card, Area area, boolean faceDown)
      implements GameEvent, MayBeFaceDown {}

  record Moved(@Card int card, Area from, Area to) implements GameEvent {}

  record SentHome(@Card int card, Area from, Area to) implements GameEvent {}

  /** 506.5: sent to an area other than home; not a move. */
  record Sent(@Card int card, Area from, Area to) implements GameEvent {}

  record Frightened(@Card int card) implements GameEvent {}

  record Unfrightened(@Card int card) implements GameEvent {}

  record Uncovered(@Card int card) implements GameEvent {}

  /** 505.1: a face-up Troublemaker is turned face down (it was public until now). */
  record TurnedFaceDown(@Card int card) implements GameEvent {}

  /** 505.1: a face-down Troublemaker is turned face up by an effect without being uncovered. */
  record TurnedFaceUp(@Card int card) implements GameEvent {}

  record Dismissed(@Card int card, String why) implements GameEvent {}

  record Retired(@Card int card) implements GameEvent {}

  record Discarded(@Player int player, @Card int card) implements GameEvent {}

  /** The top card of a player's deck goes to their discard pile, face up (not a discard from hand). */
  record Milled(@Player int player, @Card int card) implements GameEvent {}

  /** A card goes from its owner's discard pile (public) into their hand. */
  record ReturnedToHand(@Player int player, @Card int card) implements GameEvent {}

  record ChallengeDeclared(@Player int player, @Card int troublemaker) implements GameEvent {}

  record FaceoffStarted(FaceoffKind kind, @Card List<Integer> problems, @Card int troublemaker, @Player int challenger)
      implements GameEvent {}

  record Flipped(@Player int player, @Card int card, @Plain int power) implements GameEvent {}

  /** 515.4: the card stays flipped but adds no power. */
  record FlipIgnored(@Player int player, @Card int card) implements GameEvent {}

  /** Glossary, Pumped: a flipped card banished beneath {@code host} instead of the bottom. */
  record BanishedBeneath(@Player int player, @Card int card, @Card int host) implements GameEvent {}

  /** Glossary, Spend: a card from beneath {@code host} goes to the discard pile. */
  record Spent(@Player int player, @Card int card, @Card int host) implements GameEvent {}

  /** {@code player} looks at the top {@code count} cards of {@code deckOwner}'s deck (Inspired, lookAtTop). */
  record LookedAtTop(@Player int player, @Player int deckOwner, @Plain int count) implements GameEvent {}

  /** 403: {@code player} looked at the top of {@code deckOwner}'s Problem deck and put {@code bottom} of them on the bottom. */
  record LookedAtProblemDeck(@Player int player, @Player int deckOwner, @Plain int count, @Plain int bottom)
      implements GameEvent {}

  record FaceoffCompared(@Plain int total0, @Plain int total1) implements GameEvent {}

  record FaceoffTied(boolean canFlipAgain) implements GameEvent {}

  record FaceoffWon(@Player int winner, FaceoffKind kind) implements GameEvent {}

  record TroublemakerDefeated(@Player int player, @Card int troublemaker) implements GameEvent {}

  record PutOnBottom(@Player int player, @Card(Known.BY_PLAYER) int card) implements GameEvent {}

  record FaceoffEnded() implements GameEvent {}

  record Confronted(@Player int player, @Card int problem) implements GameEvent {}

  record CouldNotConfront(@Player int player, @Card int problem, String why) implements GameEvent {}

  record Scored(@Player int player, @Plain int points, @Plain int total, String why) implements GameEvent {}

  record ProblemSolved(@Card int problem) implements GameEvent {}

  record ProblemReplaced(@Card int oldProblem, @Card int newProblem, @Player int owner) implements GameEvent {}

  record Conceded(@Player int player) implements GameEvent {}

  /** {@code player} offered a draw and the other player accepted it. */
  record DrawAgreed(@Player int player) implements GameEvent {}

  record GameWon(@Player int player, String why) implements GameEvent {}

  record GameDrawn(String why) implements GameEvent {}

  /** 704.1c: a triggered ability of {@code source} created a triggered effect. */
  record AbilityTriggered(@Card int source, @Player int controller) implements GameEvent {}

  /** 703.1: a player activated ability {@code ability} of {@code source}. */
  record AbilityActivated(@Player int player, @Card int source, @Plain int ability) implements GameEvent {}

  /** The effects of {@code source} (an ability or an Event) start being processed. */
  record EffectStarted(@Card int source, @Player int controller) implements GameEvent {}

  /** 712.3: the controller chose not to do what the effect allowed. */
  record EffectDeclined(@Card int source, @Player int controller) implements GameEvent {}

  /**
   * An effect of {@code source} (an ability or an Event) changed nothing; {@code why} in words,
   * "no chosen Friend to target". Only told, so players see that it resolved (issue 9).
   */
  record EffectDidNothing(@Card int source, @Player int controller, String why) implements GameEvent {}

  /** A modal effect of {@code source}: its controller picked the modes that do {@code what}, in words. */
  record ModeChosen(@Card int source, @Player int controller, String what) implements GameEvent {}

  /**
   * 802.3: a loop of mandatory triggered effects was ended after {@code processed} effects; the
   * {@code dropped} effects waiting to be processed did not happen.
   */
  record LoopEnded(@Plain int processed, @Plain int dropped) implements GameEvent {}

  /** 409.5 */
  record Banished(@Card int card) implements GameEvent {}

  /** 505.1d: {@code player} alone looks at a face-down card in play; only they learn what it is. */
  record LookedAt(@Player int player, @Card(Known.BY_PLAYER) int card) implements GameEvent {}

  /** 514.6, 404: a flipped card goes to its owner's hand; public, it was flipped face up. */
  record FlippedToHand(@Player int player, @Card int card) implements GameEvent {}

  /** 409: a card leaves play for the top of its owner's draw deck. */
  record PutOnTop(@Card int card) implements GameEvent {}

  /** 409: a card leaves play for its owner's hand. */
  record PutIntoHand(@Card int card) implements GameEvent {}

  /** 509.5: {@code attachment} is now attached to {@code host}. */
  record Attached(@Card int attachment, @Card int host) implements GameEvent {}

  /** 518: a player searched their deck and found {@code card} (-1: nothing, or hidden). */
  record Searched(@Player int player, @Card(Known.BY_PLAYER) int card) implements GameEvent {}

  /** A player shows everyone the card they found (a search that says "reveal it"). */
  record Revealed(@Player int player, @Card(Known.BY_ALL) int card) implements GameEvent {}

  /**
   * 513.2: {@code player} now controls the card; {@code returned} when that is control going back
   * as a change for a while ends (616.4, a faceoff's end, 505.3), not a player taking it.
   */
  record ControlChanged(@Card int card, @Player int player, boolean returned) implements GameEvent {
    /** A player takes control. */
    public ControlChanged(int card, int player) {
      this(card, player, false);
    }
  }

  /** 301.2: a Mane Character turned to its Boosted side. */
  record Boosted(@Card int card) implements GameEvent {}

  /** 301.2 (rulings.md, back to the Start side): a boosted Mane Character turned to its Start side by an effect. */
  record TurnedToStart(@Card int card) implements GameEvent {}

  /** A token card left play and ceased to exist (rulings.md, token cards). */
  record TokenGone(@Card int card) implements GameEvent {}

  /** 519: the counters named {@code name} on a card are now {@code count}. */
  record CountersChanged(@Card int card, String name, @Plain int count) implements GameEvent {}

  /**
   * 710: a replacement modifier of {@code source} replaced an occurrence ({@code what}, its JSON
   * word) about {@code card} or, for a draw, {@code player} (-1 when not about one).
   */
  record Replaced(@Card int source, String what, @Card int card, @Player int player) implements GameEvent {}

  /** 503.2, from an ability's cost or effect. */
  record Exhausted(@Card int card) implements GameEvent {}

  /** 708.2: a modifier now changes {@code target} until {@code until} ends. */
  record ModifierAdded(@Card int source, @Card int target, @Plain int power, @Plain Integer setPower,
      java.util.Set<org.ponytable.engine.terms.CardColor> colors, String until)
      implements GameEvent {}

  /** 708.4: a triggered modifier made by {@code source}'s effect watches until {@code until} ends. */
  record TriggeredModifierAdded(@Card int source, @Player int player, String when, boolean once, String until)
      implements GameEvent {}

  /** 616.4 or the end of a faceoff: modifiers lasting that long end. */
  record ModifiersEnded(String duration, @Plain int count) implements GameEvent {}

  /**
   * 514.2c: the faceoff just started was started by the effect of {@code card}, controlled by
   * {@code player}; {@code involved} are the cards involved as it started.
   */
  record EffectFaceoffStarted(@Player int player, @Card int card, @Card List<Integer> involved) implements GameEvent {}

  /** 514.4a: an effect of {@code card} adds {@code amount} to {@code player}'s power total this faceoff. */
  record TotalModified(@Player int player, @Plain int amount, @Card int card) implements GameEvent {}

  /**
   * 514.4a: as totals are compared, modifiers added {@code modifier0} and {@code modifier1} to
   * the players' totals (already in the next {@link FaceoffCompared}); only when one is not 0.
   */
  record TotalsModified(@Plain int modifier0, @Plain int modifier1) implements GameEvent {}

  /** 514.2d: an effect made {@code card} involved in the faceoff in progress. */
  record JoinedFaceoff(@Card int card) implements GameEvent {}

  /** 514.2d: an effect removed {@code card} from the faceoff in progress. */
  record LeftFaceoff(@Card int card) implements GameEvent {}

  /** 514.3a: an effect changes how many cards {@code player} flips at this faceoff's first flip. */
  record FlipsChanged(@Player int player, @Plain int amount, @Card int card) implements GameEvent {}

  /** An effect ends the faceoff in progress now, before its result (rulings.md). */
  record FaceoffEndedByEffect(@Card int card) implements GameEvent {}

  /** "Choose a color": {@code color} (a color's name) was chosen for {@code card}, which keeps it. */
  record ColorChosen(@Card int card, String color) implements GameEvent {}
}
