package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Field;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Chance;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;

/**
 * Every trigger word of the engine's table ({@link Trigger.Kind}) is loaded from a card file, as a
 * triggered ability and as a Reaction's condition wherever the table allows it, and played out in
 * one engine game where each occurrence happens: each triggered ability must trigger (704.1) and
 * each Reaction must get its chance (512.4b). A word added to the table fails here until the game
 * below makes it happen.
 */
class TriggerWordsTest {
  /** The card a card trigger watches here (its "subject"): the game below makes each happen to one. */
  private static final Map<Trigger.Kind, String> SUBJECT = Map.of(
      Trigger.Kind.UNCOVERED, "{\"type\": \"troublemaker\"}", Trigger.Kind.TURNED_FACE_UP, "{\"type\": \"troublemaker\"}",
      Trigger.Kind.SOLVED, "{\"type\": \"problem\"}");

  /** The fields the table lists for {@code kind}, with a value that the game below meets. */
  private static String fields(Trigger.Kind kind) {
    StringBuilder b = new StringBuilder("\"when\": \"" + kind.jsonName() + "\"");
    for (Field f : kind.fields()) {
      switch (f.name()) {
        case "subject" -> {
          if (kind.subject() == Trigger.Subject.CARD) {
            b.append(", \"subject\": ").append(SUBJECT.getOrDefault(kind, "{\"type\": \"friend\"}"));
          }
        }
        case "player" -> b.append(", \"player\": \"anyone\"");
        case "phase" -> b.append(", \"phase\": \"score\"");
        // Optional limits of a faceoff's result: left out, any result meets them.
        case "faceoff", "byAtLeast", "byExactly" -> {}
        // 514.5: the winner's (or the defeater's) involved characters are all characters.
        case "using" -> b.append(", \"using\": {\"type\": \"character\"}");
        default -> throw new AssertionError("no value for " + kind.jsonName() + "'s field " + f.name());
      }
    }
    return b.toString();
  }

  private static String lower(Trigger.Kind k) {
    return k.jsonName().toLowerCase(java.util.Locale.ROOT);
  }

  private static String friend(String id, String abilities) {
    return "{\"id\": \"" + id + "\", \"type\": \"friend\", \"title\": \"" + id + "\", \"power\": 1, \"cost\": 1,"
        + " \"abilities\": [" + abilities + "]}";
  }

  /** One card per word and use: "t-WORD" triggers, "r-WORD" reacts. */
  private static String cards() {
    List<String> out = new ArrayList<>();
    for (Trigger.Kind k : Trigger.Kind.values()) {
      if (k.whyNotIn(Trigger.Use.TRIGGERED_ABILITY) == null) {
        out.add(friend("t-" + lower(k), "{\"kind\": \"triggered\", " + fields(k)
            + ", \"effects\": [{\"do\": \"gainTokens\", \"amount\": 1}]}"));
      }
      if (k.whyNotIn(Trigger.Use.REACTION) == null) {
        out.add(friend("r-" + lower(k), "{\"kind\": \"activated\", \"timing\": \"reaction\", \"reactTo\": {"
            + fields(k) + "}, \"effects\": [{\"do\": \"gainTokens\", \"amount\": 1}]}"));
      }
    }
    return "[" + String.join(",\n", out) + "]";
  }

