package org.ponytable.engine;

import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.rules.GameSetup;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.rules.DeadEnds;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.StateInvariants;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;

/**
 * Plays many random legal games and checks the rules' invariants after every action. A failing
 * game is written to target/replays/ (seed + one action per line in Notation) so it can be
 * replayed. {@code -Dfuzz.games=N} sets the number of games, {@code -Dfuzz.seed=S} the seed the
 * game seeds are drawn from (fixed by default so a plain build is repeatable).
 */
public class RandomGamesPropertyTest {
  private static final int GAMES = Integer.getInteger("fuzz.games", 300);
  /** Ability games are slower (modifiers are read on every power lookup); a third as many by default. */
  private static final int ABILITY_GAMES = Integer.getInteger("fuzz.abilityGames", Math.max(1, GAMES / 3));
  /** Seeds the coverage checks look through: few enough to stay quick, all within ABILITY_GAMES. */
  private static final int COVERAGE_SEEDS = 8;
  private static final long MASTER_SEED = Long.getLong("fuzz.seed", 20261122L);
  private static final int ACTION_CAP = 50_000;
  /** About one state in this many has every listed legal action applied to it. */
  private static final int FULL_CHECK_EVERY = 40;
  /** One game in this many has a player concede at a random moment. */
  private static final int CONCEDE_EVERY = 25;

  /** One played game: its seed, its actions and every state, the first being after setup. */
  public record Played(long seed, List<Action> actions, List<GameState> states) {}

  /** A card pool and how a seed becomes a game setup. */
  public record Variant(String name, org.ponytable.engine.card.CardPool pool, java.util.function.LongFunction<GameSetup> setup) {}

  static final Variant BASE = new Variant("TestCards.setup(seed)", TestCards.POOL, TestCards::setup);

  /** Decks full of ability cards: every trigger, timing, cost and effect of AbilityCards in play. */
  public static final Variant ABILITIES = new Variant("RandomGamesPropertyTest.abilitySetup(seed)", AbilityCards.POOL,
      RandomGamesPropertyTest::abilitySetup);

  static GameSetup abilitySetup(long seed) {
    List<String> sun = new ArrayList<>();
    List<String> star = new ArrayList<>();
    for (org.ponytable.engine.card.CardDef d : AbilityCards.DEFS) {
      (d.id().hashCode() % 2 == 0 ? sun : star).add(d.id());
    }
    // Two more of each draw replacement, so games meet a choice between them (710.5).
    star.addAll(List.of("ab-nodraw", "ab-nodraw", "ab-padding", "ab-padding"));
    return sunAndStar(sun, star, seed);
  }

  /**
   * TestCards' two seats with extra cards added to each deck, plus stronger Friends and no Epic
   * Troublemaker, so random play can still score and finish.
   */
  private static GameSetup sunAndStar(List<String> sun, List<String> star, long seed) {
    sun.addAll(List.of("f-y2", "f-yo", "f-o2", "f-y2", "tm-2"));
    star.addAll(List.of("f-p2", "f-b3", "f-pb", "f-p2", "tm-4"));
    return new GameSetup(List.of(
        new GameSetup.Seat("Ann", TestCards.deck("mane-sun", sun, List.of("pr-y", "pr-yo", "pr-any"))),
        new GameSetup.Seat("Bo", TestCards.deck("mane-star", star, List.of("pr-p", "pr-any")))), seed, -1);
  }

  @Test
  @DisplayName("Random games: cards conserved, scores only rise, tokens never negative, someone can always act, every legal action applies, replays are exact")
  void randomGamesKeepTheInvariants() {
    run(BASE, GAMES);
  }

  @Test
  @DisplayName("Random games with ability cards (701-712): the same invariants, plus no triggered effect left waiting when priority is given")
  void randomGamesWithAbilitiesKeepTheInvariants() {
    run(ABILITIES, ABILITY_GAMES);
  }

  /** Decks with the flip words and keyword cards of KeywordCards (Random, Pumped, Inspired...). */
  public static final Variant KEYWORDS = new Variant("RandomGamesPropertyTest.keywordSetup(seed)", KeywordCards.POOL,
      RandomGamesPropertyTest::keywordSetup);

  static GameSetup keywordSetup(long seed) {
    List<String> sun = new ArrayList<>();
    List<String> star = new ArrayList<>();
    for (org.ponytable.engine.card.CardDef d : KeywordCards.DEFS) {
      sun.add(d.id());
      star.add(d.id());
    }
    return sunAndStar(sun, star, seed);
  }

