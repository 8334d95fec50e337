package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameResult;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.state.Stage;

/**
 * The rules engine's whole API: start a game, list the legal actions, apply one. Pure functions
 * of immutable states; the same state and action always give the same result.
 */
public final class Engine {
  private Engine() {}

  /**
   * A new game: each player's Mane Character in play at home with its Start side up (102.1),
   * decks in list order (they are shuffled during setup), then run to the first decision.
   */
  public static Outcome newGame(CardPool pool, GameSetup setup) {
    List<CardInfo> cards = new ArrayList<>();
    List<PlayerState> players = new ArrayList<>();
    List<InPlay> play = new ArrayList<>();
    for (int p = 0; p < setup.seats().size(); p++) {
      GameSetup.Seat seat = setup.seats().get(p);
      DeckList deck = seat.deck();
      int mane = add(cards, pool, deck.maneCharacter(), p);
      if (pool.get(deck.maneCharacter()).type() != CardType.MANE_CHARACTER) {
        throw new IllegalArgumentException(deck.maneCharacter() + " is not a Mane Character");
      }
      play.add(InPlay.entering(mane, p, Area.home(p), false));
      List<Integer> problems = new ArrayList<>();
      for (String id : deck.problemDeck()) {
        problems.add(add(cards, pool, id, p));
      }
      List<Integer> draw = new ArrayList<>();
      for (String id : deck.drawDeck()) {
        draw.add(add(cards, pool, id, p));
      }
      players.add(PlayerState.fresh(seat.name(), draw, problems));
    }
    GameState s = new GameState(pool, List.copyOf(cards), players, play, 0, setup.firstPlayer(), 0,
        Stage.SETUP_STARTING_PROBLEM, null, -1, -1, ScoreBook.EMPTY, List.of(), List.of(), null,
        setup.seed(), setup.seed());
    return resume(s);
  }

  private static int add(List<CardInfo> cards, CardPool pool, String defId, int owner) {
    int id = cards.size();
    cards.add(new CardInfo(id, defId, owner, pool.get(defId)));
    return id;
  }

  /**
   * Runs a state built by hand (a scenario) forward to its first decision. A state where a player
   * already has priority is at it: 511 runs before priority is given, not after.
   */
  public static Outcome resume(GameState s) {
    Tx tx = new Tx(s);
    Flow.advance(tx);
    return new Outcome(tx.s, tx.events);
  }

  /**
   * The legal actions of {@code s} with the proof that they are: an action taken from it is
   * applied by {@link #apply(LegalActions, Action)} without listing them again.
   */
  public static LegalActions legal(GameState s) {
    return new LegalActions(s, legalActions(s));
  }

  /** Exactly what the player who must decide may do now; empty once the game is over. */
  public static List<Action> legalActions(GameState s) {
    List<Action> out = new ArrayList<>();
    Decision d = s.decision();
    if (s.isOver() || d == null) {
      return out;
    }
    int p = d.player();
    Route.of(d.kind()).list(s, d, out);
    out.add(new Action.Concede(p));
    return out;
  }

