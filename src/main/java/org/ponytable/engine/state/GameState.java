package org.ponytable.engine.state;

import org.ponytable.engine.terms.Step;
import org.ponytable.engine.terms.Phase;
import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Face;

/**
 * One immutable moment of a game. Unchanged parts are shared between successive states, so a
 * game's whole history stays small. Everything the rules track is here, the random state too.
 *
 * @param cards every card of the game by id; only a token card made during the game is added (rulings.md)
 * @param play the play zone in the order cards entered it
 * @param turn the turn number, 0 during setup
 * @param decision what the game waits for, null once the game is over
 * @param passes consecutive passes in the open priority window (510.2)
 * @param lastPriority the player who most recently had priority, or -1 (516.2a, 801.1)
 * @param pending procedures in progress, innermost last ({@link Pending}): the faceoff, what is
 *     being processed, a 710.5 choice; at most one of each kind
 * @param challenged Troublemakers challenged this Challenge Step (608.3)
 * @param rng the random state; {@code seed} is where it started
 * @param abilities modifiers and waiting triggered effects (7xx)
 */
public record GameState(
    CardPool pool,
    List<CardInfo> cards,
    List<PlayerState> players,
    List<InPlay> play,
    int turn,
    int firstPlayer,
    int turnPlayer,
    Stage stage,
    Decision decision,
    int passes,
    int lastPriority,
    ScoreBook scoreBook,
    List<Pending> pending,
    List<Integer> challenged,
    GameResult result,
    long rng,
    long seed,
    AbilityState abilities) {

  /** A state without anything of the ability language in use. */
  public GameState(CardPool pool, List<CardInfo> cards, List<PlayerState> players, List<InPlay> play,
      int turn, int firstPlayer, int turnPlayer, Stage stage, Decision decision, int passes,
      int lastPriority, ScoreBook scoreBook, List<Pending> pending, List<Integer> challenged,
      GameResult result, long rng, long seed) {
    this(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, AbilityState.EMPTY);
  }

  public GameState {
    abilities = abilities == null ? AbilityState.EMPTY : abilities;
    players = List.copyOf(players);
    play = PlayZone.of(play);
    challenged = List.copyOf(challenged);
    pending = Procedures.of(pending);
  }

  // ---- reading ----

  public PlayerState player(int p) {
    return players.get(p);
  }

  public static int opponent(int p) {
    return 1 - p;
  }

  public boolean isOver() {
    return result != null;
  }

  public CardInfo card(int id) {
    return cards.get(id);
  }

  public CardDef def(int id) {
    return cards.get(id).def();
  }

  public int owner(int id) {
    return cards.get(id).owner();
  }

  /** The card in play with this id, or null (found through the zone's index, not a walk). */
  public InPlay inPlay(int id) {
    return ((PlayZone) play).byId(id);
  }

  /**
   * What the rules work out from the play zone alone, kept with the zone (which never changes, so
   * it can't go stale), or null; an Object, so the state knows nothing of the rules.
   */
  public Object playDerived() {
    return ((PlayZone) play).derived;
  }

  /** Keeps {@code derived} with the play zone, for {@link #playDerived}. */
  public void keepPlayDerived(Object derived) {
    ((PlayZone) play).derived = derived;
  }

  /** The face a card shows: the Boosted side of a turned Mane Character (301.3). */
  public Face face(int id) {
    CardDef d = def(id);
    if (d.boosted() == null) {
      return d.face(); // one face only: no need to look the card up in play
    }
    InPlay c = inPlay(id);
    return d.face(c != null && c.boosted());
  }

  /**
   * The card's type: the printed one, or a Friend while an effect says it is also one (rulings.md,
   * "also a Friend"); filters naming its printed type still find it ({@code Abilities.matches}).
   */
  public CardType type(int id) {
    CardType printed = def(id).type();
    if (printed == CardType.FRIEND || !Modifiers.mayChangeType(abilities.modifiers())) {
      return printed;
    }
    for (Modifier m : abilities.modifiers()) {
      if (m.target() == id && m.change().becomes() != null) {
        return m.change().becomes();
      }
    }
    return printed;
  }

  public List<InPlay> at(Area area) {
    List<InPlay> out = new ArrayList<>();
    for (InPlay c : play) {
      if (c.area().equals(area)) {
        out.add(c);
      }
    }
    return out;
  }

  /** The Problem card at a player's Problem area, or -1. */
  public int problemAt(int owner) {
    Area a = Area.problem(owner);
    for (int i = 0; i < play.size(); i++) { // by index: asked many times per action
      InPlay c = play.get(i);
      if (c.area().equals(a) && type(c.id()) == CardType.PROBLEM) {
        return c.id();
      }
    }
    return -1;
  }

  /** The Mane Character a player controls, or -1. */
  public int maneOf(int player) {
    for (int i = 0; i < play.size(); i++) {
      InPlay c = play.get(i);
      if (c.controller() == player && type(c.id()) == CardType.MANE_CHARACTER) {
        return c.id();
      }
    }
    return -1;
  }

  public boolean isCharacter(InPlay c) {
    return type(c.id()).isCharacter();
  }

  /** The player who must decide now, or -1 when the game is over. */
  public int actor() {
    return decision == null ? -1 : decision.player();
  }

  // ---- procedures in progress ----

  /** The innermost procedure in progress, the one the game's work goes on with, or null. */
  public Pending top() {
    return pending.isEmpty() ? null : pending.get(pending.size() - 1);
  }

  /** The faceoff in progress (514), or null. */
  public Faceoff faceoff() {
    return ((Procedures) pending).faceoff;
  }

  /** The ability or Event being processed (705.2d, 511.5), or null. */
  public Resolution resolving() {
    return ((Procedures) pending).resolving;
  }

  /** The 710.5 choices of the work being done again, or null. */
  public ReplacementChoices replacing() {
    return ((Procedures) pending).replacing;
  }

  public Phase phase() {
    return stage.phase();
  }

  public Step step() {
    return stage.step();
  }

  // ---- changing (each returns a new state) ----

  // Each wither calls the canonical constructor itself: a Copy object to fill in escaped the JIT
  // (its constructor was too big to inline), costing an object per state made on the hot path.

  public GameState withPlayer(int p, PlayerState ps) {
    return new GameState(pool, cards, replaced(players, p, ps), play, turn, firstPlayer, turnPlayer, stage, decision,
        passes, lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  /** An immutable copy of {@code l} with {@code v} at {@code i}: two players, so one small list. */
  private static <T> List<T> replaced(List<T> l, int i, T v) {
    if (l.size() == 2 && (i == 0 || i == 1)) {
      return i == 0 ? List.of(v, l.get(1)) : List.of(l.get(0), v);
    }
    List<T> m = new ArrayList<>(l);
    m.set(i, v);
    return List.copyOf(m);
  }

  /** A token card made during the game joins the game's cards under the next id (rulings.md). */
  public GameState withNewCard(CardInfo card) {
    if (card.id() != cards.size()) {
      throw new IllegalArgumentException("a new card takes the next id, " + cards.size() + ", not " + card.id());
    }
    List<CardInfo> l = new ArrayList<>(cards);
    l.add(card);
    return new GameState(pool, List.copyOf(l), players, play, turn, firstPlayer, turnPlayer, stage, decision,
        passes, lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  public GameState withPlay(List<InPlay> v) {
    return new GameState(pool, cards, players, v, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  /** Replaces the in-play entry with the same id. */
  public GameState withInPlay(InPlay updated) {
    PlayZone zone = (PlayZone) play;
    int slot = zone.slotOf(updated.id());
    if (slot < 0) {
      throw new IllegalStateException("card " + updated.id() + " is not in play");
    }
    return withPlay(zone.with(slot, updated));
  }

  public GameState withTurn(int turnNumber, int player) {
    return new GameState(pool, cards, players, play, turnNumber, firstPlayer, player, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  public GameState withFirstPlayer(int v) {
    return new GameState(pool, cards, players, play, turn, v, turnPlayer, stage, decision, passes, lastPriority,
        scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  public GameState withStage(Stage v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, v, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  public GameState withDecision(Decision v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, v, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  public GameState withPasses(int v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, v,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  public GameState withLastPriority(int v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes, v,
        scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  /** A priority window's passes, last priority holder and decision at once (one copy, not three: 510). */
  public GameState withWindow(int passes, int lastPriority, Decision decision) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  /**
   * A window's passes, last priority holder and decision with the abilities' bookkeeping of who
   * had priority (511.5a, 802.3): one copy where a window opening or a pass made two to four.
   */
  public GameState withWindow(int passes, int lastPriority, Decision decision, AbilityState abilities) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  /**
   * A new stage with its window's passes, last priority holder and decision, and the abilities'
   * bookkeeping of who had priority: a window closed and the next stage entered, or the next
   * window opened too, in one copy (510.2).
   */
  public GameState withStageWindow(Stage stage, int passes, int lastPriority, Decision decision, AbilityState abilities) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, abilities);
  }

  public GameState withScoreBook(ScoreBook v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, v, pending, challenged, result, rng, seed, abilities);
  }

  /** Starts, changes or (null) ends the faceoff in progress. */
  public GameState withFaceoff(Faceoff v) {
    return withPending(Faceoff.class, v);
  }

  /** Starts, changes or (null) ends what is being processed. */
  public GameState withResolving(Resolution v) {
    return withPending(Resolution.class, v);
  }

  /** Asks, changes or (null) settles the 710.5 choices of the work being done. */
  public GameState withReplacing(ReplacementChoices v) {
    return withPending(ReplacementChoices.class, v);
  }

  /**
   * Replaces the procedure of {@code kind} in place, or removes it (null), or pushes it above
   * those of a lower or the same level ({@link Pending#level()}).
   */
  private GameState withPending(Class<? extends Pending> kind, Pending v) {
    Procedures l = ((Procedures) pending).with(kind, v);
    if (l == pending) {
      return this;
    }
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, l, challenged, result, rng, seed, abilities);
  }

  public GameState withChallenged(List<Integer> v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, v, result, rng, seed, abilities);
  }

  public GameState withResult(GameResult v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, v, rng, seed, abilities);
  }

  public GameState withRng(long v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, v, seed, abilities);
  }

  public GameState withAbilities(AbilityState v) {
    return new GameState(pool, cards, players, play, turn, firstPlayer, turnPlayer, stage, decision, passes,
        lastPriority, scoreBook, pending, challenged, result, rng, seed, v);
  }
}
