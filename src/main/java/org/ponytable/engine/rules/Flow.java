package org.ponytable.engine.rules;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Pending;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.ReplacementChoices;
import org.ponytable.engine.state.Resolution;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.state.Stage;

/**
 * Runs the game forward from a state until a player must decide or the game ends: the turn's
 * stages (601-616), setup (102), faceoffs (514), uniqueness (516) and pre-priority processing
 * (511).
 */
public final class Flow {
  private Flow() {}

  /** Upper bound on automatic steps in one advance; reaching it is an engine bug, never a hang. */
  private static final int STEP_LIMIT = 100_000;

  static final int OPENING_HAND = 6;
  public static final int MAX_HAND = 8;

  static void advance(Tx tx) {
    try {
      // 103.1: a win is checked at any time, so a position built at 15 points is already over.
      if (!tx.s.isOver()) {
        tx.checkWin();
      }
      for (int steps = 0; steps < STEP_LIMIT; steps++) {
        if (tx.s.isOver()) {
          return;
        }
        // Glossary, Inspired: the look set its decision as the Main Phase started. A player
        // given priority as the action was performed (passOn) is waiting too.
        Decision waiting = tx.s.decision();
        if (waiting != null && (waiting.kind() == DecisionKind.PRIORITY || Keywords.waits(waiting.kind()))) {
          return;
        }
        // 710.5: each piece of work may stop for a choice among replacements and be done again.
        if (Replacements.work(tx, null, Flow::next)) {
          return;
        }
      }
      throw new IllegalStateException("the game did not settle after " + STEP_LIMIT + " steps at " + tx.s.stage());
    } catch (Tx.GameOver over) {
      // 103.1: the game ended; nothing more happens.
    }
  }

  /** Does the next piece of the game's work (no action: {@link Replacements.Work}). Returns true when a player must decide. */
  private static boolean next(Tx tx, Action none) {
    // 516.1: uniqueness is checked continuously; the game pauses until it is repaired.
    Decision violation = Uniqueness.firstViolation(tx.s);
    if (violation != null) {
      return offer(tx, violation.kind(), violation.player(), violation.options());
    }
    // The innermost procedure in progress goes on: 705.2d, 511.5, an ability or Event being
    // processed before the faceoff it is in; without one, the turn's own work.
    Pending working = working(tx.s);
    if (working instanceof Resolution) {
      return Effects.step(tx);
    }
    return working instanceof Faceoff ? Faceoffs.step(tx) : step(tx);
  }

  /**
   * The top procedure that does work, or null: a 710.5 choice above it only holds answers for the
   * work being done again ({@link Replacements#work}).
   */
  private static Pending working(GameState s) {
    List<Pending> pending = s.pending();
    for (int i = pending.size() - 1; i >= 0; i--) {
      if (!(pending.get(i) instanceof ReplacementChoices)) {
        return pending.get(i);
      }
    }
    return null;
  }

  static void setStage(Tx tx, Stage next) {
    Stage was = tx.s.stage();
    Stage stage = sequenced(tx, was, next);
    if (was != null && was.phase() != null && (was.phase() != next.phase() || stage != next)) {
      // 601.2: the phase ends; "until the end of the phase" modifiers end with it.
      Effects.endModifiers(tx, Duration.PHASE);
      if (was.phase() == org.ponytable.engine.terms.Phase.SCORE) {
        Effects.endModifiers(tx, Duration.SCORE_PHASE);
      }
      // Tokens gained "until the end of the phase" are lost as it ends.
      for (int p = 0; p < tx.s.players().size(); p++) {
        PlayerState ps = tx.player(p);
        if (ps.phaseTokens() > 0) {
          tx.setPlayer(p, ps.withTokens(ps.tokens() - ps.phaseTokens()).withPhaseTokens(0));
        }
      }
    }
    tx.s = tx.s.withStage(stage);
    entered(tx, stage);
  }

  /** What entering {@code stage} does once the state is in it. */
  private static void entered(Tx tx, Stage stage) {
    tx.emit(new GameEvent.StageEntered(stage));
    Triggers.stageEntered(tx, stage);
    if (stage == Stage.MAIN_PHASE_START) {
      Keywords.startInspired(tx);
    }
    if (stage == Stage.SOLVE_STEP_START) {
      solve(tx);
    }
  }

