package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/**
 * Triggers on a faceoff's result: "defeatTroublemaker" (514.5a), and "winFaceoff" naming the kind
 * of faceoff (512.4a) and the difference between the totals (514.4); "score" for a player.
 */
class FaceoffResultTest {
  private static final String CARDS = """
      [{"id": "t-defeat", "type": "friend", "title": "Defeat", "power": 0, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "defeatTroublemaker",
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-atleast", "type": "friend", "title": "At Least", "power": 0, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "winFaceoff", "byAtLeast": 5,
                       "effects": [{"do": "gainTokens", "amount": 3}]}]},
       {"id": "t-exactly", "type": "friend", "title": "Exactly", "power": 0, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "winFaceoff", "byExactly": 2,
                       "effects": [{"do": "gainTokens", "amount": 9}]}]},
       {"id": "t-problem", "type": "friend", "title": "Problem Only", "power": 0, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "winFaceoff", "faceoff": "problem",
                       "effects": [{"do": "gainTokens", "amount": 27}]}]},
       {"id": "t-duel", "type": "event", "title": "Duel", "power": 0, "cost": 0,
        "effects": [{"do": "faceoff", "involve": [{"player": "you", "type": "mane"}, {"player": "opponent", "title": "Doomed"}],
                     "win": [{"do": "dismiss", "target": {"each": {"player": "opponent", "type": "friend", "involved": "faceoff"}}}]}]},
       {"id": "t-doomed", "type": "friend", "title": "Doomed", "power": 1, "cost": 1},
       {"id": "t-safe", "type": "friend", "title": "Safe", "power": 1, "cost": 1},
       {"id": "t-theirs", "type": "friend", "title": "Theirs", "power": 0, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "winFaceoff", "player": "opponent",
                       "effects": [{"do": "score", "amount": 1, "player": "opponent"}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return RuleCards.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  /** Player 0 challenges a 4-power Troublemaker with 5 power and flips {@code flip}; player 1 flips a 0. */
  private static Game challenge(String flip) throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    p.stage(Stage.CHALLENGE_STEP_START);
    int tm = p.play(1, "tm-4", Area.problem(1));
    p.play(0, "y5", Area.problem(1));
    for (String id : new String[] {"t-defeat", "t-atleast", "t-exactly", "t-problem"}) {
      p.play(0, id, Area.home(0));
    }
    p.play(1, "t-theirs", Area.home(1));
    p.deck(0, flip);
    p.deck(1, "y0");
    Game g = Game.start(p).passToChoice();
    g.choose(tm);
    for (int i = 0; i < 100 && g.s.faceoff() != null; i++) {
      // Priority is passed; any other decision (the order of triggered effects) takes its first option.
      if (g.hasPriority()) {
        g.pass();
      } else {
        g.act(Engine.legalActions(g.s).get(0));
      }
    }
    return g;
  }

  @Test
  @DisplayName("514.2d: a filter with \"involved\": \"faceoff\" names only the cards involved in the faceoff in progress")
  void involvedFilter() throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    int doomed = p.play(1, "t-doomed", Area.home(1));
    int safe = p.play(1, "t-safe", Area.home(1));
    p.deck(0, "y5");
    p.deck(1, "y0");
    int duel = p.hand(0, "t-duel");
    Game g = Game.start(p).act(new org.ponytable.engine.action.Action.PlayCard(0, duel, null));
    for (int i = 0; i < 100 && g.s.faceoff() != null; i++) {
      if (g.hasPriority()) {
        g.pass();
      } else {
        g.act(Engine.legalActions(g.s).get(0));
      }
    }
    assertThat(g.s.inPlay(doomed)).as("involved, dismissed").isNull();
    assertThat(g.s.inPlay(safe)).as("not involved, stays").isNotNull();
  }

  @Test
  @DisplayName("514.5a, 514.4: defeating a Troublemaker by 2 triggers \"defeatTroublemaker\" and \"byExactly\": 2 only")
  void defeatByTwo() throws CardLoadException {
    Game g = challenge("y1");
    assertThat(g.s.player(0).tokens()).as("1 for the defeat, 9 for exactly 2; not at least 5, not a Problem faceoff")
        .isEqualTo(10);
    assertThat(g.score(1)).as("\"player\": \"opponent\" watches the other player's win").isZero();
  }

  @Test
  @DisplayName("514.4: winning by 6 meets \"byAtLeast\": 5 and not \"byExactly\": 2; the opponent's card scores for its opponent")
  void winBySix() throws CardLoadException {
    Game g = challenge("y5");
    assertThat(g.s.player(0).tokens()).as("1 for the defeat, 3 for at least 5").isEqualTo(4);
    assertThat(g.score(0)).as("2 for the Troublemaker, 1 from the opponent's card").isEqualTo(3);
  }
}
