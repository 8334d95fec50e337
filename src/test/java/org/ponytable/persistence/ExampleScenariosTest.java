package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ContainerNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.card.CardPool;

/** The documented example scenarios load with the shipped cards and their rulings hold. */
class ExampleScenariosTest {
  static final Path DIR = Path.of("docs/scenarios");
  static CardPool shipped;

  @BeforeAll
  static void loadCards() throws Exception {
    shipped = new CardLoader().loadDirectory(Path.of("cards"));
  }

  static Stream<Path> examples() throws IOException {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
    }
  }

  @Test
  void theThreeRulingsAreThere() throws IOException {
    assertThat(examples().map(p -> p.getFileName().toString())).contains("double-problem-faceoff.json",
        "troublemaker-challenge-loss.json", "multicolor-confront.json", "main-phase-tour.json");
  }

  @Test
  void theFullExampleInTheDocsIsTheTestedFile() throws IOException {
    String doc = Files.readString(Path.of("docs/scenarios.md"));
    int section = doc.indexOf("## A full example");
    int start = doc.indexOf("```json\n", section) + "```json\n".length();
    String shown = doc.substring(start, doc.indexOf("\n```", start));
    assertThat(shown).isEqualTo(Files.readString(DIR.resolve("main-phase-tour.json")).strip());
  }

  @ParameterizedTest
  @MethodSource("examples")
  void exampleHoldsItsRuling(Path file) throws Exception {
    ScenarioRun run = new ScenarioLoader(shipped).load(file).run();
    assertThat(run.failures()).isEmpty();
    assertThat(run.scenario().checks()).as("an example must check something").isNotEmpty();
    assertThat(run.scenario().description()).isNotBlank();
  }

  /**
   * Every value of every example replaced by junk of each JSON kind: the loader must answer with
   * a located problem (or accept the file), never with any other exception.
   */
  @ParameterizedTest
  @MethodSource("examples")
  void junkAnywhereIsReportedNotThrown(Path file) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    JsonNode original = mapper.readTree(file.toFile());
    List<String> pointers = new ArrayList<>();
    collect(original, "", pointers);
    JsonNodeFactory f = JsonNodeFactory.instance;
    List<JsonNode> junk = List.of(f.nullNode(), f.numberNode(-1), f.numberNode(1.5), f.textNode("x"),
        f.textNode("#99"), f.booleanNode(true), f.arrayNode(), f.objectNode());
    int refused = 0;
    for (int i = 0; i < pointers.size(); i++) {
      String pointer = pointers.get(i);
      // Two kinds of junk per value, rotating, keeps the test quick yet tries every kind everywhere over the files.
      for (JsonNode j : List.of(junk.get(i % junk.size()), junk.get((i + 3) % junk.size()))) {
        JsonNode copy = original.deepCopy();
        replace(copy, pointer, j);
        try {
          new ScenarioLoader(shipped).read(mapper.writeValueAsString(copy), "junk.json").run();
        } catch (FileFormatException e) {
          refused++;
          assertThat(e.problems()).isNotEmpty();
        } catch (RuntimeException e) {
          fail("replacing " + pointer + " with " + j + " threw " + e, e);
        }
      }
    }
    assertThat(refused).as("most junk must be refused").isGreaterThan(pointers.size());
  }

  private static void collect(JsonNode n, String at, List<String> out) {
    if (!at.isEmpty()) {
      out.add(at);
    }
    if (n.isObject()) {
      Iterator<String> names = n.fieldNames();
      while (names.hasNext()) {
        String k = names.next();
        collect(n.get(k), JsonSource.child(at, k), out);
      }
    } else if (n.isArray()) {
      for (int i = 0; i < n.size(); i++) {
        collect(n.get(i), JsonSource.child(at, i), out);
      }
    }
  }

  private static void replace(JsonNode root, String pointer, JsonNode value) {
    int slash = pointer.lastIndexOf('/');
    ContainerNode<?> parent = (ContainerNode<?>) root.at(pointer.substring(0, slash));
    String last = pointer.substring(slash + 1).replace("~1", "/").replace("~0", "~");
    if (parent instanceof ArrayNode a) {
      a.set(Integer.parseInt(last), value);
    } else {
      ((ObjectNode) parent).set(last, value);
    }
  }
}
