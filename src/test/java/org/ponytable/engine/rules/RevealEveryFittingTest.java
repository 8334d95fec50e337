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
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/** "revealTop" with "all" and "forEach": every revealed card that fits is taken; the count scales (402, 409). */
class RevealEveryFittingTest {
  private static final String CARDS = """
      [{"id": "t-sift", "type": "event", "title": "Sift", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "filter": {"type": "friend"}, "fits": "hand", "otherwise": "bottom",
          "count": 1, "all": true, "forEach": {"player": "you", "type": "friend", "where": "home"}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("402, 409: three cards for three Friends at home are revealed to all; both Friends go to the hand, nobody choosing; the Event goes to the bottom")
  void everyFittingCard() throws CardLoadException {
    CardPool pool = pool();
    Position p = new Position(pool).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    for (int i = 0; i < 3; i++) {
      p.play(0, "f-y1", Area.home(0));
    }
    int friendA = p.deck(0, "f-y1");
    int event = p.deck(0, "t-sift");
    int friendB = p.deck(0, "f-p1");
    int fourth = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    int card = p.hand(0, "t-sift");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
    assertThat(g.s.decision().kind()).as("nothing to choose").isNotEqualTo(DecisionKind.TAKE_REVEALED);
    assertThat(g.s.player(0).hand()).containsExactlyInAnyOrder(friendA, friendB);
    assertThat(g.s.player(0).drawDeck()).containsExactly(fourth, event);
    assertThat(g.events(GameEvent.Revealed.class)).hasSize(3);
    assertThat(EffectWord.clause(pool.get("t-sift").event().effects().get(0)))
        .contains("each Friend revealed: put it into its owner's hand");
  }
}
