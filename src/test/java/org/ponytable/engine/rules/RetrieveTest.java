package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

/** The effect word "retrieve": a card of yours from your discard pile into your hand (406). */
class RetrieveTest {
  private static final String EVENTS = """
      [{"id": "t-back", "type": "event", "title": "Back", "power": 0, "cost": 0,
        "effects": [{"do": "retrieve", "filter": {"type": "friend"}}, {"do": "draw", "amount": 1}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(EVENTS, "t.json"));
  }

  @Test
  @DisplayName("406, 518.1: the only Friend in your discard pile goes to your hand; nobody chooses and it can't be declined")
  void onlyFittingCardIsTaken() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int friend = p.discard(0, "f-y2");
    int event = p.discard(0, "ev-1");
    int theirs = p.discard(1, "f-p1");
    int back = p.hand(0, "t-back");
    Game g = Game.start(p).act(new Action.PlayCard(0, back, null));
    assertThat(g.s.player(0).hand()).contains(friend);
    assertThat(g.s.player(0).discard()).containsExactlyInAnyOrder(event, back);
    assertThat(g.s.player(1).discard()).as("only your own discard pile").containsExactly(theirs);
    assertThat(g.events(GameEvent.ReturnedToHand.class)).anyMatch(e -> e.card() == friend && e.player() == 0);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("Of several that fit you choose one, then the next effect happens; with none that fits nothing happens")
  void severalOrNone() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int first = p.discard(0, "f-y2");
    int second = p.discard(0, "f-p2");
    p.discard(0, "ev-1");
    int back = p.hand(0, "t-back");
    Game g = Game.start(p).act(new Action.PlayCard(0, back, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(first, second);
    assertThat(PlayerView.of(g.s, 1).decision().options()).as("the other player sees no options").isEmpty();
    int handBefore = g.s.player(0).hand().size();
    g.choose(second);
    assertThat(g.s.player(0).hand()).contains(second).doesNotContain(first).hasSize(handBefore + 2);

    Position q = AbilityTable.base(pool()).tokens(0, 5);
    int event = q.discard(0, "ev-1");
    int again = q.hand(0, "t-back");
    Game h = Game.start(q).act(new Action.PlayCard(0, again, null));
    assertThat(h.s.player(0).discard()).containsExactlyInAnyOrder(event, again);
    assertThat(h.events(GameEvent.ReturnedToHand.class)).isEmpty();
  }

  @Test
  @DisplayName("710.2: it asks, so a replacement's instead refuses it; its filter reads only what is printed; its words come from its data")
  void loaderAndWords() throws CardLoadException {
    String replacement = "{\"id\": \"t-r\", \"type\": \"friend\", \"title\": \"R\", \"power\": 1, \"cost\": 1,"
        + " \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"},"
        + " \"instead\": [{\"do\": \"retrieve\"}]}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(replacement, "r.json"))
        .hasMessageContaining("\"retrieve\" asks a player to choose");
    String where = "{\"id\": \"t-w\", \"type\": \"event\", \"title\": \"W\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [{\"do\": \"retrieve\", \"filter\": {\"where\": \"home\"}}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(where, "w.json"))
        .hasMessageContaining("a card in a discard pile has no controller, place or status");
    var event = pool().get("t-back").event();
    assertThat(EffectWord.words(event.effects().get(0)))
        .isEqualTo("Put a Friend from your discard pile into your hand.");
  }
}
