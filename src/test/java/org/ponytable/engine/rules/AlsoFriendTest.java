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
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.terms.Phase;

/** A Resource that is also a Honesty Friend for the rest of the phase (rulings.md, "also a Friend"; 205.1, 302). */
class AlsoFriendTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-rock", "type": "resource", "title": "Rock", "power": 2, "cost": 0, "traits": ["Asset"], "abilities": [
             {"kind": "activated", "timing": "main", "while": {"none": {"player": "you", "type": "friend", "color": "orange"}},
              "costs": [{"pay": "exhaustThis"}],
              "effects": [{"do": "modify", "target": "this", "colors": ["orange"], "becomes": "friend", "until": "phase"}]}]},
           {"id": "k-needs-honesty", "type": "friend", "title": "Needs Honesty", "power": 1, "cost": 0,
            "colors": ["orange"], "playRequirement": [{"power": 2, "color": "orange"}]},
           {"id": "k-count-resources", "type": "friend", "title": "Counter", "power": 1, "cost": 0, "abilities": [
             {"kind": "continuous", "power": 1, "forEach": {"type": "resource", "player": "you"}}]}]""",
          "also-friend.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("205.1: while the Resource is also a Honesty Friend its power counts toward a Honesty play requirement")
  void itsPowerMeetsAPlayRequirement() {
    Position p = AbilityTable.base(POOL);
    int rock = p.play(0, "k-rock", Area.home(0));
    int needs = p.hand(0, "k-needs-honesty");
    Game g = Game.start(p);
    Action play = new Action.PlayCard(0, needs, Area.home(0));
    assertThat(Engine.legalActions(g.s)).as("no Honesty power yet").doesNotContain(play);
    assertThat(g.s.type(rock)).isEqualTo(CardType.RESOURCE);
    g.act(new Action.Activate(0, rock, 0, -1));
    assertThat(g.s.inPlay(rock).exhausted()).isTrue();
    assertThat(g.s.type(rock)).isEqualTo(CardType.FRIEND);
    assertThat(g.s.isCharacter(g.s.inPlay(rock))).isTrue();
    assertThat(Stats.colors(g.s, g.s.inPlay(rock))).containsExactly(CardColor.ORANGE);
    assertThat(Stats.powerOfColor(g.s, 0, CardColor.ORANGE)).isEqualTo(2);
    g.pass();
    assertThat(Engine.legalActions(g.s)).contains(play);
    g.act(play);
    assertThat(g.s.inPlay(needs)).isNotNull();
  }

  @Test
  @DisplayName("601.2: it is a Friend until the phase ends (601.2), then only a Resource again; filters for Resources still find it meanwhile")
  void untilTheEndOfThePhase() {
    Position p = AbilityTable.base(POOL);
    int rock = p.play(0, "k-rock", Area.home(0));
    int counter = p.play(0, "k-count-resources", Area.home(0));
    Game g = Game.start(p).act(new Action.Activate(0, rock, 0, -1));
    assertThat(g.s.type(rock)).isEqualTo(CardType.FRIEND);
    assertThat(Stats.power(g.s, g.s.inPlay(counter))).as("still a Resource as well").isEqualTo(2);
    g.passUntil(s -> s.phase() != Phase.MAIN);
    assertThat(g.s.type(rock)).isEqualTo(CardType.RESOURCE);
    assertThat(Stats.colors(g.s, g.s.inPlay(rock))).isEmpty();
    assertThat(Stats.powerOfColor(g.s, 0, CardColor.ORANGE)).isZero();
  }
}
