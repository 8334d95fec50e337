package org.ponytable.persistence;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.event.Mentions;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.rules.Faceoffs;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.CardInfo;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.GameResult;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.view.EventWords;

/**
 * JSON forms of states and events for the command line, logs and replays. Players are written
 * "p1"/"p2" as in the action notation; cards by their id in the game, with the definition id
 * (and the scenario label, if any) where a reader needs to know which card it is.
 */
public final class GameJson {
  private GameJson() {}

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** Pretty output for people; keys stay in insertion order so related fields sit together. */
  public static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private static final ObjectMapper COMPACT = new ObjectMapper();

  public static String pretty(JsonNode n) {
    try {
      return MAPPER.writeValueAsString(n);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  public static String compact(JsonNode n) {
    try {
      return COMPACT.writeValueAsString(n);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  // ---- events ----

  /**
   * {@code {"type": "Scored", "player": "p1", "points": 1, ...}}, one field per record component:
   * players as "p1"/"p2" (null for nobody), cards by id, as each field says it is ({@link Mentions}).
   */
  public static ObjectNode event(GameEvent e) {
    ObjectNode o = NODES.objectNode();
    o.put("type", e.getClass().getSimpleName());
    List<Mentions.Part> parts = Mentions.parts(e.getClass());
    Object[] values = Mentions.values(e);
    for (int i = 0; i < values.length; i++) {
      o.set(parts.get(i).name(), value(parts.get(i).role(), values[i]));
    }
    return o;
  }

  public static ArrayNode events(List<GameEvent> events) {
    ArrayNode a = NODES.arrayNode();
    for (GameEvent e : events) {
      a.add(event(e));
    }
    return a;
  }

  private static JsonNode value(Mentions.Role role, Object v) {
    if (v == null) {
      return NODES.nullNode();
    }
    if (v instanceof Integer i) {
      return role == Mentions.Role.PLAYER ? text(Refs.player(i)) : NODES.numberNode(i);
    }
    if (v instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    if (v instanceof Area a) {
      return NODES.textNode(a.toString());
    }
    if (v instanceof Enum<?> en) {
      return NODES.textNode(en.name());
    }
    if (v instanceof List<?> l) {
      ArrayNode a = NODES.arrayNode();
      for (Object x : l) {
        a.add(value(role, x));
      }
      return a;
    }
    return NODES.textNode(v.toString());
  }

  private static JsonNode text(String s) {
    return s == null ? NODES.nullNode() : NODES.textNode(s);
  }

  /** One line for people: {@code Scored player=p1 points=1 total=3 why="confronted X"}. */
  public static String eventLine(GameEvent e) {
    return eventLine(e, id -> "#" + id);
  }

  /**
   * As {@link #eventLine(GameEvent)}, naming cards with {@code cardName}: players "p1"/"p2" and
   * areas "home:p1" as the action notation writes them; a card or player of -1 is "none", a
   * card's stand-in id (a redacted event's) "hidden".
   */
  public static String eventLine(GameEvent e, IntFunction<String> cardName) {
    return EventWords.trace(e, new EventWords.Naming() {
      @Override
      public String player(int p) {
        return p < 0 ? "none" : Refs.player(p);
      }

      @Override
      public String card(int id) {
        return id == -1 ? "none" : id < 0 ? "hidden" : cardName.apply(id);
      }

      @Override
      public String areaByName(Area a) {
        return Refs.area(a);
      }
    });
  }

  // ---- states ----

  /**
   * The readable summary: zones per player, the play zone with statuses, scores, tokens, turn,
   * stage, decision, faceoff, result and the legal actions. {@code labels} maps card ids to
   * scenario labels (may be empty).
   */
  public static ObjectNode state(GameState s, Map<Integer, String> labels) {
    ObjectNode o = NODES.objectNode();
    o.put("turn", s.turn());
    o.set("turnPlayer", text(Refs.player(s.turnPlayer())));
    o.set("firstPlayer", text(Refs.player(s.firstPlayer())));
    o.put("stage", s.stage().name());
    o.put("stageName", s.stage().display());
    Decision d = s.decision();
    if (d == null) {
      o.putNull("decision");
    } else {
      ObjectNode dn = o.putObject("decision");
      dn.put("kind", d.kind().name());
      dn.set("player", text(Refs.player(d.player())));
      dn.put("prompt", d.kind().prompt());
      ArrayNode opts = dn.putArray("options");
      for (int id : d.options()) {
        // An AREA decision offers areas (Area.code), not cards.
        if (d.kind().offers() == org.ponytable.engine.state.DecisionKind.Offers.COLOR) {
          opts.add(org.ponytable.engine.state.DecisionKind.colorOffered(id).jsonName());
        } else if (d.kind().offers() == org.ponytable.engine.state.DecisionKind.Offers.MODE) {
          // A MODE decision offers modes (Mode.code), in words.
          opts.add(org.ponytable.engine.rules.EffectWord.modeOffered(s.resolving(), id));
        } else if (d.kind().offersAreas()) {
          opts.add(Area.ofCode(id).toString());
        } else {
          opts.add(card(s, id, labels));
        }
      }
    }
    GameResult r = s.result();
    if (r == null) {
      o.putNull("result");
    } else {
      ObjectNode rn = o.putObject("result");
      rn.set("winner", text(Refs.player(r.winner())));
      rn.put("draw", r.isDraw());
      rn.put("reason", r.reason());
    }
    ArrayNode players = o.putArray("players");
    for (int p = 0; p < s.players().size(); p++) {
      PlayerState ps = s.player(p);
      ObjectNode pn = players.addObject();
      pn.put("player", Refs.player(p));
      pn.put("name", ps.name());
      pn.put("score", ps.score());
      pn.put("tokens", ps.tokens());
      pn.set("hand", cards(s, ps.hand(), labels));
      pn.set("drawDeck", cards(s, ps.drawDeck(), labels));
      pn.set("flipped", cards(s, ps.flipped(), labels));
      pn.set("problemDeck", cards(s, ps.problemDeck(), labels));
      pn.set("discard", cards(s, ps.discard(), labels));
      pn.set("banished", cards(s, ps.banished(), labels));
    }
    ArrayNode play = o.putArray("play");
    for (InPlay c : s.play()) {
      ObjectNode cn = card(s, c.id(), labels);
      cn.put("owner", Refs.player(s.owner(c.id())));
      cn.put("controller", Refs.player(c.controller()));
      cn.put("area", c.area().toString());
      cn.put("exhausted", c.exhausted());
      cn.put("frightened", c.frightened());
      cn.put("faceDown", c.faceDown());
      cn.put("boosted", c.boosted());
      cn.put("confronted", c.confronted());
      if (c.host() >= 0) {
        cn.put("host", c.host());
      }
      if (!c.counters().isEmpty()) {
        ObjectNode counters = cn.putObject("counters");
        new TreeMap<>(c.counters()).forEach(counters::put);
      }
      play.add(cn);
    }
    Faceoff f = s.faceoff();
    if (f == null) {
      o.putNull("faceoff");
    } else {
      ObjectNode fn = o.putObject("faceoff");
      fn.put("kind", f.kind().name());
      fn.set("problems", cards(s, f.problems(), labels));
      fn.set("troublemaker", f.troublemaker() < 0 ? NODES.nullNode() : card(s, f.troublemaker(), labels));
      fn.put("challenger", Refs.player(f.challenger()));
      fn.put("stage", f.stage().name());
      int[] totals = Faceoffs.totals(s);
      fn.putArray("totals").add(totals[0]).add(totals[1]);
      if (f.byEffect() != null) {
        // 514.2c: the card whose effect started it, and its cards involved now (514.2d).
        fn.set("startedBy", card(s, f.byEffect().source(), labels));
        fn.set("involved", cards(s, Faceoffs.involvedCards(s, f).stream().map(c -> c.id()).toList(), labels));
      }
      int[] mods = Faceoffs.totalModifiers(s);
      if (mods[0] != 0 || mods[1] != 0) {
        fn.putArray("totalModifiers").add(mods[0]).add(mods[1]);
      }
    }
    ArrayNode legal = o.putArray("legalActions");
    for (Action a : Engine.legalActions(s)) {
      legal.add(Notation.format(a));
    }
    return o;
  }

  /** {@code {"id": 3, "def": "f-y1", "label": "sunny"}}; the label only when there is one. */
  public static ObjectNode card(GameState s, int id, Map<Integer, String> labels) {
    ObjectNode o = NODES.objectNode();
    o.put("id", id);
    o.put("def", s.card(id).defId());
    String label = labels.get(id);
    if (label != null) {
      o.put("label", label);
    }
    return o;
  }

  private static ArrayNode cards(GameState s, List<Integer> ids, Map<Integer, String> labels) {
    ArrayNode a = NODES.arrayNode();
    for (int id : ids) {
      a.add(card(s, id, labels));
    }
    return a;
  }

  // ---- exact comparison ----

  /**
   * Every field of the state except the card definitions, in a fixed order: two states with the
   * same dump are the same game position, random state included.
   */
  public static ObjectNode full(GameState s) {
    ObjectNode o = NODES.objectNode();
    ArrayNode cards = o.putArray("cards");
    for (CardInfo c : s.cards()) {
      cards.addArray().add(c.id()).add(c.defId()).add(c.owner());
    }
    ArrayNode players = o.putArray("players");
    for (PlayerState ps : s.players()) {
      ObjectNode pn = players.addObject();
      pn.put("name", ps.name());
      pn.set("drawDeck", ints(ps.drawDeck()));
      pn.set("flipped", ints(ps.flipped()));
      pn.set("problemDeck", ints(ps.problemDeck()));
      pn.set("hand", ints(ps.hand()));
      pn.set("discard", ints(ps.discard()));
      pn.set("banished", ints(ps.banished()));
      if (!ps.beneath().isEmpty()) {
        ObjectNode under = pn.putObject("beneath");
        ps.beneath().forEach((card, host) -> under.put(String.valueOf(card), host));
      }
      pn.put("tokens", ps.tokens());
      pn.put("score", ps.score());
      pn.put("mulligan", ps.mulligan() == null ? "undecided" : ps.mulligan().toString());
      pn.put("startingProblem", ps.startingProblem());
    }
    ArrayNode play = o.putArray("play");
    for (InPlay c : s.play()) {
      ObjectNode cn = play.addObject();
      cn.put("id", c.id());
      cn.put("controller", c.controller());
      cn.put("area", c.area().toString());
      cn.put("exhausted", c.exhausted());
      cn.put("frightened", c.frightened());
      cn.put("faceDown", c.faceDown());
      cn.put("boosted", c.boosted());
      cn.put("host", c.host());
      ObjectNode counters = cn.putObject("counters");
      new TreeMap<>(c.counters()).forEach(counters::put);
      cn.put("confronted", c.confronted());
      if (!c.chosenColors().isEmpty()) {
        // Only when some, so states without chosen colors keep their text.
        cn.put("chosenColors", c.chosenColors().toString());
      }
    }
    o.put("turn", s.turn());
    o.put("firstPlayer", s.firstPlayer());
    o.put("turnPlayer", s.turnPlayer());
    o.put("stage", s.stage().name());
    Decision d = s.decision();
    o.put("decision", d == null ? "none" : d.kind() + " " + d.player() + " " + d.options());
    o.put("passes", s.passes());
    o.put("lastPriority", s.lastPriority());
    ScoreBook b = s.scoreBook();
    o.put("scoreBook", b.stepsDone() + " " + b.current() + " " + b.confronted() + " " + b.opponentCouldConfront()
        + " " + b.faceoffProblems()
        // Only when any: states of before this record keep their text.
        + (b.scoredWith().isEmpty() ? "" : " " + new java.util.TreeMap<>(b.scoredWith())));
    Faceoff f = s.faceoff();
    o.put("faceoff", f == null ? "none" : f.toString());
    o.set("challenged", ints(s.challenged()));
    GameResult r = s.result();
    o.put("result", r == null ? "none" : r.winner() + " " + r.reason());
    o.put("rng", s.rng());
    o.put("seed", s.seed());
    // Only when in use, so states of games without abilities keep their old fingerprints.
    // What is processed and the 710.5 choices are procedures in progress now, not part of the
    // abilities, but they stay in this text where replays' fingerprints have always had them.
    if (!s.abilities().isEmpty() || s.resolving() != null || s.replacing() != null) {
      o.put("abilities", s.abilities().text(s.resolving(), s.replacing()));
    }
    return o;
  }

  /** SHA-256 of the full dump, written into replays so a replay can prove it reproduced the game. */
  public static String fingerprint(GameState s) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      byte[] hash = md.digest(compact(full(s)).getBytes(StandardCharsets.UTF_8));
      return "sha256:" + HexFormat.of().formatHex(hash);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }

  private static ArrayNode ints(List<Integer> l) {
    ArrayNode a = NODES.arrayNode();
    l.forEach(a::add);
    return a;
  }

  // ---- whole reports, as text, so the command line needs no JSON library of its own ----

  /** One random game of the {@code random} command. */
  public record PlayedGame(int number, long seed, GameSetup setup, List<String> deckFiles,
      GameLog log) {}

  /** The {@code random} command's output: an array of games, each with its whole log. */
  public static String randomGames(List<PlayedGame> games) {
    ArrayNode all = NODES.arrayNode();
    for (PlayedGame g : games) {
      GameState end = g.log().last();
      ObjectNode game = all.addObject();
      game.put("game", g.number());
      game.put("seed", g.seed());
      ArrayNode players = game.putArray("players");
      for (int p = 0; p < g.setup().seats().size(); p++) {
        ObjectNode pn = players.addObject().put("player", Refs.player(p)).put("name", g.setup().seats().get(p).name());
        pn.put("deckFile", g.deckFiles() == null || p >= g.deckFiles().size() ? null : g.deckFiles().get(p));
      }
      game.set("result", state(end, Map.of()).get("result"));
      game.put("turns", end.turn());
      game.put("actions", g.log().size());
      game.putArray("scores").add(end.player(0).score()).add(end.player(1).score());
      game.setAll(g.log().toJson());
    }
    return pretty(all);
  }

  /** The {@code replay --json} output: the verdict, the final state and optionally the log. */
  public static String replayReport(String file, ReplayFile.Result r, boolean withLog) {
    ObjectNode o = NODES.objectNode();
    o.put("replay", file);
    o.put("actions", r.log().size());
    if (r.matches() == null) {
      o.putNull("finalStateMatches");
    } else {
      o.put("finalStateMatches", r.matches());
    }
    o.put("fingerprint", fingerprint(r.end()));
    o.set("state", state(r.end(), r.labels()));
    if (withLog) {
      o.setAll(r.log().toJson());
    }
    return pretty(o);
  }
}
