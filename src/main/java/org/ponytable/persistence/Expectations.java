package org.ponytable.persistence;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.event.Mentions;
import org.ponytable.engine.rules.Stats;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.Stage;

/**
 * The {@code expect} part of a scenario: checks on the final state and the events, read and
 * validated when the file loads, made after the actions ran. Each check knows its JSON pointer
 * so a failure is reported at the line that asked for it.
 */
public final class Expectations {
  private Expectations() {}

  /** What the checks look at. */
  public record Context(GameState end, List<GameEvent> events, Map<String, Integer> labels) {
    /** A card as failures show it: its label (else its card id) and its id in the game. */
    String name(int id) {
      for (Map.Entry<String, Integer> e : labels.entrySet()) {
        if (e.getValue() == id) {
          return e.getKey() + " #" + id;
        }
      }
      return end.card(id).defId() + " #" + id;
    }

    String names(List<Integer> ids) {
      List<String> out = new ArrayList<>();
      ids.forEach(id -> out.add(name(id)));
      return "[" + String.join(", ", out) + "]";
    }
  }

  /**
   * Cards a check expects, in order unless written {@code {"anyOrder": [...]}}. Each entry may
   * mean one card (a label, {@code #id}) or any copy of a card (a card id).
   */
  record CardList(List<String> refs, List<Set<Integer>> ids, boolean anyOrder) {
    /** Null when {@code actual} is the list expected, else why not. */
    String compare(List<Integer> actual, Context c, String what) {
      boolean ok = actual.size() == ids.size();
      if (ok && !anyOrder) {
        for (int i = 0; i < ids.size() && ok; i++) {
          ok = ids.get(i).contains(actual.get(i));
        }
      } else if (ok) {
        // One card each: entries naming one card first, so a card id takes what is left.
        List<Integer> left = new ArrayList<>(actual);
        List<Set<Integer>> order = new ArrayList<>(ids);
        order.sort((a, b) -> Integer.compare(a.size(), b.size()));
        for (Set<Integer> want : order) {
          Integer hit = left.stream().filter(want::contains).findFirst().orElse(null);
          if (hit == null) {
            ok = false;
            break;
          }
          left.remove(hit);
        }
      }
      if (ok) {
        return null;
      }
      List<String> wanted = new ArrayList<>();
      for (int i = 0; i < refs.size(); i++) {
        wanted.add(ids.get(i).size() == 1 && !refs.get(i).startsWith("#")
            ? refs.get(i) + " #" + ids.get(i).iterator().next() : refs.get(i));
      }
      return what + " " + c.names(actual) + (anyOrder ? "" : " in this order") + ", expected "
          + (anyOrder ? "in any order " : "") + "[" + String.join(", ", wanted) + "]";
    }
  }

  /** Reads a list of cards: an array (order matters) or {@code {"anyOrder": [...]}}. */
  static CardList cardList(JsonNode n, String ptr, Checks ck, CardRefs refs, String what) {
    boolean any = false;
    JsonNode list = n;
    String at = ptr;
    if (n != null && n.isObject()) {
      ck.onlyFields(n, ptr, List.of("anyOrder"));
      any = true;
      list = n.get("anyOrder");
      at = JsonSource.child(ptr, "anyOrder");
    }
    if (list == null || !list.isArray()) {
      ck.error(at, what + " is a list of cards in order, or {\"anyOrder\": [...]} when order does not matter, not "
          + Checks.kind(list));
      return null;
    }
    List<String> names = new ArrayList<>();
    List<Set<Integer>> ids = new ArrayList<>();
    boolean bad = false;
    for (int i = 0; i < list.size(); i++) {
      Set<Integer> one = refs.copies(list.get(i), JsonSource.child(at, i), ck);
      if (one == null) {
        bad = true;
      } else {
        names.add(list.get(i).textValue());
        ids.add(one);
      }
    }
    return bad ? null : new CardList(names, ids, any);
  }

