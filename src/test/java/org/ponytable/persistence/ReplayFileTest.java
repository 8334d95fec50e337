package org.ponytable.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.rules.Outcome;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;

class ReplayFileTest {
  @TempDir
  Path tmp;

  /** A whole random game: every state, and the actions in the notation. */
  private record Played(List<GameState> states, List<String> actions) {}

  private static Played randomGame(CardPool pool, GameSetup setup, long seed) {
    Random r = new Random(seed);
    List<GameState> states = new ArrayList<>();
    List<String> actions = new ArrayList<>();
    GameState s = Engine.newGame(pool, setup).state();
    states.add(s);
    while (!s.isOver()) {
      List<Action> legal = Engine.legalActions(s).stream().filter(a -> !(a instanceof Action.Concede)).toList();
      Action a = legal.get(r.nextInt(legal.size()));
      actions.add(Notation.format(a));
      s = Engine.apply(s, a).state();
      states.add(s);
    }
    return new Played(states, actions);
  }

  @Test
  void aWrittenGameReplaysToTheSameStates() throws Exception {
    GameSetup setup = TestCards.setup(11);
    Played game = randomGame(TestCards.POOL, setup, 11);
    Path file = tmp.resolve("game.json");
    GameState end = game.states().get(game.states().size() - 1);
    ReplayFile.ofGame(setup, null, game.actions(), end).write(file);

    ReplayFile.Loaded loaded = ReplayFile.read(file, TestCards.POOL, null, DeckCheck.NONE);
    assertThat(loaded.replay().setup()).isEqualTo(setup);
    ReplayFile.Result r = ReplayFile.replay(loaded, TestCards.POOL);
    // Records compare every field, the random state included: the same pool makes them comparable.
    assertThat(r.states()).isEqualTo(game.states());
    assertThat(r.end().isOver()).isTrue();
    assertThat(r.matches()).isTrue();
  }

  @Test
  void aChangedFingerprintIsNoticed() throws Exception {
    GameSetup setup = TestCards.setup(3);
    Played game = randomGame(TestCards.POOL, setup, 3);
    List<String> half = game.actions().subList(0, game.actions().size() / 2);
    GameState wrongEnd = game.states().get(game.states().size() - 1);
    Path file = tmp.resolve("short.json");
    ReplayFile.ofGame(setup, null, half, wrongEnd).write(file);
    ReplayFile.Result r = ReplayFile.replay(ReplayFile.read(file, TestCards.POOL, null, DeckCheck.NONE), TestCards.POOL);
    assertThat(r.matches()).isFalse();
    assertThat(r.end()).isEqualTo(game.states().get(half.size()));
  }

  @Test
  void aBadActionIsLocatedInTheReplay() throws Exception {
    String json = """
        {
          "format": "ponytable-replay",
          "version": 1,
          "setup": { "seed": 5, "firstPlayer": "p1", "players": [
            { "name": "Ann", "deck": { "name": "A", "maneCharacter": "mane-sun",
              "problemDeck": ["pr-y", "pr-yo"], "drawDeck": ["f-y1", "f-y2", "f-y1", "f-y2", "f-y1", "f-y2", "f-y1"] } },
            { "name": "Bo", "deck": { "name": "B", "maneCharacter": "mane-star",
              "problemDeck": ["pr-p", "pr-any"], "drawDeck": ["f-p1", "f-p2", "f-p1", "f-p2", "f-p1", "f-p2", "f-p1"] } }
          ] },
          "actions": ["keep", "dance"]
        }""";
    FileFormatException e = catchThrowableOfType(FileFormatException.class,
        () -> ReplayFile.replay(ReplayFile.read(json, "r.json", TestCards.POOL, tmp, null, DeckCheck.NONE), TestCards.POOL));
    assertThat(e.problems()).singleElement().asString().startsWith(
        "r.json:10:23 at /actions/1: action 1 'dance': no verb 'dance'; verbs: pass, draw, keep, mulligan");
  }

