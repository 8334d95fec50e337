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

/** The ability kind "playFromDiscard": a card its own text lets be played from its owner's discard pile (404, 609.2). */
class PlayFromDiscardTest {
  private static final String CARDS = """
      [{"id": "t-fog", "type": "friend", "title": "Fog", "power": 1, "cost": 2, "colors": ["yellow"],
        "abilities": [{"kind": "playFromDiscard"}]},
       {"id": "t-gown", "type": "resource", "title": "Gown", "power": 0, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "attachment", "host": {"type": "friend"}},
                      {"kind": "playFromDiscard", "while": {"points": "anyone", "atLeast": 8}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("404, 609.2a: the card is offered from the discard pile like a card in hand, its cost is paid and it enters play")
  void playedFromTheDiscardPile() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3);
    int fog = p.discard(0, "t-fog");
    int plain = p.discard(0, "f-y1");
    int theirs = p.discard(1, "t-fog");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(0, fog, Area.home(0)))
        .noneMatch(a -> a.card() == plain || a.card() == theirs);
    assertThat(Costs.tokens(g.s, new Action.PlayCard(0, fog, Area.home(0)))).isEqualTo(2);
    g.act(new Action.PlayCard(0, fog, Area.home(0)));
    assertThat(g.s.inPlay(fog).area()).isEqualTo(Area.home(0));
    assertThat(g.s.player(0).discard()).containsExactly(plain);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(g.events).anyMatch(e -> e instanceof GameEvent.CardPlayed cp && cp.card() == fog);
  }

  @Test
  @DisplayName("609.2a: a card without the ability stays in the pile, with a reason; too few tokens, not offered")
  void onlyWhatItsTextAllows() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 1);
    int fog = p.discard(0, "t-fog");
    int plain = p.discard(0, "f-y1");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a.card() == fog || a.card() == plain);
    assertThatThrownBy(() -> Engine.apply(g.s, new Action.PlayCard(0, plain, Area.home(0))))
        .hasMessageContaining("not in your hand");
    assertThat(Reasons.whyCardCannotAct(g.s, 0, fog)).contains("token");
  }

  @Test
  @DisplayName("404: \"while\" decides: the Gown is offered from the pile only once a player has 8 points")
  void whileConditionDecides() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3).score(1, 7);
    int gown = p.discard(0, "t-gown");
    int host = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a.card() == gown);

    Position q = AbilityTable.base(pool()).tokens(0, 3).score(1, 8);
    int gown2 = q.discard(0, "t-gown");
    int host2 = q.play(0, "f-y1", Area.home(0));
    Game h = Game.start(q);
    assertThat(Engine.legalActions(h.s)).contains(new Action.PlayAttachment(0, gown2, host2));
    h.act(new Action.PlayAttachment(0, gown2, host2));
    assertThat(h.s.inPlay(gown2).host()).isEqualTo(host2);
    assertThat(h.s.player(0).discard()).isEmpty();
    assertThat(host).isNotNegative();
  }
}