  /**
   * 601.1: the stage the turn goes to from {@code was} instead of {@code next}, once effects have
   * changed the turn's sequence: a phase that ends is started again, a phase to come is skipped
   * (rulings.md, "Changes to the turn sequence"). Each change is used up as it applies.
   */
  private static Stage sequenced(Tx tx, Stage was, Stage next) {
    if (was == null || was.phase() == next.phase() || next.phase() == org.ponytable.engine.terms.Phase.SETUP) {
      return next;
    }
    var counts = tx.s.scoreBook().counts();
    if (counts.newPhases().isEmpty() && counts.skipPhases().isEmpty()) {
      return next; // the turn's sequence is as printed (most turns)
    }
    List<org.ponytable.engine.terms.Phase> again = new ArrayList<>(counts.newPhases());
    List<org.ponytable.engine.terms.Phase> skip = new ArrayList<>(counts.skipPhases());
    Stage stage = next;
    if (again.remove(was.phase())) {
      stage = firstOf(was.phase());
      // 608.3: a new Challenge Step may challenge each Troublemaker again.
      tx.s = tx.s.withChallenged(List.of());
    } else {
      while (stage.phase() != org.ponytable.engine.terms.Phase.END && skip.remove(stage.phase())) {
        Stage s = stage;
        while (s.phase() == stage.phase()) {
          s = s.next();
        }
        stage = s;
      }
    }
    if (stage != next) {
      tx.count(t -> t.withSequence(t.extraTurns(), skip, again));
    }
    return stage;
  }

  /** The first stage of {@code phase}: where it starts (601.2). */
  private static Stage firstOf(org.ponytable.engine.terms.Phase phase) {
    for (Stage s : Stage.values()) {
      if (s.phase() == phase) {
        return s;
      }
    }
    throw new IllegalArgumentException("no stage in " + phase);
  }

  /** Rulings.md, "Changes to the turn sequence": the next {@code phase} of this turn is skipped. */
  static void skipPhase(Tx tx, org.ponytable.engine.terms.Phase phase) {
    List<org.ponytable.engine.terms.Phase> skip = new ArrayList<>(tx.s.scoreBook().counts().skipPhases());
    skip.add(phase);
    tx.count(t -> t.withSequence(t.extraTurns(), skip, t.newPhases()));
  }

  /** Rulings.md: a new {@code phase} starts once the current one of that kind ends this turn. */
  static void newPhase(Tx tx, org.ponytable.engine.terms.Phase phase) {
    List<org.ponytable.engine.terms.Phase> again = new ArrayList<>(tx.s.scoreBook().counts().newPhases());
    again.add(phase);
    tx.count(t -> t.withSequence(t.extraTurns(), t.skipPhases(), again));
  }

  /** Rulings.md: {@code player} takes an extra turn after this one. */
  static void extraTurn(Tx tx, int player) {
    List<Integer> extra = new ArrayList<>(tx.s.scoreBook().counts().extraTurns());
    extra.set(player, extra.get(player) + 1);
    tx.count(t -> t.withSequence(extra, t.skipPhases(), t.newPhases()));
  }

  /**
   * Asks a player to choose among cards, or makes the choice when only one card is offered (a
   * choice with one option is no choice). Returns true when the player must now decide.
   */
  static boolean offer(Tx tx, DecisionKind kind, int player, List<Integer> options) {
    return Route.offer(tx, kind, player, options);
  }

  /** A priority window (510): opens with the turn player, runs 511 before priority is given. */
  static boolean window(Tx tx) {
    GameState s = tx.s;
    if (nothingBeforePriority(s, s.abilities())) {
      // Giving priority is all this step does (511: nothing to check, no triggered effect waits):
      // the window opens if it must and priority is given in one state copy, the same state the
      // steps below make one copy at a time.
      boolean opening = s.passes() < 0;
      int holder = opening ? s.turnPlayer() : s.lastPriority();
      AbilityState ab = opening ? Effects.hadPriority(s.abilities(), holder) : s.abilities();
      tx.s = s.withWindow(opening ? 0 : s.passes(), holder, Decision.priority(holder), Effects.priorityGiven(ab));
      return true;
    }
    if (tx.s.passes() < 0) {
      tx.s = tx.s.withWindow(0, tx.s.turnPlayer(), tx.s.decision());
      // 511.5a.i: as a window opens, the turn player processes theirs first, those waiting now
      // and those pre-priority processing creates before anyone gets priority.
      Effects.hadPriority(tx, tx.s.turnPlayer());
    }
    if (PrePriority.run(tx)) {
      return false;
    }
    // 511.5: triggered effects, each in turn; a decision may be needed to order them.
    if (Effects.nextTriggered(tx)) {
      return tx.s.decision() != null;
    }
    Effects.priorityGiven(tx);
    tx.s = tx.s.withDecision(Decision.priority(tx.s.lastPriority()));
    return true;
  }

