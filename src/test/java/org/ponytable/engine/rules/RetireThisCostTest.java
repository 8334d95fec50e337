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

/** The cost {@code retireThis} (409.2, 703.1d): it picks no card, so it stands beside a cost that does. */
class RetireThisCostTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return RuleCards.POOL.with(new CardLoader().loadString("""
          [{"id": "rt-sacrifice", "type": "friend", "title": "Sacrifice", "power": 1, "cost": 0, "abilities": [
             {"kind": "activated", "timing": "main", "costs": [{"pay": "discard"}, {"pay": "retireThis"}],
              "effects": [{"do": "gainTokens", "amount": 3}]}]}]""", "retire-this.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Position table() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    return p;
  }

  @Test
  @DisplayName("409.2, 409.3, 705.2c: discard a chosen card and retire this card, then the effect")
  void retiresItselfBesideAChosenCost() {
    Position p = table();
    int card = p.play(0, "rt-sacrifice", Area.home(0));
    int kept = p.hand(0, "y1");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Activate(0, card, 0, kept));
    g.act(new Action.Activate(0, card, 0, kept));
    assertThat(g.s.inPlay(card)).isNull();
    assertThat(g.s.player(0).discard()).contains(card, kept);
    assertThat(g.s.player(0).tokens()).isEqualTo(3);
  }

  @Test
  @DisplayName("703.1c: with no card to discard the ability can't be activated, so the card stays")
  void notWithoutTheOtherCost() {
    Position p = table();
    int card = p.play(0, "rt-sacrifice", Area.home(0));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.Activate act && act.card() == card);
  }
}
