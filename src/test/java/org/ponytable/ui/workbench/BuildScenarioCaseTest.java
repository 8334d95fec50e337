package org.ponytable.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.CardType;
import org.ponytable.persistence.Scenario;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.persistence.ScenarioRun;
import org.ponytable.persistence.ScenarioWriter;
import org.ponytable.ui.workbench.PositionEdits.Place;

/**
 * Issue 13, done when: a tester builds the position of a case of docs/scenarios/ with the
 * workbench's edits, saves it as a scenario, and the runner passes it with the case's actions and
 * checks. The case is turn-history.json (610.1, 612.1): its turn history is built, not played.
 */
class BuildScenarioCaseTest {
  private static final Path CASE = Path.of("docs", "scenarios", "turn-history.json");

  @Test
  @DisplayName("turn-history.json built by edits, saved, and passing the runner with the case's actions and checks")
  void turnHistoryIsBuiltSavedAndPasses() throws Exception {
    CardPool shipped = new CardLoader().loadDirectory(Path.of("cards"));
    Scenario original = new ScenarioLoader(shipped).load(CASE);
    // The case's own cards (hist-*) are in its pool; the written file names them, so it is read with that pool.
    CardPool pool = original.pool();

    // A bare table: both Mane Characters and Problems, p1's Main Phase of turn 3.
    Position bare = new Position(pool).turn(3, 0).stage(Stage.MAIN_PHASE_START).name(0, "Ann").name(1, "Bo");
    int ownMane = bare.mane(0, "hist-mane");
    int ownProblem = bare.problem(0, "hist-problem");
    bare.mane(1, "hist-mane");
    int theirProblem = bare.problem(1, "hist-problem");
    GameState s = bare.start();

    // Everything else through the editor's edits, as a tester at the table would.
    s = PositionEdits.score(s, 0, 2);
    s = PositionEdits.score(s, 1, 1);
    int helper = s.cards().size();
    s = PositionEdits.add(s, "hist-helper", 0, new Place.Play(Area.problem(1), 0, false));
    for (int p = 0; p < 2; p++) {
      for (int k = 0; k < 3; k++) {
        s = PositionEdits.add(s, "hist-helper", p, new Place.DrawDeck(p, 99));
      }
      s = PositionEdits.add(s, "hist-problem", p, new Place.ProblemDeck(p, 0));
    }
    // 708.2, 616.4: +2 until the end of the turn, from an effect of p1's Mane Character.
    s = PositionEdits.modifier(s, helper, ownMane, 2, null, Duration.TURN);
    // 610.1, 612: p1 already confronted their own Problem this Score Phase.
    s = PositionEdits.stage(s, Stage.CHOOSE_CONFRONT, new PositionEdits.TurnHistory(List.of(), List.of(),
        List.of(ownProblem), List.of(), -1));
    assertThat(s.scoreBook().current()).as("only p2's Problem is left, so its Confront Step starts").isEqualTo(theirProblem);

    String text = ScenarioWriter.write(s, pool, "turn-history.json, built at the workbench", true);
    assertThat(text).contains("\"confronted\" : [").contains("\"confronting\" : \"").contains("\"until\" : \"turn\"");

    // The case's actions and checks, its labels read as the written file's.
    ObjectMapper json = new ObjectMapper();
    ObjectNode written = (ObjectNode) json.readTree(text);
    String helperLabel = label(written, "hist-helper", "play");
    String theirLabel = written.get("players").get(1).get("problem").get("label").textValue();
    String ownLabel = written.get("players").get(0).get("problem").get("label").textValue();
    ArrayNode actions = written.putArray("actions");
    original.actions().forEach(actions::add);
    written.set("expect", json.readTree("""
        { "stage": "FACEOFF",
          "decision": { "kind": "PRIORITY", "player": "p1" },
          "scores": [4, 1],
          "cards": { "%s": { "power": 4 } },
          "events": [
            { "type": "Confronted", "player": "p1", "problem": "%s" },
            { "type": "FaceoffStarted", "kind": "DOUBLE_PROBLEM" } ],
          "notEvents": [{ "type": "Confronted", "problem": "%s" }],
          "legal": ["pass"] }
        """.formatted(helperLabel, theirLabel, ownLabel)));
    ScenarioRun run = new ScenarioLoader(pool).read(json.writeValueAsString(written), "built.json").run();
    assertThat(run.failures()).isEmpty();
    assertThat(run.end().stage()).isEqualTo(Stage.FACEOFF);
    assertThat(original.run().end().player(0).score()).isEqualTo(run.end().player(0).score());

    // The check can fail: without the stated +2 the helper has 2 power and p1 does not confront p2's Problem.
    ObjectNode weaker = written.deepCopy();
    ((ObjectNode) weaker.get("thisTurn")).remove("modifiers");
    ScenarioRun wrong = new ScenarioLoader(pool).read(json.writeValueAsString(weaker), "weaker.json").run();
    assertThat(wrong.passed()).isFalse();
    assertThat(s.type(helper)).isEqualTo(CardType.FRIEND);
  }

