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

/** banishFor with "back": "thisLeavesPlay": "banish a Friend until this card leaves play" (409.5, 706.1, 708.4). */
class BanishUntilLeavesPlayTest {
  private static final String CARDS = """
      [{"id": "t-jailer", "type": "friend", "title": "Jailer", "power": 1, "cost": 0, "colors": ["yellow"],
        "abilities": [{"kind": "triggered", "when": "entersPlay", "effects": [
          {"do": "banishFor", "target": {"choose": {"player": "opponent", "type": "friend"}}, "back": "thisLeavesPlay"}]}]},
       {"id": "t-nap", "type": "event", "title": "Nap", "power": 0, "cost": 0,
        "effects": [{"do": "banishFor", "target": {"choose": {"player": "you", "type": "friend"}}, "back": "yourNextTurn"}]},
       {"id": "t-blink", "type": "event", "title": "Blink", "power": 0, "cost": 0, "timing": "reaction",
        "reactTo": {"when": "faceoffStarts"},
        "effects": [{"do": "banishFor", "target": {"choose": {"player": "opponent", "type": "friend"}}, "back": "endOfFaceoff"}]},
       {"id": "t-clear", "type": "event", "title": "Clear", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"choose": {"player": "you", "type": "friend", "title": "Jailer"}}}]}]
      """;

  @Test
  @DisplayName("708.4, 706.1: the Friend stays banished past the end of the turn and comes back at its owner's home when the card leaves play")
  void comesBackWhenThisLeavesPlay() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool).tokens(0, 5);
    int theirs = p.play(1, "f-p1", Area.problem(1));
    int jailer = p.hand(0, "t-jailer");
    int clear = p.hand(0, "t-clear");
    Game g = Game.start(p).act(new Action.PlayCard(0, jailer, Area.home(0)));
    g.passUntil(s -> s.player(1).banished().contains(theirs));
    assertThat(g.s.player(1).banished()).containsExactly(theirs);
    assertThat(g.s.inPlay(theirs)).isNull();
    // Still gone once the turn is over.
    g.passUntil(s -> s.turn() == 4);
    assertThat(g.s.turn()).isEqualTo(4);
    assertThat(g.s.player(1).banished()).containsExactly(theirs);
    g.passUntil(s -> s.turn() == 5 && s.phase() == org.ponytable.engine.terms.Phase.MAIN);
    g.act(new Action.PlayCard(0, clear, null));
    g.passUntil(s -> s.inPlay(theirs) != null);
    assertThat(g.s.inPlay(jailer)).isNull();
    assertThat(g.s.inPlay(theirs)).isNotNull();
    assertThat(g.s.inPlay(theirs).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(theirs).controller()).isEqualTo(1);
    assertThat(g.s.abilities().triggeredModifiers()).isEmpty();
  }

  @Test
  @DisplayName("708.4: \"yourNextTurn\": banished in its owner's turn, it stays away through the other player's turn and comes back as its owner's next turn starts")
  void comesBackOnItsOwnersNextTurn() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool).tokens(0, 5);
    int mine = p.play(0, "f-y1", Area.problem(0));
    int nap = p.hand(0, "t-nap");
    Game g = Game.start(p).act(new Action.PlayCard(0, nap, null));
    assertThat(g.s.player(0).banished()).containsExactly(mine);
    g.passUntil(s -> s.turn() == 4 && s.phase() == org.ponytable.engine.terms.Phase.MAIN);
    assertThat(g.s.turn()).isEqualTo(4);
    assertThat(g.s.player(0).banished()).as("not at the other player's turn").containsExactly(mine);
    g.passUntil(s -> s.turn() == 5 && s.phase() == org.ponytable.engine.terms.Phase.MAIN);
    assertThat(g.s.turn()).isEqualTo(5);
    assertThat(g.s.inPlay(mine)).isNotNull();
    assertThat(g.s.inPlay(mine).area()).isEqualTo(Area.home(0));
    assertThat(g.s.abilities().triggeredModifiers()).isEmpty();
  }

  @Test
  @DisplayName("708.4: \"endOfFaceoff\": the opposing Friend is away for the faceoff (not involved) and back at its owner's home as it ends")
  void comesBackAsTheFaceoffEnds() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = AbilityTable.base(pool).tokens(0, 5).stage(org.ponytable.engine.state.Stage.CHALLENGE_STEP_START);
    int tm = p.play(1, "tm-2", Area.problem(1));
    p.play(0, "f-y3", Area.problem(1));
    int theirs = p.play(1, "f-p1", Area.problem(1));
    int blink = p.hand(0, "t-blink");
    Game g = Game.start(p).passToChoice();
    g.choose(tm);
    g.passUntil(s -> s.faceoff() != null && s.actor() == 0
        && Engine.legalActions(s).contains(new Action.PlayCard(0, blink, null)));
    g.act(new Action.PlayCard(0, blink, null));
    assertThat(g.s.player(1).banished()).containsExactly(theirs);
    g.passUntil(s -> s.faceoff() == null);
    g.passUntil(s -> s.inPlay(theirs) != null || s.turn() > 3);
    assertThat(g.s.inPlay(theirs)).isNotNull();
    assertThat(g.s.inPlay(theirs).area()).isEqualTo(Area.home(1));
  }
}
