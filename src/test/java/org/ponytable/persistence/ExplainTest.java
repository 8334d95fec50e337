package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;

/** Explaining the engine: a card's power and colors step by step (711), and why an action is refused. */
class ExplainTest {
  private static final String JSON = """
      { "thisTurn": { "modifiers": [
          { "target": "buff", "source": "boss", "power": 2, "colors": ["purple"], "until": "turn" },
          { "target": "buff", "source": "mane", "setPower": 1, "until": "turn" } ] },
        "players": [
          { "mane": { "card": "mane-sun", "label": "mane" }, "problem": "pr-y",
            "play": [ { "card": "f-y1", "label": "buff" }, { "card": "f-y2", "label": "boss" } ],
            "hand": [ { "card": "f-y3", "label": "big" } ] },
          { "mane": "mane-star", "problem": "pr-p" } ] }
      """;

  @Test
  void modifiersAreShownInTimestampOrderWithTheirSources() throws Exception {
    ScenarioRun r = new ScenarioLoader(TestCards.POOL).read(JSON, "x.json").run();
    // 711.3a: the later setPower replaces what the earlier +2 made, so the order is the answer.
    assertThat(Explain.card(r.end(), "buff", r.scenario().labels())).containsExactly(
        "buff (#2 f-y1), in play at home:p1, controlled by p1",
        "  printed: power 1, colors yellow",
        "  1. timestamp 1, effect until the end of the turn of boss (#3 f-y2): power 1 -> 3, colors yellow -> "
            + "purple, yellow",
        "  2. timestamp 2, effect until the end of the turn of mane (#0 mane-sun): power 3 -> 1",
        "  now: power 1, colors purple, yellow (711.3, 507.1, 203.3)");
    assertThat(Explain.card(r.end(), "big", r.scenario().labels())).singleElement().asString()
        .contains("is in p1's hand");
    assertThatThrownBy(() -> Explain.card(r.end(), "nobody", r.scenario().labels()))
        .hasMessageContaining("'nobody' is not a label");
  }

  @Test
  void whyAnActionIsNotLegal() throws Exception {
    ScenarioRun r = new ScenarioLoader(TestCards.POOL).read(JSON, "x.json").run();
    // f-y3 needs 2 yellow power to play (and 3 tokens); the engine's reason names the rule.
    assertThat(Explain.action(r.end(), "play big", r.scenario().labels()))
        .startsWith("'play big' is not legal: #4 (f-y3): ").contains("legal: pass");
    assertThat(Explain.action(r.end(), "pass", r.scenario().labels())).isEqualTo("'pass' is legal: pass");
  }
}
