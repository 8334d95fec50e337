package org.ponytable.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The commands as a user runs them, through picocli, with their output captured. */
class PonyCliTest {
  static final String LOSS = "docs/scenarios/troublemaker-challenge-loss.json";
  static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path tmp;

  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    CommandLine cmd = PonyCli.commandLine();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    cmd.setOut(new PrintWriter(out));
    cmd.setErr(new PrintWriter(err));
    int code = cmd.execute(args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void helpListsTheCommands() {
    Run r = run("--help");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("scenario", "random", "replay", "validate", "bench", "Exit codes");
    Run sub = run("scenario", "--help");
    assertThat(sub.out()).contains("FILE", "--json", "--cards");
    assertThat(run("random", "--gamez", "2").code()).isEqualTo(PonyCli.USAGE);
  }

  @Test
  @DisplayName("every command's help formats cleanly: a stray % makes picocli warn and print raw text")
  void everyHelpFormats() {
    java.io.PrintStream saved = System.err;
    java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
    System.setErr(new java.io.PrintStream(warnings, true));
    try {
      for (String name : PonyCli.commandLine().getSubcommands().keySet()) {
        assertThat(run(name, "--help").code()).as(name).isZero();
      }
    } finally {
      System.setErr(saved);
    }
    assertThat(warnings.toString()).doesNotContain("WARN");
  }

  @Test
  void scenarioPrintsLogStateAndChecks() {
    Run r = run("scenario", LOSS);
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("5. p1: send-home #2   (written 'send-home scout')",
        "SentHome card=#2(scout) from=problem:p2 to=home:p1", "expect: all 14 checks passed",
        "home:p1    #2 ex-yellow-1 (scout)");
  }

  @Test
  void scenarioExplainsPowerAndRefusals() throws Exception {
    String file = "docs/scenarios/turn-history.json";
    Run r = run("scenario", file, "--explain", "helper", "--why", "play helper");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("1. timestamp 1, effect until the end of the turn of ownMane (#0 hist-mane): power 2 -> 4",
        "now: power 4, colors orange", "'play helper' is not legal: #2 (hist-helper): ", "(609.1, 609.2b)");
    JsonNode doc = JSON.readTree(run("scenario", file, "--json", "--explain", "helper").out());
    assertThat(doc.at("/explain/0").asText()).startsWith("helper (#2 hist-helper)");
    Run bad = run("scenario", file, "--explain", "nobody");
    assertThat(bad.code()).isEqualTo(PonyCli.USAGE);
    assertThat(bad.err()).contains("'nobody' is not a label");
  }

  @Test
  void scenarioJsonHasStateLogAndVerdict() throws Exception {
    Run r = run("scenario", LOSS, "--json");
    assertThat(r.code()).isZero();
    JsonNode doc = JSON.readTree(r.out());
    assertThat(doc.at("/state/stage").asText()).isEqualTo("CHALLENGE_STEP_END");
    assertThat(doc.at("/state/decision/player").asText()).isEqualTo("p1");
    assertThat(doc.at("/state/players/0/name").asText()).isEqualTo("Ann");
    assertThat(doc.at("/log").size()).isEqualTo(8);
    assertThat(doc.at("/log/5/action").asText()).isEqualTo("send-home #2");
    assertThat(doc.at("/log/5/events/0/type").asText()).isEqualTo("SentHome");
    assertThat(doc.at("/expect/passed").asBoolean()).isTrue();
    JsonNode scout = null;
    for (JsonNode c : doc.at("/state/play")) {
      if ("scout".equals(c.path("label").asText())) {
        scout = c;
      }
    }
    assertThat(scout).isNotNull();
    assertThat(scout.get("area").asText()).isEqualTo("home:p1");
  }

  @Test
  void aFailedExpectationGivesExitCodeOneAndItsPlace() throws Exception {
    Path file = tmp.resolve("wrong.json");
    Files.writeString(file, Files.readString(Path.of(LOSS)).replace("\"scores\": [0, 0]", "\"scores\": [1, 0]"));
    Run r = run("scenario", file.toString());
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.out()).contains("expect: 1 of 14 checks failed");
    assertThat(r.err()).contains("expect failed: " + file + ":51:16 at /expect/scores/0: p1 has 0 points, expected 1");
  }

  @Test
  void badInputIsAMessageNotAStackTrace() throws Exception {
    Path file = tmp.resolve("broken.json");
    Files.writeString(file, "{\n  \"players\": [\n    { \"mane\": 12 }\n  ]\n}\n");
    Run r = run("scenario", file.toString());
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.err()).contains(file + ":2:14 at /players: 'players' lists the two players");
    assertThat(r.err()).doesNotContain("Exception", "\tat ");