  /** One check: null when it holds, else why not. */
  public record Check(String pointer, Function<Context, String> test) {
    /**
     * Why the check fails in {@code ctx}, or null when it holds; one that can't be made at this
     * point (a stepper showing a check before its moment) fails with the reason, never throws.
     */
    public String failure(Context ctx) {
      try {
        return test.apply(ctx);
      } catch (RuntimeException e) {
        return "the check could not be made here: " + e.getMessage();
      }
    }
  }

  static final List<String> FIELDS = List.of("turn", "turnPlayer", "stage", "decision", "winner", "scores", "tokens",
      "handSizes", "drawDeckSizes", "cards", "zones", "waiting", "events", "notEvents", "legal", "illegal");

  static final List<String> CARD_FIELDS = List.of("zone", "area", "controller", "exhausted", "frightened", "faceDown",
      "boosted", "power", "index", "host", "counters");

  static final List<String> ZONES = List.of("play", "hand", "drawDeck", "problemDeck", "discard", "banished");

  /** Event record names, for validating patterns. */
  private static final Map<String, Class<? extends GameEvent>> EVENT_TYPES = new LinkedHashMap<>();

  static {
    for (Class<?> c : GameEvent.class.getPermittedSubclasses()) {
      EVENT_TYPES.put(c.getSimpleName(), c.asSubclass(GameEvent.class));
    }
  }

  /** Reads the {@code expect} object; problems go to {@code ck}, valid checks are returned. */
  static List<Check> parse(JsonNode expect, String ptr, Checks ck, CardRefs refs) {
    List<Check> out = new ArrayList<>();
    if (expect == null || expect.isNull()) {
      return out;
    }
    if (!ck.object(expect, ptr, "'expect'")) {
      return out;
    }
    ck.onlyFields(expect, ptr, FIELDS);

    Integer turn = ck.integer(expect, ptr, "turn", 0, Integer.MAX_VALUE);
    if (turn != null) {
      out.add(new Check(JsonSource.child(ptr, "turn"), c -> c.end().turn() == turn ? null
          : "turn is " + c.end().turn() + ", expected " + turn));
    }
    Integer tp = ck.player(expect, ptr, "turnPlayer");
    if (tp != null) {
      out.add(new Check(JsonSource.child(ptr, "turnPlayer"), c -> c.end().turnPlayer() == tp ? null
          : "it is " + Refs.player(c.end().turnPlayer()) + "'s turn, expected " + Refs.player(tp) + "'s"));
    }
    String stageText = ck.text(expect, ptr, "stage");
    if (stageText != null) {
      Stage stage = ScenarioLoader.stage(stageText);
      if (stage == null) {
        ck.error(JsonSource.child(ptr, "stage"), ScenarioLoader.unknownStage(stageText));
      } else {
        out.add(new Check(JsonSource.child(ptr, "stage"), c -> c.end().stage() == stage ? null
            : "the stage is " + c.end().stage() + " (" + c.end().stage().display() + "), expected " + stage));
      }
    }
    if (expect.has("decision")) {
      decision(expect.get("decision"), JsonSource.child(ptr, "decision"), ck, refs, out);
    }
    String winner = ck.text(expect, ptr, "winner");
    if (winner != null) {
      winner(winner, JsonSource.child(ptr, "winner"), ck, out);
    }
    pair(expect, ptr, "scores", ck, out, ps -> ps.score(), "points");
    pair(expect, ptr, "tokens", ck, out, ps -> ps.tokens(), "action tokens");
    pair(expect, ptr, "handSizes", ck, out, ps -> ps.hand().size(), "cards in hand");
    pair(expect, ptr, "drawDeckSizes", ck, out, ps -> ps.drawDeck().size(), "cards in the draw deck");
    JsonNode cards = expect.get("cards");
    if (cards != null && ck.object(cards, JsonSource.child(ptr, "cards"), "'cards'")) {
      cards.fields().forEachRemaining(f -> card(f.getKey(), f.getValue(),
          JsonSource.child(JsonSource.child(ptr, "cards"), f.getKey()), ck, refs, out));
    }
    zones(expect.get("zones"), JsonSource.child(ptr, "zones"), ck, refs, out);
    JsonNode waiting = expect.get("waiting");
    if (waiting != null) {
      CardList w = cardList(waiting, JsonSource.child(ptr, "waiting"), ck, refs, "'waiting'");
      if (w != null) {
        // 511.5: what is left of the wave in process, then the effects waiting for the next one.
        out.add(new Check(JsonSource.child(ptr, "waiting"), c -> {
          List<Integer> sources = new ArrayList<>();
          c.end().abilities().wave().forEach(x -> sources.add(x.source()));
          c.end().abilities().waiting().forEach(x -> sources.add(x.source()));
          return w.compare(sources, c, "the triggered effects waiting are from");
        }));
      }
    }
    events(expect.get("events"), JsonSource.child(ptr, "events"), true, ck, refs, out);
    events(expect.get("notEvents"), JsonSource.child(ptr, "notEvents"), false, ck, refs, out);
    legality(expect.get("legal"), JsonSource.child(ptr, "legal"), true, ck, refs, out);
    legality(expect.get("illegal"), JsonSource.child(ptr, "illegal"), false, ck, refs, out);
    return out;
  }

