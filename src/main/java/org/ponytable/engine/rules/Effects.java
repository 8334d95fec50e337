package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Lasting;
import org.ponytable.engine.state.Modifier;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.Resolution;
import org.ponytable.engine.state.TriggeredModifier;
import org.ponytable.engine.state.Waiting;

/**
 * Processing effects (705.2d, 712): one effect at a time, stopping for a decision (a target, a
 * "may", a discard) and going on when it is answered. Also the triggered-effect part of
 * pre-priority processing (511.5).
 */
final class Effects {
  private Effects() {}

  /**
   * 802.3: triggered effects processed before a player gets priority after which the engine ends
   * a loop, counted at a wave's end. The rule has the first effect's controller choose a number
   * above 24,567,837; no game of real cards needs more than a few, so the engine picks this.
   */
  static final int LOOP_LIMIT = 1_000;

  /** A player gets priority: the count for 802.3 starts again. */
  static void priorityGiven(Tx tx) {
    if (tx.s.abilities().processed() != 0) {
      tx.s = tx.s.withAbilities(priorityGiven(tx.s.abilities()));
    }
  }

  /** The same on abilities alone, for a window that makes one state copy ({@link Flow#window}). */
  static AbilityState priorityGiven(AbilityState ab) {
    return ab.processed() != 0 ? ab.withProcessed(0) : ab;
  }

  /** Begins processing effects; {@link Flow#advance} carries them on. */
  static void begin(Tx tx, Resolution r) {
    tx.s = tx.s.withResolving(r);
    tx.emit(new GameEvent.EffectStarted(r.source(), r.controller()));
  }

  static void set(Tx tx, Resolution r) {
    tx.s = tx.s.withResolving(r);
  }

  // ---- 511.5: triggered effects in pre-priority processing ----

  /**
   * 511.5a: {@code player} has just had priority (they acted or passed), or a window is opening
   * and the turn player stands for them (511.5a.i). Until someone else has priority, they process
   * their waiting triggered effects first, in every wave, however late in the same work the
   * effects are created.
   */
  static void hadPriority(Tx tx, int player) {
    if (tx.s.abilities().orderFirst() != player) {
      tx.s = tx.s.withAbilities(hadPriority(tx.s.abilities(), player));
    }
  }

  /** The same on abilities alone, for a step that makes one state copy. */
  static AbilityState hadPriority(AbilityState ab, int player) {
    return ab.orderFirst() != player ? ab.withOrderFirst(player) : ab;
  }

  /** Whether no triggered effect waits to be processed (511.5): nothing for {@link #nextTriggered} to do. */
  static boolean noneWaiting(AbilityState ab) {
    return ab.wave().isEmpty() && ab.waiting().isEmpty();
  }

  /**
   * 511.5: takes up the next waiting triggered effect. Returns true when something happened
   * (an effect began, or a player must order theirs); false when none is waiting.
   */
  static boolean nextTriggered(Tx tx) {
    AbilityState ab = tx.s.abilities();
    if (ab.wave().isEmpty()) {
      if (ab.waiting().isEmpty()) {
        return false;
      }
      if (ab.processed() >= LOOP_LIMIT) {
        // 802.3: a loop of mandatory effects ends; what would trigger next does not, play goes on.
        tx.emit(new GameEvent.LoopEnded(ab.processed(), ab.waiting().size()));
        tx.s = tx.s.withAbilities(ab.withWaiting(List.of()).withProcessed(0));
        return false;
      }
      // 511.5b: effects created until now form this wave; later ones wait for the next.
      ab = ab.withWave(ab.waiting()).withWaiting(List.of());
      tx.s = tx.s.withAbilities(ab);
    }
    // 511.5a: the player who most recently had priority (the turn player as a window opens)
    // processes all theirs first, in the order they choose.
    int first = ab.orderFirst() >= 0 ? ab.orderFirst() : tx.s.turnPlayer();
    for (int p : new int[] {first, GameState.opponent(first)}) {
      List<Integer> sources = new ArrayList<>();
      for (Waiting w : ab.wave()) {
        if (w.controller() == p && !sources.contains(w.source())) {
          sources.add(w.source());
        }
      }
      if (sources.isEmpty()) {
        continue;
      }
      if (sources.size() > 1) {
        tx.s = tx.s.withDecision(new Decision(DecisionKind.TRIGGER_ORDER, p, sources));
        return true;
      }
      process(tx, p, sources.get(0));
      return true;
    }
    throw new IllegalStateException("a wave with effects of no player: " + ab.wave());
  }