  @Test
  void badSetupsAreLocated() {
    String json = """
        {
          "setup": { "seed": "five", "firstPlayer": "p3", "players": [
            { "deck": { "maneCharacter": "mane-sunn", "problemDeck": [], "drawDeck": [3] } },
            { "deckFile": "nowhere" }
          ] },
          "actions": []
        }""";
    FileFormatException e = catchThrowableOfType(FileFormatException.class,
        () -> ReplayFile.read(json, "r.json", TestCards.POOL, tmp, null, DeckCheck.NONE));
    assertThat(e.problems()).extracting(LoadProblem::toString).containsExactly(
        "r.json:2:22 at /setup/seed: 'seed' must be a whole number, not the string \"five\"",
        "r.json:2:45 at /setup/firstPlayer: 'firstPlayer' is \"p1\", \"p2\" or \"random\", not \"p3\"",
        "r.json:3:34 at /setup/players/0/deck/maneCharacter: unknown card id 'mane-sunn' (did you mean 'mane-sun'?)",
        "r.json:3:79 at /setup/players/0/deck/drawDeck/0: a card id string, not 3",
        "r.json:4:19 at /setup/players/1/deckFile: no deck file 'nowhere' next to the replay");
  }

  @Test
  void aScenarioReplayContinuesTheScenario() throws Exception {
    String scenario = ScenarioLoaderTest.CHALLENGE_LOSS;
    ObjectNode tree = (ObjectNode) GameJson.MAPPER.readTree(scenario);
    List<String> actions = new ArrayList<>();
    tree.get("actions").forEach(a -> actions.add(a.asText()));
    // The scenario without its actions and checks, the actions kept in the replay instead.
    tree.remove("actions");
    tree.remove("expect");
    Files.writeString(tmp.resolve("start.json"), GameJson.pretty(tree));
    ScenarioRun direct = new ScenarioLoader(TestCards.POOL).read(scenario, "loss.json").run();

    ReplayFile fromFile = ReplayFile.ofScenario("start.json", actions, direct.end());
    fromFile.write(tmp.resolve("from-file.json"));
    ReplayFile.Result r = ReplayFile.replay(ReplayFile.read(tmp.resolve("from-file.json"), TestCards.POOL, null),
        TestCards.POOL);
    assertThat(r.states()).isEqualTo(direct.states());
    assertThat(r.matches()).isTrue();

    ObjectNode inline = fromFile.toJson();
    inline.set("scenario", tree);
    Files.writeString(tmp.resolve("inline.json"), GameJson.pretty(inline));
    ReplayFile.Result r2 = ReplayFile.replay(ReplayFile.read(tmp.resolve("inline.json"), TestCards.POOL, null),
        TestCards.POOL);
    assertThat(r2.states()).isEqualTo(direct.states());
    assertThat(r2.labels()).containsValues("sunny", "tm");
  }

  /** Two Friends of p2 whose replacements both replace the first one being frightened (710.5). */
  static final String TWO_REPLACEMENTS = """
      {
        "cards": [
          {"id": "fx-brave", "type": "friend", "title": "Brave Fixture", "power": 1, "cost": 1, "colors": ["yellow"],
           "abilities": [{"kind": "replacement", "if": {"would": "frightened", "subject": "this"},
             "instead": [{"do": "gainTokens", "amount": 1}, {"do": "frighten", "target": "this"}]}]},
          {"id": "fx-shield", "type": "friend", "title": "Shield Fixture", "power": 1, "cost": 1, "colors": ["yellow"],
           "abilities": [{"kind": "replacement", "if": {"would": "frightened", "subject": {"player": "you", "type": "friend"}},
             "instead": [{"do": "score", "amount": 1}]}]},
          {"id": "fx-scare", "type": "event", "title": "Scare Fixture", "power": 0, "cost": 0, "timing": "main",
           "effects": [{"do": "frighten", "target": {"each": {"player": "opponent", "type": "friend"}}}]}
        ],
        "turn": 3, "turnPlayer": "p1", "stage": "MAIN_PHASE_START",
        "players": [
          {"mane": "mane-sun", "problem": "pr-y", "hand": [{"card": "fx-scare", "label": "scare"}]},
          {"mane": "mane-star", "problem": "pr-p", "play": [
            {"card": "fx-brave", "label": "brave", "area": "problem:p2"}, {"card": "fx-shield", "label": "shield"}]}
        ]
      }
      """;