  private static void decision(JsonNode n, String ptr, Checks ck, CardRefs refs, List<Check> out) {
    if (n.isNull()) {
      out.add(new Check(ptr, c -> c.end().decision() == null ? null
          : "the game waits for " + describe(c.end().decision()) + ", expected no decision"));
      return;
    }
    JsonNode kindNode = n;
    Integer player = null;
    CardList options = null;
    if (n.isObject()) {
      ck.onlyFields(n, ptr, List.of("kind", "player", "options"));
      kindNode = n.get("kind");
      player = ck.player(n, ptr, "player");
      JsonNode opts = n.get("options");
      if (opts != null) {
        // The order the engine offers them in (triggered effects, confronting...) is checked too.
        options = cardList(opts, JsonSource.child(ptr, "options"), ck, refs, "'options'");
        if (options == null) {
          return;
        }
      }
    }
    if (kindNode == null || !kindNode.isTextual()) {
      ck.error(n.isObject() ? JsonSource.child(ptr, "kind") : ptr, "a decision is null, a kind name like \"PRIORITY\" "
          + "or an object {\"kind\", \"player\", \"options\"}");
      return;
    }
    DecisionKind kind = null;
    for (DecisionKind k : DecisionKind.values()) {
      if (k.name().equalsIgnoreCase(kindNode.textValue())) {
        kind = k;
      }
    }
    if (kind == null) {
      ck.error(n.isObject() ? JsonSource.child(ptr, "kind") : ptr, "no decision kind '" + kindNode.textValue() + "'"
          + Suggest.hint(kindNode.textValue(), names(DecisionKind.values())) + "; kinds: "
          + String.join(", ", names(DecisionKind.values())));
      return;
    }
    DecisionKind k = kind;
    Integer p = player;
    CardList o = options;
    if (o != null) {
      out.add(new Check(JsonSource.child(ptr, "options"), c -> {
        Decision d = c.end().decision();
        return d == null || d.kind() != k ? null : o.compare(d.options(), c, "the options are");
      }));
    }
    out.add(new Check(ptr, c -> {
      Decision d = c.end().decision();
      if (d == null) {
        return "the game waits for no decision, expected " + k;
      }
      if (d.kind() != k || (p != null && d.player() != p)) {
        return "the game waits for " + describe(d) + ", expected " + k + (p == null ? "" : " by " + Refs.player(p));
      }
      return null;
    }));
  }

