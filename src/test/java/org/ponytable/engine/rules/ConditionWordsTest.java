package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/**
 * Every condition word of the engine's table ({@link Condition.Word}) is loaded from a card file
 * as the "while" of a continuous ability (+1 power, 708.2a) and read by the engine in a position
 * where it holds and one where it does not. A word added to the table fails here until it has a
 * case below.
 */
class ConditionWordsTest {
  /** A condition as a card file writes it, and how to make a position where it holds or not. */
  private record Case(String json, Setup setup) {}

  private interface Setup {
    /** Puts the card under test ({@code id}) into the position, so the condition holds or not; returns its card id. */
    int place(Position p, String id, boolean holds);
  }

  private static final Map<Condition.Word, Case> CASES = new EnumMap<>(Map.of(
      Condition.Word.COUNT, new Case("{\"count\": {\"title\": \"Buddy\"}, \"atLeast\": 2}", (p, id, holds) -> {
        p.play(0, "f-buddy", Area.home(0));
        if (holds) {
          p.play(1, "f-buddy", Area.home(1));
        }
        return p.play(0, id, Area.home(0));
      }),
      // 519.2
      Condition.Word.COUNTERS, new Case("{\"counters\": \"Harmony\", \"atLeast\": 2}", (p, id, holds) -> {
        int card = p.play(0, id, Area.home(0));
        p.update(card, c -> c.withCounters(Map.of("Harmony", holds ? 2 : 1)));
        return card;
      }),
      Condition.Word.THIS, new Case("{\"this\": {\"where\": \"problem\"}}",
          (p, id, holds) -> p.play(0, id, holds ? Area.problem(0) : Area.home(0))),
      Condition.Word.NONE, new Case("{\"none\": {\"title\": \"Buddy\", \"player\": \"opponent\"}}", (p, id, holds) -> {
        p.play(0, "f-buddy", Area.home(0));
        if (!holds) {
          p.play(1, "f-buddy", Area.home(1));
        }
        return p.play(0, id, Area.home(0));
      }),
      // 611.3: "pr-any" asks for 4 power of any color; the card brings 1 (its printed power: a
      // "while" reads printed values, so its own +1 does not feed it), each Buddy 1.
      Condition.Word.MORE_THAN_REQUIRED, new Case("{\"moreThanRequired\": true}", (p, id, holds) -> {
        int card = p.play(0, id, Area.problem(0));
        for (int i = 0; i < (holds ? 4 : 3); i++) {
          p.play(0, "f-buddy", Area.problem(0));
        }
        return card;
      }),
      Condition.Word.YOUR_TURN, new Case("{\"yourTurn\": true}", (p, id, holds) -> {
        p.turn(3, holds ? 0 : 1);
        return p.play(0, id, Area.home(0));
      }),
      // 601: during the Score Phase, and not in the Main Phase before it.
      Condition.Word.IN, new Case("{\"in\": \"score\"}", (p, id, holds) -> {
        p.stage(holds ? org.ponytable.engine.state.Stage.SCORE_PHASE_START
            : org.ponytable.engine.state.Stage.MAIN_PHASE_END);
        return p.play(0, id, Area.home(0));
      }),
      // Both must hold: it is the controller's turn, and the card is at a Problem (not at home).
      Condition.Word.ALL, new Case("{\"all\": [{\"yourTurn\": true}, {\"this\": {\"where\": \"problem\"}}]}",
          (p, id, holds) -> {
            p.turn(3, 0);
            return p.play(0, id, holds ? Area.problem(0) : Area.home(0));
          }),
      // 205.1: 4 yellow power among the controller's characters (Mane 1, Friends 2 and 1; the card has no color);
      // the opponent's yellow power doesn't count.
      Condition.Word.POWER_IN_PLAY, new Case("{\"powerInPlay\": \"yellow\", \"atLeast\": 4}", (p, id, holds) -> {
        p.play(0, "f-y2", Area.home(0));
        p.play(holds ? 0 : 1, "f-y1", Area.problem(0));
        return p.play(0, id, Area.home(0));
      }),
      // rulings.md: more power at this card's area than any opponent there.
      Condition.Word.MOST_POWER, new Case("{\"mostPowerHere\": \"you\"}", (p, id, holds) -> {
        if (!holds) {
          p.play(1, "f-p2", Area.problem(0));
        }
        p.play(1, "f-p2", Area.problem(1));
        return p.play(0, id, Area.problem(0));
      })));

