package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.ReplacementChoices;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;

/**
 * The table's prompt in words: what the game waits for and from whom, the detail line under it,
 * the curtain's hint and the result. Pure text from a player's view; the view model asks here.
 */
final class PromptText {
  private PromptText() {}

  /** The viewer's own Main Phase: it waits for them even with nothing left to do (GameSession). */
  static boolean ownMainPhase(PlayerView v) {
    return v.stage().phase() == Phase.MAIN && v.faceoff() == null && v.viewer() == v.turnPlayer();
  }

  static String promptText(PlayerView v, Names n, List<Action> legal) {
    Decision d = v.decision();
    if (d == null) {
      return "";
    }
    String who = n.player(d.player());
    if (d.kind() != DecisionKind.PRIORITY) {
      return who + ", " + headline(d.kind()) + ".";
    }
    boolean more = legal.stream().anyMatch(a -> !(a instanceof Action.Pass) && !(a instanceof Action.Concede));
    if (v.faceoff() != null) {
      return who + ": the faceoff waits. " + (more ? actOrPass(legal, n) : "Pass to go on.");
    }
    if (v.stage().phase() == Phase.MAIN && more) {
      return who + ", your Main Phase.";
    }
    if (ownMainPhase(v)) {
      return who + ", your Main Phase: nothing more you can do.";
    }
    return who + ": " + v.stage().display() + ". " + (more ? actOrPass(legal, n) : "Nothing to do but pass.");
  }

  /**
   * "Act with Twilight Sparkle or Lantern Moth, or pass.": the cards the engine's legal actions
   * are about, so the player sees at once why the table stopped.
   */
  static String actOrPass(List<Action> legal, Names n) {
    Set<Integer> cards = new LinkedHashSet<>();
    for (Action a : legal) {
      if (a.card() != -1) {
        cards.add(a.card());
      }
    }
    List<String> titles = new ArrayList<>(new LinkedHashSet<>(cards.stream().map(n::card).toList()));
    if (titles.isEmpty()) {
      return "Act or pass.";
    }
    String last = titles.remove(titles.size() - 1);
    return "Act with " + (titles.isEmpty() ? last : String.join(", ", titles) + " or " + last) + ", or pass.";
  }

  static String promptDetail(PlayerView v, Names n) {
    Decision d = v.decision();
    if (d == null) {
      return "";
    }
    return switch (d.kind()) {
      case PRIORITY -> !ownMainPhase(v) ? ""
          : v.legalActions().stream().anyMatch(a -> !(a instanceof Action.Pass) && !(a instanceof Action.Concede))
          ? "Click a card to see what it can do; glowing areas (or cards, for an attachment) take it. Space ends the phase."
          : "Space ends the phase; the turn goes on to the Score Phase.";
      case MULLIGAN -> "Keep (K), or shuffle your hand into your deck and draw a new one (M).";
      case STARTING_PROBLEM -> "Your choice stays secret until both players have chosen.";
      case CONFRONT_ORDER -> "Choose which Problem to confront next.";
      case UNCOVER_ORDER -> "Your face-down Troublemakers are turned face up one at a time.";
      case CHALLENGE -> "Challenge a Troublemaker at a Problem where you have a character, or stop.";
      case SEND_HOME -> "You lost the faceoff: one of your involved characters goes home.";
      case FLIP_ORDER -> "The first card you choose goes to the bottom first.";
      case DISCARD -> "Your hand is over the limit.";
      case RETIRE -> "More Friends at home than your home limit allows.";
      case UNIQUENESS -> "Two cards with the same unique name: one must go.";
      case TRIGGER_ORDER -> "Several of your cards' effects are waiting; choose which happens first.";
      case TARGET -> "Choose a card for the effect.";
      case MAY -> "The effect is optional: do it or not.";
      case EFFECT_DISCARD -> "The effect asks you to discard a card.";
      case RANDOM -> "Random: you flipped a 1-power card; you may ignore it and flip a new one.";
      case PUMPED -> "Pumped: one flipped card may be banished beneath your card instead of the bottom.";
      case INSPIRED_TOP -> "Inspired: these cards are your opponent's next; keep some on top, the rest go under.";
      case INSPIRED_BOTTOM -> "Inspired: the first card you choose goes to the bottom first.";
      case TOP_ORDER -> v.resolving() != null && !v.resolving().done()
          && v.resolving().current() instanceof org.ponytable.engine.ability.Effect.LookAtProblemDeck l
          ? "The first card you choose ends on top of that Problem deck" + (l.bottom() ? "; No puts the rest on the bottom." : ".")
          : v.resolving() != null && !v.resolving().done()
              && v.resolving().current() instanceof org.ponytable.engine.ability.Effect.LookAtTop l && l.bottom()
              ? "The first card you choose ends on top of your deck; No puts the rest on the bottom, in the order you choose next."
              : "The first card you choose ends on top of your deck.";
      case SEARCH -> "Choose a card from your deck (or discard pile) to put into your hand, or No to find nothing; a searched deck is shuffled after.";
      case REPLACEMENT -> replacementDetail(v, n);
      case AREA -> "The effect moves the character: choose where it goes.";
      case PROBLEM -> "The effect acts at the Problem you choose (\"there\").";
      // A kind with nothing to add to its own prompt (DecisionKind.prompt), which the table shows.
      default -> "";
    };
  }

