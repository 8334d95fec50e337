package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.view.PlayerView;

/** The effect word "search" with "reveal" (the card found is shown to all) and "player" (who searches, 518). */
class SearchRevealTest {
  private static final String CARDS = """
      [{"id": "t-show", "type": "event", "title": "Show", "power": 0, "cost": 0,
        "effects": [{"do": "search", "filter": {"type": "friend"}, "reveal": true}]},
       {"id": "t-hide", "type": "event", "title": "Hide", "power": 0, "cost": 0,
        "effects": [{"do": "search", "filter": {"type": "friend"}}]},
       {"id": "t-stack", "type": "event", "title": "Stack", "power": 0, "cost": 0,
        "effects": [{"do": "search", "in": "discardPile", "into": "deckTop"}]},
       {"id": "t-theirs", "type": "event", "title": "Theirs", "power": 0, "cost": 0,
        "effects": [{"do": "search", "in": "discardPile", "player": "opponent", "reveal": true}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("518: with reveal the card found is named to both players; without it, only to the searcher")
  void revealShowsTheCardToEveryone() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int friend = p.deck(0, "f-p2");
    int show = p.hand(0, "t-show");
    Game g = Game.start(p).act(new Action.PlayCard(0, show, null)).choose(friend);
    assertThat(g.s.player(0).hand()).contains(friend);
    assertThat(g.events(GameEvent.Revealed.class)).singleElement()
        .satisfies(r -> assertThat(List.of(r.player(), r.card())).containsExactly(0, friend));
    assertThat(PlayerView.events(g.events, g.s, 1)).as("the other player learns the card")
        .anyMatch(e -> e instanceof GameEvent.Revealed r && r.card() == friend)
        .noneMatch(e -> e instanceof GameEvent.Searched s && s.card() == friend);

    Position q = AbilityTable.base(pool());
    int hidden = q.deck(0, "f-p2");
    int hide = q.hand(0, "t-hide");
    Game h = Game.start(q).act(new Action.PlayCard(0, hide, null)).choose(hidden);
    assertThat(h.events(GameEvent.Revealed.class)).isEmpty();
    assertThat(PlayerView.events(h.events, h.s, 1)).noneMatch(e -> e instanceof GameEvent.Searched s && s.card() == hidden);
  }

  @Test
  @DisplayName("518.1: with player opponent, the opponent searches their own zone and chooses; finding nothing reveals nothing")
  void opponentSearchesTheirOwn() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.discard(0, "f-y2");
    int theirs = p.discard(1, "f-p1");
    int theirsToo = p.discard(1, "ev-1");
    int event = p.hand(0, "t-theirs");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.SEARCH);
    assertThat(g.s.decision().player()).isEqualTo(1);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(theirs, theirsToo);
    Game found = new Game(g.s).choose(theirs);
    assertThat(found.s.player(1).hand()).contains(theirs);
    assertThat(found.events(GameEvent.Revealed.class)).singleElement()
        .satisfies(r -> assertThat(r.player()).isEqualTo(1));
    Game none = new Game(g.s).act(new Action.Answer(1, Action.Meaning.FIND_NOTHING));
    assertThat(none.s.player(1).discard()).contains(theirs, theirsToo);
    assertThat(none.events(GameEvent.Revealed.class)).isEmpty();
  }

  @Test
  @DisplayName("518: with into deckTop the card found goes on top of your deck, not into your hand; a discard pile is not shuffled")
  void intoDeckTop() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int old = p.discard(0, "f-y2");
    int stack = p.hand(0, "t-stack");
    java.util.List<Integer> deck = p.build().player(0).drawDeck();
    Game g = Game.start(p).act(new Action.PlayCard(0, stack, null)).choose(old);
    assertThat(g.s.player(0).drawDeck().get(0)).isEqualTo(old);
    assertThat(g.s.player(0).drawDeck().subList(1, g.s.player(0).drawDeck().size())).isEqualTo(deck);
    assertThat(g.s.player(0).hand()).doesNotContain(old);
    assertThat(g.events(GameEvent.PutOnTop.class)).singleElement().satisfies(e -> assertThat(e.card()).isEqualTo(old));
  }
}
