package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

class ScenarioLoaderTest {
  private final ScenarioLoader loader = new ScenarioLoader(TestCards.POOL);

  /** A Troublemaker challenge the challenger loses (514.5b), written with the fixture cards. */
  static final String CHALLENGE_LOSS = """
      {
        "description": "p1 challenges a 4-power Troublemaker with 1 power and loses",
        "seed": 7,
        "turn": 3,
        "turnPlayer": "p1",
        "stage": "CHALLENGE",
        "players": [
          {
            "name": "Ann",
            "mane": "mane-sun",
            "problem": "pr-y",
            "play": [ { "card": "f-y1", "label": "sunny", "area": "problem:p2" } ],
            "drawDeck": [ { "card": "tm-2", "label": "annFlip" }, "f-y2" ]
          },
          {
            "name": "Bo",
            "mane": "mane-star",
            "problem": "pr-p",
            "play": [ { "card": "tm-4", "label": "tm", "area": "problem:p2" } ],
            "drawDeck": [ { "card": "f-p1", "label": "boFlip" }, "f-p2" ]
          }
        ],
        "actions": ["challenge tm", "pass", "pass", "pass", "pass", "pass", "pass"],
        "expect": {
          "stage": "CHALLENGE_STEP_END",
          "scores": [0, 0],
          "decision": { "kind": "PRIORITY", "player": "p1" },
          "winner": "none",
          "cards": {
            "sunny": { "area": "home:p1", "exhausted": false },
            "tm": { "zone": "play", "area": "problem:p2", "faceDown": false },
            "annFlip": { "zone": "drawDeck", "index": -1 },
            "boFlip": { "zone": "drawDeck", "index": -1 }
          },
          "events": [
            { "type": "ChallengeDeclared", "player": "p1", "troublemaker": "tm" },
            { "type": "FaceoffCompared", "total0": 3, "total1": 5 },
            { "type": "FaceoffWon", "winner": "p2" },
            { "type": "SentHome", "card": "sunny" }
          ],
          "notEvents": ["Scored", "TroublemakerDefeated"],
          "illegal": ["challenge tm"]
        }
      }
      """;

  @Test
  void loadsAndRunsAChallengeLoss() throws Exception {
    Scenario sc = loader.read(CHALLENGE_LOSS, "loss.json");
    assertThat(sc.description()).startsWith("p1 challenges");
    assertThat(sc.start().stage()).isEqualTo(Stage.CHALLENGE);
    assertThat(sc.start().turn()).isEqualTo(3);
    assertThat(sc.start().firstPlayer()).isZero();
    int sunny = sc.labels().get("sunny");
    assertThat(sc.start().inPlay(sunny).area()).isEqualTo(Area.problem(1));
    assertThat(sc.start().player(1).name()).isEqualTo("Bo");
    assertThat(sc.actions()).hasSize(7);

    ScenarioRun run = sc.run();
    assertThat(run.failures()).isEmpty();
    assertThat(run.end().inPlay(sunny).area()).isEqualTo(Area.home(0));
  }

  @Test
  void failedExpectationsAreLocated() throws Exception {
    String wrong = CHALLENGE_LOSS.replace("\"scores\": [0, 0]", "\"scores\": [0, 2]")
        .replace("\"sunny\": { \"area\": \"home:p1\"", "\"sunny\": { \"area\": \"problem:p2\"");
    ScenarioRun run = loader.read(wrong, "loss.json").run();
    assertThat(run.passed()).isFalse();
    assertThat(run.failures()).extracting(LoadProblem::toString).containsExactly(
        "loss.json:26:19 at /expect/scores/1: p2 has 0 points, expected 2",
        "loss.json:30:16 at /expect/cards/sunny: sunny (#2 f-y1) is at home:p1, expected problem:p2");
  }

  @Test
  void aCardsCurrentPowerCanBeChecked() throws Exception {
    // Sunny is a 1-power Friend with nothing changing it (507.1).
    String right = CHALLENGE_LOSS.replace("\"sunny\": { \"area\": \"home:p1\"", "\"sunny\": { \"power\": 1, \"area\": \"home:p1\"");
    assertThat(right).isNotEqualTo(CHALLENGE_LOSS);
    assertThat(loader.read(right, "loss.json").run().failures()).isEmpty();
    String wrong = CHALLENGE_LOSS.replace("\"sunny\": { \"area\": \"home:p1\"", "\"sunny\": { \"power\": 4, \"area\": \"home:p1\"");
    assertThat(loader.read(wrong, "loss.json").run().failures()).extracting(LoadProblem::toString)
        .singleElement().asString().endsWith("sunny (#2 f-y1) has power 1, expected 4");
  }

