package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;

/** The filter place "opponentsHome": a card in the home of an opponent of the ability's controller (501). */
class OpponentsHomeFilterTest {
  private static final String CARDS = """
      [{"id": "t-raid", "type": "event", "title": "Raid", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"type": "friend", "where": "opponentsHome"}}}]}]
      """;

  @Test
  @DisplayName("Only cards in the opponent's home match: not the opponent's cards at a Problem, not cards in your home")
  void onlyTheOpponentsHome() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool);
    int theirsAtHome = p.play(1, "f-p1", Area.home(1));
    int theirsAtProblem = p.play(1, "f-p1", Area.problem(0));
    int mineAtHome = p.play(0, "f-y1", Area.home(0));
    int raid = p.hand(0, "t-raid");
    Game g = Game.start(p).act(new Action.PlayCard(0, raid, null));
    assertThat(g.s.inPlay(theirsAtHome)).isNull();
    assertThat(g.s.inPlay(theirsAtProblem)).isNotNull();
    assertThat(g.s.inPlay(mineAtHome)).isNotNull();
  }
}
