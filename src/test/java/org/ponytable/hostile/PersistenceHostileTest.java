package org.ponytable.hostile;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.GameJson;
import org.ponytable.persistence.LoadProblem;
import org.ponytable.persistence.ReplayFile;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.persistence.ScenarioRun;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Saves;

/**
 * The persistence part of the hostile-input corpus (issue 8): replays, saves, autosaves and
 * scenarios whose paths reach outside their folder, whose decks break deck building, whose values
 * are out of range. Inputs a repository cannot hold (links, pipes, huge files, folders where a
 * file belongs) are made here in a temporary folder.
 */
class PersistenceHostileTest {
  static final Path CARDS = Path.of("cards");
  static final Path DECKS = CARDS.resolve(CardLoader.DECKS_FOLDER);
  static final CardPool POOL;
  static final DeckList ORCHARD;
  static final DeckList STARLIGHT;

  static {
    try {
      POOL = new CardLoader().loadDirectory(CARDS);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    ORCHARD = new DeckLoader(POOL).loadFile(DECKS.resolve("orchard-harvest.json")).value();
    STARLIGHT = new DeckLoader(POOL).loadFile(DECKS.resolve("starlight-academy.json")).value();
  }

  static final String MANE = ORCHARD.maneCharacter();
  static final String PROBLEM = ORCHARD.problemDeck().get(0);
  static final String FRIEND = ORCHARD.drawDeck().get(0);

  @TempDir
  Path tmp;

  /** The folder a replay or save sits in; files outside it must stay out of reach. */
  Path folder;

  @TestFactory
  Stream<DynamicTest> persistenceCorpus() throws IOException {
    folder = Files.createDirectories(tmp.resolve("saves"));
    Files.writeString(tmp.resolve("outside.json"), "{\"name\": \"secret-outside\"}");
    List<HostileCase> cases = new ArrayList<>();

    // ---- paths a replay names for a deck ----
    cases.add(deckFile("deckFile absolute /etc/passwd", "/etc/passwd", "absolute path"));
    cases.add(deckFile("deckFile ../ out of the folder", "../outside.json", "leads outside"));
    cases.add(deckFile("deckFile ..\\ out of the folder", "..\\outside.json", "leads outside"));
    cases.add(deckFile("deckFile in and out again", "sub/../../outside.json", "leads outside"));
    cases.add(deckFile("deckFile deep ../ chain", "../../../../../../etc/passwd", "leads outside"));
    cases.add(deckFile("deckFile /dev/zero", "/dev/zero", "absolute path"));
    cases.add(deckFile("deckFile Windows drive path", "C:\\Windows\\win.ini", "absolute path"));
    cases.add(deckFile("deckFile UNC path", "\\\\server\\share\\deck.json", "absolute path"));
    cases.add(deckFile("deckFile home ~", "~/deck.json", "absolute path"));
    cases.add(deckFile("deckFile empty", "", "is empty"));
    cases.add(deckFile("deckFile blank", "   ", "is empty"));
    cases.add(deckFile("deckFile very long", "d/".repeat(3000) + "x.json", "characters long"));
    cases.add(deckFile("deckFile with NUL", "deck\u0000.json", "control character"));
    cases.add(deckFile("deckFile with a newline", "deck\n.json", "line break"));
    cases.add(new HostileCase("deckFile symlink to /etc/passwd", "link leading outside", () -> {
      link(folder.resolve("passwd.json"), Path.of("/etc/passwd"));
      return noLeak(replay(setupWith(p -> deckFileSeat(p, "passwd.json"))));
    }));
    cases.add(new HostileCase("deckFile symlink to a file beside the folder", "link leading outside", () -> {
      link(folder.resolve("sneaky.json"), tmp.resolve("outside.json"));
      return noLeak(replay(setupWith(p -> deckFileSeat(p, "sneaky.json"))));
    }));
    cases.add(new HostileCase("deckFile through a linked folder", "link leading outside", () -> {
      link(folder.resolve("up"), tmp);
      return noLeak(replay(setupWith(p -> deckFileSeat(p, "up/outside.json"))));
    }));
    cases.add(new HostileCase("deckFile symlink to /dev/zero", "link leading outside", () -> {
      link(folder.resolve("zero.json"), Path.of("/dev/zero"));
      return replay(setupWith(p -> deckFileSeat(p, "zero.json")));
    }));
    cases.add(new HostileCase("deckFile is a named pipe", "not a regular file", () -> {
      fifo(folder.resolve("pipe.json"));
      return replay(setupWith(p -> deckFileSeat(p, "pipe.json")));
    }));
    cases.add(new HostileCase("deckFile is a folder", "it is a folder", () -> {
      Files.createDirectories(folder.resolve("adeck.json"));
      return replay(setupWith(p -> deckFileSeat(p, "adeck.json")));
    }));
    cases.add(new HostileCase("deckFile is huge", "MB", () -> {
      sparse(folder.resolve("huge.json"), 64L * 1024 * 1024);
      return replay(setupWith(p -> deckFileSeat(p, "huge.json")));
    }));
    cases.add(new HostileCase("deckFile escapes the data folder", "leads outside", () -> {
      Path data = Files.createDirectories(tmp.resolve("data"));
      String old = System.setProperty("ponytable.home", data.toString());
      try {
        Path inData = data.resolve("r.json");
        Files.writeString(inData, setupWith(p -> deckFileSeat(p, "../outside.json")));
        return replayFile(inData);
      } finally {
        restore(old);
      }
    }));

    // ---- paths a replay or save names for its scenario ----
    cases.add(scenarioPath("scenario absolute /etc/passwd", "/etc/passwd", "absolute path"));
    cases.add(scenarioPath("scenario ../ out of the folder", "../outside.json", "leads outside"));
    cases.add(scenarioPath("scenario ..\\..\\ out of the folder", "..\\..\\outside.json", "leads outside"));
    cases.add(scenarioPath("scenario /dev/zero", "/dev/zero", "absolute path"));
    cases.add(scenarioPath("scenario empty", "", "is empty"));
    cases.add(scenarioPath("scenario with NUL", "s\u0000.json", "control character"));
    cases.add(scenarioPath("scenario very long", "x".repeat(5000), "characters long"));
    cases.add(scenarioPath("scenario missing", "nowhere.json", "no such file"));
    cases.add(new HostileCase("scenario symlink to /etc/passwd", "link leading outside", () -> {
      link(folder.resolve("start.json"), Path.of("/etc/passwd"));
      return noLeak(replay("{\"scenario\": \"start.json\", \"actions\": []}"));
    }));
    cases.add(new HostileCase("scenario is a folder", "it is a folder", () -> {
      Files.createDirectories(folder.resolve("scen.json"));
      return replay("{\"scenario\": \"scen.json\", \"actions\": []}");
    }));
    cases.add(new HostileCase("save names a scenario outside its folder", "leads outside", () ->
        save("{\"format\": \"ponytable-replay\", \"version\": 1, \"scenario\": \"../outside.json\", \"actions\": []}")));
    cases.add(new HostileCase("save names /etc/passwd as its scenario", "absolute path", () ->
        noLeak(save("{\"scenario\": \"/etc/passwd\", \"actions\": []}"))));

    // ---- the save file itself ----
    cases.add(new HostileCase("save is a folder", "it is a folder", () -> {
      Path dir = Files.createDirectories(folder.resolve("dir-save.json"));
      return saveFile(dir);
    }));
    cases.add(new HostileCase("save is /dev/zero", "not a regular file", () -> saveFile(Path.of("/dev/zero"))));
    cases.add(new HostileCase("save is a named pipe", "not a regular file", () -> {
      Path pipe = folder.resolve("pipe-save.json");
      fifo(pipe);
      return saveFile(pipe);
    }));
    cases.add(new HostileCase("save is empty", "empty", () -> save("")));

    // ---- decks inside saves and replays (101) ----
    cases.add(new HostileCase("replay deck with 60 copies of one card", "at most 3", () ->
        replay(setupWith(p -> drawDeck(p, 0, repeat(FRIEND, 60))))));
    cases.add(new HostileCase("save deck with 60 copies of one card", "at most 3", () ->
        save(setupWith(p -> drawDeck(p, 0, repeat(FRIEND, 60))))));
    cases.add(new HostileCase("replay deck with the Mane also three times in the draw deck", "Mane Character", () ->
        replay(setupWith(p -> drawDeck(p, 0, plus(ORCHARD.drawDeck(), MANE, MANE, MANE))))));
    cases.add(new HostileCase("replay deck with a Problem in both decks", "may hold only Friends", () ->
        replay(setupWith(p -> drawDeck(p, 0, plus(ORCHARD.drawDeck(), PROBLEM))))));
    cases.add(new HostileCase("replay deck with an unknown card id", "unknown card id", () ->
        replay(setupWith(p -> drawDeck(p, 1, plus(STARLIGHT.drawDeck(), "pt9-nobody"))))));
    cases.add(new HostileCase("replay with a 5-card deck names the deck, not action 1", "Ann's deck breaks deck building: "
        + "The draw deck has 5 cards", () -> {
          String m = replay(setupWith(p -> drawDeck(p, 0, ORCHARD.drawDeck().subList(0, 5)), "start-with #63"));
          return m.contains("action 1") ? "blamed the action: " + m : m;
        }));
    cases.add(new HostileCase("save with a 5-card deck", "has 5 cards", () ->
        save(setupWith(p -> drawDeck(p, 1, STARLIGHT.drawDeck().subList(0, 5))))));
    cases.add(new HostileCase("replay deck with 9 Problems", "exactly 10", () ->
        replay(setupWith(p -> problemDeck(p, 0, ORCHARD.problemDeck().subList(0, 9))))));
    cases.add(new HostileCase("replay deck whose Mane Character is a Friend", "not a Mane Character", () ->
        replay(setupWith(p -> ((ObjectNode) p.get(0).get("deck")).put("maneCharacter", FRIEND)))));

    // ---- values out of range ----
    cases.add(new HostileCase("save giving a player 99 tokens", "'tokens' is 99; by turn 1", () ->
        save(inlineScenario("\"tokens\": 99"))));
    cases.add(new HostileCase("save giving 45 tokens at turn 1", "by turn 1 a player can hold at most 40", () ->
        save(inlineScenario("\"tokens\": 45"))));
    cases.add(new HostileCase("save with negative points", "'score' must be between 0 and 14", () ->
        save(inlineScenario("\"score\": -2"))));
    cases.add(new HostileCase("save with 16 points and no winner", "'score' must be between 0 and 14", () ->
        save(inlineScenario("\"score\": 16"))));
    cases.add(new HostileCase("scenario with 1000 tokens late in a game", "'tokens' must be between 0 and 999", () ->
        scenario("{\"turn\": 500, \"players\": [ { \"mane\": \"mane-sun\", \"problem\": \"pr-y\", \"tokens\": 1000 },"
            + " { \"mane\": \"mane-star\", \"problem\": \"pr-p\" } ] }")));
    cases.add(new HostileCase("scenario with negative tokens", "'tokens' must be between 0 and", () ->
        scenario("{\"players\": [ { \"mane\": \"mane-sun\", \"problem\": \"pr-y\", \"tokens\": -1 },"
            + " { \"mane\": \"mane-star\", \"problem\": \"pr-p\" } ] }")));
    cases.add(new HostileCase("scenario with a huge token count", "'tokens' must be a whole number", () ->
        scenario("{\"players\": [ { \"mane\": \"mane-sun\", \"problem\": \"pr-y\", \"tokens\": 99999999999 },"
            + " { \"mane\": \"mane-star\", \"problem\": \"pr-p\" } ] }")));
    cases.add(new HostileCase("scenario with flipped cards outside a faceoff", "flipped cards outside a faceoff", () ->
        scenario("{\"turn\": 2, \"players\": [ { \"mane\": \"mane-sun\", \"problem\": \"pr-y\","
            + " \"drawDeck\": [ { \"card\": \"f-y1\", \"label\": \"top\" } ], \"flipped\": [\"top\"] },"
            + " { \"mane\": \"mane-star\", \"problem\": \"pr-p\" } ] }")));
    cases.add(new HostileCase("scenario with a turn past any game", "'turn' must be between", () ->
        scenario("{\"turn\": 100000, \"players\": [ { \"mane\": \"mane-sun\", \"problem\": \"pr-y\" },"
            + " { \"mane\": \"mane-star\", \"problem\": \"pr-p\" } ] }")));

    // ---- the autosave ----
    cases.add(new HostileCase("autosave.json is a folder when the table saves", "it is a folder", () -> {
      Path autosave = Files.createDirectories(folder.resolve("autosave.json"));
      Files.writeString(autosave.resolve("keep.txt"), "x");
      GameSession g = GameSession.start(POOL, new GameSetup(List.of(new GameSetup.Seat("Ann", ORCHARD),
          new GameSetup.Seat("Bo", STARLIGHT)), 3, 0), GameSession.Mode.PRACTICE, true);
      try {
        Saves.autosave(g, autosave);
        return "";
      } catch (IOException e) {
        return Saves.autosaveProblem(autosave);
      }
    }));
    cases.add(new HostileCase("autosave.json is a folder when the table resumes", "it is a folder", () ->
        saveFile(Files.createDirectories(folder.resolve("resume").resolve("autosave.json")))));
    cases.add(new HostileCase("save whose last state differs from its replay", "does not match", () -> {
      ObjectNode r = (ObjectNode) GameJson.MAPPER.readTree(setupWith(p -> { }));
      r.put("finalState", "0000");
      return save(GameJson.pretty(r));
    }));
    cases.add(new HostileCase("save with an action that is not legal", "action 1", () ->
        save(setupWith(p -> { }, "dance"))));
    return cases.stream().map(HostileCase::test);
  }

  // ---- building inputs ----

  private HostileCase deckFile(String name, String path, String expected) {
    return new HostileCase(name, expected, () -> noLeak(replay(setupWith(p -> deckFileSeat(p, path)))));
  }

  private HostileCase scenarioPath(String name, String path, String expected) {
    return new HostileCase(name, expected, () -> {
      ObjectNode r = GameJson.MAPPER.createObjectNode();
      r.put("scenario", path);
      r.putArray("actions");
      return noLeak(replay(GameJson.pretty(r)));
    });
  }

  /** A replay of a new game between the two shipped decks, changed by {@code edit} (on the players array). */
  static String setupWith(Consumer<ArrayNode> edit, String... actions) {
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", ORCHARD), new GameSetup.Seat("Bo", STARLIGHT)),
        5, 0);
    ObjectNode r = ReplayFile.ofGame(setup, null, List.of(actions), null).toJson();
    edit.accept((ArrayNode) r.get("setup").get("players"));
    return GameJson.pretty(r);
  }

