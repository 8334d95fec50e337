package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;

/** The effect "loseGame": 103.5 (a player loses), 103.3 (the other wins), 103.1 (at once). */
class LoseGameTest {
  private static final String CARDS = """
      [{"id": "l-doom", "type": "event", "title": "Doom", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "loseGame"}, {"do": "draw", "amount": 1}]},
       {"id": "l-curse", "type": "event", "title": "Curse", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "loseGame", "player": "opponent"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "lose.json"));
  }

  @Test
  @DisplayName("103.5, 103.3, 103.1: \"you lose the game\" ends the game at once, the other player winning")
  void youLose() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int doom = p.hand(0, "l-doom");
    Game g = Game.start(p).act(new Action.PlayCard(0, doom, null));
    assertThat(g.s.isOver()).isTrue();
    assertThat(g.s.result().winner()).as("p2 wins").isEqualTo(1);
    assertThat(g.events(GameEvent.Drew.class)).as("nothing after it is done (103.1)").isEmpty();
  }

  @Test
  @DisplayName("103.5: \"your opponent loses the game\": the controller wins")
  void opponentLoses() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int curse = p.hand(0, "l-curse");
    Game g = Game.start(p).act(new Action.PlayCard(0, curse, null));
    assertThat(g.s.result().winner()).as("p1 wins").isEqualTo(0);
    assertThat(g.events(GameEvent.GameWon.class)).hasSize(1);
  }
}
