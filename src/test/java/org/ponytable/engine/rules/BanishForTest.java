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

/** The effect word "banishFor": banish a card, and it comes back into play at once or at the end of the turn. */
class BanishForTest {
  private static final String EVENTS = """
      [{"id": "t-blink", "type": "event", "title": "Blink", "power": 0, "cost": 0,
        "effects": [{"do": "banishFor", "target": {"choose": {"type": "friend"}}, "back": "now"}]},
       {"id": "t-away", "type": "event", "title": "Away", "power": 0, "cost": 0,
        "effects": [{"do": "banishFor", "target": {"choose": {"type": "friend"}}, "back": "endOfTurn",
          "frightened": true}]},
       {"id": "t-later", "type": "event", "title": "Later", "power": 0, "cost": 0,
        "effects": [{"do": "banishFor", "target": {"choose": {"type": "friend"}}, "back": "nextTurn"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(EVENTS, "t.json"));
  }

  @Test
  @DisplayName("409.5, 706.1: banished and put back at once: an opposing Friend returns to its owner's home, theirs, and enters play again")
  void backAtOnce() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int theirs = p.play(1, "f-p2", Area.problem(1));
    int blink = p.hand(0, "t-blink");
    Game g = Game.start(p).act(new Action.PlayCard(0, blink, null));
    assertThat(g.s.inPlay(theirs)).isNotNull();
    assertThat(g.s.inPlay(theirs).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(theirs).controller()).isEqualTo(1);
    assertThat(g.s.player(1).banished()).isEmpty();
    assertThat(g.events(GameEvent.Banished.class)).anyMatch(e -> e.card() == theirs);
    assertThat(g.events(GameEvent.EnteredPlay.class)).anyMatch(e -> e.card() == theirs);
  }

  @Test
  @DisplayName("708.4, 706.1a: banished until the end of the turn: it stays banished (public) until then, then comes back frightened")
  void backAtTheEndOfTheTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int mine = p.play(0, "f-y2", Area.problem(0));
    int away = p.hand(0, "t-away");
    Game g = Game.start(p).act(new Action.PlayCard(0, away, null));
    assertThat(g.s.inPlay(mine)).isNull();
    assertThat(g.s.player(0).banished()).containsExactly(mine);
    assertThat(g.s.abilities().triggeredModifiers()).hasSize(1);
    int turn = g.s.turn();
    g.passUntil(x -> x.inPlay(mine) != null);
    assertThat(g.s.turn()).as("back in the same turn, at its end").isEqualTo(turn);
    assertThat(g.s.inPlay(mine).area()).isEqualTo(Area.home(0));
    assertThat(g.s.inPlay(mine).frightened()).isTrue();
    assertThat(g.s.player(0).banished()).isEmpty();
    assertThat(g.s.abilities().triggeredModifiers()).isEmpty();
  }

  @Test
  @DisplayName("708.4, 706.1: banished until the start of the next turn: still banished as this turn ends, back as the next one's Ready Phase starts")
  void backAtTheStartOfTheNextTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int theirs = p.play(1, "f-p2", Area.problem(1));
    int later = p.hand(0, "t-later");
    Game g = Game.start(p).act(new Action.PlayCard(0, later, null));
    assertThat(g.s.player(1).banished()).containsExactly(theirs);
    int turn = g.s.turn();
    g.passUntil(x -> x.inPlay(theirs) != null);
    assertThat(g.s.turn()).as("back in the next turn, not at this one's end").isEqualTo(turn + 1);
    assertThat(g.s.inPlay(theirs).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(theirs).controller()).isEqualTo(1);
    assertThat(g.s.abilities().triggeredModifiers()).isEmpty();
  }

  @Test
  @DisplayName("Its words come from its data")
  void words() throws CardLoadException {
    var event = pool().get("t-away").event();
    assertThat(EffectWord.words(event.effects().get(0))).isEqualTo(
        "Banish a chosen Friend; at the end of the turn, put it into play at its owner's home frightened.");
  }
}
