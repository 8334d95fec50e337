package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.state.TriggeredModifier;
import org.ponytable.engine.state.Waiting;

/**
 * Watches for trigger conditions (704.1). Each occurrence the rules perform calls in here; a
 * matching triggered ability creates a triggered effect that waits for pre-priority processing
 * (704.1c, 511.5), one per instance (704.1b).
 */
final class Triggers {
  private Triggers() {}

  /**
   * One occurrence of a trigger word, as triggers and Reactions read it. {@code view} is the state
   * it is read in; {@code card} the card it happened to or -1; {@code player} the player it is
   * about or -1 (the game); {@code phase} the phase that starts, or null; {@code involved} the
   * cards a subject filter may name; {@code there} the area it happened in (501.5), or null.
   */
  record Occurrence(Trigger.Kind kind, GameState view, int card, int player, Phase phase, List<Integer> involved,
      Area there) {
    static Occurrence ofCard(Trigger.Kind kind, GameState view, int card, Area there) {
      return new Occurrence(kind, view, card, -1, null, List.of(), there);
    }
  }

  /**
   * Something happened to {@code card}. {@code view} is the state the trigger is read in: the
   * state after for entering, moving and uncovering; the state before for leaving play and being
   * frightened, since the card then no longer shows its abilities (look-back).
   */
  static void card(Tx tx, Trigger.Kind kind, int card, GameState view, Area there) {
    card(tx, kind, card, view, there, -1);
  }

  /** The same, done by {@code player}, whom a trigger word naming a player reads ("when you move a character"). */
  static void card(Tx tx, Trigger.Kind kind, int card, GameState view, Area there, int player) {
    card(tx, kind, card, view, there, player, List.of());
  }

  private static void card(Tx tx, Trigger.Kind kind, int card, GameState view, Area there, int player, List<Watcher> more) {
    Reactions.met(tx, new Occurrence(kind, view, card, player, null, List.of(), there));
    List<Watcher> all = watchers(tx, view, kind);
    if (!more.isEmpty()) {
      all = new ArrayList<>(all);
      all.addAll(more);
    }
    for (Watcher w : all) {
      if (kind.namesPlayer() && !(player >= 0 && w.ability().trigger().player().is(player, w.controller()))) {
        continue;
      }
      Abilities.Ctx ctx = new Abilities.Ctx(w.source(), w.controller(), card, there);
      Filter subject = w.ability().trigger().subject();
      if (kind == Trigger.Kind.ENTERS_DISCARD_PILE
          ? Abilities.outOfPlayMatches(view, subject == null ? Filter.THIS : subject, card, ctx)
          : Abilities.matches(view, subject, card, ctx)) {
        create(tx, view, w, ctx);
      }
    }
  }

  /**
   * What watches for a trigger: the triggered abilities of the cards in {@code view} and the
   * triggered modifiers made by effects (708.4), which are read as they are now.
   */
  private record Watcher(int source, int controller, Ability.Triggered ability, TriggeredModifier modifier) {}

  private static List<Watcher> watchers(Tx tx, GameState view, Trigger.Kind kind) {
    // The trigger kinds the abilities in play watch for are known per play zone: most steps and
    // occurrences concern none of them.
    if (tx.s.abilities().triggeredModifiers().isEmpty() && !PlayIndex.triggersOn(view, kind)) {
      return List.of();
    }
    List<Watcher> out = new ArrayList<>();
    for (PlayIndex.Held held : PlayIndex.triggered(view)) {
      if (held.ability() instanceof Ability.Triggered t && t.trigger().kind() == kind) {
        out.add(new Watcher(held.source().id(), held.source().controller(), t, null));
      }
    }
    for (TriggeredModifier m : tx.s.abilities().triggeredModifiers()) {
      if (m.ability().trigger().kind() == kind) {
        out.add(new Watcher(m.source(), m.controller(), m.ability(), m));
      }
    }
    return out;
  }

  /**
   * 406 (issue 11): a card put into a discard pile; its own "when this card is put into your
   * discard pile" ability triggers from there, controlled by its owner (513.4).
   */
  static void enteredDiscardPile(Tx tx, int card) {
    GameState view = tx.s;
    int owner = view.owner(card);
    if (!view.player(owner).discard().contains(card)) {
      return; // a token ceased to exist
    }
    List<Watcher> own = new ArrayList<>();
    for (Ability a : view.def(card).face().abilities()) {
      if (a instanceof Ability.Triggered t && t.trigger().kind() == Trigger.Kind.ENTERS_DISCARD_PILE) {
        own.add(new Watcher(card, owner, t, null));
      }
    }
    card(tx, Trigger.Kind.ENTERS_DISCARD_PILE, card, view, null, -1, own);
  }

  /**
   * Something happened to a player (or, with {@code player} -1, to the game): a faceoff, a
   * confronting, a phase. {@code involved} are the cards a subject filter may name.
   */
  static void player(Tx tx, Trigger.Kind kind, int player, Phase phase, List<Integer> involved, Area there) {
    GameState view = tx.s;
    Reactions.met(tx, new Occurrence(kind, view, -1, player, phase, involved, there));
    for (Watcher w : watchers(tx, view, kind)) {
      Trigger tr = w.ability().trigger();
      if (player >= 0 && !tr.player().is(player, w.controller())) {
        continue;
      }
      if ((kind == Trigger.Kind.PHASE_STARTS || kind == Trigger.Kind.PHASE_ENDS) && tr.phase() != null && tr.phase() != phase || !Faceoffs.resultFits(tr, view, w.controller())
          || !Faceoffs.usingFits(tr, view, player, w.source(), w.controller(), there)) {
        continue;
      }
      int subject = -1;
      if (tr.subject() != null) {
        for (int c : involved) {
          // 609.2: the Event played is out of play: its subject reads what it prints.
          if (kind == Trigger.Kind.PLAYS_EVENT ? !Abilities.printedFits(view, List.of(c), tr.subject()).isEmpty()
              : Abilities.matches(view, tr.subject(), c, new Abilities.Ctx(w.source(), w.controller(), c, there))) {
            subject = c;
            break;
          }
        }
        if (subject < 0) {
          continue;
        }
      }
      create(tx, view, w, new Abilities.Ctx(w.source(), w.controller(), subject, there));
    }
  }

