package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

/** Home limit changes (212, 616.3): more or fewer Friends allowed, and Friends that don't count. */
class HomeLimitWordsTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "h-squeeze", "type": "friend", "title": "Squeeze", "power": 1, "cost": 1, "abilities": [
             {"kind": "homeLimit", "player": "opponent", "amount": -1}]},
           {"id": "h-crowd", "type": "friend", "title": "Crowd", "power": 1, "cost": 1, "abilities": [
             {"kind": "homeLimit", "player": "anyone", "amount": -2}]},
           {"id": "h-porch", "type": "friend", "title": "Porch", "power": 1, "cost": 1, "abilities": [
             {"kind": "homeLimit", "amount": 2, "while": {"this": {"where": "home"}}}]},
           {"id": "h-pets", "type": "friend", "title": "Pets", "power": 1, "cost": 1, "abilities": [
             {"kind": "homeLimit", "uncounted": {"type": "friend", "trait": "Critter"}}]},
           {"id": "h-contagious", "type": "friend", "title": "Contagious", "power": 1, "cost": 1, "abilities": [
             {"kind": "homeLimit", "player": "anyone", "amount": -1,
              "forEach": {"player": "you", "type": "character", "where": "here"}}]},
           {"id": "h-critter", "type": "friend", "title": "Critter", "power": 1, "cost": 1, "traits": ["Critter"]}]""",
          "home-limit-words.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("212: an opponent's home limit is reduced, not the controller's; 'players' reduces both, never below 0")
  void reduced() {
    Position p = AbilityTable.base(POOL); // both Mane Characters print home limit 3
    p.play(0, "h-squeeze", Area.problem(0));
    Game g = Game.start(p);
    assertThat(Flow.homeLimit(g.s, 1)).isEqualTo(2);
    assertThat(Flow.homeLimit(g.s, 0)).as("not its controller").isEqualTo(3);
    Position q = AbilityTable.base(POOL);
    q.play(1, "h-crowd", Area.problem(1));
    q.play(1, "h-crowd", Area.problem(1));
    Game h = Game.start(q);
    assertThat(Flow.homeLimit(h.s, 0)).as("3 - 4, never below 0").isZero();
    assertThat(Flow.homeLimit(h.s, 1)).isZero();
    assertThat(PlayerView.of(h.s, 0).seats().get(1).homeLimit()).as("the view shows the engine's limit").isZero();
  }

  @Test
  @DisplayName("212, rulings.md: a change for each player, 1 lower per character of theirs there, counts each player's own")
  void forEachPlayer() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "h-contagious", Area.problem(0));
    p.play(0, "f-y1", Area.problem(0));
    p.play(1, "f-y1", Area.problem(0));
    p.play(1, "f-y1", Area.home(1));
    Game g = Game.start(p);
    assertThat(Flow.homeLimit(g.s, 0)).as("3 - its two characters there, itself included").isEqualTo(1);
    assertThat(Flow.homeLimit(g.s, 1)).as("3 - one: the Friend at home is not there").isEqualTo(2);
  }

  @Test
  @DisplayName("212, 708.2a: 'while this card is in your home, your home limit is increased by 2' holds only at home")
  void increasedWhileAtHome() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "h-porch", Area.home(0));
    assertThat(Flow.homeLimit(Game.start(p).s, 0)).isEqualTo(5);
    Position q = AbilityTable.base(POOL);
    q.play(0, "h-porch", Area.problem(0));
    assertThat(Flow.homeLimit(Game.start(q).s, 0)).isEqualTo(3);
  }

  @Test
  @DisplayName("616.3: with a lower limit the turn player retires down to it at the end of the turn")
  void retiresDownToTheLowerLimit() {
    Position p = AbilityTable.base(POOL).stage(Stage.END_OF_TURN_STEP_END);
    p.play(1, "h-squeeze", Area.problem(1));
    List<Integer> home = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      home.add(p.play(0, "f-y1", Area.home(0)));
    }
    Game g = Game.start(p).pass().pass();
    assertThat(g.s.stage()).isEqualTo(Stage.WRAP_UP_RETIRE);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.RETIRE);
    g.choose(home.get(0));
    assertThat(g.s.turnPlayer()).as("2 left: the reduced limit is met").isEqualTo(1);
    assertThat(g.s.player(0).discard()).containsExactly(home.get(0));
  }

  @Test
  @DisplayName("616.3, rulings.md: Critter Friends don't count toward the home limit and are not offered for retiring")
  void uncountedFriends() {
    Position p = AbilityTable.base(POOL).stage(Stage.END_OF_TURN_STEP_END);
    int pets = p.play(0, "h-pets", Area.home(0));
    List<Integer> critters = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      critters.add(p.play(0, "h-critter", Area.home(0)));
    }
    int plain = p.play(0, "f-y1", Area.home(0));
    int other = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p);
    assertThat(Flow.countedAtHome(g.s, 0)).containsExactly(pets, plain, other);
    assertThat(PlayerView.of(g.s, 1).seats().get(0).friendsCounted()).isEqualTo(3);
    g.pass().pass();
    assertThat(g.s.turnPlayer()).as("3 counted, limit 3: nothing retired").isEqualTo(1);
    Position q = AbilityTable.base(POOL).stage(Stage.END_OF_TURN_STEP_END);
    q.play(0, "h-pets", Area.home(0));
    for (int i = 0; i < 2; i++) {
      q.play(0, "h-critter", Area.home(0));
    }
    int a = q.play(0, "f-y1", Area.home(0));
    int b = q.play(0, "f-y1", Area.home(0));
    int c = q.play(0, "f-y1", Area.home(0));
    Game h = Game.start(q).pass().pass();
    assertThat(h.s.decision().kind()).isEqualTo(DecisionKind.RETIRE);
    assertThat(h.s.decision().options()).as("only Friends that count").hasSize(4).contains(a, b, c)
        .noneMatch(id -> h.s.def(id).face().traits().contains("Critter"));
  }
}
