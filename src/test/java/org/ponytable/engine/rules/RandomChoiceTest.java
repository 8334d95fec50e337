package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/**
 * Random choices (rulings.md, "a random Friend"): a {@code "random": true} target and a random
 * {@code chooseModes} are picked from the state's seed; nobody is asked, and a seed replays the same.
 */
class RandomChoiceTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "x-chaos", "type": "event", "title": "Chaos", "power": 0, "cost": 0, "effects": [
             {"do": "retire", "target": {"choose": {"player": "opponent", "type": "friend"}, "chooser": "opponent", "random": true}}]},
           {"id": "x-coin", "type": "event", "title": "Coin", "power": 0, "cost": 0, "effects": [
             {"do": "chooseModes", "random": true, "modes": [[{"do": "gainTokens", "amount": 3}], [{"do": "draw", "amount": 2}]]}]}]""",
          "random-choice.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  /** Plays Chaos under {@code seed}; the Friend of the opponent it retired. */
  private static int retiredWith(long seed) {
    Position p = AbilityTable.base(POOL).tokens(0, 1).seed(seed);
    int a = p.play(1, "f-y1", Area.home(1));
    int b = p.play(1, "f-p1", Area.home(1));
    int c = p.play(1, "f-y1", Area.problem(1));
    int chaos = p.hand(0, "x-chaos");
    Game g = Game.start(p).act(new Action.PlayCard(0, chaos, null));
    assertThat(g.s.decision().kind()).as("nobody is asked").isNotEqualTo(DecisionKind.TARGET);
    int gone = -1;
    for (int f : new int[] {a, b, c}) {
      if (g.s.inPlay(f) == null) {
        assertThat(gone).as("exactly one Friend retired").isEqualTo(-1);
        gone = f;
      }
    }
    assertThat(g.s.player(1).discard()).contains(gone);
    return gone;
  }

  @Test
  @DisplayName("409.2, rulings.md: an opponent retires a random Friend: one of theirs, picked by the seed, replayed the same")
  void randomTarget() {
    Set<Integer> picked = new HashSet<>();
    for (long seed = 1; seed <= 12; seed++) {
      int first = retiredWith(seed);
      assertThat(retiredWith(seed)).as("the same seed picks the same Friend").isEqualTo(first);
      picked.add(first);
    }
    assertThat(picked).as("different seeds pick different Friends").hasSizeGreaterThan(1);
  }

  @Test
  @DisplayName("705.2d, rulings.md: choose one at random: no MODE decision, exactly one mode happens, each seed its own")
  void randomMode() {
    Set<String> happened = new HashSet<>();
    for (long seed = 1; seed <= 12; seed++) {
      Position p = AbilityTable.base(POOL).tokens(0, 1).seed(seed);
      int coin = p.hand(0, "x-coin");
      int hand = 0;
      Game g = Game.start(p);
      hand = g.s.player(0).hand().size();
      g.act(new Action.PlayCard(0, coin, null));
      assertThat(g.s.decision().kind()).isNotEqualTo(DecisionKind.MODE);
      boolean tokens = g.s.player(0).tokens() == 4;
      boolean drew = g.s.player(0).hand().size() == hand - 1 + 2;
      assertThat(tokens ^ drew).as("exactly one mode happened").isTrue();
      happened.add(tokens ? "tokens" : "draw");
    }
    assertThat(happened).containsExactlyInAnyOrder("tokens", "draw");
  }

  @Test
  @DisplayName("Words: a random target and a random choice say so")
  void words() {
    assertThat(EffectWord.clause(POOL.get("x-chaos").event().effects().get(0))).contains("random Friend");
    assertThat(EffectWord.clause(POOL.get("x-coin").event().effects().get(0))).startsWith("choose one at random: ");
  }
}
