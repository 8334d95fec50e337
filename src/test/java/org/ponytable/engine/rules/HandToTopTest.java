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
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

/** The effect word "handToTop": cards of your hand on top of your draw deck, one at a time (401.3). */
class HandToTopTest {
  private static final String CARDS = """
      [{"id": "t-stack", "type": "event", "title": "Stack", "power": 0, "cost": 0,
        "effects": [{"do": "handToTop", "count": 2}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("401.3: two cards chosen from the hand go on top, the last chosen on top; the other player sees no options")
  void twoOnTop() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.MAIN_PHASE_START);
    int stack = p.hand(0, "t-stack");
    int a = p.hand(0, "f-y1");
    int b = p.hand(0, "f-y2");
    int c = p.hand(0, "f-p1");
    Game g = Game.start(p).act(new Action.PlayCard(0, stack, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b, c);
    assertThat(PlayerView.of(g.s, 1).decision().options()).isEmpty();
    int deck = g.s.player(0).drawDeck().size();
    g.choose(b).choose(a);
    assertThat(g.s.player(0).drawDeck()).hasSize(deck + 2);
    assertThat(g.s.player(0).drawDeck().subList(0, 2)).containsExactly(a, b);
    assertThat(g.s.player(0).hand()).containsExactly(c);
  }

  @Test
  @DisplayName("401.3: with one card in hand it goes without asking; with none nothing happens")
  void fewerCards() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.MAIN_PHASE_START);
    int stack = p.hand(0, "t-stack");
    int a = p.hand(0, "f-y1");
    Game g = Game.start(p).act(new Action.PlayCard(0, stack, null));
    assertThat(g.s.player(0).drawDeck().get(0)).isEqualTo(a);
    assertThat(g.s.player(0).hand()).isEmpty();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }
}