  @Test
  void priorityFlippedCountsAndLooseStageNames() throws Exception {
    String json = """
        {
          "stage": "main-phase-start",
          "priority": "p2",
          "turnPlayer": "p2",
          "turn": 2,
          "players": [
            { "mane": "mane-sun", "problem": "pr-y",
              "drawDeck": [ { "card": "f-y1", "count": 3 }, { "card": "f-y2", "label": "deep" } ],
              "flipped": ["deep", "f-y1"] },
            { "mane": "mane-star", "problem": "pr-p", "tokens": 2 }
          ],
          "expect": { "decision": { "kind": "PRIORITY", "player": "p2" }, "tokens": [0, 2], "drawDeckSizes": [4, 0] }
        }""";
    Scenario sc = loader.read(json, "x.json");
    assertThat(sc.start().stage()).isEqualTo(Stage.MAIN_PHASE_START);
    // Turn 2 belongs to the second player, so p1 went first.
    assertThat(sc.start().firstPlayer()).isZero();
    int deep = sc.labels().get("deep");
    assertThat(sc.start().player(0).drawDeck()).hasSize(4).endsWith(deep);
    assertThat(sc.start().player(0).flipped()).containsExactly(deep, sc.start().player(0).drawDeck().get(0));
    // Flipped cards outside a faceoff are read as written, but no game has them (514.6), so the
    // position is refused before it is played (docs/rulings.md, "Scenarios are positions").
    assertThatThrownBy(sc::run).isInstanceOf(FileFormatException.class)
        .hasMessageContaining("x.json").hasMessageContaining("flipped cards outside a faceoff (514.6)");
  }

  /** rs-saddle goes on a Friend of yours; "old" starts attached to "friend" at p2's Problem. */
  static final String ATTACHMENTS = """
      {
        "turn": 3,
        "players": [
          {
            "mane": "mane-sun", "problem": "pr-y", "tokens": 2,
            "play": [ { "card": "rs-saddle", "label": "old", "host": "friend" },
                      { "card": "f-y1", "label": "friend", "area": "problem:p2" } ],
            "hand": [ { "card": "rs-saddle", "label": "fresh" } ]
          },
          { "mane": "mane-star", "problem": "pr-p", "play": [ { "card": "f-p1", "label": "theirs" } ] }
        ],
        "actions": ["play fresh on friend"],
        "expect": {
          "cards": { "old": { "host": "friend", "area": "problem:p2" }, "fresh": { "host": "friend" },
                     "theirs": { "host": null } },
          "events": [ { "type": "CardPlayed", "card": "fresh", "host": "friend", "area": "problem:p2" } ]
        }
      }""";

  @Test
  @DisplayName("509.1, 509.3, 305.1b: a scenario card can start attached to a host, at its area; 'host' checks"
      + " attachments and 'play CARD on CARD' plays one")
  void attachmentsInScenarios() throws Exception {
    ScenarioLoader abilities = new ScenarioLoader(AbilityCards.POOL);
    Scenario sc = abilities.read(ATTACHMENTS, "attach.json");
    int old = sc.labels().get("old");
    int friend = sc.labels().get("friend");
    assertThat(sc.start().inPlay(old).host()).as("the host is listed after it").isEqualTo(friend);
    assertThat(sc.start().inPlay(old).area()).isEqualTo(Area.problem(1));
    assertThat(sc.run().failures()).isEmpty();

    String wrong = ATTACHMENTS.replace("\"fresh\": { \"host\": \"friend\" }", "\"fresh\": { \"host\": \"theirs\" }");
    assertThat(abilities.read(wrong, "attach.json").run().failures()).extracting(LoadProblem::toString)
        .singleElement().asString().endsWith("is attached to #" + friend + ", expected #" + sc.labels().get("theirs"));

    String placed = ATTACHMENTS.replace("\"label\": \"old\", \"host\": \"friend\"",
        "\"label\": \"old\", \"host\": \"friend\", \"area\": \"home\"");
    FileFormatException e = catchThrowableOfType(FileFormatException.class, () -> abilities.read(placed, "attach.json"));
    assertThat(e.problems()).extracting(LoadProblem::toString).singleElement().asString()
        .contains("at /players/0/play/0/area: an attached card is at its host's area (509.3)");
    String handHost = ATTACHMENTS.replace("\"host\": \"friend\" },", "\"host\": \"fresh\" },");
    e = catchThrowableOfType(FileFormatException.class, () -> abilities.read(handHost, "attach.json"));
    assertThat(e.problems()).extracting(LoadProblem::toString).singleElement().asString()
        .contains("at /players/0/play/0/host: 'host' names another card in play");
  }