  /** The events that make things happen in the Main Phase: a frightening, a dismissal, a discard, a faceoff. */
  private static final String HELPERS = """
      [{"id": "g-fright", "type": "event", "title": "Fright", "power": 1, "cost": 0,
        "effects": [{"do": "frighten", "target": {"each": {"title": "Scared"}}}]},
       {"id": "g-kill", "type": "event", "title": "Kill", "power": 1, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"title": "Doomed"}}}]},
       {"id": "g-duel", "type": "event", "title": "Duel", "power": 1, "cost": 0,
        "effects": [{"do": "faceoff", "involve": [{"player": "you", "type": "mane"},
                     {"player": "opponent", "type": "mane"}], "win": [{"do": "score", "amount": 1}]}]},
       {"id": "g-retire", "type": "event", "title": "Retire", "power": 1, "cost": 0,
        "effects": [{"do": "retire", "target": {"each": {"title": "Retiree"}}}]},
       {"id": "g-tire", "type": "event", "title": "Tire", "power": 1, "cost": 0,
        "effects": [{"do": "exhaust", "target": {"each": {"title": "Tired"}}}]},
       {"id": "g-pump", "type": "event", "title": "Pump", "power": 1, "cost": 0,
        "effects": [{"do": "addCounters", "target": {"each": {"title": "Tired"}}, "counter": "+1 power"}]},
       {"id": "f-retiree", "type": "friend", "title": "Retiree", "power": 1, "cost": 1},
       {"id": "f-tired", "type": "friend", "title": "Tired", "power": 1, "cost": 1},
       {"id": "g-stack", "type": "event", "title": "Stack", "power": 1, "cost": 0,
        "effects": [{"do": "handToTop"}]},
       {"id": "g-toss", "type": "event", "title": "Toss", "power": 1, "cost": 0,
        "effects": [{"do": "discardRandom", "player": "opponent"}]},
       {"id": "g-drain", "type": "event", "title": "Drain", "power": 1, "cost": 0,
        "effects": [{"do": "loseTokens", "amount": 1, "player": "opponent"}]},
       {"id": "f-scared", "type": "friend", "title": "Scared", "power": 1, "cost": 1},
       {"id": "f-doomed", "type": "friend", "title": "Doomed", "power": 1, "cost": 1}]
      """;

  /** Where the cards under test wait: at a Problem, so no home limit retires them at the end of the turn (212). */
  private static final Area ZONE = Area.problem(0);

