package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameResult;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.Rng;

/**
 * One action being applied: the state so far and the events so far. The primitive occurrences of
 * the rules (draw, shuffle, enter play, move, send, dismiss, score...) live here, each producing
 * a new immutable state. Never shared between threads or kept after the action.
 */
final class Tx {
  /** Thrown when a player has won: the game ends at once (103.1). */
  static final class GameOver extends RuntimeException {
    GameOver() {
      super(null, null, false, false);
    }
  }

  GameState s;
  final TxEvents events = new TxEvents();
  /** Replacement modifiers whose effects are being performed now (710.3). */
  final java.util.Set<String> replacing = new Replacing();
  /** 710.5: the answers given so far to the choices of the work being done, and how many are used. */
  List<Integer> answers = List.of();
  int answered;

  Tx(GameState s) {
    this.s = s;
  }

  /** A set made only when a replacement is performed: most actions perform none (710.3). */
  private static final class Replacing extends java.util.AbstractSet<String> {
    private java.util.Set<String> keys;

    @Override
    public boolean add(String key) {
      if (keys == null) {
        keys = new java.util.HashSet<>();
      }
      return keys.add(key);
    }

    @Override
    public boolean contains(Object key) {
      return keys != null && keys.contains(key);
    }

    @Override
    public boolean remove(Object key) {
      return keys != null && keys.remove(key);
    }

    @Override
    public java.util.Iterator<String> iterator() {
      return keys == null ? java.util.Collections.emptyIterator() : keys.iterator();
    }

    @Override
    public int size() {
      return keys == null ? 0 : keys.size();
    }
  }

  void emit(GameEvent e) {
    events.add(e);
  }

  PlayerState player(int p) {
    return s.player(p);
  }

  void setPlayer(int p, PlayerState ps) {
    s = s.withPlayer(p, ps);
  }

  // ---- randomness ----

  int random(int bound) {
    int r = Rng.below(s.rng(), bound);
    s = s.withRng(Rng.next(s.rng()));
    return r;
  }

  /** Fisher-Yates over the given list using the game's random state. */
  List<Integer> shuffled(List<Integer> cards) {
    List<Integer> l = new ArrayList<>(cards);
    for (int i = l.size() - 1; i > 0; i--) {
      int j = random(i + 1);
      Integer t = l.get(i);
      l.set(i, l.get(j));
      l.set(j, t);
    }
    return l;
  }

  /** 402.4: flipped cards keep their places; the others are shuffled among the other places. */
  void shuffleDrawDeck(int p) {
    PlayerState ps = player(p);
    List<Integer> deck = new ArrayList<>(ps.drawDeck());
    List<Integer> slots = new ArrayList<>();
    List<Integer> loose = new ArrayList<>();
    for (int i = 0; i < deck.size(); i++) {
      if (!ps.flipped().contains(deck.get(i))) {
        slots.add(i);
        loose.add(deck.get(i));
      }
    }
    List<Integer> mixed = shuffled(loose);
    for (int i = 0; i < slots.size(); i++) {
      deck.set(slots.get(i), mixed.get(i));
    }
    setPlayer(p, ps.withDrawDeck(deck));
    emit(new GameEvent.Shuffled(p, false));
  }

  void shuffleProblemDeck(int p) {
    setPlayer(p, player(p).withProblemDeck(shuffled(player(p).problemDeck())));
    emit(new GameEvent.Shuffled(p, true));
  }

  // ---- draw deck ----