  static void deckFileSeat(ArrayNode players, String path) {
    ObjectNode seat = (ObjectNode) players.get(0);
    seat.remove("deck");
    seat.put("deckFile", path);
  }

  static void drawDeck(ArrayNode players, int p, List<String> ids) {
    ArrayNode a = ((ObjectNode) players.get(p).get("deck")).putArray("drawDeck");
    ids.forEach(a::add);
  }

  static void problemDeck(ArrayNode players, int p, List<String> ids) {
    ArrayNode a = ((ObjectNode) players.get(p).get("deck")).putArray("problemDeck");
    ids.forEach(a::add);
  }

  static List<String> repeat(String id, int n) {
    return java.util.Collections.nCopies(n, id);
  }

  static List<String> plus(List<String> ids, String... more) {
    List<String> out = new ArrayList<>(ids);
    out.addAll(List.of(more));
    return out;
  }

  /** A save continuing a scenario written inside it; {@code field} goes into the first player. */
  static String inlineScenario(String field) {
    return "{\"format\": \"ponytable-replay\", \"version\": 1, \"scenario\": {\"players\": ["
        + "{\"mane\": \"" + MANE + "\", \"problem\": \"" + PROBLEM + "\", " + field + "},"
        + "{\"mane\": \"" + STARLIGHT.maneCharacter() + "\", \"problem\": \"" + STARLIGHT.problemDeck().get(0) + "\"}"
        + "]}, \"actions\": []}";
  }