  @Test
  @DisplayName("704.1, 512.4b: every trigger word, loaded from a card file, triggers in a game (and opens its Reaction)")
  void everyTriggerWordFires() throws CardLoadException {
    List<CardDef> defs = new CardLoader().loadString(cards(), "triggers.json");
    CardPool pool = AbilityTable.POOL.with(defs).with(new CardLoader().loadString(HELPERS, "helpers.json"));
    Position p = new Position(pool).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    Map<Trigger.Kind, Integer> triggers = new EnumMap<>(Trigger.Kind.class);
    Map<Trigger.Kind, Integer> reactors = new EnumMap<>(Trigger.Kind.class);
    for (Trigger.Kind k : Trigger.Kind.values()) {
      String t = "t-" + lower(k);
      if (CHALLENGED.contains(k) || k == Trigger.Kind.GAME_STARTS || k == Trigger.Kind.SOLVED) {
        continue;
      }
      if (pool.find(t).isPresent()) {
        // Chaos text is read from the deck, as the card is flipped in a faceoff.
        triggers.put(k, k.subject() == Trigger.Subject.ITSELF ? p.deck(0, t) : p.play(0, t, ZONE));
      }
      if (pool.find("r-" + lower(k)).isPresent()) {
        reactors.put(k, p.play(0, "r-" + lower(k), ZONE));
      }
    }
    for (int i = 0; i < 6; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    p.tokens(0, 20).tokens(1, 20);
    for (int i = 0; i < 3; i++) {
      p.play(0, "f-y1", Area.problem(0));
    }
    p.playFaceDown(1, "tm-3", Area.problem(1));
    int newcomer = p.hand(0, "f-y1");
    int mover = p.play(0, "f-y1", Area.home(0));
    int scared = p.play(0, "f-scared", Area.home(0));
    p.play(0, "f-doomed", Area.home(0));
    p.play(0, "f-retiree", Area.home(0));
    p.play(0, "f-tired", Area.home(0));
    // The card "Stack" puts on top of the deck (the first in hand when it is played).
    p.hand(0, "f-y1");
    int retire = p.hand(0, "g-retire");
    int tire = p.hand(0, "g-tire");
    int pump = p.hand(0, "g-pump");
    int fright = p.hand(0, "g-fright");
    int kill = p.hand(0, "g-kill");
    int duel = p.hand(0, "g-duel");
    int toss = p.hand(0, "g-toss");
    int stack = p.hand(0, "g-stack");
    int drain = p.hand(0, "g-drain");
    p.hand(1, "f-p1");

    List<GameEvent> events = new ArrayList<>();
    Set<Integer> reacted = new java.util.HashSet<>();
    GameState s = Engine.resume(p.build()).state();
    List<Action> script = List.of(new Action.PlayCard(0, newcomer, Area.home(0)),
        new Action.Move(0, mover, Area.problem(0)), new Action.PlayCard(0, fright, null),
        new Action.PlayCard(0, kill, null), new Action.PlayCard(0, retire, null), new Action.PlayCard(0, tire, null),
        new Action.PlayCard(0, pump, null),
        new Action.PlayCard(0, toss, null), new Action.PlayCard(0, stack, null), new Action.PlayCard(0, drain, null), new Action.Rally(0, scared), new Action.PlayCard(0, duel, null));
    for (Action a : script) {
      s = settle(s, events, reacted, 0);
      s = apply(s, a, events, reacted);
    }
    assertThat(s.inPlay(scared).frightened()).as("the script ran: frightened, then rallied (504.3)").isFalse();
    assertThat(events).as("the script ran").anyMatch(e -> e instanceof GameEvent.Frightened f && f.card() == scared);
    // Then on through the Score and End Phases into the other player's turn (uncovering, 607.2).
    for (int i = 0; i < 300 && !s.isOver() && s.turn() < 5; i++) {
      List<Action> legal = Engine.legalActions(s);
      Action next = s.decision().kind() == DecisionKind.PRIORITY ? new Action.Pass(s.actor()) : legal.get(0);
      s = apply(s, next, events, reacted);
    }

    Set<Trigger.Kind> fired = EnumSet.noneOf(Trigger.Kind.class);
    triggers.forEach((k, card) -> {
      boolean triggered = events.stream().anyMatch(e -> e instanceof GameEvent.AbilityTriggered t && t.source() == card
          || e instanceof GameEvent.EffectStarted st && st.source() == card);
      if (triggered) {
        fired.add(k);
      }
    });
    Set<Trigger.Kind> opened = EnumSet.noneOf(Trigger.Kind.class);
    reactors.forEach((k, card) -> {
      if (reacted.contains(card)) {
        opened.add(k);
      }
    });
    challenge(pool, triggers, reactors, fired, opened);
    gameStarts(pool, triggers, fired);
    solve(pool, triggers, reactors, fired, opened);
    Set<Trigger.Kind> written = EnumSet.noneOf(Trigger.Kind.class);
    written.addAll(triggers.keySet());
    written.addAll(reactors.keySet());
    assertThat(written).as("a triggered ability or a Reaction for every word").isEqualTo(EnumSet.allOf(Trigger.Kind.class));
    assertThat(triggers.keySet()).as("a triggered ability for every word a triggered ability may watch for")
        .isEqualTo(EnumSet.copyOf(java.util.Arrays.stream(Trigger.Kind.values())
            .filter(k -> k.whyNotIn(Trigger.Use.TRIGGERED_ABILITY) == null).toList()));
    assertThat(fired).as("the words whose triggered ability triggered").isEqualTo(triggers.keySet());
    assertThat(opened).as("the words whose Reaction got a chance").isEqualTo(reactors.keySet());
  }

  /** 102: "gameStarts" happens as setup ends: both mulligans decided, with the card already in play. */
  private static void gameStarts(CardPool pool, Map<Trigger.Kind, Integer> triggers, Set<Trigger.Kind> fired) {
    Position p = new Position(pool).stage(org.ponytable.engine.state.Stage.SETUP_MULLIGAN).firstPlayer(0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.mulligan(0, false).mulligan(1, false);
    int card = p.play(0, "t-" + lower(Trigger.Kind.GAME_STARTS), ZONE);
    for (int i = 0; i < 6; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    Outcome o = Engine.resume(p.build());
    triggers.put(Trigger.Kind.GAME_STARTS, card);
    if (o.events().stream().anyMatch(e -> e instanceof GameEvent.AbilityTriggered a && a.source() == card)) {
      fired.add(Trigger.Kind.GAME_STARTS);
    }
  }

  /** The words that need a challenge won (514.5a): played out in a game of their own. */
  private static final Set<Trigger.Kind> CHALLENGED = EnumSet.of(Trigger.Kind.DEFEAT_TROUBLEMAKER, Trigger.Kind.CHALLENGES,
      Trigger.Kind.BECOMES_INVOLVED);

  /** Player 0 challenges and defeats a Troublemaker, with the cards of {@link #CHALLENGED} in play. */
  private static void challenge(CardPool pool, Map<Trigger.Kind, Integer> triggers, Map<Trigger.Kind, Integer> reactors,
      Set<Trigger.Kind> fired, Set<Trigger.Kind> opened) {
    Position p = new Position(pool).turn(3, 0).stage(org.ponytable.engine.state.Stage.CHALLENGE_STEP_START);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    int tm = p.play(1, "tm-2", Area.problem(1));
    for (int i = 0; i < 3; i++) {
      p.play(0, "f-y2", Area.problem(1));
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    Map<Trigger.Kind, Integer> t = new EnumMap<>(Trigger.Kind.class);
    Map<Trigger.Kind, Integer> r = new EnumMap<>(Trigger.Kind.class);
    for (Trigger.Kind k : CHALLENGED) {
      t.put(k, p.play(0, "t-" + lower(k), ZONE));
      if (pool.find("r-" + lower(k)).isPresent()) {
        r.put(k, p.play(0, "r-" + lower(k), ZONE));
      }
    }
    List<GameEvent> events = new ArrayList<>();
    Set<Integer> reacted = new java.util.HashSet<>();
    GameState s = Engine.resume(p.build()).state();
    for (int i = 0; i < 300 && !s.isOver() && s.stage() != org.ponytable.engine.state.Stage.SCORE_PHASE_START; i++) {
      Action next = s.decision().kind() == DecisionKind.PRIORITY ? new Action.Pass(s.actor())
          : s.decision().kind() == DecisionKind.CHALLENGE ? new Action.Choose(s.actor(), DecisionKind.CHALLENGE, tm)
          : Engine.legalActions(s).get(0);
      s = apply(s, next, events, reacted);
    }
    triggers.putAll(t);
    reactors.putAll(r);
    t.forEach((k, card) -> {
      if (events.stream().anyMatch(e -> e instanceof GameEvent.AbilityTriggered a && a.source() == card)) {
        fired.add(k);
      }
    });
    r.forEach((k, card) -> {
      if (reacted.contains(card)) {
        opened.add(k);
      }
    });
  }

  /**
   * 612.2, 613.1: a Problem faceoff at player 1's Problem, which is solved as the Solve Step
   * starts (in a game of its own: solving sends the cards there home, where the home limit would
   * retire them).
   */
  private static void solve(CardPool pool, Map<Trigger.Kind, Integer> triggers, Map<Trigger.Kind, Integer> reactors,
      Set<Trigger.Kind> fired, Set<Trigger.Kind> opened) {
    Position p = new Position(pool).turn(3, 0).stage(org.ponytable.engine.state.Stage.SCORE_PHASE_START);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    for (int i = 0; i < 2; i++) {
      p.play(0, "f-y2", ZONE);
      p.play(1, "f-p2", ZONE);
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    int t = p.play(0, "t-solved", ZONE);
    int r = p.play(0, "r-solved", ZONE);
    List<GameEvent> events = new ArrayList<>();
    Set<Integer> reacted = new java.util.HashSet<>();
    GameState s = Engine.resume(p.build()).state();
    for (int i = 0; i < 300 && !s.isOver() && s.stage() != org.ponytable.engine.state.Stage.SOLVE_STEP_END; i++) {
      Action next = s.decision().kind() == DecisionKind.PRIORITY ? new Action.Pass(s.actor()) : Engine.legalActions(s).get(0);
      s = apply(s, next, events, reacted);
    }
    triggers.put(Trigger.Kind.SOLVED, t);
    reactors.put(Trigger.Kind.SOLVED, r);
    if (events.stream().anyMatch(e -> e instanceof GameEvent.AbilityTriggered a && a.source() == t)) {
      fired.add(Trigger.Kind.SOLVED);
    }
    if (reacted.contains(r)) {
      opened.add(Trigger.Kind.SOLVED);
    }
  }

  /** Answers every decision but player {@code who}'s priority (the other player passes, the first option otherwise). */
  private static GameState settle(GameState s, List<GameEvent> events, Set<Integer> reacted, int who) {
    for (int i = 0; i < 100 && !(s.decision().kind() == DecisionKind.PRIORITY && s.actor() == who); i++) {
      Action next = s.decision().kind() == DecisionKind.PRIORITY ? new Action.Pass(s.actor())
          : Engine.legalActions(s).get(0);
      s = apply(s, next, events, reacted);
    }
    return s;
  }

  private static GameState apply(GameState s, Action a, List<GameEvent> events, Set<Integer> reacted) {
    Outcome o = Engine.apply(s, a);
    events.addAll(o.events());
    for (Chance c : o.state().abilities().chances()) {
      reacted.add(c.card());
    }
    return o.state();
  }
}
