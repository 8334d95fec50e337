package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.DecisionKind;

/** The effect word "discardRandom": 409.3, each card picked from the game's seeded random state. */
class DiscardRandomTest {
  private static final String CARDS = """
      [{"id": "t-rand", "type": "event", "title": "Rand", "power": 0, "cost": 0,
        "effects": [{"do": "discardRandom"}]},
       {"id": "t-rand3", "type": "event", "title": "Rand3", "power": 0, "cost": 0,
        "effects": [{"do": "discardRandom", "count": 3}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private record Run(List<Integer> hand, Game game) {}

  private static Run run(long seed, String event) throws CardLoadException {
    Position p = AbilityTable.base(pool()).seed(seed);
    List<Integer> hand = List.of(p.hand(1, "f-p1"), p.hand(1, "f-p2"), p.hand(1, "p3"), p.hand(1, "f-y2"));
    int ev = p.hand(0, event);
    return new Run(hand, Game.start(p).act(new Action.PlayCard(0, ev, null)));
  }

  @Test
  @DisplayName("409.3: the opponent discards one card of their hand, nobody choosing; the same seed picks the same card")
  void oneAtRandom() throws CardLoadException {
    Run r = run(7, "t-rand");
    Game g = r.game();
    assertThat(g.s.decision().kind()).as("nobody is asked").isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.player(1).hand()).hasSize(3);
    List<GameEvent.Discarded> d = g.events(GameEvent.Discarded.class);
    assertThat(d).hasSize(1);
    assertThat(d.get(0).player()).isEqualTo(1);
    assertThat(r.hand()).contains(d.get(0).card());
    assertThat(g.s.player(1).discard()).contains(d.get(0).card());
    assertThat(run(7, "t-rand").game().events(GameEvent.Discarded.class)).as("replays exactly").isEqualTo(d);
  }

  @Test
  @DisplayName("409.3: the pick depends on the random state, not on the order of the hand")
  void picksVary() throws CardLoadException {
    Set<Integer> picked = new HashSet<>();
    for (long seed = 1; seed <= 12; seed++) {
      picked.add(run(seed, "t-rand").game().events(GameEvent.Discarded.class).get(0).card());
    }
    assertThat(picked).as("different seeds pick different cards").hasSizeGreaterThan(1);
  }

  @Test
  @DisplayName("409.3: three at random, each a different card")
  void several() throws CardLoadException {
    Run r = run(3, "t-rand3");
    List<GameEvent.Discarded> d = r.game().events(GameEvent.Discarded.class);
    assertThat(d).hasSize(3);
    assertThat(d.stream().map(GameEvent.Discarded::card).distinct()).hasSize(3);
    assertThat(r.game().s.player(1).hand()).hasSize(1);
  }
}