  /** {@code "zones": {"p1": {"drawDeck": [...], "hand": {"anyOrder": [...]}}}}: whole zones, top first. */
  private static void zones(JsonNode n, String ptr, Checks ck, CardRefs refs, List<Check> out) {
    if (n == null || !ck.object(n, ptr, "'zones'")) {
      return;
    }
    ck.onlyFields(n, ptr, List.of("p1", "p2"));
    for (int p = 0; p < 2; p++) {
      String who = Refs.player(p);
      JsonNode z = n.get(who);
      String at = JsonSource.child(ptr, who);
      if (z == null || !ck.object(z, at, "a player's zones")) {
        continue;
      }
      List<String> names = ZONES.subList(1, ZONES.size());
      ck.onlyFields(z, at, names);
      for (String zone : names) {
        if (!z.has(zone)) {
          continue;
        }
        String zat = JsonSource.child(at, zone);
        CardList want = cardList(z.get(zone), zat, ck, refs, "'" + zone + "'");
        int player = p;
        if (want != null) {
          out.add(new Check(zat, c -> want.compare(zoneList(c.end().player(player), zone), c,
              who + "'s " + zone + " is")));
        }
      }
    }
  }

  private static String describe(Decision d) {
    return Refs.player(d.player()) + " to " + d.kind().thirdPerson() + " (" + d.kind() + ")";
  }

  private static void winner(String w, String ptr, Checks ck, List<Check> out) {
    String t = w.toLowerCase(Locale.ROOT);
    int p = Refs.player(t);
    if (p < 0 && !t.equals("draw") && !t.equals("none")) {
      ck.error(ptr, "'winner' is \"p1\", \"p2\", \"draw\" or \"none\" (the game goes on), not \"" + w + "\"");
      return;
    }
    out.add(new Check(ptr, c -> {
      GameState s = c.end();
      String actual = s.result() == null ? "none" : s.result().isDraw() ? "draw" : Refs.player(s.result().winner());
      String expected = p >= 0 ? Refs.player(p) : t;
      return actual.equals(expected) ? null : "the winner is " + actual
          + (s.result() == null ? "" : " (" + s.result().reason() + ")") + ", expected " + expected;
    }));
  }

  private static void pair(JsonNode expect, String ptr, String field, Checks ck, List<Check> out,
      Function<PlayerState, Integer> read, String what) {
    JsonNode n = expect.get(field);
    if (n == null) {
      return;
    }
    String at = JsonSource.child(ptr, field);
    if (!n.isArray() || n.size() != 2) {
      ck.error(at, "'" + field + "' is a pair [p1, p2] of whole numbers (null for no check)");
      return;
    }
    for (int p = 0; p < 2; p++) {
      JsonNode v = n.get(p);
      if (v.isNull()) {
        continue;
      }
      if (!v.isIntegralNumber()) {
        ck.error(JsonSource.child(at, p), "'" + field + "' holds whole numbers or null, not " + Checks.kind(v));
        continue;
      }
      int want = v.intValue();
      int player = p;
      out.add(new Check(JsonSource.child(at, p), c -> {
        int got = read.apply(c.end().player(player));
        return got == want ? null : Refs.player(player) + " has " + got + " " + what + ", expected " + want;
      }));
    }
  }