  @Test
  @DisplayName("setup-starting-problem.json built by edits (102.2-102.4), saved without a turn, and passing the runner")
  void setupIsBuiltSavedAndPasses() throws Exception {
    CardPool shipped = new CardLoader().loadDirectory(Path.of("cards"));
    Scenario original = new ScenarioLoader(shipped).load(Path.of("docs", "scenarios", "setup-starting-problem.json"));
    CardPool pool = original.pool();
    Position bare = new Position(pool).turn(1, 0).stage(Stage.MAIN_PHASE_START).name(0, "Ann").name(1, "Bo");
    bare.mane(0, "setup-mane");
    bare.problem(0, "setup-near");
    bare.mane(1, "setup-mane");
    bare.problem(1, "setup-near");
    GameState s = bare.start();
    for (int p = 0; p < 2; p++) {
      s = PositionEdits.add(s, "setup-far", p, new Place.ProblemDeck(p, 99));
      for (int k = 0; k < 10; k++) {
        s = PositionEdits.add(s, "setup-friend", p, new Place.DrawDeck(p, 99));
      }
    }
    // 102.2: back to the Starting Problem; the Problems in play go on top of their decks. p2 goes first.
    s = PositionEdits.stage(s, Stage.SETUP_STARTING_PROBLEM, PositionEdits.TurnHistory.NONE, 1);
    assertThat(s.turn()).isZero();
    assertThat(s.player(0).problemDeck()).hasSize(2);

    String text = ScenarioWriter.write(s, pool, "setup-starting-problem.json, built at the workbench", true);
    ObjectMapper json = new ObjectMapper();
    ObjectNode written = (ObjectNode) json.readTree(text);
    assertThat(written.has("turn")).isFalse();
    assertThat(written.get("firstPlayer").textValue()).isEqualTo("p2");
    ArrayNode actions = written.putArray("actions");
    List.of("start-with setup-far", "start-with setup-near", "keep").forEach(actions::add);
    written.set("expect", json.readTree("""
        { "turn": 0, "stage": "SETUP_MULLIGAN",
          "decision": { "kind": "MULLIGAN", "player": "p1" },
          "handSizes": [6, 6], "drawDeckSizes": [4, 4],
          "events": [
            { "type": "StartingProblemChosen", "player": "p1" },
            { "type": "StartingProblemChosen", "player": "p2" },
            { "type": "FirstPlayerChosen", "player": "p2" },
            { "type": "MulliganDecided", "player": "p2", "took": false } ],
          "legal": ["keep", "mulligan"], "illegal": ["pass"] }
        """));
    ScenarioRun run = new ScenarioLoader(pool).read(json.writeValueAsString(written), "built.json").run();
    assertThat(run.failures()).isEmpty();
    assertThat(original.run().passed()).isTrue();
  }

  private static String label(ObjectNode scenario, String card, String zone) {
    for (var e : scenario.get("players").get(0).get(zone)) {
      if (e.get("card").textValue().equals(card)) {
        return e.get("label").textValue();
      }
    }
    throw new AssertionError("no " + card + " in " + zone);
  }
}
