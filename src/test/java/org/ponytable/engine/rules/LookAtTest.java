package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.view.PlayerView;

/** The effect word "lookAt": one player alone looks at a face-down card (505.1d, 505.2). */
class LookAtTest {
  private static final String EVENTS = """
      [{"id": "t-peek", "type": "event", "title": "Peek", "power": 0, "cost": 0,
        "effects": [{"do": "lookAt", "target": {"choose": {"type": "troublemaker", "status": "faceDown"}}}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(EVENTS, "t.json"));
  }

  @Test
  @DisplayName("505.1d, 505.2: the looker learns the chosen face-down Troublemaker from the event; it stays face down and hidden in play, and the other player's log does not name it")
  void onlyTheLookerLearnsTheCard() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int first = p.playFaceDown(1, "tm-3", Area.problem(0));
    int second = p.playFaceDown(1, "tm-3", Area.problem(1));
    int peek = p.hand(0, "t-peek");
    Game g = Game.start(p).act(new Action.PlayCard(0, peek, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    PlayerView chooser = PlayerView.of(g.s, 0);
    assertThat(chooser.decision().options()).as("stand-ins while choosing").doesNotContain(first, second);
    g.choose(second);

    assertThat(g.s.inPlay(second).faceDown()).as("looking turns nothing over").isTrue();
    List<GameEvent.LookedAt> looks = g.events(GameEvent.LookedAt.class);
    assertThat(looks).containsExactly(new GameEvent.LookedAt(0, second));

    GameEvent.LookedAt mine = (GameEvent.LookedAt) PlayerView.events(List.of(looks.get(0)), g.s, 0).get(0);
    assertThat(mine.card()).as("the looker's log names the card itself").isEqualTo(second);
    GameEvent.LookedAt theirs = (GameEvent.LookedAt) PlayerView.events(List.of(looks.get(0)), g.s, 1).get(0);
    assertThat(theirs.card()).as("nobody else learns it from the event").isEqualTo(-1);
    assertThat(PlayerView.of(g.s, 0).play()).as("in play it is still a hidden stand-in to the looker")
        .noneMatch(c -> c.id() == second || c.id() == first);
  }

  @Test
  @DisplayName("505.2: with nothing face down to look at, nothing happens (104.2b)")
  void nothingFaceDown() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.play(1, "tm-3", Area.problem(0));
    int peek = p.hand(0, "t-peek");
    Game g = Game.start(p).act(new Action.PlayCard(0, peek, null));
    assertThat(g.events(GameEvent.LookedAt.class)).isEmpty();
  }
}
