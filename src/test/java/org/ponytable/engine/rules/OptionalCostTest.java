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

/**
 * "You may retire / frighten this card / discard 2 cards to ...": the optional cost of a triggered
 * ability (712.3), paid as it is processed (705.2d); the rest happens only if it was paid.
 */
class OptionalCostTest {
  private static final String CARDS = """
      [{"id": "t-retire", "type": "friend", "title": "Retirer", "power": 1, "cost": 0,
        "abilities": [{"kind": "triggered", "when": "entersPlay", "may": true,
          "effects": [{"do": "payCost", "cost": "retireThis"}, {"do": "score", "amount": 1}]}]},
       {"id": "t-fright", "type": "friend", "title": "Frightener", "power": 1, "cost": 0,
        "abilities": [{"kind": "triggered", "when": "entersPlay", "may": true,
          "effects": [{"do": "payCost", "cost": "frightenThis"}, {"do": "score", "amount": 1}]}]},
       {"id": "t-brave", "type": "friend", "title": "Brave", "power": 1, "cost": 0,
        "abilities": [{"kind": "continuous", "cant": ["beFrightened"]},
          {"kind": "triggered", "when": "entersPlay", "may": true,
          "effects": [{"do": "payCost", "cost": "frightenThis"}, {"do": "score", "amount": 1}]}]},
       {"id": "t-discard", "type": "friend", "title": "Discarder", "power": 1, "cost": 0,
        "abilities": [{"kind": "triggered", "when": "entersPlay", "may": true,
          "effects": [{"do": "payCost", "cost": "discard", "amount": 2}, {"do": "gainTokens", "amount": 3}]}]},
       {"id": "t-offer", "type": "friend", "title": "Offer", "power": 1, "cost": 0,
        "abilities": [{"kind": "triggered", "when": "entersPlay", "may": true, "mayBy": "opponent",
          "effects": [{"do": "payTokens", "amount": 3, "player": "opponent"}, {"do": "score", "amount": 2, "player": "opponent"}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static Game playAndSayYes(Position p, int card) {
    Game g = Game.start(p).act(new Action.PlayCard(0, card, Area.home(0)));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    return g.act(new Action.Answer(0, Action.Meaning.YES));
  }

  @Test
  @DisplayName("712.3, 409.2: retiring this card pays, so the point is scored; saying no pays nothing and scores nothing")
  void retireThis() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int card = p.hand(0, "t-retire");
    Game g = playAndSayYes(p, card);
    assertThat(g.s.inPlay(card)).isNull();
    assertThat(g.s.player(0).discard()).contains(card);
    assertThat(g.score(0)).isEqualTo(1);

    Position q = AbilityTable.base(pool()).tokens(0, 5);
    int again = q.hand(0, "t-retire");
    Game no = Game.start(q).act(new Action.PlayCard(0, again, Area.home(0)))
        .act(new Action.Answer(0, Action.Meaning.NO));
    assertThat(no.s.inPlay(again)).isNotNull();
    assertThat(no.score(0)).isZero();
  }

  @Test
  @DisplayName("504.1, 104.2: frightening this card pays; a card that can't be frightened can't pay, so nothing after happens")
  void frightenThis() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int card = p.hand(0, "t-fright");
    Game g = playAndSayYes(p, card);
    assertThat(g.s.inPlay(card).frightened()).isTrue();
    assertThat(g.score(0)).isEqualTo(1);

    Position q = AbilityTable.base(pool()).tokens(0, 5);
    int brave = q.hand(0, "t-brave");
    Game h = playAndSayYes(q, brave);
    assertThat(h.s.inPlay(brave).frightened()).isFalse();
    assertThat(h.score(0)).isZero();
    assertThat(h.events(GameEvent.EffectDidNothing.class)).isNotEmpty();
  }

  @Test
  @DisplayName("409.3, 712.3: discarding 2 cards is chosen card by card, then the rest happens; with 1 card in hand nothing is discarded")
  void discardCards() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int card = p.hand(0, "t-discard");
    int a = p.hand(0, "f-y1");
    int b = p.hand(0, "f-y2");
    int c = p.hand(0, "f-y3");
    Game g = playAndSayYes(p, card);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.EFFECT_DISCARD);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b, c);
    g.choose(a);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.EFFECT_DISCARD);
    g.choose(c);
    assertThat(g.s.player(0).discard()).containsExactlyInAnyOrder(a, c);
    assertThat(g.s.player(0).hand()).containsExactly(b);
    assertThat(g.s.player(0).tokens()).isEqualTo(3);

    Position q = AbilityTable.base(pool()).tokens(0, 0);
    int again = q.hand(0, "t-discard");
    int only = q.hand(0, "f-y1");
    Game h = playAndSayYes(q, again);
    assertThat(h.s.player(0).hand()).containsExactly(only);
    assertThat(h.s.player(0).tokens()).isZero();
  }

  @Test
  @DisplayName("712.3, 502: the opponent may pay 3 action tokens to score 2; they pay, not the controller, and without 3 they score nothing")
  void opponentPays() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5).tokens(1, 4);
    int card = p.hand(0, "t-offer");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, Area.home(0)));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThat(g.s.decision().player()).isEqualTo(1);
    g.act(new Action.Answer(1, Action.Meaning.YES));
    assertThat(g.s.player(1).tokens()).isEqualTo(1);
    assertThat(g.s.player(0).tokens()).isEqualTo(5);
    assertThat(g.score(1)).isEqualTo(2);

    Position q = AbilityTable.base(pool()).tokens(0, 5).tokens(1, 2);
    int again = q.hand(0, "t-offer");
    Game h = Game.start(q).act(new Action.PlayCard(0, again, Area.home(0))).act(new Action.Answer(1, Action.Meaning.YES));
    assertThat(h.s.player(1).tokens()).isEqualTo(2);
    assertThat(h.score(1)).isZero();
  }

  @Test
  @DisplayName("Its words come from its data")
  void words() throws CardLoadException {
    var ability = (org.ponytable.engine.ability.Ability.Triggered) pool().get("t-discard").face().abilities().get(0);
    assertThat(EffectWord.words(ability.effects().get(0))).contains("discard 2 cards");
  }
}
