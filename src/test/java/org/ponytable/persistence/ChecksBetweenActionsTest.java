package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.card.CardPool;

/** {@code {"expect": {...}}} entries between actions (issue 13): made at their point, located when they fail. */
class ChecksBetweenActionsTest {
  private static final Path EXAMPLE = Path.of("docs", "scenarios", "checks-between-actions.json");
  private static CardPool shipped;

  @BeforeAll
  static void loadCards() throws Exception {
    shipped = new CardLoader().loadDirectory(Path.of("cards"));
  }

  private static ScenarioRun run(String text) throws Exception {
    return new ScenarioLoader(shipped).read(text, "between.json").run();
  }

  @Test
  @DisplayName("The example passes, counting the checks between actions with those at the end")
  void theExamplePasses() throws Exception {
    Scenario sc = new ScenarioLoader(shipped).load(EXAMPLE);
    assertThat(sc.stops()).extracting(Scenario.Stop::after).containsExactly(0, 1, 2);
    assertThat(sc.actionPointers()).containsExactly("/actions/1", "/actions/3", "/actions/5");
    assertThat(sc.checkCount()).isGreaterThan(sc.checks().size());
    ScenarioRun run = sc.run();
    assertThat(run.failures()).isEmpty();
  }

  @Test
  @DisplayName("A wrong check between actions fails at its line, saying after how many actions (609.2a: 2 tokens paid)")
  void aWrongCheckBetweenActionsFailsLocated() throws Exception {
    String text = Files.readString(EXAMPLE);
    String wrong = text.replace("\"tokens\": [2, 0],\n        \"handSizes\"", "\"tokens\": [3, 0],\n        \"handSizes\"");
    assertThat(wrong).isNotEqualTo(text);
    ScenarioRun run = run(wrong);
    assertThat(run.passed()).isFalse();
    assertThat(run.failures()).hasSize(1);
    LoadProblem p = run.failures().get(0);
    assertThat(p.pointer()).isEqualTo("/actions/2/expect/tokens/0");
    assertThat(p.line()).isEqualTo(lineOf(wrong, "\"tokens\": [3, 0]"));
    assertThat(p.message()).contains("after 1 action").contains("p1 has 2 action tokens");
  }

  @Test
  @DisplayName("A check between actions is made at its point, not at the end (705.2f: p2 holds priority then)")
  void aCheckIsMadeAtItsPoint() throws Exception {
    String text = Files.readString(EXAMPLE);
    // The same check at the end fails: by then the window has closed with p1 to act.
    String atEnd = text.replace("\"notEvents\": [\"Drew\"]",
        "\"notEvents\": [\"Drew\"], \"decision\": { \"kind\": \"PRIORITY\", \"player\": \"p2\" }")
        .replace("\"decision\": { \"kind\": \"PRIORITY\", \"player\": \"p1\" },\n    \"tokens\"", "\"tokens\"");
    ScenarioRun run = run(atEnd);
    assertThat(run.failures()).extracting(LoadProblem::pointer).containsExactly("/expect/decision");
  }

  @Test
  @DisplayName("A refused action after a check is reported at its own place in the file; a bad entry is located")
  void pointersOfActionsCountTheChecks() throws Exception {
    String text = Files.readString(EXAMPLE).replace("\"pass\",\n    { \"expect\": { \"stage\"",
        "\"draw\",\n    { \"expect\": { \"stage\"");
    FileFormatException e = catchThrowableOfType(() -> run(text), FileFormatException.class);
    assertThat(e.problems().get(0).pointer()).isEqualTo("/actions/3");
    assertThat(e.problems().get(0).message()).contains("action 1 'draw'");

    String bad = Files.readString(EXAMPLE).replace("{ \"expect\": { \"tokens\": [4, 0]", "{ \"expcet\": { \"tokens\": [4, 0]");
    FileFormatException b = catchThrowableOfType(() -> run(bad), FileFormatException.class);
    assertThat(b.problems().get(0).pointer()).isEqualTo("/actions/0");
    assertThat(b.problems().get(0).message()).contains("{\"expect\": {...}}");
  }

  private static int lineOf(String text, String needle) {
    int at = text.indexOf(needle);
    return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
  }
}
