package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;

/** Play conditions (205, 609.2a, rulings.md): "you must control X to play this card", additional discards. */
class PlayConditionTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "q-charm", "type": "resource", "title": "Charm", "power": 0, "cost": 0, "abilities": [
             {"kind": "playCondition", "if": {"count": {"player": "you", "title": "f-y2"}, "atLeast": 1}}]},
           {"id": "q-sneeze", "type": "event", "title": "Sneeze", "power": 0, "cost": 0, "abilities": [
             {"kind": "playCondition", "if": {"number": {"hand": "you"}, "atLeast": 3}}],
            "effects": [{"do": "payCost", "cost": "discard", "amount": 2}, {"do": "draw", "amount": 1}]}]""",
          "play-condition.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("205: 'you must control f-y2 to play this card': not offered without it, refused with the reason, offered with it")
  void controlACard() {
    Position p = AbilityTable.base(POOL);
    int charm = p.hand(0, "q-charm");
    p.play(1, "f-y2", Area.home(1));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a.card() == charm);
    assertThatThrownBy(() -> g.act(new Action.PlayCard(0, charm, Area.home(0)))).isInstanceOf(Refusal.class);
    assertThat(Reasons.whyCardCannotAct(g.s, 0, charm)).contains("may be played only if");
    Position q = AbilityTable.base(POOL);
    int charm2 = q.hand(0, "q-charm");
    q.play(0, "f-y2", Area.home(0));
    assertThat(Engine.legalActions(Game.start(q).s)).contains(new Action.PlayCard(0, charm2, Area.home(0)));
  }

  @Test
  @DisplayName("205, 304.2: 'as an additional cost, discard 2 cards': only with 2 other cards in hand; they are discarded first")
  void additionalDiscard() {
    Position p = AbilityTable.base(POOL);
    int sneeze = p.hand(0, "q-sneeze");
    p.hand(0, "f-y1");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.PlayCard(0, sneeze, null));
    Position q = AbilityTable.base(POOL);
    int sneeze2 = q.hand(0, "q-sneeze");
    int a = q.hand(0, "f-y1");
    int b = q.hand(0, "f-p1");
    Game h = Game.start(q).act(new Action.PlayCard(0, sneeze2, null));
    assertThat(h.s.player(0).discard()).contains(a, b);
    assertThat(h.s.player(0).hand()).hasSize(1).doesNotContain(a, b);
  }
}