  @Test
  @DisplayName("710.5: a saved game waiting for a choice among replacements reads back to the same state and goes on alike")
  void aSavedGameWaitingForAReplacementChoiceRoundTrips() throws Exception {
    Scenario sc = new ScenarioLoader(TestCards.POOL).read(TWO_REPLACEMENTS, "two.json");
    ScenarioRun direct = sc.run(List.of("play scare"), "/actions", sc.source());
    GameState waiting = direct.end();
    assertThat(waiting.decision().kind()).isEqualTo(DecisionKind.REPLACEMENT);
    assertThat(waiting.replacing()).isNotNull();

    ObjectNode saved = ReplayFile.ofScenario("two.json", List.of("play scare"), waiting).toJson();
    saved.remove("scenarioFile");
    saved.set("scenario", GameJson.MAPPER.readTree(TWO_REPLACEMENTS));
    Files.writeString(tmp.resolve("save.json"), GameJson.pretty(saved));
    ReplayFile.Result r = ReplayFile.replay(ReplayFile.read(tmp.resolve("save.json"), TestCards.POOL, null),
        TestCards.POOL);
    assertThat(r.matches()).as("the fingerprint covers the pending choice").isTrue();
    // The scenario's own cards make a new pool, so the states are compared by their full dumps.
    assertThat(GameJson.fingerprint(r.end())).isEqualTo(GameJson.fingerprint(waiting));
    assertThat(r.end().decision()).isEqualTo(waiting.decision());

    Action answer = Notation.parse(r.end(), "apply brave", direct.scenario().labels());
    assertThat(Notation.format(answer)).startsWith("apply #");
    GameState after = Engine.apply(r.end(), answer).state();
    assertThat(GameJson.fingerprint(after)).isEqualTo(GameJson.fingerprint(Engine.apply(waiting, answer).state()));
    assertThat(after.player(1).tokens()).isEqualTo(1);
    assertThat(after.player(1).score()).isEqualTo(2);
    assertThat(after.replacing()).isNull();
  }

  @Test
  @DisplayName("305.1b, 509.1: a game that played an attachment on a card saves as 'play #N on #M' and replays")
  void anAttachmentPlaySavesAndReplays() throws Exception {
    CardPool pool = AbilityCards.POOL;
    ObjectNode tree = (ObjectNode) GameJson.MAPPER.readTree(ScenarioLoaderTest.ATTACHMENTS);
    tree.remove("actions");
    tree.remove("expect");
    Files.writeString(tmp.resolve("start.json"), GameJson.pretty(tree));
    ScenarioRun direct = new ScenarioLoader(pool).read(ScenarioLoaderTest.ATTACHMENTS, "attach.json").run();
    int fresh = direct.scenario().labels().get("fresh");
    int friend = direct.scenario().labels().get("friend");
    // What a save stores: the canonical notation of each action taken.
    List<String> saved = List.of(Notation.format(new Action.PlayAttachment(0, fresh, friend)));
    assertThat(saved).containsExactly("play #" + fresh + " on #" + friend);
    ReplayFile.ofScenario("start.json", saved, direct.end()).write(tmp.resolve("saved.json"));
    ReplayFile.Result r = ReplayFile.replay(ReplayFile.read(tmp.resolve("saved.json"), pool, null), pool);
    assertThat(r.matches()).isTrue();
    assertThat(r.end().inPlay(fresh).host()).isEqualTo(friend);
  }

