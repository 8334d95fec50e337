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

/**
 * Effects where the controller's opponent makes the choice: a target with {@code "chooser":
 * "opponent"} ("they exhaust one of their Resources") and a "may" with {@code "mayBy":
 * "opponent"} ("that player may draw a card", 712.3).
 */
class OpponentChoiceTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "o-scare", "type": "event", "title": "Scare", "power": 0, "cost": 0, "effects": [
             {"do": "frighten", "target": {"choose": {"player": "opponent", "type": "friend"}}},
             {"do": "frighten", "target": {"choose": {"player": "you", "type": "friend"}, "chooser": "opponent"}}]},
           {"id": "o-gift", "type": "friend", "title": "Gift", "power": 1, "cost": 1, "abilities": [
             {"kind": "triggered", "when": "moved", "subject": {"type": "friend", "player": "opponent"}, "may": true,
              "mayBy": "opponent", "effects": [{"do": "draw", "amount": 1, "player": "opponent"}]}]}]""",
          "opponent-choice.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("705.2d, 712: each player frightens an opponent's Friend: you choose theirs, then they choose yours")
  void eachPlayerChooses() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int mine1 = p.play(0, "f-y1", Area.home(0));
    int mine2 = p.play(0, "f-p1", Area.home(0));
    int theirs1 = p.play(1, "f-y1", Area.home(1));
    int theirs2 = p.play(1, "f-p1", Area.home(1));
    int scare = p.hand(0, "o-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(theirs1, theirs2);
    g.choose(theirs2);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().player()).as("the opponent chooses among the controller's Friends").isEqualTo(1);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(mine1, mine2);
    g.choose(mine1);
    assertThat(g.s.inPlay(theirs2).frightened()).isTrue();
    assertThat(g.s.inPlay(mine1).frightened()).isTrue();
    assertThat(g.s.inPlay(mine2).frightened()).isFalse();
  }

  @Test
  @DisplayName("712.3: 'that player may': the opponent answers the may, and declining does nothing")
  void opponentAnswersTheMay() {
    Position p = AbilityTable.base(POOL).tokens(0, 5);
    p.play(1, "o-gift", Area.home(1));
    int mover = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p).act(new Action.Move(0, mover, Area.problem(0)));
    g.passUntil(x -> x.decision().kind() == DecisionKind.MAY);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThat(g.s.decision().player()).as("the mover, not the Gift's controller").isZero();
    int hand = g.s.player(0).hand().size();
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.player(0).hand()).hasSize(hand + 1);
  }
}
