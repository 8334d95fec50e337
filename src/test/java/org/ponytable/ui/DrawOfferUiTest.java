package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Saves;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.GameLog;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Game > Offer a draw: the other player at the keyboard accepts or refuses (rulings.md, "A game nobody can win"). */
@ExtendWith(ApplicationExtension.class)
class DrawOfferUiTest {
  private MainWindow w;
  private StubDialogs dialogs;
  private Path dir;

  @Start
  void start(Stage stage) throws IOException {
    dir = Files.createTempDirectory("ponytable-draw");
    Settings settings = new Settings();
    settings.animations = false;
    w = new MainWindow(stage, settings, TestLibrary.get(), 1366, 768);
    dialogs = new StubDialogs();
    w.setDialogs(dialogs);
    w.setAutosaveFile(null);
    // These tests click through curtains at robot speed; CurtainUiTest is about the guard.
    w.tableView().curtainGuard().setSettleMillis(0);
    stage.show();
  }

  private GameState state() {
    return w.viewModel().session().state();
  }

  /** A new hotseat game with Ann at the table, the curtain lifted. */
  private void annAtTheTable(FxRobot robot) {
    robot.interact(() -> w.start(new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
        new GameSetup.Seat("Bo", TestCards.starDeck())), 7, 0), GameSession.Mode.PRACTICE));
    robot.clickOn("#lift-curtain");
    assertThat(w.viewModel().table().viewer()).isZero();
  }

  private void offerFromTheMenu(FxRobot robot) {
    robot.clickOn("Game");
    robot.clickOn("Offer a draw\u2026");
  }

  @Test
  void anAcceptedOfferEndsTheGameAsADrawThatTheLogAndTheSaveKeep(FxRobot robot) throws Exception {
    annAtTheTable(robot);
    offerFromTheMenu(robot);
    assertThat(dialogs.shown).containsExactly("Offer a draw?: Ann offers a draw. Bo, do you accept a draw?");
    assertThat(state().isOver()).isTrue();
    assertThat(state().result().isAgreedDraw()).isTrue();
    assertThat(w.viewModel().table().result()).isEqualTo("A draw: the players agreed to it.");
    assertThat(w.viewModel().table().log()).extracting(GameLog.Line::text).contains("Ann offers a draw; Bo accepts.");

    Path save = dir.resolve("drawn.json");
    robot.interact(() -> {
      try {
        w.save(save);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    assertThat(Files.readString(save)).contains("agree-draw p1");
    GameSession again = Saves.read(save, TestCards.POOL, dir, GameSession.Mode.PRACTICE, false,
        // TestCards' few cards cannot build a legal deck (101).
        org.ponytable.persistence.DeckCheck.NONE);
    assertThat(again.state().result().isAgreedDraw()).as("the replay reproduces the draw").isTrue();
  }

  @Test
  void aRefusedOfferChangesNothing(FxRobot robot) {
    annAtTheTable(robot);
    dialogs.confirm = false;
    GameState before = state();
    offerFromTheMenu(robot);
    assertThat(dialogs.shown).hasSize(1);
    assertThat(state()).isSameAs(before);
    assertThat(state().isOver()).isFalse();
  }

  @Test
  void atAProvenDeadEndTheTableSaysSoOnceAndTheOfferEndsTheGame(FxRobot robot) {
    // Both decks and hands empty; Manes of 1 power (2 Boosted) can't gather the 4 pr-any asks.
    org.ponytable.engine.Position p = new org.ponytable.engine.Position(TestCards.POOL).turn(3, 0)
        .name(0, "Ann").name(1, "Bo");
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false)));
    robot.clickOn("#lift-curtain");
    robot.clickOn("#primary");
    org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    assertThat(dialogs.shown).containsExactly("Nobody can win: Both decks and both hands are empty and neither player"
        + " can score any more, so the game can't end by itself. The players may agree to a draw: Game > Offer a draw.");
    assertThat(state().isOver()).as("a notice, not a decision").isFalse();
    if (w.viewModel().table().curtain()) {
      robot.clickOn("#lift-curtain");
    }
    offerFromTheMenu(robot);
    assertThat(state().result().isAgreedDraw()).isTrue();
  }
}
