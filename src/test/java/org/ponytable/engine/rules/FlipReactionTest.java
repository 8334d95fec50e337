package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.Stage;

/** Reactions to "flips" (515.1, 512.4b) and the effect word "reflip" (515.4, 707.2). */
class FlipReactionTest {
  private static final String CARDS = """
      [{"id": "t-redo", "type": "event", "title": "Redo", "power": 0, "cost": 0,
        "timing": "reaction", "reactTo": {"when": "flips"}, "effects": [{"do": "reflip"}]},
       {"id": "t-undo", "type": "event", "title": "Undo", "power": 0, "cost": 0,
        "timing": "reaction", "reactTo": {"when": "flips", "player": "opponent"}, "effects": [{"do": "reflip"}]},
       {"id": "t-mine", "type": "event", "title": "Mine", "power": 0, "cost": 0,
        "timing": "reaction", "reactTo": {"when": "flips", "faceoff": "yourChallenge"}, "effects": [{"do": "reflip"}]},
       {"id": "t-theirs", "type": "event", "title": "Theirs", "power": 0, "cost": 0,
        "timing": "reaction", "reactTo": {"when": "flips", "faceoff": "opponentsChallenge"}, "effects": [{"do": "reflip"}]},
       {"id": "t-plus", "type": "event", "title": "Plus", "power": 0, "cost": 0,
        "timing": "reaction", "reactTo": {"when": "flips"}, "effects": [{"do": "modifyFlipped", "power": 5}]}]
      """;

  private record Setup(Game game, int redo, int undo, int plus, int flip0, int next0, int flip1, int next1) {}

  /** Player 0 challenges a Troublemaker; both flip; player 0 has priority in the flip window. */
  private static Setup flipped() throws CardLoadException {
    CardPool pool = RuleCards.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = new Position(pool).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    p.stage(Stage.CHALLENGE_STEP_START);
    int tm = p.play(1, "tm-4", Area.problem(1));
    p.play(0, "y5", Area.problem(1));
    int flip0 = p.deck(0, "y0");
    int next0 = p.deck(0, "y5");
    int flip1 = p.deck(1, "y5");
    int next1 = p.deck(1, "y0");
    int redo = p.hand(0, "t-redo");
    int undo = p.hand(0, "t-undo");
    int plus = p.hand(0, "t-plus");
    p.hand(0, "t-mine");
    p.hand(0, "t-theirs");
    Game g = Game.start(p).passToChoice();
    g.choose(tm).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    return new Setup(g, redo, undo, plus, flip0, next0, flip1, next1);
  }

  @Test
  @DisplayName("515.4, 707.2: after your flip, the Reaction ignores that card and you flip another")
  void yourFlip() throws CardLoadException {
    Setup t = flipped();
    Game g = t.game();
    assertThat(g.s.actor()).isZero();
    g.act(new Action.PlayCard(0, t.redo(), null));
    assertThat(g.s.faceoff().ignored()).containsExactly(t.flip0());
    assertThat(g.s.player(0).flipped()).containsExactlyInAnyOrder(t.flip0(), t.next0());
    assertThat(g.s.player(1).flipped()).containsExactly(t.flip1());
    assertThat(Faceoffs.totals(g.s)).as("5 + 5 against 4 + 5").containsExactly(10, 9);
  }

  @Test
  @DisplayName("512.4b: a Reaction to your opponent's flip makes them ignore it and flip another")
  void opponentsFlip() throws CardLoadException {
    Setup t = flipped();
    Game g = t.game();
    g.act(new Action.PlayCard(0, t.undo(), null));
    assertThat(g.s.faceoff().ignored()).containsExactly(t.flip1());
    assertThat(g.s.player(1).flipped()).containsExactlyInAnyOrder(t.flip1(), t.next1());
    assertThat(g.events(GameEvent.FlipIgnored.class)).hasSize(1);
    assertThat(Faceoffs.totals(g.s)).as("5 + 0 against 4 + 0").containsExactly(5, 4);
  }

  @Test
  @DisplayName("514.4, 515.4: the flipped card gets +5 power this faceoff, and loses it once ignored")
  void plusFive() throws CardLoadException {
    Setup t = flipped();
    Game g = t.game();
    g.act(new Action.PlayCard(0, t.plus(), null));
    assertThat(Faceoffs.totals(g.s)).as("5 + 0 + 5 against 4 + 5").containsExactly(10, 9);
    g.pass().act(new Action.PlayCard(0, t.redo(), null));
    assertThat(Faceoffs.totals(g.s)).as("the +5 went with the ignored card; 5 + 5 against 4 + 5").containsExactly(10, 9);
    assertThat(g.s.faceoff().ignored()).containsExactly(t.flip0());
  }

  @Test
  @DisplayName("610, 512.4b: \"faceoff\": \"yourChallenge\" reacts in your challenge; \"opponentsChallenge\" does not")
  void challengeKinds() throws CardLoadException {
    Game g = flipped().game();
    java.util.Set<String> open = new java.util.TreeSet<>();
    for (var c : g.s.abilities().chances()) {
      open.add(g.s.def(c.card()).id());
    }
    assertThat(open).contains("t-mine", "t-redo").doesNotContain("t-theirs");
  }
}
