package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/** A discard cost with a printed filter ("Discard an Event to ..."; 409.3, 703.1d). */
class DiscardCostFilterTest {
  @Test
  @DisplayName("409.3: only a card of the hand whose printed values fit the filter can pay the discard cost")
  void onlyAFittingCardPays() throws CardLoadException {
    List<CardDef> defs = new CardLoader().loadString("""
        [{"id": "f-reader", "type": "friend", "title": "Reader", "power": 1, "cost": 1,
          "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "discard", "filter": {"type": "event"}}],
                         "effects": [{"do": "draw", "amount": 1}]}]},
         {"id": "e-note", "type": "event", "title": "Note", "power": 1, "cost": 9}]
        """, "discard.json");
    Position p = AbilityTable.base(AbilityTable.POOL.with(defs));
    int reader = p.play(0, "f-reader", Area.home(0));
    int note = p.hand(0, "e-note");
    p.hand(0, "f-y1");
    GameState s = Engine.resume(p.build()).state();
    List<Integer> payers = Engine.legalActions(s).stream()
        .filter(a -> a instanceof Action.Activate act && act.card() == reader)
        .map(a -> ((Action.Activate) a).costCard()).toList();
    assertThat(payers).as("the Event pays, the Friend does not").containsExactly(note);
    GameState after = Engine.apply(s, new Action.Activate(0, reader, 0, note)).state();
    assertThat(after.player(0).discard()).contains(note);
  }
}
