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

/** "move" and "send" with "to": "randomProblem": a Problem picked from the seeded random state (Glossary, Random; 506.4). */
class RandomProblemTest {
  private static final String CARDS = """
      [{"id": "t-scatter", "type": "event", "title": "Scatter", "power": 0, "cost": 0,
        "effects": [{"do": "move", "target": {"each": {"type": "friend", "player": "you"}}, "to": "randomProblem"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static Area afterPlay(long seed) throws CardLoadException {
    Position p = AbilityTable.base(pool()).seed(seed);
    int friend = p.play(0, "f-y1", Area.home(0));
    int card = p.hand(0, "t-scatter");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    return g.s.inPlay(friend).area();
  }

  @Test
  @DisplayName("506.4, Glossary Random: the Friend goes to one of the two Problems; the seed decides which, the same seed the same one")
  void seededProblem() throws CardLoadException {
    Set<Area> seen = new HashSet<>();
    for (long seed = 1; seed <= 12; seed++) {
      Area a = afterPlay(seed);
      assertThat(a.isProblem()).isTrue();
      assertThat(afterPlay(seed)).as("deterministic").isEqualTo(a);
      seen.add(a);
    }
    assertThat(seen).as("both Problems can be picked").containsExactlyInAnyOrder(Area.problem(0), Area.problem(1));
  }

  @Test
  @DisplayName("Words: to a random Problem")
  void words() throws CardLoadException {
    assertThat(EffectWord.clause(pool().get("t-scatter").event().effects().get(0))).contains("to a random Problem");
  }
}
