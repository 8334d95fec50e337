package org.ponytable.ui.workbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.TestCards;
import org.ponytable.persistence.FileFormatException;

/** The scenario stepper (issue 13): checks pass or fail where the runner says so, refusals are the engine's. */
class ScenarioStepperModelTest {
  @TempDir
  Path dir;

  /** p1 holds priority in their Main Phase with one card in hand; actions and checks filled in. */
  static String scenario(String actions, String expect) {
    return """
        { "stage": "MAIN_PHASE_START",
          "players": [
            { "name": "Ann", "mane": "mane-sun", "problem": "pr-y",
              "play": [ { "card": "f-y1", "label": "buff" } ],
              "hand": [ { "card": "f-y3", "label": "big" } ],
              "drawDeck": ["f-y1", "f-y2"] },
            { "name": "Bo", "mane": "mane-star", "problem": "pr-p", "drawDeck": ["f-y1"] } ],
          "actions": [%s],
          "expect": {%s} }
        """.formatted(actions, expect);
  }

  private ScenarioStepperModel open(String text) throws Exception {
    Path f = dir.resolve("s.json");
    Files.writeString(f, text);
    return ScenarioStepperModel.open(f, TestCards.POOL);
  }

  @Test
  void aPassingAndAFailingCheckAreShownSoAtTheEnd() throws Exception {
    ScenarioStepperModel m = open(scenario("\"pass\"", """
        "handSizes": [1, 0],
        "scores": [5, 0]"""));
    assertThat(m.last()).isEqualTo(1);
    assertThat(m.at()).isZero();
    assertThat(m.summary()).contains("the checks are made after the last action");
    assertThat(m.checks()).allSatisfy(c -> assertThat(c.reached()).isFalse());
    m.next();
    assertThat(m.at()).isEqualTo(1);
    // One check per slot of a pair: scores p1 fails (0 points, not 5), the other three hold.
    assertThat(m.checks()).extracting(ScenarioStepperModel.CheckLine::holds).containsExactly(false, true, true, true);
    assertThat(m.checks().get(0).text()).startsWith("FAIL  line 10 /expect/scores/0: p1 has 0 points, expected 5");
    assertThat(m.checks().get(2).text()).isEqualTo("PASS  line 9 /expect/handSizes/0");
    assertThat(m.summary()).isEqualTo("1 of 4 checks fail.");
    assertThat(m.actionLines()).containsExactly("done  1. pass");
    m.back();
    assertThat(m.at()).isZero();
    assertThat(m.actionLines()).containsExactly("next  1. pass");
  }

  @Test
  void theStepperAgreesWithTheRunner() throws Exception {
    ScenarioStepperModel m = open(scenario("\"pass\"", "\"handSizes\": [1, 0], \"scores\": [5, 0]"));
    m.toEnd();
    var run = m.steps().scenario().run();
    assertThat(m.checks().stream().filter(c -> !c.holds()).count()).isEqualTo(run.failures().size());
    assertThat(run.failures().get(0).message()).isEqualTo(
        m.steps().checksAt(m.at()).stream().filter(c -> !c.holds()).findFirst().orElseThrow().failure());
  }

  @Test
  void aRefusedActionStopsTheRunWithTheEnginesReason() throws Exception {
    // After p1 passes, p2 holds priority (705.2f): p1's card can't be played by them.
    ScenarioStepperModel m = open(scenario("\"pass\", \"play big\", \"pass\"", "\"handSizes\": [1, 0]"));
    assertThat(m.last()).isEqualTo(1);
    assertThat(m.refusal()).isNull();
    m.toEnd();
    assertThat(m.refusal()).contains("/actions/1").contains("'play big' is not a legal action now");
    assertThat(m.summary()).startsWith("Stopped: action 2 was refused");
    assertThat(m.actionLines()).containsExactly("done  1. pass", "REFUSED (next)  2. play big",
        "not reached  3. pass");
    assertThat(m.canNext()).isFalse();
  }

  @Test
  void aBadFileIsALocatedProblemInPlainWords() throws Exception {
    assertThatThrownBy(() -> open(scenario("\"dance buff\"", "")))
        .isInstanceOfSatisfying(FileFormatException.class, e -> assertThat(ScenarioStepperModel.problems(e))
            .contains("s.json:8:15 at /actions/0").contains("no verb 'dance'"));
    assertThatThrownBy(() -> open("{ \"players\": [ }"))
        .isInstanceOfSatisfying(FileFormatException.class, e -> assertThat(ScenarioStepperModel.problems(e))
            .contains("s.json:1:"));
  }

  @Test
  void theTableGameHoldsTheActionsSoFar() throws Exception {
    ScenarioStepperModel m = open(scenario("\"pass\"", "\"handSizes\": [1, 0]"));
    assertThat(m.tableGame().history()).isEmpty();
    m.next();
    assertThat(m.tableGame().state()).isEqualTo(m.state());
    assertThat(m.tableGame().mode()).isEqualTo(org.ponytable.ui.session.GameSession.Mode.WORKBENCH);
  }

  @Test
  void everyExampleScenarioPassesInTheStepperAsInTheRunner() throws Exception {
    org.ponytable.engine.card.CardPool shipped = new org.ponytable.cards.CardLoader().loadDirectory(Path.of("cards"));
    try (var files = Files.list(Path.of("docs/scenarios"))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
        ScenarioStepperModel m = ScenarioStepperModel.open(f, shipped);
        m.toEnd();
        assertThat(m.steps().complete()).as("%s", f).isTrue();
        assertThat(m.at()).as("%s", f).isEqualTo(m.steps().actions());
        assertThat(m.summary()).as("%s", f).isEqualTo("All " + m.steps().scenario().checkCount() + " checks pass.");
        assertThat(m.steps().scenario().run().passed()).as("%s", f).isTrue();
      }
    }
  }

  @Test
  void checksBetweenActionsAreShownLiveAsTheStepperReachesThem() throws Exception {
    // 705.2f: after p1 passes, p2 holds priority; the second check is wrong on purpose.
    ScenarioStepperModel m = open(scenario("""
        "pass", { "expect": { "decision": { "kind": "PRIORITY", "player": "p2" } } },
        "pass", { "expect": { "handSizes": [5, null] } }""", "\"handSizes\": [1, null]"));
    assertThat(m.checks()).hasSize(3);
    assertThat(m.checks().get(0).text()).startsWith("(not yet)  line ").contains("/actions/1/expect/decision (after 1 action)");
    assertThat(m.checks().get(0).reached()).isFalse();
    assertThat(m.checks().get(0).waiting()).isTrue();
    m.next();
    assertThat(m.checks().get(0).waiting()).isFalse();
    assertThat(m.checks().get(0).text()).startsWith("PASS  line ").contains("(after 1 action)");
    assertThat(m.checks().get(0).reached()).isTrue();
    assertThat(m.checks().get(1).reached()).isFalse();
    assertThat(m.summary()).contains("1 checks made so far, all pass");
    m.next();
    assertThat(m.checks().get(1).text()).startsWith("FAIL  line ").contains("/actions/3/expect/handSizes/0 (after 2 actions)")
        .contains("expected 5");
    assertThat(m.checks().get(1).holds()).isFalse();
    assertThat(m.summary()).isEqualTo("1 of 3 checks fail.");
    m.back();
    assertThat(m.checks().get(1).reached()).isFalse();
  }
}
