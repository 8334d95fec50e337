package org.ponytable.persistence;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.rules.StateInvariants;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.state.Stage;
import org.ponytable.json.JsonKind;

/**
 * Reads scenario files (docs/scenarios.md): a position, actions in the notation and checks. Every
 * mistake is reported with the file, line, column and JSON pointer of the value at fault; the
 * loader never lets a bad file reach the engine.
 */
public final class ScenarioLoader {
  static final List<String> FIELDS = List.of("description", "cards", "seed", "turn", "turnPlayer", "firstPlayer",
      "stage", "priority", "thisTurn", "players", "actions", "expect");
  static final List<String> PLAYER_FIELDS = List.of("name", "score", "tokens", "mane", "problem", "play", "hand",
      "drawDeck", "flipped", "problemDeck", "discard", "banished", "startingProblem", "mulligan");
  static final List<String> HISTORY_FIELDS = List.of("passes", "challenged", "confrontSteps", "confronted",
      "problemFaceoffs", "confronting", "modifiers", "played", "discarded", "problemWinBy", "drawn", "moved",
      "friendsLeftPlay", "firstTimes", "tokensGained", "extraTurns", "scored", "noEvents");
  static final List<String> MODIFIER_FIELDS = List.of("target", "source", "power", "setPower", "colors", "until");
  static final List<String> ENTRY_FIELDS = List.of("card", "label", "count");
  /** A banished card may lie beneath a card in play (glossary: Pumped). */
  static final List<String> BANISHED_FIELDS = List.of("card", "label", "count", "beneath");
  static final List<String> PLAY_FIELDS = List.of("card", "label", "count", "area", "controller", "exhausted",
      "frightened", "faceDown", "boosted", "host", "confronted", "counters");
  /** Counter kinds are words, as the position editor takes them (519). */
  /** A word, or "+1 power": the +1 power counters effects put (519, rulings.md), which a written state holds too. */
  private static final Pattern COUNTER_KIND = Pattern.compile("\\+1 power|[A-Za-z][A-Za-z0-9 -]*");

  /** Labels are single words so actions can name them without quotes. */
  private static final Pattern LABEL = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");

  private final CardPool base;

  /** @param base the shipped cards (from {@code cards/}); a scenario's own cards are added to it */
  public ScenarioLoader(CardPool base) {
    this.base = base;
  }

  public Scenario load(Path file) throws FileFormatException {
    return read(JsonSource.read(file, JsonKind.SCENARIO));
  }

  public Scenario read(String json, String sourceName) throws FileFormatException {
    return read(JsonSource.parse(sourceName, json, JsonKind.SCENARIO));
  }

  private enum Kind { MANE, PROBLEM, PLAY, DRAW, PROBLEM_DECK, ANY, BANISHED }

  /** One card of a list in the file, before it gets an id. */
  /** @param host the label or card naming the card this one is attached to (509), or null */
  /** @param counters counters by kind (519); @param beneath for a banished card, the card in play it is beneath */
  private record Entry(String ptr, int owner, Kind kind, String defId, String label, int count, Area area,
      int controller, boolean exhausted, boolean frightened, boolean faceDown, boolean boosted, String host,
      boolean confronted, Map<String, Integer> counters, String beneath) {}

  /** One player's part of the file. */
  private static final class Seat {
    String name;
    int score;
    int tokens;
    final List<Entry> play = new ArrayList<>();
    final Map<String, List<Entry>> zones = new LinkedHashMap<>();
    final List<String> flipped = new ArrayList<>();
    String flippedPtr;
    String startingProblem;
    Boolean mulligan;
  }

