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

/** putIntoPlay "to": "here" / "there", and face-up Troublemakers from the discard pile (706.1, 306.1, 501.4-501.5). */
class PutIntoPlayThereTest {
  private static final String CARDS = """
      [{"id": "t-pal", "type": "friend", "title": "Pal", "power": 1, "cost": 1, "colors": ["yellow"], "traits": ["Critter"]},
       {"id": "t-caller", "type": "friend", "title": "Caller", "power": 1, "cost": 0, "colors": ["yellow"],
        "abilities": [{"kind": "triggered", "when": "entersPlay", "if": {"this": {"where": "problem"}}, "may": true,
          "effects": [{"do": "putIntoPlay", "from": "discardPile", "filter": {"type": "friend", "trait": "Critter"}, "to": "here"}]}]},
       {"id": "t-gate", "type": "friend", "title": "Gate", "power": 1, "cost": 0, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "retire", "filter": "this"}],
          "effects": [{"do": "putIntoPlay", "from": "hand", "filter": {"type": "troublemaker"}, "faceUp": true, "to": "there"}]}]},
       {"id": "t-raise", "type": "event", "title": "Raise", "power": 0, "cost": 0,
        "effects": [{"do": "putIntoPlay", "from": "discardPile", "filter": {"type": "troublemaker"}, "faceUp": true}]}]
      """;

  private static Position base() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    return AbilityTable.base(pool).tokens(0, 5);
  }

  @Test
  @DisplayName("501.4, 706.1: entering play at a Problem, the Friend puts a Critter from the discard pile into play at that Problem")
  void hereIsTheCardsProblem() throws CardLoadException {
    Position p = base();
    int pal = p.discard(0, "t-pal");
    int caller = p.hand(0, "t-caller");
    Game g = Game.start(p).act(new Action.PlayCard(0, caller, Area.problem(1)));
    g.passUntil(s -> s.decision().kind() == DecisionKind.MAY);
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.inPlay(pal)).isNotNull();
    assertThat(g.s.inPlay(pal).area()).isEqualTo(Area.problem(1));
  }

  @Test
  @DisplayName("At home the condition fails: nothing is put into play")
  void notAtAProblem() throws CardLoadException {
    Position p = base();
    int pal = p.discard(0, "t-pal");
    int caller = p.hand(0, "t-caller");
    Game g = Game.start(p).act(new Action.PlayCard(0, caller, Area.home(0)));
    g.passUntil(s -> s.turn() == 4);
    assertThat(g.s.inPlay(pal)).isNull();
  }

  @Test
  @DisplayName("501.5 (rulings.md): retired to pay, the card's Problem is where it was; the Troublemaker enters there face-up")
  void thereIsWhereTheRetiredCardWas() throws CardLoadException {
    Position p = base();
    int gate = p.play(0, "t-gate", Area.problem(1));
    int tm = p.hand(0, "tm-2");
    Game g = Game.start(p).act(new Action.Activate(0, gate, 0, gate));
    g.passUntil(s -> s.inPlay(tm) != null);
    assertThat(g.s.inPlay(gate)).isNull();
    assertThat(g.s.inPlay(tm).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(tm).faceDown()).isFalse();
  }

  @Test
  @DisplayName("306.1: face-up from the discard pile a Troublemaker comes too, at the Problem its player chooses")
  void troublemakerFromTheDiscardPile() throws CardLoadException {
    Position p = base();
    int tm = p.discard(0, "tm-2");
    int raise = p.hand(0, "t-raise");
    Game g = Game.start(p).act(new Action.PlayCard(0, raise, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    g.act(new Action.Choose(0, DecisionKind.AREA, Area.problem(0).code()));
    assertThat(g.s.inPlay(tm).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.inPlay(tm).faceDown()).isFalse();
    assertThat(g.s.player(0).discard()).containsExactly(raise);
  }
}
