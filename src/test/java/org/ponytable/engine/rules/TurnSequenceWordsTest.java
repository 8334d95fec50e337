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
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

/**
 * The words of the history cards: a delayed effect on a chosen card (708.4), the Troublemaker
 * Phase timing (512.3), who exhausts, frightens or dismisses (503.2, 504.1, 409.1), and changes to
 * the turn sequence (601.1; rulings.md, "Changes to the turn sequence").
 */
class TurnSequenceWordsTest {
  private static final String CARDS = """
      [{"id": "q-doom", "type": "event", "title": "Doom", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "exhaust", "target": {"choose": {"player": "you", "type": "friend"}}},
                    {"do": "whenever", "on": "chosen", "when": "endOfTurn", "player": "anyone", "until": "turn",
                     "once": true, "effects": [{"do": "retire", "target": "this"}]}]},
       {"id": "q-tm", "type": "friend", "title": "Early Bird", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "troublemaker", "costs": [{"pay": "exhaustThis"}],
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "q-scarer", "type": "event", "title": "Scarer", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "frighten", "target": {"choose": {"player": "opponent", "type": "friend"}}}]},
       {"id": "q-watch", "type": "friend", "title": "Watch", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "frightenedBy", "player": "you", "subject": {"type": "friend"},
                       "effects": [{"do": "score", "amount": 1}]},
                      {"kind": "triggered", "when": "frightenedBy", "player": "opponent", "subject": {"type": "friend"},
                       "effects": [{"do": "score", "amount": 2}]}]},
       {"id": "q-again", "type": "event", "title": "Again", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "extraTurn"}]},
       {"id": "q-skipper", "type": "friend", "title": "Skipper", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "phaseStarts", "phase": "ready", "player": "you",
                       "effects": [{"do": "skipPhase", "phase": "troublemaker"}]}]},
       {"id": "q-encore", "type": "friend", "title": "Encore", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "phaseEnds", "phase": "troublemaker", "player": "you",
                       "effects": [{"do": "payCost", "cost": "retireThis"}, {"do": "newPhase", "phase": "troublemaker"}]}]},
       {"id": "q-tired", "type": "event", "title": "Tired", "power": 0, "cost": 0, "timing": "reaction",
        "reactTo": {"when": "played", "subject": {"player": "opponent", "type": "character"},
                    "or": {"when": "movedBy", "player": "opponent", "subject": {"type": "character"}}},
        "effects": [{"do": "exhaust", "target": "it"}]},
       {"id": "q-ambush", "type": "event", "title": "Ambush", "power": 0, "cost": 0, "timing": "reaction",
        "reactTo": {"when": "played", "subject": {"player": "opponent", "type": "friend", "where": "problem"},
                    "if": {"count": {"player": "you", "type": "troublemaker", "status": "faceDown", "where": "there"}}},
        "effects": [{"do": "uncover", "target": {"each": {"player": "you", "status": "faceDown", "where": "there"}}}]},
       {"id": "q-weary", "type": "event", "title": "Weary", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "exhaust", "target": {"each": {"type": "friend", "powerVsPrinted": "atMost"}}}]},
       {"id": "q-home-ground", "type": "event", "title": "Home Ground", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "exhaust", "target": {"each": {"player": "opponent", "type": "friend", "where": "yourProblem"}}}]},
       {"id": "q-stale", "type": "friend", "title": "Stale", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "phaseStarts", "phase": "ready", "player": "you",
                       "effects": [{"do": "loseTokens", "amount": 99, "notGainedThisTurn": true}]}]},
       {"id": "q-closed", "type": "event", "title": "Closed", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "modify", "target": {"each": {"type": "problem", "player": "opponent"}}, "cant": ["receiveCharacters"],
                     "until": "turn"}]},
       {"id": "q-once", "type": "friend", "title": "Once", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "affects": {"type": "problem"}, "cant": ["beConfrontedAfterAnother"]}]},
       {"id": "q-alert", "type": "friend", "title": "Alert", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "reaction", "reactTo": {"when": "takesAction", "player": "opponent"},
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "q-council", "type": "friend", "title": "Council", "power": 1, "cost": 1,
        "abilities": [{"kind": "continuous", "cant": ["actExceptAsMainPhaseAction"]}]},
       {"id": "q-hush", "type": "event", "title": "Hush", "power": 0, "cost": 0, "timing": "main",
        "effects": [{"do": "cantPlayEvents"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static long entered(Game g, Stage stage) {
    return g.events(GameEvent.StageEntered.class).stream().filter(e -> e.stage() == stage).count();
  }

  @Test
  @DisplayName("708.4: a delayed effect on a chosen card acts on that card at the end of the turn, not on another")
  void delayedEffectOnTheChosenCard() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int chosen = p.play(0, "f-y1", Area.home(0));
    int other = p.play(0, "f-y1", Area.home(0));
    int doom = p.hand(0, "q-doom");
    Game g = Game.start(p).act(new Action.PlayCard(0, doom, null)).choose(chosen);
    assertThat(g.s.inPlay(chosen)).as("still in play during the turn").isNotNull();
    g.passTo(Stage.END_OF_TURN_STEP_END);
    assertThat(g.s.inPlay(chosen)).as("retired at the end of the turn").isNull();
    assertThat(g.s.player(0).discard()).contains(chosen);
    assertThat(g.s.inPlay(other)).as("the other Friend stays").isNotNull();
  }

  @Test
  @DisplayName("512.3: a Troublemaker Phase ability is offered to the turn player in their Troublemaker Phase only")
  void troublemakerPhaseTiming() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.TROUBLEMAKER_PHASE_START);
    int bird = p.play(0, "q-tm", Area.home(0));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Activate(0, bird, 0, -1));
    g.passTo(Stage.MAIN_PHASE_START);
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.Activate(0, bird, 0, -1));
  }

  @Test
  @DisplayName("504.1: \"frightenedBy\" names the player whose effect frightened the card")
  void frightenedByNamesWhoDidIt() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "q-watch", Area.home(0));
    int theirs = p.play(1, "f-p1", Area.problem(1));
    int scarer = p.hand(0, "q-scarer");
    Game g = Game.start(p).act(new Action.PlayCard(0, scarer, null));
    g.passUntil(s -> s.pending().isEmpty());
    assertThat(g.s.inPlay(theirs).frightened()).isTrue();
    assertThat(g.score(0)).as("you frightened it: only the \"you\" ability").isEqualTo(1);
  }

  @Test
  @DisplayName("Rulings.md: after an extra turn's Wrap Up Step the same player takes the next turn, then the opponent")
  void extraTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int again = p.hand(0, "q-again");
    Game g = Game.start(p).act(new Action.PlayCard(0, again, null));
    g.passUntil(s -> s.turn() == 4);
    assertThat(g.s.turnPlayer()).as("the extra turn").isZero();
    g.passUntil(s -> s.turn() == 5);
    assertThat(g.s.turnPlayer()).as("then the opponent's turn").isEqualTo(1);
  }

  @Test
  @DisplayName("601.1, rulings.md: a skipped Troublemaker Phase has no stages; the turn goes from the Ready Phase to the Main Phase")
  void skipTheTroublemakerPhase() throws CardLoadException {
    Position p = AbilityTable.base(pool()).turn(3, 1).stage(Stage.END_PHASE_START);
    p.play(0, "q-skipper", Area.home(0));
    Game g = Game.start(p).passUntil(s -> s.turn() == 4 && s.stage() == Stage.MAIN_PHASE_START);
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_START);
    assertThat(entered(g, Stage.TROUBLEMAKER_PHASE_START)).isZero();
    assertThat(entered(g, Stage.READY_PHASE_END)).isEqualTo(1);
  }

  @Test
  @DisplayName("601.1, rulings.md: a new Troublemaker Phase starts once the current one ends, then the Main Phase")
  void startANewTroublemakerPhase() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.TROUBLEMAKER_PHASE_START);
    int encore = p.play(0, "q-encore", Area.home(0));
    Game g = Game.start(p).passUntil(s -> s.stage() == Stage.MAIN_PHASE_START);
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_START);
    assertThat(g.s.inPlay(encore)).as("retired to pay").isNull();
    assertThat(entered(g, Stage.TROUBLEMAKER_PHASE_END)).isEqualTo(2);
    assertThat(entered(g, Stage.UNCOVER_STEP_START)).isEqualTo(2);
  }

  /** Player 0's legal actions once they hold priority after the opponent's action. */
  private static java.util.List<Action> zeroMay(Game g) {
    for (int i = 0; i < 10 && g.hasPriority() && g.s.actor() != 0; i++) {
      g.pass();
    }
    return Engine.legalActions(g.s);
  }

  @Test
  @DisplayName("512.4b: a Reaction with \"or\" opens after either occurrence: the opponent playing or moving a character")
  void reactionToEitherOccurrence() throws CardLoadException {
    Position p = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int tired = p.hand(0, "q-tired");
    int walker = p.play(1, "f-p1", Area.home(1));
    Game g = Game.start(p).act(new Action.Move(1, walker, Area.problem(1)));
    assertThat(zeroMay(g)).as("after a move").contains(new Action.PlayCard(0, tired, null));

    Position q = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int tired2 = q.hand(0, "q-tired");
    int newcomer = q.hand(1, "f-p1");
    Game h = Game.start(q).act(new Action.PlayCard(1, newcomer, Area.home(1)));
    assertThat(zeroMay(h)).as("after a play").contains(new Action.PlayCard(0, tired2, null));
  }

  @Test
  @DisplayName("512.4b: a Reaction's \"if\" is read where the occurrence happened: only a Problem with your face-down Troublemaker")
  void reactionWithACondition() throws CardLoadException {
    Position p = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int ambush = p.hand(0, "q-ambush");
    int hidden = p.playFaceDown(0, "tm-3", Area.problem(1));
    int a = p.hand(1, "f-p1");
    int b = p.hand(1, "f-p1");
    Game g = Game.start(p).act(new Action.PlayCard(1, a, Area.problem(0)));
    assertThat(zeroMay(g)).as("no Troublemaker of yours there").doesNotContain(new Action.PlayCard(0, ambush, null));
    g.passUntil(s -> s.actor() == 1).act(new Action.PlayCard(1, b, Area.problem(1)));
    assertThat(zeroMay(g)).as("your face-down Troublemaker is there").contains(new Action.PlayCard(0, ambush, null));
    g.act(new Action.PlayCard(0, ambush, null));
    assertThat(g.s.inPlay(hidden).faceDown()).isFalse();
  }

  @Test
  @DisplayName("711, 202.1: \"powerVsPrinted\" compares a card's power now with its printed power")
  void powerAgainstPrintedPower() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int plain = p.play(0, "f-y1", Area.home(0));
    int pumped = p.play(0, "f-y1", Area.home(0));
    p.update(pumped, c -> c.withCounters(java.util.Map.of("+1 power", 1)));
    int weary = p.hand(0, "q-weary");
    Game g = Game.start(p).act(new Action.PlayCard(0, weary, null));
    assertThat(g.s.inPlay(plain).exhausted()).as("power 1, printed 1").isTrue();
    assertThat(g.s.inPlay(pumped).exhausted()).as("power 2, printed 1").isFalse();
  }

  @Test
  @DisplayName("501: \"yourProblem\" is the Problem of the ability's controller; \"opponentsProblem\" the other one")
  void yourProblem() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int atMine = p.play(1, "f-p1", Area.problem(0));
    int atTheirs = p.play(1, "f-p1", Area.problem(1));
    int ground = p.hand(0, "q-home-ground");
    Game g = Game.start(p).act(new Action.PlayCard(0, ground, null));
    assertThat(g.s.inPlay(atMine).exhausted()).isTrue();
    assertThat(g.s.inPlay(atTheirs).exhausted()).isFalse();
  }

  @Test
  @DisplayName("502, 604: \"notGainedThisTurn\" loses the tokens kept from before, not those the Action Step gave this turn")
  void loseOnlyTokensNotGainedThisTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool()).turn(3, 1).stage(Stage.END_OF_TURN_STEP_END).tokens(0, 3);
    p.play(0, "q-stale", Area.home(0));
    Game g = Game.start(p).passUntil(s -> s.turn() == 4 && s.stage() == Stage.DRAW_STEP_START);
    assertThat(g.s.turn()).isEqualTo(4);
    assertThat(g.s.player(0).tokens()).as("3 kept are lost, the 2 gained stay").isEqualTo(2);
    assertThat(g.s.scoreBook().counts().tokensGained()).containsExactly(2, 0);
  }

  @Test
  @DisplayName("104.2, 506.1, 609.2a: a Problem that \"can't have characters moved or played to it\" this turn is offered to neither")
  void noCharactersToThatProblem() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 9);
    int walker = p.play(0, "f-y1", Area.home(0));
    int newcomer = p.hand(0, "f-y1");
    int closed = p.hand(0, "q-closed");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Move(0, walker, Area.problem(1)));
    g.act(new Action.PlayCard(0, closed, null)).pass();
    var legal = Engine.legalActions(g.s);
    assertThat(legal).doesNotContain(new Action.Move(0, walker, Area.problem(1)),
        new Action.PlayCard(0, newcomer, Area.problem(1)));
    assertThat(legal).contains(new Action.Move(0, walker, Area.problem(0)), new Action.PlayCard(0, newcomer, Area.problem(0)));
  }

  @Test
  @DisplayName("104.2, 611: \"beConfrontedAfterAnother\" keeps a player who confronted one Problem this turn from confronting another")
  void oneConfrontPerTurn() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    p.play(0, "q-once", Area.home(0));
    GameState s = p.build();
    assertThat(Confronting.blockedBy(s, s.problemAt(1), 0)).isNull();
    p.scoreBook(org.ponytable.engine.state.ScoreBook.EMPTY.confronted(s.problemAt(0), false));
    GameState after = p.build();
    assertThat(Confronting.blockedBy(after, after.problemAt(1), 0)).contains("more than one Problem");
    assertThat(Confronting.blockedBy(after, after.problemAt(0), 0)).isNull();
  }

  @Test
  @DisplayName("510, 512.4b: \"takesAction\" is met when the opponent takes an action, not when they pass")
  void afterAnOpponentTakesAnAction() throws CardLoadException {
    Position p = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int alert = p.play(0, "q-alert", Area.home(0));
    Game g = Game.start(p).pass();
    assertThat(g.s.actor()).isZero();
    assertThat(Engine.legalActions(g.s)).as("Bo only passed").doesNotContain(new Action.Activate(0, alert, 0, -1));

    Position q = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int alert2 = q.play(0, "q-alert", Area.home(0));
    int walker = q.play(1, "f-p1", Area.home(1));
    Game h = Game.start(q).act(new Action.Move(1, walker, Area.problem(1)));
    assertThat(h.s.actor()).isZero();
    assertThat(Engine.legalActions(h.s)).as("Bo moved a Friend").contains(new Action.Activate(0, alert2, 0, -1));
  }

  @Test
  @DisplayName("609.2, rulings.md: with \"actExceptAsMainPhaseAction\" in play a Reaction is not offered; Main Phase actions are")
  void onlyMainPhaseActions() throws CardLoadException {
    Position p = AbilityTable.base(pool()).turn(3, 1).tokens(1, 5);
    int alert = p.play(0, "q-alert", Area.home(0));
    p.play(0, "q-council", Area.home(0));
    int walker = p.play(1, "f-p1", Area.home(1));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).as("Bo's Main Phase move").contains(new Action.Move(1, walker, Area.problem(1)));
    g.act(new Action.Move(1, walker, Area.problem(1)));
    assertThat(g.s.actor()).isZero();
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.Activate(0, alert, 0, -1));
  }

  @Test
  @DisplayName("104.2: after \"cantPlayEvents\" the opponent's Events are not offered for the rest of the turn; the next turn they are")
  void opponentsCantPlayEvents() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int hush = p.hand(0, "q-hush");
    int theirs = p.hand(1, "q-hush");
    Game g = Game.start(p).act(new Action.PlayCard(0, hush, null));
    assertThat(g.s.scoreBook().counts().noEvents()).containsExactly(0, 1);
    g.passUntil(s -> s.turn() == 4 && s.stage() == Stage.MAIN_PHASE_START);
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(Engine.legalActions(g.s)).as("a new turn").contains(new Action.PlayCard(1, theirs, null));
  }
}