  private static void card(String ref, JsonNode spec, String ptr, Checks ck, CardRefs refs, List<Check> out) {
    Integer id = refs.resolve(ref, ptr, ck);
    if (!ck.object(spec, ptr, "a card check") || id == null) {
      return;
    }
    ck.onlyFields(spec, ptr, CARD_FIELDS);
    String zone = ck.text(spec, ptr, "zone");
    if (zone != null && !ZONES.contains(zone)) {
      ck.error(JsonSource.child(ptr, "zone"), "no zone '" + zone + "'" + Suggest.hint(zone, ZONES) + "; zones: "
          + String.join(", ", ZONES));
      return;
    }
    String areaText = ck.text(spec, ptr, "area");
    Area area = null;
    if (areaText != null) {
      area = Refs.area(areaText, refs.owner(id));
      if (area == null) {
        ck.error(JsonSource.child(ptr, "area"), "an area is \"home\", \"home:p1\", \"home:p2\", \"problem:p1\" or "
            + "\"problem:p2\", not \"" + areaText + "\"");
        return;
      }
    }
    Integer controller = ck.player(spec, ptr, "controller");
    Map<String, Boolean> flags = new LinkedHashMap<>();
    for (String f : List.of("exhausted", "frightened", "faceDown", "boosted")) {
      Boolean b = ck.bool(spec, ptr, f);
      if (b != null) {
        flags.put(f, b);
      }
    }
    Integer index = ck.integer(spec, ptr, "index", Integer.MIN_VALUE, Integer.MAX_VALUE);
    // The card's current power, modifiers and keywords included (507.1), as the rules read it.
    Integer power = ck.integer(spec, ptr, "power", Integer.MIN_VALUE, Integer.MAX_VALUE);
    // 509: the card it is attached to, or null for none.
    Integer host = null;
    JsonNode hostSpec = spec.get("host");
    if (hostSpec != null) {
      host = hostSpec.isNull() ? Integer.valueOf(-1) : refs.resolve(hostSpec, JsonSource.child(ptr, "host"), ck);
      if (host == null) {
        return;
      }
    }
    boolean inPlayOnly = area != null || controller != null || !flags.isEmpty() || power != null || host != null;
    String expectedZone = zone != null ? zone : inPlayOnly ? "play" : null;
    if (inPlayOnly && !"play".equals(expectedZone)) {
      ck.error(ptr, "area, controller, statuses, power and host only apply to cards in play, but zone is '" + zone + "'");
      return;
    }
    if (index != null && (expectedZone == null || expectedZone.equals("play"))) {
      ck.error(JsonSource.child(ptr, "index"), "'index' needs a zone other than play (0 = top, -1 = bottom)");
      return;
    }
    Area a = area;
    Integer h = host;
    out.add(new Check(ptr, c -> cardCheck(c.end(), id, ref, expectedZone, a, controller, flags, power, index, h)));
    if (spec.has("counters")) {
      counters(spec.get("counters"), JsonSource.child(ptr, "counters"), id, ref, zone, ck, out);
    }
  }

  /** 519: {@code "counters": {"glow": 2}}: those counters on the card in play; a kind not named has none. */
  private static void counters(JsonNode spec, String ptr, int id, String ref, String zone, Checks ck,
      List<Check> out) {
    if (!ck.object(spec, ptr, "'counters'")) {
      return;
    }
    if (zone != null && !zone.equals("play")) {
      ck.error(ptr, "counters are on cards in play, but zone is '" + zone + "'");
      return;
    }
    Map<String, Integer> expected = new java.util.TreeMap<>();
    var kinds = spec.fieldNames();
    while (kinds.hasNext()) {
      String kind = kinds.next();
      Integer n = ck.integer(spec, ptr, kind, 0, 99);
      if (n != null && n > 0) {
        expected.put(kind, n);
      }
    }
    out.add(new Check(ptr, c -> {
      InPlay card = c.end().inPlay(id);
      String name = ref + " (#" + id + " " + c.end().card(id).defId() + ")";
      if (card == null) {
        return name + " is not in play, so it has no counters";
      }
      Map<String, Integer> actual = new java.util.TreeMap<>(card.counters());
      actual.values().removeIf(n -> n == 0);
      return actual.equals(expected) ? null : name + " has counters " + actual + ", expected " + expected;
    }));
  }

  private static String cardCheck(GameState s, int id, String ref, String zone, Area area, Integer controller,
      Map<String, Boolean> flags, Integer power, Integer index, Integer host) {
    String name = ref + " (#" + id + " " + s.card(id).defId() + ")";
    String actualZone = zoneOf(s, id);
    if (zone != null && !zone.equals(actualZone)) {
      return name + " is in " + where(s, id, actualZone) + ", expected " + zone;
    }
    InPlay c = s.inPlay(id);
    if (area != null && !c.area().equals(area)) {
      return name + " is at " + c.area() + ", expected " + area;
    }
    if (controller != null && c.controller() != controller) {
      return name + " is controlled by " + Refs.player(c.controller()) + ", expected " + Refs.player(controller);
    }
    for (Map.Entry<String, Boolean> f : flags.entrySet()) {
      boolean actual = switch (f.getKey()) {
        case "exhausted" -> c.exhausted();
        case "frightened" -> c.frightened();
        case "faceDown" -> c.faceDown();
        default -> c.boosted();
      };
      if (actual != f.getValue()) {
        return name + " is " + (actual ? "" : "not ") + f.getKey() + ", expected " + (f.getValue() ? "" : "not ")
            + f.getKey();
      }
    }
    if (power != null && Stats.power(s, c) != power) {
      return name + " has power " + Stats.power(s, c) + ", expected " + power;
    }
    if (host != null && c.host() != host) {
      return name + (c.host() < 0 ? " is attached to nothing" : " is attached to #" + c.host())
          + ", expected " + (host < 0 ? "no host" : "#" + host);
    }
    if (index != null) {
      List<Integer> list = zoneList(s.player(s.owner(id)), zone);
      int want = index < 0 ? list.size() + index : index;
      int got = list.indexOf(id);
      if (got != want) {
        return name + " is at index " + got + " of " + list.size() + " in " + zone + ", expected " + index;
      }
    }
    return null;
  }

