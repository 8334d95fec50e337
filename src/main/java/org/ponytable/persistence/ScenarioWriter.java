package org.ponytable.persistence;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.Stats;
import org.ponytable.engine.state.AbilityState;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Modifier;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.terms.CardType;

/**
 * Writes a game position as a scenario file (docs/scenarios.md), for the rules tester who played
 * to a position and wants to keep it. A written scenario never lies: before it is handed out it is
 * loaded back, run to its first decision and compared with the position, and its checks are run;
 * a position holding something the format can't state yet is refused, saying what.
 */
public final class ScenarioWriter {
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** The position holds something a scenario can't state yet; the message says what, in plain words. */
  public static final class CannotWrite extends Exception {
    CannotWrite(String why) {
      super(why);
    }
  }

  private final GameState s;
  private final CardPool base;
  /** Card ids in the written scenario, by id in the game: the loader numbers cards in file order. */
  private final Map<Integer, Integer> renumbered = new HashMap<>();
  private final Map<Integer, String> labels = new HashMap<>();

  private ScenarioWriter(GameState s, CardPool base) {
    this.s = s;
    this.base = base;
  }

  /**
   * The scenario text of {@code s}, with {@code expect} checks of the position as it stands when
   * {@code withChecks}.
   *
   * @param base the cards under {@code cards/}, which a scenario may name
   */
  public static String write(GameState s, CardPool base, String description, boolean withChecks) throws CannotWrite {
    ScenarioWriter w = new ScenarioWriter(s, base);
    w.refuseWhatCannotBeStated();
    ObjectNode root = w.scenario(description, withChecks);
    String text;
    try {
      text = JSON.writeValueAsString(root) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
    w.checkReadsBack(text, withChecks);
    return text;
  }

  // ------------------------------------------------------------------ what a scenario can state

  private void refuseWhatCannotBeStated() throws CannotWrite {
    if (s.isOver()) {
      throw new CannotWrite("the game is over");
    }
    Decision d = s.decision();
    boolean window = d != null && d.kind() == DecisionKind.PRIORITY && s.stage().window() && s.turn() > 0;
    if (!window && !asksAsReached(s)) {
      throw new CannotWrite("a position is saved in a priority window (a player may act or pass); "
          + "this one waits for " + (d == null ? "nothing" : d.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ')));
    }
    if (!s.pending().isEmpty()) {
      throw new CannotWrite("something is being resolved (a faceoff, an effect or a replacement choice); "
          + "save when it is done");
    }
    AbilityState a = s.abilities();
    if (!a.waiting().isEmpty() || !a.wave().isEmpty() || !a.chances().isEmpty()) {
      throw new CannotWrite("triggered effects or reactions are waiting; save when they are done");
    }
    if (!a.controlChanges().isEmpty() || !a.triggeredModifiers().isEmpty()) {
      throw new CannotWrite("a change of control or a triggered modifier lasts a while here, which scenarios "
          + "can't state yet");
    }
    for (Modifier m : a.modifiers()) {
      if (m.duration() != Duration.TURN) {
        throw new CannotWrite("a modifier lasts until " + m.duration().jsonName() + ", which scenarios can't state yet "
            + "(only until the end of the turn)");
      }
      if (!m.change().colorPower().isEmpty()) {
        throw new CannotWrite("a modifier gives colored power, which scenarios can't state yet");
      }
      if (!m.change().cant().isEmpty()) {
        throw new CannotWrite("a modifier says a card can't do something, which scenarios can't state yet");
      }
    }
    if (!s.challenged().isEmpty() && s.stage() != org.ponytable.engine.state.Stage.CHALLENGE) {
      throw new CannotWrite("the Challenge Step is under way: Troublemakers were challenged, which a scenario states only at the Challenge "
          + "Step's choice (608.3); save in another window");
    }
    ScoreBook book = s.scoreBook();
    if (!book.phaseEmpty()) {
      boolean scoring = s.stage().phase() == org.ponytable.engine.terms.Phase.SCORE
          && s.stage() != org.ponytable.engine.state.Stage.SCORE_PHASE_START;
      boolean confrontStep = s.stage() == org.ponytable.engine.state.Stage.CONFRONT_STEP_START
          || s.stage() == org.ponytable.engine.state.Stage.CONFRONT_STEP_END;
      if (!scoring || (book.current() >= 0) != confrontStep) {
        throw new CannotWrite("the Score Phase's record is kept at " + s.stage().display() + ", which scenarios can't "
            + "state yet; save in another window");
      }
      if (!book.opponentCouldConfront().isEmpty() || !book.scoredWith().isEmpty()) {
        throw new CannotWrite("points were scored with cards this phase, or the opponent could also confront a "
            + "Problem (611.4), which scenarios can't state yet");
      }
    }
    for (int p = 0; p < 2; p++) {
      PlayerState ps = s.player(p);
      if (ps.phaseTokens() > 0 || !ps.nextPlay().isEmpty() || !ps.requirementCuts().isEmpty()
          || !ps.confrontChanges().isEmpty()) {
        throw new CannotWrite(ps.name() + " has action tokens that end with the phase, a cost change for the next "
            + "card played, lowered play requirements or changed confront requirements, which scenarios can't state yet");
      }
      // Flipped cards exist only during a faceoff (514.6), which is never saved (pending above).
      if (!ps.flipped().isEmpty()) {
        throw new CannotWrite(ps.name() + " has flipped cards, which exist only during a faceoff (514.6)");
      }
    }
    for (var card : s.cards()) {
      var def = base.find(card.defId());
      if (def.isEmpty()) {
        throw new CannotWrite(card.defId() + " is not a card of the card folder");
      }
      // A token copy keeps the copied card's id (rulings.md, token copies): written by that id it would
      // load as the card itself, which goes to a discard pile instead of ceasing to exist.
      if (card.def().token() && !def.get().token()) {
        throw new CannotWrite("a token copy of " + card.def().title() + " exists, which scenarios can't state yet");
      }
    }
  }

  /**
   * A stage whose question the engine asks as the stage is reached, from the position alone: a
   * scenario starting there asks it again (102.2, 102.4, 610.1, 608.3).
   */
  private static boolean asksAsReached(GameState s) {
    Decision d = s.decision();
    if (d == null) {
      return false;
    }
    return switch (s.stage()) {
      case SETUP_STARTING_PROBLEM -> d.kind() == DecisionKind.STARTING_PROBLEM;
      case SETUP_MULLIGAN -> d.kind() == DecisionKind.MULLIGAN;
      case CHOOSE_CONFRONT -> d.kind() == DecisionKind.CONFRONT_ORDER;
      case CHALLENGE -> d.kind() == DecisionKind.CHALLENGE;
      default -> false;
    };
  }

  private boolean setup() {
    return s.stage().phase() == org.ponytable.engine.terms.Phase.SETUP;
  }

  // ------------------------------------------------------------------ writing

  private ObjectNode scenario(String description, boolean withChecks) {
    // Cards in play and in hands are labelled up front: a host may be written after its attachment.
    s.play().forEach(c -> label(c.id()));
    s.players().forEach(ps -> ps.hand().forEach(this::label));
    ObjectNode root = JSON.createObjectNode();
    root.put("description", description);
    // The random state goes on from where the game stood: later shuffles and flips come out the same.
    root.put("seed", s.rng());
    if (!setup()) {
      root.put("turn", s.turn()); // 102: during setup no turn has started
    }
    root.put("turnPlayer", Refs.player(s.turnPlayer()));
    if (s.firstPlayer() >= 0) {
      root.put("firstPlayer", Refs.player(s.firstPlayer()));
    }
    root.put("stage", s.stage().name());
    int holder = s.decision().player();
    if (holder != s.turnPlayer() && s.decision().kind() == DecisionKind.PRIORITY) {
      root.put("priority", Refs.player(holder));
    }
    if (s.passes() > 0 && s.decision().kind() == DecisionKind.PRIORITY) {
      root.putObject("thisTurn").put("passes", s.passes());
    }
    if (!s.challenged().isEmpty()) {
      // 608.3: Troublemakers already challenged this step.
      putRefs(root.has("thisTurn") ? (ObjectNode) root.get("thisTurn") : root.putObject("thisTurn"), "challenged",
          s.challenged());
    }
    ScoreBook book = s.scoreBook();
    if (!book.phaseEmpty()) {
      // 610.1, 612, 613.1: the Score Phase so far.
      ObjectNode history = root.has("thisTurn") ? (ObjectNode) root.get("thisTurn") : root.putObject("thisTurn");
      putRefs(history, "confrontSteps", book.stepsDone());
      putRefs(history, "confronted", book.confronted());
      putRefs(history, "problemFaceoffs", book.faceoffProblems());
      if (book.current() >= 0) {
        history.put("confronting", ref(book.current()));
      }
    }
    org.ponytable.engine.state.TurnCounts counts = book.counts();
    if (!counts.equals(org.ponytable.engine.state.TurnCounts.EMPTY)) {
      // What the turn counted so far (history conditions), per player.
      ObjectNode history = root.has("thisTurn") ? (ObjectNode) root.get("thisTurn") : root.putObject("thisTurn");
      putCounts(history, "played", counts.played());
      putCounts(history, "discarded", counts.discarded());
      putCounts(history, "problemWinBy", counts.problemWinBy());
      putCounts(history, "drawn", counts.drawn());
      putCounts(history, "moved", counts.moved());
      putCounts(history, "friendsLeftPlay", counts.friendsLeft());
      putRefs(history, "firstTimes", counts.firstTimes());
      putCounts(history, "tokensGained", counts.tokensGained());
      putCounts(history, "extraTurns", counts.extraTurns());
      putCounts(history, "scored", counts.scored());
      putCounts(history, "noEvents", counts.noEvents());
    }
    ArrayNode players = root.putArray("players");
    for (int p = 0; p < 2; p++) {
      players.add(player(p));
    }
    if (!s.abilities().modifiers().isEmpty()) {
      ObjectNode history = root.has("thisTurn") ? (ObjectNode) root.get("thisTurn") : root.putObject("thisTurn");
      ArrayNode mods = history.putArray("modifiers");
      for (Modifier m : s.abilities().modifiers()) {
        ObjectNode o = mods.addObject();
        o.put("target", ref(m.target()));
        o.put("source", ref(m.source()));
        Ability.Change ch = m.change();
        if (ch.power() != 0) {
          o.put("power", ch.power());
        }
        if (ch.setPower() != null) {
          o.put("setPower", ch.setPower());
        }
        if (!ch.colors().isEmpty()) {
          ArrayNode cs = o.putArray("colors");
          ch.colors().forEach(c -> cs.add(c.jsonName()));
        }
        o.put("until", m.duration().jsonName());
      }
    }
    root.putArray("actions");
    if (withChecks) {
      root.set("expect", expect());
    }
    return root;
  }

  private void putRefs(ObjectNode o, String field, List<Integer> ids) {
    if (!ids.isEmpty()) {
      ArrayNode a = o.putArray(field);
      ids.forEach(id -> a.add(ref(id)));
    }
  }

  private ObjectNode player(int p) {
    PlayerState ps = s.player(p);
    ObjectNode o = JSON.createObjectNode();
    o.put("name", ps.name());
    o.put("score", ps.score());
    o.put("tokens", ps.tokens());
    // The loader numbers cards in this order: mane, problem, play, hand, draw deck, Problem deck,
    // discard pile, banished zone, p1 then p2; what is written follows it.
    List<InPlay> owned = s.play().stream().filter(c -> s.card(c.id()).owner() == p).toList();
    // A Mane Character away from home (it moves like a Friend) is written as a card in play with its area.
    InPlay mane = owned.stream().filter(c -> type(c.id()) == CardType.MANE_CHARACTER
        && c.area().equals(Area.home(c.controller()))).findFirst().orElse(null);
    InPlay problem = owned.stream().filter(c -> type(c.id()) == CardType.PROBLEM).findFirst().orElse(null);
    if (mane != null) {
      o.set("mane", inPlay(mane, true));
    }
    if (problem != null) {
      o.set("problem", inPlay(problem, true));
    }
    ArrayNode play = o.putArray("play");
    for (InPlay c : owned) {
      if (c != mane && c != problem) {
        play.add(inPlay(c, false));
      }
    }
    o.set("hand", zone(ps.hand(), true));
    o.set("drawDeck", zone(ps.drawDeck(), false));
    o.set("problemDeck", zone(ps.problemDeck(), false));
    o.set("discard", zone(ps.discard(), false));
    ArrayNode banished = zone(ps.banished(), false);
    // Cards beneath a card in play (glossary: Pumped) say which.
    for (int i = 0; i < ps.banished().size(); i++) {
      Integer under = ps.beneath().get(ps.banished().get(i));
      if (under != null) {
        ObjectNode b = JSON.createObjectNode();
        b.put("card", banished.get(i).textValue());
        b.put("beneath", ref(under));
        banished.set(i, b);
      }
    }
    o.set("banished", banished);
    if (setup()) {
      // 102.2, 102.4: what each player has already decided.
      if (ps.startingProblem() >= 0 && ps.problemDeck().contains(ps.startingProblem())) {
        o.put("startingProblem", ref(ps.startingProblem()));
      }
      if (ps.mulligan() != null) {
        o.put("mulligan", ps.mulligan());
      }
    }
    return o;
  }

  private ObjectNode inPlay(InPlay c, boolean fixedArea) {
    ObjectNode o = entry(c.id());
    int owner = s.card(c.id()).owner();
    if (c.host() >= 0) {
      o.put("host", ref(c.host()));
    } else if (!fixedArea) {
      o.put("area", Refs.area(c.area()));
    }
    if (c.controller() != owner) {
      o.put("controller", Refs.player(c.controller()));
    }
    putIf(o, "exhausted", c.exhausted());
    putIf(o, "frightened", c.frightened());
    // A frightened card is face down by being frightened (504.1); only a Troublemaker is written face down.
    putIf(o, "faceDown", c.faceDown() && !c.frightened());
    putIf(o, "boosted", c.boosted());
    putIf(o, "confronted", c.confronted());
    if (!c.counters().isEmpty()) {
      ObjectNode counters = o.putObject("counters");
      new java.util.TreeMap<>(c.counters()).forEach(counters::put);
    }
    return o;
  }

  private ArrayNode zone(List<Integer> ids, boolean labelled) {
    ArrayNode a = JSON.createArrayNode();
    for (int id : ids) {
      if (labelled) {
        a.add(entry(id));
      } else {
        number(id);
        a.add(s.card(id).defId());
      }
    }
    return a;
  }

  /** A card object with a label, so actions and checks can name this copy. */
  private ObjectNode entry(int id) {
    number(id);
    ObjectNode o = JSON.createObjectNode();
    o.put("card", s.card(id).defId());
    o.put("label", labels.get(id));
    return o;
  }

  private void number(int id) {
    renumbered.put(id, renumbered.size());
  }

  /** A label, or the card's id in the written game for a card written without one. */
  private String ref(int id) {
    return labels.containsKey(id) ? labels.get(id) : "#" + Objects.requireNonNull(renumbered.get(id));
  }

  /** "applejack-12": the title's words and the card's id in the game, which makes it unique. */
  private String label(int id) {
    String slug = title(id).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-+|-+$)", "");
    if (slug.isEmpty() || !Character.isLetter(slug.charAt(0))) {
      slug = "card" + (slug.isEmpty() ? "" : "-" + slug);
    }
    String label = slug + "-" + id;
    labels.put(id, label);
    return label;
  }

  private static void putIf(ObjectNode o, String field, boolean on) {
    if (on) {
      o.put(field, true);
    }
  }

  private ObjectNode expect() {
    ObjectNode e = JSON.createObjectNode();
    e.put("turn", s.turn());
    e.put("turnPlayer", Refs.player(s.turnPlayer()));
    e.put("stage", s.stage().name());
    ObjectNode d = e.putObject("decision");
    d.put("kind", s.decision().kind().name());
    d.put("player", Refs.player(s.decision().player()));
    e.put("winner", "none");
    ArrayNode scores = e.putArray("scores");
    ArrayNode tokens = e.putArray("tokens");
    ArrayNode hands = e.putArray("handSizes");
    ArrayNode decks = e.putArray("drawDeckSizes");
    for (int p = 0; p < 2; p++) {
      scores.add(s.player(p).score());
      tokens.add(s.player(p).tokens());
      hands.add(s.player(p).hand().size());
      decks.add(s.player(p).drawDeck().size());
    }
    ObjectNode cards = e.putObject("cards");
    for (InPlay c : s.play()) {
      ObjectNode o = cards.putObject(ref(c.id()));
      o.put("zone", "play");
      o.put("area", Refs.area(c.area()));
      o.put("exhausted", c.exhausted());
      if (type(c.id()) != CardType.PROBLEM && type(c.id()) != CardType.RESOURCE && !c.faceDown()) {
        o.put("power", Stats.power(s, c));
      }
      if (!c.counters().isEmpty()) {
        ObjectNode counters = o.putObject("counters");
        new java.util.TreeMap<>(c.counters()).forEach(counters::put);
      }
    }
    return e;
  }

  // ------------------------------------------------------------------ reading it back

  private void checkReadsBack(String text, boolean withChecks) throws CannotWrite {
    Scenario back;
    try {
      back = new ScenarioLoader(base).read(text, "position");
    } catch (FileFormatException e) {
      throw new CannotWrite("the scenario would not load: " + e.getMessage());
    }
    GameState loaded = Engine.resume(back.start()).state();
    String diff = difference(loaded);
    if (diff != null) {
      throw new CannotWrite("the scenario would not give this position back (" + diff + "), so it is not written");
    }
    if (withChecks) {
      try {
        ScenarioRun run = back.run();
        if (!run.passed()) {
          throw new CannotWrite("its own checks would fail: " + run.failures().get(0).message());
        }
      } catch (FileFormatException e) {
        throw new CannotWrite("the scenario would not run: " + e.getMessage());
      }
    }
  }

  /** The first way the loaded position differs from the game's, card ids read through the renumbering. */
  private String difference(GameState t) {
    if (t.turn() != s.turn() || t.turnPlayer() != s.turnPlayer() || t.firstPlayer() != s.firstPlayer()) {
      return "the turn";
    }
    if (t.stage() != s.stage() || !sameDecision(t.decision()) || t.passes() != s.passes()) {
      return "where the game stands";
    }
    if (t.rng() != s.rng()) {
      return "the random state";
    }
    ScoreBook was = s.scoreBook();
    ScoreBook got = t.scoreBook();
    if (!was.counts().withoutFirstTimes().equals(got.counts().withoutFirstTimes())
        || !mapped(was.counts().firstTimes()).equals(got.counts().firstTimes())) {
      return "what the turn counted so far";
    }
    if (!mapped(was.stepsDone()).equals(got.stepsDone()) || !mapped(was.confronted()).equals(got.confronted())
        || !mapped(was.faceoffProblems()).equals(got.faceoffProblems())
        || (was.current() < 0 ? -1 : renumbered.get(was.current())) != got.current()) {
      return "the Score Phase so far";
    }
    for (int p = 0; p < 2; p++) {
      PlayerState a = s.player(p);
      PlayerState b = t.player(p);
      if (a.tokens() != b.tokens() || a.score() != b.score() || !a.name().equals(b.name())
          || a.phaseTokens() != b.phaseTokens() || !a.nextPlay().equals(b.nextPlay())
          || !a.requirementCuts().equals(b.requirementCuts()) || !a.confrontChanges().equals(b.confrontChanges())) {
        return "a player's name, points or tokens";
      }
      if (!mapped(a.hand()).equals(b.hand()) || !mapped(a.drawDeck()).equals(b.drawDeck())
          || !mapped(a.problemDeck()).equals(b.problemDeck()) || !mapped(a.discard()).equals(b.discard())
          || !mapped(a.banished()).equals(b.banished())) {
        return "a zone of " + a.name();
      }
      Map<Integer, Integer> under = new HashMap<>();
      a.beneath().forEach((card, host) -> under.put(renumbered.get(card), renumbered.get(host)));
      if (!under.equals(b.beneath())) {
        return "the cards beneath cards of " + a.name();
      }
    }
    if (t.play().size() != s.play().size()) {
      return "the cards in play";
    }
    for (InPlay c : s.play()) {
      InPlay d = t.inPlay(renumbered.get(c.id()));
      if (d == null || d.controller() != c.controller() || !d.area().equals(c.area()) || d.exhausted() != c.exhausted()
          || d.frightened() != c.frightened() || d.faceDown() != c.faceDown() || d.boosted() != c.boosted()
          || d.host() != (c.host() < 0 ? -1 : renumbered.get(c.host())) || !d.counters().equals(c.counters())
          || d.confronted() != c.confronted()) {
        return title(c.id()) + " in play";
      }
      if (Stats.power(t, d) != Stats.power(s, c) || !Stats.colors(t, d).equals(Stats.colors(s, c))) {
        return "the power or colors of " + title(c.id());
      }
    }
    List<Modifier> a = s.abilities().modifiers();
    List<Modifier> b = t.abilities().modifiers();
    if (a.size() != b.size()) {
      return "the modifiers";
    }
    for (int i = 0; i < a.size(); i++) {
      Modifier x = a.get(i);
      Modifier y = b.get(i);
      if (renumbered.get(x.target()) != y.target() || renumbered.get(x.source()) != y.source()
          || !x.change().equals(y.change()) || x.duration() != y.duration()) {
        return "the modifiers";
      }
    }
    return null;
  }

  private boolean sameDecision(Decision d) {
    Decision o = s.decision();
    return d != null && d.kind() == o.kind() && d.player() == o.player()
        // Areas and modes keep their numbers; only cards are renumbered.
        && (o.kind().offers() == org.ponytable.engine.state.DecisionKind.Offers.CARD ? mapped(o.options()) : o.options())
            .equals(d.options());
  }

  private List<Integer> mapped(List<Integer> ids) {
    return ids.stream().map(renumbered::get).toList();
  }

  private CardType type(int id) {
    return def(id).type();
  }

  private CardDef def(int id) {
    return s.pool().get(s.card(id).defId());
  }

  private String title(int id) {
    return def(id).title();
  }

  private static void putCounts(ObjectNode history, String field, List<Integer> perPlayer) {
    if (perPlayer.stream().anyMatch(n -> n != 0)) {
      ArrayNode a = history.putArray(field);
      perPlayer.forEach(a::add);
    }
  }
}
