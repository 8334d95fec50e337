package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.InPlay;

/** +1 power counters (519, rulings.md): each adds 1 to the card's power; removing them as a cost. */
class PowerCountersTest {
  private static final String CARDS = """
      [{"id": "t-pump", "type": "event", "title": "Pump", "power": 0, "cost": 0,
        "effects": [{"do": "addCounters", "target": {"choose": {"player": "you", "type": "friend"}},
                     "counter": "+1 power", "amount": 2}]},
       {"id": "t-boost", "type": "event", "title": "Boost", "power": 0, "cost": 0,
        "effects": [{"do": "modify", "target": {"each": {"player": "you", "type": "friend"}}, "power": 1, "until": "turn"}]},
       {"id": "t-set", "type": "event", "title": "Set", "power": 0, "cost": 0,
        "effects": [{"do": "modify", "target": {"each": {"player": "you", "type": "friend"}}, "setPower": 1, "until": "turn"}]},
       {"id": "t-scare", "type": "event", "title": "Scare", "power": 0, "cost": 0,
        "effects": [{"do": "frighten", "target": {"each": {"player": "you", "type": "friend"}}}]},
       {"id": "t-hide", "type": "event", "title": "Hide", "power": 0, "cost": 0,
        "effects": [{"do": "turnFaceDown", "target": {"each": {"type": "troublemaker"}}}]},
       {"id": "t-spender", "type": "friend", "title": "Spender", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "main",
                       "costs": [{"pay": "removeCounters", "counter": "+1 power", "amount": 2}],
                       "effects": [{"do": "draw", "amount": 1}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static int power(Game g, int card) {
    return Stats.power(g.s, g.s.inPlay(card));
  }

  @Test
  @DisplayName("519.1: each +1 power counter adds 1 to the card's power; a modifier adds on top of them")
  void countersAddPower() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int friend = p.play(0, "f-y2", Area.home(0));
    int pump = p.hand(0, "t-pump");
    int boost = p.hand(0, "t-boost");
    Game g = Game.start(p).act(new Action.PlayCard(0, pump, null));
    assertThat(g.s.inPlay(friend).counters()).isEqualTo(Map.of(InPlay.POWER_COUNTER, 2));
    assertThat(power(g, friend)).isEqualTo(4);
    assertThat(g.events(GameEvent.CountersChanged.class)).anyMatch(e -> e.card() == friend && e.count() == 2);
    g.pass().act(new Action.PlayCard(0, boost, null));
    assertThat(power(g, friend)).isEqualTo(5);
  }

  @Test
  @DisplayName("Ruling: counters count with the printed power, so a power set by a modifier sets it over them")
  void setPowerSetsOverCounters() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int friend = p.play(0, "f-y2", Area.home(0));
    p.update(friend, c -> c.withCounters(Map.of(InPlay.POWER_COUNTER, 3)));
    int set = p.hand(0, "t-set");
    Game g = Game.start(p);
    assertThat(power(g, friend)).isEqualTo(5);
    g.act(new Action.PlayCard(0, set, null));
    assertThat(power(g, friend)).isEqualTo(1);
  }

  @Test
  @DisplayName("504.1: a frightened card loses its counters, so unfrightened it has its printed power again")
  void frighteningRemovesCounters() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int friend = p.play(0, "f-y2", Area.home(0));
    p.update(friend, c -> c.withCounters(Map.of(InPlay.POWER_COUNTER, 2)));
    int scare = p.hand(0, "t-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.inPlay(friend).frightened()).isTrue();
    assertThat(g.s.inPlay(friend).counters()).isEmpty();
    g.s = g.s.withInPlay(g.s.inPlay(friend).asUnfrightened());
    assertThat(power(g, friend)).isEqualTo(2);
  }

  @Test
  @DisplayName("519.3a, 408.5: a Troublemaker turned face down becomes a different card and loses its counters")
  void faceDownRemovesCounters() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int tm = p.play(1, "tm-2", Area.problem(1));
    p.update(tm, c -> c.withCounters(Map.of(InPlay.POWER_COUNTER, 4)));
    int hide = p.hand(0, "t-hide");
    Game g = Game.start(p);
    assertThat(power(g, tm)).isEqualTo(6);
    g.act(new Action.PlayCard(0, hide, null));
    assertThat(g.s.inPlay(tm).faceDown()).isTrue();
    assertThat(g.s.inPlay(tm).counters()).isEmpty();
  }

  @Test
  @DisplayName("519, 104.2a: removing counters as a cost needs that many on the card; paying removes them")
  void removeCountersCost() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int spender = p.play(0, "t-spender", Area.home(0));
    p.update(spender, c -> c.withCounters(Map.of(InPlay.POWER_COUNTER, 1)));
    Game g = Game.start(p);
    Action activate = new Action.Activate(0, spender, 0, -1);
    assertThat(Engine.legalActions(g.s)).doesNotContain(activate);
    assertThat(Reasons.whyCardCannotAct(g.s, 0, spender)).contains("removes 2 +1 power counters").contains("it has 1");

    Position q = AbilityTable.base(pool()).tokens(0, 5);
    int again = q.play(0, "t-spender", Area.home(0));
    q.update(again, c -> c.withCounters(Map.of(InPlay.POWER_COUNTER, 3)));
    Game h = Game.start(q);
    assertThat(power(h, again)).isEqualTo(4);
    int hand = h.s.player(0).hand().size();
    h.act(new Action.Activate(0, again, 0, -1));
    assertThat(h.s.inPlay(again).counters()).isEqualTo(Map.of(InPlay.POWER_COUNTER, 1));
    assertThat(power(h, again)).isEqualTo(2);
    assertThat(h.s.player(0).hand()).hasSize(hand + 1);
  }

  @Test
  @DisplayName("103, rulings.md: with both decks empty, +1 power counters on a character still count; other counters don't")
  void powerCountersAreNeverInert() throws CardLoadException {
    var friend = pool().get("t-spender");
    var onThis = new org.ponytable.engine.ability.Target.This();
    assertThat(EffectWord.inert(new org.ponytable.engine.ability.Effect.Counters(onThis, InPlay.POWER_COUNTER, 1, true), friend))
        .isFalse();
    assertThat(EffectWord.inert(new org.ponytable.engine.ability.Effect.Counters(onThis, "Harmony", 1, true), friend)).isTrue();
    assertThat(EffectWord.inert(new org.ponytable.engine.ability.Effect.Counters(onThis, InPlay.POWER_COUNTER, 1, false), friend))
        .as("removing them only weakens").isTrue();
  }

  @Test
  @DisplayName("Its words: a +1 power counter")
  void words() throws CardLoadException {
    assertThat(EffectWord.words(pool().get("t-pump").event().effects().get(0)))
        .isEqualTo("Put 2 +1 power counters on a chosen Friend you control.");
  }
}
