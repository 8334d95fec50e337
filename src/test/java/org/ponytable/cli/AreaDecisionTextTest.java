package org.ponytable.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario that stops while a player chooses where a character goes (an AREA decision, 506.4):
 * the command line names the areas offered, in text and JSON, rather than reading their numbers
 * as card ids (it threw ArrayIndexOutOfBoundsException).
 */
class AreaDecisionTextTest {
  @TempDir
  Path tmp;

  @Test
  @DisplayName("506.4: 'scenario' prints the areas an AREA decision offers, as text and as JSON")
  void areasAreNamed() throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode sc = (ObjectNode) json.readTree(Path.of("docs/scenarios/cards/real-premier-gotta-go-fast.json").toFile());
    ArrayNode actions = (ArrayNode) sc.get("actions");
    // Stop just before the area is chosen.
    while (!actions.get(actions.size() - 1).asText().equals("target sunrise")) {
      actions.remove(actions.size() - 1);
    }
    ObjectNode expect = sc.putObject("expect");
    expect.putArray("tokens").add(0).addNull();
    Path file = tmp.resolve("area.json");
    Files.writeString(file, json.writeValueAsString(sc));

    PonyCliTest.Run text = PonyCliTest.run("scenario", file.toString());
    assertThat(text.err()).doesNotContain("Exception");
    assertThat(text.code()).isZero();
    assertThat(text.out()).contains("waiting for p1 to choose the area the character goes to: problem:p1, problem:p2");

    PonyCliTest.Run asJson = PonyCliTest.run("scenario", file.toString(), "--json");
    assertThat(asJson.code()).isZero();
    assertThat(asJson.out()).contains("\"problem:p2\"");
  }
}
