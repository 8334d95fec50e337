package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Stage;

/**
 * The four holes of issue 13: checks that passed whatever happened, order ignored, no setup
 * positions, no turn history. Each test failed before the fix.
 */
class ScenarioHolesTest {
  private final ScenarioLoader loader = new ScenarioLoader(TestCards.POOL);

  private List<String> problems(String json) {
    FileFormatException e = catchThrowableOfType(FileFormatException.class, () -> loader.read(json, "s.json").run());
    assertThat(e).as("the file should be refused").isNotNull();
    return e.problems().stream().map(LoadProblem::toString).toList();
  }

  private ScenarioRun run(String json) throws FileFormatException {
    return loader.read(json, "s.json").run();
  }

  /** Two Troublemakers of p2's at both Problems, a Friend of p1's at each: p1 may challenge either (608.1). */
  private static final String CHALLENGE = """
      { "stage": "CHALLENGE",
        "players": [
          { "mane": "mane-sun", "problem": "pr-y",
            "play": [ { "card": "f-y1", "label": "here", "area": "problem:p1" },
                      { "card": "f-y2", "label": "there", "area": "problem:p2" } ],
            "hand": [ { "card": "f-y1", "label": "spare" } ] },
          { "mane": "mane-star", "problem": "pr-p",
            "play": [ { "card": "tm-2", "label": "a", "area": "problem:p1" },
                      { "card": "tm-4", "label": "b", "area": "problem:p2" } ] }
        ]
      """;

  // Hole 1: a legal/illegal check naming an unknown label or misspelling the verb passed silently.
  @Test
  void illegalChecksNamingNothingAreLocatedErrors() {
    String json = CHALLENGE + """
        , "expect": { "illegal": ["challenge nobody", "chalenge a", "challenge a to problem:p3"],
                      "legal": ["challenge spare"] } }
        """;
    assertThat(problems(json)).satisfiesExactly(
        p -> assertThat(p).startsWith("s.json:11:27 at /expect/illegal/0: 'challenge nobody': 'nobody' is not a "
            + "label, #id, card id or title of a card in this scenario"),
        p -> assertThat(p).startsWith("s.json:11:47 at /expect/illegal/1: 'chalenge a': no verb 'chalenge' "
            + "(did you mean 'challenge'?)"),
        p -> assertThat(p).startsWith("s.json:11:61 at /expect/illegal/2: 'challenge a to problem:p3': "));
  }

  @Test
  void legalAndIllegalCompareResolvedActions() throws Exception {
    // 'spare' is a real card, but in hand: challenging it is illegal, and the reason is shown.
    ScenarioRun r = run(CHALLENGE + """
        , "expect": { "illegal": ["challenge spare", "challenge b"], "legal": ["challenge a", "challenge tm-4"] } }
        """);
    assertThat(r.failures()).singleElement().asString()
        .contains("/expect/illegal/1").contains("'challenge b' is legal at the end");
    ScenarioRun why = run(CHALLENGE + """
        , "expect": { "legal": ["challenge spare"] } }
        """);
    assertThat(why.failures()).singleElement().asString().contains("not legal at the end")
        .contains("legal: challenge #");
  }

  // Hole 2: the options check ignored their order.
  @Test
  void optionsAreCheckedInOrderUnlessAnyOrder() throws Exception {
    assertThat(run(CHALLENGE + """
        , "expect": { "decision": { "kind": "CHALLENGE", "options": ["a", "b"] } } }
        """).failures()).isEmpty();
    assertThat(run(CHALLENGE + """
        , "expect": { "decision": { "kind": "CHALLENGE", "options": ["b", "a"] } } }
        """).failures()).singleElement().asString().contains("/expect/decision/options")
        .contains("the options are [a #7, b #8] in this order, expected [b #8, a #7]");
    assertThat(run(CHALLENGE + """
        , "expect": { "decision": { "kind": "CHALLENGE", "options": { "anyOrder": ["b", "a"] } } } }
        """).failures()).isEmpty();
  }

  @Test
  void zonesAreCheckedInOrder() throws Exception {
    String deck = """
        { "players": [
            { "mane": "mane-sun", "problem": "pr-y",
              "drawDeck": [ { "card": "f-y1", "label": "one" }, { "card": "f-y2", "label": "two" }, "f-y3" ] },
            { "mane": "mane-star", "problem": "pr-p" } ],
          "expect": { "zones": { "p1": { "drawDeck": %s, "hand": [] }, "p2": { "hand": { "anyOrder": [] } } } } }
        """;
    assertThat(run(deck.formatted("[\"one\", \"two\", \"f-y3\"]")).failures()).isEmpty();
    assertThat(run(deck.formatted("[\"two\", \"one\", \"f-y3\"]")).failures()).singleElement().asString()
        .contains("/expect/zones/p1/drawDeck").contains("p1's drawDeck is [one #2, two #3, f-y3 #4]");
    assertThat(run(deck.formatted("{\"anyOrder\": [\"two\", \"one\", \"f-y3\"]}")).failures()).isEmpty();
  }