  /** Takes the first waiting effect of {@code source} controlled by {@code player} out of the wave. */
  static void process(Tx tx, int player, int source) {
    AbilityState ab = tx.s.abilities();
    List<Waiting> wave = new ArrayList<>(ab.wave());
    for (int i = 0; i < wave.size(); i++) {
      Waiting w = wave.get(i);
      if (w.controller() == player && w.source() == source) {
        wave.remove(i);
        tx.s = tx.s.withAbilities(ab.withWave(wave).withProcessed(ab.processed() + 1));
        // 712.3: "that player may": the controller's opponent answers when the ability says so.
        int decider = w.ability().mayBy() == Who.OPPONENT ? GameState.opponent(w.controller()) : -1;
        begin(tx, new Resolution(w.source(), w.controller(), w.ability().effects(), 0, w.subject(), w.there(),
            -1, w.ability().may(), List.of(), decider));
        return;
      }
    }
    throw new IllegalArgumentException("no waiting effect of card " + source + " for player " + player);
  }

  // ---- processing ----

  /** Processes the effect in progress one step. True when a player must decide. */
  static boolean step(Tx tx) {
    Resolution r = tx.s.resolving();
    if (r.mayPending()) {
      if (EffectWord.nothingToDo(tx.s, r, new Abilities.Ctx(r.source(), r.controller(), r.subject(), r.there()))) {
        finish(tx, r);
        return false;
      }
      // 712.3: the effect exists either way; the choice is made as it is processed.
      tx.s = tx.s.withDecision(new Decision(DecisionKind.MAY, r.mayDecider(), List.of(r.source())));
      return true;
    }
    if (r.done()) {
      finish(tx, r);
      return false;
    }
    Effect e = r.current();
    Abilities.Ctx ctx = new Abilities.Ctx(r.source(), r.controller(), r.subject(), r.there());
    return EffectWord.of(e).step(tx, r, e, ctx);
  }

  /** A word processed at once: its targets chosen (asking when several fit), then performed whole. */
  static boolean chooseAndPerform(Tx tx, Resolution r, Effect e, Abilities.Ctx ctx) {
    Target target = e.target();
    List<Integer> targets;
    if (target instanceof Target.Choose ch) {
      int chooser = ch.chooser() == Who.OPPONENT ? GameState.opponent(r.controller()) : r.controller();
      int count = howMany(tx.s, ch, ctx);
      if (ch.random()) {
        perform(tx, r, e, ctx, pickAtRandom(tx, candidates(tx.s, e, ctx), count));
        return false;
      }
      Boolean step = ch.upTo() ? chooseUpTo(tx, r, candidates(tx.s, e, ctx), count, chooser)
          : choose(tx, r, candidates(tx.s, e, ctx), count, chooser);
      if (step != null) {
        return step;
      }
      targets = r.chosen();
    } else {
      targets = target == null ? List.of() : candidates(tx.s, e, ctx);
    }
    perform(tx, r, e, ctx, targets);
    return false;
  }

  /** How many cards a choose target takes now: its count, times what its count counts ("for each"). */
  static int howMany(GameState s, Target.Choose ch, Abilities.Ctx ctx) {
    return ch.forEach() == null ? ch.count() : ch.count() * Counts.of(s, ch.forEach(), ctx, ctx.controller());
  }

  /** A random target: {@code count} different cards of {@code options}, each picked from the seed. */
  private static List<Integer> pickAtRandom(Tx tx, List<Integer> options, int count) {
    List<Integer> left = new ArrayList<>(options);
    List<Integer> picked = new ArrayList<>();
    while (picked.size() < count && !left.isEmpty()) {
      picked.add(left.remove(tx.random(left.size())));
    }
    return picked;
  }

  /** Who chooses a target: the controller's opponent for an opponent-chosen one, else the controller. */
  static int chooserOf(Target target, int controller) {
    return target instanceof Target.Choose ch && ch.chooser() == Who.OPPONENT ? GameState.opponent(controller) : controller;
  }