  private static String where(GameState s, int id, String zone) {
    InPlay c = s.inPlay(id);
    return c != null ? "play at " + c.area() : Refs.player(s.owner(id)) + "'s " + zone;
  }

  static String zoneOf(GameState s, int id) {
    if (s.inPlay(id) != null) {
      return "play";
    }
    PlayerState ps = s.player(s.owner(id));
    for (String z : ZONES) {
      if (!z.equals("play") && zoneList(ps, z).contains(id)) {
        return z;
      }
    }
    return "nowhere";
  }

  private static List<Integer> zoneList(PlayerState ps, String zone) {
    return switch (zone) {
      case "hand" -> ps.hand();
      case "drawDeck" -> ps.drawDeck();
      case "problemDeck" -> ps.problemDeck();
      case "discard" -> ps.discard();
      case "banished" -> ps.banished();
      default -> List.of();
    };
  }

  /** An event pattern: a type name, or an object with {@code type} and fields to match. */
  private record Pattern(String type, Map<String, JsonNode> fields, Map<String, Integer> cards) {
    boolean matches(GameEvent e) {
      if (!e.getClass().getSimpleName().equals(type)) {
        return false;
      }
      ObjectNode actual = GameJson.event(e);
      for (Map.Entry<String, JsonNode> f : fields.entrySet()) {
        if (!sameValue(f.getValue(), actual.get(f.getKey()))) {
          return false;
        }
      }
      for (Map.Entry<String, Integer> c : cards.entrySet()) {
        JsonNode got = actual.get(c.getKey());
        if (got == null || !got.isInt() || got.intValue() != c.getValue()) {
          return false;
        }
      }
      return true;
    }

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder(type);
      fields.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v.isTextual() ? v.asText() : v.toString()));
      cards.forEach((k, id) -> sb.append(' ').append(k).append("=#").append(id));
      return sb.toString();
    }
  }

  private static boolean sameValue(JsonNode want, JsonNode got) {
    if (got == null) {
      return false;
    }
    if (want.isNumber() && got.isNumber()) {
      return want.asLong() == got.asLong();
    }
    if (want.isTextual() && got.isTextual()) {
      return want.textValue().equalsIgnoreCase(got.textValue());
    }
    return want.equals(got);
  }

  private static void events(JsonNode n, String ptr, boolean present, Checks ck, CardRefs refs, List<Check> out) {
    if (n == null || !ck.array(n, ptr, present ? "'events'" : "'notEvents'")) {
      return;
    }
    List<Pattern> patterns = new ArrayList<>();
    List<String> pointers = new ArrayList<>();
    for (int i = 0; i < n.size(); i++) {
      String at = JsonSource.child(ptr, i);
      Pattern p = pattern(n.get(i), at, ck, refs);
      if (p != null) {
        patterns.add(p);
        pointers.add(at);
      }
    }
    if (present) {
      // In order, not necessarily adjacent: the first unmatched pattern is reported.
      out.add(new Check(ptr, c -> {
        int next = 0;
        for (GameEvent e : c.events()) {
          if (next < patterns.size() && patterns.get(next).matches(e)) {
            next++;
          }
        }
        return next == patterns.size() ? null : "no event " + patterns.get(next) + " after "
            + (next == 0 ? "the start" : "the event " + patterns.get(next - 1)) + " (pattern " + next + " of 'events')";
      }));
    } else {
      for (int i = 0; i < patterns.size(); i++) {
        Pattern p = patterns.get(i);
        out.add(new Check(pointers.get(i), c -> {
          for (GameEvent e : c.events()) {
            if (p.matches(e)) {
              return "the event " + GameJson.eventLine(e) + " happened, expected no " + p;
            }
          }
          return null;
        }));
      }
    }
  }

  private static Pattern pattern(JsonNode n, String ptr, Checks ck, CardRefs refs) {
    String type;
    Map<String, JsonNode> fields = new LinkedHashMap<>();
    Map<String, Integer> cards = new LinkedHashMap<>();
    if (n.isTextual()) {
      type = n.textValue();
    } else if (n.isObject() && n.has("type") && n.get("type").isTextual()) {
      type = n.get("type").textValue();
    } else {
      ck.error(ptr, "an event pattern is a type name like \"FaceoffWon\" or an object with \"type\" and fields");
      return null;
    }
    Class<? extends GameEvent> cls = EVENT_TYPES.get(type);
    if (cls == null) {
      ck.error(n.isObject() ? JsonSource.child(ptr, "type") : ptr, "no event type '" + type + "'"
          + Suggest.hint(type, EVENT_TYPES.keySet()) + "; types: " + String.join(", ", EVENT_TYPES.keySet()));
      return null;
    }
    if (n.isObject()) {
      Map<String, Mentions.Role> known = new LinkedHashMap<>();
      known.put("type", Mentions.Role.OTHER);
      for (Mentions.Part part : Mentions.parts(cls)) {
        known.put(part.name(), part.role());
      }
      ck.onlyFields(n, ptr, known.keySet());
      n.fields().forEachRemaining(f -> {
        if (f.getKey().equals("type") || !known.containsKey(f.getKey())) {
          return;
        }
        String at = JsonSource.child(ptr, f.getKey());
        Mentions.Role role = known.get(f.getKey());
        if (role == Mentions.Role.CARD && f.getValue().isTextual()) {
          Integer id = refs.resolve(f.getValue(), at, ck);
          if (id != null) {
            cards.put(f.getKey(), id);
          }
        } else if (role == Mentions.Role.PLAYER && !f.getValue().isNull()
            && !(f.getValue().isTextual() && Refs.player(f.getValue().textValue()) >= 0)) {
          // The log writes players as the notation does; a number here could never match.
          ck.error(at, "'" + f.getKey() + "' names a player: \"p1\" or \"p2\"");
        } else {
          fields.put(f.getKey(), f.getValue());
        }
      });
    }
    return new Pattern(type, fields, cards);
  }

  private static void legality(JsonNode n, String ptr, boolean legal, Checks ck, CardRefs refs, List<Check> out) {
    if (n == null || !ck.array(n, ptr, legal ? "'legal'" : "'illegal'")) {
      return;
    }
    for (int i = 0; i < n.size(); i++) {
      String at = JsonSource.child(ptr, i);
      if (!n.get(i).isTextual()) {
        ck.error(at, "an action is a string in the notation, like \"pass\", not " + Checks.kind(n.get(i)));
        continue;
      }
      String text = n.get(i).textValue();
      ActionText t;
      try {
        // Resolved now, so a check naming no card, area or verb is an error, never a pass.
        t = ActionText.parse(text, refs.labels(), refs.cards());
      } catch (IllegalArgumentException e) {
        ck.error(at, "'" + text + "': " + e.getMessage());
        continue;
      }
      out.add(new Check(at, c -> {
        Action a = t.match(c.end());
        if ((a != null) == legal) {
          return null;
        }
        return legal ? "'" + text + "' is not legal at the end: " + t.whyNot(c.end())
            : "'" + text + "' is legal at the end (" + Notation.format(a) + ")";
      }));
    }
  }

  private static List<String> names(Enum<?>[] values) {
    List<String> out = new ArrayList<>();
    for (Enum<?> v : values) {
      out.add(v.name());
    }
    return out;
  }
}