  /**
   * 510.2: a player passed and the window stays open; priority goes to {@code next}. When nothing
   * is left for 511 to do before {@code next} gets it (a turn's own window, no triggered effect
   * waits, no card it acts on: {@link #window}'s test), it is given in the same state copy and
   * {@link #advance} finds the game waiting; else the window does the work first.
   */
  static void passOn(Tx tx, int passes, int next, AbilityState ab) {
    if (working(tx.s) == null && nothingBeforePriority(tx.s, ab)) {
      tx.s = tx.s.withWindow(passes, next, Decision.priority(next), Effects.priorityGiven(ab));
    } else {
      tx.s = tx.s.withWindow(passes, next, null, ab);
    }
  }

  /** 510.2: all players passed in a row, so the window closes and the game moves on. */
  static void closeWindow(Tx tx) {
    GameState s = tx.s;
    if (s.faceoff() == null && s.abilities().chances().isEmpty()) {
      Stage stage = s.stage();
      Stage next = afterWindow(stage);
      if (next.phase() == stage.phase()) {
        // Within one phase nothing ends with the step (601.2) and no Reaction chance is left to
        // drop: the window closes and the next stage starts in one state copy, not two.
        if (openedQuietly(tx, next)) {
          return; // and the next window opened in that copy too
        }
        tx.s = s.withStageWindow(next, -1, s.lastPriority(), null, s.abilities());
        entered(tx, next);
        return;
      }
    }
    tx.s = tx.s.withWindow(-1, tx.s.lastPriority(), null);
    Reactions.windowClosed(tx);
    Faceoff f = tx.s.faceoff();
    if (f != null) {
      Faceoff.Stage next = switch (f.stage()) {
        case START_WINDOW -> Faceoff.Stage.FLIP;
        case FLIP_WINDOW -> Faceoff.Stage.COMPARE;
        case END_WINDOW -> Faceoff.Stage.CLEANUP;
        default -> throw new IllegalStateException("no window at faceoff stage " + f.stage());
      };
      tx.s = tx.s.withFaceoff(f.withStage(next));
      return;
    }
    Stage stage = tx.s.stage();
    setStage(tx, afterWindow(stage));
  }

  /**
   * Enters {@code next}, a window of the current phase, and gives the turn player priority in one
   * state copy, when that is all entering it and opening it would do (see {@link #opensQuietly});
   * false, changing nothing, otherwise.
   */
  private static boolean openedQuietly(Tx tx, Stage next) {
    GameState s = tx.s;
    if (next.phase() != s.stage().phase() || !opensQuietly(s, next)) {
      return false;
    }
    int tp = s.turnPlayer();
    tx.s = s.withStageWindow(next, 0, tp, Decision.priority(tp),
        Effects.priorityGiven(Effects.hadPriority(s.abilities(), tp)));
    tx.emit(new GameEvent.StageEntered(next));
    return true;
  }

  /**
   * Whether entering {@code next} from {@code s} would do nothing but open its window and give the
   * turn player priority: it is a window with no work of its own on entering ({@link #entered}: no
   * Inspired, no solving, nothing noticing the stage), no procedure is in progress, no uniqueness
   * rule is broken (516), 511 has nothing to do and no triggered effect waits ({@link #window}'s
   * test).
   */
  private static boolean opensQuietly(GameState s, Stage next) {
    return next.window() && next != Stage.MAIN_PHASE_START && next != Stage.SOLVE_STEP_START
        && working(s) == null && !Triggers.noticesStage(s, next) && Uniqueness.firstViolation(s) == null
        && nothingBeforePriority(s, s.abilities());
  }

  /**
   * 511: nothing to do before priority is given: no triggered effect waits in {@code ab} (511.5)
   * and no card in play is of a sort pre-priority processing acts on (511.2-511.4).
   */
  private static boolean nothingBeforePriority(GameState s, AbilityState ab) {
    return Effects.noneWaiting(ab) && PrePriority.quiet(s);
  }

  /**
   * Ends a step's work by going on to {@code next}, a stage of the same phase, for work that does
   * nothing after it (the game's work goes on in {@link #advance}): a window that would only give
   * priority opens in the same copy.
   */
  private static void endStep(Tx tx, Stage next) {
    if (tx.s.passes() >= 0 || !openedQuietly(tx, next)) {
      setStage(tx, next);
    }
  }

  /** The stage a closed window leads to: a Confront Step ends by choosing the next Problem (610.1). */
  private static Stage afterWindow(Stage stage) {
    return stage == Stage.CONFRONT_STEP_END ? Stage.CHOOSE_CONFRONT : stage.next();
  }

