package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.rules.EffectWord.Place;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;

/**
 * The loader and the engine agree on the ability language: for every effect word of the
 * engine's table (its own example), every place and every kind of target, a card is generated; when the loader accepts it, a game position
 * fires it and the engine must process it without failing; and the loader accepts a word in a
 * place exactly when the engine's table ({@link EffectWord}) does.
 */
class EffectPlacesTest {
  private static final List<String> TARGETS =
      List.of("\"this\"", "\"it\"", "{\"each\": {\"type\": \"friend\"}}", "{\"choose\": {\"type\": \"friend\"}}");

  /** The card under test ("g-x", title X) with {@code effects} written in {@code place}. */
  private static String card(Place place, String effects) {
    String friend = "{\"id\": \"g-x\", \"type\": \"friend\", \"title\": \"X\", \"power\": 1, \"cost\": 1, \"abilities\": [";
    return switch (place) {
      case TRIGGERED -> friend + "{\"kind\": \"triggered\", \"when\": \"entersPlay\", \"effects\": " + effects + "}]}";
      case ACTIVATED -> friend + "{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": " + effects + "}]}";
      case CHAOS -> friend + "{\"kind\": \"triggered\", \"when\": \"flipped\", \"effects\": " + effects + "}]}";
      case REPLACEMENT -> friend + "{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"}, \"instead\": "
          + effects + "}]}";
      case EVENT -> "{\"id\": \"g-x\", \"type\": \"event\", \"title\": \"X\", \"power\": 1, \"cost\": 1, \"effects\": "
          + effects + "}";
    };
  }

  /** Cards that fire the card under test: a dismissal (for the replacement) and a faceoff (for Chaos). */
  private static final String HELPERS = """
      [{"id": "g-kill", "type": "event", "title": "Kill", "power": 1, "cost": 0,
        "effects": [{"do": "dismiss", "target": {"each": {"title": "X"}}}]},
       {"id": "g-duel", "type": "event", "title": "Duel", "power": 1, "cost": 0,
        "effects": [{"do": "faceoff", "involve": [{"player": "you", "type": "mane"}],
                     "win": [{"do": "score", "amount": 1}]}]}]
      """;

  private record Variant(EffectWord word, Place place, String target, String json) {
    String name() {
      return word.jsonName() + " in " + place + (target == null ? "" : " with target " + target);
    }
  }

  private static List<Variant> variants() {
    List<Variant> out = new ArrayList<>();
    for (EffectWord w : EffectWord.values()) {
      for (Place place : Place.values()) {
        // The table's own example of each word: a new word is covered the moment it is added.
        String e = w.example();
        if (!e.contains("@T")) {
          out.add(new Variant(w, place, null, card(place, "[" + e + "]")));
          continue;
        }
        for (String t : TARGETS) {
          out.add(new Variant(w, place, t, card(place, "[" + e.replace("@T", t) + "]")));
        }
      }
    }
    return out;
  }

  private static List<CardDef> load(String json) throws CardLoadException {
    return new CardLoader().loadString(json, "generated.json");
  }

  @Test
  @DisplayName("The loader accepts a word in a place exactly when the engine's table does (for some target)")
  void loaderFollowsTheTable() {
    Map<EffectWord, Set<Place>> accepted = new EnumMap<>(EffectWord.class);
    for (Variant v : variants()) {
      try {
        load(v.json());
        accepted.computeIfAbsent(v.word(), k -> EnumSet.noneOf(Place.class)).add(v.place());
      } catch (CardLoadException refused) {
        // Refused: checked against the table below.
      }
    }
    for (EffectWord w : EffectWord.values()) {
      Set<Place> byTable = EnumSet.noneOf(Place.class);
      for (Place p : Place.values()) {
        if (w.allowedIn(p)) {
          byTable.add(p);
        }
      }
      assertThat(accepted.getOrDefault(w, EnumSet.noneOf(Place.class))).as(w.jsonName()).isEqualTo(byTable);
    }
  }

  @TestFactory
  @DisplayName("Every word in every place the loader accepts is processed by the engine without failing")
  Stream<DynamicTest> engineProcessesWhatLoads() throws CardLoadException {
    List<CardDef> helpers = load(HELPERS);
    List<DynamicTest> tests = new ArrayList<>();
    for (Variant v : variants()) {
      List<CardDef> defs;
      try {
        defs = load(v.json());
      } catch (CardLoadException refused) {
        continue;
      }
      tests.add(DynamicTest.dynamicTest(v.name(), () -> fire(v.place(), defs, helpers)));
    }
    assertThat(tests).as("combinations accepted").hasSizeGreaterThan(100);
    return tests.stream();
  }

  /** Builds a position where the card's text is processed, plays it out, and fails on any engine failure. */
  private static void fire(Place place, List<CardDef> defs, List<CardDef> helpers) {
    CardPool pool = AbilityTable.POOL.with(defs).with(helpers);
    Position p = new Position(pool).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    int x = place == Place.CHAOS ? p.deck(0, "g-x") : -1;
    for (int i = 0; i < 4; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    p.tokens(0, 10).tokens(1, 10);
    p.play(0, "f-y1", Area.problem(0));
    p.play(1, "f-p1", Area.problem(0));
    p.hand(0, "f-y1");
    p.hand(1, "f-p1");
    p.hand(1, "f-p1");
    Action fire;
    switch (place) {
      case TRIGGERED -> {
        x = p.hand(0, "g-x");
        fire = new Action.PlayCard(0, x, Area.home(0));
      }
      case ACTIVATED -> {
        x = p.play(0, "g-x", Area.home(0));
        fire = new Action.Activate(0, x, 0, -1);
      }
      case EVENT -> {
        x = p.hand(0, "g-x");
        fire = new Action.PlayCard(0, x, null);
      }
      case REPLACEMENT -> {
        x = p.play(0, "g-x", Area.home(0));
        fire = new Action.PlayCard(0, p.hand(0, "g-kill"), null);
      }
      default -> fire = new Action.PlayCard(0, p.hand(0, "g-duel"), null);
    }
    List<GameEvent> events = new ArrayList<>();
    try {
      Outcome o = Engine.resume(p.build());
      o = Engine.apply(o.state(), fire);
      events.addAll(o.events());
      GameState s = o.state();
      // Plays on: passes priority, takes the first option of every other decision.
      for (int i = 0; i < 80 && !s.isOver(); i++) {
        List<Action> legal = Engine.legalActions(s);
        Action next = s.decision().kind() == DecisionKind.PRIORITY ? new Action.Pass(s.actor()) : legal.get(0);
        o = Engine.apply(s, next);
        events.addAll(o.events());
        s = o.state();
      }
    } catch (RuntimeException failure) {
      fail("the engine failed on a card the loader accepted", failure);
    }
    int card = x;
    assertThat(events).as("its text was processed").anyMatch(e -> e instanceof GameEvent.EffectStarted st
        && st.source() == card || e instanceof GameEvent.Replaced r && r.source() == card);
  }
}
