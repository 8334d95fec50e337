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
import org.ponytable.engine.terms.Phase;

/** Control words (513): until the end of the Score Phase, giving control away, exchanging control. */
class ControlWordsTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "c-mixup", "type": "event", "title": "Mixup", "power": 0, "cost": 0, "effects": [
             {"do": "takeControl", "target": {"choose": {"player": "opponent", "type": "friend"}}, "until": "scorePhase"}]},
           {"id": "c-turncoat", "type": "friend", "title": "Turncoat", "power": 1, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "entersPlay", "effects": [{"do": "giveControl", "target": "this"}]}]},
           {"id": "c-swap", "type": "event", "title": "Swap", "power": 0, "cost": 0, "effects": [
             {"do": "giveControl", "target": {"choose": {"player": "you", "type": "friend"}}, "until": "scorePhase"},
             {"do": "takeControl", "target": {"choose": {"player": "opponent", "type": "friend", "otherThan": "chosen"}},
              "until": "scorePhase"}]},
           {"id": "c-belle", "type": "friend", "title": "Belle", "power": 1, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "entersPlay", "effects": [{"do": "takeControl",
              "target": {"choose": {"type": "friend", "other": true}}, "until": "thisLeavesPlay"}]}]},
           {"id": "c-gone", "type": "event", "title": "Gone", "power": 0, "cost": 0, "effects": [
             {"do": "dismiss", "target": {"each": {"title": "Belle"}}}]}]""",
          "control-words.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Game target(Game g, int card) {
    if (g.s.decision() != null && g.s.decision().kind() == DecisionKind.TARGET) {
      g.choose(card);
    }
    return g;
  }

  @Test
  @DisplayName("513.2, 708.2: control until the end of the Score Phase lasts through it and goes back as the End Phase starts")
  void untilTheEndOfTheScorePhase() {
    Position p = AbilityTable.base(POOL).tokens(0, 2);
    int theirs = p.play(1, "f-p1", Area.problem(0));
    int mixup = p.hand(0, "c-mixup");
    Game g = target(Game.start(p).act(new Action.PlayCard(0, mixup, null)), theirs);
    assertThat(g.s.inPlay(theirs).controller()).isZero();
    g.passUntil(s -> s.stage().phase() == Phase.SCORE);
    assertThat(g.s.stage().phase()).isEqualTo(Phase.SCORE);
    assertThat(g.s.inPlay(theirs).controller()).as("still mine in the Score Phase").isZero();
    g.passUntil(s -> s.stage().phase() == Phase.END);
    assertThat(g.s.inPlay(theirs).controller()).as("back as the Score Phase ended").isEqualTo(1);
    assertThat(g.s.abilities().controlChanges()).isEmpty();
  }

  @Test
  @DisplayName("513.2, 511.4: \"that opponent gains control of this card\": for good, and the character goes to its new controller's home")
  void giveControlOfThis() {
    Position p = AbilityTable.base(POOL).tokens(0, 2);
    int coat = p.hand(0, "c-turncoat");
    Game g = Game.start(p).act(new Action.PlayCard(0, coat, Area.home(0)));
    g.passUntil(s -> s.inPlay(coat) != null && s.inPlay(coat).area().equals(Area.home(1)));
    assertThat(g.s.inPlay(coat).controller()).isEqualTo(1);
    assertThat(g.s.inPlay(coat).area()).isEqualTo(Area.home(1));
    g.passUntil(s -> s.turn() == 4);
    assertThat(g.s.inPlay(coat).controller()).as("for good").isEqualTo(1);
  }

  @Test
  @DisplayName("513.2: exchanging control swaps two Friends until the end of the Score Phase; the Friend given away can't be taken back by the same effect")
  void exchangeControl() {
    Position p = AbilityTable.base(POOL).tokens(0, 2);
    int mine = p.play(0, "f-y1", Area.problem(1));
    int theirs = p.play(1, "f-p1", Area.problem(1));
    int swap = p.hand(0, "c-swap");
    Game g = target(target(Game.start(p).act(new Action.PlayCard(0, swap, null)), mine), theirs);
    assertThat(g.s.inPlay(mine).controller()).isEqualTo(1);
    assertThat(g.s.inPlay(theirs).controller()).as("the other Friend, not the one just given").isZero();
    g.passUntil(s -> s.stage().phase() == Phase.END);
    assertThat(g.s.inPlay(mine).controller()).isZero();
    assertThat(g.s.inPlay(theirs).controller()).isEqualTo(1);
  }

  @Test
  @DisplayName("513.2, 708.2: control \"until this card leaves play\" lasts past the turn and goes back as that card leaves play")
  void untilThisCardLeavesPlay() {
    Position p = AbilityTable.base(POOL).tokens(0, 2);
    int theirs = p.play(1, "f-p1", Area.problem(0));
    int belle = p.hand(0, "c-belle");
    int gone = p.hand(0, "c-gone");
    Game g = target(Game.start(p).act(new Action.PlayCard(0, belle, Area.home(0))), theirs);
    g.passUntil(s -> s.inPlay(theirs).controller() == 0);
    assertThat(g.s.inPlay(theirs).controller()).isZero();
    g.passUntil(s -> s.turn() == 5 && s.stage().phase() == Phase.MAIN);
    assertThat(g.s.inPlay(theirs).controller()).as("past the end of the turn").isZero();
    g.act(new Action.PlayCard(0, gone, null));
    assertThat(g.s.inPlay(belle)).isNull();
    assertThat(g.s.inPlay(theirs).controller()).as("back as Belle left play").isEqualTo(1);
    assertThat(g.s.abilities().controlChanges()).isEmpty();
  }

  @Test
  @DisplayName("Words: the card says who gains control and for how long")
  void words() {
    assertThat(EffectWord.clause(POOL.get("c-swap").event().effects().get(0)))
        .isEqualTo("your opponent gains control of a chosen Friend you control until the end of the Score Phase");
  }
}