  @Test
  @DisplayName("Random games with flip words and keyword cards (514.3a, 515.4, Random, Pumped, Inspired, Teamwork, Chaos): the same invariants")
  void randomGamesWithKeywordsKeepTheInvariants() {
    run(KEYWORDS, ABILITY_GAMES);
  }

  @Test
  @DisplayName("Random keyword games reach every keyword decision (Random, Pumped, Inspired), so the run above tests them")
  void keywordGamesReachTheKeywordDecisions() {
    java.util.Set<DecisionKind> seen = java.util.EnumSet.noneOf(DecisionKind.class);
    boolean beneath = false;
    boolean ignored = false;
    // Any seeds among the invariant runs' will do; which ones reach what moves with every rule change.
    for (long seed = 1; seed <= COVERAGE_SEEDS; seed++) {
      for (GameState s : play(KEYWORDS, seed, false, new ArrayList<>()).states()) {
        if (s.decision() != null) {
          seen.add(s.decision().kind());
        }
        beneath |= !s.player(0).beneath().isEmpty() || !s.player(1).beneath().isEmpty();
        ignored |= s.faceoff() != null && !s.faceoff().ignored().isEmpty();
      }
    }
    require(seen.containsAll(java.util.List.of(DecisionKind.RANDOM, DecisionKind.PUMPED, DecisionKind.INSPIRED_TOP,
        DecisionKind.INSPIRED_BOTTOM)), "keyword decisions seen: %s", seen);
    require(beneath && ignored, "cards beneath %s, ignored flips %s", beneath, ignored);
  }

  @Test
  @DisplayName("305.1b, 509.2: random ability games play attachments on their hosts, so the runs above check 509.3 and 511.2 on them")
  void abilityGamesPlayAttachments() {
    int played = 0;
    for (long seed = 1; seed <= 4; seed++) {
      for (Action a : play(ABILITIES, seed, false, new ArrayList<>()).actions()) {
        played += a instanceof Action.PlayAttachment ? 1 : 0;
      }
    }
    require(played > 0, "no attachment was played in 4 ability games");
  }

  /** Decks with faceoffs started by effects and power total modifiers (FaceoffCards). */
  static final Variant FACEOFFS = new Variant("RandomGamesPropertyTest.faceoffSetup(seed)", FaceoffCards.POOL,
      RandomGamesPropertyTest::faceoffSetup);

  static GameSetup faceoffSetup(long seed) {
    List<String> sun = new ArrayList<>();
    List<String> star = new ArrayList<>();
    for (org.ponytable.engine.card.CardDef d : FaceoffCards.DEFS) {
      sun.add(d.id());
      star.add(d.id());
    }
    return sunAndStar(sun, star, seed);
  }

  @Test
  @DisplayName("Random games with faceoffs started by effects and total modifiers (514.2c-d, 514.4a, 514.5d, 707.4): the same invariants")
  void randomGamesWithEffectFaceoffsKeepTheInvariants() {
    run(FACEOFFS, ABILITY_GAMES);
  }

  @Test
  @DisplayName("Random faceoff-card games start faceoffs by effects of both kinds and modify totals, so the run above tests them")
  void faceoffGamesReachEffectFaceoffs() {
    Set<org.ponytable.engine.state.FaceoffKind> kinds = java.util.EnumSet.noneOf(org.ponytable.engine.state.FaceoffKind.class);
    boolean modified = false;
    boolean decided = false;
    for (long seed = 1; seed <= COVERAGE_SEEDS; seed++) {
      for (GameState s : play(FACEOFFS, seed, false, new ArrayList<>()).states()) {
        var f = s.faceoff();
        if (f != null && f.byEffect() != null) {
          kinds.add(f.kind());
          modified |= !f.totalModifiers().isEmpty();
          decided |= f.winner() >= 0;
        }
      }
    }
    require(kinds.contains(org.ponytable.engine.state.FaceoffKind.EFFECT)
        && kinds.contains(org.ponytable.engine.state.FaceoffKind.TROUBLEMAKER), "effect faceoff kinds seen: %s", kinds);
    require(modified && decided, "total modified %s, an effect faceoff won %s", modified, decided);
  }

