package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.ScoreBook;
import org.ponytable.engine.state.Stage;

/**
 * Words about who did what and what happened this turn: the trigger "movedBy" (506.1c), a
 * "faceoffStarts" trigger limited to Problem faceoffs (512.4a, 514.2) and the condition
 * "notConfronted" (611); the trigger "flips" in a triggered ability, naming what the flipped card
 * prints (515.1, 704.1).
 */
class HistoryWordsTest {
  private static final String CARDS = """
      [{"id": "h-mover-watch", "type": "friend", "title": "Mover Watch", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "movedBy", "player": "opponent", "subject": {"type": "character"},
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "h-puller", "type": "friend", "title": "Puller", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "main",
                       "effects": [{"do": "move", "target": {"choose": {"player": "opponent", "type": "friend"}},
                                    "to": "here"}]}]},
       {"id": "h-problem-start", "type": "friend", "title": "Problem Start", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "faceoffStarts", "faceoff": "problem", "subject": "this",
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "h-duel", "type": "event", "title": "Duel", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "faceoff", "involve": [{"title": "Problem Start"}, {"player": "opponent", "type": "mane"}],
                     "win": [{"do": "draw", "amount": 1}]}]},
       {"id": "h-chaos-watch", "type": "friend", "title": "Chaos Watch", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "flips", "subject": {"trait": "Chaotic"},
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "h-chaotic", "type": "friend", "title": "Chaotic One", "power": 1, "cost": 1, "traits": ["Chaotic"]},
       {"id": "h-mane-duel", "type": "event", "title": "Mane Duel", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "faceoff", "involve": [{"player": "you", "type": "mane"}, {"player": "opponent", "type": "mane"}],
                     "win": [{"do": "draw", "amount": 1}]}]},
       {"id": "h-first", "type": "friend", "title": "First", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "played", "subject": {"player": "you"},
                       "if": {"thisTurn": "played", "atMost": 1}, "effects": [{"do": "draw", "amount": 1}]},
                      {"kind": "triggered", "when": "discards", "player": "opponent",
                       "if": {"thisTurn": "discarded", "player": "opponent", "atMost": 1}, "effects": [{"do": "score", "amount": 1}]}]},
       {"id": "h-rally-watch", "type": "friend", "title": "Rally Watch", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "unfrightened", "subject": {"type": "friend"},
                       "effects": [{"do": "gainTokens", "amount": 3}]}]},
       {"id": "h-last-watch", "type": "friend", "title": "Last Watch", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "playsLastCard",
                       "effects": [{"do": "score", "amount": 1}]}]},
       {"id": "h-loss-watch", "type": "friend", "title": "Loss Watch", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "losesTokens", "player": "opponent",
                       "effects": [{"do": "score", "amount": 1}]}]},
       {"id": "h-drain", "type": "event", "title": "Drain", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "loseTokens", "amount": 2, "player": "opponent"}, {"do": "payTokens", "amount": 1}]},
       {"id": "h-quiet", "type": "friend", "title": "Quiet", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "endOfTurn", "player": "opponent", "if": {"notConfronted": "any"},
                       "effects": [{"do": "score", "amount": 1}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static long triggeredBy(Game g, int card) {
    return g.events(GameEvent.AbilityTriggered.class).stream().filter(t -> t.source() == card).count();
  }

  @Test
  @DisplayName("506.1c: \"movedBy\" watches who moves: the opponent's own move and the opponent's effect on your card, not your own move")
  void movedByNamesTheMover() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5).tokens(1, 5);
    int watch = p.play(0, "h-mover-watch", Area.home(0));
    int mine = p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p).act(new Action.Move(0, mine, Area.problem(0)));
    assertThat(triggeredBy(g, watch)).as("you moved it").isZero();

    Position q = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int watch2 = q.play(0, "h-mover-watch", Area.home(0));
    int yours = q.play(0, "f-y1", Area.home(0));
    int puller = q.play(1, "h-puller", Area.problem(1));
    Game h = Game.start(q).act(new Action.Activate(1, puller, 0, -1)).choose(yours);
    assertThat(h.s.inPlay(yours).area()).as("the opponent's effect moved your Friend").isEqualTo(Area.problem(1));
    assertThat(triggeredBy(h, watch2)).as("the opponent moved your character").isEqualTo(1);

    Position r = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int watch3 = r.play(0, "h-mover-watch", Area.home(0));
    int theirs = r.play(1, "f-p1", Area.home(1));
    Game k = Game.start(r).act(new Action.Move(1, theirs, Area.problem(0)));
    assertThat(triggeredBy(k, watch3)).as("the opponent moved their own character").isEqualTo(1);
  }

  @Test
  @DisplayName("512.4a, 514.2: \"faceoffStarts\" with \"faceoff\": \"problem\" triggers at a Problem faceoff, not at one an effect starts")
  void problemFaceoffOnly() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.FACEOFF_STEP_START);
    int watch = p.play(0, "h-problem-start", Area.problem(1));
    p.play(0, "f-y1", Area.problem(1));
    p.play(0, "f-y1", Area.problem(1));
    p.play(0, "f-y1", Area.problem(1));
    p.play(1, "f-p1", Area.problem(1));
    p.scoreBook(ScoreBook.EMPTY.stepDone(p.build().problemAt(1)).confronted(p.build().problemAt(1), true));
    Game g = Game.start(p).passUntil(s -> s.faceoff() != null);
    assertThat(g.s.faceoff()).as("the Faceoff Step starts a Problem faceoff").isNotNull();
    assertThat(triggeredBy(g, watch)).isEqualTo(1);

    Position q = AbilityTable.base(pool());
    int watch2 = q.play(0, "h-problem-start", Area.home(0));
    int duel = q.hand(0, "h-duel");
    Game h = Game.start(q).act(new Action.PlayCard(0, duel, null));
    assertThat(h.s.faceoff()).as("the Event started a faceoff").isNotNull();
    assertThat(triggeredBy(h, watch2)).as("not a Problem faceoff").isZero();
  }

  @Test
  @DisplayName("611: \"notConfronted\": \"any\" holds at the end of a turn in which no Problem was confronted, not after a confront")
  void notConfronted() throws CardLoadException {
    Position p = AbilityTable.base(pool()).turn(3, 1).stage(Stage.END_PHASE_START);
    p.play(0, "h-quiet", Area.home(0));
    Game g = Game.start(p).passTo(Stage.END_OF_TURN_STEP_END);
    assertThat(g.score(0)).as("nothing confronted this turn").isEqualTo(1);

    Position q = AbilityTable.base(pool()).turn(3, 1).stage(Stage.END_PHASE_START);
    q.play(0, "h-quiet", Area.home(0));
    q.scoreBook(ScoreBook.EMPTY.confronted(q.build().problemAt(0), false));
    Game h = Game.start(q).passTo(Stage.END_OF_TURN_STEP_END);
    assertThat(h.score(0)).as("a Problem was confronted this turn").isZero();
  }

  private static long watched(Game g) {
    return g.events(GameEvent.AbilityTriggered.class).stream()
        .filter(t -> g.s.def(t.source()).id().equals("h-chaos-watch")).count();
  }

  private static Game duelFlipping(String top) throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.deck(0, top);
    p.deck(1, "f-p1");
    p.play(0, "h-chaos-watch", Area.home(0));
    int duel = p.hand(0, "h-mane-duel");
    Game g = Game.start(p).act(new Action.PlayCard(0, duel, null));
    for (int i = 0; i < 100 && g.s.faceoff() != null; i++) {
      if (g.hasPriority()) {
        g.pass();
      } else {
        g.act(Engine.legalActions(g.s).get(0));
      }
    }
    return g;
  }

  @Test
  @DisplayName("515.1, 704.1: a triggered ability watching \"flips\" with a printed subject triggers when you flip a Chaotic card, not another")
  void flipsAChaoticCard() throws CardLoadException {
    Game g = duelFlipping("h-chaotic");
    assertThat(watched(g)).as("the flip of a Chaotic card").isEqualTo(1);
    assertThat(g.s.player(0).tokens()).as("its effect").isEqualTo(1);
    Game h = duelFlipping("f-y1");
    assertThat(watched(h)).as("a card without the trait").isZero();
  }

  @Test
  @DisplayName("609.2, 409.3: the turn's history counts plays and discards as they happen, so \"the first card each turn\" triggers once")
  void firstCardThisTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 9);
    p.play(0, "h-first", Area.home(0));
    int a = p.hand(0, "f-y1");
    int b = p.hand(0, "f-y1");
    Game g = Game.start(p).act(new Action.PlayCard(0, a, Area.home(0))).pass().act(new Action.PlayCard(0, b, Area.home(0)));
    assertThat(g.s.scoreBook().counts().played()).as("two cards played by p1").containsExactly(2, 0);
    assertThat(g.events(GameEvent.Drew.class)).as("only the first card played draws").hasSize(1);
  }

  @Test
  @DisplayName("504.3: rallying a frightened Friend makes it unfrightened, which \"unfrightened\" watches")
  void unfrightenedTriggers() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    p.play(0, "h-rally-watch", Area.home(0));
    int scared = p.play(0, "f-y1", Area.home(0));
    p.update(scared, c -> c.asFrightened());
    Game g = Game.start(p).act(new Action.Rally(0, scared));
    assertThat(g.s.inPlay(scared).frightened()).isFalse();
    assertThat(g.events(GameEvent.TokensGained.class)).as("the trigger's effect").anyMatch(t -> t.amount() == 3);
  }

  @Test
  @DisplayName("609.2: \"playsLastCard\" triggers when the card played was the last in hand, not before")
  void lastCardInHand() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 9);
    p.play(0, "h-last-watch", Area.home(0));
    int a = p.hand(0, "f-y1");
    int b = p.hand(0, "f-y1");
    Game g = Game.start(p).act(new Action.PlayCard(0, a, Area.home(0)));
    assertThat(g.score(0)).as("one card still in hand").isZero();
    g.pass().act(new Action.PlayCard(0, b, Area.home(0)));
    assertThat(g.score(0)).as("the last card played").isEqualTo(1);
  }

  @Test
  @DisplayName("502: \"losesTokens\" watches a player losing action tokens to an effect, not paying them")
  void losingTokens() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5).tokens(1, 5);
    p.play(0, "h-loss-watch", Area.home(0));
    p.play(1, "h-loss-watch", Area.home(1));
    int drain = p.hand(0, "h-drain");
    Game g = Game.start(p).act(new Action.PlayCard(0, drain, null));
    assertThat(g.s.player(1).tokens()).as("the opponent lost 2").isEqualTo(3);
    assertThat(g.score(0)).as("your watch sees the opponent lose tokens").isEqualTo(1);
    assertThat(g.score(1)).as("paying is not losing").isZero();
  }
}
