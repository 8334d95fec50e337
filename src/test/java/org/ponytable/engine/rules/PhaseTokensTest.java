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
import org.ponytable.engine.terms.Phase;

/** Action tokens gained "until the end of the phase" (502, 104.1; rulings.md). */
class PhaseTokensTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "t-organizer", "type": "friend", "title": "Organizer", "power": 1, "cost": 1, "abilities": [
             {"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}],
              "effects": [{"do": "gainPhaseTokens", "amount": 1}]}]}]""", "phase-tokens.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Game activated(int tokens) {
    Position p = AbilityTable.base(POOL).tokens(0, tokens);
    int organizer = p.play(0, "t-organizer", Area.home(0));
    return Game.start(p).act(new Action.Activate(0, organizer, 0, -1));
  }

  @Test
  @DisplayName("502, 104.1: the token is there for the rest of the phase and lost as the phase ends")
  void lostAsThePhaseEnds() {
    Game g = activated(2);
    assertThat(g.s.player(0).tokens()).isEqualTo(3);
    g.passUntil(x -> x.phase() != Phase.MAIN);
    assertThat(g.s.player(0).tokens()).isEqualTo(2);
    assertThat(g.s.player(0).phaseTokens()).isZero();
  }

  @Test
  @DisplayName("502.1b, rulings.md: it is spent before the player's other tokens")
  void spentFirst() {
    Game g = activated(2);
    g.passUntil(x -> x.actor() == 0);
    g.act(new Action.Draw(0));
    assertThat(g.s.player(0).tokens()).isEqualTo(2);
    g.passUntil(x -> x.phase() != Phase.MAIN);
    assertThat(g.s.player(0).tokens()).as("the two tokens of before are kept").isEqualTo(2);
  }
}
