package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffByEffect;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.PowerTotalModifier;
import org.ponytable.engine.state.Resolution;
import org.ponytable.engine.state.Waiting;

/** Faceoffs (514) and their flips (515). */
public final class Faceoffs {
  private Faceoffs() {}

  static void start(Tx tx, FaceoffKind kind, List<Integer> problems, int troublemaker, int challenger) {
    tx.s = tx.s.withFaceoff(new Faceoff(kind, problems, troublemaker, challenger,
        Faceoff.Stage.START_WINDOW, -1, false, List.of())).withPasses(-1);
    tx.emit(new GameEvent.FaceoffStarted(kind, problems, troublemaker, challenger));
    // 514.2
    Triggers.player(tx, Trigger.Kind.FACEOFF_STARTS, -1, null, Triggers.involved(tx.s), area(tx.s, problems));
    Triggers.player(tx, Trigger.Kind.STARTS_FACEOFF, challenger, null, Triggers.involved(tx.s), area(tx.s, problems));
    becameInvolved(tx, Triggers.involved(tx.s), area(tx.s, problems));
  }

  /** 514.2: each card involved as the faceoff starts becomes involved in it. */
  private static void becameInvolved(Tx tx, List<Integer> cards, Area there) {
    if (!watchesInvolvement(tx.s)) {
      return;
    }
    for (int card : cards) {
      Triggers.card(tx, Trigger.Kind.BECOMES_INVOLVED, card, tx.s, there);
    }
  }

  /**
   * 514.2c, 707.4: an effect starts a faceoff between its controller and the opponent. No new
   * window opens: the current one goes on as the faceoff's first, and the controller receives
   * priority once the effect is processed. {@code against} are the cards it chose (514.2a.i: a
   * Troublemaker among them makes it a Troublemaker faceoff).
   */
  static void startByEffect(Tx tx, Abilities.Ctx ctx, List<Filter> involve,
      List<Integer> against, List<Effect> win,
      List<Effect> lose) {
    startByEffect(tx, ctx, involve, against, win, lose, false);
  }

  /** The same; with {@code challenge}, the controller challenges the Troublemaker (608.4, 514.5a-b). */
  static void startByEffect(Tx tx, Abilities.Ctx ctx, List<Filter> involve,
      List<Integer> against, List<Effect> win,
      List<Effect> lose, boolean challenge) {
    int tm = -1;
    for (int card : against) {
      if (tx.s.type(card) == CardType.TROUBLEMAKER) {
        tm = card;
        break;
      }
    }
    FaceoffKind kind = tm >= 0 ? FaceoffKind.TROUBLEMAKER : FaceoffKind.EFFECT;
    // "There" is the Troublemaker's Problem, else where the effect happened (501.5).
    Area there = tm >= 0 ? tx.s.inPlay(tm).area() : Abilities.there(tx.s, ctx);
    FaceoffByEffect by = new FaceoffByEffect(ctx.source(), ctx.controller(), involve, against, win, lose,
        ctx.subject(), there, challenge && tm >= 0);
    Faceoff f = new Faceoff(kind, List.of(), tm, ctx.controller(), Faceoff.Stage.START_WINDOW, -1, false, List.of())
        .withByEffect(by);
    // 707.4: the window stays open; the starter gets priority next. Who processes triggered
    // effects first is unchanged: the player who most recently had priority (511.5a).
    tx.s = tx.s.withFaceoff(f).withPasses(0).withLastPriority(ctx.controller());
    tx.emit(new GameEvent.FaceoffStarted(kind, List.of(), tm, ctx.controller()));
    tx.emit(new GameEvent.EffectFaceoffStarted(ctx.controller(), ctx.source(), Triggers.involved(tx.s)));
    // 514.2
    Triggers.player(tx, Trigger.Kind.FACEOFF_STARTS, -1, null, Triggers.involved(tx.s), there);
    Triggers.player(tx, Trigger.Kind.STARTS_FACEOFF, ctx.controller(), null, Triggers.involved(tx.s), there);
    becameInvolved(tx, Triggers.involved(tx.s), there);
  }

  /**
   * Rulings.md (end the faceoff): an effect ends the faceoff in progress: no totals are compared
   * and nobody wins or loses; it goes on at 514.6, so "at the end of a faceoff" triggers trigger
   * while the flipped cards are still flipped, a priority window opens, and as it closes the
   * flipped cards go to the bottom. Chaos text not yet taken effect is dropped. Nothing once the
   * faceoff is already at 514.6.
   */
  static void end(Tx tx, int source) {
    Faceoff f = tx.s.faceoff();
    if (f == null || atItsEnd(f)) {
      return;
    }
    // 514.6: "a priority window opens": a fresh one, not the window the effect happened in.
    tx.s = tx.s.withFaceoff(f.withChaos(List.of()).withWinner(-1).withStage(Faceoff.Stage.ENDING)).withPasses(-1);
    tx.emit(new GameEvent.FaceoffEndedByEffect(source));
  }

  /** 514.6: whether the faceoff's "at the end of a faceoff" triggers have triggered (it ends as its last window closes). */
  static boolean atItsEnd(Faceoff f) {
    return f.stage() == Faceoff.Stage.ENDING || f.stage() == Faceoff.Stage.END_WINDOW
        || f.stage() == Faceoff.Stage.CLEANUP;
  }

