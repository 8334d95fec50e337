package org.ponytable.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;

/** A determinization must be a state the viewer cannot tell from the real one. */
class DeterminizerTest {
  @Test
  void aSampledStateShowsTheViewerExactlyTheirView() {
    int checked = 0;
    int differentHands = 0;
    for (String[] pair : List.of(new String[] {"Confetti Parade", "Crystal Bazaar"},
        new String[] {"Moonshade Hollow", "Thunderhead Squadron"})) {
      Table table = AiFixtures.table(pair[0], pair[1]);
      Determinizer det = new Determinizer(table);
      for (long seed = 1; seed <= 3; seed++) {
        GameState s = Engine.newGame(table.pool(), AiFixtures.setup(table, seed)).state();
        Random random = new Random(seed);
        for (int n = 0; n < 3000 && !s.isOver(); n++) {
          int p = s.actor();
          PlayerView view = PlayerView.of(s, p);
          if (n % 7 == 0 && s.turn() > 0 && view.replacing() == null) {
            GameState sample;
            try {
              sample = det.sample(view, new Random(n));
            } catch (Determinizer.Inconsistent e) {
              // Only a choice among cards the chooser alone has looked at cannot be rebuilt.
              assertThat(e.getMessage()).as("seed %d, action %d", seed, n).startsWith("the decision offers card");
              continue;
            }
            assertThat(PlayerView.of(sample, p)).as("seed %d, action %d", seed, n).isEqualTo(view);
            if (!s.player(1 - p).hand().isEmpty()) {
              differentHands += sample.player(1 - p).hand().equals(s.player(1 - p).hand()) ? 0 : 1;
            }
            checked++;
          }
          Action a = RandomPlayer.pick(view.legalActions(), random);
          s = Engine.apply(s, PlayerView.toEngine(s, a)).state();
        }
      }
    }
    assertThat(checked).isGreaterThan(100);
    // The hidden cards are drawn anew, not copied: the other hand is almost never the real one.
    assertThat(differentHands).isGreaterThan(checked / 2);
  }

  @Test
  void oneSamplerDrawsWhatFreshDrawsWould() {
    // A search prepares a view once and draws many states from it: a draw must not change what
    // the next one starts from (the ids and unseen cards are copied before each shuffle).
    Table table = AiFixtures.table("Moonshade Hollow", "Crystal Bazaar");
    Determinizer det = new Determinizer(table);
    GameState s = Engine.newGame(table.pool(), AiFixtures.setup(table, 5)).state();
    Random random = new Random(5);
    int compared = 0;
    for (int n = 0; n < 2000 && !s.isOver(); n++) {
      PlayerView view = PlayerView.of(s, s.actor());
      if (n % 11 == 0 && s.turn() > 0 && view.replacing() == null) {
        Determinizer.Sampler sampler;
        try {
          sampler = det.of(view);
        } catch (Determinizer.Inconsistent e) {
          continue;
        }
        Random kept = new Random(n);
        Random fresh = new Random(n);
        List<GameState> drawn = new java.util.ArrayList<>();
        for (int k = 0; k < 3; k++) {
          GameState a = sampler.sample(kept);
          assertThat(a).as("action %d, draw %d", n, k).isEqualTo(det.sample(view, fresh));
          drawn.add(a);
        }
        // Three draws of a hidden hand or deck are not all the same deal.
        if (s.player(1 - s.actor()).hand().size() > 1) {
          assertThat(drawn.get(0).player(1 - s.actor()).hand()).as("action %d", n)
              .isNotEqualTo(drawn.get(1).player(1 - s.actor()).hand());
        }
        compared++;
      }
      s = Engine.apply(s, PlayerView.toEngine(s, RandomPlayer.pick(view.legalActions(), random))).state();
    }
    assertThat(compared).isGreaterThan(20);
  }
}
