package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Action.Meaning;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.PlayerState;

/**
 * One route per decision: which answers are legal and how an answer continues the game. The
 * engine lists, checks and performs answers only through here, so a new decision is one new entry
 * (and its {@link DecisionKind}), never a case in several switches.
 *
 * <p>By default an answer is one of the offered cards ({@link Action.Choose}) when the route takes
 * cards, or one of its {@link Meaning}s ({@link Action.Answer}), listed cards first, in that order;
 * the order matters, since random players and the command line pick by position.
 */
enum Route {
  /** 510: the actions the timing rules allow now, or pass. */
  PRIORITY(DecisionKind.PRIORITY, false) {
    @Override
    void list(GameState s, Decision d, List<Action> out) {
      int p = d.player();
      out.add(new Action.Pass(p));
      if (MainPhase.open(s, p)) {
        MainPhase.addLegal(s, p, out);
      }
      if (!mainPhaseActionsOnly(s)) {
        Activation.addLegal(s, p, out);
        return;
      }
      // Rulings.md: "players can't ... except as a Main Phase action": only Main Phase timings.
      List<Action> timed = new ArrayList<>();
      Activation.addLegal(s, p, timed);
      for (Action a : timed) {
        if (mainPhaseTiming(s, a)) {
          out.add(a);
        }
      }
    }

    @Override
    void perform(Tx tx, Decision d, Action a) {
      int p = a.player();
      if (a instanceof Action.Pass) {
        tx.emit(new GameEvent.PriorityPassed(p));
        int passes = tx.s.passes() + 1;
        if (passes >= tx.s.players().size()) {
          Flow.closeWindow(tx);
        } else {
          // 511.5a: the passer had priority most recently; one copy for the window and that.
          Flow.passOn(tx, passes, GameState.opponent(p), Effects.hadPriority(tx.s.abilities(), p));
        }
        return;
      }
      // 705.2f: after an action in a window, priority passes to the next player.
      tx.s = tx.s.withDecision(null);
      if (a instanceof Action.Activate act) {
        Activation.activate(tx, act);
      } else {
        MainPhase.perform(tx, a);
      }
      tx.s = tx.s.withWindow(0, GameState.opponent(p), tx.s.decision());
      // "After an opponent takes an action": met once the action is taken (510, 705).
      Triggers.player(tx, org.ponytable.engine.ability.Trigger.Kind.TAKES_ACTION, p, null, List.of(), null);
      // 511.5a: the actor had priority most recently, so processes theirs first: those waiting
      // now and those the action's effects create as they are processed later in this work.
      Effects.hadPriority(tx, p);
    }

    @Override
    String answers() {
      return "an action the timing rules allow, or pass";
    }
  },