  @Test
  @DisplayName("Random ability games reach choices among replacements (710.5), control for a while (513.2) and triggered modifiers (708.4), so the run above tests them")
  void abilityGamesReachReplacementChoicesAndControlForAWhile() {
    boolean watched = false;
    boolean choice = false;
    boolean lent = false;
    boolean returned = false;
    for (long seed = 1; seed <= 6; seed++) {
      GameState before = null;
      for (GameState s : play(ABILITIES, seed, false, new ArrayList<>()).states()) {
        choice |= s.decision() != null && s.decision().kind() == DecisionKind.REPLACEMENT;
        watched |= !s.abilities().triggeredModifiers().isEmpty();
        lent |= !s.abilities().controlChanges().isEmpty();
        returned |= before != null && !before.abilities().controlChanges().isEmpty()
            && s.abilities().controlChanges().isEmpty();
        before = s;
      }
    }
    require(choice && lent && returned, "replacement choice %s, control lent %s and given back %s", choice, lent, returned);
    require(watched, "no triggered modifier was made in 6 ability games");
  }

  private static void run(Variant variant, int games) {
    long started = System.nanoTime();
    Random master = new Random(MASTER_SEED);
    long[] seeds = LongStream.generate(master::nextLong).limit(games).toArray();
    ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
    AtomicLong actions = new AtomicLong();
    java.util.stream.IntStream.range(0, games).parallel().forEach(i -> {
      if (!failures.isEmpty()) {
        return;
      }
      long seed = seeds[i];
      List<Action> done = new ArrayList<>();
      try {
        Played game = play(variant, seed, i % CONCEDE_EVERY == CONCEDE_EVERY - 1, done);
        checkReplay(variant, game);
        actions.addAndGet(game.actions().size());
      } catch (Throwable t) {
        failures.add(describe(variant, seed, done, t));
      }
    });
    if (!failures.isEmpty()) {
      fail(failures.peek());
    }
    System.out.printf("RandomGamesPropertyTest (" + variant.name() + "): %d games, %d actions, master seed %d, most tokens %d, %d s%n", games, actions.get(),
        MASTER_SEED, maxTokens, (System.nanoTime() - started) / 1_000_000_000L);
  }

