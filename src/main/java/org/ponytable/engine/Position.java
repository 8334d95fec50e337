package org.ponytable.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Modifier;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.state.Stage;

/**
 * Builds a game state from any position: what rules testers and tests start from. Each card
 * added returns its id. {@link #start()} runs the position to its first decision, so a position
 * set at a window stage opens that window with the turn player (510.2).
 */
public final class Position {
  private final CardPool pool;
  private final List<CardInfo> cards = new ArrayList<>();
  private final List<InPlay> play = new ArrayList<>();
  private final List<PlayerBuild> players = List.of(new PlayerBuild("Player 1"), new PlayerBuild("Player 2"));
  private int turn = 1;
  private int turnPlayer;
  private int firstPlayer;
  private Stage stage = Stage.MAIN_PHASE_START;
  private long seed = 1;
  private int priority = -1;
  // What already happened this turn (turn history a scenario may state).
  private int passes;
  private ScoreBook scoreBook = ScoreBook.EMPTY;
  private org.ponytable.engine.state.TurnCounts counts = org.ponytable.engine.state.TurnCounts.EMPTY;
  private List<Integer> challenged = List.of();
  private final List<Modifier> modifiers = new ArrayList<>();

  private static final class PlayerBuild {
    String name;
    final List<Integer> drawDeck = new ArrayList<>();
    final List<Integer> flipped = new ArrayList<>();
    final List<Integer> problemDeck = new ArrayList<>();
    final List<Integer> hand = new ArrayList<>();
    final List<Integer> discard = new ArrayList<>();
    final List<Integer> banished = new ArrayList<>();
    final java.util.Map<Integer, Integer> beneath = new java.util.HashMap<>();
    int tokens;
    int score;
    Boolean mulligan = false;
    int startingProblem = -1;

    PlayerBuild(String name) {
      this.name = name;
    }
  }

  public Position(CardPool pool) {
    this.pool = pool;
  }

  public CardPool pool() {
    return pool;
  }

  private int newCard(int owner, String defId) {
    int id = cards.size();
    cards.add(new CardInfo(id, defId, owner, pool.get(defId)));
    return id;
  }

  public Position name(int player, String name) {
    players.get(player).name = name;
    return this;
  }

  /** The turn number and whose turn it is; the first player defaults to player 1. */
  public Position turn(int number, int player) {
    this.turn = number;
    this.turnPlayer = player;
    return this;
  }

  public Position firstPlayer(int player) {
    this.firstPlayer = player;
    return this;
  }

  public Position stage(Stage s) {
    this.stage = s;
    return this;
  }

  public Position seed(long s) {
    this.seed = s;
    return this;
  }

  /** At a window stage: the player holding priority, if not the turn player. */
  public Position priority(int player) {
    this.priority = player;
    return this;
  }

  /** At a window stage: how many players passed in a row before the one holding priority (510.2). */
  public Position passes(int n) {
    this.passes = n;
    return this;
  }

  /** This Score Phase's Confront Steps done and Problems confronted (610.1, 612). */
  public Position scoreBook(ScoreBook book) {
    this.scoreBook = book;
    return this;
  }

  /** What the turn has counted so far (history conditions), kept whatever the Score Phase's record. */
  public Position counts(org.ponytable.engine.state.TurnCounts c) {
    this.counts = c;
    return this;
  }

  /** Troublemakers already challenged this Challenge Step (608.3). */
  public Position challenged(List<Integer> ids) {
    this.challenged = List.copyOf(ids);
    return this;
  }

  /** A modifier an effect made earlier (708.2); give them in timestamp order (711.3a). */
  public Position modifier(int source, int controller, int target, Ability.Change change, Duration until) {
    modifiers.add(new Modifier(modifiers.size() + 1, source, controller, target, change, until));
    return this;
  }

  /** In setup: the mulligan decision made (102.4), or null while still to make. */
  public Position mulligan(int player, Boolean take) {
    players.get(player).mulligan = take;
    return this;
  }