  @Test
  @DisplayName("counters on cards in play (519) and cards beneath a card (glossary: Pumped) load; wrong ones are located errors")
  void countersAndCardsBeneath() throws Exception {
    String ok = """
        {"players": [
          {"mane": "mane-sun", "problem": "pr-y",
           "play": [{"card": "f-y1", "label": "moth", "counters": {"glow": 2}}],
           "banished": [{"card": "f-y2", "label": "under", "beneath": "moth"}, "f-y2"]},
          {"mane": "mane-star", "problem": "pr-p"}]}
        """;
    Scenario sc = loader.read(ok, "ok.json");
    int moth = sc.labels().get("moth");
    assertThat(sc.start().inPlay(moth).counters()).containsEntry("glow", 2);
    assertThat(sc.start().player(0).beneath()).containsExactly(java.util.Map.entry(sc.labels().get("under"), moth));
    // 519: counters checked by kind; a kind written with 0 must have none.
    String checked = ok.replace("\"pr-p\"}]}", "\"pr-p\"}], \"expect\": {\"cards\": {\"moth\": {\"counters\": "
        + "{\"glow\": 2, \"wing\": 0}}}}}");
    assertThat(loader.read(checked, "c.json").run().passed()).isTrue();
    ScenarioRun wrong = loader.read(checked.replace("\"glow\": 2, \"wing\"", "\"glow\": 3, \"wing\""), "w.json").run();
    assertThat(wrong.failures()).singleElement().asString().contains("/expect/cards/moth/counters")
        .contains("has counters {glow=2}, expected {glow=3}");

    String bad = """
        {"players": [
          {"mane": "mane-sun", "problem": "pr-y",
           "play": [{"card": "f-y1", "label": "moth", "frightened": true, "counters": {"glow": 2}},
                    {"card": "f-y1", "counters": {"glow": 0, "2x": 1}}],
           "banished": [{"card": "f-y2", "beneath": "f-y2"}],
           "discard": [{"card": "f-y2", "beneath": "moth"}]},
          {"mane": "mane-star", "problem": "pr-p"}]}
        """;
    FileFormatException e = catchThrowableOfType(() -> loader.read(bad, "bad.json"), FileFormatException.class);
    assertThat(e.getMessage())
        .contains("/players/0/play/0/counters: a frightened card has no counters")
        .contains("/players/0/play/1/counters/glow: 'glow' must be between 1 and 99")
        .contains("/players/0/play/1/counters/2x: a counter's kind is a word")
        .contains("/players/0/discard/0/beneath: unknown field 'beneath'");
  }

  @Test
  @DisplayName("'confronting' names the Problem of the Confront Step under way (610.1); without it that stage is refused")
  void theConfrontStepUnderWayIsStated() throws Exception {
    String table = """
        {"stage": "%s", "thisTurn": %s, "players": [
          {"mane": "mane-sun", "problem": {"card": "pr-y", "label": "own"}},
          {"mane": "mane-star", "problem": {"card": "pr-p", "label": "theirs"}}]}
        """;
    Scenario sc = loader.read(table.formatted("CONFRONT_STEP_START", "{\"confronted\": [\"own\"], \"confronting\": \"theirs\"}"),
        "ok.json");
    assertThat(sc.start().scoreBook().current()).isEqualTo(sc.labels().get("theirs"));
    assertThat(sc.start().scoreBook().stepsDone()).containsExactly(sc.labels().get("own"));
    assertThat(sc.run().end().stage()).isEqualTo(Stage.CONFRONT_STEP_START);

    FileFormatException noProblem = catchThrowableOfType(() -> loader.read(table.formatted("CONFRONT_STEP_START", "{}"),
        "a.json"), FileFormatException.class);
    assertThat(noProblem.getMessage()).contains("at /stage:").contains("{\"confronting\": ...}");
    FileFormatException wrongStage = catchThrowableOfType(() -> loader.read(table.formatted("CHOOSE_CONFRONT",
        "{\"confronting\": \"theirs\"}"), "b.json"), FileFormatException.class);
    assertThat(wrongStage.getMessage()).contains("at /thisTurn/confronting:").contains("CONFRONT_STEP_START");
    FileFormatException done = catchThrowableOfType(() -> loader.read(table.formatted("CONFRONT_STEP_END",
        "{\"confronted\": [\"own\"], \"confronting\": \"own\"}"), "c.json"), FileFormatException.class);
    assertThat(done.getMessage()).contains("already done (610.1)");
  }
}
