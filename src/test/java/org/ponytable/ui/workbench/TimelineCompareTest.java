package org.ponytable.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.persistence.ScenarioLoader;

/** Comparing two points of the timeline (issue 13): each kind of change is found and said in words. */
class TimelineCompareTest {
  private static final String POSITION = """
      { %s
        "players": [
          { "name": "Ann", "mane": "mane-sun", "problem": "pr-y",
            "play": [ { "card": "f-y1", "label": "buff" }, { "card": "f-y2", "label": "boss" } ],
            "hand": [ { "card": "f-y3", "label": "big" } ],
            "drawDeck": ["f-y1", "f-y2"] },
          { "name": "Bo", "mane": "mane-star", "problem": "pr-p" } ] }
      """;

  private static GameState load(String thisTurn) throws Exception {
    return new ScenarioLoader(TestCards.POOL).read(POSITION.formatted(thisTurn), "x.json").run().end();
  }

  private static int id(GameState s, String defId, int nth) {
    int seen = 0;
    for (int i = 0; i < s.cards().size(); i++) {
      if (s.card(i).defId().equals(defId) && seen++ == nth) {
        return i;
      }
    }
    throw new AssertionError(defId);
  }

  @Test
  void theSameStateHasNoChanges() throws Exception {
    GameState a = load("");
    assertThat(TimelineCompare.changes(a, a)).isEmpty();
  }

  @Test
  void zonesStatusesPointsTokensAndDeckOrderAreEachFound() throws Exception {
    GameState a = load("");
    int big = id(a, "f-y3", 0);
    int buff = id(a, "f-y1", 0);
    PlayerState ann = a.player(0);
    GameState b = a.withPlayer(0, ann.withHand(PlayerState.minus(ann.hand(), big))
            .withDiscard(PlayerState.plus(ann.discard(), big)).withScore(ann.score() + 3).withTokens(ann.tokens() + 2)
            .withDrawDeck(java.util.List.of(ann.drawDeck().get(1), ann.drawDeck().get(0))))
        .withInPlay(a.inPlay(buff).withExhausted(true));
    assertThat(TimelineCompare.changes(a, b)).containsExactlyInAnyOrder(
        "Ann's points: " + ann.score() + " -> " + (ann.score() + 3),
        "Ann's action tokens: " + ann.tokens() + " -> " + (ann.tokens() + 2),
        "Ann's draw deck: same cards, new order",
        "f-y3 #" + big + ": Ann's hand -> Ann's discard pile",
        "f-y1 #" + buff + ": now exhausted");
    // And back: the change is told the other way round.
    assertThat(TimelineCompare.changes(b, a)).contains("f-y1 #" + buff + ": no longer exhausted");
  }

  @Test
  void powerAndColorsComeFromTheContinuousModifiers() throws Exception {
    // 711.3: the same cards, one state with a +2 purple modifier on buff until the end of the turn.
    GameState a = load("");
    GameState b = load("""
        "thisTurn": { "modifiers": [ { "target": "buff", "source": "boss", "power": 2, "colors": ["purple"],
          "until": "turn" } ] },""");
    int buff = id(a, "f-y1", 0);
    assertThat(TimelineCompare.changes(a, b)).containsExactly(
        "f-y1 #" + buff + ": power 1 -> 3",
        "f-y1 #" + buff + ": colors yellow -> purple, yellow");
  }

  @Test
  void aCardMovingInPlayIsAChangeOfArea() throws Exception {
    GameState a = load("");
    int boss = id(a, "f-y2", 0);
    GameState b = a.withInPlay(a.inPlay(boss).withArea(org.ponytable.engine.state.Area.problem(1)));
    assertThat(TimelineCompare.changes(a, b)).containsExactly("f-y2 #" + boss + ": play, Ann's home -> play, Bo's Problem");
  }
}
