package org.ponytable.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.LegalActions;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;

/**
 * The engine's hot path with the shipped PT2 decks (Confetti Parade vs Crystal Bazaar): one
 * action applied, the legal actions listed, a player's view made, and a whole random game. The
 * states are a fixed sample of the positions of random games, so each figure is an average over
 * real positions. Run with {@code ./mvnw -o -Pjmh test} (docs/performance.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
// 20 s of warm-up: on two cores C2 needs some 16-20 s to compile the engine (docs/performance.md).
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmark {
  private CardPool pool;
  private List<DeckList> decks;
  /** Positions of three random games, every 7th, with the action random play took there. */
  private final List<LegalActions> positions = new ArrayList<>();
  private final List<Action> taken = new ArrayList<>();
  private int next;
  private long seed;

  @Setup
  public void load() throws Exception {
    Path cards = Path.of("cards");
    pool = new CardLoader().loadDirectory(cards);
    decks = List.of(new DeckLoader(pool).loadFile(cards.resolve("decks/confetti-parade.json")).value(),
        new DeckLoader(pool).loadFile(cards.resolve("decks/crystal-bazaar.json")).value());
    for (long g = 1; g <= 3; g++) {
      Random r = new Random(g);
      GameState s = Engine.newGame(pool, setup(g)).state();
      for (int n = 0; !s.isOver() && n < 20_000; n++) {
        LegalActions legal = Engine.legal(s);
        Action a = pick(legal.list(), r);
        if (n % 7 == 0) {
          positions.add(legal);
          taken.add(a);
        }
        s = Engine.apply(legal, a).state();
      }
    }
  }

  private GameSetup setup(long g) {
    return new GameSetup(List.of(new GameSetup.Seat("p1", decks.get(0)), new GameSetup.Seat("p2", decks.get(1))), g, -1);
  }

  private static Action pick(List<Action> legal, Random r) {
    List<Action> options = legal.stream().filter(a -> !(a instanceof Action.Concede)).toList();
    return options.get(r.nextInt(options.size()));
  }

  @Setup(Level.Invocation)
  public void advance() {
    next = (next + 1) % positions.size();
  }

  @Benchmark
  public Object legalActions() {
    return Engine.legalActions(positions.get(next).state());
  }

  @Benchmark
  public Object applyTrusted() {
    return Engine.apply(positions.get(next), taken.get(next));
  }

  @Benchmark
  public Object applyChecked() {
    return Engine.apply(positions.get(next).state(), taken.get(next));
  }

  @Benchmark
  public Object playerView() {
    GameState s = positions.get(next).state();
    return PlayerView.of(s, Math.max(0, s.actor()));
  }

  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  public void wholeRandomGame(Blackhole bh) {
    long g = ++seed;
    Random r = new Random(g);
    GameState s = Engine.newGame(pool, setup(g)).state();
    for (int n = 0; !s.isOver() && n < 20_000; n++) {
      LegalActions legal = Engine.legal(s);
      s = Engine.apply(legal, pick(legal.list(), r)).state();
    }
    bh.consume(s);
  }
}