  /**
   * 515.1: {@code player} flipped {@code card} during the faceoff in progress; "it" is that card,
   * out of play, so a subject reads what it prints.
   */
  static void flips(Tx tx, int card, int player, Area there) {
    GameState view = tx.s;
    Reactions.met(tx, new Occurrence(Trigger.Kind.FLIPS, view, card, player, null, List.of(), there));
    for (Watcher w : watchers(tx, view, Trigger.Kind.FLIPS)) {
      Trigger tr = w.ability().trigger();
      if (!tr.player().is(player, w.controller()) || !Faceoffs.resultFits(tr, view, w.controller())
          || tr.subject() != null && Abilities.printedFits(view, List.of(card), tr.subject()).isEmpty()) {
        continue;
      }
      create(tx, view, w, new Abilities.Ctx(w.source(), w.controller(), card, there));
    }
  }

  /** 601.2, 615.1: the stages where a phase starts or the turn ends. */
  static void stageEntered(Tx tx, Stage stage) {
    Trigger.Kind kind = kindEntered(stage);
    if (kind != null) {
      Phase phase = kind == Trigger.Kind.PHASE_STARTS || kind == Trigger.Kind.PHASE_ENDS ? stage.phase() : null;
      player(tx, kind, tx.s.turnPlayer(), phase, List.of(), null);
    }
  }

  /** The trigger word entering {@code stage} meets, or null. */
  private static Trigger.Kind kindEntered(Stage stage) {
    return switch (stage) {
      case READY_STEP, TROUBLEMAKER_PHASE_START, MAIN_PHASE_START, SCORE_PHASE_START, END_PHASE_START ->
          Trigger.Kind.PHASE_STARTS;
      case END_OF_TURN_STEP_START -> Trigger.Kind.END_OF_TURN;
      case DRAW_STEP_END -> Trigger.Kind.DRAW_STEP_ENDS;
      case READY_PHASE_END, TROUBLEMAKER_PHASE_END, MAIN_PHASE_END, SCORE_PHASE_END, END_OF_TURN_STEP_END ->
          Trigger.Kind.PHASE_ENDS;
      default -> null;
    };
  }

  /**
   * Whether entering {@code stage} in {@code s} could trigger anything or open a Reaction chance
   * ({@link #stageEntered}): false when no triggered ability in play or triggered modifier, no
   * Reaction in play and no Event of the game reacts to what it meets.
   */
  static boolean noticesStage(GameState s, Stage stage) {
    Trigger.Kind kind = kindEntered(stage);
    return kind != null && (!s.abilities().triggeredModifiers().isEmpty() || PlayIndex.triggersOn(s, kind)
        || PlayIndex.reactsTo(s, kind) || (PoolIndex.of(s).anyReactionKind & 1L << kind.ordinal()) != 0);
  }

  /** The cards a faceoff trigger's subject may name: the cards involved now (514.2d). */
  static List<Integer> involved(GameState s) {
    List<Integer> out = new ArrayList<>();
    if (s.faceoff() == null) {
      return out;
    }
    for (InPlay c : Faceoffs.involvedCards(s, s.faceoff())) {
      out.add(c.id());
    }
    return out;
  }

  /** 712.2: the condition is checked now and what the effect needs is kept from now. */
  private static void create(Tx tx, GameState view, Watcher w, Abilities.Ctx ctx) {
    Ability.Triggered t = w.ability();
    if (!Abilities.holds(view, t.condition(), ctx)) {
      return;
    }
    if (t.condition() != null && org.ponytable.engine.ability.Condition.firstTime(t.condition())) {
      // rulings.md, "The first time each turn": this card's ability triggers no more this turn.
      tx.count(c -> c.withFirstTime(ctx.source()));
    }
    Area there = ctx.there() != null ? ctx.there() : Abilities.here(view, ctx);
    // 513.4: a card that has left play has no controller; the effect it makes is its owner's.
    // 513.3: a triggered modifier's effect is its controller's, wherever its card went.
    int controller = w.modifier() == null && tx.s.inPlay(ctx.source()) == null ? tx.s.owner(ctx.source())
        : ctx.controller();
    if (w.modifier() != null && w.modifier().once()) {
      // 708.4: "the next time": it ends as it triggers.
      List<TriggeredModifier> left = new ArrayList<>(tx.s.abilities().triggeredModifiers());
      left.remove(w.modifier());
      tx.s = tx.s.withAbilities(tx.s.abilities().withTriggeredModifiers(left));
    }
    AbilityState ab = tx.s.abilities();
    List<Waiting> waiting = new ArrayList<>(ab.waiting());
    waiting.add(new Waiting(ctx.source(), controller, t, ctx.subject(), there));
    tx.s = tx.s.withAbilities(ab.withWaiting(waiting));
    tx.emit(new GameEvent.AbilityTriggered(ctx.source(), controller));
  }
}