  static {
    // Glossary, Pumped and Spend: two cards beneath the card itself, not one; cards beneath
    // another card don't count.
    CASES.put(Condition.Word.BENEATH, new Case("{\"beneath\": 2}", (p, id, holds) -> {
      int card = p.play(0, id, Area.home(0));
      int other = p.play(0, "f-buddy", Area.home(0));
      p.beneath(0, "f-buddy", card);
      p.beneath(1, "f-buddy", holds ? card : other);
      return card;
    }));
    // 517: the opponent has 8 points (7 does not do); the controller's own points count as well.
    CASES.put(Condition.Word.POINTS, new Case("{\"points\": \"anyone\", \"atLeast\": 8}", (p, id, holds) -> {
      p.score(0, 3);
      p.score(1, holds ? 8 : 7);
      return p.play(0, id, Area.home(0));
    }));
    // 517: an opponent has more points than the controller; equal points do not do.
    CASES.put(Condition.Word.MORE_POINTS, new Case("{\"morePoints\": \"opponent\"}", (p, id, holds) -> {
      p.score(0, 4);
      p.score(1, holds ? 5 : 4);
      return p.play(0, id, Area.home(0));
    }));
    // 203: the controller's Mane Character (mane-sun) is yellow; the other player's (mane-star) is not.
    CASES.put(Condition.Word.MANE_COLOR, new Case("{\"maneColor\": \"yellow\"}",
        (p, id, holds) -> p.play(holds ? 0 : 1, id, Area.home(holds ? 0 : 1))));
    // 301.4: the opponent's Mane Character (card 1, placed second) is boosted, or not.
    CASES.put(Condition.Word.MANE_BOOSTED, new Case("{\"maneBoosted\": \"opponent\"}", (p, id, holds) -> {
      p.update(1, c -> c.withBoosted(holds));
      return p.play(0, id, Area.home(0));
    }));
    CASES.put(Condition.Word.MANE_NOT_BOOSTED, new Case("{\"maneNotBoosted\": \"you\"}", (p, id, holds) -> {
      p.update(0, c -> c.withBoosted(!holds));
      return p.play(0, id, Area.home(0));
    }));
    // 402: "while you have 3 or fewer cards in your hand" (issue 11: numeric conditions).
    CASES.put(Condition.Word.NUMBER, new Case("{\"number\": {\"hand\": \"you\"}, \"atMost\": 3}", (p, id, holds) -> {
      for (int i = 0; i < (holds ? 3 : 4); i++) {
        p.hand(0, "f-buddy");
      }
      return p.play(0, id, Area.home(0));
    }));
  }

  static {
    // 611: the Problem at this card's area was not confronted this turn; the other one was.
    CASES.put(Condition.Word.NOT_CONFRONTED, new Case("{\"notConfronted\": \"here\"}", (p, id, holds) -> {
      int card = p.play(0, id, Area.problem(0));
      GameState s = p.build();
      p.stage(org.ponytable.engine.state.Stage.END_PHASE_START);
      p.scoreBook(org.ponytable.engine.state.ScoreBook.EMPTY.confronted(s.problemAt(holds ? 1 : 0), false));
      return card;
    }));
  }