  public Scenario read(JsonSource src) throws FileFormatException {
    Checks ck = new Checks(src);
    JsonNode root = src.root();
    if (!ck.object(root, "", "a scenario")) {
      ck.throwIfAny();
    }
    ck.onlyFields(root, "", FIELDS);

    CardPool pool = base;
    if (root.has("cards")) {
      List<CardDef> own = inlineCards(src, root.get("cards"), ck);
      if (own != null) {
        List<String> clashes = new ArrayList<>();
        for (CardDef d : own) {
          if (base.find(d.id()).isPresent()) {
            clashes.add(d.id());
          }
        }
        if (clashes.isEmpty()) {
          pool = base.with(own);
        } else {
          ck.error("/cards", "inline cards reuse ids of the shipped cards: " + String.join(", ", clashes)
              + "; give them ids of their own");
        }
      }
    }
    ck.throwIfAny();

    String description = ck.text(root, "", "description");
    Long seed = ck.longValue(root, "", "seed");
    Integer turn = ck.integer(root, "", "turn", 1, 9999);
    Integer turnPlayer = ck.player(root, "", "turnPlayer");
    Integer firstPlayer = ck.player(root, "", "firstPlayer");
    Integer priority = ck.player(root, "", "priority");
    Stage stage = Stage.MAIN_PHASE_START;
    String stageText = ck.text(root, "", "stage");
    if (stageText != null) {
      Stage named = stage(stageText);
      if (named == null) {
        ck.error("/stage", unknownStage(stageText));
      } else if (named == Stage.CONFRONT || ((named == Stage.CONFRONT_STEP_START || named == Stage.CONFRONT_STEP_END)
          && !root.path("thisTurn").has("confronting"))) {
        ck.error("/stage", named + " belongs to the Confront Step of one chosen Problem; start at CHOOSE_CONFRONT "
            + "or SCORE_PHASE_START instead" + (named == Stage.CONFRONT ? ""
            : ", or name that Problem in 'thisTurn': {\"confronting\": ...}"));
      } else {
        stage = named;
      }
    }
    boolean setup = stage.phase() == org.ponytable.engine.terms.Phase.SETUP;
    if (setup && turn != null) {
      ck.error("/turn", "during setup (" + stage + ") no turn has started: leave out 'turn' (turn 1 starts after "
          + "the mulligans, 102.4)");
    }
    if (priority != null && !stage.window()) {
      ck.error("/priority", "'priority' applies only where a priority window is open, and " + stage + " ("
          + stage.display() + ") is not one");
    }

    List<Seat> seats = new ArrayList<>();
    JsonNode players = root.get("players");
    if (players == null) {
      ck.error("", "'players' is missing: a list of two players, p1 first");
    } else if (ck.array(players, "/players", "'players'")) {
      if (players.size() != 2) {
        ck.error("/players", "'players' lists the two players, p1 then p2; this one has " + players.size());
      } else {
        for (int p = 0; p < 2; p++) {
          seats.add(seat(players.get(p), JsonSource.child("/players", p), p, pool, ck, stage));
        }
      }
    }
    List<String> actions = new ArrayList<>();
    List<String> actionPointers = new ArrayList<>();
    // {"expect": {...}} between actions: read once the cards have ids, placed after the actions before it.
    Map<Integer, Integer> stopAfter = new LinkedHashMap<>();
    JsonNode acts = root.get("actions");
    if (acts != null && ck.array(acts, "/actions", "'actions'")) {
      for (int i = 0; i < acts.size(); i++) {
        JsonNode a = acts.get(i);
        if (a.isObject() && a.has("expect")) {
          ck.onlyFields(a, JsonSource.child("/actions", i), List.of("expect"));
          stopAfter.put(i, actions.size());
        } else if (!a.isTextual() || a.textValue().isBlank()) {
          ck.error(JsonSource.child("/actions", i), "an action is a non-empty string in the notation (\"pass\", "
              + "\"play sunny to problem:p1\"...) or checks to make at that point, {\"expect\": {...}}; not "
              + Checks.kind(a));
        } else {
          actions.add(a.textValue());
          actionPointers.add(JsonSource.child("/actions", i));
        }
      }
    }
    int limit = StateInvariants.tokenLimit(turn == null || setup ? 1 : turn);
    for (int p = 0; p < seats.size(); p++) {
      if (seats.get(p).tokens > limit) {
        ck.error(JsonSource.child(JsonSource.child("/players", p), "tokens"), "'tokens' is " + seats.get(p).tokens
            + "; by turn " + (turn == null ? 1 : turn) + " a player can hold at most " + limit
            + " (" + StateInvariants.TOKENS_PER_TURN + " a turn, 604.1)");
      }
    }
    ck.throwIfAny();
    checkTable(seats, pool, ck, stage);
    ck.throwIfAny();

    // Build: ids are handed out in file order, p1's cards first.
    Position pos = new Position(pool).seed(seed == null ? 1 : seed).stage(stage);
    int tp = turnPlayer == null ? 0 : turnPlayer;
    int t = setup ? 0 : turn == null ? 1 : turn;
    pos.turn(t, tp);
    if (setup) {
      // 102.3: chosen at random as the cards are dealt, unless the scenario says; after the deal it is known.
      pos.firstPlayer(firstPlayer != null ? firstPlayer : stage == Stage.SETUP_MULLIGAN ? 0 : -1);
    } else {
      // The first player takes the odd turns, so by default it follows from the turn number.
      pos.firstPlayer(firstPlayer != null ? firstPlayer : (t % 2 == 1 ? tp : 1 - tp));
    }
    if (priority != null) {
      pos.priority(priority);
    }
    Map<String, Integer> labels = new LinkedHashMap<>();
    Map<String, String> labelPtr = new LinkedHashMap<>();
    Map<Integer, Entry> attached = new LinkedHashMap<>();
    Map<Integer, Entry> beneath = new LinkedHashMap<>();
    for (int p = 0; p < seats.size(); p++) {
      Seat s = seats.get(p);
      pos.name(p, s.name).score(p, s.score).tokens(p, s.tokens);
      if (setup) {
        pos.mulligan(p, s.mulligan);
      }
      for (Entry e : s.play) {
        for (int k = 0; k < e.count(); k++) {
          int id = e.faceDown() && !e.frightened() ? pos.playFaceDown(p, e.defId(), e.area())
              : pos.play(p, e.defId(), e.area());
          pos.update(id, c -> status(c, e));
          label(e, id, labels, labelPtr, pool, ck);
          if (e.host() != null) {
            attached.put(id, e);
          }
        }
      }
      for (Map.Entry<String, List<Entry>> z : s.zones.entrySet()) {
        for (Entry e : z.getValue()) {
          for (int k = 0; k < e.count(); k++) {
            int id = switch (z.getKey()) {
              case "hand" -> pos.hand(p, e.defId());
              case "drawDeck" -> pos.deck(p, e.defId());
              case "problemDeck" -> pos.problemDeck(p, e.defId());
              case "discard" -> pos.discard(p, e.defId());
              default -> pos.banished(p, e.defId());
            };
            label(e, id, labels, labelPtr, pool, ck);
            if (e.beneath() != null) {
              beneath.put(id, e);
            }
          }
        }
      }
    }
    ck.throwIfAny();
    GameState draft;
    try {
      draft = pos.build();
    } catch (IllegalArgumentException e) {
      throw new FileFormatException(src.problem("/players", e.getMessage()));
    }
    // Hosts may be listed after their attachments, so they are found once every card has its id.
    CardRefs draftRefs = new CardRefs(labels, draft.cards());
    for (Map.Entry<Integer, Entry> a : attached.entrySet()) {
      String at = JsonSource.child(a.getValue().ptr(), "host");
      Integer host = draftRefs.resolve(a.getValue().host(), at, ck);
      if (host == null) {
        continue;
      }
      InPlay h = draft.inPlay(host);
      if (h == null || host.equals(a.getKey())) {
        ck.error(at, "'host' names another card in play, the card this one is attached to (509.1)");
      } else {
        // 509.3: an attachment is at its host's area.
        pos.update(a.getKey(), c -> c.withHost(host).withArea(h.area()));
      }
    }
    // Flipped cards name cards of the same player's draw deck.
    for (int p = 0; p < seats.size(); p++) {
      Seat s = seats.get(p);
      List<Integer> taken = new ArrayList<>();
      for (int i = 0; i < s.flipped.size(); i++) {
        String ref = s.flipped.get(i);
        String at = JsonSource.child(s.flippedPtr, i);
        Integer id = flippedCard(draft, p, ref, labels, taken);
        if (id == null) {
          ck.error(at, "'" + ref + "' names no unflipped card of " + Refs.player(p) + "'s draw deck");
        } else {
          taken.add(id);
          pos.flipped(p, id);
        }
      }
    }
    ck.throwIfAny();
    CardRefs refs = new CardRefs(labels, pos.build().cards());
    for (int p = 0; p < seats.size(); p++) {
      Seat s = seats.get(p);
      if (s.startingProblem != null) {
        String at = JsonSource.child(JsonSource.child("/players", p), "startingProblem");
        Integer id = refs.resolve(s.startingProblem, at, ck);
        if (id != null && (!draft.player(p).problemDeck().contains(id) || !draft.def(id).startingProblem())) {
          ck.error(at, "'startingProblem' names a Starting Problem in " + Refs.player(p) + "'s Problem deck (102.2)");
        } else if (id != null) {
          pos.startingProblem(p, id);
        }
      }
    }
    history(root.get("thisTurn"), stage, pos, draft, refs, ck);
    Map<Integer, Integer> under = underneath(beneath, draft, refs, ck);
    ck.throwIfAny();
    GameState start = pos.build();
    for (int p = 0; p < 2; p++) {
      Map<Integer, Integer> mine = new LinkedHashMap<>();
      for (Map.Entry<Integer, Integer> u : under.entrySet()) {
        if (start.owner(u.getKey()) == p) {
          mine.put(u.getKey(), u.getValue());
        }
      }
      if (!mine.isEmpty()) {
        start = start.withPlayer(p, start.player(p).withBeneath(mine));
      }
    }
    // Every action text is read and its cards found before anything runs (issue 13); a card not
    // in the start may be a token made later, checked as its action is played.
    for (int i = 0; i < actions.size(); i++) {
      try {
        ActionText.parse(actions.get(i), labels, start.cards());
      } catch (ActionText.UnknownCard e) {
        if (!e.couldBeToken(pool, start.cards().size())) {
          ck.error(actionPointers.get(i), "action " + i + " '" + actions.get(i) + "': " + e.getMessage());
        }
      } catch (IllegalArgumentException e) {
        ck.error(actionPointers.get(i), "action " + i + " '" + actions.get(i) + "': " + e.getMessage());
      }
    }
    List<Scenario.Stop> stops = new ArrayList<>();
    for (Map.Entry<Integer, Integer> st : stopAfter.entrySet()) {
      String at = JsonSource.child(JsonSource.child("/actions", st.getKey()), "expect");
      stops.add(new Scenario.Stop(st.getValue(), at, Expectations.parse(acts.get(st.getKey()).get("expect"), at, ck,
          refs)));
    }
    List<Expectations.Check> checks = Expectations.parse(root.get("expect"), "/expect", ck, refs);
    ck.throwIfAny();
    return new Scenario(src, description, pool, start, labels, actions, checks, actionPointers, stops);
  }

