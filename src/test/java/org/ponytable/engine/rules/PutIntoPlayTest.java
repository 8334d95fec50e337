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
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.view.PlayerView;

/** The effect word "putIntoPlay": a card of yours from your discard pile into play (706.1). */
class PutIntoPlayTest {
  /** Events that put a card from the discard pile into play: any fitting card, or a purple Friend. */
  private static final String EVENTS = """
      [{"id": "t-back", "type": "event", "title": "Back", "power": 0, "cost": 0,
        "effects": [{"do": "putIntoPlay", "from": "discardPile"}]},
       {"id": "t-purple", "type": "event", "title": "Purple Back", "power": 0, "cost": 0,
        "effects": [{"do": "putIntoPlay", "from": "discardPile", "filter": {"type": "friend", "color": "purple"}},
                    {"do": "draw", "amount": 1}]},
       {"id": "t-hand", "type": "event", "title": "From Hand", "power": 0, "cost": 0,
        "effects": [{"do": "putIntoPlay", "from": "hand", "filter": {"type": "troublemaker"}, "faceUp": true}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(EVENTS, "t.json"));
  }

  @Test
  @DisplayName("706.1, 302.1: the only card that fits leaves the discard pile and enters play at your home; nobody chooses")
  void onlyCardEntersAtHome() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int friend = p.discard(0, "f-y2");
    int event = p.discard(0, "ev-1");
    int theirs = p.discard(1, "f-p1");
    int back = p.hand(0, "t-back");
    Game g = Game.start(p).act(new Action.PlayCard(0, back, null));
    assertThat(g.s.inPlay(friend)).isNotNull();
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.home(0));
    assertThat(g.s.inPlay(friend).controller()).isEqualTo(0);
    assertThat(g.s.player(0).discard()).as("the Event stays, the played Event joins it")
        .containsExactlyInAnyOrder(event, back);
    assertThat(g.s.player(1).discard()).as("only your own discard pile").containsExactly(theirs);
    assertThat(g.events(GameEvent.EnteredPlay.class)).anyMatch(e -> e.card() == friend);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("305.1a-b: of several cards that fit you choose one; Events, Resources for a Problem and other colors are not offered")
  void severalCardsAskTheController() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int first = p.discard(0, "f-p2");
    int second = p.discard(0, "p3");
    p.discard(0, "f-y2");
    p.discard(0, "res-problem");
    p.discard(0, "ev-1");
    int purple = p.hand(0, "t-purple");
    Game g = Game.start(p).act(new Action.PlayCard(0, purple, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().player()).isEqualTo(0);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(first, second);
    assertThat(PlayerView.of(g.s, 1).decision().options()).as("the other player sees no options").isEmpty();
    int handBefore = g.s.player(0).hand().size();
    g.choose(second);
    assertThat(g.s.inPlay(second).area()).isEqualTo(Area.home(0));
    assertThat(g.s.inPlay(first)).isNull();
    assertThat(g.s.player(0).discard()).contains(first).doesNotContain(second);
    assertThat(g.s.player(0).hand()).as("the next effect was processed after it").hasSize(handBefore + 1);
  }

  @Test
  @DisplayName("A Resource that enters play at home comes back; with nothing that fits, nothing happens")
  void resourceOrNothing() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int resource = p.discard(0, "res-home");
    int back = p.hand(0, "t-back");
    Game g = Game.start(p).act(new Action.PlayCard(0, back, null));
    assertThat(g.s.inPlay(resource).area()).isEqualTo(Area.home(0));

    Position q = AbilityTable.base(pool()).tokens(0, 5);
    int event = q.discard(0, "ev-1");
    int again = q.hand(0, "t-back");
    Game h = Game.start(q).act(new Action.PlayCard(0, again, null));
    assertThat(h.s.player(0).discard()).containsExactlyInAnyOrder(event, again);
    assertThat(h.events(GameEvent.EnteredPlay.class)).isEmpty();
  }

  @Test
  @DisplayName("306.1, 706.1: from your hand a Troublemaker enters play at the Problem you choose, face-up when so written; not played, no cost")
  void troublemakerFromHand() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int tm = p.hand(0, "tm-2");
    p.hand(0, "f-y2");
    int put = p.hand(0, "t-hand");
    Game g = Game.start(p).act(new Action.PlayCard(0, put, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(Area.problem(0).code(), Area.problem(1).code());
    g.choose(Area.problem(1).code());
    assertThat(g.s.inPlay(tm)).isNotNull();
    assertThat(g.s.inPlay(tm).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(tm).faceDown()).isFalse();
    assertThat(g.s.inPlay(tm).controller()).isEqualTo(0);
    assertThat(g.s.player(0).hand()).doesNotContain(tm);
    assertThat(g.events(GameEvent.CardPlayed.class)).noneMatch(e -> e.card() == tm);
  }

  @Test
  @DisplayName("710.2: it asks, so a replacement's instead refuses it at load time; its filter reads only what is printed")
  void loaderRefusals() {
    String replacement = "{\"id\": \"t-r\", \"type\": \"friend\", \"title\": \"R\", \"power\": 1, \"cost\": 1,"
        + " \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"},"
        + " \"instead\": [{\"do\": \"putIntoPlay\", \"from\": \"discardPile\"}]}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(replacement, "r.json"))
        .hasMessageContaining("\"putIntoPlay\" asks a player to choose").hasMessageContaining("/abilities/0/instead/0");
    String where = "{\"id\": \"t-w\", \"type\": \"event\", \"title\": \"W\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [{\"do\": \"putIntoPlay\", \"from\": \"discardPile\", \"filter\": {\"where\": \"home\"}}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(where, "w.json"))
        .hasMessageContaining("a card in a discard pile has no controller, place or status");
    String from = "{\"id\": \"t-f\", \"type\": \"event\", \"title\": \"F\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [{\"do\": \"putIntoPlay\", \"from\": \"drawDeck\"}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(from, "f.json")).hasMessageContaining("\"discardPile\"");
  }

  @Test
  @DisplayName("Its words come from its data")
  void words() throws CardLoadException {
    var event = pool().get("t-purple").event();
    assertThat(EffectWord.words(event.effects().get(0)))
        .isEqualTo("Put a Magic Friend from your discard pile into play at your home.");
  }
}
