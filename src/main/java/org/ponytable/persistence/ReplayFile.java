package org.ponytable.persistence;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.deck.DeckViolation;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.StateInvariants;
import org.ponytable.engine.state.GameState;

/**
 * A game as a file: how it started and every action in the notation (docs/scenarios.md,
 * "Replays"). Games start either from a setup (two decks, names, seed, first player) or from a
 * scenario. Because the random state lives in the game state, the same start and actions give
 * the same states; {@code finalState} (a fingerprint of the last state) lets a replay prove it.
 *
 * @param setup the new game's setup, or null when the game starts from a scenario
 * @param deckFiles for a setup: the deck file each seat came from, for people (entries may be null)
 * @param scenarioFile for a scenario start: its path, relative to the replay file; or null
 * @param scenario for a scenario start: the scenario written inside the replay; or null
 * @param finalState the fingerprint of the last state ({@link GameJson#fingerprint}), or null
 */
public record ReplayFile(
    GameSetup setup,
    List<String> deckFiles,
    String scenarioFile,
    JsonNode scenario,
    List<String> actions,
    String finalState) {

  public static final String FORMAT = "ponytable-replay";
  public static final int VERSION = 1;

  public ReplayFile {
    deckFiles = deckFiles == null ? null : Collections.unmodifiableList(new ArrayList<>(deckFiles));
    actions = List.copyOf(actions);
    int starts = (setup != null ? 1 : 0) + (scenarioFile != null ? 1 : 0) + (scenario != null ? 1 : 0);
    if (starts != 1) {
      throw new IllegalArgumentException("a replay starts from exactly one of: a setup, a scenario file, a scenario");
    }
  }

  /** A replay of a new game. */
  public static ReplayFile ofGame(GameSetup setup, List<String> deckFiles, List<String> actions, GameState last) {
    return new ReplayFile(setup, deckFiles, null, null, actions, last == null ? null : GameJson.fingerprint(last));
  }

  /** A replay continuing the scenario in {@code scenarioFile} (relative to where the replay is saved). */
  public static ReplayFile ofScenario(String scenarioFile, List<String> actions, GameState last) {
    return new ReplayFile(null, null, scenarioFile, null, actions, last == null ? null : GameJson.fingerprint(last));
  }

  // ---- writing ----

  public ObjectNode toJson() {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode o = f.objectNode();
    o.put("format", FORMAT);
    o.put("version", VERSION);
    if (setup != null) {
      ObjectNode s = o.putObject("setup");
      s.put("seed", setup.seed());
      if (setup.firstPlayer() < 0) {
        s.put("firstPlayer", "random");
      } else {
        s.put("firstPlayer", Refs.player(setup.firstPlayer()));
      }
      ArrayNode players = s.putArray("players");
      for (int p = 0; p < setup.seats().size(); p++) {
        GameSetup.Seat seat = setup.seats().get(p);
        ObjectNode pn = players.addObject();
        pn.put("name", seat.name());
        String file = deckFiles == null || p >= deckFiles.size() ? null : deckFiles.get(p);
        if (file != null) {
          pn.put("deckFile", file);
        }
        // The lists keep their exact order: setup shuffles from it, so the order is part of the game.
        ObjectNode deck = pn.putObject("deck");
        deck.put("name", seat.deck().name());
        deck.put("maneCharacter", seat.deck().maneCharacter());
        seat.deck().problemDeck().forEach(deck.putArray("problemDeck")::add);
        seat.deck().drawDeck().forEach(deck.putArray("drawDeck")::add);
      }
    } else if (scenarioFile != null) {
      o.put("scenario", scenarioFile);
    } else {
      o.set("scenario", scenario);
    }
    ArrayNode acts = o.putArray("actions");
    actions.forEach(acts::add);
    if (finalState != null) {
      o.put("finalState", finalState);
    }
    return o;
  }

  /** Writes durably: a crash at any moment leaves the old file or the new one, whole. */
  public void write(Path file) throws IOException {
    DurableFiles.write(file, GameJson.pretty(toJson()) + "\n");
  }

  // ---- reading ----

  static final List<String> FIELDS = List.of("format", "version", "setup", "scenario", "actions", "finalState");
  static final List<String> SETUP_FIELDS = List.of("seed", "firstPlayer", "players");
  static final List<String> SEAT_FIELDS = List.of("name", "deck", "deckFile");
  static final List<String> DECK_FIELDS = List.of("name", "maneCharacter", "problemDeck", "drawDeck");

  /** A read replay with the source it came from, so replaying can place its problems. */
  public record Loaded(ReplayFile replay, JsonSource source, Path dir) {}

  /**
   * Reads a replay. Decks named by {@code deckFile} only are looked up next to the replay, then in
   * {@code decksDir}, and loaded against {@code pool}; every deck must pass deck building (101).
   */
  public static Loaded read(Path file, CardPool pool, Path decksDir) throws FileFormatException {
    return read(file, pool, decksDir, DeckCheck.RULES);
  }

  public static Loaded read(Path file, CardPool pool, Path decksDir, DeckCheck decks) throws FileFormatException {
    String unreadable = SafePaths.unreadable(file);
    if (unreadable != null) {
      throw new FileFormatException(new LoadProblem(file.toString(), 0, 0, "", "cannot read the file: " + unreadable));
    }
    JsonSource src = JsonSource.read(file);
    Path dir = file.toAbsolutePath().getParent();
    return new Loaded(parse(src, pool, dir, decksDir, decks), src, dir);
  }

  public static Loaded read(String json, String name, CardPool pool, Path dir, Path decksDir)
      throws FileFormatException {
    return read(json, name, pool, dir, decksDir, DeckCheck.RULES);
  }

  public static Loaded read(String json, String name, CardPool pool, Path dir, Path decksDir, DeckCheck decks)
      throws FileFormatException {
    JsonSource src = JsonSource.parse(name, json);
    return new Loaded(parse(src, pool, dir, decksDir, decks), src, dir);
  }

  private static ReplayFile parse(JsonSource src, CardPool pool, Path dir, Path decksDir, DeckCheck decks)
      throws FileFormatException {
    Checks ck = new Checks(src);
    JsonNode root = src.root();
    if (!ck.object(root, "", "a replay")) {
      ck.throwIfAny();
    }
    ck.onlyFields(root, "", FIELDS);
    String format = ck.text(root, "", "format");
    if (format != null && !format.equals(FORMAT)) {
      ck.error("/format", "this is a \"" + format + "\" file, not a \"" + FORMAT + "\"");
    }
    Integer version = ck.integer(root, "", "version", 1, Integer.MAX_VALUE);
    if (version != null && version > VERSION) {
      ck.error("/version", "replay version " + version + " is newer than this program reads (" + VERSION + ")");
    }
    boolean hasSetup = root.has("setup");
    boolean hasScenario = root.has("scenario");
    if (hasSetup == hasScenario) {
      ck.error("", "a replay starts from either \"setup\" (a new game) or \"scenario\" (a scenario file or object)"
          + (hasSetup ? ", not both" : ""));
    }
    List<String> actions = new ArrayList<>();
    JsonNode acts = root.get("actions");
    if (acts == null) {
      ck.error("", "'actions' is missing: the list of actions in the notation");
    } else if (ck.array(acts, "/actions", "'actions'")) {
      for (int i = 0; i < acts.size(); i++) {
        if (acts.get(i).isTextual()) {
          actions.add(acts.get(i).textValue());
        } else {
          ck.error(JsonSource.child("/actions", i), "an action is a string in the notation, not "
              + Checks.kind(acts.get(i)));
        }
      }
    }
    String finalState = ck.text(root, "", "finalState");
    GameSetup setup = null;
    List<String> deckFiles = new ArrayList<>();
    String scenarioFile = null;
    JsonNode scenario = null;
    if (hasSetup && !hasScenario) {
      setup = setup(root.get("setup"), "/setup", ck, pool, dir, decksDir, deckFiles, decks);
    } else if (hasScenario && !hasSetup) {
      JsonNode sc = root.get("scenario");
      if (sc.isTextual()) {
        scenarioFile = sc.textValue();
      } else if (sc.isObject()) {
        scenario = sc;
      } else {
        ck.error("/scenario", "'scenario' is a scenario file's path or a scenario object, not " + Checks.kind(sc));
      }
    }
    ck.throwIfAny();
    if (setup == null && scenarioFile == null && scenario == null) {
      throw new FileFormatException(src.problem("", "the replay has no start"));
    }
    return new ReplayFile(setup, setup == null ? null : deckFiles, scenarioFile, scenario, actions, finalState);
  }

  private static GameSetup setup(JsonNode n, String ptr, Checks ck, CardPool pool, Path dir, Path decksDir,
      List<String> deckFiles, DeckCheck decks) {
    if (!ck.object(n, ptr, "'setup'")) {
      return null;
    }
    ck.onlyFields(n, ptr, SETUP_FIELDS);
    Long seed = ck.longValue(n, ptr, "seed");
    if (seed == null && !n.has("seed")) {
      ck.error(ptr, "'seed' is missing: every shuffle and flip of the game follows from it");
    }
    int first = -1;
    String firstText = ck.text(n, ptr, "firstPlayer");
    if (firstText != null && !firstText.equals("random")) {
      first = Refs.player(firstText);
      if (first < 0) {
        ck.error(JsonSource.child(ptr, "firstPlayer"), "'firstPlayer' is \"p1\", \"p2\" or \"random\", not \""
            + firstText + "\"");
      }
    }
    JsonNode players = n.get("players");
    String pp = JsonSource.child(ptr, "players");
    List<GameSetup.Seat> seats = new ArrayList<>();
    if (players == null) {
      ck.error(ptr, "'players' is missing: the two players with their decks");
    } else if (ck.array(players, pp, "'players'")) {
      if (players.size() != 2) {
        ck.error(pp, "'players' lists two players, not " + players.size());
      } else {
        for (int p = 0; p < 2; p++) {
          String at = JsonSource.child(pp, p);
          GameSetup.Seat seat = seat(players.get(p), at, p, ck, pool, dir, decksDir, deckFiles);
          if (seat != null && decks == DeckCheck.RULES) {
            legal(seat, players.get(p).has("deck") ? JsonSource.child(at, "deck") : JsonSource.child(at, "deckFile"),
                ck, pool);
          }
          if (seat != null) {
            seats.add(seat);
          }
        }
      }
    }
    if (!ck.ok() || seed == null || seats.size() != 2) {
      return null;
    }
    return new GameSetup(seats, seed, first);
  }

  private static GameSetup.Seat seat(JsonNode n, String ptr, int p, Checks ck, CardPool pool, Path dir, Path decksDir,
      List<String> deckFiles) {
    if (!ck.object(n, ptr, "a player")) {
      return null;
    }
    ck.onlyFields(n, ptr, SEAT_FIELDS);
    String name = ck.text(n, ptr, "name");
    String deckFile = ck.text(n, ptr, "deckFile");
    deckFiles.add(deckFile);
    DeckList deck = null;
    if (n.has("deck")) {
      deck = inlineDeck(n.get("deck"), JsonSource.child(ptr, "deck"), ck, pool);
    } else if (deckFile != null) {
      deck = deckFromFile(deckFile, JsonSource.child(ptr, "deckFile"), ck, pool, dir, decksDir);
    } else {
      ck.error(ptr, "a player needs \"deck\" (the lists) or \"deckFile\" (a deck file's name)");
    }
    if (deck == null) {
      return null;
    }
    return new GameSetup.Seat(name == null ? "Player " + (p + 1) : name, deck);
  }

  /** 101: a deck in a file is held to the rules a deck in cards/decks/ is. */
  private static void legal(GameSetup.Seat seat, String ptr, Checks ck, CardPool pool) {
    for (DeckViolation v : DeckValidator.validate(seat.deck(), pool)) {
      ck.error(ptr, seat.name() + "'s deck breaks deck building: " + v.message());
    }
  }

  private static DeckList inlineDeck(JsonNode n, String ptr, Checks ck, CardPool pool) {
    if (!ck.object(n, ptr, "'deck'")) {
      return null;
    }
    ck.onlyFields(n, ptr, DECK_FIELDS);
    String name = ck.text(n, ptr, "name");
    String mane = ck.text(n, ptr, "maneCharacter");
    if (mane == null) {
      ck.error(ptr, "'maneCharacter' is missing");
    } else {
      known(mane, JsonSource.child(ptr, "maneCharacter"), ck, pool);
    }
    List<String> problems = ids(n, ptr, "problemDeck", ck, pool);
    List<String> draw = ids(n, ptr, "drawDeck", ck, pool);
    if (mane == null || problems == null || draw == null) {
      return null;
    }
    return new DeckList(name, mane, problems, draw);
  }

  private static List<String> ids(JsonNode deck, String ptr, String field, Checks ck, CardPool pool) {
    JsonNode n = deck.get(field);
    String at = JsonSource.child(ptr, field);
    if (n == null) {
      ck.error(ptr, "'" + field + "' is missing: the card ids in order");
      return null;
    }
    if (!ck.array(n, at, "'" + field + "'")) {
      return null;
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < n.size(); i++) {
      JsonNode id = n.get(i);
      if (!id.isTextual()) {
        ck.error(JsonSource.child(at, i), "a card id string, not " + Checks.kind(id));
      } else if (known(id.textValue(), JsonSource.child(at, i), ck, pool)) {
        out.add(id.textValue());
      }
    }
    return out;
  }

  private static boolean known(String id, String ptr, Checks ck, CardPool pool) {
    if (pool.find(id).isPresent()) {
      return true;
    }
    List<String> ids = new ArrayList<>();
    pool.all().forEach(d -> ids.add(d.id()));
    ck.error(ptr, "unknown card id '" + id + "'" + Suggest.hint(id, ids));
    return false;
  }

  private static DeckList deckFromFile(String name, String ptr, Checks ck, CardPool pool, Path dir, Path decksDir) {
    if (dir == null) {
      ck.error(ptr, "a replay read from memory cannot name deck files; write the deck lists in \"deck\"");
      return null;
    }
    List<Path> tries = new ArrayList<>();
    List<String> names = name.endsWith(".json") ? List.of(name) : List.of(name, name + ".json");
    for (Path base : Arrays.asList(dir, decksDir)) {
      for (String n : names) {
        if (base != null) {
          try {
            tries.add(SafePaths.resolve(n, base, decksDir == null ? List.of() : List.of(decksDir), "'deckFile'"));
          } catch (SafePaths.Refused e) {
            ck.error(ptr, e.getMessage());
            return null;
          }
        }
      }
    }
    for (Path file : tries) {
      if (Files.exists(file)) {
        String unreadable = SafePaths.unreadable(file);
        if (unreadable != null) {
          ck.error(ptr, "the deck file cannot be read: " + unreadable);
          return null;
        }
        LoadResult<DeckList> r = new DeckLoader(pool).loadFile(file);
        if (r.ok()) {
          return r.value();
        }
        for (LoadError e : r.errors()) {
          ck.error(ptr, "the deck file has an error: " + e);
        }
        return null;
      }
    }
    ck.error(ptr, "no deck file '" + name + "' next to the replay" + (decksDir == null ? "" : " or in " + decksDir));
    return null;
  }

  // ---- replaying ----

  /** A replay played out: the log, every state, and whether the last state matched the fingerprint. */
  public record Result(GameLog log, List<GameState> states, Map<Integer, String> labels, Boolean matches) {
    public GameState end() {
      return log.last();
    }
  }

  /**
   * Plays a read replay. Actions are checked like a scenario's; a scenario start is loaded with
   * {@code pool} as its base cards.
   */
  public static Result replay(Loaded loaded, CardPool pool) throws FileFormatException {
    ReplayFile r = loaded.replay();
    JsonSource src = loaded.source();
    GameLog log;
    List<GameState> states;
    Map<Integer, String> labels = Map.of();
    if (r.setup() != null) {
      Outcome opening = start(r.setup(), pool, src);
      log = new GameLog(opening);
      states = new ArrayList<>();
      states.add(opening.state());
      Playback.readAll(r.actions(), Map.of(), opening.state(), src, "/actions");
      for (int i = 0; i < r.actions().size(); i++) {
        Playback.play(log, states, r.actions().get(i), Map.of(), src, JsonSource.child("/actions", i), i);
      }
    } else {
      Scenario sc;
      if (r.scenarioFile() != null) {
        sc = new ScenarioLoader(pool).load(scenarioPath(loaded));
      } else {
        sc = new ScenarioLoader(pool).read(src.part("/scenario"));
      }
      ScenarioRun run = sc.run(r.actions(), "/actions", src);
      log = run.log();
      states = new ArrayList<>(run.states());
      labels = sc.labelsById();
    }
    sound(log.last(), src, "/actions", "after its actions");
    Boolean matches = r.finalState() == null ? null : r.finalState().equals(GameJson.fingerprint(log.last()));
    return new Result(log, states, labels, matches);
  }

  /**
   * The opening of a replay's new game. A setup that cannot give a playable start (a deck too
   * small, no Starting Problem) is said to be one before any action is tried.
   */
  public static Outcome start(GameSetup setup, CardPool pool, JsonSource src) throws FileFormatException {
    Outcome opening;
    try {
      opening = Engine.newGame(pool, setup);
    } catch (RuntimeException e) {
      throw new FileFormatException(src.problem("/setup", "the game could not start: " + e.getMessage()));
    }
    sound(opening.state(), src, "/setup", "at its start");
    return opening;
  }

  /**
   * The invariants of every game state (StateInvariants), for a state reached by playing from a
   * file's start: the rules alone, since play may pass any bound the rules don't set.
   */
  public static void sound(GameState s, JsonSource src, String pointer, String when) throws FileFormatException {
    refuseIfAny(StateInvariants.violations(s), src, pointer, when);
  }

  /** The same for a position written by hand (a scenario), held to plausible values too. */
  public static void soundPosition(GameState s, JsonSource src, String pointer, String when) throws FileFormatException {
    List<String> broken = new ArrayList<>(StateInvariants.violations(s));
    broken.addAll(StateInvariants.implausible(s));
    refuseIfAny(broken, src, pointer, when);
  }

  private static void refuseIfAny(List<String> broken, JsonSource src, String pointer, String when)
      throws FileFormatException {
    if (!broken.isEmpty()) {
      List<LoadProblem> problems = new ArrayList<>();
      for (String b : broken) {
        problems.add(src.problem(pointer, "the game " + when + " is not one the rules allow: " + b));
      }
      throw new FileFormatException(problems);
    }
  }

  /** The scenario file a replay names, checked to stay inside the replay's folder or the data folder. */
  public static Path scenarioPath(Loaded loaded) throws FileFormatException {
    JsonSource src = loaded.source();
    if (loaded.dir() == null) {
      throw new FileFormatException(src.problem("/scenario",
          "a replay read from memory cannot name a scenario file; write the scenario inside it"));
    }
    Path file;
    try {
      file = SafePaths.resolve(loaded.replay().scenarioFile(), loaded.dir(), List.of(), "'scenario'");
    } catch (SafePaths.Refused e) {
      throw new FileFormatException(src.problem("/scenario", e.getMessage()));
    }
    String unreadable = SafePaths.unreadable(file);
    if (unreadable != null) {
      throw new FileFormatException(src.problem("/scenario", "the scenario file cannot be read: " + unreadable));
    }
    return file;
  }
}