  /** Banished cards beneath a card in play (glossary: Pumped), card to the card it is beneath, in file order. */
  private static Map<Integer, Integer> underneath(Map<Integer, Entry> beneath, GameState draft, CardRefs refs,
      Checks ck) {
    Map<Integer, Integer> out = new LinkedHashMap<>();
    for (Map.Entry<Integer, Entry> b : beneath.entrySet()) {
      String at = JsonSource.child(b.getValue().ptr(), "beneath");
      Integer host = refs.resolve(b.getValue().beneath(), at, ck);
      if (host == null) {
        continue;
      }
      if (draft.inPlay(host) == null) {
        ck.error(at, "'beneath' names the card in play this banished card lies beneath (glossary: Pumped); "
            + draft.def(host).title() + " is not in play");
      } else {
        out.put(b.getKey(), host);
      }
    }
    return out;
  }

  /**
   * {@code thisTurn}: what already happened this turn that the rules read later, so a position
   * need not be reached by playing the turn.
   */
  private static void history(JsonNode n, Stage stage, Position pos, GameState draft, CardRefs refs, Checks ck) {
    if (n == null || !ck.object(n, "/thisTurn", "'thisTurn'")) {
      return;
    }
    ck.onlyFields(n, "/thisTurn", HISTORY_FIELDS);
    Integer passes = ck.integer(n, "/thisTurn", "passes", 0, 1);
    if (passes != null) {
      if (!stage.window()) {
        ck.error("/thisTurn/passes", "'passes' counts passes in a row in an open priority window (510.2), and "
            + stage + " is not one");
      }
      pos.passes(passes);
    }
    List<Integer> challenged = cards(n, "challenged", refs, ck);
    if (challenged != null) {
      if (stage != Stage.CHALLENGE) {
        ck.error("/thisTurn/challenged", "Troublemakers challenged this step (608.3) are only kept at CHALLENGE");
      }
      for (int i = 0; i < challenged.size(); i++) {
        InPlay c = draft.inPlay(challenged.get(i));
        if (c == null || draft.type(c.id()) != org.ponytable.engine.terms.CardType.TROUBLEMAKER) {
          ck.error(JsonSource.child("/thisTurn/challenged", i), "'challenged' names Troublemakers in play");
        }
      }
      pos.challenged(challenged);
    }
    List<Integer> steps = cards(n, "confrontSteps", refs, ck);
    List<Integer> confronted = cards(n, "confronted", refs, ck);
    List<Integer> faceoffs = cards(n, "problemFaceoffs", refs, ck);
    Integer confronting = n.has("confronting") ? refs.resolve(n.get("confronting"), "/thisTurn/confronting", ck) : null;
    if (n.has("confronting") && stage != Stage.CONFRONT_STEP_START && stage != Stage.CONFRONT_STEP_END) {
      ck.error("/thisTurn/confronting", "'confronting' names the Problem of the Confront Step under way (610.1), "
          + "stated at CONFRONT_STEP_START or CONFRONT_STEP_END only");
      confronting = null;
    }
    if (steps != null || confronted != null || faceoffs != null || confronting != null) {
      if (stage.phase() != org.ponytable.engine.terms.Phase.SCORE || stage == Stage.SCORE_PHASE_START) {
        ck.error("/thisTurn", "Confront Steps, confronted Problems and Problem faceoffs belong to the Score Phase "
            + "after its start; " + stage + " is not in it");
      }
      List<Integer> done = new ArrayList<>(steps == null ? List.of() : steps);
      ScoreBook book = ScoreBook.EMPTY;
      for (int id : confronted == null ? List.<Integer>of() : confronted) {
        book = book.confronted(id, false);
        if (!done.contains(id)) {
          done.add(id); // 610.1: a Problem is confronted in its Confront Step
        }
      }
      for (int id : done) {
        book = book.stepDone(id);
      }
      List<Integer> all = new ArrayList<>(done);
      if (confronting != null) {
        if (done.contains(confronting)) {
          ck.error("/thisTurn/confronting", "the Confront Step of that Problem is already done (610.1)");
        }
        book = book.withCurrent(confronting);
        all.add(confronting);
      }
      if (faceoffs != null) {
        all.addAll(faceoffs);
        book = book.withFaceoffProblems(faceoffs);
      }
      for (int id : all) {
        if (draft.inPlay(id) == null || draft.type(id) != org.ponytable.engine.terms.CardType.PROBLEM) {
          ck.error("/thisTurn", "#" + id + " (" + draft.card(id).defId() + ") is not a Problem in play");
        }
      }
      pos.scoreBook(book);
    }
    List<Integer> played = perPlayer(n, "played", ck);
    List<Integer> discarded = perPlayer(n, "discarded", ck);
    List<Integer> winBy = perPlayer(n, "problemWinBy", ck);
    List<Integer> drawn = perPlayer(n, "drawn", ck);
    List<Integer> moved = perPlayer(n, "moved", ck);
    List<Integer> friendsLeft = perPlayer(n, "friendsLeftPlay", ck);
    List<Integer> firstTimes = cards(n, "firstTimes", refs, ck);
    List<Integer> tokensGained = perPlayer(n, "tokensGained", ck);
    List<Integer> extraTurns = perPlayer(n, "extraTurns", ck);
    List<Integer> scored = perPlayer(n, "scored", ck);
    List<Integer> noEvents = perPlayer(n, "noEvents", ck);
    if (played != null || discarded != null || winBy != null || drawn != null || moved != null || friendsLeft != null
        || firstTimes != null || tokensGained != null || extraTurns != null || scored != null
        || noEvents != null) {
      org.ponytable.engine.state.TurnCounts none = org.ponytable.engine.state.TurnCounts.EMPTY;
      pos.counts(new org.ponytable.engine.state.TurnCounts(played == null ? none.played() : played,
          discarded == null ? none.discarded() : discarded, winBy == null ? none.problemWinBy() : winBy,
          drawn, moved, friendsLeft, firstTimes, extraTurns, null, null, tokensGained, scored, noEvents));
    }
    JsonNode mods = n.get("modifiers");
    if (mods != null && ck.array(mods, "/thisTurn/modifiers", "'modifiers'")) {
      for (int i = 0; i < mods.size(); i++) {
        modifier(mods.get(i), JsonSource.child("/thisTurn/modifiers", i), pos, draft, refs, ck);
      }
    }
  }

