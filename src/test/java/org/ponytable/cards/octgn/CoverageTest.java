package org.ponytable.cards.octgn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** How coverage counts a card (docs/real-pool.md, "How a card is counted"). */
class CoverageTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static Coverage.Card card(String json) throws Exception {
    return Coverage.card(JSON.readTree(json));
  }

  @Test
  void eachStatusFromItsFields() throws Exception {
    String f = "\"id\": \"x\", \"type\": \"friend\", \"set\": \"S\"";
    assertThat(card("{" + f + "}").status()).isEqualTo(Coverage.Status.EXACT);
    assertThat(card("{" + f + ", \"keywords\": [\"Swift\", \"Supportive 2\"]}").status()).isEqualTo(Coverage.Status.EXACT);
    Coverage.Card hasty = card("{" + f + ", \"keywords\": [\"Hasty\", \"Diligent 2\"]}");
    assertThat(hasty.status()).isEqualTo(Coverage.Status.PARTIAL);
    assertThat(hasty.missing()).containsExactly("keyword Hasty", "keyword Diligent");
    assertThat(card("{" + f + ", \"printedText\": true}").status()).isEqualTo(Coverage.Status.NONE);
    assertThat(card("{" + f + ", \"printedText\": true, \"exact\": true}").status()).isEqualTo(Coverage.Status.EXACT);
    Coverage.Card unchecked = card("{" + f + ", \"printedText\": true, \"abilities\": []}");
    assertThat(unchecked.status()).isEqualTo(Coverage.Status.PARTIAL);
    assertThat(unchecked.missing()).containsExactly("not yet checked against the printed card");
    Coverage.Card named = card("{" + f + ", \"printedText\": true, \"missing\": [\"trigger: draws\"]}");
    assertThat(named.missing()).containsExactly("trigger: draws");
    assertThat(card("{" + f + ", \"printedText\": true, \"exact\": true, \"keywords\": [\"Vexing\"]}").status())
        .isEqualTo(Coverage.Status.PARTIAL);
    assertThat(card("{\"id\": \"p\", \"type\": \"problem\", \"rainbowRequirement\": true}").status())
        .isEqualTo(Coverage.Status.PARTIAL);
    assertThat(card("{\"id\": \"m\", \"type\": \"mane\", \"start\": {}, \"boosted\": {\"keywords\": [\"Agile\"]}}")
        .missing()).containsExactly("keyword Agile");
  }

  @Test
  void theShippedPoolCountsRegularCardsOnly() throws Exception {
    Coverage.Report r = Coverage.of(Path.of("cards"));
    assertThat(r.cards()).hasSize(1961);
    assertThat(r.exact()).isPositive().isLessThan(1961);
    assertThat(r.byId().get("pr114-let-s-get-this-party-started").status()).isEqualTo(Coverage.Status.EXACT);
    assertThat(r.byId()).doesNotContainKey("t1-rock");
    assertThat(r.summary()).isEqualTo(String.format(java.util.Locale.ROOT,
        "real pool: %d of 1961 regular cards exact (%.1f%%)", r.exact(), 100.0 * r.exact() / 1961));
  }
}