  static {
    // 609.2: the turn's history counts the controller's plays: 2 played holds, 1 does not.
    CASES.put(Condition.Word.THIS_TURN, new Case("{\"thisTurn\": \"played\", \"atLeast\": 2}", (p, id, holds) -> {
      p.counts(new org.ponytable.engine.state.TurnCounts(List.of(holds ? 2 : 1, 5), List.of(0, 0), List.of(0, 0)));
      return p.play(0, id, Area.home(0));
    }));
  }

  static {
    // 512.4a, 612.2: the opponent could confront too, so the Faceoff Step starts a Problem faceoff at
    // this card's Problem; without that, no faceoff.
    CASES.put(Condition.Word.IN_PROBLEM_FACEOFF, new Case("{\"inProblemFaceoff\": \"here\"}", (p, id, holds) -> {
      int card = p.play(0, id, Area.problem(0));
      p.play(1, "f-p2", Area.problem(0));
      GameState s = p.build();
      p.stage(org.ponytable.engine.state.Stage.FACEOFF);
      p.scoreBook(org.ponytable.engine.state.ScoreBook.EMPTY.stepDone(s.problemAt(0)).confronted(s.problemAt(0), holds));
      return card;
    }));
  }

  static {
    // rulings.md, "The first time each turn": holds until the turn's history remembers this card.
    CASES.put(Condition.Word.FIRST_TIME, new Case("{\"firstTimeThisTurn\": true}", (p, id, holds) -> {
      int card = p.play(0, id, Area.home(0));
      p.counts(new org.ponytable.engine.state.TurnCounts(List.of(0, 0), List.of(0, 0), List.of(0, 0), null, null, null,
          holds ? List.of() : List.of(card)));
      return card;
    }));
    // 102.3: the game's turn number.
    CASES.put(Condition.Word.GAME_TURN, new Case("{\"gameTurn\": 2}", (p, id, holds) -> {
      p.turn(holds ? 2 : 3, 0);
      return p.play(0, id, Area.home(0));
    }));
  }

  @Test
  @DisplayName("708.2a: every condition word, loaded from a card file, is read by the engine: it holds, then it does not")
  void everyConditionWordIsRead() throws CardLoadException {
    assertThat(CASES.keySet()).as("a case for every word of the table").isEqualTo(EnumSet.allOf(Condition.Word.class));
    StringBuilder cards = new StringBuilder("[{\"id\": \"f-buddy\", \"type\": \"friend\", \"title\": \"Buddy\","
        + " \"power\": 1, \"cost\": 1}");
    for (Condition.Word w : Condition.Word.values()) {
      cards.append(",\n{\"id\": \"c-").append(w.ordinal()).append("\", \"type\": \"friend\", \"title\": \"C\", \"power\": 1,")
          .append(" \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\", \"while\": ").append(CASES.get(w).json())
          .append(", \"power\": 1}]}");
    }
    List<CardDef> defs = new CardLoader().loadString(cards.append("]").toString(), "conditions.json");
    CardPool pool = AbilityTable.POOL.with(defs);
    Map<Condition.Word, List<Integer>> powers = new EnumMap<>(Condition.Word.class);
    for (Condition.Word w : Condition.Word.values()) {
      CardDef def = pool.get("c-" + w.ordinal());
      assertThat(((org.ponytable.engine.ability.Ability.Continuous) def.face().abilities().get(0)).whileCondition())
          .as(w.jsonName() + " reads into its record").isInstanceOf(w.type());
      int held = power(pool, w, true);
      int notHeld = power(pool, w, false);
      powers.put(w, List.of(held, notHeld));
    }
    for (Condition.Word w : Condition.Word.values()) {
      assertThat(powers.get(w)).as(w.jsonName() + ": power while it holds, and while it does not").containsExactly(2, 1);
    }
  }

  private static int power(CardPool pool, Condition.Word w, boolean holds) {
    Position p = AbilityTable.base(pool);
    int card = CASES.get(w).setup().place(p, "c-" + w.ordinal(), holds);
    GameState s = Engine.resume(p.build()).state();
    return Stats.power(s, s.inPlay(card));
  }
}