  static void link(Path link, Path target) throws IOException {
    Files.deleteIfExists(link);
    Files.createSymbolicLink(link, target);
  }

  static void fifo(Path file) throws Exception {
    Files.deleteIfExists(file);
    Process p = new ProcessBuilder("mkfifo", file.toString()).start();
    if (p.waitFor() != 0) {
      throw new IOException("mkfifo failed");
    }
  }

  static void sparse(Path file, long size) throws IOException {
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
      f.setLength(size);
    }
  }

  static void restore(String old) {
    if (old == null) {
      System.clearProperty("ponytable.home");
    } else {
      System.setProperty("ponytable.home", old);
    }
  }

  /** A refusal must never show what the refused file holds. */
  static String noLeak(String message) {
    return message.contains("root:") || message.contains("secret-outside") ? "LEAKED: " + message : message;
  }

  // ---- loading the way the program does ----

  /** The command line's `replay`: read, then play. */
  String replay(String json) throws IOException {
    Path file = folder.resolve("r.json");
    Files.writeString(file, json, StandardCharsets.UTF_8);
    return replayFile(file);
  }

  static String replayFile(Path file) {
    try {
      ReplayFile.replay(ReplayFile.read(file, POOL, DECKS), POOL);
      return "";
    } catch (FileFormatException e) {
      return told(e);
    }
  }

  /** The table's Open and resume: what MainWindow shows. */
  String save(String json) throws IOException {
    Path file = folder.resolve("save.json");
    Files.writeString(file, json, StandardCharsets.UTF_8);
    return saveFile(file);
  }

  static String saveFile(Path file) {
    try {
      Saves.read(file, POOL, DECKS, GameSession.Mode.PRACTICE, true);
      return "";
    } catch (FileFormatException e) {
      return told(e);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
  }

  /** The command line's `scenario` and the table's "Start from a scenario". */
  String scenario(String json) throws IOException {
    Path file = folder.resolve("scenario.json");
    Files.writeString(file, json, StandardCharsets.UTF_8);
    try {
      ScenarioRun run = new ScenarioLoader(TestCards.POOL).load(file).run();
      return run.failures().stream().map(LoadProblem::toString).collect(Collectors.joining("\n"));
    } catch (FileFormatException e) {
      return told(e);
    }
  }

  static String told(FileFormatException e) {
    return e.problems().stream().map(LoadProblem::toString).collect(Collectors.joining("\n"));
  }
}
