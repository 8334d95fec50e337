package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.persistence.Notation;

/** "Choose a color" kept with the card (203.1a, 203.3): "this card is that color", "your Mane Character has it". */
class ChooseColorTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-shifter", "type": "friend", "title": "Shifter", "power": 2, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "entersPlay", "effects": [{"do": "chooseColor"}]},
             {"kind": "continuous", "chosenColors": true}]},
           {"id": "k-banner", "type": "resource", "title": "Banner", "power": 0, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "entersPlay", "effects": [{"do": "chooseColor"}]},
             {"kind": "continuous", "affects": {"player": "you", "type": "mane"}, "chosenColors": true}]},
           {"id": "k-sweep", "type": "event", "title": "Sweep", "power": 0, "cost": 0, "effects": [
             {"do": "dismiss", "target": {"each": {"type": "friend", "player": "you"}}}]}]""",
          "choose-color.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("203.1a: as it enters play its controller chooses one of the six colors; the card is that color and keeps it")
  void thisCardIsThatColor() {
    Position p = AbilityTable.base(POOL);
    int shifter = p.hand(0, "k-shifter");
    Game g = Game.start(p).act(new Action.PlayCard(0, shifter, Area.home(0)));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.COLOR);
    assertThat(g.s.decision().options()).hasSize(6)
        .extracting(DecisionKind::colorOffered).containsExactly(CardColor.values());
    assertThat(Stats.colors(g.s, g.s.inPlay(shifter))).as("nothing chosen yet: colorless").isEmpty();
    g.act(Notation.parse(g.s, "color pink", Map.of()));
    assertThat(g.s.inPlay(shifter).chosenColors()).containsExactly(CardColor.PINK);
    assertThat(Stats.colors(g.s, g.s.inPlay(shifter))).containsExactly(CardColor.PINK);
    assertThat(PlayerView.of(g.s, 1).play().stream().filter(c -> c.id() == shifter).findFirst().orElseThrow()
        .status().chosenColors()).as("public: the other player sees it").containsExactly(CardColor.PINK);
    g.passUntil(s -> s.turnPlayer() == 1);
    assertThat(Stats.colors(g.s, g.s.inPlay(shifter))).as("kept").containsExactly(CardColor.PINK);
  }

  @Test
  @DisplayName("203.3: 'your Mane Character has the chosen color' adds it to the Mane Character's colors")
  void maneHasTheChosenColor() {
    Position p = AbilityTable.base(POOL);
    int banner = p.hand(0, "k-banner");
    Game g = Game.start(p).act(new Action.PlayCard(0, banner, Area.home(0)));
    g.act(Notation.parse(g.s, "color blue", Map.of()));
    int mane = g.s.maneOf(0);
    assertThat(Stats.colors(g.s, g.s.inPlay(mane))).isEqualTo(Set.of(CardColor.YELLOW, CardColor.BLUE));
    assertThat(Stats.colors(g.s, g.s.inPlay(g.s.maneOf(1)))).as("only yours").containsExactly(CardColor.PURPLE);
    assertThat(Notation.format(new Action.Choose(0, DecisionKind.COLOR, DecisionKind.colorCode(CardColor.WHITE))))
        .isEqualTo("color white");
  }

  @Test
  @DisplayName("409: a card that leaves play forgets its color; played again, it is chosen anew")
  void forgottenWhenItLeaves() {
    Position p = AbilityTable.base(POOL);
    int shifter = p.play(0, "k-shifter", Area.home(0));
    p.update(shifter, c -> c.withChosenColors(Set.of(CardColor.ORANGE)));
    int sweep = p.hand(0, "k-sweep");
    Game g = Game.start(p);
    assertThat(Stats.colors(g.s, g.s.inPlay(shifter))).containsExactly(CardColor.ORANGE);
    g.act(new Action.PlayCard(0, sweep, null));
    assertThat(g.s.inPlay(shifter)).isNull();
    assertThat(g.s.player(0).discard()).contains(shifter);
  }
}
