package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/** 708.4: triggered modifiers made by effects ("this turn, whenever ...", "the next time ..."). */
class TriggeredModifierTest {
  private static Position base() {
    return AbilityTable.base().tokens(0, 6);
  }

  @Test
  @DisplayName("708.4, 513.3: each time it triggers until the turn ends; its Event is in the discard pile, its controller still gains")
  void eachTimeThisTurn() {
    Position p = base();
    int a = p.play(0, "f-y1", Area.home(0));
    int b = p.play(0, "f-y2", Area.home(0));
    int parade = p.hand(0, "ev-parade");
    Game g = Game.start(p).act(new Action.PlayCard(0, parade, null));
    assertThat(g.s.player(0).discard()).contains(parade);
    assertThat(g.s.abilities().triggeredModifiers()).hasSize(1);
    assertThat(g.events(GameEvent.TriggeredModifierAdded.class)).hasSize(1);
    int tokens = g.s.player(0).tokens();
    int move = Costs.move(g.s, g.s.inPlay(a));
    g.pass().act(new Action.Move(0, a, Area.problem(0)));
    assertThat(g.s.player(0).tokens()).as("paid the move, gained 1").isEqualTo(tokens - move + 1);
    g.pass().act(new Action.Move(0, b, Area.problem(0)));
    assertThat(g.s.player(0).tokens()).as("again").isEqualTo(tokens - 2 * move + 2);
    g.passUntil(x -> x.turn() == 4);
    assertThat(g.s.abilities().triggeredModifiers()).as("616.4: it ends with the turn").isEmpty();
  }

  @Test
  @DisplayName("708.4: 'the next time' triggers once and then ends")
  void nextTimeOnly() {
    Position p = base();
    int a = p.play(0, "f-y1", Area.home(0));
    int b = p.play(0, "f-y2", Area.home(0));
    int next = p.hand(0, "ev-next-move");
    Game g = Game.start(p).act(new Action.PlayCard(0, next, null));
    int hand = g.s.player(0).hand().size();
    g.pass().act(new Action.Move(0, a, Area.problem(0)));
    assertThat(g.s.player(0).hand()).as("drew one").hasSize(hand + 1);
    assertThat(g.s.abilities().triggeredModifiers()).isEmpty();
    g.pass().act(new Action.Move(0, b, Area.problem(0)));
    assertThat(g.s.player(0).hand()).as("not again").hasSize(hand + 1);
  }

  @Test
  @DisplayName("708.4, 501.4: made by a card in play, 'this' is that card; other cards' moves don't trigger it")
  void madeByACardInPlay() {
    Position p = base();
    int dancer = p.play(0, "ab-dancer", Area.home(0));
    int other = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p).act(new Action.Activate(0, dancer, 0, -1));
    int tokens = g.s.player(0).tokens();
    int move = Costs.move(g.s, g.s.inPlay(other));
    g.pass().act(new Action.Move(0, other, Area.problem(0)));
    assertThat(g.s.player(0).tokens()).as("another card: paid the move, nothing back").isEqualTo(tokens - move);
    g.pass().act(new Action.Move(0, dancer, Area.problem(0)));
    assertThat(g.s.player(0).tokens()).as("this card: paid the move, gained 2").isEqualTo(tokens - 2 * move + 2);
  }

  @Test
  @DisplayName("708.4, 514.5: a faceoff-long 'next time you win' fires at the win and is gone with the faceoff")
  void faceoffLong() {
    Position p = base().stage(Stage.CHALLENGE_STEP_START);
    p.play(1, "tm-2", Area.problem(1));
    p.play(0, "f-y2", Area.problem(1));
    p.play(0, "f-y2", Area.problem(1));
    int wind = p.hand(0, "ev-second-wind");
    Game g = Game.start(p).passToChoice();
    g.choose(g.s.decision().options().get(0));
    assertThat(g.s.faceoff()).isNotNull();
    int hand = g.s.player(0).hand().size();
    g.act(new Action.PlayCard(0, wind, null));
    assertThat(g.s.abilities().triggeredModifiers()).hasSize(1);
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.s.abilities().triggeredModifiers()).isEmpty();
    boolean won = g.events(GameEvent.FaceoffWon.class).stream().anyMatch(w -> w.winner() == 0);
    assertThat(g.s.player(0).hand().size()).as("won: " + won).isEqualTo(won ? hand : hand - 1);
  }
}
