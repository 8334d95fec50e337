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
import org.ponytable.engine.view.PlayerView;

/** The effect word "playFree": a Friend or Troublemaker played from the hand without paying its cost (609.2a, 609.2c). */
class PlayFreeTest {
  private static final String CARDS = """
      [{"id": "t-free-tm", "type": "event", "title": "Free Pest", "power": 0, "cost": 0,
        "effects": [{"do": "playFree", "filter": {"type": "troublemaker"}}]},
       {"id": "t-free-friend", "type": "event", "title": "Free Friend", "power": 0, "cost": 0,
        "effects": [{"do": "playFree", "filter": {"type": "friend"}}]},
       {"id": "t-watcher", "type": "friend", "title": "Watcher", "power": 1, "cost": 0, "colors": ["yellow"],
        "abilities": [{"kind": "triggered", "when": "played", "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-dear", "type": "friend", "title": "Dear", "power": 1, "cost": 5, "colors": ["yellow"],
        "playRequirement": [{"power": 9, "color": "yellow"}]}]
      """;

  private static Position base() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    return AbilityTable.base(pool).tokens(0, 0);
  }

  @Test
  @DisplayName("609.2c: the Troublemaker is played face-down to the Problem chosen, no token paid; the other player doesn't learn it")
  void troublemakerPlayedFaceDown() throws CardLoadException {
    Position p = base();
    int tm = p.hand(0, "tm-2");
    int event = p.hand(0, "t-free-tm");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    g.act(new Action.Choose(0, DecisionKind.AREA, Area.problem(1).code()));
    assertThat(g.s.inPlay(tm).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(tm).faceDown()).isTrue();
    assertThat(g.s.player(0).tokens()).isZero();
    assertThat(g.events).anyMatch(e -> e instanceof GameEvent.CardPlayed cp && cp.card() == tm && cp.faceDown());
    assertThat(PlayerView.events(g.events, g.s, 1)).noneMatch(e -> e instanceof GameEvent.CardPlayed cp && cp.card() == tm);
  }

  @Test
  @DisplayName("609.2a: a Friend is played (its \"when you play\" triggers) without its cost; one whose play requirement isn't met can't be")
  void friendPlayedWithoutItsCost() throws CardLoadException {
    Position p = base();
    int watcher = p.hand(0, "t-watcher");
    int dear = p.hand(0, "t-dear");
    int event = p.hand(0, "t-free-friend");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.decision().kind()).as("only the Watcher fits, so only the place is asked").isEqualTo(DecisionKind.AREA);
    g.act(new Action.Choose(0, DecisionKind.AREA, Area.home(0).code()));
    g.passUntil(s -> s.player(0).tokens() > 0);
    assertThat(g.s.inPlay(watcher).area()).isEqualTo(Area.home(0));
    assertThat(g.s.player(0).tokens()).as("its played trigger gained 1").isEqualTo(1);
    assertThat(g.s.player(0).hand()).containsExactly(dear);
  }
}
