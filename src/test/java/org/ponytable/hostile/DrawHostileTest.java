package org.ponytable.hostile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.ScenarioLoader;

/** Scenario actions around a draw by agreement ('agree-draw p1') that a file may get wrong. */
class DrawHostileTest {
  private static final Path BASE = Path.of("docs/scenarios/troublemaker-challenge-loss.json");

  @TempDir
  Path dir;

  /** The shipped example scenario with {@code actions} instead of its own, run as the CLI runs it. */
  private String run(String name, String actions) throws Exception {
    String text = Files.readString(BASE);
    int from = text.indexOf("\"actions\"");
    int to = text.indexOf("\"expect\"");
    Path file = dir.resolve(name + ".json");
    Files.writeString(file, text.substring(0, from) + "\"actions\": " + actions + ",\n  " + text.substring(to));
    try {
      new ScenarioLoader(new CardLoader().loadDirectory(Path.of("cards"))).load(file).run();
      return "";
    } catch (FileFormatException e) {
      return e.getMessage();
    }
  }

  @TestFactory
  Stream<DynamicTest> corpus() {
    List<HostileCase> cases = List.of(
        new HostileCase("a draw offered by a third player", "'agree-draw p3': 'p3' is not a player; write p1 or p2",
            () -> run("p3", "[\"agree-draw p3\"]")),
        new HostileCase("a draw nobody offered", "'agree-draw': 'agree-draw' is written agree-draw PLAYER",
            () -> run("nobody", "[\"agree-draw\"]")),
        new HostileCase("an action after an agreed draw", "the game is already over (a draw: the players agreed to it)",
            () -> run("after", "[\"agree-draw p2\", \"pass\"]")));
    return cases.stream().map(HostileCase::test);
  }
}