  /**
   * Whether "until the end of the faceoff" can no longer wait for the faceoff's "at the end of a
   * faceoff" triggers: there is no faceoff, or they have already triggered (514.6).
   */
  static boolean pastEndTriggers(GameState s) {
    return s.faceoff() == null || s.faceoff().stage() == Faceoff.Stage.END_WINDOW
        || s.faceoff().stage() == Faceoff.Stage.CLEANUP;
  }

  /** An involved card, or a Problem with the faceoff at it: where a total modifier counts without "whileInPlay". */
  private static boolean involvedOrHere(GameState s, Faceoff f, InPlay c) {
    return s.type(c.id()) == CardType.PROBLEM ? c.area().equals(there(s, f)) : involvedCards(s, f).contains(c);
  }

  /** Whether a card in play has a "becomesInvolved" triggered ability: the only thing that reads it. */
  private static boolean watchesInvolvement(GameState s) {
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      if (held.ability() instanceof Ability.Triggered t && t.trigger().kind() == Trigger.Kind.BECOMES_INVOLVED) {
        return true;
      }
    }
    return false;
  }

  /** 514.4a: a modifier of {@code player}'s power total for the faceoff in progress. */
  static void modifyTotal(Tx tx, int player, int amount, int source) {
    addTotalModifier(tx, new PowerTotalModifier(player, amount, source));
  }

  private static void addTotalModifier(Tx tx, PowerTotalModifier m) {
    Faceoff f = tx.s.faceoff();
    tx.s = tx.s.withFaceoff(f.withTotalModifiers(plus(f.totalModifiers(), m)));
    tx.emit(new GameEvent.TotalModified(m.player(), m.amount(), m.source()));
  }

  /** Whether {@code card} is a flipped card of the faceoff in progress. */
  private static boolean flippedNow(Tx tx, int card) {
    return tx.s.faceoff() != null && card >= 0 && tx.player(tx.s.owner(card)).flipped().contains(card);
  }

  /**
   * 514.4, 515.4: the flipped card {@code card} gets {@code amount} power for this faceoff: its
   * owner's total changes while it stays flipped and not ignored; nothing when it is no flipped card.
   */
  static void modifyFlipped(Tx tx, int card, int amount, int source) {
    if (flippedNow(tx, card)) {
      addTotalModifier(tx, new PowerTotalModifier(tx.s.owner(card), amount, source, card));
    }
  }

  private static <T> List<T> plus(List<T> l, T x) {
    List<T> out = new ArrayList<>(l);
    out.add(x);
    return out;
  }

  /** Runs one stage of the faceoff in progress; true when a player must decide. */
  static boolean step(Tx tx) {
    Faceoff f = tx.s.faceoff();
    int tp = tx.s.turnPlayer();
    int[] order = {tp, GameState.opponent(tp)};
    if (f.stage() != Faceoff.Stage.CLEANUP) {
      // Chaos: a flipped card's text takes effect at once, turn player's first.
      if (!f.chaos().isEmpty()) {
        Waiting w = f.chaos().get(0);
        tx.s = tx.s.withFaceoff(f.withChaos(f.chaos().subList(1, f.chaos().size())));
        Abilities.Ctx ctx = new Abilities.Ctx(w.source(), w.controller(), w.subject(), w.there());
        Condition cond = w.ability().condition();
        if (cond == null || Abilities.holds(tx.s, cond, ctx)) {
          Effects.begin(tx, new Resolution(w.source(), w.controller(), w.ability().effects(), 0, w.subject(),
              w.there(), -1, w.ability().may(), List.of()));
        }
        return false;
      }
      Decision random = randomOffer(tx.s);
      if (random != null) {
        tx.s = tx.s.withDecision(random);
        return true;
      }
    }
    switch (f.stage()) {
      case START_WINDOW, FLIP_WINDOW, END_WINDOW:
        return Flow.window(tx);
      case FLIP:
        // 514.3, 514.4c: each player flips; a player with no unflipped card flips nothing.
        // 514.3a: extra flips "during faceoffs" apply to the first flip only.
        for (int p : order) {
          int n = f.flips() == 0 ? firstFlips(tx.s, p) : 1;
          for (int i = 0; i < n; i++) {
            flip(tx, p);
          }
        }
        tx.s = tx.s.withFaceoff(tx.s.faceoff().withFlips(f.flips() + 1));
        setStage(tx, Faceoff.Stage.FLIP_WINDOW);
        return false;
      case COMPARE: {
        int[] mods = totalModifiers(tx.s);
        if (mods[0] != 0 || mods[1] != 0) {
          tx.emit(new GameEvent.TotalsModified(mods[0], mods[1]));
        }
        int[] totals = totals(tx.s);
        tx.emit(new GameEvent.FaceoffCompared(totals[0], totals[1]));
        if (totals[0] != totals[1]) {
          // 514.5: the higher total wins, or the lower one while a card involved says so.
          boolean higher = totals[0] > totals[1] != lowestWins(tx.s, f);
          tx.s = tx.s.withFaceoff(f.withWinner(higher ? 0 : 1).withStage(Faceoff.Stage.RESULT));
          return false;
        }
        boolean canFlip = tx.player(0).unflippedCount() > 0 || tx.player(1).unflippedCount() > 0;
        tx.emit(new GameEvent.FaceoffTied(canFlip));
        // A tie nobody can break (both decks exhausted) ends without a winner (rulings.md).
        tx.s = tx.s.withFaceoff(canFlip ? f.withStage(Faceoff.Stage.FLIP)
            : f.withWinner(-1).withStage(Faceoff.Stage.RESULT));
        return false;
      }
      case RESULT:
        return result(tx, f);
      case ENDING:
        // 514.6: "at the end of a faceoff" triggers trigger while the faceoff lasts (cards still
        // involved, flipped cards still flipped), then a priority window opens (END_WINDOW).
        Triggers.player(tx, Trigger.Kind.FACEOFF_ENDS, -1, null, Triggers.involved(tx.s), there(tx.s, f));
        setStage(tx, Faceoff.Stage.END_WINDOW);
        return false;
      case CLEANUP:
        // 514.6: as the end window closes the faceoff ends: flipped cards go to the bottom of
        // their owners' decks in the order each owner chooses, turn player first (801.1).
        for (int p : order) {
          List<Integer> flipped = tx.player(p).flipped();
          if (flipped.isEmpty()) {
            continue;
          }
          // Glossary, Pumped: before they go down, one may go beneath each unused Pumped card.
          if (f.bottomOrder().isEmpty() && pumpedCard(tx.s, p) >= 0) {
            tx.s = tx.s.withDecision(new Decision(DecisionKind.PUMPED, p, flipped));
            return true;
          }
          List<Integer> remaining = new ArrayList<>(flipped);
          remaining.removeAll(f.bottomOrder());
          if (remaining.size() > 1) {
            tx.s = tx.s.withDecision(new Decision(DecisionKind.FLIP_ORDER, p, remaining));
            return true;
          }
          // The order is complete: all of this player's flipped cards go down together.
          List<Integer> placed = new ArrayList<>(f.bottomOrder());
          placed.addAll(remaining);
          List<Integer> ignored = new ArrayList<>(f.ignored());
          for (int card : placed) {
            tx.putFlippedOnBottom(p, card);
            ignored.remove(Integer.valueOf(card));
          }
          // An ignored card stops being ignored once it is no longer flipped (515.4).
          // What replaced a card going down may have marked the faceoff ("once per faceoff"): keep it.
          tx.s = tx.s.withFaceoff(tx.s.faceoff().withBottomOrder(List.of()).withIgnored(ignored));
          return false;
        }
        // 514.6: cards and players cease to be involved. Flipped cards leave the faceoff's list
        // of ignored cards with it (515.4).
        tx.s = tx.s.withFaceoff(null);
        tx.emit(new GameEvent.FaceoffEnded());
        // 708.2: "until the end of the faceoff" is a duration, over now that the faceoff has
        // ended (514.6), as "until the end of the turn" is over as the turn ends (616.4).
        Effects.endModifiers(tx, Duration.FACEOFF);
        endNextPlayCosts(tx);
        return false;
      default:
        throw new IllegalStateException("unknown faceoff stage " + f.stage());
    }
  }

  /** 514.5, 104.2: whether a face-up card involved says the lowest power total wins this faceoff. */
  private static boolean lowestWins(GameState s, Faceoff f) {
    for (InPlay c : involvedCards(s, f)) {
      for (Ability a : Abilities.of(s, c)) {
        if (a instanceof Ability.LowestTotalWins) {
          return true;
        }
      }
    }
    return false;
  }

  // ---- flips: 514.3a extra flips, 515.4 ignoring, Random, Chaos ----

  /** 515.1: a flip during the faceoff; a card with Chaos text is noted to take effect at once. */
  static int flip(Tx tx, int p) {
    int card = tx.flip(p);
    if (card < 0) {
      return card;
    }
    Faceoff f = tx.s.faceoff();
    List<Waiting> chaos = new ArrayList<>(f.chaos());
    for (Ability a : tx.s.def(card).face().abilities()) {
      if (a instanceof Ability.Triggered t && t.trigger().kind() == Trigger.Kind.FLIPPED) {
        chaos.add(new Waiting(card, p, t, card, there(tx.s, f)));
      }
    }
    if (chaos.size() != f.chaos().size()) {
      tx.s = tx.s.withFaceoff(f.withChaos(chaos));
    }
    // 512.4b, 704.1: "after you flip a card" Reactions and "when you flip a card" triggers; "it" is the flipped card.
    Triggers.flips(tx, card, p, there(tx.s, f));
    return card;
  }

  /**
   * 515.4, 707.2: the flipped card {@code card} is ignored (when it still can be) and its owner
   * flips another card; nothing when it is not a flipped card of a faceoff in progress.
   */
  static void reflip(Tx tx, int card) {
    if (!flippedNow(tx, card)) {
      return;
    }
    int owner = tx.s.owner(card);
    ignore(tx, owner, card);
    flip(tx, owner);
  }

  /**
   * 514.3, 514.3a: how many cards {@code p} flips at the faceoff's first flip: one, plus or minus
   * what continuous abilities and the faceoff's effects say, never fewer than none. The one
   * place flips are counted.
   */
  static int firstFlips(GameState s, int p) {
    int n = 1 + extraFlips(s, p);
    Faceoff f = s.faceoff();
    for (org.ponytable.engine.state.FlipCountChange c : f.flipChanges()) {
      n += c.player() == p ? c.amount() : 0;
    }
    Area at = there(s, f);
    for (InPlay c : s.play()) {
      // A Problem's flip change works only in faceoffs at it ("during faceoffs here").
      if (s.type(c.id()) == CardType.PROBLEM && !c.area().equals(at)) {
        continue;
      }
      for (Ability a : Abilities.of(s, c)) {
        if (a instanceof Ability.FlipChange fc && fc.player().is(p, c.controller())
            && (fc.whileCondition() == null || Abilities.holds(s, fc.whileCondition(),
                new Abilities.Ctx(c.id(), c.controller(), -1, null)))
            && (fc.playerIf() == null || Abilities.holds(s, fc.playerIf(), new Abilities.Ctx(c.id(), p, -1, null)))) {
          n += fc.amount();
        }
      }
    }
    return Math.max(0, n);
  }

  /** 514.3a: an effect's change to how many cards {@code p} flips at the first flip of this faceoff. */
  static void changeFlips(Tx tx, int p, int amount, int source) {
    Faceoff f = tx.s.faceoff();
    tx.s = tx.s.withFaceoff(f.withFlipChanges(plus(f.flipChanges(),
        new org.ponytable.engine.state.FlipCountChange(p, amount, source))));
    tx.emit(new GameEvent.FlipsChanged(p, amount, source));
  }

  /** 514.3a: how many more cards {@code p} flips at 514.3, from continuous abilities. */
  static int extraFlips(GameState s, int p) {
    int n = 0;
    for (InPlay c : s.play()) {
      if (c.controller() != p) {
        continue;
      }
      for (Ability a : Abilities.of(s, c)) {
        if (a instanceof Ability.Continuous cont && cont.extraFlips() > 0
            && (cont.whileCondition() == null || Abilities.holds(s, cont.whileCondition(),
                new Abilities.Ctx(c.id(), p, -1, null)))) {
          n += cont.extraFlips();
        }
      }
    }
    return n;
  }

  /** 515.4, 515.4a: ignore a flipped card that is not ignored yet. */
  static void ignore(Tx tx, int p, int card) {
    Faceoff f = tx.s.faceoff();
    if (f == null || f.ignored().contains(card) || !tx.player(p).flipped().contains(card)) {
      return;
    }
    tx.s = tx.s.withFaceoff(f.withIgnored(PlayerState.plus(f.ignored(), card)));
    tx.emit(new GameEvent.FlipIgnored(p, card));
  }

  /** The flipped cards of {@code p} an ignore effect may choose (515.4a: not ignored ones). */
  static List<Integer> ignorable(GameState s, int p, Integer maxPower) {
    List<Integer> out = new ArrayList<>();
    if (s.faceoff() == null) {
      return out;
    }
    for (int card : s.player(p).flipped()) {
      if (!s.faceoff().ignored().contains(card) && (maxPower == null || s.def(card).face().power() <= maxPower)) {
        out.add(card);
      }
    }
    return out;
  }

  /** Cards involved in the faceoff that {@code p} controls: characters and the Troublemaker. */
  private static List<InPlay> involvedOf(GameState s, int p) {
    List<InPlay> out = new ArrayList<>();
    for (InPlay c : involvedCards(s, s.faceoff())) {
      if (c.controller() == p) {
        out.add(c);
      }
    }
    return out;
  }

  /** An involved card of {@code p} with {@code k} that has not used it this faceoff, or -1. */
  private static int unusedKeywordCard(GameState s, int p, Keyword k) {
    for (InPlay c : involvedOf(s, p)) {
      if (Stats.has(s, c, k) && !s.faceoff().usedBy(k.display(), c.id())) {
        return c.id();
      }
    }
    return -1;
  }

  static int pumpedCard(GameState s, int p) {
    return unusedKeywordCard(s, p, Keyword.PUMPED);
  }

  /**
   * Glossary, Random: after flipping a 1-power card a player with an unused Random card involved
   * may ignore it and flip a new one; each such card is asked about once. Turn player first.
   */
  private static Decision randomOffer(GameState s) {
    Faceoff f = s.faceoff();
    int tp = s.turnPlayer();
    for (int p : new int[] {tp, GameState.opponent(tp)}) {
      // Whether the player has an unused Random card involved: the same for each of their cards,
      // so found at most once (it walks the involved cards).
      int random = 0;
      for (int card : s.player(p).flipped()) {
        if (s.def(card).face().power() == 1 && !f.ignored().contains(card) && !f.offered().contains(card)) {
          if (random == 0) {
            random = unusedKeywordCard(s, p, Keyword.RANDOM) >= 0 ? 1 : -1;
          }
          if (random > 0) {
            return new Decision(DecisionKind.RANDOM, p, List.of(card));
          }
        }
      }
    }
    return null;
  }

  /** Glossary, Pumped: declining uses up every Pumped card of the player for this faceoff (asked once). */
  static void declinePumped(Tx tx, int p) {
    Faceoff f = tx.s.faceoff();
    List<String> used = new ArrayList<>(f.used());
    for (InPlay c : involvedOf(tx.s, p)) {
      if (Stats.has(tx.s, c, Keyword.PUMPED)) {
        used.add(Faceoff.use(Keyword.PUMPED.display(), c.id()));
      }
    }
    tx.s = tx.s.withFaceoff(f.withUsed(used));
  }

  /** Glossary, Random: the answer to the offer {@code d}: yes ignores the card and flips again. */
  static void random(Tx tx, Decision d, boolean yes) {
    Faceoff f = tx.s.faceoff();
    int p = d.player();
    int card = d.options().get(0);
    f = f.withOffered(PlayerState.plus(f.offered(), card));
    if (!yes) {
      tx.s = tx.s.withFaceoff(f);
      return;
    }
    int random = unusedKeywordCard(tx.s, p, Keyword.RANDOM);
    tx.s = tx.s.withFaceoff(f.withUsed(plusUse(f.used(), Keyword.RANDOM, random)));
    ignore(tx, p, card);
    flip(tx, p);
  }

  /** Glossary, Pumped: the chosen flipped card goes beneath the Pumped card instead. */
  static void pumped(Tx tx, int p, int card) {
    int host = pumpedCard(tx.s, p);
    Faceoff f = tx.s.faceoff();
    tx.s = tx.s.withFaceoff(f.withUsed(plusUse(f.used(), Keyword.PUMPED, host))
        .withIgnored(PlayerState.minus(f.ignored(), card)));
    Keywords.banishBeneath(tx, p, card, host);
  }

  private static List<String> plusUse(List<String> used, Keyword k, int card) {
    List<String> l = new ArrayList<>(used);
    l.add(Faceoff.use(k.display(), card));
    return l;
  }

  /**
   * 514.4, 512.4a: whether a faceoff's result fits what trigger {@code t} names: the kind of
   * faceoff and the difference between the power totals, read from {@code view} as the faceoff
   * is won or lost. Other triggers always fit.
   */
  static boolean resultFits(Trigger t, GameState view, int controller) {
    if (!t.kind().namesFaceoff() || t.faceoff() == null && t.byAtLeast() == 0 && t.byExactly() == 0) {
      return true;
    }
    Faceoff f = view.faceoff();
    if (f == null) {
      return false;
    }
    // 610: a challenge's faceoff has a challenger; one started by an effect has none (514.5d).
    boolean challenge = f.kind() == FaceoffKind.TROUBLEMAKER && (f.byEffect() == null || f.byEffect().challenge());
    boolean fits = t.faceoff() == null || switch (t.faceoff()) {
      case PROBLEM -> f.kind().isProblemFaceoff();
      case TROUBLEMAKER -> f.kind() == FaceoffKind.TROUBLEMAKER;
      case YOUR_CHALLENGE -> challenge && f.challenger() == controller;
      case OPPONENTS_CHALLENGE -> challenge && f.challenger() == GameState.opponent(controller);
    };
    if (!fits) {
      return false;
    }
    int[] totals = totals(view);
    int by = Math.abs(totals[0] - totals[1]);
    return by >= t.byAtLeast() && (t.byExactly() == 0 || by == t.byExactly());
  }

  /**
   * 514.5: a result's "using" ("using only [Generosity] characters"): each character of
   * {@code player} involved in the faceoff matches it, read from the ability's controller, and
   * there is at least one.
   */
  static boolean usingFits(Trigger t, GameState view, int player, int source, int controller, Area there) {
    if (t.using() == null) {
      return true;
    }
    if (view.faceoff() == null || player < 0) {
      return false;
    }
    boolean any = false;
    for (int c : Triggers.involved(view)) {
      InPlay card = view.inPlay(c);
      if (card == null || card.controller() != player || !view.isCharacter(card)) {
        continue;
      }
      if (!Abilities.matches(view, t.using(), c, new Abilities.Ctx(source, controller, c, there))) {
        return false;
      }
      any = true;
    }
    return any;
  }

  /** The area of the first Problem where the faceoff is resolved ("there", 501.5), or null. */
  private static Area area(GameState s, List<Integer> problems) {
    for (int p : problems) {
      if (s.inPlay(p) != null) {
        return s.inPlay(p).area();
      }
    }
    return null;
  }

  /** "There" for the faceoff's triggers (501.5): its Problem's area, or where its effect said. */
  private static Area there(GameState s, Faceoff f) {
    return f.byEffect() != null ? f.byEffect().there() : area(s, f.problems());
  }

  private static void setStage(Tx tx, Faceoff.Stage stage) {
    tx.s = tx.s.withFaceoff(tx.s.faceoff().withStage(stage));
  }

  /** 514.5 */
  private static boolean result(Tx tx, Faceoff f) {
    int winner = f.winner();
    // 514.6 comes next: once the result is done (a choice, an effect's instructions), the end triggers.
    setStage(tx, Faceoff.Stage.ENDING);
    if (winner < 0) {
      return false;
    }
    tx.emit(new GameEvent.FaceoffWon(winner, f.kind()));
    if (f.kind().isProblemFaceoff()) {
      // 514.4: the turn's history keeps the widest Problem faceoff win of each player.
      int[] totals = totals(tx.s);
      tx.count(c -> c.withProblemWin(winner, Math.abs(totals[0] - totals[1])));
    }
    List<Integer> inFaceoff = Triggers.involved(tx.s);
    Area at = there(tx.s, f);
    Triggers.player(tx, Trigger.Kind.WIN_FACEOFF, winner, null, inFaceoff, at);
    Triggers.player(tx, Trigger.Kind.LOSE_FACEOFF, GameState.opponent(winner), null, inFaceoff, at);
    studious(tx, f, winner);
    FaceoffByEffect by = f.byEffect();
    if (by != null && !by.challenge()) {
      // 514.5d: the controller follows the effect's instructions for winning or losing. There
      // is no challenger, so 514.5a-b don't apply (rulings.md).
      List<Effect> then = winner == by.controller() ? by.win() : by.lose();
      if (!then.isEmpty()) {
        // "It" is the card the faceoff was against, else the card its trigger was about.
        int it = by.against().isEmpty() ? by.subject() : by.against().get(0);
        Effects.begin(tx, new Resolution(by.source(), by.controller(), then, 0, it, by.there(), -1, false, List.of()));
      }
      return false;
    }
    if (f.kind() == FaceoffKind.TROUBLEMAKER) {
      InPlay tm = tx.s.inPlay(f.troublemaker());
      if (winner == f.challenger()) {
        // 514.5a: defeat the Troublemaker: score its points, then dismiss it.
        if (tm != null) {
          defeat(tx, winner, tm.id(), inFaceoff, at);
        }
        return false;
      }
      // 514.5b: the challenger sends one of their involved characters home.
      List<Integer> involved = new ArrayList<>();
      for (InPlay c : involvedCharacters(tx.s, f)) {
        if (c.controller() == f.challenger()) {
          involved.add(c.id());
        }
      }
      if (involved.isEmpty()) {
        return false;
      }
      setStage(tx, Faceoff.Stage.RESULT);
      return Flow.offer(tx, DecisionKind.SEND_HOME, f.challenger(), involved);
    }
    // 514.5c: the highest bonus among the Problems where it was resolved.
    int bonus = 0;
    for (int p : f.problems()) {
      if (tx.s.inPlay(p) != null) {
        bonus = Math.max(bonus, Confronting.bonus(tx.s, p));
      }
    }
    // 517.2: scored with the winner's cards involved in the faceoff.
    List<Integer> with = new ArrayList<>();
    for (InPlay c : involvedCards(tx.s, f)) {
      if (c.controller() == winner) {
        with.add(c.id());
      }
    }
    tx.score(winner, bonus, "won the " + f.kind().display());
    tx.scoredWith(with, bonus);
    return false;
  }

  /**
   * 514.5a: {@code player} defeats the Troublemaker: "defeatTroublemaker" triggers, they score its
   * points, then it is dismissed; at the end of a challenge or by an effect ({@code defeat}).
   */
  static void defeat(Tx tx, int player, int tm, List<Integer> involved, Area at) {
    tx.emit(new GameEvent.TroublemakerDefeated(player, tm));
    Triggers.player(tx, Trigger.Kind.DEFEAT_TROUBLEMAKER, player, null, involved, at);
    tx.score(player, tx.s.def(tm).points(), "defeated " + tx.s.def(tm).title());
    tx.dismiss(tm, "defeated");
  }

  /**
   * Glossary, Studious: the winner gains one action token if any card of theirs with Studious
   * is involved; never more than one per faceoff.
   */
  private static void studious(Tx tx, Faceoff f, int winner) {
    for (InPlay c : involvedCards(tx.s, f)) {
      if (c.controller() == winner && Stats.has(tx.s, c, org.ponytable.engine.card.Keyword.STUDIOUS)) {
        tx.gainTokens(winner, 1);
        return;
      }
    }
  }

  /**
   * 514.2, 514.2d: every card involved now, read from the current state every time: the
   * characters (and the challenged Troublemaker) of a faceoff the rules started, or the cards
   * fitting what the starting effect says (514.2c): its descriptions, read from its controller,
   * and the cards it chose while they are in play.
   */
  public static List<InPlay> involvedCards(GameState s, Faceoff f) {
    FaceoffByEffect by = f.byEffect();
    if (by == null) {
      List<InPlay> out = new ArrayList<>(involvedCharacters(s, f));
      InPlay tm = f.kind() == FaceoffKind.TROUBLEMAKER ? s.inPlay(f.troublemaker()) : null;
      if (tm != null && !f.removed().contains(tm.id())) {
        out.add(tm);
      }
      return out;
    }
    Abilities.Ctx ctx = new Abilities.Ctx(by.source(), by.controller(), by.subject(), by.there());
    List<InPlay> out = new ArrayList<>();
    for (InPlay c : s.play()) {
      if ((by.against().contains(c.id()) || f.joined().contains(c.id()) || fitsAny(s, by.involve(), c.id(), ctx))
          && !f.removed().contains(c.id()) && !Abilities.cant(s, c, Ability.Restriction.BE_INVOLVED)) {
        out.add(c);
      }
    }
    return out;
  }

  /**
   * 514.2d: an effect makes {@code card} involved in the faceoff in progress ("becomes involved
   * in the faceoff"); it stays involved while in play. Nothing when it already is or can't be.
   */
  static void join(Tx tx, int card) {
    Faceoff f = tx.s.faceoff();
    InPlay c = tx.s.inPlay(card);
    if (f == null || c == null || c.faceDown() || involvedCards(tx.s, f).contains(c)
        || Abilities.cant(tx.s, c, Ability.Restriction.BE_INVOLVED)) {
      return;
    }
    tx.s = tx.s.withFaceoff(f.withJoined(PlayerState.plus(f.joined(), card))
        .withRemoved(PlayerState.minus(f.removed(), card)));
    tx.emit(new GameEvent.JoinedFaceoff(card));
    if (watchesInvolvement(tx.s)) {
      Triggers.card(tx, Trigger.Kind.BECOMES_INVOLVED, card, tx.s, there(tx.s, tx.s.faceoff()));
    }
  }

  /** 514.2d: an effect removes {@code card} from the faceoff in progress; it is not involved in it again. */
  static void remove(Tx tx, int card) {
    Faceoff f = tx.s.faceoff();
    if (f == null || tx.s.inPlay(card) == null || !involvedCards(tx.s, f).contains(tx.s.inPlay(card))) {
      return;
    }
    tx.s = tx.s.withFaceoff(f.withRemoved(PlayerState.plus(f.removed(), card))
        .withJoined(PlayerState.minus(f.joined(), card)));
    tx.emit(new GameEvent.LeftFaceoff(card));
  }

  private static boolean fitsAny(GameState s, List<Filter> filters, int card,
      Abilities.Ctx ctx) {
    for (Filter f : filters) {
      if (Abilities.matches(s, f, card, ctx)) {
        return true;
      }
    }
    return false;
  }

  /**
   * 514.2a-b, 514.2d: the involved characters, read from the current state every time (for a
   * faceoff started by an effect, the characters among its involved cards).
   */
  public static List<InPlay> involvedCharacters(GameState s, Faceoff f) {
    List<InPlay> out = describedCharacters(s, f);
    if (f.byEffect() == null && (!f.joined().isEmpty() || !f.removed().isEmpty())) {
      out.removeIf(c -> f.removed().contains(c.id()));
      for (int id : f.joined()) {
        InPlay c = s.inPlay(id);
        if (c != null && s.isCharacter(c) && !out.contains(c) && !Abilities.cant(s, c, Ability.Restriction.BE_INVOLVED)) {
          out.add(c);
        }
      }
    }
    return out;
  }

  private static List<InPlay> describedCharacters(GameState s, Faceoff f) {
    if (f.byEffect() != null) {
      List<InPlay> out = new ArrayList<>();
      for (InPlay c : involvedCards(s, f)) {
        if (s.isCharacter(c)) {
          out.add(c);
        }
      }
      return out;
    }
    List<InPlay> out = new ArrayList<>();
    for (int problem : f.problems()) {
      InPlay p = s.inPlay(problem);
      if (p == null) {
        continue;
      }
      Area area = p.area();
      // The play zone in order, as GameState.at lists it, without a list per Problem.
      for (InPlay c : s.play()) {
        if (!c.area().equals(area) || !s.isCharacter(c)) {
          continue;
        }
        if (f.kind() == FaceoffKind.TROUBLEMAKER && c.controller() != f.challenger()) {
          continue;
        }
        // 104.2: "can't be involved in faceoffs" beats 514.2.
        if (Abilities.cant(s, c, Ability.Restriction.BE_INVOLVED)) {
          continue;
        }
        out.add(c);
      }
    }
    return out;
  }

  /** 514.4a with 104.2: what an involved card adds to its player's total; nothing if it "can't contribute". */
  private static int contribution(GameState s, InPlay c) {
    return Abilities.cant(s, c, Ability.Restriction.CONTRIBUTE_TO_FACEOFFS) ? 0 : Stats.contribution(s, c);
  }

  /**
   * 514.4a: what a flipped card adds to its player's total: its printed power plus what its own
   * Chaos text gives it while it is flipped (rulings.md, "while flipped") and what cards in play
   * give flipped cards, never below 0 (105.2). The one place a flipped card's power is read.
   */
  static int flippedPower(GameState s, int card) {
    int power = s.def(card).face().power();
    if (s.faceoff() != null && PlayIndex.of(s).flippedPowers) {
      // "Your flipped cards have +2 power", said by a card in play.
      int owner = s.owner(card);
      for (PlayIndex.Held held : PlayIndex.held(s)) {
        InPlay src = held.source();
        if (held.ability() instanceof Ability.FlippedPower fp && fp.player().is(owner, src.controller())
            && Abilities.holds(s, fp.whileCondition(), new Abilities.Ctx(src.id(), src.controller(), -1, null))) {
          power += fp.amount();
        }
      }
    }
    if (s.faceoff() != null) {
      int p = s.owner(card);
      for (Ability a : s.def(card).face().abilities()) {
        if (a instanceof Ability.WhileFlipped wf) {
          for (Ability.Continuous cont : wf.abilities()) {
            Abilities.Ctx ctx = new Abilities.Ctx(card, p, -1, null);
            if (Filter.THIS.equals(cont.affects()) && Abilities.holds(s, cont.whileCondition(), ctx)) {
              power += cont.change().power() * (cont.forEach() == null ? 1 : Counts.of(s, cont.forEach(), ctx, p));
            }
          }
        }
      }
    }
    return Math.max(0, power);
  }

  /**
   * 514.4a: each player's power total: their involved cards plus their flipped cards plus the
   * modifiers of their total, never below 0 (105.2). The
   * challenged Troublemaker counts for the challenger's opponent, whoever controls it (514.4a.i).
   */
  public static int[] totals(GameState s) {
    Faceoff f = s.faceoff();
    int[] totals = new int[2];
    for (int p = 0; p < 2; p++) {
      for (int card : s.player(p).flipped()) {
        // 514.4b, 515.4: an ignored card stays flipped but adds nothing.
        if (!f.ignored().contains(card)) {
          totals[p] += flippedPower(s, card);
        }
      }
    }
    if (f.byEffect() != null) {
      // 514.4a: each involved card counts for its controller; nobody is challenging (514.4a.i),
      // except in a challenge by an effect, where the Troublemaker counts for the challenger's opponent.
      boolean challenge = f.byEffect().challenge();
      for (InPlay c : involvedCards(s, f)) {
        int side = challenge && c.id() == f.troublemaker() ? GameState.opponent(f.challenger()) : c.controller();
        totals[side] += contribution(s, c);
      }
    } else {
      for (InPlay c : involvedCharacters(s, f)) {
        totals[c.controller()] += contribution(s, c);
      }
      if (f.kind() == FaceoffKind.TROUBLEMAKER) {
        InPlay tm = s.inPlay(f.troublemaker());
        if (tm != null && s.type(tm.id()) == CardType.TROUBLEMAKER) {
          totals[GameState.opponent(f.challenger())] += contribution(s, tm);
        }
      }
    }
    // 514.4a: modifiers of the totals; 105.2: a negative total counts as zero.
    int[] mods = totalModifiers(s);
    for (int p = 0; p < 2; p++) {
      totals[p] = Math.max(0, totals[p] + mods[p]);
    }
    return totals;
  }

  /**
   * 514.4a: what modifiers add to each player's power total now: those effects made for this
   * faceoff, and the total modifiers of face-up involved cards whose "while" holds.
   */
  public static int[] totalModifiers(GameState s) {
    Faceoff f = s.faceoff();
    int[] mods = new int[2];
    if (f == null) {
      return mods;
    }
    for (PowerTotalModifier m : f.totalModifiers()) {
      if (m.card() >= 0 && (f.ignored().contains(m.card()) || !s.player(m.player()).flipped().contains(m.card()))) {
        // 515.4: a flipped card's power counts only while it is flipped and not ignored.
        continue;
      }
      mods[m.player()] += m.amount();
    }
    List<InPlay> cards = new ArrayList<>(involvedCards(s, f));
    // "You have +4 power during faceoffs": cards whose total modifier counts while in play, involved or not.
    if (PlayIndex.of(s).totalsWhileInPlay) {
      for (InPlay c : s.play()) {
        if (!cards.contains(c) && Abilities.of(s, c).stream()
            .anyMatch(a -> a instanceof Ability.TotalModifier tm && tm.whileInPlay())) {
          cards.add(c);
        }
      }
    }
    // A Problem's total modifier works during faceoffs at it ("during faceoffs here").
    Area at = there(s, f);
    if (at != null && at.isProblem()) {
      for (InPlay c : s.at(at)) {
        if (s.type(c.id()) == org.ponytable.engine.terms.CardType.PROBLEM) {
          cards.add(c);
        }
      }
    }
    for (InPlay c : cards) {
      for (Ability a : Abilities.of(s, c)) {
        if (a instanceof Ability.TotalModifier tm && (tm.whileInPlay() || involvedOrHere(s, f, c))) {
          Abilities.Ctx ctx = new Abilities.Ctx(c.id(), c.controller(), -1, null);
          if (Abilities.holds(s, tm.whileCondition(), ctx, Abilities.PRINTED)) {
            for (int p = 0; p < 2; p++) {
              if (tm.player().is(p, c.controller()) && (tm.playerIf() == null
                  || Abilities.holds(s, tm.playerIf(), new Abilities.Ctx(c.id(), p, -1, null), Abilities.PRINTED))) {
                mods[p] += tm.forEach() == null ? tm.amount()
                    : tm.amount() * Counts.of(s, tm.forEach(), ctx, c.controller(), Abilities.PRINTED);
              }
            }
          }
        }
      }
    }
    return mods;
  }

  /** "Your next Event costs 3 less until the end of the faceoff": an unused one ends with it (708.2). */
  private static void endNextPlayCosts(Tx tx) {
    for (int p = 0; p < tx.s.players().size(); p++) {
      var ps = tx.player(p);
      if (ps.nextPlay().stream().anyMatch(org.ponytable.engine.state.NextPlayCost::untilFaceoff)) {
        tx.setPlayer(p, ps.withNextPlay(ps.nextPlay().stream().filter(n -> !n.untilFaceoff()).toList()));
      }
    }
  }
}