  /** Does the work of the current stage. Returns true when a player must decide. */
  private static boolean step(Tx tx) {
    GameState s = tx.s;
    Stage stage = s.stage();
    if (stage.window()) {
      return window(tx);
    }
    int tp = s.turnPlayer();
    switch (stage) {
      case SETUP_STARTING_PROBLEM:
        return Setup.startingProblems(tx);
      case SETUP_DEAL:
        Setup.deal(tx);
        return false;
      case SETUP_MULLIGAN:
        return Setup.mulligans(tx);
      case READY_STEP:
        // 603.1
        for (InPlay c : tx.s.play()) {
          if (c.controller() == tp && !Abilities.cant(tx.s, c, Ability.Restriction.READY_IN_READY_PHASE)) {
            tx.ready(c.id());
          }
        }
        endAfterReadyStep(tx, tp);
        setStage(tx, Stage.ACTION_STEP);
        return false;
      case ACTION_STEP:
        tx.gainTokens(tp, tokensForHighestScore(highestScore(s)));
        endStep(tx, Stage.DRAW_STEP_START);
        return false;
      case DRAW:
        // 605.1a: the first player skips the draw of the game's first turn.
        if (s.turn() != 1) {
          tx.draw(tp);
        }
        endStep(tx, Stage.DRAW_STEP_END);
        return false;
      case UNCOVER:
        return uncoverStep(tx);
      case CHALLENGE:
        return challengeStep(tx);
      case CHOOSE_CONFRONT:
        return chooseConfront(tx);
      case CONFRONT:
        confront(tx);
        // The step ends after the confronting, so its events come before the end-of-step window.
        endStep(tx, Stage.CONFRONT_STEP_END);
        return false;
      case FACEOFF:
        faceoffStep(tx);
        return false;
      case SOLVE:
        solveStep(tx);
        return false;
      case WRAP_UP_DISCARD: {
        // 616.2
        List<Integer> hand = tx.player(tp).hand();
        if (hand.size() > MAX_HAND) {
          return offer(tx, DecisionKind.DISCARD, tp, hand);
        }
        setStage(tx, Stage.WRAP_UP_RETIRE);
        return false;
      }
      case WRAP_UP_RETIRE: {
        // 616.3
        List<Integer> friends = countedAtHome(s, tp);
        // 104.2 (issue 11): Friends that can't leave play are not retired; the others still are.
        List<Integer> retirable = friends.stream()
            .filter(f -> !Abilities.cant(s, s.inPlay(f), Ability.Restriction.LEAVE_PLAY)).toList();
        if (friends.size() > homeLimit(s, tp) && !retirable.isEmpty()) {
          return offer(tx, DecisionKind.RETIRE, tp, retirable);
        }
        setStage(tx, Stage.WRAP_UP_END);
        return false;
      }
      case WRAP_UP_END:
        // 616.4: "this turn" modifiers end with the turn.
        Effects.endModifiers(tx, Duration.TURN);
        // "The next card you play this turn": unused ones end with the turn.
        for (int p = 0; p < tx.s.players().size(); p++) {
          if (!tx.player(p).nextPlay().isEmpty()) {
            tx.setPlayer(p, tx.player(p).withNextPlay(List.of()));
          }
          // Play requirements lowered "until the end of the turn" come back.
          if (!tx.player(p).requirementCuts().isEmpty()) {
            tx.setPlayer(p, tx.player(p).withRequirementCuts(List.of()));
          }
          endConfrontChanges(tx, p, Duration.TURN, -1);
        }
        // Rulings.md, "Changes to the turn sequence": an extra turn comes before the opponent's.
        // Extra turns not taken yet (the opponent's come after their own next turn) carry over.
        List<Integer> left = new ArrayList<>(tx.s.scoreBook().counts().extraTurns());
        int nextPlayer = left.get(tp) > 0 ? tp : GameState.opponent(tp);
        if (nextPlayer == tp) {
          left.set(tp, left.get(tp) - 1);
        }
        startTurn(tx, s.turn() + 1, nextPlayer);
        if (left.stream().anyMatch(n -> n > 0)) {
          tx.count(t -> t.withSequence(left, t.skipPhases(), t.newPhases()));
        }
        return false;
      default:
        throw new IllegalStateException("no work defined for stage " + stage);
    }
  }

