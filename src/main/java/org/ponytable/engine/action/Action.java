package org.ponytable.engine.action;

import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/** Everything a player can do. Legal ones come from {@code Engine.legalActions}. */
public sealed interface Action {
  /** The player taking the action. */
  int player();

  /** 510.1: pass priority. */
  /**
   * The card the action is about (played, moved, rallied, chosen, activated), or -1: how a click
   * on a card finds what it can do. Records with a {@code card} component answer with it.
   */
  default int card() {
    return -1;
  }

  record Pass(int player) implements Action {}

  /** 103.4: concede; allowed at any time. */
  record Concede(int player) implements Action {}

  /**
   * Both players agree to end the game as a draw (rulings.md, "A game nobody can win"): made
   * outside the turn structure like a concession, never listed as a legal action, because it
   * takes the other player's consent; {@code player} offered it and the other accepted.
   */
  record AgreeDraw(int player) implements Action {}

  /** 102.4: take a mulligan ({@code take}) or keep. */
  record Mulligan(int player, boolean take) implements Action {}

  /** 609.2a: pay a card's cost to play it; {@code area} is where a Friend or Resource enters. */
  record PlayCard(int player, int card, Area area) implements Action {}

  /**
   * 609.2a, 305.1b, 509.1: pay an attachment Resource's cost to play it on {@code host}, a card in
   * play that fits its host description; it enters play attached there, at the host's area.
   */
  record PlayAttachment(int player, int card, int host) implements Action {}

  /** 609.2c: pay 1 to play a Troublemaker face-down to a Problem. */
  record PlayTroublemaker(int player, int card, Area problem) implements Action {}

  /** 609.2b: pay 2 (less for Swift, never below 1) to move a character. */
  record Move(int player, int card, Area to) implements Action {}

  /** 609.2d: pay 1 to draw a card. */
  record Draw(int player) implements Action {}

  /** 609.2e: pay 2 to unfrighten one of your cards. */
  record Rally(int player, int card) implements Action {}

  /** Answer a decision that picks one card (Starting Problem, confront order, discard...). */
  record Choose(int player, DecisionKind kind, int card) implements Action {}

  /** 608.1: end the Challenge Step without (further) challenges. */
  record StopChallenging(int player) implements Action {}

  /**
   * 609.2f, 703.1: activate ability number {@code ability} (0-based, in the card's list) of a card
   * you control; {@code costCard} is the card a retire or discard cost uses, or -1.
   */
  record Activate(int player, int card, int ability, int costCard) implements Action {}

  /**
   * An answer to a decision that is not a card: what it means, never a bare yes or no, since
   * each decision accepts its own meanings (the engine's {@code Route} lists them).
   */
  record Answer(int player, Meaning meaning) implements Action {
    public Answer {
      java.util.Objects.requireNonNull(meaning, "meaning");
    }

    /** Whether it agrees to what was asked (712.3 "yes"; Glossary, Random: flip again). */
    public boolean yes() {
      return meaning == Meaning.YES;
    }
  }

  /** What an {@link Answer} means. */
  enum Meaning {
    /** 712.3: do what the effect allows; Glossary, Random: ignore the 1-power card and flip again. */
    YES,
    /** 712.3: don't; Glossary, Random: keep the flipped card. */
    NO,
    /** Glossary, Pumped and Inspired: choose no more cards (the rest go to the bottom of the deck). */
    NO_MORE,
    /** 518.1: the search finds nothing. */
    FIND_NOTHING
  }
}
