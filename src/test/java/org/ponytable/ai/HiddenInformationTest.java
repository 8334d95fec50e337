package org.ponytable.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ponytable.ai.match.Match;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.view.PlayerView;

/**
 * The computer's decisions depend on what its seat may know only: two games that differ only in
 * hidden things (the other hand, both decks' order, the random state) get the same answers.
 */
class HiddenInformationTest {
  private static final Table TABLE = AiFixtures.table("Confetti Parade", "Crystal Bazaar");

  /** Mid-game states where the decider has a real choice, reached by random play. */
  private static List<GameState> positions(int count) {
    List<GameState> out = new ArrayList<>();
    for (long seed = 11; out.size() < count && seed < 60; seed++) {
      GameState s = Engine.newGame(TABLE.pool(), AiFixtures.setup(TABLE, seed)).state();
      Random random = new Random(seed);
      for (int n = 0; n < 600 && !s.isOver(); n++) {
        PlayerView v = PlayerView.of(s, s.actor());
        if (n > 150 && n % 50 == 0 && v.legalActions().size() > 3 && s.faceoff() == null
            && s.player(0).flipped().isEmpty() && s.player(1).flipped().isEmpty()
            && !s.player(1 - s.actor()).hand().isEmpty()) {
          out.add(s);
        }
        s = Engine.apply(s, PlayerView.toEngine(s, RandomPlayer.pick(v.legalActions(), random))).state();
      }
    }
    return out;
  }

  /** The same game with the other hand dealt anew from its owner's unseen cards and every deck reordered. */
  private static GameState rehidden(GameState s, long seed) {
    Random random = new Random(seed);
    int p = s.actor();
    int q = 1 - p;
    PlayerState other = s.player(q);
    List<Integer> unseen = new ArrayList<>(other.hand());
    unseen.addAll(other.drawDeck());
    Collections.shuffle(unseen, random);
    int k = other.hand().size();
    List<Integer> problems = new ArrayList<>(other.problemDeck());
    Collections.shuffle(problems, random);
    GameState t = s.withPlayer(q, other.withHand(unseen.subList(0, k)).withDrawDeck(unseen.subList(k, unseen.size()))
        .withProblemDeck(problems));
    List<Integer> own = new ArrayList<>(s.player(p).drawDeck());
    Collections.shuffle(own, random);
    return t.withPlayer(p, t.player(p).withDrawDeck(own)).withRng(random.nextLong());
  }

  @Test
  void decisionsDoNotChangeWhenOnlyHiddenInformationChanges() {
    List<GameState> positions = positions(6);
    assertThat(positions).hasSizeGreaterThanOrEqualTo(4);
    int handsChanged = 0;
    for (GameState s : positions) {
      int p = s.actor();
      GameState t = rehidden(s, s.turn());
      handsChanged += t.player(1 - p).hand().equals(s.player(1 - p).hand()) ? 0 : 1;
      PlayerView v1 = PlayerView.of(s, p);
      PlayerView v2 = PlayerView.of(t, p);
      assertThat(v2).as("what the seat sees is the same").isEqualTo(v1);
      for (Level level : Level.values()) {
        Action a1 = level.create(TABLE, p, 5, 12, 2).decide(v1);
        Action a2 = level.create(TABLE, p, 5, 12, 2).decide(v2);
        assertThat(a2).as("%s at turn %d", level, s.turn()).isEqualTo(a1);
        assertThat(v1.legalActions()).contains(a1);
      }
    }
    // The hidden parts really differed.
    assertThat(handsChanged).isEqualTo(positions.size());
  }

  @Test
  void normalIsDeterministicForASeedWithTwoThreads() {
    GameState s = positions(1).get(0);
    PlayerView v = PlayerView.of(s, s.actor());
    Action once = new NormalPlayer(TABLE, s.actor(), 9, 40, 2).decide(v);
    for (int i = 0; i < 3; i++) {
      assertThat(new NormalPlayer(TABLE, s.actor(), 9, 40, 2).decide(v)).isEqualTo(once);
    }
  }

  @Test
  void normalPlaysAWholeGameFromItsViewOnly() {
    Match.Result r = Match.play(TABLE, AiFixtures.setup(TABLE, 3),
        List.of(new NormalPlayer(TABLE, 0, 3, 6, 1), new EasyPlayer(4)));
    assertThat(r.actions()).isLessThan(Match.MAX_ACTIONS);
    assertThat(r.reason()).isNotBlank();
  }

  @Test
  void aCancelledSearchStops() throws Exception {
    GameState s = positions(1).get(0);
    PlayerView v = PlayerView.of(s, s.actor());
    Thread.currentThread().interrupt();
    try {
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> new NormalPlayer(TABLE, s.actor(), 1, 100_000, 2)
          .decide(v)).isInstanceOf(java.util.concurrent.CancellationException.class);
    } finally {
      Thread.interrupted();
    }
  }
}