  @Test
  void problemsInsideAnInlineScenarioPointIntoTheReplay() throws Exception {
    String json = """
        {
          "scenario": { "players": [ { "mane": "mane-sun", "problem": "pr-y" }, { "mane": "mane-stra", "problem": "pr-p" } ] },
          "actions": []
        }""";
    FileFormatException e = catchThrowableOfType(FileFormatException.class,
        () -> ReplayFile.replay(ReplayFile.read(json, "r.json", TestCards.POOL, tmp, null, DeckCheck.NONE), TestCards.POOL));
    assertThat(e.problems()).extracting(LoadProblem::toString).containsExactly(
        "r.json:2:83 at /scenario/players/1/mane: unknown card id 'mane-stra' (did you mean 'mane-star'?)");
  }

  @Test
  void shippedDeckFilesAreFoundByName() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    String json = """
        {
          "setup": { "seed": 9, "players": [
            { "name": "A", "deckFile": "orchard-harvest" }, { "name": "B", "deckFile": "starlight-academy.json" } ] },
          "actions": []
        }""";
    ReplayFile.Loaded loaded = ReplayFile.read(json, "r.json", pool, tmp, Path.of("cards/decks"));
    assertThat(loaded.replay().setup().seats()).extracting(s -> s.deck().name())
        .containsExactly("Orchard Harvest", "Starlight Academy");
    ReplayFile.Result r = ReplayFile.replay(loaded, pool);
    Outcome fresh = Engine.newGame(pool, loaded.replay().setup());
    assertThat(r.end()).isEqualTo(fresh.state());
    assertThat(r.matches()).isNull();
  }

  @Test
  @DisplayName("Token cards: a replay whose actions name tokens made during the game replays to the same states")
  void tokensMadeDuringTheGameReplay() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    List<String> problems = new ArrayList<>();
    for (String id : List.of("pr177-it-s-alive", "de126-in-the-temple-of-chicomoztoc", "de129-thrash-the-throne",
        "eo189-hay-bale-monster-stack", "sb124-banquet-baking")) {
      problems.addAll(List.of(id, id));
    }
    List<String> draw = new ArrayList<>();
    for (String id : List.of("hm12-spitfire", "hm38-princess-luna", "hm46-dj-pon-3-octavia", "hm66-gilda",
        "hm91-phantasmal-tale", "sb28-cheese-sandwich", "sb37-princess-skystar", "sb58-canterlot-shopkeep",
        "hm60-furball", "sb94-critter-choir", "de54-trapeze-star", "ad201-king-sombra", "hm20-maud-pie",
        "eo155-highly-motivated", "pr81-blue-jay")) {
      draw.addAll(List.of(id, id, id));
    }
    var deck = new org.ponytable.engine.deck.DeckList("Tokens", "sb3-princess-skystar", problems, draw);
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", deck), new GameSetup.Seat("Bo", deck)), 7, -1);
    Played game = randomGame(pool, setup, 7);
    int atStart = game.states().get(0).cards().size();
    GameState end = game.states().get(game.states().size() - 1);
    assertThat(end.cards().size()).as("tokens were made").isGreaterThan(atStart);
    assertThat(game.actions()).as("an action names a token").anyMatch(a -> java.util.regex.Pattern.compile("#(\\d+)")
        .matcher(a).results().anyMatch(m -> Integer.parseInt(m.group(1)) >= atStart));
    Path file = tmp.resolve("tokens.json");
    ReplayFile.ofGame(setup, null, game.actions(), end).write(file);
    ReplayFile.Result r = ReplayFile.replay(ReplayFile.read(file, pool, null, DeckCheck.NONE), pool);
    assertThat(r.matches()).isTrue();
    assertThat(r.states()).isEqualTo(game.states());
  }
}