  /** 710.5: what would happen, and what choosing does. */
  static String replacementDetail(PlayerView v, Names n) {
    ReplacementChoices rc = v.replacing();
    String what = rc == null ? "The same thing" : switch (rc.occurrence()) {
      case DISMISSED -> n.card(rc.about()) + " would be dismissed";
      case DISCARD_PILE -> n.card(rc.about()) + " would go to the discard pile";
      case FRIGHTENED -> n.card(rc.about()) + " would be frightened";
      case SENT_HOME -> n.card(rc.about()) + " would be sent home";
      case SENT_HOME_FROM_SOLVED -> n.card(rc.about()) + " would be sent home from a solved Problem";
      case PROBLEM_REPLACED -> n.card(rc.about()) + " would be replaced";
      case DRAW -> n.player(rc.about()) + " would draw a card";
      case FLIPPED_TO_BOTTOM -> n.player(rc.about()) + " would put a flipped card on the bottom of their deck";
      case SENT_HOME_FROM_FACEOFF -> n.card(rc.about()) + " would be sent home for losing the faceoff";
      case RETIRED_FOR_HOME_LIMIT -> n.card(rc.about()) + " would be retired for being beyond the home limit";
      case PUT_INTO_HAND -> n.card(rc.about()) + " would be put into its owner's hand";
      case DISCARD -> n.player(rc.about()) + " would discard a card";
    };
    int count = v.decision().options().size();
    return what + ", and " + (count > 1 ? count + " cards" : "several cards") + " would replace that. The one"
        + " you choose applies; the others may then replace what it does instead, or not apply at all.";
  }

  static String curtainHint(GameState s, List<String> names) {
    Decision d = s.decision();
    if (d == null) {
      return "";
    }
    if (d.kind() == DecisionKind.PRIORITY) {
      return names.get(d.player()) + " may act: " + s.stage().display() + ".";
    }
    // Told about the player to whoever is at the screen: "their", never "your".
    return names.get(d.player()) + " is asked to " + (d.kind() == DecisionKind.REPLACEMENT
        ? headline(d.kind()) : d.kind().thirdPerson()) + ".";
  }

  /**
   * What a decision asks, as the prompt's bold line: the engine's words, shortened where they
   * need the detail line anyway (710.5's is a sentence too long to read at a glance).
   */
  static String headline(DecisionKind kind) {
    return kind == DecisionKind.REPLACEMENT ? "choose which replacement applies" : kind.prompt();
  }

  static String resultText(GameState s) {
    if (s.result() == null) {
      return null;
    }
    if (s.result().isDraw()) {
      return "A draw: " + s.result().reason() + ".";
    }
    return s.player(s.result().winner()).name() + " wins: " + s.result().reason() + ".";
  }

  /**
   * 505.2: a hidden card offered by an effect, told apart by where it lies, which is public: "the
   * face-down card at Bo's Problem", or "the 2nd face-down card at your Problem" counting the
   * backs there from the left, as the table draws them (in play order).
   */
  static String hiddenByPlace(CardView c, PlayerView v, Names n) {
    if (c.status() == null) {
      return "a face-down card";
    }
    int count = 0;
    int at = 0;
    for (CardView o : v.play()) {
      if (o.hidden() && o.status().area().equals(c.status().area())
          && o.status().controller() == c.status().controller()) {
        count++;
        if (o.id() == c.id()) {
          at = count;
        }
      }
    }
    String which = count > 1 && at > 0 ? "the " + ordinal(at) + " face-down card" : "the face-down card";
    return which + " at " + n.area(c.status().area());
  }

  static String ordinal(int k) {
    return switch (k) {
      case 1 -> "1st";
      case 2 -> "2nd";
      case 3 -> "3rd";
      default -> k + "th";
    };
  }

  /** Where a card the viewer can see is, in words ("at your home", "in your hand"), or null. */
  static String place(PlayerView view, Names n, int id) {
    for (CardView c : view.play()) {
      if (c.id() == id && c.status() != null) {
        return "at " + n.area(c.status().area());
      }
    }
    for (int p = 0; p < view.seats().size(); p++) {
      PlayerView.SeatView seat = view.seats().get(p);
      String whose = p == n.viewer() ? "your" : n.player(p) + "'s";
      if (seat.hand().stream().anyMatch(c -> c.id() == id)) {
        return "in " + whose + " hand";
      }
      if (seat.discard().stream().anyMatch(c -> c.id() == id)) {
        return "in " + whose + " discard pile";
      }
    }
    return null;
  }
}
