package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;

/** "loseTokens" with "downTo": a player loses action tokens (502.1) until they have no more than N. */
class LoseTokensDownToTest {
  private static final String CARDS = """
      [{"id": "t-down2", "type": "event", "title": "Down To Two", "power": 0, "cost": 0,
        "effects": [{"do": "loseTokens", "downTo": 2, "player": "opponent"}]},
       {"id": "t-all", "type": "event", "title": "Lose All", "power": 0, "cost": 0,
        "effects": [{"do": "loseTokens", "downTo": 0, "player": "anyone"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("502.1: the opponent keeps no more than 2 tokens; one with fewer loses none")
  void downToTwo() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3).tokens(1, 7);
    int card = p.hand(0, "t-down2");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    assertThat(g.s.player(1).tokens()).isEqualTo(2);
    assertThat(g.s.player(0).tokens()).as("the player of the card is not named").isEqualTo(3);

    Position q = AbilityTable.base(pool()).tokens(0, 3).tokens(1, 1);
    int again = q.hand(0, "t-down2");
    assertThat(Game.start(q).act(new Action.PlayCard(0, again, null)).s.player(1).tokens()).isEqualTo(1);
  }

  @Test
  @DisplayName("502.1: \"downTo\": 0 takes every token from each player, however many")
  void all() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 4).tokens(1, 150);
    int card = p.hand(0, "t-all");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    assertThat(g.s.player(0).tokens()).isZero();
    assertThat(g.s.player(1).tokens()).isZero();
  }
}
