package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.RandomGamesPropertyTest;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.GameSession;

/** Issue 9, finding 8: an effect that found nothing to act on leaves a line in the log. */
class DidNothingWordsTest {

  @Test
  @DisplayName("The log tells an effect that did nothing, naming its card and why")
  void theLogSaysSo() {
    GameState s = GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true).state();
    int card = s.play().get(0).id(); // a card in play, which both players know
    List<String> lines = GameLog.lines(s, List.of(new GameEvent.EffectDidNothing(card, 0, "no chosen Friend to act on")),
        List.of(), 0).stream().map(GameLog.Line::text).toList();
    assertThat(lines).containsExactly(
        org.ponytable.engine.view.EventWords.possessiveOf(s.def(card).title()) + " effect did nothing: no chosen Friend to act on.");
  }

  @Test
  @DisplayName("In random ability games effects find nothing to act on, and each time the engine says why")
  void randomGamesTellEffectsThatDidNothing() {
    int told = 0;
    for (long seed = 1; seed <= 4; seed++) {
      List<Action> actions = new ArrayList<>();
      List<GameState> states = RandomGamesPropertyTest.play(RandomGamesPropertyTest.ABILITIES, seed, false, actions)
          .states();
      for (int i = 0; i < actions.size(); i++) {
        Outcome o = Engine.apply(states.get(i), actions.get(i));
        for (GameEvent e : o.events()) {
          if (e instanceof GameEvent.EffectDidNothing d) {
            told++;
            assertThat(d.why()).matches("no .* to act on|nothing changed when .*|its condition does not hold");
            assertThat(d.source()).isGreaterThanOrEqualTo(0);
          }
        }
      }
    }
    assertThat(told).as("effects that found nothing in 4 random ability games").isGreaterThan(0);
  }
}
