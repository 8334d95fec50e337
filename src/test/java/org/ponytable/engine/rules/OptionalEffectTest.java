package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.DecisionKind;

/** 712.3: "then, you may ..." (effect optional): the mandatory part happens, the optional one only on yes. */
class OptionalEffectTest {
  private static final String CARDS = """
      [{"id": "o-gift", "type": "event", "title": "Gift", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "gainTokens", "amount": 1}, {"do": "optional", "effects": [{"do": "score", "amount": 1}]},
                    {"do": "gainTokens", "amount": 2}]}]
      """;

  private static Game played(boolean yes) throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "optional.json"));
    Position p = AbilityTable.base(pool);
    int gift = p.hand(0, "o-gift");
    Game g = Game.start(p).act(new Action.PlayCard(0, gift, null));
    assertThat(g.s.decision().kind()).as("asked as the optional part is reached").isEqualTo(DecisionKind.MAY);
    assertThat(g.s.player(0).tokens()).as("the mandatory part came first").isEqualTo(1);
    return g.act(new Action.Answer(0, yes ? Action.Meaning.YES : Action.Meaning.NO));
  }

  @Test
  @DisplayName("712.3: yes: the optional effects happen, then the rest")
  void yes() throws CardLoadException {
    Game g = played(true);
    assertThat(g.score(0)).isEqualTo(1);
    assertThat(g.s.player(0).tokens()).isEqualTo(3);
  }

  @Test
  @DisplayName("712.3: no: only the optional effects are left out; the rest still happens")
  void no() throws CardLoadException {
    Game g = played(false);
    assertThat(g.score(0)).isZero();
    assertThat(g.s.player(0).tokens()).isEqualTo(3);
  }
}
