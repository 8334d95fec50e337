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
import org.ponytable.engine.state.GameState;

/** The filter parts token, owner (513.1), notTrait (207) and evenPrintedPower. */
class MoreFilterPartsTest {
  private static final String CARDS = """
      [{"id": "fp-token", "type": "friend", "title": "Tokie", "power": 1, "cost": 0, "colors": ["yellow"], "token": true},
       {"id": "fp-tokens-up", "type": "friend", "title": "Token Lover", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "affects": {"player": "you", "type": "friend", "token": true}, "power": 2}]},
       {"id": "fp-plain", "type": "friend", "title": "Plain", "power": 2, "cost": 1, "traits": ["Unicorn"]},
       {"id": "fp-epic", "type": "friend", "title": "Big", "power": 3, "cost": 1, "traits": ["Epic"]},
       {"id": "fp-nonepic", "type": "friend", "title": "Small Lover", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "affects": {"type": "friend", "notTrait": "Epic", "other": true}, "power": 1}]},
       {"id": "fp-reclaim", "type": "event", "title": "Reclaim", "power": 0, "cost": 0,
        "effects": [{"do": "takeControl", "target": {"choose": {"type": "friend", "owner": "you"}}}]},
       {"id": "fp-montage", "type": "event", "title": "Montage", "power": 0, "cost": 0,
        "effects": [{"do": "choose", "target": {"choose": {"player": "you", "type": "friend"}}},
                    {"do": "modify", "target": {"each": {"chosen": true}}, "power": 1, "until": "turn",
                     "forEach": {"player": "you", "type": "friend", "where": "chosensProblem", "otherThan": "chosen"}}]},
       {"id": "fp-twins", "type": "event", "title": "Twins", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"choose": {"player": "opponent", "type": "friend"}}},
                    {"do": "dismiss", "target": {"each": {"player": "opponent", "type": "friend", "sameNameAsChosen": true}}}]},
       {"id": "fp-even", "type": "event", "title": "Even Luck", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "filter": {"evenPrintedPower": true}}, {"do": "gainTokens", "amount": 1}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "more-filter-parts.json"));
  }

  @Test
  @DisplayName("Token cards (rulings.md): 'your token Friends' are only the token cards")
  void tokenPart() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "fp-tokens-up", Area.home(0));
    int tok = p.play(0, "fp-token", Area.home(0));
    int plain = p.play(0, "fp-plain", Area.home(0));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(tok))).isEqualTo(3);
    assertThat(Stats.power(s, s.inPlay(plain))).isEqualTo(2);
  }

  @Test
  @DisplayName("207: 'non-Epic' Friends are those without the Epic trait")
  void notTraitPart() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "fp-nonepic", Area.home(0));
    int epic = p.play(1, "fp-epic", Area.home(1));
    int plain = p.play(1, "fp-plain", Area.home(1));
    GameState s = Engine.resume(p.build()).state();
    assertThat(Stats.power(s, s.inPlay(epic))).isEqualTo(3);
    assertThat(Stats.power(s, s.inPlay(plain))).isEqualTo(3);
  }

  @Test
  @DisplayName("513.1: 'a Friend you own' is yours by ownership, whoever controls it; gaining control of it")
  void ownerPart() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int mine = p.play(0, "fp-plain", Area.home(1));
    p.update(mine, c -> new org.ponytable.engine.state.InPlay(c.id(), 1, c.area(), false, false, false, false, -1,
        java.util.Map.of(), false));
    p.play(1, "fp-epic", Area.home(1));
    int ev = p.hand(0, "fp-reclaim");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.inPlay(mine).controller()).as("the only Friend player 0 owns is taken without asking").isZero();
  }

  @Test
  @DisplayName("'If that card's power is even': the revealed card's printed power; an odd one does nothing")
  void evenPrintedPowerPart() throws CardLoadException {
    assertThat(tokensAfterRevealing("fp-plain")).as("printed power 2: even").isEqualTo(1);
    assertThat(tokensAfterRevealing("fp-epic")).as("printed power 3: odd").isZero();
  }

  private static int tokensAfterRevealing(String top) throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0).tokens(0, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.deck(0, top);
    p.deck(1, "f-p1");
    int ev = p.hand(0, "fp-even");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    return g.s.player(0).tokens();
  }

  @Test
  @DisplayName("501: 'each of your other Friends at its Problem' counts at the chosen Friend's Problem, none at a home")
  void chosensProblem() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int lead = p.play(0, "fp-plain", Area.problem(1));
    p.play(0, "fp-plain", Area.problem(1));
    p.play(0, "fp-plain", Area.problem(1));
    p.play(0, "fp-plain", Area.problem(0));
    p.play(1, "fp-plain", Area.problem(1));
    int ev = p.hand(0, "fp-montage");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null)).choose(lead);
    assertThat(Stats.power(g.s, g.s.inPlay(lead))).as("two other Friends of yours there").isEqualTo(4);
    Position q = AbilityTable.base(pool()).tokens(0, 5);
    int home = q.play(0, "fp-plain", Area.home(0));
    q.play(0, "fp-plain", Area.home(0));
    int ev2 = q.hand(0, "fp-montage");
    Game h = Game.start(q).act(new Action.PlayCard(0, ev2, null)).choose(home);
    assertThat(Stats.power(h.s, h.s.inPlay(home))).as("a home is no Problem").isEqualTo(2);
  }

  @Test
  @DisplayName("201.1: 'each other opposing Friend with the same name' as the one dismissed, read once it has left play")
  void sameNameAsChosen() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int first = p.play(1, "fp-plain", Area.home(1));
    int twin = p.play(1, "fp-plain", Area.problem(1));
    int other = p.play(1, "fp-epic", Area.home(1));
    int mine = p.play(0, "fp-plain", Area.home(0));
    int ev = p.hand(0, "fp-twins");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null)).choose(first);
    assertThat(g.s.player(1).discard()).contains(first, twin).doesNotContain(other);
    assertThat(g.s.inPlay(other)).isNotNull();
    assertThat(g.s.inPlay(mine)).as("only opposing Friends").isNotNull();
  }
}
