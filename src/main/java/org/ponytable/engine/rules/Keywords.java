package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;

/** Glossary keywords outside faceoffs: Inspired, and the cards beneath a card (Pumped, Spend). */
final class Keywords {
  private Keywords() {}

  // ---- beneath a card (glossary: Pumped, Spend) ----

  /** The banished cards beneath {@code host}, of either owner, oldest first. */
  static List<Integer> beneath(GameState s, int host) {
    List<Integer> out = new ArrayList<>();
    for (PlayerState ps : s.players()) {
      out.addAll(ps.beneath(host));
    }
    return out;
  }

  /** Glossary, Pumped: banish a flipped card beneath {@code host} (it leaves the deck). */
  static void banishBeneath(Tx tx, int p, int card, int host) {
    PlayerState ps = tx.player(p);
    Map<Integer, Integer> under = new HashMap<>(ps.beneath());
    under.put(card, host);
    tx.setPlayer(p, ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), card))
        .withFlipped(PlayerState.minus(ps.flipped(), card))
        .withBanished(PlayerState.plus(ps.banished(), card)).withBeneath(under));
    tx.emit(new GameEvent.BanishedBeneath(p, card, host));
  }

  /** Glossary, Spend: the oldest {@code amount} cards beneath {@code host} go to the discard pile. */
  static void spend(Tx tx, int host, int amount) {
    List<Integer> under = beneath(tx.s, host);
    for (int card : under.subList(0, Math.min(amount, under.size()))) {
      int owner = tx.s.owner(card);
      PlayerState ps = tx.player(owner);
      Map<Integer, Integer> m = new HashMap<>(ps.beneath());
      m.remove(card);
      tx.setPlayer(owner, ps.withBanished(PlayerState.minus(ps.banished(), card)).withBeneath(m));
      tx.toDiscard(card);
      tx.emit(new GameEvent.Spent(owner, card, host));
      Triggers.enteredDiscardPile(tx, card);
    }
  }

  /**
   * Glossary, Pumped (issue 11): a card of {@code owner}'s hand, deck, discard pile or banished zone
   * (or the Event being processed) is banished beneath {@code host}, face up for all to see.
   */
  static void putBeneath(Tx tx, int owner, int card, int host) {
    PlayerState ps = tx.player(owner);
    Map<Integer, Integer> under = new HashMap<>(ps.beneath());
    under.put(card, host);
    tx.setPlayer(owner, ps.withHand(PlayerState.minus(ps.hand(), card))
        .withDrawDeck(PlayerState.minus(ps.drawDeck(), card)).withFlipped(PlayerState.minus(ps.flipped(), card))
        .withDiscard(PlayerState.minus(ps.discard(), card))
        .withBanished(PlayerState.plus(PlayerState.minus(ps.banished(), card), card)).withBeneath(under));
    tx.emit(new GameEvent.BanishedBeneath(owner, card, host));
  }

  /** Glossary, Spend (issue 11): a card leaves from beneath {@code host} for its owner's pile, deck top or home. */
  static void fromBeneath(Tx tx, int card, int host, org.ponytable.engine.ability.Effect.BeneathTo to) {
    int owner = tx.s.owner(card);
    PlayerState ps = tx.player(owner);
    Map<Integer, Integer> m = new HashMap<>(ps.beneath());
    m.remove(card);
    ps = ps.withBanished(PlayerState.minus(ps.banished(), card)).withBeneath(m);
    switch (to) {
      case DISCARD_PILE -> {
        tx.setPlayer(owner, ps.withDiscard(PlayerState.plus(ps.discard(), card)));
        tx.emit(new GameEvent.Spent(owner, card, host));
        Triggers.enteredDiscardPile(tx, card);
      }
      case DECK_TOP -> {
        List<Integer> deck = new ArrayList<>(ps.drawDeck());
        deck.add(0, card);
        tx.setPlayer(owner, ps.withDrawDeck(deck));
        tx.emit(new GameEvent.PutOnTop(card));
      }
      case PLAY -> {
        var type = tx.s.type(card);
        if (type != org.ponytable.engine.terms.CardType.FRIEND && type != org.ponytable.engine.terms.CardType.RESOURCE
            || MainPhase.attachmentHost(tx.s.def(card)) != null) {
          // 706.1: only a Friend or a Resource played at home enters play at its owner's home; the rest stays banished.
          tx.setPlayer(owner, tx.player(owner).withBeneath(m));
          return;
        }
        tx.setPlayer(owner, ps);
        tx.enterPlay(card, owner, org.ponytable.engine.state.Area.home(owner), false);
      }
    }
  }

  /**
   * A card that leaves play is a new object (409.6): what was beneath it stays banished but is
   * beneath nothing any more (rulings.md).
   */
  static void releaseBeneath(Tx tx, int host) {
    for (int p = 0; p < tx.s.players().size(); p++) {
      PlayerState ps = tx.player(p);
      if (ps.beneath().containsValue(host)) {
        Map<Integer, Integer> m = new HashMap<>(ps.beneath());
        m.values().removeIf(h -> h == host);
        tx.setPlayer(p, ps.withBeneath(m));
      }
    }
  }

  // ---- Inspired ----

  /** Decisions set while answering another; the flow waits for them. */
  static boolean waits(DecisionKind kind) {
    return kind == DecisionKind.INSPIRED_TOP || kind == DecisionKind.INSPIRED_BOTTOM;
  }

  /** How many face-up cards with Inspired {@code player} controls. */
  static int inspired(GameState s, int player) {
    int n = 0;
    for (InPlay c : s.play()) {
      if (c.controller() == player && Stats.has(s, c, Keyword.INSPIRED)) {
        n++;
      }
    }
    return n;
  }

  /**
   * Glossary, Inspired: at the start of their Main Phase the turn player looks at as many cards
   * from the top of the opponent's deck as their Inspired cards. True when they must decide.
   */
  static boolean startInspired(Tx tx) {
    int p = tx.s.turnPlayer();
    int n = inspired(tx.s, p);
    if (n == 0) {
      return false;
    }
    int opp = GameState.opponent(p);
    List<Integer> deck = tx.player(opp).drawDeck();
    List<Integer> top = List.copyOf(deck.subList(0, Math.min(n, deck.size())));
    if (top.isEmpty()) {
      return false;
    }
    tx.emit(new GameEvent.LookedAtTop(p, opp, top.size()));
    tx.s = tx.s.withDecision(new Decision(DecisionKind.INSPIRED_TOP, p, top));
    return true;
  }

  /**
   * One card placed: kept cards fill the top places in the order chosen (topmost first), cards
   * sent down go to the bottom one by one. The options left are the cards still to place; they
   * are the ones right after the kept cards on top of the deck.
   */
  static void inspired(Tx tx, DecisionKind kind, int player, int card, Decision was) {
    int opp = GameState.opponent(player);
    List<Integer> left = PlayerState.minus(was.options(), card);
    PlayerState ps = tx.player(opp);
    List<Integer> deck = new ArrayList<>(ps.drawDeck());
    // The undecided cards (the chosen one among them) sit just below the kept ones.
    int at = deck.size();
    for (int c : was.options()) {
      at = Math.min(at, deck.indexOf(c));
    }
    deck.remove(Integer.valueOf(card));
    if (kind == DecisionKind.INSPIRED_TOP) {
      deck.add(at, card);
      tx.setPlayer(opp, ps.withDrawDeck(deck));
      if (!left.isEmpty()) {
        tx.s = tx.s.withDecision(new Decision(DecisionKind.INSPIRED_TOP, player, left));
      }
      return;
    }
    deck.add(card);
    tx.setPlayer(opp, ps.withDrawDeck(deck));
    bottom(tx, player, left);
  }

  /** "No" to keeping more on top: the rest go to the bottom in the order the player chooses. */
  static void inspiredDone(Tx tx, int player, List<Integer> left) {
    bottom(tx, player, left);
  }

  private static void bottom(Tx tx, int player, List<Integer> left) {
    if (left.size() > 1) {
      tx.s = tx.s.withDecision(new Decision(DecisionKind.INSPIRED_BOTTOM, player, left));
    } else if (left.size() == 1) {
      // A choice with one option is made by the engine.
      inspired(tx, DecisionKind.INSPIRED_BOTTOM, player, left.get(0), new Decision(DecisionKind.INSPIRED_BOTTOM, player, left));
    }
  }
}
