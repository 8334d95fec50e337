package org.ponytable.engine.event;

import java.util.List;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.Stage;

/**
 * What happened while an action was applied, in order. Card ids are -1 where a player may not
 * know the card (see {@code PlayerView.events}).
 */
public sealed interface GameEvent {
  record TurnStarted(int turn, int player) implements GameEvent {}

  record StageEntered(Stage stage) implements GameEvent {}

  record PriorityPassed(int player) implements GameEvent {}

  record StartingProblemChosen(int player, int card) implements GameEvent {}

  record FirstPlayerChosen(int player) implements GameEvent {}

  record Shuffled(int player, boolean problemDeck) implements GameEvent {}

  record Drew(int player, int card) implements GameEvent {}

  record MulliganDecided(int player, boolean took) implements GameEvent {}

  record Readied(int card) implements GameEvent {}

  record TokensGained(int player, int amount, int total) implements GameEvent {}

  record TokensPaid(int player, int amount, int total) implements GameEvent {}

  /** 609.2a, 609.2c: a card played from hand; {@code host} is the card an attachment was played on, or -1. */
  record CardPlayed(int player, int card, Area area, boolean faceDown, int host) implements GameEvent {
    /** A card played to an area, not on a card. */
    public CardPlayed(int player, int card, Area area, boolean faceDown) {
      this(player, card, area, faceDown, -1);
    }
  }

  record EnteredPlay(int card, Area area, boolean faceDown) implements GameEvent {}

  record Moved(int card, Area from, Area to) implements GameEvent {}

  record SentHome(int card, Area from, Area to) implements GameEvent {}

  record Frightened(int card) implements GameEvent {}

  record Unfrightened(int card) implements GameEvent {}

  record Uncovered(int card) implements GameEvent {}

  record Dismissed(int card, String why) implements GameEvent {}

  record Retired(int card) implements GameEvent {}

  record Discarded(int player, int card) implements GameEvent {}

  record ChallengeDeclared(int player, int troublemaker) implements GameEvent {}

  record FaceoffStarted(FaceoffKind kind, List<Integer> problems, int troublemaker, int challenger)
      implements GameEvent {}

  record Flipped(int player, int card, int power) implements GameEvent {}

  /** 515.4: the card stays flipped but adds no power. */
  record FlipIgnored(int player, int card) implements GameEvent {}

  /** Glossary, Pumped: a flipped card banished beneath {@code host} instead of the bottom. */
  record BanishedBeneath(int player, int card, int host) implements GameEvent {}

  /** Glossary, Spend: a card from beneath {@code host} goes to the discard pile. */
  record Spent(int player, int card, int host) implements GameEvent {}

  /** {@code player} looks at the top {@code count} cards of {@code deckOwner}'s deck (Inspired, lookAtTop). */
  record LookedAtTop(int player, int deckOwner, int count) implements GameEvent {}

  record FaceoffCompared(int total0, int total1) implements GameEvent {}

  record FaceoffTied(boolean canFlipAgain) implements GameEvent {}

  record FaceoffWon(int winner, FaceoffKind kind) implements GameEvent {}

  record TroublemakerDefeated(int player, int troublemaker) implements GameEvent {}

  record PutOnBottom(int player, int card) implements GameEvent {}

  record FaceoffEnded() implements GameEvent {}

  record Confronted(int player, int problem) implements GameEvent {}

  record CouldNotConfront(int player, int problem, String why) implements GameEvent {}

  record Scored(int player, int points, int total, String why) implements GameEvent {}

  record ProblemSolved(int problem) implements GameEvent {}

  record ProblemReplaced(int oldProblem, int newProblem, int owner) implements GameEvent {}

  record Conceded(int player) implements GameEvent {}

  /** {@code player} offered a draw and the other player accepted it. */
  record DrawAgreed(int player) implements GameEvent {}

  record GameWon(int player, String why) implements GameEvent {}

  record GameDrawn(String why) implements GameEvent {}

  /** 704.1c: a triggered ability of {@code source} created a triggered effect. */
  record AbilityTriggered(int source, int controller) implements GameEvent {}

  /** 703.1: a player activated ability {@code ability} of {@code source}. */
  record AbilityActivated(int player, int source, int ability) implements GameEvent {}

  /** The effects of {@code source} (an ability or an Event) start being processed. */
  record EffectStarted(int source, int controller) implements GameEvent {}

  /** 712.3: the controller chose not to do what the effect allowed. */
  record EffectDeclined(int source, int controller) implements GameEvent {}

  /**
   * 802.3: a loop of mandatory triggered effects was ended after {@code processed} effects; the
   * {@code dropped} effects waiting to be processed did not happen.
   */
  record LoopEnded(int processed, int dropped) implements GameEvent {}

  /** 409.5 */
  record Banished(int card) implements GameEvent {}

  /** 509.5: {@code attachment} is now attached to {@code host}. */
  record Attached(int attachment, int host) implements GameEvent {}

  /** 518: a player searched their deck and found {@code card} (-1: nothing, or hidden). */
  record Searched(int player, int card) implements GameEvent {}

  /**
   * 513.2: {@code player} now controls the card; {@code returned} when that is control going back
   * as a change for a while ends (616.4, a faceoff's end, 505.3), not a player taking it.
   */
  record ControlChanged(int card, int player, boolean returned) implements GameEvent {
    /** A player takes control. */
    public ControlChanged(int card, int player) {
      this(card, player, false);
    }
  }

  /** 301.2: a Mane Character turned to its Boosted side. */
  record Boosted(int card) implements GameEvent {}

  /** 519: the counters named {@code name} on a card are now {@code count}. */
  record CountersChanged(int card, String name, int count) implements GameEvent {}

  /**
   * 710: a replacement modifier of {@code source} replaced an occurrence ({@code what}, its JSON
   * word) about {@code card} or, for a draw, {@code player} (-1 when not about one).
   */
  record Replaced(int source, String what, int card, int player) implements GameEvent {}

  /** 503.2, from an ability's cost or effect. */
  record Exhausted(int card) implements GameEvent {}

  /** 708.2: a modifier now changes {@code target} until {@code until} ends. */
  record ModifierAdded(int source, int target, int power, Integer setPower, java.util.Set<org.ponytable.engine.card.CardColor> colors, String until)
      implements GameEvent {}

  /** 708.4: a triggered modifier made by {@code source}'s effect watches until {@code until} ends. */
  record TriggeredModifierAdded(int source, int player, String when, boolean once, String until) implements GameEvent {}

  /** 616.4 or the end of a faceoff: modifiers lasting that long end. */
  record ModifiersEnded(String duration, int count) implements GameEvent {}

  /**
   * 514.2c: the faceoff just started was started by the effect of {@code card}, controlled by
   * {@code player}; {@code involved} are the cards involved as it started.
   */
  record EffectFaceoffStarted(int player, int card, List<Integer> involved) implements GameEvent {}

  /** 514.4a: an effect of {@code card} adds {@code amount} to {@code player}'s power total this faceoff. */
  record TotalModified(int player, int amount, int card) implements GameEvent {}

  /**
   * 514.4a: as totals are compared, modifiers added {@code modifier0} and {@code modifier1} to
   * the players' totals (already in the next {@link FaceoffCompared}); only when one is not 0.
   */
  record TotalsModified(int modifier0, int modifier1) implements GameEvent {}
}