  /** In setup: the Starting Problem already chosen from the Problem deck (102.2). */
  public Position startingProblem(int player, int id) {
    players.get(player).startingProblem = id;
    return this;
  }

  public Position tokens(int player, int n) {
    players.get(player).tokens = n;
    return this;
  }

  public Position score(int player, int n) {
    players.get(player).score = n;
    return this;
  }

  /** A card entering play for its owner at an area (face down for Troublemakers if asked). */
  public int play(int owner, String defId, Area area) {
    int id = newCard(owner, defId);
    play.add(InPlay.entering(id, owner, area, false));
    return id;
  }

  public int playFaceDown(int owner, String defId, Area area) {
    int id = play(owner, defId, area);
    update(id, c -> c.withFaceDown(true));
    return id;
  }

  public int mane(int owner, String defId) {
    return play(owner, defId, Area.home(owner));
  }

  public int problem(int owner, String defId) {
    return play(owner, defId, Area.problem(owner));
  }

  /** Changes a card already in play (exhaust it, frighten it, give it to the other player...). */
  public Position update(int id, UnaryOperator<InPlay> change) {
    for (int i = 0; i < play.size(); i++) {
      if (play.get(i).id() == id) {
        play.set(i, change.apply(play.get(i)));
        return this;
      }
    }
    throw new IllegalArgumentException("card " + id + " is not in play");
  }

  public int hand(int owner, String defId) {
    int id = newCard(owner, defId);
    players.get(owner).hand.add(id);
    return id;
  }

  /** Adds a card under the ones already in the draw deck (so the first added is the top). */
  public int deck(int owner, String defId) {
    int id = newCard(owner, defId);
    players.get(owner).drawDeck.add(id);
    return id;
  }

  /** Marks a draw-deck card as flipped (it stays where it is, 515.2). */
  public Position flipped(int owner, int id) {
    players.get(owner).flipped.add(id);
    return this;
  }

  public int problemDeck(int owner, String defId) {
    int id = newCard(owner, defId);
    players.get(owner).problemDeck.add(id);
    return id;
  }

  public int discard(int owner, String defId) {
    int id = newCard(owner, defId);
    players.get(owner).discard.add(id);
    return id;
  }

  public int banished(int owner, String defId) {
    int id = newCard(owner, defId);
    players.get(owner).banished.add(id);
    return id;
  }

  /** A banished card of {@code owner} beneath {@code host}, a card in play (glossary: Pumped). */
  public int beneath(int owner, String defId, int host) {
    int id = banished(owner, defId);
    players.get(owner).beneath.put(id, host);
    return id;
  }

  /** The state as set, before anything runs. */
  public GameState build() {
    List<PlayerState> ps = new ArrayList<>();
    for (PlayerBuild b : players) {
      ps.add(new PlayerState(b.name, b.drawDeck, b.flipped, b.problemDeck, b.hand, b.discard, b.banished,
          b.tokens, b.score, b.mulligan, b.startingProblem, b.beneath));
    }
    for (int p = 0; p < 2; p++) {
      boolean hasMane = false;
      for (InPlay c : play) {
        hasMane |= c.controller() == p && pool.get(cards.get(c.id()).defId()).type() == CardType.MANE_CHARACTER;
      }
      if (!hasMane) {
        throw new IllegalArgumentException(players.get(p).name + " has no Mane Character in play");
      }
    }
    boolean window = stage.window() && (priority >= 0 || passes > 0);
    int holder = priority >= 0 ? priority : turnPlayer;
    AbilityState ab = AbilityState.EMPTY.withModifiers(modifiers);
    for (int i = 0; i < modifiers.size(); i++) {
      ab = ab.tick(); // later modifiers get later timestamps (711.3a)
    }
    return new GameState(pool, List.copyOf(cards), ps, play, turn, firstPlayer, turnPlayer, stage, null,
        window ? passes : -1, window ? holder : -1, scoreBook.withCounts(counts), List.of(), challenged, null, seed, seed,
        ab);
  }

  /** The state run forward to its first decision. */
  public GameState start() {
    return Engine.resume(build()).state();
  }
}