  /** Whether the player to act could do anything but pass (so a table may skip the window). */
  public static boolean hasActionBesidesPass(GameState s) {
    Decision d = s.decision();
    if (d == null) {
      return false;
    }
    if (d.kind() != DecisionKind.PRIORITY) {
      return true;
    }
    for (Action a : legalActions(s)) {
      if (!(a instanceof Action.Pass) && !(a instanceof Action.Concede)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Applies an action. An illegal one is refused with the reason and changes nothing. Either
   * player may concede at any time (103.4), and both may agree to a draw at any time.
   */
  public static Outcome apply(GameState s, Action a) {
    if (s.isOver()) {
      throw new Refusal("the game is over");
    }
    if (a instanceof Action.Concede c) {
      if (c.player() < 0 || c.player() >= s.players().size()) {
        throw new Refusal("no player " + c.player());
      }
      Tx tx = new Tx(s);
      tx.emit(new GameEvent.Conceded(c.player()));
      try {
        tx.end(new GameResult(GameState.opponent(c.player()), s.player(c.player()).name() + " conceded"));
      } catch (Tx.GameOver over) {
        // the game ends here
      }
      return new Outcome(tx.s, tx.events);
    }
    if (a instanceof Action.AgreeDraw d) {
      return agreeDraw(s, d.player());
    }
    if (!legalActions(s).contains(a)) {
      throw new Refusal(whyIllegal(s, a));
    }
    return performLegal(s, a);
  }

  /**
   * Applies an action taken from {@code legal}, the engine's own list for {@code legal.state()},
   * without listing the legal actions again; any other action gets the full check of {@link
   * #apply(GameState, Action)}.
   */
  public static Outcome apply(LegalActions legal, Action a) {
    if (a instanceof Action.Concede || !legal.contains(a)) {
      return apply(legal.state(), a);
    }
    return performLegal(legal.state(), a);
  }

  private static Outcome performLegal(GameState s, Action a) {
    Tx tx = new Tx(s);
    try {
      Action act = a;
      if (s.decision().kind() == DecisionKind.REPLACEMENT) {
        // 710.5 answered: the action that met the choice (if it was one) is performed again.
        act = Replacements.answer(tx, a instanceof Action.Choose c ? c.card() : Replacements.DECLINED);
      }
      if (act != null && performStopping(tx, act)) {
        return new Outcome(tx.s, tx.events);
      }
    } catch (Tx.GameOver over) {
      return new Outcome(tx.s, tx.events);
    }
    Flow.advance(tx);
    return new Outcome(tx.s, tx.events);
  }

  /**
   * Ends the game as a draw both players agreed to (rulings.md, "A game nobody can win"); like a
   * concession (103.4) it may happen at any time, and like 103.2b nobody wins.
   */
  private static Outcome agreeDraw(GameState s, int offeredBy) {
    if (offeredBy < 0 || offeredBy >= s.players().size()) {
      throw new Refusal("no player " + offeredBy);
    }
    Tx tx = new Tx(s);
    tx.emit(new GameEvent.DrawAgreed(offeredBy));
    try {
      tx.end(new GameResult(-1, GameResult.AGREED_DRAW));
    } catch (Tx.GameOver over) {
      // the game ends here
    }
    return new Outcome(tx.s, tx.events);
  }

  /**
   * Performs an action; true when it stopped for a choice among replacements (710.5), to be
   * performed again from its start once the choice is made.
   */
  private static boolean performStopping(Tx tx, Action a) {
    return Replacements.work(tx, a, Engine::performed);
  }

  /** {@link #perform} as a {@link Replacements.Work} that captures nothing. */
  private static boolean performed(Tx tx, Action a) {
    perform(tx, a);
    return false;
  }

  /** Carries out a legal action along the route of the decision it answers. */
  private static void perform(Tx tx, Action a) {
    Decision d = tx.s.decision();
    Route.of(d.kind()).perform(tx, d, a);
  }

  private static String whyIllegal(GameState s, Action a) {
    Decision d = s.decision();
    if (d == null) {
      return "nobody may act now";
    }
    if (a.player() != d.player()) {
      return s.player(d.player()).name() + " must act now, not " + nameOf(s, a.player());
    }
    if (d.kind() != DecisionKind.PRIORITY) {
      Route route = Route.of(d.kind());
      String waiting = "the game is waiting for " + s.player(d.player()).name() + " to " + d.kind().thirdPerson();
      if (a instanceof Action.Answer ans) {
        // An answer that means something this decision doesn't take (no boolean guessing).
        return "'" + Route.words(ans.meaning()) + "' is not an answer here: " + waiting + "; it takes "
            + route.answers();
      }
      if (a instanceof Action.Choose c && c.kind() == d.kind()) {
        return "that card is not among the options: " + waiting;
      }
      return waiting + "; it takes " + route.answers();
    }
    if (a instanceof Action.PlayCard pc && pc.area() == null && s.player(a.player()).hand().contains(pc.card())
        && s.def(pc.card()).type() == CardType.EVENT && s.def(pc.card()).event().reaction() != null) {
      return "a Reaction needs its condition met since the last priority window closed (512.4d), once per"
          + " instance for each card (512.4c), and its cost paid";
    }
    if (a instanceof Action.Activate) {
      return "that ability can't be activated now: it must be yours, in play and face up, its timing"
          + " phrase must allow it (512) and its costs must be payable (703.1)";
    }
    if (a instanceof Action.PlayCard pc && pc.area() == null && s.player(a.player()).hand().contains(pc.card())
        && s.def(pc.card()).type() == CardType.EVENT
        && !Activation.timingOpen(s, a.player(), s.def(pc.card()).event().timing())) {
      return "its timing phrase (" + s.def(pc.card()).event().timing().display() + ") doesn't allow it now (512)";
    }
    if (!(a instanceof Action.Pass) && !MainPhase.open(s, a.player())) {
      return "that can only be done by the turn player in their Main Phase, outside faceoffs (609.1)";
    }
    if (a instanceof Action.PlayCard pc) {
      return whyNotPlayable(s, pc);
    }
    if (a instanceof Action.PlayAttachment pa) {
      return whyNotPlayable(s, pa);
    }
    if (a instanceof Action.PlayTroublemaker pt && s.player(pt.player()).hand().contains(pt.card())
        && Costs.banned(s, pt.player(), pt.card(), pt.problem())) {
      // The card stays unnamed: a Troublemaker is played face down (609.2c).
      return "a card there says that Troublemaker can't be played to it (104.2)";
    }
    if (a instanceof Action.Move m) {
      InPlay c = s.inPlay(m.card());
      if (c == null || c.controller() != a.player() || !s.isCharacter(c)) {
        return "you can only move characters you control (609.2b)";
      }
      if (c.area().equals(m.to())) {
        return "a character can't be moved to the area it is in (506.2)";
      }
      if (m.to().home() && m.to().owner() != a.player()) {
        return "a character can't be moved to another player's home (506.2)";
      }
      if (Costs.movedHereBanned(s, a.player(), c, m.to())) {
        return "a card there says " + s.def(c.id()).title() + " can't be moved to it (104.2)";
      }
      return "moving there costs " + Costs.move(s, c, m.to()) + " action tokens (609.2b)";
    }
    return "that action is not legal now";
  }

  private static String whyNotPlayable(GameState s, Action.PlayCard pc) {
    PlayerState ps = s.player(pc.player());
    if (!ps.hand().contains(pc.card()) && !MainPhase.playableFromDiscard(s, pc.player(), pc.card())) {
      return "that card is not in your hand (nor one your discard pile lets you play, 404)";
    }
    CardDef def = s.def(pc.card());
    if (MainPhase.attachmentHost(def) != null) {
      return def.title() + " is an attachment: it is played on a card that fits its host description,"
          + " never to an area (305.1b, 509.1)";
    }
    if (pc.area() != null && Costs.banned(s, pc.player(), pc.card(), pc.area())) {
      return "a card there says " + def.title() + " can't be played to it (104.2)";
    }
    if (Costs.banned(s, pc.player(), pc.card(), null)) {
      return "a card in play says " + def.title() + " can't be played now (104.2)";
    }
    int cost = Costs.play(s, pc.player(), pc.card(), pc.area(), -1);
    if (pc.area() != null && ps.tokens() < cost && cost != Costs.play(s, pc.player(), pc.card())) {
      return "playing " + def.title() + " there costs " + cost + " action tokens; you have " + ps.tokens() + " (508, 609.2a)";
    }
    String unpaid = whyUnpaid(s, pc.player(), pc.card());
    return unpaid != null ? unpaid : "it can't enter play there";
  }

  private static String whyNotPlayable(GameState s, Action.PlayAttachment pa) {
    PlayerState ps = s.player(pa.player());
    if (!ps.hand().contains(pa.card()) && !MainPhase.playableFromDiscard(s, pa.player(), pa.card())) {
      return "that card is not in your hand (nor one your discard pile lets you play, 404)";
    }
    CardDef def = s.def(pa.card());
    if (MainPhase.attachmentHost(def) == null) {
      return def.title() + " is not an attachment, so it is not played on a card (305.1a, 509.1)";
    }
    InPlay host = s.inPlay(pa.host());
    if (host == null) {
      return "an attachment is played on a card in play (509.1)";
    }
    // Checked before naming the host: a face-down Troublemaker's identity is secret (505.1d).
    if (host.faceDown() && s.type(host.id()) == CardType.TROUBLEMAKER) {
      return "a face-down Troublemaker can't be an attachment's host (505.2)";
    }
    int cost = Costs.play(s, pa.player(), pa.card(), host.area(), host.id());
    if (ps.tokens() < cost && cost != Costs.play(s, pa.player(), pa.card())) {
      return "playing " + def.title() + " on that card costs " + cost + " action tokens; you have " + ps.tokens()
          + " (508, 609.2a)";
    }
    if (Costs.banned(s, pa.player(), pa.card(), host.area())) {
      return "a card there says " + def.title() + " can't be played to it (104.2)";
    }
    String unpaid = whyUnpaid(s, pa.player(), pa.card());
    return unpaid != null ? unpaid
        : s.def(host.id()).title() + " doesn't fit " + def.title() + "'s host description (509.4)";
  }

  /** Why the card's cost or play requirement can't be met, or null when they can (Reasons' words). */
  private static String whyUnpaid(GameState s, int player, int card) {
    return Reasons.unpaid(s, player, card);
  }

  private static String nameOf(GameState s, int p) {
    return p >= 0 && p < s.players().size() ? s.player(p).name() : "player " + p;
  }
}
