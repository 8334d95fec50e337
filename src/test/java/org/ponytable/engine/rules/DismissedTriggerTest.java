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

/** The trigger "dismissed" (409.1, not 409.2 retiring) and the effect word "returnToHand". */
class DismissedTriggerTest {
  private static final String CARDS = """
      [{"id": "t-back", "type": "friend", "title": "Back", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "dismissed", "effects": [{"do": "returnToHand"}]}]},
       {"id": "t-kill", "type": "event", "title": "Kill", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"title": "Back"}}}]},
       {"id": "t-save", "type": "event", "title": "Save", "power": 0, "cost": 0, "timing": "reaction",
        "reactTo": {"when": "dismissed", "subject": {"player": "you", "type": "friend"}},
        "effects": [{"do": "returnToHand", "it": true}]},
       {"id": "t-plain", "type": "friend", "title": "Plain", "power": 1, "cost": 1},
       {"id": "t-zap", "type": "event", "title": "Zap", "power": 0, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"title": "Plain"}}}]},
       {"id": "t-retire", "type": "event", "title": "Retire", "power": 0, "cost": 0,
        "effects": [{"do": "retire", "target": {"each": {"title": "Back"}}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("409.1: dismissed, it goes to the discard pile and its ability puts it into its owner's hand")
  void dismissedComesBack() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int back = p.play(1, "t-back", Area.home(1));
    int kill = p.hand(0, "t-kill");
    Game g = Game.start(p).act(new Action.PlayCard(0, kill, null));
    assertThat(g.s.inPlay(back)).isNull();
    assertThat(g.s.player(1).hand()).as("its owner's hand").contains(back);
    assertThat(g.s.player(1).discard()).doesNotContain(back);
  }

  @Test
  @DisplayName("409.2: retired, it is not dismissed and stays in the discard pile")
  void retiredStays() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int back = p.play(0, "t-back", Area.home(0));
    int retire = p.hand(0, "t-retire");
    Game g = Game.start(p).act(new Action.PlayCard(0, retire, null));
    assertThat(g.s.inPlay(back)).isNull();
    assertThat(g.s.player(0).discard()).contains(back);
    assertThat(g.s.player(0).hand()).doesNotContain(back);
  }

  @Test
  @DisplayName("512.4: a Reaction to one of your Friends being dismissed puts that Friend (\"it\") from the discard pile into its owner's hand")
  void reactionPutsItBack() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int plain = p.play(1, "t-plain", Area.home(1));
    int save = p.hand(1, "t-save");
    int zap = p.hand(0, "t-zap");
    Game g = Game.start(p).act(new Action.PlayCard(0, zap, null));
    assertThat(g.s.player(1).discard()).contains(plain);
    assertThat(g.s.actor()).as("Bo has priority and may react").isEqualTo(1);
    g.act(new Action.PlayCard(1, save, null));
    assertThat(g.s.player(1).hand()).contains(plain);
    assertThat(g.s.player(1).discard()).containsExactly(save);
  }
}