  /** 603.1: "skipped by its controller's next Ready Step" ends once that Ready Step is done. */
  private static void endAfterReadyStep(Tx tx, int tp) {
    var ab = tx.s.abilities();
    List<org.ponytable.engine.state.Modifier> kept = new java.util.ArrayList<>();
    for (var m : ab.modifiers()) {
      InPlay target = tx.s.inPlay(m.target());
      if (m.duration() != Duration.NEXT_READY_PHASE || target == null || target.controller() != tp) {
        kept.add(m);
      }
    }
    if (kept.size() != ab.modifiers().size()) {
      tx.s = tx.s.withAbilities(ab.withModifiers(kept));
      tx.emit(new GameEvent.ModifiersEnded(Duration.NEXT_READY_PHASE.jsonName(), ab.modifiers().size() - kept.size()));
    }
  }

  static void startTurn(Tx tx, int turn, int player) {
    tx.s = tx.s.withTurn(turn, player).withScoreBook(ScoreBook.EMPTY).withChallenged(List.of())
        .withPasses(-1).withLastPriority(-1);
    // "Until the start of your next turn": the new turn player's modifiers of that length end.
    Effects.endModifiers(tx, Duration.YOUR_NEXT_TURN, player);
    for (int p = 0; p < tx.s.players().size(); p++) {
      endConfrontChanges(tx, p, Duration.YOUR_NEXT_TURN, player);
    }
    tx.emit(new GameEvent.TurnStarted(turn, player));
    setStage(tx, Stage.READY_STEP);
  }

  /**
   * 611.3: confront requirement changes of {@code player} made by effects end: those lasting the
   * turn, or those lasting until the start of {@code controller}'s next turn.
   */
  private static void endConfrontChanges(Tx tx, int player, Duration until, int controller) {
    List<org.ponytable.engine.state.ConfrontChange> all = tx.player(player).confrontChanges();
    if (all.isEmpty()) {
      return;
    }
    List<org.ponytable.engine.state.ConfrontChange> left = new ArrayList<>();
    for (var c : all) {
      if (c.until() != until || until == Duration.YOUR_NEXT_TURN && c.controller() != controller) {
        left.add(c);
      }
    }
    tx.setPlayer(player, tx.player(player).withConfrontChanges(left));
  }

  public static int highestScore(GameState s) {
    int high = 0;
    for (PlayerState p : s.players()) {
      high = Math.max(high, p.score());
    }
    return high;
  }

  /** 604.1a-d */
  public static int tokensForHighestScore(int highest) {
    if (highest <= 1) {
      return 2;
    }
    if (highest <= 5) {
      return 3;
    }
    if (highest <= 10) {
      return 4;
    }
    return 5;
  }

  public static List<Integer> friendsAtHome(GameState s, int player) {
    List<Integer> out = new ArrayList<>();
    for (InPlay c : s.at(Area.home(player))) {
      if (c.controller() == player && s.type(c.id()) == CardType.FRIEND) {
        out.add(c.id());
      }
    }
    return out;
  }

  /**
   * 212, 616.3: from the face-up side of the player's Mane Character, with the home limit changes
   * of the cards in play; never below 0 (rulings.md, home limit changes).
   */
  public static int homeLimit(GameState s, int player) {
    int mane = s.maneOf(player);
    int printed = mane < 0 ? 0 : s.face(mane).homeLimit();
    if (!PlayIndex.of(s).homeLimitChanges) {
      return printed;
    }
    int change = 0;
    for (PlayIndex.Held held : PlayIndex.held(s)) {
      if (held.ability() instanceof Ability.HomeLimitChange hl && hl.player().is(player, held.source().controller())
          && Abilities.holds(s, hl.whileCondition(), ctx(held.source()))) {
        // rulings.md, home limit changes: "for each" is read by the player whose limit it is when it names anyone.
        change += hl.forEach() == null ? hl.amount() : hl.amount() * Counts.of(s, hl.forEach(), ctx(held.source()),
            hl.player() == Who.ANYONE ? player : held.source().controller());
      }
    }
    return Math.max(0, printed + change);
  }

  /**
   * 616.3: the player's Friends at home that count toward their home limit: all but those a home
   * limit change says don't count (rulings.md, home limit changes).
   */
  public static List<Integer> countedAtHome(GameState s, int player) {
    List<Integer> friends = friendsAtHome(s, player);
    if (!PlayIndex.of(s).homeLimitChanges) {
      return friends;
    }
    List<Integer> out = new ArrayList<>();
    for (int f : friends) {
      boolean counted = true;
      for (PlayIndex.Held held : PlayIndex.held(s)) {
        if (held.ability() instanceof Ability.HomeLimitChange hl && hl.uncounted() != null
            && hl.player().is(player, held.source().controller())
            && Abilities.holds(s, hl.whileCondition(), ctx(held.source()))
            && Abilities.matches(s, hl.uncounted(), f, ctx(held.source()))) {
          counted = false;
        }
      }
      if (counted) {
        out.add(f);
      }
    }
    return out;
  }

