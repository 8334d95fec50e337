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
import org.ponytable.engine.state.Mode;
import org.ponytable.engine.view.PlayerView;

/** "lookAtProblemDeck" with "whose": the Problem deck of the controller or of their opponent (403). */
class ProblemDeckChoiceTest {
  private static final String CARDS = """
      [{"id": "t-peek", "type": "event", "title": "Peek", "power": 0, "cost": 0,
        "effects": [{"do": "lookAtProblemDeck", "count": 2, "bottom": true, "whose": "opponent"}]},
       {"id": "t-either", "type": "event", "title": "Either", "power": 0, "cost": 0,
        "effects": [{"do": "chooseModes", "modes": [
          [{"do": "lookAtProblemDeck", "count": 2, "bottom": true, "whose": "you"}],
          [{"do": "lookAtProblemDeck", "count": 2, "bottom": true, "whose": "opponent"}]]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("403.2, 403.3: the opponent's Problem deck: only the looker is offered its top cards; one goes on top, the other to the bottom")
  void opponentsProblemDeck() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int a = p.problemDeck(1, "pr-any");
    int b = p.problemDeck(1, "pr-any");
    int c = p.problemDeck(1, "pr-any");
    int mine = p.problemDeck(0, "pr-any");
    int peek = p.hand(0, "t-peek");
    Game g = Game.start(p).act(new Action.PlayCard(0, peek, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TOP_ORDER);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b);
    PlayerView theirs = PlayerView.of(g.s, 1);
    assertThat(theirs.decision().options()).as("403.2: hidden from the deck's owner too").isEmpty();
    g.act(new Action.Choose(0, DecisionKind.TOP_ORDER, b));
    g.act(new Action.Answer(0, Action.Meaning.NO));
    assertThat(g.s.player(1).problemDeck()).containsExactly(b, c, a);
    assertThat(g.s.player(0).problemDeck()).as("the controller's own deck is untouched").containsExactly(mine);
  }

  @Test
  @DisplayName("\"A Problem deck\": two modes, the controller's deck or the opponent's; the words say whose")
  void eitherDeck() throws CardLoadException {
    CardPool pool = pool();
    Position p = AbilityTable.base(pool);
    int a = p.problemDeck(0, "pr-any");
    p.problemDeck(0, "pr-any");
    p.problemDeck(1, "pr-any");
    int either = p.hand(0, "t-either");
    Game g = Game.start(p).act(new Action.PlayCard(0, either, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MODE);
    g.choose(Mode.code(0));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TOP_ORDER);
    assertThat(g.s.decision().options()).as("the first mode: the controller's own deck").contains(a);
    assertThat(EffectWord.clause(pool.get("t-either").event().effects().get(0)))
        .contains("your Problem deck").contains("your opponent's Problem deck");
  }
}
