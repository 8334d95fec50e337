package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/** Replacement modifiers (710). */
class ReplacementTest {
  private static final CardPool POOL = AbilityTable.POOL;

  private static Position base() {
    return AbilityTable.base().tokens(0, 6);
  }

  @Test
  @DisplayName("710.1: \"if this would be dismissed, instead\": the card stays in play and the other effects happen")
  void dismissReplaced() {
    Position p = base();
    int sturdy = p.play(1, "ab-sturdy", Area.problem(1));
    int banish = p.hand(0, "ev-banish");
    Game g = Game.start(p).act(new Action.PlayCard(0, banish, null));
    assertThat(g.s.inPlay(sturdy)).as("not dismissed").isNotNull();
    assertThat(g.s.inPlay(sturdy).exhausted()).isTrue();
    assertThat(g.s.inPlay(sturdy).area()).isEqualTo(Area.home(1));
    assertThat(g.s.player(1).discard()).doesNotContain(sturdy);
    assertThat(g.events(GameEvent.Replaced.class)).hasSize(1);
    assertThat(g.events(GameEvent.Dismissed.class)).isEmpty();
  }

  @Test
  @DisplayName("710.1, 104.2a: a draw is replaced; a draw from an empty deck can't happen, so it isn't replaced")
  void drawReplaced() {
    Position p = base().stage(Stage.DRAW);
    p.play(0, "ab-nodraw", Area.home(0));
    Game g = Game.start(p);
    assertThat(g.events(GameEvent.Drew.class)).isEmpty();
    assertThat(g.events(GameEvent.TokensGained.class)).extracting(GameEvent.TokensGained::amount).contains(2);
    assertThat(g.s.player(0).drawDeck()).hasSize(4);

    Position empty = new Position(POOL).turn(3, 0).stage(Stage.DRAW);
    empty.mane(0, "mane-sun");
    empty.mane(1, "mane-star");
    empty.problem(0, "pr-any");
    empty.problem(1, "pr-any");
    empty.play(0, "ab-nodraw", Area.home(0));
    Game e = Game.start(empty);
    assertThat(e.events(GameEvent.Replaced.class)).isEmpty();
    assertThat(e.s.player(0).tokens()).isEqualTo(0);
  }

  @Test
  @DisplayName("710.3: a modifier doesn't affect the occurrence that replaced its own, so \"instead frighten this\" frightens")
  void notTwice() {
    Position p = base();
    int brave = p.play(1, "ab-brave", Area.problem(1));
    int scare = p.hand(0, "ev-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.inPlay(brave).frightened()).isTrue();
    assertThat(g.s.player(1).tokens()).isEqualTo(1);
    assertThat(g.events(GameEvent.Replaced.class)).hasSize(1);
  }

  @Test
  @DisplayName("710.3, 710.5: another modifier may still replace the occurrence that replaced the first")
  void otherModifierMayReplaceTheReplacement() {
    Position p = base();
    int brave = p.play(1, "ab-brave", Area.problem(1));
    p.play(1, "ab-shield", Area.home(1));
    int scare = p.hand(0, "ev-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null)).choose(brave);
    assertThat(g.s.inPlay(brave).frightened()).as("the shield replaced the brave one's frightening").isFalse();
    assertThat(g.s.player(1).score()).isEqualTo(1);
    assertThat(g.events(GameEvent.Replaced.class)).hasSize(2);
  }
}