  /** "Up to N": the chooser stops choosing; the effect acts on the cards chosen so far, if any. */
  static void stopChoosing(Tx tx) {
    Resolution r = tx.s.resolving();
    if (r.current() instanceof Effect.MoveAnywhere || r.current() instanceof Effect.LookAtHand) {
      // Each character chosen before has already moved.
      set(tx, r.advanced());
      return;
    }
    perform(tx, r, r.current(), new Abilities.Ctx(r.source(), r.controller(), r.subject(), r.there()), r.chosen());
  }

  /**
   * A step of choosing up to {@code count} cards where the chooser may stop at any time, so even
   * one option is asked (it is a choice between it and stopping). Null once complete.
   */
  private static Boolean chooseUpTo(Tx tx, Resolution r, List<Integer> options, int count, int chooser) {
    options.removeAll(r.chosen());
    if (r.chosen().size() >= count || options.isEmpty()) {
      return null;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, chooser, options));
    return true;
  }

  private static void perform(Tx tx, Resolution r, Effect e, Abilities.Ctx ctx, List<Integer> targets) {
    Target target = e.target();
    set(tx, r.advanced());
    if (target != null && targets.isEmpty()) {
      // Nothing it could act on: said in the log, so a trigger that did nothing still leaves a line.
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), "no " + targetNoun(target) + " to act on"));
    }
    GameState was = tx.s;
    int told = tx.events.size();
    EffectWord.of(e).perform(tx, e, targets, ctx);
    if (target == null && tx.s == was && tx.events.size() == told) {
      // An untargeted word that changed nothing (a draw from an empty deck, 409.4): the log says so too.
      tx.emit(new GameEvent.EffectDidNothing(ctx.source(), ctx.controller(), nothingChanged(e)));
    }
  }

  /** Why an untargeted effect did nothing, in words: "nothing changed when you draw 1 card". */
  static String nothingChanged(Effect e) {
    return "nothing changed when " + EffectWord.clause(e);
  }

  /** What a target looks for, without its count: "chosen Friend", "Friend you control". */
  private static String targetNoun(Target t) {
    if (t instanceof Target.Each each) {
      return org.ponytable.engine.ability.Words.filter(each.filter(), false);
    } else if (t instanceof Target.Choose ch) {
      return org.ponytable.engine.ability.Words.filter(ch.filter(), false);
    }
    return "card";
  }

  /**
   * One step of choosing up to {@code count} targets among {@code options}: a single option left
   * is taken by the engine (false: go on), more ask the controller (true: wait). Null once the
   * choice is complete or nothing is left to choose; the chosen cards are then in {@code r}.
   */
  static Boolean choose(Tx tx, Resolution r, List<Integer> options, int count) {
    return choose(tx, r, options, count, r.controller());
  }

  /** The same, {@code chooser} choosing (the controller's opponent for an opponent-chosen target). */
  static Boolean choose(Tx tx, Resolution r, List<Integer> options, int count, int chooser) {
    options.removeAll(r.chosen());
    if (r.chosen().size() >= count || options.isEmpty()) {
      return null;
    }
    if (options.size() == 1) {
      // A choice with one option is made by the engine.
      set(tx, r.withChosen(PlayerState.plus(r.chosen(), options.get(0))));
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.TARGET, chooser, options));
    return true;
  }

  /** 304.2: a played Event goes to its owner's discard pile once its text is processed. */
  private static void finish(Tx tx, Resolution r) {
    set(tx, null);
    // An Event an effect put on top of its owner's deck (eventToTop) stays where it has gone since.
    if (r.eventCard() >= 0 && !leftQueue(tx.s, r.eventCard())) {
      tx.toDiscard(r.eventCard());
      Triggers.enteredDiscardPile(tx, r.eventCard());
    }
  }

  /** Whether the Event being processed has left the queue zone (408) for a zone of its owner (eventToTop). */
  static boolean leftQueue(GameState s, int event) {
    PlayerState ps = s.player(s.owner(event));
    return ps.drawDeck().contains(event) || ps.hand().contains(event) || ps.discard().contains(event)
        || ps.banished().contains(event);
  }

  /** A card chosen for the effect being processed (a target, a discarded card, the next on top). */
  static void addChosen(Tx tx, int card) {
    Resolution r = tx.s.resolving();
    set(tx, r.withChosen(PlayerState.plus(r.chosen(), card)));
  }

  /** 518: the found card (or none) goes to hand, the deck is shuffled (518.2), the effect goes on. */
  static void endSearch(Tx tx, int player, int card) {
    Effect.Search search = tx.s.resolving().current() instanceof Effect.Search se ? se : null;
    // Searching both zones: the deck was searched (so shuffled); the card leaves the zone it is in.
    boolean discardPile = search != null && search.in() == Effect.Zone.DISCARD_PILE;
    boolean fromDiscardPile = card >= 0 && tx.player(player).discard().contains(card);
    boolean onTop = search != null && search.onTop();
    if (card >= 0 && search != null && search.intoPlay()
        && tx.s.def(card).type() == org.ponytable.engine.terms.CardType.TROUBLEMAKER) {
      // It stays where it was found while its player chooses its Problem, so no view ever holds a
      // card in no zone (the other player's would tell a card was set aside); EffectWord.troublemakerFound
      // takes it out, shuffles and places it (foundTroublemakerLeaves).
      tx.emit(new GameEvent.Searched(player, card));
      if (search.reveal()) {
        tx.emit(new GameEvent.Revealed(player, card));
      }
      set(tx, tx.s.resolving().withChosen(List.of(card)));
      return;
    }
    if (card >= 0) {
      PlayerState ps = tx.player(player);
      ps = fromDiscardPile ? ps.withDiscard(PlayerState.minus(ps.discard(), card))
          : ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), card));
      boolean intoPlay = search != null && search.intoPlay();
      tx.setPlayer(player, onTop || intoPlay ? ps : ps.withHand(PlayerState.plus(ps.hand(), card)));
    }
    tx.emit(new GameEvent.Searched(player, card));
    if (card >= 0 && search != null && search.reveal()) {
      tx.emit(new GameEvent.Revealed(player, card));
    }
    if (!discardPile) {
      // 518.2: only a searched deck is shuffled.
      tx.shuffleDrawDeck(player);
    }
    if (card >= 0 && onTop) {
      // After the shuffle, so it stays on top.
      PlayerState ps = tx.player(player);
      List<Integer> deck = new ArrayList<>(ps.drawDeck());
      deck.add(0, card);
      tx.setPlayer(player, ps.withDrawDeck(deck));
      if (fromDiscardPile || search.reveal()) {
        // A card from the public discard pile, or revealed: everyone may know where it went.
        tx.emit(new GameEvent.PutOnTop(card));
      }
      Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.PUTS_ON_TOP, player, null, List.of(), null);
    }
    if (card >= 0 && search != null && search.intoPlay()) {
      // After the shuffle; the effect moves on first, as for putIntoPlay.
      set(tx, tx.s.resolving().advanced());
      tx.enterPlay(card, player, org.ponytable.engine.state.Area.home(player), false);
      return;
    }
    set(tx, tx.s.resolving().advanced());
  }

  /**
   * 518.2: the Troublemaker a search found leaves the zone it was found in as it goes into play,
   * and a searched deck is shuffled then, as for any other card found (the same shuffle).
   */
  static void foundTroublemakerLeaves(Tx tx, int player, int card, Resolution searching) {
    Effect.Search search = (Effect.Search) searching.current();
    PlayerState ps = tx.player(player);
    boolean fromDiscardPile = ps.discard().contains(card);
    tx.setPlayer(player, fromDiscardPile ? ps.withDiscard(PlayerState.minus(ps.discard(), card))
        : ps.withDrawDeck(PlayerState.minus(ps.drawDeck(), card)));
    if (search.in() != Effect.Zone.DISCARD_PILE) {
      tx.shuffleDrawDeck(player);
    }
  }

  /** The unflipped cards of a player's deck a search may find, by their printed information. */
  static List<Integer> searchable(GameState s, int player, org.ponytable.engine.ability.Filter f) {
    PlayerState ps = s.player(player);
    List<Integer> out = new ArrayList<>(Abilities.printedFits(s, ps.drawDeck(), f));
    out.removeAll(ps.flipped());
    return out;
  }

  /** 712.3: yes goes on with the effect; no ends it (an Event still goes to the discard pile). */
  static void answerMay(Tx tx, boolean yes) {
    Resolution r = tx.s.resolving();
    if (!r.mayPending() && !r.done() && r.current() instanceof Effect.PayOrDismiss pd) {
      // "pay or dismiss" asks with the same yes or no: yes pays.
      EffectWord.answerPayOrDismiss(tx, r, pd, yes);
      return;
    }
    if (!r.mayPending() && !r.done() && r.current() instanceof Effect.PayOr po) {
      EffectWord.answerPayOr(tx, r, po, yes);
      return;
    }
    if (!r.mayPending() && !r.done() && r.current() instanceof Effect.Optional op) {
      EffectWord.answerOptional(tx, r, op, yes);
      return;
    }
    if (!r.mayPending() && !r.done() && r.current() instanceof Effect.RevealTop rv) {
      // A revealed card that fits, asked with the same yes or no.
      EffectWord.answerRevealTop(tx, r, rv, yes);
      return;
    }
    if (yes) {
      set(tx, r.mayAnswered());
    } else {
      tx.emit(new GameEvent.EffectDeclined(r.source(), r.mayDecider()));
      finish(tx, r);
    }
  }

  /**
   * The cards an effect may act on now: those its target names that it can actually change
   * (104.2b: nobody chooses what can't be done).
   */
  static List<Integer> candidates(GameState s, Effect e, Abilities.Ctx ctx) {
    Target t = e.target();
    List<Integer> named;
    if (t instanceof Target.This) {
      named = s.inPlay(ctx.source()) == null ? List.of() : List.of(ctx.source());
    } else if (t instanceof Target.It) {
      named = ctx.subject() >= 0 && s.inPlay(ctx.subject()) != null ? List.of(ctx.subject()) : List.of();
    } else if (t instanceof Target.Each each) {
      named = Abilities.matching(s, each.filter(), ctx);
    } else {
      named = Abilities.matching(s, ((Target.Choose) t).filter(), ctx);
    }
    List<Integer> out = new ArrayList<>();
    for (int card : named) {
      if (EffectWord.canAffect(s, e, card, ctx)) {
        out.add(card);
      }
    }
    return out;
  }

  /**
   * 710.2: a replacement's effect, performed at once. Only the words {@link EffectWord} allows
   * there, with targets that need no choice (the loader refuses the others).
   */
  static void performNow(Tx tx, Effect e, Abilities.Ctx ctx) {
    String why = EffectWord.of(e).whyNotIn(EffectWord.Place.REPLACEMENT);
    if (why != null || e.choosesTarget()) {
      throw new IllegalArgumentException("not performed at once: " + e + (why == null ? "" : " (" + why + ")"));
    }
    Target target = e.target();
    EffectWord.of(e).perform(tx, e, target == null ? List.of() : candidates(tx.s, e, ctx), ctx);
  }

  static List<Integer> players(Who who, int you) {
    return switch (who) {
      case YOU -> List.of(you);
      case OPPONENT -> List.of(GameState.opponent(you));
      case ANYONE -> List.of(you, GameState.opponent(you));
    };
  }

  /**
   * 708.4: a triggered modifier, timestamped now, controlled by the ability's controller (513.3).
   * One lasting the faceoff is not made outside a faceoff, like a modifier (rulings.md).
   */
  static void watch(Tx tx, Effect.Whenever w, Abilities.Ctx ctx) {
    if (w.until() == Duration.FACEOFF && tx.s.faceoff() == null || w.until() == Duration.THIS_LEAVES_PLAY
        && (tx.s.inPlay(ctx.source()) == null || tx.s.inPlay(ctx.source()).faceDown())) {
      return;
    }
    // 708.4: a delayed effect on a chosen card is read as that card's own, so "this" names it.
    List<Integer> sources = !w.onChosen() ? List.of(ctx.source())
        : tx.s.resolving() == null ? List.of()
        : tx.s.resolving().previous().stream().filter(c -> tx.s.inPlay(c) != null).toList();
    for (int source : sources) {
      AbilityState ab = tx.s.abilities().tick();
      List<TriggeredModifier> all = new ArrayList<>(ab.triggeredModifiers());
      all.add(new TriggeredModifier(ab.clock(), source, ctx.controller(),
          new Ability.Triggered(w.trigger(), w.condition(), false, w.effects()), w.until(), w.once()));
      tx.s = tx.s.withAbilities(ab.withTriggeredModifiers(all));
      tx.emit(new GameEvent.TriggeredModifierAdded(source, ctx.controller(), w.trigger().kind().jsonName(),
          w.once(), w.until().jsonName()));
    }
  }

  /** The card {@code source} left play or turned face down: what it made "until this card leaves play" ends. */
  static void endFromSource(Tx tx, int source) {
    AbilityState ab = tx.s.abilities();
    boolean any = false;
    for (Modifier m : ab.modifiers()) {
      any |= m.duration() == Duration.THIS_LEAVES_PLAY && m.source() == source;
    }
    for (TriggeredModifier m : ab.triggeredModifiers()) {
      any |= m.duration() == Duration.THIS_LEAVES_PLAY && m.source() == source;
    }
    for (var cc : ab.controlChanges()) {
      any |= cc.duration() == Duration.THIS_LEAVES_PLAY && cc.source() == source;
    }
    if (!any) {
      return;
    }
    Control.endFromSource(tx, source);
    ab = tx.s.abilities();
    tx.s = tx.s.withAbilities(ab.withTriggeredModifiers(ab.triggeredModifiers().stream()
        .filter(m -> m.duration() != Duration.THIS_LEAVES_PLAY || m.source() != source).toList()));
    ab = tx.s.abilities();
    List<Modifier> kept = ab.modifiers().stream()
        .filter(m -> m.duration() != Duration.THIS_LEAVES_PLAY || m.source() != source).toList();
    if (kept.size() != ab.modifiers().size()) {
      tx.s = tx.s.withAbilities(ab.withModifiers(kept));
      tx.emit(new GameEvent.ModifiersEnded(Duration.THIS_LEAVES_PLAY.jsonName(), ab.modifiers().size() - kept.size()));
    }
  }

  /** 616.4 and the end of a faceoff: the modifiers lasting that long end, triggered ones too. */
  static void endModifiers(Tx tx, Duration d) {
    endModifiers(tx, d, -1);
  }

  /**
   * The modifiers lasting {@code d} end: of every controller, or with {@code controller} given
   * (not -1) only that player's ("until the start of your next turn").
   */
  static void endModifiers(Tx tx, Duration d, int controller) {
    if (!lasting(tx.s.abilities(), d, controller)) {
      return; // asked at every phase's and turn's end; most have nothing lasting that long
    }
    Control.end(tx, d, controller);
    List<TriggeredModifier> watching = tx.s.abilities().triggeredModifiers().stream()
        .filter(m -> !m.endsWith(d, controller)).toList();
    if (watching.size() != tx.s.abilities().triggeredModifiers().size()) {
      tx.s = tx.s.withAbilities(tx.s.abilities().withTriggeredModifiers(watching));
    }
    AbilityState ab = tx.s.abilities();
    List<Modifier> kept = new ArrayList<>();
    for (Modifier m : ab.modifiers()) {
      if (!m.endsWith(d, controller)) {
        kept.add(m);
      }
    }
    if (kept.size() != ab.modifiers().size()) {
      tx.s = tx.s.withAbilities(ab.withModifiers(kept));
      tx.emit(new GameEvent.ModifiersEnded(d.jsonName(), ab.modifiers().size() - kept.size()));
    }
  }

  /** Whether a control change, triggered modifier or modifier lasting {@code d} would end now. */
  private static boolean lasting(AbilityState ab, Duration d, int controller) {
    return anyEnds(ab.controlChanges(), d, controller) || anyEnds(ab.triggeredModifiers(), d, controller)
        || anyEnds(ab.modifiers(), d, controller);
  }

  private static boolean anyEnds(List<? extends Lasting> all, Duration d, int controller) {
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).endsWith(d, controller)) {
        return true;
      }
    }
    return false;
  }

  /** 409.6, 505.3: a card that leaves play or turns face down is a new card; modifiers on it end. */
  static void forget(Tx tx, int card, boolean leftPlay) {
    AbilityState ab = tx.s.abilities();
    if (ab.modifiers().isEmpty() && !ab.entered().containsKey(card)) {
      return;
    }
    List<Modifier> kept = new ArrayList<>();
    for (Modifier m : ab.modifiers()) {
      if (m.target() != card) {
        kept.add(m);
      }
    }
    ab = ab.withModifiers(kept);
    if (leftPlay) {
      ab = ab.withEntered(card, -1);
    }
    tx.s = tx.s.withAbilities(ab);
  }
}
