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
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.InPlay;

/** Token cards (rulings.md): made by an effect, in play only, gone once they leave it; never in a deck. */
class TokensTest {
  private static final String CARDS = """
      [{"id": "t-critter", "type": "friend", "title": "Critter", "power": 1, "cost": 0, "colors": ["yellow"],
        "traits": ["Critter"], "token": true},
       {"id": "t-two", "type": "event", "title": "Two Critters", "power": 0, "cost": 0,
        "effects": [{"do": "makeTokens", "card": "t-critter", "amount": 2}]},
       {"id": "t-none", "type": "event", "title": "Not a Token", "power": 0, "cost": 0,
        "effects": [{"do": "makeTokens", "card": "f-y2"}]},
       {"id": "t-caller", "type": "friend", "title": "Caller", "power": 1, "cost": 0, "colors": ["yellow"],
        "abilities": [{"kind": "triggered", "when": "entersPlay",
                       "effects": [{"do": "makeTokens", "card": "t-critter", "to": "here"}]}]},
       {"id": "t-mourner", "type": "friend", "title": "Mourner", "power": 1, "cost": 0, "colors": ["yellow"],
        "abilities": [{"kind": "triggered", "when": "leavesPlay", "subject": {"type": "friend", "trait": "Critter"},
                       "effects": [{"do": "draw", "amount": 1}]}]},
       {"id": "t-dismiss", "type": "event", "title": "Dismiss Critters", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"trait": "Critter"}}}]},
       {"id": "t-bounce", "type": "event", "title": "Bounce Critters", "power": 0, "cost": 0,
        "effects": [{"do": "putIntoHand", "target": {"each": {"trait": "Critter"}}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static List<InPlay> critters(Game g) {
    return g.s.play().stream().filter(c -> g.s.def(c.id()).id().equals("t-critter")).toList();
  }

  @Test
  @DisplayName("706.1c: an effect makes new token cards that enter play at your home under your control, not played")
  void makesTokensAtHome() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int two = p.hand(0, "t-two");
    Game g = Game.start(p);
    int before = g.s.cards().size();
    g.act(new Action.PlayCard(0, two, null));
    assertThat(critters(g)).hasSize(2).allSatisfy(c -> {
      assertThat(c.area()).isEqualTo(Area.home(0));
      assertThat(c.controller()).isEqualTo(0);
      assertThat(g.s.owner(c.id())).isEqualTo(0);
      assertThat(Stats.power(g.s, c)).isEqualTo(1);
    });
    assertThat(g.s.cards()).hasSize(before + 2);
    assertThat(critters(g)).extracting(InPlay::id).containsExactly(before, before + 1);
    assertThat(g.events(GameEvent.EnteredPlay.class)).filteredOn(e -> e.card() >= before).hasSize(2);
    assertThat(g.events(GameEvent.CardPlayed.class)).noneMatch(e -> e.card() >= before);
    assertThat(StateInvariants.violations(g.s)).isEmpty();
  }

  @Test
  @DisplayName("Here is the area of the card with the ability; a card that is not a token makes nothing")
  void hereAndNotAToken() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int caller = p.hand(0, "t-caller");
    int none = p.hand(0, "t-none");
    Game g = Game.start(p).act(new Action.PlayCard(0, caller, Area.problem(0)));
    assertThat(critters(g)).singleElement().satisfies(c -> assertThat(c.area()).isEqualTo(Area.problem(0)));
    int cards = g.s.cards().size();
    g.pass().act(new Action.PlayCard(0, none, null));
    assertThat(g.s.cards()).hasSize(cards);
  }

  @Test
  @DisplayName("A token that leaves play is seen leaving, then ceases to exist: in no zone at all")
  void leavingPlayCeasesToExist() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.play(0, "t-mourner", Area.home(0));
    int two = p.hand(0, "t-two");
    int dismiss = p.hand(0, "t-dismiss");
    Game g = Game.start(p).act(new Action.PlayCard(0, two, null));
    List<Integer> ids = critters(g).stream().map(InPlay::id).toList();
    int hand = g.s.player(0).hand().size();
    g.pass().act(new Action.PlayCard(0, dismiss, null));
    assertThat(critters(g)).isEmpty();
    assertThat(g.s.player(0).discard()).doesNotContainAnyElementsOf(ids).contains(dismiss);
    assertThat(g.events(GameEvent.TokenGone.class)).extracting(GameEvent.TokenGone::card).containsExactlyElementsOf(ids);
    assertThat(g.s.player(0).hand()).as("leavesPlay saw both").hasSize(hand - 1 + 2);
    assertThat(StateInvariants.violations(g.s)).isEmpty();
  }

  @Test
  @DisplayName("A token put into a hand is not in the hand: it ceased to exist")
  void neverInHand() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int two = p.hand(0, "t-two");
    int bounce = p.hand(0, "t-bounce");
    Game g = Game.start(p).act(new Action.PlayCard(0, two, null));
    List<Integer> ids = critters(g).stream().map(InPlay::id).toList();
    g.pass().act(new Action.PlayCard(0, bounce, null));
    assertThat(g.s.player(0).hand()).doesNotContainAnyElementsOf(ids);
    assertThat(StateInvariants.violations(g.s)).isEmpty();
    var moved = g.s.withPlayer(0, g.s.player(0).withHand(List.of(ids.get(0))));
    assertThat(StateInvariants.violations(moved)).anyMatch(v -> v.contains("token card outside play"));
  }

  @Test
  @DisplayName("101.2, rulings.md: a deck holding a token card is refused")
  void decksRefuseTokens() throws CardLoadException {
    CardPool pool = pool();
    List<String> draw = new java.util.ArrayList<>();
    for (int i = 0; i < 44; i++) {
      draw.add(i % 11 == 0 ? "t-critter" : "f-y" + (1 + i % 3));
    }
    var violations = DeckValidator.validate(new DeckList("T", "mane-sun", List.of(), draw), pool);
    assertThat(violations).anyMatch(v -> v.rule().equals("101.2") && v.message().contains("a token card"));
  }

  @Test
  @DisplayName("Its words come from its data")
  void words() throws CardLoadException {
    var event = pool().get("t-two").event();
    assertThat(EffectWord.words(event.effects().get(0))).isEqualTo("Put 2 Critter tokens into play at your home.");
    assertThat(EffectWord.tokenName("t3b-earth-pony")).isEqualTo("Earth Pony");
  }
}
