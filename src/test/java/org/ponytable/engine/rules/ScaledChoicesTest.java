package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/**
 * Counts ("for each", "equal to") read by a choose target, by makeTokens and by lookAtTop: "exhaust
 * an opposing character for each of your characters", "tokens equal to that Troublemaker's power",
 * "look at a number of cards equal to ...".
 */
class ScaledChoicesTest {
  private static final String CARDS = """
      [{"id": "sc-critter", "type": "friend", "title": "Critter", "power": 1, "cost": 0, "colors": ["yellow"],
        "traits": ["Critter"], "token": true},
       {"id": "sc-tm", "type": "troublemaker", "title": "Big Trouble", "power": 3, "points": 1},
       {"id": "sc-tokens", "type": "event", "title": "Equal Tokens", "power": 0, "cost": 0,
        "effects": [{"do": "choose", "target": {"choose": {"type": "troublemaker"}}},
                    {"do": "makeTokens", "card": "sc-critter", "forEach": {"powerOf": {"chosen": true}}}]},
       {"id": "sc-tire", "type": "event", "title": "Tire Them", "power": 0, "cost": 0,
        "effects": [{"do": "exhaust", "target": {"choose": {"player": "opponent", "type": "friend"},
                                                  "forEach": {"player": "you", "type": "friend"}, "random": true}}]},
       {"id": "sc-call", "type": "event", "title": "Call", "power": 0, "cost": 0,
        "effects": [{"do": "moveAnywhere", "target": {"choose": {"player": "you", "type": "friend"},
                                                       "upTo": true, "forEach": {"tokens": "opponent"}}}]},
       {"id": "sc-four", "type": "event", "title": "Four", "power": 0, "cost": 0,
        "effects": [{"do": "draw", "amount": 1, "forEach": {"handShortOf": 4}}]},
       {"id": "sc-even", "type": "event", "title": "Even", "power": 0, "cost": 0,
        "effects": [{"do": "draw", "amount": 1, "forEach": {"handShortOf": "opponent"}}]},
       {"id": "sc-peek", "type": "event", "title": "Peek", "power": 0, "cost": 0,
        "effects": [{"do": "lookAtTop", "count": 1, "player": "opponent", "bottom": true,
                     "forEach": {"tokens": "opponent"}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "scaled-choices.json"));
  }

  @Test
  @DisplayName("706.1c, 711: put tokens into play equal to the chosen Troublemaker's power")
  void tokensEqualToTheChosenPower() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.play(1, "sc-tm", Area.problem(0));
    int ev = p.hand(0, "sc-tokens");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.play()).filteredOn(c -> g.s.def(c.id()).id().equals("sc-critter")).hasSize(3)
        .allSatisfy(c -> assertThat(c.controller()).isZero());
  }

  @Test
  @DisplayName("104.2b: exhaust an opposing Friend for each of your Friends: as many as you have, no more")
  void chooseForEach() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.play(0, "f-y1", Area.home(0));
    p.play(0, "f-y1", Area.home(0));
    for (int i = 0; i < 3; i++) {
      p.play(1, "f-p1", Area.home(1));
    }
    int ev = p.hand(0, "sc-tire");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.play()).filteredOn(c -> c.controller() == 1 && g.s.def(c.id()).id().equals("f-p1"))
        .filteredOn(c -> c.exhausted()).hasSize(2);
  }

  @Test
  @DisplayName("506.4: move up to one Friend for each action token your opponent has; none with no tokens")
  void moveUpToTheOpponentsTokens() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5).tokens(1, 1);
    int a = p.play(0, "f-y1", Area.home(0));
    int b = p.play(0, "f-y1", Area.home(0));
    int ev = p.hand(0, "sc-call");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    g.choose(a);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    g.act(new Action.Choose(0, DecisionKind.AREA, Area.problem(0).code()));
    assertThat(g.s.inPlay(a).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.inPlay(b).area()).as("one token: one Friend at most").isEqualTo(Area.home(0));
    assertThat(g.s.resolving()).isNull();
  }

  @Test
  @DisplayName("402.3: look at a number of cards from the top of the opponent's deck equal to their action tokens")
  void lookAtTopForEach() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5).tokens(1, 3);
    int ev = p.hand(0, "sc-peek");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TOP_ORDER);
    assertThat(g.s.decision().options()).hasSize(3);
  }

  @Test
  @DisplayName("409.4: draw until you have 4 cards in hand; nothing with 4 or more")
  void drawUpToFour() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.hand(0, "f-y1");
    int ev = p.hand(0, "sc-four");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.player(0).hand()).as("1 left after playing the Event, 3 drawn").hasSize(4);
    Position q = AbilityTable.base(pool()).tokens(0, 5);
    for (int i = 0; i < 5; i++) {
      q.hand(0, "f-y1");
    }
    int ev2 = q.hand(0, "sc-four");
    Game h = Game.start(q).act(new Action.PlayCard(0, ev2, null));
    assertThat(h.s.player(0).hand()).hasSize(5);
  }

  @Test
  @DisplayName("409.4: draw until your hand holds as many cards as your opponent's")
  void drawUpToTheOpponentsHand() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    for (int i = 0; i < 3; i++) {
      p.hand(1, "f-p1");
    }
    int ev = p.hand(0, "sc-even");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.player(0).hand()).hasSize(3);
  }
}
