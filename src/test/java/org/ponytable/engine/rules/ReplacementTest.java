package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

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
  @DisplayName("710.5: two replacements would replace one occurrence: the controller of the affected card chooses")
  void affectedPlayerChooses() {
    Position p = base();
    int brave = p.play(1, "ab-brave", Area.problem(1));
    int shield = p.play(1, "ab-shield", Area.home(1));
    int scare = p.hand(0, "ev-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null)).choose(brave);
    assertThat(g.s.decision()).isEqualTo(new Decision(DecisionKind.REPLACEMENT, 1, List.of(brave, shield)));
    assertThat(Engine.legalActions(g.s)).containsExactly(new Action.Choose(1, DecisionKind.REPLACEMENT, brave),
        new Action.Choose(1, DecisionKind.REPLACEMENT, shield), new Action.Concede(1));
    assertThat(g.s.replacing().occurrence()).isEqualTo(Ability.Occurrence.FRIGHTENED);
    assertThat(g.s.replacing().about()).isEqualTo(brave);
    assertThat(Notation.format(new Action.Choose(1, DecisionKind.REPLACEMENT, shield))).isEqualTo("apply #" + shield);
  }

  @Test
  @DisplayName("710.5, 710.5b, 710.3: the chosen replacement applies; the other still replaces what replaced the occurrence")
  void chosenThenTheOther() {
    Position p = base();
    int brave = p.play(1, "ab-brave", Area.problem(1));
    int shield = p.play(1, "ab-shield", Area.home(1));
    int scare = p.hand(0, "ev-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null)).choose(brave).choose(brave);
    assertThat(g.s.player(1).tokens()).as("the brave one's replacement applied").isEqualTo(1);
    assertThat(g.s.inPlay(brave).frightened()).as("the shield replaced the brave one's frightening").isFalse();
    assertThat(g.s.player(1).score()).isEqualTo(1);
    assertThat(g.events(GameEvent.Replaced.class)).extracting(GameEvent.Replaced::source).containsExactly(brave, shield);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.replacing()).as("nothing of the choice is left").isNull();
  }

  @Test
  @DisplayName("710.5, 710.5a: once the chosen replacement applied, one whose occurrence no longer happens fails")
  void theOtherFails() {
    Position p = base();
    int brave = p.play(1, "ab-brave", Area.problem(1));
    int shield = p.play(1, "ab-shield", Area.home(1));
    int scare = p.hand(0, "ev-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null)).choose(brave).choose(shield);
    assertThat(g.s.player(1).score()).isEqualTo(1);
    assertThat(g.s.player(1).tokens()).as("the brave one's replacement never applied").isZero();
    assertThat(g.s.inPlay(brave).frightened()).isFalse();
    assertThat(g.events(GameEvent.Replaced.class)).extracting(GameEvent.Replaced::source).containsExactly(shield);
  }

  @Test
  @DisplayName("710.5: a single replacement applies without asking")
  void oneReplacementDoesNotAsk() {
    Position p = base();
    int brave = p.play(1, "ab-brave", Area.problem(1));
    int scare = p.hand(0, "ev-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.decision()).isEqualTo(Decision.priority(1));
    assertThat(g.events(GameEvent.Replaced.class)).extracting(GameEvent.Replaced::source).containsExactly(brave);
  }

  @Test
  @DisplayName("710.2, 710.5: a choice in the middle of an effect; the effect's step is done again from its start once answered")
  void choiceInTheMiddleOfAnEffect() {
    Position p = base();
    int plain = p.play(1, "f-p1", Area.problem(1));
    int brave = p.play(1, "ab-brave", Area.problem(1));
    int shield = p.play(1, "ab-shield", Area.home(1));
    int dread = p.hand(0, "ev-dread");
    Game g = Game.start(p).act(new Action.PlayCard(0, dread, null));
    assertThat(g.s.decision()).isEqualTo(new Decision(DecisionKind.REPLACEMENT, 1, List.of(brave, shield)));
    assertThat(g.s.player(1).score()).as("the first Friend's replacement is done again after the answer").isZero();
    g.choose(brave);
    assertThat(g.s.player(1).score()).as("the shield replaced three frightenings").isEqualTo(3);
    assertThat(g.s.player(1).tokens()).isEqualTo(1);
    assertThat(List.of(plain, brave, shield)).allSatisfy(c -> assertThat(g.s.inPlay(c).frightened()).isFalse());
    assertThat(g.events(GameEvent.Replaced.class)).extracting(GameEvent.Replaced::source)
        .as("each replacement once: nothing of the undone work is left over").containsExactly(shield, brave, shield, shield);
  }

  @Test
  @DisplayName("710.2, 710.5: a choice in the game's own work (the Draw Step's draw), with two instances of one modifier (710.3)")
  void choiceInTheGamesOwnWork() {
    Position p = base().stage(Stage.DRAW);
    int first = p.play(0, "ab-nodraw", Area.home(0));
    int second = p.play(0, "ab-nodraw", Area.home(0));
    Game g = Game.start(p);
    assertThat(g.s.decision()).isEqualTo(new Decision(DecisionKind.REPLACEMENT, 0, List.of(first, second)));
    assertThat(g.s.stage()).isEqualTo(Stage.DRAW);
    g.choose(second);
    assertThat(g.events(GameEvent.Replaced.class)).extracting(GameEvent.Replaced::source).containsExactly(second);
    assertThat(g.events(GameEvent.Drew.class)).isEmpty();
    assertThat(g.s.player(0).tokens()).isEqualTo(8);
    assertThat(g.s.stage()).isEqualTo(Stage.DRAW_STEP_END);
  }

  @Test
  @DisplayName("710.5: a choice met by an action (609.2d's draw): the action is performed again from its start once answered")
  void choiceInAnAction() {
    Position p = base();
    int first = p.play(0, "ab-nodraw", Area.home(0));
    p.play(0, "ab-nodraw", Area.home(0));
    Game g = Game.start(p).act(new Action.Draw(0));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.REPLACEMENT);
    assertThat(g.s.player(0).tokens()).as("the action's cost is paid again with it").isEqualTo(6);
    assertThat(g.s.replacing().action()).isEqualTo(new Action.Draw(0));
    assertThat(PlayerView.of(g.s, 1).replacing().action()).as("how the engine goes on is not shown").isNull();
    assertThat(PlayerView.of(g.s, 1).replacing().occurrence()).isEqualTo(Ability.Occurrence.DRAW);
    g.choose(first);
    assertThat(g.s.player(0).tokens()).isEqualTo(7);
    assertThat(g.events(GameEvent.TokensPaid.class)).hasSize(1);
    assertThat(g.events(GameEvent.Drew.class)).isEmpty();
    assertThat(g.s.decision()).isEqualTo(Decision.priority(1));
  }
}
