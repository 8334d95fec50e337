package org.ponytable.ui.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.TestCards;
import org.ponytable.persistence.DeckCheck;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.Phase;

class GameSessionTest {
  /** Chooses Starting Problems and keeps both hands: the game is then in turn 1. */
  static GameSession throughSetup(GameSession g) {
    while (g.state().turn() == 0) {
      GameState s = g.state();
      if (s.decision().kind() == DecisionKind.MULLIGAN) {
        g.act(new Action.Mulligan(s.actor(), false));
      } else {
        g.act(Engine.legalActions(s).get(0));
      }
    }
    return g;
  }

  private static GameSession practice() {
    return GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true);
  }

  @Test
  void automaticPassingStopsOnlyWhereThePlayerHasAChoice() {
    GameSession g = throughSetup(practice());
    GameState s = g.state();
    assertThat(s.phase()).isEqualTo(Phase.MAIN);
    assertThat(s.actor()).isEqualTo(s.turnPlayer());
    assertThat(Engine.hasActionBesidesPass(s)).isTrue();
    // every automatic pass recorded was one where passing was all the engine allowed
    for (GameSession.Turn t : g.history()) {
      for (GameSession.Applied a : t.steps()) {
        if (a.automatic()) {
          assertThat(Engine.hasActionBesidesPass(a.before())).isFalse();
        }
      }
    }
  }

  @Test
  void askingInEveryWindowLeavesPassesToThePlayers() {
    GameSession g = GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, false);
    throughSetup(g);
    assertThat(g.history().stream().flatMap(t -> t.steps().stream()).noneMatch(GameSession.Applied::automatic))
        .isTrue();
  }

  @Test
  void practiceUndoAndRedoReturnToTheSameStates() {
    GameSession g = throughSetup(practice());
    GameState before = g.state();
    int p = before.actor();
    g.act(new Action.Draw(p));
    GameState afterDraw = g.state();
    assertThat(g.canUndo(p)).isTrue();
    assertThat(g.undo(p)).isEqualTo(before);
    assertThat(g.canRedo()).isTrue();
    g.redo();
    assertThat(g.state()).isEqualTo(afterDraw);
  }

  @Test
  void aNewActionClearsRedo() {
    GameSession g = throughSetup(practice());
    int p = g.state().actor();
    g.act(new Action.Draw(p));
    g.undo(p);
    g.act(new Action.Pass(p));
    assertThat(g.canRedo()).isFalse();
  }

  @Test
  void matchUndoStopsAtRevealedInformation() {
    GameSession setupOnly = throughSetup(
        GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.MATCH, true));
    int first = setupOnly.state().actor();
    assertThat(setupOnly.canUndo(first)).as("setup shuffled and dealt").isFalse();

    Position pos = new Position(AbilityCards.POOL).turn(3, 0).tokens(0, 6);
    pos.mane(0, "mane-sun");
    pos.mane(1, "mane-star");
    pos.problem(0, "pr-y");
    pos.problem(1, "pr-p");
    for (int i = 0; i < 5; i++) {
      pos.deck(0, "f-y1");
      pos.deck(1, "f-p1");
    }
    GameSession g = GameSession.fromPosition(pos.start(), GameSession.Mode.MATCH, true);
    GameState s = g.state();
    int p = s.actor();
    assertThat(p).isZero();
    // A move reveals nothing, so it may be taken back, but only by the player who made it.
    Action move = Engine.legalActions(s).stream().filter(a -> a instanceof Action.Move).findFirst().orElseThrow();
    g.act(move);
    assertThat(g.canUndo(1)).isFalse();
    assertThat(g.canUndo(0)).isTrue();
    assertThat(g.undo(0)).isEqualTo(s);
    assertThat(g.canUndo(0)).isFalse();
    assertThatThrownBy(() -> g.undo(0)).isInstanceOf(IllegalStateException.class);
    g.act(new Action.Draw(0));
    assertThat(g.canUndo(0)).as("a draw revealed a card").isFalse();
  }

  @Test
  void refusedActionsChangeNothing() {
    GameSession g = throughSetup(practice());
    GameState s = g.state();
    int other = GameState.opponent(s.actor());
    assertThatThrownBy(() -> g.act(new Action.Draw(other))).isInstanceOf(Refusal.class);
    assertThat(g.state()).isEqualTo(s);
    assertThat(g.history()).hasSize(g.history().size());
  }

  @Test
  void aSaveReplaysToTheSameStateAndHistory(@TempDir Path dir) throws Exception {
    GameSession g = throughSetup(practice());
    int p = g.state().actor();
    g.act(new Action.Draw(p));
    g.act(new Action.Pass(p));
    Path file = dir.resolve("game.json");
    Saves.write(g, file);
    assertThat(Files.readString(file)).contains("ponytable-replay");
    GameSession back = Saves.read(file, TestCards.POOL, dir, GameSession.Mode.PRACTICE, true, DeckCheck.NONE);
    assertThat(back.state()).isEqualTo(g.state());
    assertThat(back.notation()).isEqualTo(g.notation());
    assertThat(back.history()).hasSameSizeAs(g.history());
    // Undo in the restored game goes back one player action, automatic passes included.
    back.undo(back.state().actor());
    g.undo(g.state().actor());
    assertThat(back.state()).isEqualTo(g.state());
  }

  @Test
  void aBrokenSaveSaysWhichActionFailed(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bad.json");
    Saves.write(practice(), file);
    Files.writeString(file, Files.readString(file).replace("\"actions\" : [ ]", "\"actions\" : [ \"draw\" ]"));
    assertThat(Files.readString(file)).contains("\"draw\"");
    assertThatThrownBy(() -> Saves.read(file, TestCards.POOL, dir, GameSession.Mode.PRACTICE, true, DeckCheck.NONE))
        .hasMessageContaining("draw");
  }

  @Test
  void aScenarioGameSavesAndLoadsRelativeToItsFile(@TempDir Path dir) throws Exception {
    Path scenario = Path.of("docs/scenarios/main-phase-tour.json").toAbsolutePath();
    org.ponytable.engine.card.CardPool pool = new org.ponytable.cards.CardLoader().loadDirectory(Path.of("cards"));
    GameSession g = Saves.scenario(scenario, pool, List.of(), GameSession.Mode.PRACTICE, true);
    assertThat(g.scenarioFile()).isEqualTo(scenario);
    GameState start = g.state();
    if (!start.isOver()) {
      g.act(Engine.legalActions(start).get(0));
    }
    Path file = dir.resolve("from-scenario.json");
    Saves.write(g, file);
    GameSession back = Saves.read(file, pool, dir, GameSession.Mode.PRACTICE, true);
    // The scenario's inline cards make a new pool on every load, so compare fingerprints.
    assertThat(org.ponytable.persistence.GameJson.fingerprint(back.state()))
        .isEqualTo(org.ponytable.persistence.GameJson.fingerprint(g.state()));
    assertThat(back.notation()).isEqualTo(g.notation()).isNotEmpty();
  }

  @Test
  void endingTheMainPhaseIsOnePressAndOneUndo() {
    GameSession g = throughSetup(practice());
    GameState s = g.state();
    int p = s.actor();
    g.passThroughPhase(p);
    GameState after = g.state();
    assertThat(after.phase() != Phase.MAIN || after.turnPlayer() != p).isTrue();
    // A single pass would have stopped in the window at the end of the Main Phase.
    GameSession single = throughSetup(practice());
    single.act(new Action.Pass(p));
    assertThat(single.state().stage()).isEqualTo(org.ponytable.engine.state.Stage.MAIN_PHASE_END);
    g.undo(p);
    assertThat(g.state()).isEqualTo(s);
  }

  /** Ann in her Main Phase with one token and a 1-token Friend in hand; Bo has nothing to answer with. */
  private static Position lastTokenTable() {
    Position pos = new Position(AbilityCards.POOL).turn(3, 0).tokens(0, 1).tokens(1, 0).name(0, "Ann").name(1, "Bo");
    pos.mane(0, "mane-sun");
    pos.mane(1, "mane-star");
    pos.problem(0, "pr-y");
    pos.problem(1, "pr-p");
    pos.hand(0, "f-y1");
    for (int i = 0; i < 5; i++) {
      pos.deck(0, "f-y1");
      pos.deck(1, "f-p1");
    }
    return pos;
  }

  @Test
  void spendingTheLastTokenStillLeavesTheMainPhaseToItsPlayer() {
    // docs/table.md: the turn player's Main Phase is never passed for them, tokens or not.
    Position pos = lastTokenTable();
    GameSession g = GameSession.fromPosition(pos.start(), GameSession.Mode.PRACTICE, true);
    Action play = Engine.legalActions(g.state()).stream().filter(a -> a instanceof Action.PlayCard).findFirst()
        .orElseThrow();
    g.act(play);
    GameState s = g.state();
    assertThat(s.player(0).tokens()).isZero();
    assertThat(Engine.hasActionBesidesPass(s)).as("nothing but passing is left").isFalse();
    assertThat(s.phase()).isEqualTo(Phase.MAIN);
    assertThat(s.actor()).as("Ann still has her Main Phase").isZero();
    assertThat(g.history()).hasSize(1);
    List<GameSession.Applied> steps = g.history().get(0).steps();
    assertThat(steps.subList(1, steps.size())).extracting(a -> a.action().player())
        .as("only Bo, with nothing to answer, was passed for").containsOnly(1);

    // Her one press ends the phase; the rest of the turn passes as before.
    g.passThroughPhase(0);
    assertThat(g.state().phase() != Phase.MAIN || g.state().turnPlayer() != 0).isTrue();
  }

  /** Ann's turn 3, Main Phase; Ann holds ev-trip, a Reaction to a Friend being moved (512.4). */
  private static GameSession reactionTable() {
    Position pos = new Position(AbilityCards.POOL).turn(3, 0).name(0, "Ann").name(1, "Bo").tokens(0, 2);
    pos.mane(0, "mane-sun");
    pos.mane(1, "mane-star");
    pos.problem(0, "pr-y");
    pos.problem(1, "pr-p");
    for (int i = 0; i < 4; i++) {
      pos.deck(0, "f-y1");
      pos.deck(1, "f-p1");
    }
    pos.hand(0, "ev-trip");
    pos.play(1, "f-p1", org.ponytable.engine.state.Area.home(1));
    return GameSession.fromPosition(pos.start(), GameSession.Mode.PRACTICE, true);
  }

  /** Bo moves his Friend: the condition of Ann's ev-trip (a Friend is moved). */
  private static Action friendMove(GameState s) {
    return Engine.legalActions(s).stream().filter(a -> a instanceof Action.Move m
        && s.def(m.card()).type() == org.ponytable.engine.terms.CardType.FRIEND).findFirst().orElseThrow();
  }

  @Test
  void passUntilMyNextChoiceLastsIntoTheOtherTurnAndEndsWhenTheOtherPlayerActs() {
    GameSession g = reactionTable();
    g.passUntil(0, GameSession.PassUntil.NEXT_CHOICE);
    GameState s = g.state();
    assertThat(s.turn()).isEqualTo(4);
    assertThat(s.actor()).as("Bo's Main Phase waits for Bo").isEqualTo(1);
    assertThat(g.passing(0)).isEqualTo(GameSession.PassUntil.NEXT_CHOICE);

    g.act(friendMove(s));
    // Bo did something: Ann is asked again, here where her Reaction may be used (a default stop).
    assertThat(g.passing(0)).isNull();
    assertThat(g.state().actor()).isZero();
    assertThat(g.state().decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(Engine.legalActions(g.state())).anyMatch(a -> a instanceof Action.PlayCard);
  }

  @Test
  void withoutTheReactionStopTheSameMovePassesAnnsWindow() {
    GameSession g = reactionTable();
    g.setStops(0, Stops.DEFAULT.withReactions(false));
    g.passThroughPhase(0);
    g.act(friendMove(g.state()));
    assertThat(g.state().actor()).as("back to Bo, Ann's window passed by her stops").isEqualTo(1);
    assertThat(g.history().get(g.history().size() - 1).steps()).anyMatch(a -> a.automatic()
        && a.before().actor() == 0 && Engine.hasActionBesidesPass(a.before()));
  }

  @Test
  void passUntilIsRefusedQuietlyWithoutPriorityAndUndoTakesTheOrderBack() {
    GameSession g = reactionTable();
    assertThat(g.passUntil(1, GameSession.PassUntil.END_OF_TURN)).as("Bo does not hold priority").isEmpty();
    assertThat(g.passing(1)).isNull();
    g.passUntil(0, GameSession.PassUntil.NEXT_CHOICE);
    assertThat(g.passing(0)).isNotNull();
    g.undo(0);
    assertThat(g.passing(0)).isNull();
  }
}
