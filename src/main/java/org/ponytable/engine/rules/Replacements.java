package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.ReplacementChoices;

/**
 * Replacement modifiers (710). Each primitive occurrence that can be replaced asks here first,
 * after checking that it can happen at all (104.2a: what can't happen isn't replaced).
 *
 * <p>When several would replace one occurrence, the affected player chooses (710.5). That choice
 * comes in the middle of some piece of work (an effect, a stage's work, an action), which Java
 * can't pause; so {@link #work} undoes the piece of work up to its start, asks, and once answered
 * does it again from its start with the answers given so far (see {@link ReplacementChoices}).
 */
final class Replacements {
  private Replacements() {}

  /** A 710.5 choice that has not been answered yet: the work in progress stops for it. */
  static final class Choice extends RuntimeException {
    final transient ReplacementChoices asked;
    final int player;
    final List<Integer> options;

    Choice(int player, List<Integer> options, Ability.Occurrence occurrence, int about) {
      super(null, null, false, false);
      this.player = player;
      this.options = List.copyOf(options);
      this.asked = new ReplacementChoices(List.of(), null, null, occurrence, about);
    }
  }

  /**
   * A piece of work given what it needs as arguments: a lambda capturing them would be a new
   * object per call, and {@link Flow#advance} does one per step.
   */
  @FunctionalInterface
  interface Work {
    boolean run(Tx tx, Action action);
  }

  /**
   * Does one piece of work that may meet a 710.5 choice. Returns what {@code work} returns (true
   * when a player must decide now), or true when it stopped for a choice: then the state is the
   * one the work began in, waiting for the {@code REPLACEMENT} decision, with the answers so far
   * kept for doing the work again. {@code action} is the action being performed, or null for the
   * game's own work.
   */
  static boolean work(Tx tx, Action action, Work work) {
    GameState start = tx.s;
    int mark = tx.events.size();
    ReplacementChoices given = start.replacing();
    tx.answers = given == null ? List.of() : given.answers();
    tx.answered = 0;
    try {
      boolean waits = work.run(tx, action);
      if (tx.answered != tx.answers.size()) {
        throw new IllegalStateException("710.5: the work used " + tx.answered + " of the answers " + tx.answers);
      }
      settled(tx);
      return waits;
    } catch (Choice c) {
      ReplacementChoices now = new ReplacementChoices(tx.answers, start.decision(), action, c.asked.occurrence(),
          c.asked.about());
      tx.s = start.withDecision(new Decision(DecisionKind.REPLACEMENT, c.player, c.options))
          .withReplacing(now);
      // What the work did before the choice is done again once it is answered.
      tx.events.subList(mark, tx.events.size()).clear();
      return true;
    } catch (Tx.GameOver over) {
      settled(tx);
      throw over;
    } finally {
      tx.answers = List.of();
      tx.answered = 0;
    }
  }

  private static void settled(Tx tx) {
    if (tx.s.replacing() != null) {
      tx.s = tx.s.withReplacing(null);
    }
  }

  /**
   * 710.5: the player answered; the state goes back to the decision the work began with, ready
   * for the work to be done again. Returns the action to perform again, or null when the game's
   * own work goes on by itself.
   */
  static Action answer(Tx tx, int card) {
    ReplacementChoices rc = tx.s.replacing();
    tx.s = tx.s.withDecision(rc.resume()).withReplacing(rc.answered(card));
    return (Action) rc.action();
  }

  /** The answer that applies none of the optional replacements offered. */
  static final int DECLINED = -1;

  /**
   * Whether the open 710.5 choice may be declined: every replacement its cards have for the
   * occurrence is optional ("you may ... instead").
   */
  static boolean declinable(GameState s, Decision d) {
    ReplacementChoices rc = s.replacing();
    if (rc == null) {
      return false;
    }
    for (int card : d.options()) {
      for (Ability a : Abilities.of(s, s.inPlay(card))) {
        if (a instanceof Ability.Replacement r && r.occurrence() == rc.occurrence() && !r.may()) {
          return false;
        }
      }
    }
    return true;
  }

  /** One replacement ability that would apply, with what it needs to be applied. */
  private record Option(int source, int index, Ability.Replacement ability, Abilities.Ctx ctx) {}