  private static Abilities.Ctx ctx(InPlay source) {
    return new Abilities.Ctx(source.id(), source.controller(), -1, null);
  }

  // ---- Troublemaker Phase ----

  /** 607.1-607.3 */
  private static boolean uncoverStep(Tx tx) {
    GameState s = tx.s;
    List<Integer> candidates = new ArrayList<>();
    for (InPlay c : s.play()) {
      if (c.controller() == s.turnPlayer() && c.faceDown() && s.type(c.id()) == CardType.TROUBLEMAKER
          && c.area().isProblem() && !hasFaceUpEpic(s, c.area())
          && !Abilities.cant(s, c, Ability.Restriction.BE_UNCOVERED)) {
        candidates.add(c.id());
      }
    }
    if (candidates.isEmpty()) {
      endStep(tx, Stage.UNCOVER_STEP_END);
      return false;
    }
    return offer(tx, DecisionKind.UNCOVER_ORDER, s.turnPlayer(), candidates);
  }

  static boolean hasFaceUpEpic(GameState s, Area area) {
    for (InPlay c : s.at(area)) {
      if (s.type(c.id()) == CardType.TROUBLEMAKER && !c.faceDown() && Stats.hasTrait(s, c, "Epic")) {
        return true;
      }
    }
    return false;
  }

  static void uncover(Tx tx, int tm) {
    InPlay c = tx.s.inPlay(tm);
    tx.s = tx.s.withInPlay(c.withFaceDown(false));
    tx.emit(new GameEvent.Uncovered(tm));
    Triggers.card(tx, Trigger.Kind.UNCOVERED, tm, tx.s, c.area());
    Triggers.card(tx, Trigger.Kind.TURNED_FACE_UP, tm, tx.s, c.area());
    // Glossary, Villain: uncovering it frightens each Friend at its Problem.
    if (Stats.has(tx.s, tx.s.inPlay(tm), Keyword.VILLAIN)) {
      for (InPlay other : tx.s.at(c.area())) {
        if (tx.s.type(other.id()) == CardType.FRIEND) {
          tx.frighten(other.id());
        }
      }
    }
    if (Stats.hasTrait(tx.s, tx.s.inPlay(tm), "Epic")) {
      for (InPlay other : tx.s.at(c.area())) {
        if (other.id() != tm && tx.s.type(other.id()) == CardType.TROUBLEMAKER && !other.faceDown()) {
          tx.dismiss(other.id(), "an Epic Troublemaker was uncovered there");
        }
      }
    }
  }

  /** 608.1-608.3: the Troublemakers the turn player may challenge now. */
  public static List<Integer> challengeable(GameState s) {
    int tp = s.turnPlayer();
    List<Integer> out = new ArrayList<>();
    for (InPlay c : s.play()) {
      if (s.type(c.id()) != CardType.TROUBLEMAKER || c.faceDown() || !c.area().isProblem()
          || s.challenged().contains(c.id())) {
        continue;
      }
      boolean epic = Stats.hasTrait(s, c, "Epic");
      if (c.controller() == tp && !epic) {
        continue;
      }
      int problem = s.problemAt(c.area().owner());
      if (problem >= 0 && Confronting.hasCharacterAt(s, problem, tp) && !Costs.challengeBanned(s, tp, c.id())) {
        out.add(c.id());
      }
    }
    return out;
  }

  private static boolean challengeStep(Tx tx) {
    List<Integer> options = challengeable(tx.s);
    if (options.isEmpty()) {
      endChallenges(tx);
      return false;
    }
    tx.s = tx.s.withDecision(new Decision(DecisionKind.CHALLENGE, tx.s.turnPlayer(), options));
    return true;
  }

  static void endChallenges(Tx tx) {
    tx.s = tx.s.withChallenged(List.of());
    endStep(tx, Stage.CHALLENGE_STEP_END);
  }

  /** 608.4: a challenge is a Troublemaker faceoff at that Problem. */
  static void challenge(Tx tx, int tm) {
    int tp = tx.s.turnPlayer();
    payToChallenge(tx, tp, tm);
    tx.s = tx.s.withChallenged(PlayerState.plus(tx.s.challenged(), tm));
    declareChallenge(tx, tp, tm);
    int problem = tx.s.problemAt(tx.s.inPlay(tm).area().owner());
    Faceoffs.start(tx, FaceoffKind.TROUBLEMAKER, List.of(problem), tm, tp);
  }