  // Hole 3: a scenario could not start during setup.
  @Test
  void scenarioStartsAtStartingProblemAndMulligan() throws Exception {
    ScenarioRun r = run("""
        { "stage": "SETUP_STARTING_PROBLEM", "firstPlayer": "p2",
          "players": [
            { "mane": "mane-sun", "problemDeck": [ { "card": "pr-y", "label": "mine" }, "pr-p" ],
              "drawDeck": [ { "card": "f-y1", "count": 8 } ] },
            { "mane": "mane-star", "problemDeck": [ { "card": "pr-p", "label": "theirs" }, "pr-y" ],
              "drawDeck": [ { "card": "f-p1", "count": 8 } ] } ],
          "actions": ["start-with mine", "start-with theirs"],
          "expect": { "stage": "SETUP_MULLIGAN", "decision": { "kind": "MULLIGAN", "player": "p2" },
                      "handSizes": [6, 6], "cards": { "mine": { "area": "problem:p1" } },
                      "legal": ["keep", "mulligan"] } }
        """);
    assertThat(r.failures()).isEmpty();
    assertThat(r.end().stage()).isEqualTo(Stage.SETUP_MULLIGAN);

    ScenarioRun m = run("""
        { "stage": "SETUP_MULLIGAN", "firstPlayer": "p1",
          "players": [
            { "mane": "mane-sun", "problem": "pr-y", "mulligan": false,
              "hand": [ { "card": "f-y1", "count": 6 } ], "drawDeck": [ { "card": "f-y2", "count": 3 } ] },
            { "mane": "mane-star", "problem": "pr-p",
              "hand": [ { "card": "f-p1", "count": 6 } ], "drawDeck": [ { "card": "f-p2", "count": 3 } ] } ],
          "expect": { "decision": { "kind": "MULLIGAN", "player": "p2" } } }
        """);
    assertThat(m.failures()).isEmpty();
    assertThat(m.end().decision().kind()).isEqualTo(DecisionKind.MULLIGAN);
  }

  // Hole 4: a scenario could not state what already happened this turn.
  @Test
  void turnHistoryChallengedAndPasses() throws Exception {
    // 608.3: a Troublemaker is challenged once a step, so only b is left to choose.
    ScenarioRun r = run(CHALLENGE + """
        , "thisTurn": { "challenged": ["a"] },
          "expect": { "decision": { "kind": "CHALLENGE", "options": ["b"] }, "illegal": ["challenge a"] } }
        """);
    assertThat(r.failures()).isEmpty();
    // 510.2: p1 passed already, so p2's pass closes the Main Phase window.
    ScenarioRun w = run("""
        { "priority": "p2", "thisTurn": { "passes": 1 },
          "players": [ { "mane": "mane-sun", "problem": "pr-y" }, { "mane": "mane-star", "problem": "pr-p" } ],
          "actions": ["pass"],
          "expect": { "stage": "MAIN_PHASE_END", "decision": { "kind": "PRIORITY", "player": "p1" } } }
        """);
    assertThat(w.failures()).isEmpty();
  }

  @Test
  void turnHistoryConfrontedProblemsAndUntilEndOfTurnModifiers() throws Exception {
    // 610.1: both Confront Steps done, p1's Problem confronted: the Score Phase goes on to scoring.
    ScenarioRun r = run("""
        { "stage": "CHOOSE_CONFRONT", "turn": 3,
          "thisTurn": { "confronted": ["mine"], "confrontSteps": ["mine", "theirs"],
                        "modifiers": [ { "target": "buff", "source": "buff", "power": 2, "until": "turn" } ] },
          "players": [
            { "mane": "mane-sun", "problem": { "card": "pr-y", "label": "mine" },
              "play": [ { "card": "f-y1", "label": "buff" } ] },
            { "mane": "mane-star", "problem": { "card": "pr-p", "label": "theirs" } } ],
          "expect": { "cards": { "buff": { "power": 3 } }, "notEvents": ["Confronted"] } }
        """);
    assertThat(r.failures()).isEmpty();
    assertThat(r.end().scoreBook().confronted()).containsExactly(r.scenario().labels().get("mine"));
    assertThat(r.end().stage()).isNotEqualTo(Stage.CHOOSE_CONFRONT);
  }
}
