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

/** A card takes the printed colors of the card its cost discarded, for the turn (203.3, 703.1d). */
class ColorsOfChosenTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-mimic", "type": "friend", "title": "Mimic", "power": 2, "cost": 0, "abilities": [
             {"kind": "activated", "timing": "main", "costs": [{"pay": "discard", "filter": {"type": "friend"}}],
              "effects": [{"do": "modify", "target": "this", "colorsOfChosen": true, "until": "turn"}]}]},
           {"id": "k-two-tone", "type": "friend", "title": "Two Tone", "power": 1, "cost": 0, "colors": ["pink", "blue"]}]""",
          "colors-of-chosen.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("203.3: the card gets the printed colors of the Friend discarded to pay, until the turn ends")
  void theDiscardedCardsColors() {
    Position p = AbilityTable.base(POOL);
    int mimic = p.play(0, "k-mimic", Area.home(0));
    int paid = p.hand(0, "k-two-tone");
    Game g = Game.start(p).act(new Action.Activate(0, mimic, 0, paid));
    assertThat(g.s.player(0).discard()).contains(paid);
    assertThat(Stats.colors(g.s, g.s.inPlay(mimic))).containsExactlyInAnyOrder(CardColor.PINK, CardColor.BLUE);
    g.passUntil(s -> s.turnPlayer() == 1);
    assertThat(Stats.colors(g.s, g.s.inPlay(mimic))).isEmpty();
  }
}