  /** 608.4: what a card says challenging {@code tm} costs, paid as the challenge is declared (104.2a). */
  static void payToChallenge(Tx tx, int challenger, int tm) {
    int cost = Costs.challenge(tx.s, challenger, tm);
    if (cost > 0) {
      tx.payTokens(challenger, cost);
    }
  }

  /** 608.4: {@code challenger} challenges {@code tm}, in the Challenge Step or by an effect; "challenges" triggers. */
  static void declareChallenge(Tx tx, int challenger, int tm) {
    tx.emit(new GameEvent.ChallengeDeclared(challenger, tm));
    Triggers.player(tx, Trigger.Kind.CHALLENGES, challenger, null, List.of(tm), tx.s.inPlay(tm).area());
  }

  // ---- Score Phase ----

  /** 610.1: a Confront Step for each Problem, in the order the turn player chooses. */
  private static boolean chooseConfront(Tx tx) {
    GameState s = tx.s;
    int tp = s.turnPlayer();
    List<Integer> remaining = new ArrayList<>();
    for (int owner : new int[] {tp, GameState.opponent(tp)}) {
      int problem = s.problemAt(owner);
      if (problem >= 0 && !s.scoreBook().stepsDone().contains(problem)) {
        remaining.add(problem);
      }
    }
    if (remaining.isEmpty()) {
      endStep(tx, Stage.FACEOFF_STEP_START);
      return false;
    }
    List<Integer> occupied = new ArrayList<>();
    for (int p : remaining) {
      if (Confronting.hasCharacterAt(s, p, tp)) {
        occupied.add(p);
      }
    }
    // The order only matters between Problems where the player has characters, and only when one
    // of them can be confronted now (611.1): a choice between two Confront Steps that both do nothing is no choice.
    if (occupied.size() >= 2) {
      for (int p : occupied) {
        if (Confronting.canConfront(s, p, tp)) {
          return offer(tx, DecisionKind.CONFRONT_ORDER, tp, remaining);
        }
      }
    }
    startConfrontStep(tx, occupied.isEmpty() ? remaining.get(0) : occupied.get(0));
    return false;
  }

  static void startConfrontStep(Tx tx, int problem) {
    tx.s = tx.s.withScoreBook(tx.s.scoreBook().withCurrent(problem));
    endStep(tx, Stage.CONFRONT_STEP_START);
  }

  /** 611: confront if able; a point, the bonus for the first confronter, note a faceoff. */
  private static void confront(Tx tx) {
    GameState s = tx.s;
    int tp = s.turnPlayer();
    int problem = s.scoreBook().current();
    tx.s = s.withScoreBook(s.scoreBook().stepDone(problem));
    if (s.inPlay(problem) == null) {
      return;
    }
    String blocked = Confronting.blockedBy(s, problem, tp);
    boolean present = Confronting.hasCharacterAt(s, problem, tp);
    if (blocked != null) {
      if (present) {
        tx.emit(new GameEvent.CouldNotConfront(tp, problem, blocked));
      }
      return;
    }
    if (!Confronting.meetsRequirement(s, problem, tp)) {
      if (present) {
        tx.emit(new GameEvent.CouldNotConfront(tp, problem, "its requirement is not met"));
      }
      return;
    }
    boolean opponentToo = Confronting.canConfront(s, problem, GameState.opponent(tp));
    InPlay p = s.inPlay(problem);
    boolean first = !p.confronted();
    tx.s = tx.s.withInPlay(p.withConfronted(true))
        .withScoreBook(tx.s.scoreBook().confronted(problem, opponentToo));
    tx.emit(new GameEvent.Confronted(tp, problem));
    Triggers.player(tx, Trigger.Kind.CONFRONT, tp, null, List.of(problem), p.area());
    if (first) {
      Triggers.player(tx, Trigger.Kind.CONFRONT_FIRST, tp, null, List.of(problem), p.area());
    }
    String title = s.def(problem).title();
    // 517.2: scored with the characters the player controls at that Problem.
    List<Integer> with = new ArrayList<>();
    for (InPlay c : tx.s.play()) {
      if (c.controller() == tp && c.area().equals(p.area()) && tx.s.isCharacter(c)) {
        with.add(c.id());
      }
    }
    tx.score(tp, 1, "confronted " + title);
    tx.scoredWith(with, 1);
    if (first) {
      int bonus = Confronting.bonus(s, problem);
      tx.score(tp, bonus, "first to confront " + title);
      tx.scoredWith(with, bonus);
    }
  }