  /** 102.2 */
  STARTING_PROBLEM(DecisionKind.STARTING_PROBLEM, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      tx.setPlayer(d.player(), tx.player(d.player()).withStartingProblem(card));
    }
  },

  /** 102.4: keep or take a mulligan. */
  MULLIGAN(DecisionKind.MULLIGAN, false) {
    @Override
    void list(GameState s, Decision d, List<Action> out) {
      out.add(new Action.Mulligan(d.player(), false));
      out.add(new Action.Mulligan(d.player(), true));
    }

    @Override
    void perform(Tx tx, Decision d, Action a) {
      Action.Mulligan m = (Action.Mulligan) a;
      tx.s = tx.s.withDecision(null);
      tx.setPlayer(m.player(), tx.player(m.player()).withMulligan(m.take()));
      tx.emit(new GameEvent.MulliganDecided(m.player(), m.take()));
    }

    @Override
    String answers() {
      return "keep or mulligan";
    }
  },

  /** 610.1 */
  CONFRONT_ORDER(DecisionKind.CONFRONT_ORDER, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Flow.startConfrontStep(tx, card);
    }
  },

  /** 607.2 */
  UNCOVER_ORDER(DecisionKind.UNCOVER_ORDER, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Flow.uncover(tx, card);
    }
  },

  /** 608.1: a Troublemaker to challenge, or stop challenging. */
  CHALLENGE(DecisionKind.CHALLENGE, true) {
    @Override
    void list(GameState s, Decision d, List<Action> out) {
      super.list(s, d, out);
      out.add(new Action.StopChallenging(d.player()));
    }

    @Override
    void perform(Tx tx, Decision d, Action a) {
      if (a instanceof Action.StopChallenging) {
        tx.s = tx.s.withDecision(null);
        Flow.endChallenges(tx);
      } else {
        super.perform(tx, d, a);
      }
    }

    @Override
    void chosen(Tx tx, Decision d, int card) {
      Flow.challenge(tx, card);
    }

    @Override
    String answers() {
      return "a card offered, or stop challenging";
    }
  },

  /** 514.5b */
  SEND_HOME(DecisionKind.SEND_HOME, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      if (!Replacements.replaced(tx, org.ponytable.engine.ability.Ability.Occurrence.SENT_HOME_FROM_FACEOFF, card, -1)) {
        tx.sendHome(card);
      }
      tx.s = tx.s.withFaceoff(tx.s.faceoff().withStage(Faceoff.Stage.ENDING));
    }
  },

  /** 514.6 */
  FLIP_ORDER(DecisionKind.FLIP_ORDER, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Faceoff f = tx.s.faceoff();
      tx.s = tx.s.withFaceoff(f.withBottomOrder(PlayerState.plus(f.bottomOrder(), card)));
    }
  },

  /** 616.2 */
  DISCARD(DecisionKind.DISCARD, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      tx.discard(d.player(), card);
    }
  },

  /** 616.3 */
  RETIRE(DecisionKind.RETIRE, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      // 710: a replacement of retiring a Friend beyond the home limit may apply instead.
      if (!Replacements.replaced(tx, org.ponytable.engine.ability.Ability.Occurrence.RETIRED_FOR_HOME_LIMIT, card, -1)) {
        tx.retire(card);
      }
    }
  },

  /** 516.2 */
  UNIQUENESS(DecisionKind.UNIQUENESS, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      tx.dismiss(card, "uniqueness");
    }
  },

  /** 511.5a */
  TRIGGER_ORDER(DecisionKind.TRIGGER_ORDER, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Effects.process(tx, d.player(), card);
    }
  },

  /** 705.2d, 712 */
  TARGET(DecisionKind.TARGET, true, Meaning.NO_MORE) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Effects.addChosen(tx, card);
    }

    // "Up to N": the chooser may stop here.
    @Override
    boolean offered(GameState s, Decision d, Meaning m) {
      return s.resolving() != null && !s.resolving().done()
          && (s.resolving().current().target() instanceof org.ponytable.engine.ability.Target.Choose ch && ch.upTo()
              || s.resolving().current() instanceof org.ponytable.engine.ability.Effect.LookAtHand l && l.upTo());
    }

    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Effects.stopChoosing(tx);
    }
  },

  /** 712.3 */
  MAY(DecisionKind.MAY, false, Meaning.YES, Meaning.NO) {
    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Effects.answerMay(tx, m == Meaning.YES);
    }
  },

  /** 409.3 */
  EFFECT_DISCARD(DecisionKind.EFFECT_DISCARD, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      tx.discard(d.player(), card);
      Effects.addChosen(tx, card);
    }
  },

  /** Glossary, Random: yes ignores the 1-power card and flips a new one; no keeps it. */
  RANDOM(DecisionKind.RANDOM, false, Meaning.YES, Meaning.NO) {
    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Faceoffs.random(tx, d, m == Meaning.YES);
    }
  },

  /** Glossary, Pumped: a flipped card to banish beneath the Pumped card, or none. */
  PUMPED(DecisionKind.PUMPED, true, Meaning.NO_MORE) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Faceoffs.pumped(tx, d.player(), card);
    }

    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Faceoffs.declinePumped(tx, d.player());
    }
  },

  /** Glossary, Inspired: the next card to keep on top, or none (the rest go to the bottom). */
  INSPIRED_TOP(DecisionKind.INSPIRED_TOP, true, Meaning.NO_MORE) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Keywords.inspired(tx, DecisionKind.INSPIRED_TOP, d.player(), card, d);
    }

    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Keywords.inspiredDone(tx, d.player(), d.options());
    }
  },

  /** Glossary, Inspired: the order of the rest on the bottom. */
  INSPIRED_BOTTOM(DecisionKind.INSPIRED_BOTTOM, true) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Keywords.inspired(tx, DecisionKind.INSPIRED_BOTTOM, d.player(), card, d);
    }
  },

  /** 518.1: a card found, or nothing. */
  SEARCH(DecisionKind.SEARCH, true, Meaning.FIND_NOTHING) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Effects.endSearch(tx, d.player(), card);
    }

    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Effects.endSearch(tx, d.player(), -1);
    }
  },

  /** The cards looked at go back on top in the order chosen. */
  TOP_ORDER(DecisionKind.TOP_ORDER, true, Meaning.NO) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Effects.addChosen(tx, card);
    }

    // Only a look that allows the bottom takes "no": the cards left go there.
    @Override
    boolean offered(GameState s, Decision d, Meaning m) {
      return s.resolving() != null && !s.resolving().done() && !s.resolving().chosen().contains(EffectWord.TO_BOTTOM)
          && (s.resolving().current() instanceof org.ponytable.engine.ability.Effect.LookAtProblemDeck l && l.bottom()
              || s.resolving().current() instanceof org.ponytable.engine.ability.Effect.LookAtTop t && t.bottom());
    }

    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Effects.addChosen(tx, EffectWord.TO_BOTTOM);
    }
  },

  /** 506.4: the area a moved character goes to; the options are area numbers, not cards. */
  AREA(DecisionKind.AREA, true) {
    @Override
    void chosen(Tx tx, Decision d, int area) {
      Effects.addChosen(tx, area);
    }
  },

  /** "Choose a Problem": the area of a Problem in play, not a card. */
  PROBLEM(DecisionKind.PROBLEM, true) {
    @Override
    void chosen(Tx tx, Decision d, int area) {
      Effects.addChosen(tx, area);
    }
  },

  /** "Choose a color": the options are colors (DecisionKind.colorCode), not cards. */
  COLOR(DecisionKind.COLOR, true) {
    @Override
    void chosen(Tx tx, Decision d, int color) {
      Effects.addChosen(tx, color);
    }
  },

  /** A modal choice: a mode of the effect being processed; the options are mode numbers, not cards. */
  MODE(DecisionKind.MODE, true) {
    @Override
    void chosen(Tx tx, Decision d, int mode) {
      Effects.addChosen(tx, mode);
    }
  },

  /**
   * 710.5: the replacement that applies, or (only when each offered is optional) none: "no". The
   * engine answers it before the work it interrupted is done again ({@link Replacements#answer}),
   * so it never reaches {@link #chosen}.
   */
  REPLACEMENT(DecisionKind.REPLACEMENT, true, Meaning.NO) {
    @Override
    boolean offered(GameState s, Decision d, Meaning m) {
      return Replacements.declinable(s, d);
    }
  },

  /** Issue 11: a revealed card taken, or none ("no", only when the effect says "may"). */
  TAKE_REVEALED(DecisionKind.TAKE_REVEALED, true, Meaning.NO) {
    @Override
    void chosen(Tx tx, Decision d, int card) {
      Effects.addChosen(tx, card);
    }

    // Only a "may" reveal takes "no": nothing is taken.
    @Override
    boolean offered(GameState s, Decision d, Meaning m) {
      return s.resolving() != null && !s.resolving().done()
          && s.resolving().current() instanceof org.ponytable.engine.ability.Effect.RevealTop rv && rv.may();
    }

    @Override
    void answered(Tx tx, Decision d, Meaning m) {
      Effects.addChosen(tx, EffectWord.NONE_TAKEN);
    }
  };

  private static final Route[] BY_KIND = new Route[DecisionKind.values().length];

  static {
    for (Route r : values()) {
      if (BY_KIND[r.kind.ordinal()] != null) {
        throw new IllegalStateException("two routes for " + r.kind);
      }
      BY_KIND[r.kind.ordinal()] = r;
    }
    for (DecisionKind k : DecisionKind.values()) {
      if (BY_KIND[k.ordinal()] == null) {
        throw new IllegalStateException("no route for " + k);
      }
    }
  }

  private final DecisionKind kind;
  private final boolean cards;
  private final Set<Meaning> meanings;

  Route(DecisionKind kind, boolean cards, Meaning... meanings) {
    this.kind = kind;
    this.cards = cards;
    this.meanings = meanings.length == 0 ? EnumSet.noneOf(Meaning.class) : EnumSet.of(meanings[0], meanings);
  }

  static Route of(DecisionKind kind) {
    return BY_KIND[kind.ordinal()];
  }

  DecisionKind kind() {
    return kind;
  }

  /** The meanings an {@link Action.Answer} to this decision may have. */
  Set<Meaning> meanings() {
    return meanings;
  }

  /** Adds the legal answers to {@code d} (a concession is added by the engine). */
  void list(GameState s, Decision d, List<Action> out) {
    if (cards) {
      for (int card : d.options()) {
        out.add(new Action.Choose(d.player(), d.kind(), card));
      }
    }
    for (Meaning m : meanings) {
      if (offered(s, d, m)) {
        out.add(new Action.Answer(d.player(), m));
      }
    }
  }

  /** Whether answer {@code m}, one of this route's meanings, is open now; each always is, unless said here. */
  boolean offered(GameState s, Decision d, Meaning m) {
    return true;
  }

  /** Carries out a legal answer to {@code d}, the decision open as it was given. */
  void perform(Tx tx, Decision d, Action a) {
    tx.s = tx.s.withDecision(null);
    if (a instanceof Action.Choose c) {
      chosen(tx, d, c.card());
    } else if (a instanceof Action.Answer ans) {
      answered(tx, d, ans.meaning());
    } else {
      throw new IllegalStateException(a + " does not answer " + kind);
    }
  }

  /** The player chose {@code card} among {@code d}'s options (or the engine did: the only one). */
  void chosen(Tx tx, Decision d, int card) {
    throw new IllegalStateException(kind + " is not answered with a card");
  }

  /** The player answered {@code d} with {@code m}, one of {@link #meanings()}. */
  void answered(Tx tx, Decision d, Meaning m) {
    throw new IllegalStateException(kind + " is not answered with " + m);
  }

  /** The answers this decision takes, in words, for a refusal. */
  String answers() {
    List<String> out = new ArrayList<>();
    if (cards) {
      out.add("a card offered");
    }
    for (Meaning m : meanings) {
      out.add(words(m));
    }
    return String.join(" or ", out);
  }

  static String words(Meaning m) {
    return switch (m) {
      case YES -> "yes";
      case NO -> "no";
      case NO_MORE -> "no more cards";
      case FIND_NOTHING -> "find nothing";
    };
  }

  /**
   * A choice with one option is no choice: the engine makes it. Otherwise the player must decide
   * (true).
   */
  static boolean offer(Tx tx, DecisionKind kind, int player, List<Integer> options) {
    Decision d = new Decision(kind, player, options);
    if (options.size() == 1) {
      tx.s = tx.s.withDecision(null);
      of(kind).chosen(tx, d, options.get(0));
      return false;
    }
    tx.s = tx.s.withDecision(d);
    return true;
  }

  /** Whether a card in play says players act only as Main Phase actions (rulings.md). */
  static boolean mainPhaseActionsOnly(GameState s) {
    if (!PlayIndex.of(s).printsCant(org.ponytable.engine.ability.Ability.Restriction.ACT_EXCEPT_AS_MAIN_PHASE_ACTION)) {
      return false;
    }
    for (var c : s.play()) {
      if (Abilities.cant(s, c, org.ponytable.engine.ability.Ability.Restriction.ACT_EXCEPT_AS_MAIN_PHASE_ACTION)) {
        return true;
      }
    }
    return false;
  }

  /** 609.2: an activation or an Event whose timing phrase is "Main Phase". */
  private static boolean mainPhaseTiming(GameState s, Action a) {
    if (a instanceof Action.Activate act) {
      var c = s.inPlay(act.card());
      // An ability used from the hand or the discard pile is read from the printed face.
      var abilities = c == null ? s.def(act.card()).face().abilities() : Abilities.of(s, c);
      return act.ability() >= 0 && act.ability() < abilities.size()
          && abilities.get(act.ability()) instanceof org.ponytable.engine.ability.Ability.Activated x
          && x.timing() == org.ponytable.engine.ability.Timing.MAIN_PHASE;
    }
    if (a instanceof Action.PlayCard pc && s.def(pc.card()).event() != null) {
      return s.def(pc.card()).event().timing() == org.ponytable.engine.ability.Timing.MAIN_PHASE;
    }
    return true;
  }
}
