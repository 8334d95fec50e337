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

/** The effect word "onlyIf": the effects after it happen only if its condition holds (705.2d). */
class OnlyIfTest {
  private static final String EVENTS = """
      [{"id": "t-not-mine", "type": "event", "title": "Not Mine", "power": 0, "cost": 0,
        "effects": [{"do": "onlyIf", "if": {"yourTurn": false}}, {"do": "draw", "amount": 1},
                    {"do": "gainTokens", "amount": 1}]},
       {"id": "t-mine", "type": "event", "title": "Mine", "power": 0, "cost": 0,
        "effects": [{"do": "onlyIf", "if": {"yourTurn": true}}, {"do": "draw", "amount": 1}]},
       {"id": "t-next", "type": "event", "title": "Next", "power": 0, "cost": 0,
        "effects": [{"do": "onlyIf", "if": {"count": {"player": "you", "type": "friend", "where": "problem"}}, "next": 1},
                    {"do": "draw", "amount": 1}, {"do": "gainTokens", "amount": 2}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(EVENTS, "t.json"));
  }

  @Test
  @DisplayName("705.2d: when the condition does not hold, none of the effects after it happen; the Event still goes to the discard pile")
  void failingConditionStopsTheRest() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3);
    int event = p.hand(0, "t-not-mine");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).isEmpty();
    assertThat(g.s.player(0).tokens()).as("no draw and no tokens").isEqualTo(3);
    assertThat(g.s.player(0).discard()).containsExactly(event);
    assertThat(g.events(GameEvent.EffectDidNothing.class)).hasSize(1);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("705.2d: when the condition holds, the effects after it happen")
  void holdingConditionGoesOn() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3);
    int event = p.hand(0, "t-mine");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).hasSize(1);
    assertThat(g.events(GameEvent.EffectDidNothing.class)).isEmpty();
  }

  @Test
  @DisplayName("With \"next\", only that many effects are skipped and the rest happen; read as it is processed")
  void nextSkipsOnlyThatMany() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3);
    int event = p.hand(0, "t-next");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).as("no Friend of yours at a Problem: the draw is skipped").isEmpty();
    assertThat(g.s.player(0).tokens()).as("the effect after the guarded one happens").isEqualTo(5);

    Position q = AbilityTable.base(pool()).tokens(0, 3);
    q.play(0, "f-y2", Area.problem(0));
    int again = q.hand(0, "t-next");
    Game h = Game.start(q).act(new Action.PlayCard(0, again, null));
    assertThat(h.s.player(0).hand()).hasSize(1);
    assertThat(h.s.player(0).tokens()).isEqualTo(5);
  }

  @Test
  @DisplayName("710.2: a replacement happens at once, so its instead refuses it; its condition is required")
  void loaderRefusals() {
    String replacement = "{\"id\": \"t-r\", \"type\": \"friend\", \"title\": \"R\", \"power\": 1, \"cost\": 1,"
        + " \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"},"
        + " \"instead\": [{\"do\": \"onlyIf\", \"if\": {\"yourTurn\": true}}, {\"do\": \"exhaust\", \"target\": \"this\"}]}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(replacement, "r.json"))
        .hasMessageContaining("\"onlyIf\" decides").hasMessageContaining("/abilities/0/instead/0");
    String missing = "{\"id\": \"t-m\", \"type\": \"event\", \"title\": \"M\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [{\"do\": \"onlyIf\"}, {\"do\": \"draw\", \"amount\": 1}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(missing, "m.json"))
        .hasMessageContaining("missing \"if\"");
    String badCondition = "{\"id\": \"t-b\", \"type\": \"event\", \"title\": \"B\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [{\"do\": \"onlyIf\", \"if\": {\"yourTurns\": true}}]}";
    assertThatThrownBy(() -> new CardLoader().loadString(badCondition, "b.json"))
        .hasMessageContaining("/effects/0/if");
  }
}