  /**
   * Re-runs a replay file written by a failure, checking the invariants after each action:
   * {@code ./mvnw verify -Dtest=RandomGamesPropertyTest -Dfuzz.replay=target/replays/FILE}.
   */
  @Test
  @EnabledIfSystemProperty(named = "fuzz.replay", matches = ".+")
  @DisplayName("Random games: a replay file re-runs the same game")
  void replayFile() throws IOException {
    List<String> lines = Files.readAllLines(Path.of(System.getProperty("fuzz.replay")), StandardCharsets.UTF_8);
    GameState s = null;
    Variant variant = lines.stream().anyMatch(l -> l.startsWith("# decks: " + ABILITIES.name())) ? ABILITIES
        : lines.stream().anyMatch(l -> l.startsWith("# decks: " + KEYWORDS.name())) ? KEYWORDS
        : lines.stream().anyMatch(l -> l.startsWith("# decks: " + FACEOFFS.name())) ? FACEOFFS : BASE;
    for (String line : lines) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("seed ")) {
        s = Engine.newGame(variant.pool(), variant.setup().apply(Long.parseLong(line.substring(5).trim()))).state();
        check(s, null);
        continue;
      }
      GameState next = Engine.apply(s, Notation.parse(s, line, java.util.Map.of())).state();
      check(next, s);
      s = next;
    }
  }

  /** Plays one game; {@code done} receives each action as it is taken, so a failure can be replayed. */
  static Played play(long seed, boolean concedeSometime, List<Action> done) {
    return play(BASE, seed, concedeSometime, done);
  }

  public static Played play(Variant variant, long seed, boolean concedeSometime, List<Action> done) {
    Random policy = new Random(seed * 31 + 7);
    Random sampler = new Random(seed * 17 + 3);
    int concedeAt = concedeSometime ? policy.nextInt(3000) : -1;
    Outcome start = Engine.newGame(variant.pool(), variant.setup().apply(seed));
    GameState s = start.state();
    List<GameState> states = new ArrayList<>();
    states.add(s);
    check(s, null);
    while (!s.isOver()) {
      List<Action> legal = Engine.legalActions(s);
      if (DeadEnds.proven(s) || done.size() >= ACTION_CAP && stalled(s)) {
        // rulings.md, "A game nobody can win": the rules never end it, so the random players
        // agree to a draw at a proven dead end, or when neither can draw any more and random
        // play has found no way to score by the cap (a stall, not proven dead).
        Action agree = new Action.AgreeDraw(s.actor());
        done.add(agree);
        GameState next = applyChecked(s, agree);
        check(next, s);
        s = next;
        states.add(s);
        break;
      }
      if (done.size() >= ACTION_CAP) {
        throw new AssertionError("a hang: no result after " + ACTION_CAP + " actions (turn " + s.turn()
            + ") though a player can still draw");
      }
      if (sampler.nextInt(FULL_CHECK_EVERY) == 0) {
        for (Action a : legal) {
          GameState after = applyChecked(s, a);
          check(after, s);
        }
      }
      Action a;
      if (done.size() == concedeAt) {
        a = new Action.Concede(policy.nextInt(2));
      } else {
        List<Action> choices = legal.stream().filter(x -> !(x instanceof Action.Concede)).toList();
        a = choices.get(policy.nextInt(choices.size()));
      }
      done.add(a);
      GameState next = applyChecked(s, a);
      check(next, s);
      s = next;
      states.add(s);
    }
    return new Played(seed, List.copyOf(done), states);
  }

  /**
   * Neither player can draw any more, so nothing new can come into the game: when random play
   * reaches the action cap here it has stalled, which is the game (rulings.md), not an engine hang.
   */
  static boolean stalled(GameState s) {
    return cannotDraw(s, 0) && cannotDraw(s, 1);
  }

  /** 409.4, 710: the player's deck is empty, or a card of theirs replaces each of their draws. */
  private static boolean cannotDraw(GameState s, int player) {
    if (s.player(player).drawDeck().isEmpty()) {
      return true;
    }
    for (org.ponytable.engine.state.InPlay c : s.play()) {
      if (c.controller() == player && !c.faceDown()) {
        for (org.ponytable.engine.ability.Ability a : s.face(c.id()).abilities()) {
          if (a instanceof org.ponytable.engine.ability.Ability.Replacement r
              && r.occurrence() == org.ponytable.engine.ability.Ability.Occurrence.DRAW
              && r.player() == org.ponytable.engine.ability.Who.YOU) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static GameState applyChecked(GameState s, Action a) {
    try {
      return Engine.apply(s, a).state();
    } catch (RuntimeException e) {
      throw new AssertionError("listed legal action '" + Notation.format(a) + "' failed at " + s.stage()
          + " turn " + s.turn() + ": " + e, e);
    }
  }

  /** Replaying the seed and the actions gives the very same states. */
  private static void checkReplay(Variant variant, Played game) {
    GameState s = Engine.newGame(variant.pool(), variant.setup().apply(game.seed())).state();
    assertThat(s).as("state after setup").isEqualTo(game.states().get(0));
    for (int i = 0; i < game.actions().size(); i++) {
      s = Engine.apply(s, game.actions().get(i)).state();
      if (!s.equals(game.states().get(i + 1))) {
        throw new AssertionError("replay differs after action " + (i + 1) + ": " + Notation.format(game.actions().get(i)));
      }
    }
  }

  /**
   * The invariants every state must keep ({@link StateInvariants}, shared with the loaders of saves
   * and scenarios), plus what only a game in progress can show: scores only rise. {@code before}
   * is the previous state, or null.
   */
  static void check(GameState s, GameState before) {
    List<String> broken = StateInvariants.violations(s);
    require(broken.isEmpty(), "%s", broken);
    for (int p = 0; p < 2; p++) {
      require(before == null || s.player(p).score() >= before.player(p).score(), "the score of p%d went down", p + 1);
      maxTokens = Math.max(maxTokens, s.player(p).tokens());
    }
  }

  /** The most tokens any player held in the games run, against {@link StateInvariants#MAX_TOKENS}. */
  static volatile int maxTokens;

  private static void require(boolean ok, String message, Object... args) {
    if (!ok) {
      throw new AssertionError(String.format(message, args));
    }
  }

  /** Writes the failing game as a replay file and returns the assertion message naming it. */
  private static String describe(Variant variant, long seed, List<Action> done, Throwable t) {
    StringBuilder text = new StringBuilder();
    text.append("# Pony Table replay: RandomGamesPropertyTest failure\n");
    text.append("# decks: ").append(variant.name()).append('\n');
    text.append("seed ").append(seed).append('\n');
    for (Action a : done) {
      text.append(Notation.format(a)).append('\n');
    }
    Path file = Path.of("target", "replays", "random-game-" + seed + ".txt");
    String where;
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text.toString(), StandardCharsets.UTF_8);
      where = file.toAbsolutePath().toString();
    } catch (IOException e) {
      where = "(could not write " + file + ": " + e + ")";
    }
    java.io.StringWriter trace = new java.io.StringWriter();
    t.printStackTrace(new java.io.PrintWriter(trace));
    return "game with seed " + seed + " failed after " + done.size() + " actions; replay: " + where + "\n" + trace;
  }
}
