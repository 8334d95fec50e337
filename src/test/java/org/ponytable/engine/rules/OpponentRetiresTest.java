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
 * "Each player retires a Friend": a {@code retire} whose target the opponent chooses is retired by
 * that opponent, so it names their own cards (409.2: players retire only cards they control).
 */
class OpponentRetiresTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "r-purge", "type": "event", "title": "Purge", "power": 0, "cost": 0, "effects": [
             {"do": "retire", "target": {"choose": {"player": "you", "type": "friend"}}},
             {"do": "retire", "target": {"choose": {"player": "opponent", "type": "friend"}, "chooser": "opponent"}}]},
           {"id": "r-toll", "type": "friend", "title": "Toll", "power": 1, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "entersPlay", "may": true, "mayBy": "opponent", "effects": [
               {"do": "payTokens", "amount": 2, "player": "opponent"}, {"do": "dismiss", "target": "this"}]}]},
           {"id": "r-wrong", "type": "event", "title": "Wrong", "power": 0, "cost": 0, "effects": [
             {"do": "retire", "target": {"choose": {"player": "you", "type": "friend"}, "chooser": "opponent"}}]}]""",
          "opponent-retires.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("409.2: each player retires a Friend: you retire one of yours, then your opponent chooses one of theirs")
  void eachPlayerRetiresTheirOwn() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int mine1 = p.play(0, "f-y1", Area.home(0));
    int mine2 = p.play(0, "f-p1", Area.home(0));
    int theirs1 = p.play(1, "f-y1", Area.home(1));
    int theirs2 = p.play(1, "f-p1", Area.home(1));
    int event = p.hand(0, "r-purge");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(mine1, mine2);
    g.choose(mine2);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().player()).as("the opponent chooses which of theirs goes").isEqualTo(1);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(theirs1, theirs2);
    g.choose(theirs1);
    assertThat(g.s.player(0).discard()).contains(mine2);
    assertThat(g.s.player(1).discard()).contains(theirs1);
    assertThat(g.s.inPlay(mine1)).isNotNull();
    assertThat(g.s.inPlay(theirs2)).isNotNull();
  }

  @Test
  @DisplayName("409.2: the opponent can't retire cards they don't control, so an opponent-chosen retire of yours does nothing")
  void opponentRetiresOnlyTheirs() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int mine = p.play(0, "f-y1", Area.home(0));
    int event = p.hand(0, "r-wrong");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.inPlay(mine)).isNotNull();
    assertThat(g.s.player(0).discard()).doesNotContain(mine);
  }

  @Test
  @DisplayName("Words: the opponent-chosen retire reads as the opponent retiring")
  void words() {
    assertThat(EffectWord.clause(POOL.get("r-purge").event().effects().get(1))).startsWith("your opponent retires a Friend");
  }

  @Test
  @DisplayName("712.3, 502: an opponent may pay 2 to dismiss this card: they answer, they pay from their own tokens")
  void opponentPays() {
    Position p = AbilityTable.base(POOL).tokens(0, 3).tokens(1, 3);
    int toll = p.hand(0, "r-toll");
    Game g = Game.start(p).act(new Action.PlayCard(0, toll, Area.home(0)));
    g.passUntil(x -> x.decision().kind() == DecisionKind.MAY);
    assertThat(g.s.decision().player()).as("the opponent decides").isEqualTo(1);
    g.act(new Action.Answer(1, Action.Meaning.YES));
    assertThat(g.s.player(1).tokens()).as("the opponent paid").isEqualTo(1);
    assertThat(g.s.player(0).tokens()).as("the controller paid only the play").isEqualTo(3);
    assertThat(g.s.inPlay(toll)).as("dismissed").isNull();
    assertThat(EffectWord.clause(POOL.get("r-toll").face().abilities().get(0) instanceof
        org.ponytable.engine.ability.Ability.Triggered t ? t.effects().get(0) : null)).startsWith("your opponent pays 2");
  }
}
