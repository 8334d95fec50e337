package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;

/** Bad scenario files: each mistake is reported at its exact place, never as a crash. */
class ScenarioErrorsTest {
  private final ScenarioLoader loader = new ScenarioLoader(TestCards.POOL);

  private List<String> problems(String json) {
    FileFormatException e = catchThrowableOfType(FileFormatException.class, () -> loader.read(json, "bad.json").run());
    assertThat(e).as("the file should be refused").isNotNull();
    return e.problems().stream().map(LoadProblem::toString).toList();
  }

  private static final String PLAYERS = """
        "players": [
          { "mane": "mane-sun", "problem": "pr-y", "hand": ["f-y1"] },
          { "mane": "mane-star", "problem": "pr-p" }
        ]""";

  @Test
  @DisplayName("Only a Problem can be marked confronted (611.4a); a confronted Problem loads with its bonus gone")
  void onlyAProblemIsConfronted() {
    String bad = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y", "play": [ { "card": "f-y1", "confronted": true } ] },
            { "mane": "mane-star", "problem": "pr-p" }
          ]
        }""";
    assertThat(problems(bad)).singleElement().asString()
        .startsWith("bad.json:3:88 at /players/0/play/0/confronted: only a Problem is confronted (611)");
    String good = """
        {
          "players": [
            { "mane": "mane-sun", "problem": { "card": "pr-y", "label": "mine", "confronted": true } },
            { "mane": "mane-star", "problem": "pr-p" }
          ]
        }""";
    Scenario ok;
    try {
      ok = loader.read(good, "good.json");
    } catch (FileFormatException e) {
      throw new AssertionError(e.getMessage(), e);
    }
    assertThat(ok.start().inPlay(ok.labels().get("mine")).confronted()).isTrue();
  }

  @Test
  void brokenJsonNamesLineAndColumn() {
    assertThat(problems("{\n  \"turn\": 3\n  \"stage\": \"CHALLENGE\"\n}")).singleElement().asString()
        .startsWith("bad.json:3:3 at /turn: malformed JSON: a comma is missing between two items of this object");
  }

  @Test
  void repeatedFieldIsAnError() {
    assertThat(problems("{\n  \"turn\": 3,\n  \"turn\": 4\n}")).singleElement().asString()
        .isEqualTo("bad.json:3:3 at /turn: the field \"turn\" appears twice in this object (first at line 2,"
            + " column 3); keep only one");
  }

  @Test
  void emptyFileAndWrongRoot() {
    assertThat(problems("")).containsExactly(
        "bad.json:1:1: the file is empty; expected a JSON value such as an object {...} or an array [...]");
    assertThat(problems("[1, 2]")).containsExactly("bad.json:1:1: a scenario must be a JSON object {...}, not an array");
  }

  @Test
  void unknownFieldSuggestsTheNearestOne() {
    assertThat(problems("{\n  \"stgae\": \"CHALLENGE\",\n" + PLAYERS + "\n}")).singleElement().asString()
        .startsWith("bad.json:2:12 at /stgae: unknown field 'stgae' (did you mean 'stage'?); known fields: ");
  }

  @Test
  void wrongValueTypesAndRanges() {
    String json = """
        {
          "turn": "three",
          "seed": 1.5,
          "turnPlayer": "p3",
        """ + PLAYERS + "\n}";
    assertThat(problems(json)).containsExactly(
        "bad.json:2:11 at /turn: 'turn' must be a whole number, not the string \"three\"",
        "bad.json:3:11 at /seed: 'seed' must be a whole number, not 1.5",
        "bad.json:4:17 at /turnPlayer: 'turnPlayer' must be \"p1\" or \"p2\", not \"p3\"");
  }

  @Test
  void unknownStageAndSetupStage() {
    assertThat(problems("{ \"stage\": \"MAIN_PHASE_STRAT\",\n" + PLAYERS + "\n}")).singleElement().asString()
        .startsWith("bad.json:1:12 at /stage: no stage 'MAIN_PHASE_STRAT' (did you mean 'MAIN_PHASE_START'?); stages: ");
    // Setup stages are allowed (issue 13), but no turn has started in them.
    assertThat(problems("{ \"stage\": \"SETUP_MULLIGAN\", \"turn\": 2,\n" + PLAYERS + "\n}")).containsExactly(
        "bad.json:1:38 at /turn: during setup (SETUP_MULLIGAN) no turn has started: leave out 'turn' (turn 1 starts "
            + "after the mulligans, 102.4)");
  }

  @Test
  void priorityOnlyInWindows() {
    assertThat(problems("{ \"stage\": \"CHALLENGE\", \"priority\": \"p2\",\n" + PLAYERS + "\n}")).containsExactly(
        "bad.json:1:37 at /priority: 'priority' applies only where a priority window is open, and CHALLENGE "
            + "(Challenge Step) is not one");
  }

  @Test
  void playersMustBeTwo() {
    assertThat(problems("{\n  \"players\": [ { \"mane\": \"mane-sun\", \"problem\": \"pr-y\" } ]\n}")).containsExactly(
        "bad.json:2:14 at /players: 'players' lists the two players, p1 then p2; this one has 1");
  }

  @Test
  void unknownCardIdSuggestsAKnownOne() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y", "hand": ["f-y1", "f-yy2"] },
            { "mane": "mane-star", "problem": "pr-p" }
          ]
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:3:63 at /players/0/hand/1: unknown card id 'f-yy2' (did you mean 'f-y2'?)");
  }

  @Test
  void cardsInTheWrongPlaces() {
    String json = """
        {
          "players": [
            { "mane": "f-y1", "problem": "pr-y",
              "play": [ { "card": "tm-2", "area": "home" }, { "card": "f-y2", "area": "problem:p3" } ],
              "hand": ["pr-yo"] },
            { "mane": "mane-star", "problem": "pr-p" }
          ]
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:3:15 at /players/0/mane: f-y1 is a Friend; 'mane' needs a Mane Character",
        "bad.json:4:43 at /players/0/play/0/area: tm-2 is a Troublemaker; Troublemakers are played to Problems (609.2c)",
        "bad.json:4:79 at /players/0/play/1/area: an area is \"home\", \"problem:p1\" or \"problem:p2\" (or "
            + "\"home:p1\"/\"home:p2\"), not \"problem:p3\"",
        "bad.json:5:16 at /players/0/hand/0: pr-yo is a Problem; hands and draw decks hold Friends, Events, "
            + "Resources and Troublemakers only (101.2)");
  }

  @Test
  void missingManeAndProblemAreNamedPerPlayer() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun" },
            { "problem": "pr-p" }
          ]
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:3:5 at /players/0: p1 has no Problem in play: add \"problem\": \"<card id>\"",
        "bad.json:4:5 at /players/1: p2 has no Mane Character in play: add \"mane\": \"<card id>\"");
  }

  @Test
  void labelsMustBeUniqueWordsAndStatusesConsistent() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y",
              "play": [ { "card": "f-y1", "label": "a", "exhausted": true, "frightened": true } ],
              "hand": [ { "card": "f-y2", "label": "a" }, { "card": "f-y2", "label": "two words" } ] },
            { "mane": "mane-star", "problem": "pr-p" }
          ]
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:4:62 at /players/0/play/0/exhausted: a frightened card can't be exhausted (503.2)",
        "bad.json:5:78 at /players/0/hand/1/label: a label is one word of letters, digits, '_', '-' or '.', "
            + "starting with a letter, not \"two words\"");
    String dup = json.replace(", \"exhausted\": true, \"frightened\": true", "")
        .replace(", { \"card\": \"f-y2\", \"label\": \"two words\" }", "");
    assertThat(problems(dup)).containsExactly(
        "bad.json:5:44 at /players/0/hand/0/label: the label 'a' is already used at /players/0/play/0");
  }

  @Test
  void flippedMustNameDrawDeckCards() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y", "drawDeck": ["f-y1"], "flipped": ["f-y1", "f-y2"] },
            { "mane": "mane-star", "problem": "pr-p" }
          ]
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:3:88 at /players/0/flipped/1: 'f-y2' names no unflipped card of p1's draw deck");
  }

  @Test
  void illegalActionNamesIndexTextAndLegalActions() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y", "hand": [ { "card": "f-y1", "label": "sunny" } ] },
            { "mane": "mane-star", "problem": "pr-p" }
          ],
          "actions": [
            "pass",
            "play sunny to problem:p1"
          ]
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:8:5 at /actions/1: action 1 'play sunny to problem:p1' at turn 1, Main Phase, waiting for p2 to "
            + "act or pass: 'play sunny to problem:p1' is not a legal action now; #2 (f-y1): p1's card, in hand, and p2 "
            + "acts now (510.1); legal: pass, concede p2");
  }

  @Test
  void actionsAfterTheEndAreRefused() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y" },
            { "mane": "mane-star", "problem": "pr-p" }
          ],
          "actions": ["concede p2", "pass"]
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:6:29 at /actions/1: action 1 'pass': the game is already over (p1 won: Player 2 conceded)");
  }

  @Test
  void expectationsAreValidatedWhenLoading() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y", "hand": ["f-y1", "f-y1"] },
            { "mane": "mane-star", "problem": "pr-p" }
          ],
          "expect": {
            "winer": "p1",
            "cards": { "nobody": { "zone": "hand" }, "mane-sun": { "zone": "pocket" }, "f-y1": { "zone": "hand" } },
            "events": ["Scored", "Scord"],
            "scores": [1]
          }
        }""";
    List<String> problems = problems(json);
    assertThat(problems).hasSize(6);
    assertThat(problems.get(0)).startsWith("bad.json:7:14 at /expect/winer: unknown field 'winer' (did you mean 'winner'?)");
    assertThat(problems.get(1)).isEqualTo("bad.json:8:26 at /expect/cards/nobody: 'nobody' is neither a label nor a "
        + "card of this scenario");
    assertThat(problems.get(2)).startsWith("bad.json:8:68 at /expect/cards/mane-sun/zone: no zone 'pocket'");
    assertThat(problems.get(3)).isEqualTo("bad.json:8:88 at /expect/cards/f-y1: 'f-y1' names 2 cards of this "
        + "scenario; give the one you mean a label");
    assertThat(problems.get(4)).startsWith("bad.json:9:26 at /expect/events/1: no event type 'Scord' (did you mean "
        + "'Scored'?)");
    assertThat(problems.get(5)).isEqualTo("bad.json:10:15 at /expect/scores: 'scores' is a pair [p1, p2] of whole "
        + "numbers (null for no check)");
  }

  @Test
  @DisplayName("An event pattern names players as the log writes them: a seat number could never match")
  void eventPatternPlayersAreP1OrP2() {
    String json = """
        {
          "players": [
            { "mane": "mane-sun", "problem": "pr-y" },
            { "mane": "mane-star", "problem": "pr-p" }
          ],
          "expect": {
            "events": [{ "type": "AbilityTriggered", "controller": 1 }, { "type": "Scored", "player": "p2" }]
          }
        }""";
    assertThat(problems(json)).containsExactly(
        "bad.json:7:60 at /expect/events/0/controller: 'controller' names a player: \"p1\" or \"p2\"");
  }

  @Test
  void inlineCardErrorsArePlacedInTheScenario() {
    String json = """
        {
          "cards": [
            { "id": "my-friend", "type": "friend", "title": "Mine", "power": 2, "cost": 2, "colors": ["yelow"] }
          ],
          "players": [
            { "mane": "mane-sun", "problem": "pr-y" },
            { "mane": "mane-star", "problem": "pr-p" }
          ]
        }""";
    assertThat(problems(json)).singleElement().asString().startsWith("bad.json:3:95 at /cards/0/colors/0: ");
    String clash = json.replace("my-friend", "f-y1").replace("yelow", "yellow");
    assertThat(problems(clash)).containsExactly("bad.json:2:12 at /cards: inline cards reuse ids of the shipped "
        + "cards: f-y1; give them ids of their own");
  }
}