  /** 409.4: the topmost unflipped card goes to hand; nothing happens on an empty deck. */
  boolean draw(int p) {
    PlayerState ps = player(p);
    int top = ps.topUnflipped();
    // rulings.md, per-turn limits: a cap on cards drawn each turn.
    if (top < 0 || Limits.room(s, p, Ability.Limited.DRAW) <= 0) {
      return false;
    }
    if (Replacements.replaced(this, Ability.Occurrence.DRAW, -1, p)) {
      return false;
    }
    setPlayer(p, ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), top)).withHand(PlayerState.plus(ps.hand(), top)));
    emit(new GameEvent.Drew(p, top));
    count(c -> c.withDrawn(p));
    Triggers.player(this, Trigger.Kind.DRAWS, p, null, List.of(), null);
    return true;
  }

  /** 409.4: a draw from the bottom: the lowest unflipped card goes to hand, as a draw (replaceable, triggers "draws"). */
  boolean drawFromBottom(int p) {
    PlayerState ps = player(p);
    int bottom = -1;
    for (int id : ps.drawDeck()) {
      if (!ps.flipped().contains(id)) {
        bottom = id;
      }
    }
    if (bottom < 0 || Limits.room(s, p, Ability.Limited.DRAW) <= 0
        || Replacements.replaced(this, Ability.Occurrence.DRAW, -1, p)) {
      return false;
    }
    setPlayer(p, ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), bottom)).withHand(PlayerState.plus(ps.hand(), bottom)));
    emit(new GameEvent.Drew(p, bottom));
    count(c -> c.withDrawn(p));
    Triggers.player(this, Trigger.Kind.DRAWS, p, null, List.of(), null);
    return true;
  }

  /** The topmost unflipped card to its owner's discard pile; false on an empty deck (nothing to put). */
  boolean topToDiscard(int p) {
    PlayerState ps = player(p);
    int top = ps.topUnflipped();
    if (top < 0) {
      return false;
    }
    setPlayer(p, ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), top)).withDiscard(PlayerState.plus(ps.discard(), top)));
    emit(new GameEvent.Milled(p, top));
    Triggers.enteredDiscardPile(this, top);
    return true;
  }

  /** 515.1: reveal the topmost unflipped card; no flip when there is none. */
  int flip(int p) {
    PlayerState ps = player(p);
    int top = ps.topUnflipped();
    if (top < 0) {
      return -1;
    }
    setPlayer(p, ps.withFlipped(PlayerState.plus(ps.flipped(), top)));
    emit(new GameEvent.Flipped(p, top, flipPower(top)));
    return top;
  }

  /** A flipped card adds its power, never below 0 (105.2). */
  int flipPower(int card) {
    return Faceoffs.flippedPower(s, card);
  }

  /** 514.6, 404: a flipped card leaves its owner's deck for their hand; nothing if it is not flipped. */
  void flippedToHand(int card) {
    if (card < 0) {
      return;
    }
    int p = s.owner(card);
    PlayerState ps = player(p);
    if (!ps.flipped().contains(card)) {
      return;
    }
    setPlayer(p, ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), card))
        .withFlipped(PlayerState.minus(ps.flipped(), card)).withHand(PlayerState.plus(ps.hand(), card)));
    emit(new GameEvent.FlippedToHand(p, card));
  }

  /** A flipped card leaves its owner's deck for play at its owner's home; nothing if it is not flipped. */
  void flippedIntoPlay(int card, int controller) {
    int p = card < 0 ? -1 : s.owner(card);
    if (p < 0 || !player(p).flipped().contains(card)) {
      return;
    }
    leaveFlipped(p, card);
    enterPlay(card, controller, Area.home(controller), false);
  }

  /** 409.5: a flipped card leaves its owner's deck for their banished zone; nothing if it is not flipped. */
  void banishFlipped(int card) {
    int p = card < 0 ? -1 : s.owner(card);
    if (p < 0 || !player(p).flipped().contains(card)) {
      return;
    }
    leaveFlipped(p, card);
    setPlayer(p, player(p).withBanished(PlayerState.plus(player(p).banished(), card)));
    emit(new GameEvent.Banished(card));
  }

  /** A flipped card leaves the deck: no longer flipped nor ignored (515.4), so it adds nothing more. */
  private void leaveFlipped(int p, int card) {
    PlayerState ps = player(p);
    setPlayer(p, ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), card)).withFlipped(PlayerState.minus(ps.flipped(), card)));
    if (s.faceoff() != null && s.faceoff().ignored().contains(card)) {
      s = s.withFaceoff(s.faceoff().withIgnored(PlayerState.minus(s.faceoff().ignored(), card)));
    }
  }

  /** 514.6: a flipped card leaves its place and goes to the bottom of its owner's deck. */
  void putFlippedOnBottom(int p, int card) {
    if (Replacements.replaced(this, Ability.Occurrence.FLIPPED_TO_BOTTOM, card, p)) {
      if (player(p).flipped().contains(card)) {
        // What replaced it left it in the deck: it is no longer flipped, where it is.
        setPlayer(p, player(p).withFlipped(PlayerState.minus(player(p).flipped(), card)));
      }
      return;
    }
    PlayerState ps = player(p);
    List<Integer> deck = PlayerState.minus(ps.drawDeck(), card);
    deck.add(card);
    setPlayer(p, ps.withDrawDeck(deck).withFlipped(PlayerState.minus(ps.flipped(), card)));
    emit(new GameEvent.PutOnBottom(p, card));
  }

  // ---- tokens and points ----

  void gainTokens(int p, int n) {
    PlayerState ps = player(p);
    setPlayer(p, ps.withTokens(ps.tokens() + n));
    emit(new GameEvent.TokensGained(p, n, ps.tokens() + n));
    count(t -> t.withTokensGained(p, n));
    Triggers.player(this, Trigger.Kind.GAINS_TOKENS, p, null, List.of(), null);
  }

  /** 502, 104.1: tokens gained "until the end of the phase", lost as it ends (Flow.setStage). */
  void gainPhaseTokens(int p, int n) {
    PlayerState ps = player(p);
    setPlayer(p, ps.withTokens(ps.tokens() + n).withPhaseTokens(ps.phaseTokens() + n));
    emit(new GameEvent.TokensGained(p, n, ps.tokens() + n));
    count(t -> t.withTokensGained(p, n));
    Triggers.player(this, Trigger.Kind.GAINS_TOKENS, p, null, List.of(), null);
  }

  /** A player loses up to {@code n} action tokens (an effect, not a payment); phase tokens go first, as when paying. */
  void loseTokens(int p, int n) {
    PlayerState ps = player(p);
    int lost = Math.min(n, ps.tokens());
    if (lost <= 0) {
      return;
    }
    setPlayer(p, ps.withTokens(ps.tokens() - lost).withPhaseTokens(Math.max(0, ps.phaseTokens() - lost)));
    emit(new GameEvent.TokensLost(p, lost, ps.tokens() - lost));
    Triggers.player(this, Trigger.Kind.LOSES_TOKENS, p, null, List.of(), null);
  }

  void payTokens(int p, int n) {
    PlayerState ps = player(p);
    if (ps.tokens() < n) {
      throw new IllegalStateException("cannot pay " + n + " with " + ps.tokens());
    }
    // 502.1b: tokens may be spent in any order; those that end with the phase go first (rulings.md).
    setPlayer(p, ps.withTokens(ps.tokens() - n).withPhaseTokens(Math.max(0, ps.phaseTokens() - n)));
    emit(new GameEvent.TokensPaid(p, n, ps.tokens() - n));
  }

  /** Scores points and ends the game at once when someone reaches 15 (103.1, 103.2, 517.1). */
  void score(int p, int wanted, String why) {
    // rulings.md, per-turn limits: a cap on points scored each turn.
    int points = Math.min(wanted, Limits.room(s, p, Ability.Limited.SCORE));
    if (points <= 0) {
      return;
    }
    count(c -> c.withScored(p, points));
    PlayerState ps = player(p);
    setPlayer(p, ps.withScore(ps.score() + points));
    emit(new GameEvent.Scored(p, points, ps.score() + points, why));
    checkWin();
  }

  /**
   * 517.2: points scored with {@code cards} during a Score Phase are counted per card; a card
   * whose count reaches 2 there triggers {@code scoredTwoWith}. Call after {@link #score}.
   */
  void scoredWith(List<Integer> cards, int points) {
    if (points <= 0 || s.phase() != org.ponytable.engine.terms.Phase.SCORE || s.isOver()) {
      return;
    }
    org.ponytable.engine.state.ScoreBook before = s.scoreBook();
    s = s.withScoreBook(before.scoredWith(cards, points));
    for (int card : cards) {
      if (before.pointsWith(card) < 2 && s.scoreBook().pointsWith(card) >= 2 && s.inPlay(card) != null) {
        Triggers.card(this, Trigger.Kind.SCORED_TWO_WITH, card, s, s.inPlay(card).area());
      }
    }
  }

  static final int WINNING_SCORE = 15;

  void checkWin() {
    // Counted, not listed: asked at every advance, and almost always nobody has won.
    int winners = 0;
    int winner = -1;
    for (int p = 0; p < s.players().size(); p++) {
      if (player(p).score() >= WINNING_SCORE) {
        winners++;
        winner = winner < 0 ? p : winner;
      }
    }
    if (winners == 1) {
      end(new GameResult(winner, "reached " + WINNING_SCORE + " points"));
    } else if (winners > 1) {
      end(new GameResult(-1, "both players reached " + WINNING_SCORE + " points at once"));
    }
  }

  void end(GameResult r) {
    s = s.withResult(r).withDecision(null);
    if (r.isDraw()) {
      emit(new GameEvent.GameDrawn(r.reason()));
    } else {
      emit(new GameEvent.GameWon(r.winner(), r.reason()));
    }
    throw new GameOver();
  }

  // ---- play zone ----

  void enterPlay(int card, int controller, Area area, boolean faceDown) {
    enterPlay(card, controller, area, faceDown, -1);
  }

  /** 706.1; {@code host} (or -1): 509.2, an attachment enters play already attached to it. */
  void enterPlay(int card, int controller, Area area, boolean faceDown, int host) {
    List<InPlay> l = new ArrayList<>(s.play());
    l.add(withCountersItEntersWith(InPlay.entering(card, controller, area, faceDown).withHost(host)));
    s = s.withPlay(l);
    if (!faceDown && PlayIndex.of(s).entersExhausted && entersExhausted(card)) {
      // 706.1a: it enters play in that state; it does not become exhausted (no 503.2 trigger).
      s = s.withPlay(s.play().stream().map(c -> c.id() == card ? c.withExhausted(true) : c).toList());
    }
    if (Abilities.hasContinuous(s, card)) {
      // 711.3a: its continuous abilities carry the time it entered play.
      AbilityState ab = s.abilities().tick();
      s = s.withAbilities(ab.withEntered(card, ab.clock()));
    }
    emit(new GameEvent.EnteredPlay(card, area, faceDown));
    // 706.1c
    Triggers.card(this, Trigger.Kind.ENTERS_PLAY, card, s, area);
  }

  /** 706.1a: whether an "enters play exhausted" ability in play (its own included) names {@code card}. */
  private boolean entersExhausted(int card) {
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      if (held.ability() instanceof Ability.EntersExhausted e) {
        InPlay src = held.source();
        if (Abilities.matches(s, e.cards(), card, new Abilities.Ctx(src.id(), src.controller(), -1, null))) {
          return true;
        }
      }
    }
    return false;
  }

  /** 519, rulings.md: "this card enters play with N counters on it", face up only (a face-down card has no text). */
  private InPlay withCountersItEntersWith(InPlay entering) {
    if (entering.faceDown()) {
      return entering;
    }
    java.util.Map<String, Integer> counters = null;
    for (Ability a : s.face(entering.id()).abilities()) {
      if (a instanceof Ability.EntersWithCounters ew) {
        counters = counters == null ? new java.util.TreeMap<>(entering.counters()) : counters;
        counters.merge(ew.name(), ew.amount(), Integer::sum);
      }
    }
    return counters == null ? entering : entering.withCounters(counters);
  }

  /** A new token card under {@code controller}'s control enters play at {@code area} (rulings.md). */
  void makeToken(org.ponytable.engine.card.CardDef def, int controller, Area area) {
    int id = s.cards().size();
    s = s.withNewCard(new org.ponytable.engine.state.CardInfo(id, def.id(), controller, def));
    enterPlay(id, controller, area, false);
  }

  void removeFromHand(int p, int card) {
    PlayerState ps = player(p);
    setPlayer(p, ps.withHand(PlayerState.minus(ps.hand(), card)));
  }

  void toDiscard(int card) {
    int owner = s.owner(card);
    PlayerState ps = player(owner);
    setPlayer(owner, ps.withDiscard(PlayerState.plus(ps.discard(), card)));
  }

  /** Takes a card out of the play zone, and its attachments to their owners' discard piles. */
  private void leavePlay(int card) {
    List<InPlay> l = new ArrayList<>(s.play());
    l.removeIf(c -> c.id() == card);
    s = s.withPlay(l);
    // 409.6: a new card now; a change of control for a while ends with the old one.
    Control.forget(this, card, true);
    Keywords.releaseBeneath(this, card);
    for (InPlay c : s.play()) {
      if (c.host() == card) {
        dismiss(c.id(), "its host left play");
      }
    }
  }

  /** A token that left play ceases to exist: it leaves the zone it went to, for no zone (rulings.md). */
  private void ceaseToExist(int card) {
    int owner = s.owner(card);
    PlayerState ps = player(owner);
    setPlayer(owner, ps.withDiscard(PlayerState.minus(ps.discard(), card))
        .withBanished(PlayerState.minus(ps.banished(), card))
        .withHand(PlayerState.minus(ps.hand(), card))
        .withDrawDeck(PlayerState.minus(ps.drawDeck(), card)));
    emit(new GameEvent.TokenGone(card));
  }

  /** 409.1: from play to its owner's discard pile. Mane Characters never leave play (301.5). */
  void dismiss(int card, String why) {
    if (cannotLeavePlay(card)) {
      return;
    }
    if (Replacements.replaced(this, Ability.Occurrence.DISMISSED, card, -1)
        || Replacements.replaced(this, Ability.Occurrence.DISCARD_PILE, card, -1)) {
      return;
    }
    GameState before = s;
    leavePlay(card);
    toDiscard(card);
    emit(new GameEvent.Dismissed(card, why));
    leftPlay(card, before);
    Triggers.card(this, Trigger.Kind.DISMISSED, card, before, before.inPlay(card).area());
    byEffect(Trigger.Kind.DISMISSED_BY, card, before, before.inPlay(card).area());
    fromPlayToDiscardPile(card, before);
  }

  /** "When you exhaust / frighten / dismiss ...": done by the controller of the effect being processed, if any. */
  private void byEffect(Trigger.Kind kind, int card, GameState view, Area there) {
    var r = s.resolving();
    if (r != null) {
      Triggers.card(this, kind, card, view, there, r.controller());
    }
  }

  /** 409.1-409.2 (issue 11): a card in play went to its owner's discard pile; both triggers see it. */
  private void fromPlayToDiscardPile(int card, GameState before) {
    Triggers.card(this, Trigger.Kind.DISCARD_PILE_FROM_PLAY, card, before, before.inPlay(card).area());
    Triggers.enteredDiscardPile(this, card);
  }

  /**
   * Whether nothing takes {@code card} out of play: it is not in play, it is a Mane Character (301.5),
   * or it "can't leave play" (104.2, issue 11).
   */
  private boolean cannotLeavePlay(int card) {
    InPlay c = s.inPlay(card);
    return c == null || s.type(card) == CardType.MANE_CHARACTER || Abilities.cant(s, c, Ability.Restriction.LEAVE_PLAY);
  }

  /** 409.6: it is a new card now; "leaves play" abilities look back at it as it was. */
  private void leftPlay(int card, GameState before) {
    if (s.def(card).token()) {
      ceaseToExist(card);
    }
    Effects.forget(this, card, true);
    if (before.type(card) == CardType.FRIEND) {
      // The turn's history: "if a Friend left play this turn".
      int controller = before.inPlay(card).controller();
      count(c -> c.withFriendLeft(controller));
    }
    Triggers.card(this, Trigger.Kind.LEAVES_PLAY, card, before, before.inPlay(card).area());
  }

  /** 409.2: a player puts a card they control from play into its owner's discard pile. */
  void retire(int card) {
    if (cannotLeavePlay(card)) {
      return;
    }
    if (Replacements.replaced(this, Ability.Occurrence.DISCARD_PILE, card, -1)) {
      return;
    }
    GameState before = s;
    leavePlay(card);
    toDiscard(card);
    emit(new GameEvent.Retired(card));
    leftPlay(card, before);
    Triggers.card(this, Trigger.Kind.RETIRED, card, before, before.inPlay(card).area());
    fromPlayToDiscardPile(card, before);
  }

  /** 409.5: from play to its owner's banished zone. */
  void banish(int card) {
    if (cannotLeavePlay(card)) {
      return;
    }
    GameState before = s;
    leavePlay(card);
    int owner = s.owner(card);
    setPlayer(owner, player(owner).withBanished(PlayerState.plus(player(owner).banished(), card)));
    emit(new GameEvent.Banished(card));
    leftPlay(card, before);
  }

  /** 409: from play to the top of its owner's draw deck (401.3). */
  void putOnTop(int card) {
    if (cannotLeavePlay(card)) {
      return;
    }
    GameState before = s;
    leavePlay(card);
    int owner = s.owner(card);
    List<Integer> deck = new ArrayList<>(player(owner).drawDeck());
    deck.add(0, card);
    setPlayer(owner, player(owner).withDrawDeck(deck));
    emit(new GameEvent.PutOnTop(card));
    leftPlay(card, before);
  }

  /** 409: from play to its owner's hand. */
  void putIntoHand(int card) {
    if (cannotLeavePlay(card)) {
      return;
    }
    if (Replacements.replaced(this, Ability.Occurrence.PUT_INTO_HAND, card, -1)) {
      return;
    }
    GameState before = s;
    leavePlay(card);
    int owner = s.owner(card);
    setPlayer(owner, player(owner).withHand(PlayerState.plus(player(owner).hand(), card)));
    emit(new GameEvent.PutIntoHand(card));
    leftPlay(card, before);
  }

  /** 409.5: from its owner's discard pile to their banished zone. */
  /** 409.5: a card of a hand to its owner's banished zone, face up for all to see (a cost). */
  void banishFromHand(int owner, int card) {
    PlayerState ps = player(owner);
    setPlayer(owner, ps.withHand(PlayerState.minus(ps.hand(), card))
        .withBanished(PlayerState.plus(ps.banished(), card)));
    emit(new GameEvent.Banished(card));
  }

  void banishFromDiscardPile(int owner, int card) {
    PlayerState ps = player(owner);
    setPlayer(owner, ps.withDiscard(PlayerState.minus(ps.discard(), card))
        .withBanished(PlayerState.plus(ps.banished(), card)));
    emit(new GameEvent.Banished(card));
  }

  /** 301.2: a Mane Character turns over to its Boosted side; 301.3: it now has that side's text. */
  void boost(int card) {
    InPlay c = s.inPlay(card);
    if (c == null || c.boosted() || s.def(card).boosted() == null) {
      return;
    }
    s = s.withInPlay(c.withBoosted(true));
    emit(new GameEvent.Boosted(card));
  }

  /** 301.2 (rulings.md, back to the Start side): a boosted Mane Character shows its Start side again. */
  void turnToStart(int card) {
    InPlay c = s.inPlay(card);
    if (c == null || !c.boosted()) {
      return;
    }
    s = s.withInPlay(c.withBoosted(false));
    emit(new GameEvent.TurnedToStart(card));
  }

  /** 509.5: attach (or reattach) a card in play to a host; it goes to the host's area (509.3). */
  void attach(int attachment, int host) {
    InPlay a = s.inPlay(attachment);
    InPlay h = s.inPlay(host);
    if (a == null || h == null || a.host() == host || attachment == host) {
      return;
    }
    s = s.withInPlay(a.withHost(host).withArea(h.area()));
    emit(new GameEvent.Attached(attachment, host));
  }

  /** 513.2: a player takes control of a card in play; it stays where it is until 511.4. */
  void takeControl(int card, int player) {
    changeControl(card, player, false);
  }

  /** 513.2: {@code returned} when control goes back as a change for a while ends (see {@link Control}). */
  void changeControl(int card, int player, boolean returned) {
    InPlay c = s.inPlay(card);
    if (c == null || c.controller() == player) {
      return;
    }
    s = s.withInPlay(c.withController(player));
    emit(new GameEvent.ControlChanged(card, player, returned));
  }

  /** 519: puts (or, negative, removes) counters of one name; never fewer than none. */
  void counters(int card, String name, int change) {
    InPlay c = s.inPlay(card);
    java.util.Map<String, Integer> m = new java.util.TreeMap<>(c.counters());
    int now = Math.max(0, m.getOrDefault(name, 0) + change);
    if (now == 0) {
      m.remove(name);
    } else {
      m.put(name, now);
    }
    s = s.withInPlay(c.withCounters(m));
    emit(new GameEvent.CountersChanged(card, name, now));
  }

  /** 409.3: from hand to its owner's discard pile. */
  void discard(int p, int card) {
    if (Replacements.replaced(this, Ability.Occurrence.DISCARD, card, p)) {
      return;
    }
    removeFromHand(p, card);
    toDiscard(card);
    emit(new GameEvent.Discarded(p, card));
    count(c -> c.withDiscarded(p));
    Triggers.player(this, Trigger.Kind.DISCARDS, p, null, List.of(), null);
    Triggers.enteredDiscardPile(this, card);
  }

  /** The turn's history (history conditions) after {@code change}. */
  void count(java.util.function.UnaryOperator<org.ponytable.engine.state.TurnCounts> change) {
    org.ponytable.engine.state.ScoreBook book = s.scoreBook();
    s = s.withScoreBook(book.withCounts(change.apply(book.counts())));
  }

  /** 506.1: a move no player makes (so no "moved by its controller" or "from home" trigger). */
  void move(int card, Area to) {
    move(card, to, -1);
  }

  /**
   * 506.1: {@code mover} (or -1 when no player does it) moves a character to another area;
   * attachments come along (509.3).
   */
  void move(int card, Area to, int mover) {
    InPlay c = s.inPlay(card);
    Area from = c.area();
    relocate(card, to);
    emit(new GameEvent.Moved(card, from, to));
    if (mover >= 0 && s.isCharacter(s.inPlay(card))) {
      // The turn's history: "if that opponent did not move any characters this turn".
      count(t -> t.withMoved(mover));
    }
    // 506.1c
    Triggers.card(this, Trigger.Kind.MOVED, card, s, to);
    if (mover == c.controller() && s.inPlay(card) != null) {
      Triggers.card(this, Trigger.Kind.MOVED_BY_CONTROLLER, card, s, to);
    }
    if (mover >= 0 && s.inPlay(card) != null) {
      Triggers.card(this, Trigger.Kind.MOVED_BY, card, s, to, mover);
    }
    if (s.inPlay(card) != null) {
      // The same move, "there" being the area it left.
      Triggers.card(this, Trigger.Kind.MOVED_AWAY, card, s, from);
    }
    if (from.home() && !to.home() && mover == c.controller() && s.inPlay(card) != null) {
      Triggers.card(this, Trigger.Kind.MOVED_FROM_HOME, card, s, to);
    }
  }

  /** 506.5: sent to an area, which is not moving; home goes through {@link #sendHome(int)}. */
  void send(int card, Area to) {
    InPlay c = s.inPlay(card);
    if (c == null || c.area().equals(to)) {
      return;
    }
    if (to.home()) {
      sendHome(card);
      return;
    }
    Area from = c.area();
    relocate(card, to);
    emit(new GameEvent.Sent(card, from, to));
  }

  /** 506.5: sending is not moving, so nothing that watches for moves sees it. */
  void sendHome(int card) {
    sendHome(card, true);
  }

  /**
   * {@code replaceable} false for 511.4's sending, which would be repeated every wave if a
   * replacement kept the character where it is.
   */
  void sendHome(int card, boolean replaceable) {
    InPlay c = s.inPlay(card);
    Area home = Area.home(c.controller());
    if (c.area().equals(home)) {
      return;
    }
    if (replaceable && Replacements.replaced(this, Ability.Occurrence.SENT_HOME, card, -1)) {
      return;
    }
    Area from = c.area();
    relocate(card, home);
    emit(new GameEvent.SentHome(card, from, home));
  }

  /**
   * 613.2: sent home as its solved Problem is replaced; a replacement of that occurrence only
   * ("when this card's Problem is solved, it isn't sent home") keeps it where it is.
   */
  void sendHomeFromSolved(int card) {
    InPlay c = s.inPlay(card);
    if (c == null || c.area().home()) {
      return;
    }
    if (Replacements.replaced(this, Ability.Occurrence.SENT_HOME_FROM_SOLVED, card, -1)) {
      return;
    }
    sendHome(card);
  }

  private void relocate(int card, Area to) {
    s = s.withInPlay(s.inPlay(card).withArea(to));
    for (InPlay a : s.play()) {
      if (a.host() == card) {
        s = s.withInPlay(a.withArea(to));
      }
    }
  }

  /** 503.2: exhausting places an exhaustion counter; frightened or exhausted cards can't. */
  boolean exhaust(int card) {
    InPlay c = s.inPlay(card);
    if (c == null || c.exhausted() || c.frightened() || s.type(card) == CardType.PROBLEM) {
      return false;
    }
    GameState before = s;
    s = s.withInPlay(c.withExhausted(true));
    Triggers.card(this, Trigger.Kind.EXHAUSTED, card, before, c.area());
    byEffect(Trigger.Kind.EXHAUSTED_BY, card, before, c.area());
    return true;
  }

  /** 503.3 */
  boolean ready(int card) {
    InPlay c = s.inPlay(card);
    // 104.2: "can't ready" beats whatever readies it.
    if (c == null || !c.exhausted() || c.frightened() || Abilities.cant(s, c, Ability.Restriction.READY)) {
      return false;
    }
    s = s.withInPlay(c.withExhausted(false));
    emit(new GameEvent.Readied(card));
    return true;
  }

  /** 504.1: face down, counters removed, attachments to their owners' discard piles. */
  boolean frighten(int card) {
    InPlay c = s.inPlay(card);
    // 104.2: "can't be frightened" beats whatever tries to.
    if (c == null || c.frightened() || Abilities.cant(s, c, Ability.Restriction.BE_FRIGHTENED)) {
      return false;
    }
    if (Replacements.replaced(this, Ability.Occurrence.FRIGHTENED, card, -1)) {
      return false;
    }
    GameState before = s;
    s = s.withInPlay(c.asFrightened());
    emit(new GameEvent.Frightened(card));
    // 505.3: a different card face down; a change of control for a while no longer applies.
    Control.forget(this, card, false);
    // 505.3: face down, it is a different card; modifiers on it end.
    Effects.forget(this, card, false);
    Triggers.card(this, Trigger.Kind.FRIGHTENED, card, before, c.area());
    byEffect(Trigger.Kind.FRIGHTENED_BY, card, before, c.area());
    for (InPlay a : s.play()) {
      if (a.host() == card) {
        GameState hosted = s;
        leavePlay(a.id());
        toDiscard(a.id());
        emit(new GameEvent.Dismissed(a.id(), "its host was frightened"));
        fromPlayToDiscardPile(a.id(), hosted);
      }
    }
    return true;
  }

  /**
   * 505.1, 505.3: a face-up Troublemaker turned face down is a different card: its counters, modifiers and a
   * change of control for a while end, and its attachments no longer fit (505.2, dismissed as
   * pre-priority processing checks hosts, 511.2).
   */
  /** 505.1: a face-down Troublemaker turned face up without being uncovered ("turn over"). */
  void turnFaceUp(int card) {
    InPlay c = s.inPlay(card);
    if (c == null || !c.faceDown() || s.type(card) != CardType.TROUBLEMAKER) {
      return;
    }
    s = s.withInPlay(c.withFaceDown(false));
    emit(new GameEvent.TurnedFaceUp(card));
    Triggers.card(this, Trigger.Kind.TURNED_FACE_UP, card, s, c.area());
  }

  void turnFaceDown(int card) {
    InPlay c = s.inPlay(card);
    if (c == null || c.faceDown() || s.type(card) != CardType.TROUBLEMAKER) {
      return;
    }
    // 519.3a, 408.5: becoming a different card removes all its counters.
    s = s.withInPlay(c.withFaceDown(true).withCounters(java.util.Map.of()));
    emit(new GameEvent.TurnedFaceDown(card));
    Control.forget(this, card, false);
    Effects.forget(this, card, false);
  }

  /** 504.3 */
  boolean unfrighten(int card) {
    InPlay c = s.inPlay(card);
    if (c == null || !c.frightened()) {
      return false;
    }
    s = s.withInPlay(c.asUnfrightened());
    emit(new GameEvent.Unfrightened(card));
    Triggers.card(this, Trigger.Kind.UNFRIGHTENED, card, s, c.area());
    return true;
  }
}