  /** A count of this turn per player, {@code [p1, p2]}, each 0 to 99 (history conditions). */
  private static List<Integer> perPlayer(JsonNode n, String field, Checks ck) {
    JsonNode list = n.get(field);
    String at = JsonSource.child("/thisTurn", field);
    if (list == null || !ck.array(list, at, "'" + field + "'")) {
      return null;
    }
    if (list.size() != 2 || !list.get(0).canConvertToInt() || !list.get(1).canConvertToInt()
        || list.get(0).asInt() < 0 || list.get(1).asInt() < 0 || list.get(0).asInt() > 99 || list.get(1).asInt() > 99
        || !list.get(0).isIntegralNumber() || !list.get(1).isIntegralNumber()) {
      ck.error(at, "'" + field + "' counts this turn per player: [p1, p2], each a whole number from 0 to 99");
      return null;
    }
    return List.of(list.get(0).asInt(), list.get(1).asInt());
  }

  private static List<Integer> cards(JsonNode n, String field, CardRefs refs, Checks ck) {
    JsonNode list = n.get(field);
    String at = JsonSource.child("/thisTurn", field);
    if (list == null || !ck.array(list, at, "'" + field + "'")) {
      return null;
    }
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      Integer id = refs.resolve(list.get(i), JsonSource.child(at, i), ck);
      if (id != null) {
        out.add(id);
      }
    }
    return out;
  }

  /** 708.2: a modifier an effect made earlier this turn or faceoff, oldest first (711.3a). */
  private static void modifier(JsonNode m, String ptr, Position pos, GameState draft, CardRefs refs, Checks ck) {
    if (!ck.object(m, ptr, "a modifier")) {
      return;
    }
    ck.onlyFields(m, ptr, MODIFIER_FIELDS);
    Integer target = refs.resolve(m.get("target"), JsonSource.child(ptr, "target"), ck);
    Integer source = refs.resolve(m.get("source"), JsonSource.child(ptr, "source"), ck);
    Integer power = ck.integer(m, ptr, "power", -99, 99);
    Integer setPower = ck.integer(m, ptr, "setPower", 0, 99);
    java.util.Set<org.ponytable.engine.terms.CardColor> colors = java.util.EnumSet.noneOf(
        org.ponytable.engine.terms.CardColor.class);
    JsonNode cs = m.get("colors");
    if (cs != null && ck.array(cs, JsonSource.child(ptr, "colors"), "'colors'")) {
      for (int i = 0; i < cs.size(); i++) {
        var c = cs.get(i).isTextual() ? org.ponytable.engine.terms.CardColor.parse(cs.get(i).textValue())
            : java.util.Optional.<org.ponytable.engine.terms.CardColor>empty();
        if (c.isEmpty()) {
          ck.error(JsonSource.child(JsonSource.child(ptr, "colors"), i), "a color is a name like \"yellow\"");
        } else {
          colors.add(c.get());
        }
      }
    }
    String until = ck.text(m, ptr, "until");
    org.ponytable.engine.ability.Duration duration = null;
    for (var d : org.ponytable.engine.ability.Duration.values()) {
      if (d.jsonName().equals(until)) {
        duration = d;
      }
    }
    if (duration == null) {
      ck.error(JsonSource.child(ptr, "until"), "'until' is \"turn\" (616.4) or \"faceoff\"");
    }
    if (power == null && setPower == null && colors.isEmpty()) {
      ck.error(ptr, "a modifier changes something: 'power', 'setPower' or 'colors'");
      return;
    }
    if (target == null || source == null || duration == null) {
      return;
    }
    if (draft.inPlay(target) == null) {
      ck.error(JsonSource.child(ptr, "target"), "a modifier changes a card in play");
      return;
    }
    if (duration == org.ponytable.engine.ability.Duration.FACEOFF) {
      ck.error(JsonSource.child(ptr, "until"), "a faceoff cannot be set up by a scenario yet, so nothing lasts "
          + "until one ends");
      return;
    }
    InPlay src = draft.inPlay(source);
    int controller = src != null ? src.controller() : draft.owner(source);
    pos.modifier(source, controller, target, new org.ponytable.engine.ability.Ability.Change(
        power == null ? 0 : power, setPower, colors), duration);
  }

  /**
   * The scenario's own cards, read by the card loader exactly as a card file would be. The
   * loader's pointers are relative to the {@code cards} value, so they are placed under it here.
   */
  private static List<CardDef> inlineCards(JsonSource src, JsonNode cards, Checks ck) {
    if (!cards.isArray() && !cards.isObject()) {
      ck.error("/cards", "'cards' is a card object or an array of them, as in a card file, not " + Checks.kind(cards));
      return null;
    }
    LoadResult<List<CardDef>> r = new CardLoader().readString(GameJson.compact(cards), src.name() + "#/cards");
    if (r.ok()) {
      return r.value();
    }
    for (LoadError e : r.errors()) {
      ck.error("/cards" + e.pointer(), e.message());
    }
    return null;
  }

  private static InPlay status(InPlay c, Entry e) {
    InPlay out = c.withController(e.controller());
    if (e.frightened()) {
      out = out.asFrightened();
    }
    out = out.withExhausted(e.exhausted()).withBoosted(e.boosted()).withConfronted(e.confronted());
    return e.counters().isEmpty() ? out : out.withCounters(e.counters());
  }

  private static Integer flippedCard(GameState s, int p, String ref, Map<String, Integer> labels, List<Integer> taken) {
    List<Integer> deck = s.player(p).drawDeck();
    Integer labelled = labels.get(ref);
    if (labelled != null) {
      return deck.contains(labelled) && !taken.contains(labelled) ? labelled : null;
    }
    for (int id : deck) {
      if (!taken.contains(id) && (ref.equals("#" + id) || s.card(id).defId().equals(ref))) {
        return id;
      }
    }
    return null;
  }

  private static void label(Entry e, int id, Map<String, Integer> labels, Map<String, String> labelPtr,
      CardPool pool, Checks ck) {
    if (e.label() == null) {
      return;
    }
    String at = JsonSource.child(e.ptr(), "label");
    if (labels.containsKey(e.label())) {
      ck.error(at, "the label '" + e.label() + "' is already used at " + labelPtr.get(e.label()));
    } else if (pool.find(e.label()).isPresent()) {
      ck.error(at, "the label '" + e.label() + "' is also a card id; actions could not tell them apart");
    } else {
      labels.put(e.label(), id);
      labelPtr.put(e.label(), e.ptr());
    }
  }

  static Stage stage(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
    for (Stage s : Stage.values()) {
      if (s.name().equals(t)) {
        return s;
      }
    }
    return null;
  }

  static String unknownStage(String text) {
    List<String> names = new ArrayList<>();
    for (Stage s : Stage.values()) {
      names.add(s.name());
    }
    return "no stage '" + text + "'" + Suggest.hint(text, names) + "; stages: " + String.join(", ", names);
  }

  private Seat seat(JsonNode n, String ptr, int p, CardPool pool, Checks ck, Stage stage) {
    Seat s = new Seat();
    s.name = "Player " + (p + 1);
    if (!ck.object(n, ptr, "a player")) {
      return s;
    }
    ck.onlyFields(n, ptr, PLAYER_FIELDS);
    String name = ck.text(n, ptr, "name");
    if (name != null) {
      s.name = name;
    }
    Integer score = ck.integer(n, ptr, "score", 0, 14);
    s.score = score == null ? 0 : score;
    Integer tokens = ck.integer(n, ptr, "tokens", 0, StateInvariants.MAX_TOKENS);
    s.tokens = tokens == null ? 0 : tokens;
    if (n.has("mane")) {
      Entry e = entry(n.get("mane"), JsonSource.child(ptr, "mane"), p, Kind.MANE, pool, ck);
      if (e != null) {
        s.play.add(e);
      }
    }
    if (n.has("problem")) {
      Entry e = entry(n.get("problem"), JsonSource.child(ptr, "problem"), p, Kind.PROBLEM, pool, ck);
      if (e != null) {
        s.play.add(e);
      }
    }
    s.play.addAll(list(n, ptr, "play", p, Kind.PLAY, pool, ck));
    s.zones.put("hand", list(n, ptr, "hand", p, Kind.DRAW, pool, ck));
    s.zones.put("drawDeck", list(n, ptr, "drawDeck", p, Kind.DRAW, pool, ck));
    s.zones.put("problemDeck", list(n, ptr, "problemDeck", p, Kind.PROBLEM_DECK, pool, ck));
    s.zones.put("discard", list(n, ptr, "discard", p, Kind.ANY, pool, ck));
    s.zones.put("banished", list(n, ptr, "banished", p, Kind.BANISHED, pool, ck));
    boolean setup = stage.phase() == org.ponytable.engine.terms.Phase.SETUP;
    if (n.has("mulligan")) {
      if (!setup || n.get("mulligan").isNull()) {
        ck.error(JsonSource.child(ptr, "mulligan"), "'mulligan' (true: take one, false: keep, 102.4) is stated only "
            + "during setup, for a player who has decided");
      }
      s.mulligan = ck.bool(n, ptr, "mulligan");
    } else if (!setup) {
      s.mulligan = false;
    }
    s.startingProblem = ck.text(n, ptr, "startingProblem");
    if (s.startingProblem != null && stage != Stage.SETUP_STARTING_PROBLEM) {
      ck.error(JsonSource.child(ptr, "startingProblem"), "'startingProblem' is stated only at SETUP_STARTING_PROBLEM;"
          + " afterwards the Starting Problem is the player's 'problem' (102.2)");
    }
    s.flippedPtr = JsonSource.child(ptr, "flipped");
    JsonNode flipped = n.get("flipped");
    if (flipped != null && ck.array(flipped, s.flippedPtr, "'flipped'")) {
      for (int i = 0; i < flipped.size(); i++) {
        JsonNode f = flipped.get(i);
        if (f.isTextual()) {
          s.flipped.add(f.textValue());
        } else {
          ck.error(JsonSource.child(s.flippedPtr, i), "'flipped' names draw-deck cards by label or card id, not "
              + Checks.kind(f));
        }
      }
    }
    return s;
  }

  private List<Entry> list(JsonNode player, String ptr, String field, int p, Kind kind, CardPool pool, Checks ck) {
    List<Entry> out = new ArrayList<>();
    JsonNode n = player.get(field);
    String at = JsonSource.child(ptr, field);
    if (n == null || !ck.array(n, at, "'" + field + "'")) {
      return out;
    }
    for (int i = 0; i < n.size(); i++) {
      Entry e = entry(n.get(i), JsonSource.child(at, i), p, kind, pool, ck);
      if (e != null) {
        out.add(e);
      }
    }
    return out;
  }

  private Entry entry(JsonNode n, String ptr, int owner, Kind kind, CardPool pool, Checks ck) {
    boolean inPlay = kind == Kind.MANE || kind == Kind.PROBLEM || kind == Kind.PLAY;
    String defId;
    String label = null;
    int count = 1;
    String areaText = null;
    int controller = owner;
    boolean exhausted = false;
    boolean frightened = false;
    boolean faceDown = false;
    boolean boosted = false;
    String host = null;
    boolean confronted = false;
    Map<String, Integer> counters = new LinkedHashMap<>();
    String beneath = null;
    String cardPtr = ptr;
    if (n.isTextual()) {
      defId = n.textValue();
    } else if (n.isObject()) {
      List<String> allowed = new ArrayList<>(inPlay ? PLAY_FIELDS : kind == Kind.BANISHED ? BANISHED_FIELDS
          : ENTRY_FIELDS);
      if (kind == Kind.MANE || kind == Kind.PROBLEM) {
        allowed.remove("area");
        allowed.remove("count");
        allowed.remove("host");
      }
      ck.onlyFields(n, ptr, allowed);
      defId = ck.text(n, ptr, "card");
      cardPtr = JsonSource.child(ptr, "card");
      if (defId == null) {
        if (!n.has("card")) {
          ck.error(ptr, "a card entry needs \"card\": the card's id");
        }
        return null;
      }
      label = ck.text(n, ptr, "label");
      if (label != null && !LABEL.matcher(label).matches()) {
        ck.error(JsonSource.child(ptr, "label"), "a label is one word of letters, digits, '_', '-' or '.', "
            + "starting with a letter, not \"" + label + "\"");
        label = null;
      }
      Integer c = ck.integer(n, ptr, "count", 1, 99);
      count = c == null ? 1 : c;
      if (count > 1 && label != null) {
        ck.error(JsonSource.child(ptr, "count"), "a label names one card, so it cannot go with a count above 1");
      }
      if (kind == Kind.BANISHED) {
        beneath = ck.text(n, ptr, "beneath");
      }
      if (inPlay && n.has("counters")) {
        counters(n.get("counters"), JsonSource.child(ptr, "counters"), counters, ck);
      }
      if (inPlay) {
        areaText = ck.text(n, ptr, "area");
        Integer ctl = ck.player(n, ptr, "controller");
        controller = ctl == null ? owner : ctl;
        exhausted = Boolean.TRUE.equals(ck.bool(n, ptr, "exhausted"));
        frightened = Boolean.TRUE.equals(ck.bool(n, ptr, "frightened"));
        faceDown = Boolean.TRUE.equals(ck.bool(n, ptr, "faceDown"));
        boosted = Boolean.TRUE.equals(ck.bool(n, ptr, "boosted"));
        host = ck.text(n, ptr, "host");
        confronted = Boolean.TRUE.equals(ck.bool(n, ptr, "confronted"));
        if (host != null && n.has("area")) {
          ck.error(JsonSource.child(ptr, "area"), "an attached card is at its host's area (509.3); leave out 'area'");
        }
        if (exhausted && frightened) {
          ck.error(JsonSource.child(ptr, "exhausted"), "a frightened card can't be exhausted (503.2)");
        }
      }
    } else {
      ck.error(ptr, "a card entry is a card id string or an object {\"card\": ..., \"label\": ...}, not "
          + Checks.kind(n));
      return null;
    }
    CardDef def = pool.find(defId).orElse(null);
    if (def == null) {
      List<String> ids = new ArrayList<>();
      pool.all().forEach(d -> ids.add(d.id()));
      ck.error(cardPtr, "unknown card id '" + defId + "'" + Suggest.hint(defId, ids));
      return null;
    }
    String typeProblem = typeProblem(kind, def.type());
    if (typeProblem != null) {
      ck.error(cardPtr, def.id() + " is a " + def.type().display() + "; " + typeProblem);
      return null;
    }
    Area area = null;
    if (kind == Kind.MANE) {
      area = Area.home(controller);
    } else if (kind == Kind.PROBLEM) {
      area = Area.problem(owner);
    } else if (kind == Kind.PLAY) {
      area = areaText == null ? Area.home(controller) : Refs.area(areaText, controller);
      if (area == null) {
        ck.error(JsonSource.child(ptr, "area"), "an area is \"home\", \"problem:p1\" or \"problem:p2\" (or "
            + "\"home:p1\"/\"home:p2\"), not \"" + areaText + "\"");
        return null;
      }
      String where = placeProblem(def.type(), area, owner);
      if (where != null) {
        ck.error(areaText == null ? cardPtr : JsonSource.child(ptr, "area"), def.id() + " is a " + def.type().display()
            + "; " + where);
        return null;
      }
    }
    if (confronted && def.type() != CardType.PROBLEM) {
      ck.error(JsonSource.child(ptr, "confronted"), "only a Problem is confronted (611); its bonus is then gone "
          + "(611.4a)");
      return null;
    }
    if (faceDown && def.type() != CardType.TROUBLEMAKER) {
      ck.error(JsonSource.child(ptr, "faceDown"), "only Troublemakers are played face down (609.2c); to turn a Friend "
          + "face down, frighten it");
      return null;
    }
    if (frightened && !counters.isEmpty()) {
      ck.error(JsonSource.child(ptr, "counters"), "a frightened card has no counters: they are removed as it is "
          + "frightened (504.1)");
      return null;
    }
    return new Entry(ptr, owner, kind, def.id(), label, count, area, controller, exhausted, frightened, faceDown,
        boosted, host, confronted, counters, beneath);
  }

  /** {@code "counters": {"glow": 2}}: counters by kind, each 1 to 99 (519). */
  private static void counters(JsonNode n, String ptr, Map<String, Integer> out, Checks ck) {
    if (!ck.object(n, ptr, "'counters'")) {
      return;
    }
    var names = n.fieldNames();
    while (names.hasNext()) {
      String kind = names.next();
      if (!COUNTER_KIND.matcher(kind).matches()) {
        ck.error(JsonSource.child(ptr, kind), "a counter's kind is a word, like \"glow\" or \"power\", or \"+1 power\", not \""
            + kind + "\"");
        continue;
      }
      Integer v = ck.integer(n, ptr, kind, 1, StateInvariants.MAX_COUNTERS);
      if (v != null) {
        out.put(kind, v);
      }
    }
  }

  private static String typeProblem(Kind kind, CardType type) {
    return switch (kind) {
      case MANE -> type == CardType.MANE_CHARACTER ? null : "'mane' needs a Mane Character";
      case PROBLEM -> type == CardType.PROBLEM ? null : "'problem' needs a Problem";
      case DRAW -> type.belongsInDrawDeck() ? null : "hands and draw decks hold Friends, Events, Resources and "
          + "Troublemakers only (101.2)";
      case PROBLEM_DECK -> type == CardType.PROBLEM ? null : "a Problem deck holds Problems only";
      case ANY, BANISHED -> type == CardType.MANE_CHARACTER ? "a Mane Character never leaves play (301.5)" : null;
      case PLAY -> type == CardType.EVENT ? "Events never stay in play (304.2)" : null;
    };
  }

  private static String placeProblem(CardType type, Area area, int owner) {
    if (type == CardType.PROBLEM && (area.home() || area.owner() != owner)) {
      return "a Problem sits at its owner's Problem area (problem:" + Refs.player(owner) + ")";
    }
    if (type == CardType.TROUBLEMAKER && area.home()) {
      return "Troublemakers are played to Problems (609.2c)";
    }
    return null;
  }

  /** Each player: one Mane Character, one Problem in their area; nothing stacked wrongly. */
  private static void checkTable(List<Seat> seats, CardPool pool, Checks ck, Stage stage) {
    int[] manes = new int[2];
    String[] problemAt = new String[2];
    for (int p = 0; p < seats.size(); p++) {
      for (Entry e : seats.get(p).play) {
        CardType type = pool.get(e.defId()).type();
        if (type == CardType.MANE_CHARACTER) {
          manes[e.controller()] += e.count();
          if (manes[e.controller()] > 1) {
            ck.error(e.ptr(), Refs.player(e.controller()) + " already controls a Mane Character; a player has one");
          }
        }
        if (type == CardType.PROBLEM) {
          int a = e.area().owner();
          if (problemAt[a] != null || e.count() > 1) {
            ck.error(e.ptr(), "problem:" + Refs.player(a) + " already has a Problem"
                + (problemAt[a] == null ? "" : " (" + problemAt[a] + ")"));
          }
          problemAt[a] = e.ptr();
        }
      }
    }
    for (int p = 0; p < seats.size(); p++) {
      String ptr = JsonSource.child("/players", p);
      if (manes[p] == 0) {
        ck.error(ptr, Refs.player(p) + " has no Mane Character in play: add \"mane\": \"<card id>\"");
      }
      if (stage == Stage.SETUP_STARTING_PROBLEM) {
        // 102.2: the Starting Problem is still in the Problem deck.
        if (problemAt[p] != null) {
          ck.error(problemAt[p], "at SETUP_STARTING_PROBLEM no Problem is in play yet: put it in 'problemDeck' (102.2)");
        }
        boolean starting = false;
        for (Entry e : seats.get(p).zones.get("problemDeck")) {
          starting |= pool.get(e.defId()).startingProblem();
        }
        if (!starting) {
          ck.error(ptr, Refs.player(p) + "'s Problem deck has no Starting Problem to choose (101.3c, 102.2)");
        }
      } else if (problemAt[p] == null) {
        ck.error(ptr, Refs.player(p) + " has no Problem in play: add \"problem\": \"<card id>\"");
      }
    }
  }
}
