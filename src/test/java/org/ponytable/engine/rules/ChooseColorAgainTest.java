package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.persistence.Notation;

/** A color chosen again replaces the one chosen before (203.3; rulings.md, a color chosen again). */
class ChooseColorAgainTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-ooze", "type": "friend", "title": "Ooze", "power": 2, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "phaseStarts", "phase": "ready", "player": "you",
              "effects": [{"do": "chooseColor", "replace": true}]},
             {"kind": "continuous", "chosenColors": true}]},
           {"id": "k-gather", "type": "friend", "title": "Gather", "power": 2, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "phaseStarts", "phase": "ready", "player": "you",
              "effects": [{"do": "chooseColor"}]},
             {"kind": "continuous", "chosenColors": true}]}]""",
          "choose-color-again.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Game toMyNextTurnsChoice(Position p) {
    Game g = Game.start(p);
    g.passUntil(s -> s.decision().kind() == DecisionKind.COLOR);
    return g;
  }

  private static java.util.Set<CardColor> afterChoosingBlue(String card) {
    Position p = AbilityTable.base(POOL);
    int id = p.play(0, card, Area.home(0));
    p.update(id, c -> c.withChosenColors(Set.of(CardColor.ORANGE)));
    Game g = toMyNextTurnsChoice(p);
    g.act(Notation.parse(g.s, "color blue", Map.of()));
    return Stats.colors(g.s, g.s.inPlay(id));
  }

  @Test
  @DisplayName("203.3: with replace the card has only the new color")
  void replace() {
    assertThat(afterChoosingBlue("k-ooze")).containsExactly(CardColor.BLUE);
  }

  @Test
  @DisplayName("203.3: without replace it keeps the colors chosen before as well")
  void keep() {
    assertThat(afterChoosingBlue("k-gather")).containsExactlyInAnyOrder(CardColor.ORANGE, CardColor.BLUE);
  }
}