    Run missing = run("scenario", tmp.resolve("nope.json").toString());
    assertThat(missing.code()).isEqualTo(PonyCli.FAILED);
    assertThat(missing.err()).contains("nope.json: the file does not exist").doesNotContain("\tat ");
  }

  @Test
  void randomGamesAreTheSameForTheSameSeed() throws Exception {
    Run a = run("random", "--seed", "7");
    Run b = run("random", "--seed", "7");
    assertThat(a.code()).as(a.err()).isZero();
    assertThat(a.out()).isEqualTo(b.out());
    JsonNode games = JSON.readTree(a.out());
    assertThat(games.size()).isEqualTo(1);
    JsonNode g = games.get(0);
    assertThat(g.get("seed").asLong()).isEqualTo(7);
    assertThat(g.get("result").get("winner").asText()).isIn("p1", "p2");
    assertThat(g.get("log").size()).isEqualTo(g.get("actions").asInt()).isGreaterThan(100);
    assertThat(g.at("/log/1/events").findValuesAsText("type")).contains("StartingProblemChosen");
    for (JsonNode entry : g.get("log")) {
      assertThat(entry.get("action").asText()).doesNotStartWith("concede");
    }
    assertThat(run("random", "--seed", "8", "--summary").out()).isNotEqualTo(run("random", "--seed", "7",
        "--summary").out());
  }

  @Test
  void summariesAndReplaysOfRandomGames() throws Exception {
    Path replay = tmp.resolve("game.json");
    Run r = run("random", "--seed", "3", "--games", "2", "--summary", "--replay", replay.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out().lines()).hasSize(2).allMatch(l -> l.matches("game \\d seed \\d: p\\d .* won .*actions"));
    Path first = tmp.resolve("game-1.json");
    assertThat(first).exists();
    assertThat(tmp.resolve("game-2.json")).exists();

    Run replayed = run("replay", first.toString());
    assertThat(replayed.code()).as(replayed.err()).isZero();
    assertThat(replayed.out()).contains("final state matches the recorded fingerprint", "game over: ");
    JsonNode doc = JSON.readTree(run("replay", first.toString(), "--json").out());
    assertThat(doc.get("finalStateMatches").asBoolean()).isTrue();
    assertThat(doc.at("/state/result/winner").asText()).isIn("p1", "p2");

    JsonNode file = JSON.readTree(first.toFile());
    assertThat(file.at("/setup/players/0/deckFile").asText()).endsWith(".json");
    Path tampered = tmp.resolve("tampered.json");
    Files.writeString(tampered, Files.readString(first).replaceFirst("\"finalState\" : \"sha256:.", "\"finalState\" : \"sha256:X"));
    Run bad = run("replay", tampered.toString());
    assertThat(bad.code()).isEqualTo(PonyCli.FAILED);
    assertThat(bad.err()).contains("differs from the recorded one");
  }

  @Test
  void unknownDeckNamesTheShippedOnes() {
    Run r = run("random", "--decks", "nosuch,orchard-harvest");
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.err()).contains("no deck 'nosuch'", "shipped decks: ", "orchard-harvest", "starlight-academy", "crystal-bazaar");
  }

  @Test
  @DisplayName("101.1: random games refuse a deck that breaks the deckbuilding rules, saying which rule")
  void randomRefusesAnIllegalDeck(@TempDir Path dir) throws Exception {
    Path legal = Path.of("cards/decks/orchard-harvest.json");
    // Cutting the draw deck to three cards makes it far smaller than 45.
    String text = Files.readString(legal).replaceAll("(?s)\"drawDeck\"\\s*:\\s*\\{.*?\\}",
        "\"drawDeck\": { \"pt1-pip-furrow\": 3 }");
    Path small = dir.resolve("small.json");
    Files.writeString(small, text);
    Run r = run("random", "--decks", small + ",orchard-harvest");
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.err()).contains("breaks the deckbuilding rules", "101.1");
  }

  @Test
  void validateAcceptsTheShippedCards() {
    Run r = run("validate");
    assertThat(r.code()).as(r.out()).isZero();
    assertThat(r.out()).contains("decks: 18 file(s), 18 legal", "no errors");
  }

  @Test
  void validateReportsErrorsWithPlaces() throws Exception {
    Path cards = tmp.resolve("cards");
    Files.createDirectories(cards.resolve("decks"));
    Files.writeString(cards.resolve("set.json"), """
        [
          { "id": "good-friend", "type": "friend", "title": "Good", "power": 1, "cost": 1, "colors": ["yellow"] },
          { "id": "bad-friend", "type": "friend", "title": "Bad", "power": "lots", "cost": 1, "colors": ["yellow"] }
        ]
        """);
    Files.writeString(cards.resolve("decks/tiny.json"), """
        {
          "name": "Tiny",
          "maneCharacter": "nobody",
          "problemDeck": {},
          "drawDeck": { "good-friend": 3 }
        }
        """);
    Run r = run("validate", cards.toString());
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.out()).contains(cards.resolve("set.json") + ":3:68 at /1/power: ");
    assertThat(r.out()).contains(cards.resolve("decks/tiny.json") + ":3:20 at /maneCharacter: ");
    assertThat(r.out()).containsPattern("\\d+ error\\(s\\)\\s*$");
    assertThat(run("validate", tmp.resolve("none").toString()).code()).isEqualTo(PonyCli.FAILED);
  }

  @Test
  @DisplayName("Random games are pinned by their seed: the same seeds give the same games as before the engine was made"
      + " faster (outcomes and action counts recorded from the engine before that work)")
  void randomGamesPinnedBySeed() {
    Run r = run("random", "--seed", "1", "--summary", "--games", "2");
    assertThat(r.code()).as(r.err()).isZero();
    // Re-pinned after the PT2 decks were balanced for Normal (card stats changed).
    assertThat(r.out().lines().toList()).containsExactly(
        "game 1 seed 1: p1 Confetti Parade won (reached 15 points), score 15-3, turn 27, 1406 actions",
        "game 2 seed 2: p1 Confetti Parade won (reached 15 points), score 15-7, turn 28, 1537 actions");
    Run other = run("random", "--seed", "7", "--summary", "--decks", "moonshade-hollow,orchard-harvest");
    assertThat(other.out().lines().toList()).containsExactly(
        "game 1 seed 7: p1 Moonshade Hollow won (reached 15 points), score 15-2, turn 22, 1171 actions");
  }

  @Test
  void benchReportsItsFigures() {
    Run r = run("bench", "--games", "2", "--warmup", "0", "--threads", "2");
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("bench: 2 games", "2 threads", "CPU time:", "games/s:", "actions/s:", "legalActions + apply per action: median",
        "p99", "states retain", "without sharing");
  }

  @Test
  @DisplayName("bench waits for the JIT only when asked to warm up, and says so")
  void benchWarmUpSaysWhetherItWaitedForTheJit() {
    Run counted = run("bench", "--games", "1", "--warmup", "2", "--no-jit-wait", "--no-memory");
    assertThat(counted.code()).isZero();
    assertThat(counted.out()).contains("after 2 warm-up games, one thread").doesNotContain("JIT");
    assertThat(run("bench", "--games", "1", "--warmup", "0", "--no-memory").out())
        .contains("after 0 warm-up games, one thread");
  }

  @Test
  @DisplayName("bench's games digest is the same for the same games on any number of threads, and differs for other games")
  void benchDigestNamesTheGames() {
    String one = digest(run("bench", "--games", "3", "--warmup", "0", "--threads", "1", "--no-memory"));
    String two = digest(run("bench", "--games", "3", "--warmup", "0", "--threads", "2", "--no-memory"));
    String other = digest(run("bench", "--games", "3", "--warmup", "0", "--seed", "2", "--no-memory"));
    assertThat(two).isEqualTo(one);
    assertThat(other).isNotEqualTo(one);
    assertThat(run("bench", "--games", "1", "--warmup", "0", "--no-memory").out()).doesNotContain("states retain");
  }

  @Test
  @DisplayName("ai-speed times every Normal answer with a choice in a whole game, and says how many took over a second")
  void aiSpeedTimesNormalsAnswers() {
    Run r = run("ai-speed", "--games", "1", "--iterations", "4", "--search-threads", "2");
    assertThat(r.code()).as(r.err()).isZero();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(
        "(\\d+) decisions with a choice; wall time per answer: median (\\d+) ms, p90 (\\d+) ms, p99 (\\d+) ms, max (\\d+) ms")
        .matcher(r.out());
    assertThat(m.find()).as(r.out()).isTrue();
    int decisions = Integer.parseInt(m.group(1));
    assertThat(decisions).as("a whole game has many decisions with a choice").isGreaterThan(20);
    assertThat(Integer.parseInt(m.group(2))).isLessThanOrEqualTo(Integer.parseInt(m.group(5)));
    assertThat(r.out()).contains("Normal (4 imagined games per decision, 2 threads)")
        .containsPattern("answers slower than 1000 ms: \\d+ of " + decisions);
  }

  private static String digest(Run r) {
    assertThat(r.code()).as(r.err()).isZero();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("games digest: ([0-9a-f]{16})").matcher(r.out());
    assertThat(m.find()).as(r.out()).isTrue();
    return m.group(1);
  }

  @Test
  @DisplayName("Exit codes: a scenario or replay the engine fails on is an engine bug (3, with the trace), a bad file is 1")
  void engineFailuresExitWithThree() {
    var problem = new org.ponytable.persistence.LoadProblem("s.json", 4, 7, "/actions/0",
        "action 0 'pass' made the engine fail (an engine bug; please report it with this file): boom");
    PonyCli.Failure bug = PonyCli.failure(org.ponytable.persistence.FileFormatException.engineFailure(problem,
        new IllegalStateException("boom")));
    assertThat(bug.code).isEqualTo(PonyCli.INTERNAL);
    assertThat(bug.getMessage()).startsWith("s.json:4:7 at /actions/0: action 0 'pass' made the engine fail").contains("\tat ");
    PonyCli.Failure bad = PonyCli.failure(new org.ponytable.persistence.FileFormatException(problem));
    assertThat(bad.code).isEqualTo(PonyCli.FAILED);
    assertThat(bad.getMessage()).doesNotContain("\tat ");
    // The scenario command's own help says so.
    assertThat(run("scenario", "--help").out().replaceAll("\\s+", " ")).contains("3 when the engine fails (a bug)");
  }
}