  /**
   * Replaces the occurrence if a replacement modifier applies: performs its "instead" effects
   * and returns true, so the caller does nothing more. {@code card} is the card it would happen
   * to (or -1), {@code player} the player who would draw (or -1).
   */
  static boolean replaced(Tx tx, Ability.Occurrence occurrence, int card, int player) {
    GameState s = tx.s;
    if (!PlayIndex.mayReplace(s, occurrence)) {
      return false; // no card in play prints or gives a replacement for it (most occurrences)
    }
    List<Option> options = new ArrayList<>();
    List<Integer> cards = new ArrayList<>();
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      InPlay src = held.source();
      int i = held.index();
      if (!(held.ability() instanceof Ability.Replacement r) || r.occurrence() != occurrence) {
        continue;
      }
      // 710.3: a modifier never affects the same occurrence, or what replaced it, twice.
      if (tx.replacing.contains(key(src.id(), i))) {
        continue;
      }
      // 514.5b: "they retire that Friend instead": the player sending it home does what replaces it.
      Abilities.Ctx ctx = new Abilities.Ctx(src.id(), occurrence == Ability.Occurrence.SENT_HOME_FROM_FACEOFF
          ? s.inPlay(card).controller() : src.controller(), card, null);
      boolean applies = occurrence.aboutCard()
          ? Abilities.matches(s, r.subject(), card, ctx)
          : r.player().is(player, src.controller());
      if (applies && occurrence.aboutFlippedCard()) {
        // 514.6: only at the end of a faceoff involving the card with the replacement.
        applies = s.faceoff() != null
            && !Abilities.printedFits(s, List.of(card), r.subject() == null ? Filter.ANY : r.subject()).isEmpty()
            && Faceoffs.involvedCards(s, s.faceoff()).stream().anyMatch(c -> c.id() == src.id());
      }
      if (applies && occurrence == Ability.Occurrence.SENT_HOME_FROM_FACEOFF) {
        // Only for a faceoff involving the card with the replacement, or the card it is attached to.
        applies = s.faceoff() != null && Faceoffs.involvedCards(s, s.faceoff()).stream()
            .anyMatch(c -> c.id() == src.id() || c.id() == src.host());
      }
      if (applies && r.oncePerFaceoff()) {
        // "Once per faceoff": not again in the faceoff in progress, and never outside one.
        applies = s.faceoff() != null && !s.faceoff().usedBy(ONCE, src.id() * 100 + i);
      }
      if (applies && !r.costs().isEmpty()) {
        // 707.2a: a cost must be paid for what follows it; one that can't be paid now doesn't apply.
        applies = payable(s, src, r.costs());
      }
      if (applies) {
        options.add(new Option(src.id(), i, r, ctx));
        if (!cards.contains(src.id())) {
          cards.add(src.id());
        }
      }
    }
    if (options.isEmpty()) {
      return false;
    }
    Option chosen = options.get(0);
    // "You may ... instead": when every one that would apply is optional, none need apply.
    boolean optional = options.stream().allMatch(o -> o.ability().may());
    if (cards.size() > 1 || optional) {
      // 710.5: the player affected chooses: the controller of the card, or the player who draws;
      // a lone optional one asks its own controller.
      int affected = cards.size() == 1 ? chosen.ctx().controller()
          : occurrence.aboutCard() ? s.inPlay(card).controller() : player;
      int source = choose(tx, affected, cards, occurrence, occurrence.aboutCard() ? card : player, optional);
      if (source < 0) {
        return false;
      }
      chosen = options.stream().filter(o -> o.source() == source).findFirst().orElseThrow();
    }
    // One card's own replacements apply in the order they are written (rulings.md).
    apply(tx, chosen, occurrence, card, player);
    return true;
  }

  /** The faceoff's record of a "once per faceoff" replacement used (by card and ability index). */
  private static final String ONCE = "once per faceoff";

  private static String key(int source, int index) {
    return source + "/" + index;
  }

  /** The answer given to this choice before, or a stop to ask it (710.5). */
  private static int choose(Tx tx, int player, List<Integer> options, Ability.Occurrence occurrence, int about,
      boolean optional) {
    if (tx.answered < tx.answers.size()) {
      int a = tx.answers.get(tx.answered++);
      if (optional && a == DECLINED) {
        return a;
      }
      if (!options.contains(a)) {
        throw new IllegalStateException("710.5: answer " + a + " is not among " + options
            + "; the work went differently when done again");
      }
      return a;
    }
    throw new Choice(player, options, occurrence, about);
  }

  private static void apply(Tx tx, Option o, Ability.Occurrence occurrence, int card, int player) {
    String key = key(o.source(), o.index());
    tx.emit(new GameEvent.Replaced(o.source(), occurrence.jsonName(), card, player));
    tx.replacing.add(key);
    if (o.ability().oncePerFaceoff() && tx.s.faceoff() != null) {
      List<String> used = new ArrayList<>(tx.s.faceoff().used());
      used.add(org.ponytable.engine.state.Faceoff.use(ONCE, o.source() * 100 + o.index()));
      tx.s = tx.s.withFaceoff(tx.s.faceoff().withUsed(used));
    }
    try {
      pay(tx, o.source(), o.ctx().controller(), o.ability().costs());
      for (Effect e : o.ability().instead()) {
        Effects.performNow(tx, e, o.ctx());
      }
    } finally {
      tx.replacing.remove(key);
    }
  }

  /** 707.2a, 503.2, 502: whether the card's controller can pay all of a replacement's costs now. */
  private static boolean payable(GameState s, InPlay src, List<Cost> costs) {
    int tokens = 0;
    for (Cost c : costs) {
      if (c instanceof Cost.ExhaustThis
          && (src.exhausted() || src.frightened() || Abilities.cantExhaust(s, src, src.controller()))) {
        return false;
      } else if (c instanceof Cost.Tokens t) {
        tokens += t.amount();
      }
    }
    return s.player(src.controller()).tokens() >= tokens;
  }

  /** Pays a replacement's costs, checked payable as it was offered ({@link #payable}). */
  private static void pay(Tx tx, int source, int controller, List<Cost> costs) {
    for (Cost c : costs) {
      if (c instanceof Cost.Tokens t) {
        tx.payTokens(controller, t.amount());
      } else if (c instanceof Cost.ExhaustThis && tx.exhaust(source)) {
        tx.emit(new GameEvent.Exhausted(source));
      }
    }
  }
}