  /** 612.1-612.2 */
  private static void faceoffStep(Tx tx) {
    ScoreBook book = tx.s.scoreBook();
    if (!book.faceoffProblems().isEmpty()) {
      endStep(tx, Stage.FACEOFF_STEP_END);
      return;
    }
    List<Integer> confronted = new ArrayList<>();
    for (int p : book.confronted()) {
      if (tx.s.inPlay(p) != null) {
        confronted.add(p);
      }
    }
    if (confronted.size() >= 2) {
      tx.s = tx.s.withScoreBook(book.withFaceoffProblems(confronted));
      Faceoffs.start(tx, FaceoffKind.DOUBLE_PROBLEM, confronted, -1, tx.s.turnPlayer());
    } else if (confronted.size() == 1 && book.opponentCouldConfront().contains(confronted.get(0))) {
      tx.s = tx.s.withScoreBook(book.withFaceoffProblems(confronted));
      Faceoffs.start(tx, FaceoffKind.PROBLEM, confronted, -1, tx.s.turnPlayer());
    } else {
      endStep(tx, Stage.FACEOFF_STEP_END);
    }
  }

  /**
   * 613.1: as the Solve Step starts, Problems with a resolved Problem faceoff become solved; their
   * "solved" triggers are processed in the window that opens now (511.5), before 613.2 replaces
   * them, so "here" still holds everything that was there.
   */
  private static void solve(Tx tx) {
    for (int problem : tx.s.scoreBook().faceoffProblems()) {
      InPlay p = tx.s.inPlay(problem);
      if (p != null) {
        tx.emit(new GameEvent.ProblemSolved(problem));
        Triggers.card(tx, Trigger.Kind.SOLVED, problem, tx.s, p.area());
      }
    }
  }

  /** 613.2: the Problems solved as the step started, if still in play, are replaced. */
  private static void solveStep(Tx tx) {
    for (int problem : tx.s.scoreBook().faceoffProblems()) {
      if (tx.s.inPlay(problem) != null) {
        replaceProblem(tx, problem, true);
      }
    }
    setStage(tx, Stage.SOLVE_STEP_END);
  }

  /**
   * 613.2, in its order: characters home, face-up Troublemakers and Resources dismissed, swap.
   * {@code solved}: the Problem was solved (613.1), not replaced by an effect.
   */
  static void replaceProblem(Tx tx, int problem, boolean solved) {
    // 710: "if this card's Problem would be replaced, ... instead": none of 613.2 happens.
    if (Replacements.replaced(tx, Ability.Occurrence.PROBLEM_REPLACED, problem, -1)) {
      return;
    }
    Area area = tx.s.inPlay(problem).area();
    // 613.2 sends them all at once: those with a replacement of their own go last, so one that
    // keeps others there ("your Friends here") still reads as being there while they are sent.
    List<InPlay> characters = new ArrayList<>();
    for (InPlay c : tx.s.at(area)) {
      if (tx.s.isCharacter(c)) {
        characters.add(c);
      }
    }
    characters.sort(java.util.Comparator.comparing(c -> Abilities.of(tx.s, c).stream()
        .anyMatch(a -> a instanceof Ability.Replacement)));
    for (InPlay c : characters) {
      if (tx.s.inPlay(c.id()) != null) {
        if (solved) {
          tx.sendHomeFromSolved(c.id());
        } else {
          tx.sendHome(c.id());
        }
      }
    }
    for (InPlay c : tx.s.at(area)) {
      CardType t = tx.s.type(c.id());
      if ((t == CardType.TROUBLEMAKER && !c.faceDown()) || t == CardType.RESOURCE) {
        tx.dismiss(c.id(), "its Problem was replaced");
      }
    }
    int owner = tx.s.owner(problem);
    List<InPlay> play = new ArrayList<>(tx.s.play());
    play.removeIf(c -> c.id() == problem);
    tx.s = tx.s.withPlay(play);
    // 409.6: a new card in the problem deck; its entry timestamp would tell a hidden card's id.
    Effects.forget(tx, problem, true);
    PlayerState ps = tx.player(owner);
    List<Integer> deck = PlayerState.plus(ps.problemDeck(), problem);
    int next = deck.remove(0);
    tx.setPlayer(owner, ps.withProblemDeck(deck));
    tx.enterPlay(next, owner, area, false);
    tx.emit(new GameEvent.ProblemReplaced(problem, next, owner));
  }
}
