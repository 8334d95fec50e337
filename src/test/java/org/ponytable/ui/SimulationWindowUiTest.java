package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.sim.SimulationWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Cards > Balance simulation as a designer uses it: pick two decks, run, read and save the matrix, cancel. */
@ExtendWith(ApplicationExtension.class)
class SimulationWindowUiTest {
  @TempDir
  Path dir;
  private final StubDialogs dialogs = new StubDialogs();
  private SimulationWindow window;
  private Map<String, DeckList> decks;

  @Start
  void start(Stage stage) throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    decks = new LinkedHashMap<>();
    for (String f : List.of("confetti-parade", "crystal-bazaar", "moonshade-hollow")) {
      DeckList d = new DeckLoader(pool).load(Path.of("cards", "decks", f + ".json"));
      decks.put(d.name(), d);
    }
    window = new SimulationWindow(stage, dialogs, pool, decks);
    window.show();
  }

  private void pickTwoDecks(FxRobot robot) {
    robot.clickOn("#sim-none");
    robot.clickOn("Confetti Parade");
    robot.clickOn("Crystal Bazaar");
  }

  @Test
  void aTinyRandomSimulationRunsToItsMatrixAndSaves(FxRobot robot) throws Exception {
    pickTwoDecks(robot);
    robot.interact(() -> {
      robot.lookup("#sim-level").queryAs(javafx.scene.control.ChoiceBox.class).setValue(org.ponytable.ai.Level.RANDOM);
      robot.lookup("#sim-games").queryAs(javafx.scene.control.Spinner.class).getValueFactory().setValue(1);
    });
    assertThat(robot.lookup("#sim-save-csv").queryAs(Button.class).isDisabled()).isTrue();
    robot.clickOn("#sim-run");
    WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !window.running());
    WaitForAsyncUtils.waitForFxEvents();
    String status = robot.lookup("#sim-status").queryAs(Label.class).getText();
    assertThat(status).startsWith("1/1 games: Random in both seats");
    assertThat(robot.lookup("#sim-progress").queryAs(ProgressBar.class).getProgress()).isEqualTo(1.0);
    GridPane matrix = robot.lookup("#sim-matrix").queryAs(GridPane.class);
    List<String> cells = matrix.getChildren().stream().filter(n -> n.getStyleClass().contains("sim-cell"))
        .map(n -> ((Label) n).getText()).toList();
    // Two decks: two diagonal dashes, one game each way (a win is 100% one way and 0% the other, or a draw), totals.
    assertThat(cells).hasSize(6);
    assertThat(cells.stream().filter(t -> t.equals("\u2014"))).hasSize(2);
    assertThat(cells).anyMatch(t -> t.startsWith("100%") || t.startsWith("50%"));
    assertThat(robot.lookup("#sim-save-csv").queryAs(Button.class).isDisabled()).isFalse();
    // A row per distinct card of the two decks, the best "played vs deck" first.
    javafx.scene.control.TableView<?> table = robot.lookup("#sim-cards").queryAs(javafx.scene.control.TableView.class);
    long distinct = 0;
    for (String name : List.of("Confetti Parade", "Crystal Bazaar")) {
      DeckList d = decks.get(name);
      java.util.Set<String> ids = new java.util.HashSet<>(d.problemDeck());
      ids.add(d.maneCharacter());
      ids.addAll(d.drawDeck());
      distinct += ids.size();
    }
    assertThat(table.getItems()).hasSize((int) distinct);
    assertThat(table.getSortOrder()).extracting(c -> c.getText()).containsExactly("Played vs deck");

    dialogs.file = dir.resolve("m.csv");
    robot.clickOn("#sim-save-csv");
    assertThat(Files.readAllLines(dialogs.file)).hasSize(3)
        .anyMatch(l -> l.startsWith("Confetti Parade,Crystal Bazaar,1,"));
    dialogs.file = dir.resolve("m.png");
    robot.clickOn("#sim-save-png");
    assertThat(javax.imageio.ImageIO.read(dialogs.file.toFile()).getWidth())
        .isEqualTo(org.ponytable.ai.sim.Heatmap.width(2));
  }

  @Test
  void cancelStopsALongSimulation(FxRobot robot) throws Exception {
    pickTwoDecks(robot);
    robot.interact(() -> robot.lookup("#sim-games").queryAs(javafx.scene.control.Spinner.class).getValueFactory()
        .setValue(100_000));
    robot.clickOn("#sim-run");
    assertThat(window.running()).isTrue();
    assertThat(robot.lookup("#sim-cancel").queryAs(Button.class).isDisabled()).isFalse();
    robot.clickOn("#sim-cancel");
    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !window.running());
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("#sim-status").queryAs(Label.class).getText()).startsWith("Cancelled after")
        .endsWith("of 100000 games.");
    assertThat(robot.lookup("#sim-run").queryAs(Button.class).isDisabled()).isFalse();
    assertThat(robot.lookup("#sim-save-csv").queryAs(Button.class).isDisabled()).isTrue();
  }

  @Test
  void gamesTakeDigitsOnly(FxRobot robot) {
    @SuppressWarnings("unchecked")
    javafx.scene.control.Spinner<Integer> games = robot.lookup("#sim-games").queryAs(javafx.scene.control.Spinner.class);
    robot.interact(() -> games.getEditor().clear());
    robot.clickOn(games.getEditor()).write("x12y");
    assertThat(games.getEditor().getText()).isEqualTo("12");
    robot.clickOn("#sim-level");
    robot.type(javafx.scene.input.KeyCode.ESCAPE);
    assertThat(games.getValue()).isEqualTo(12);
  }

  @Test
  void pairingsOfOneDeckLeaveTheOtherPairUnplayed(FxRobot robot) throws Exception {
    robot.interact(() -> {
      robot.lookup("#sim-level").queryAs(javafx.scene.control.ChoiceBox.class).setValue(org.ponytable.ai.Level.RANDOM);
      robot.lookup("#sim-games").queryAs(javafx.scene.control.Spinner.class).getValueFactory().setValue(1);
      robot.lookup("#sim-pairings").queryAs(javafx.scene.control.ChoiceBox.class).setValue("Moonshade Hollow");
    });
    robot.clickOn("#sim-run");
    WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !window.running());
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("#sim-status").queryAs(Label.class).getText())
        .startsWith("2/2 games: Random in both seats, 1 per pairing (only Moonshade Hollow's)");
    GridPane matrix = robot.lookup("#sim-matrix").queryAs(GridPane.class);
    List<String> cells = matrix.getChildren().stream().filter(n -> n.getStyleClass().contains("sim-cell"))
        .map(n -> ((Label) n).getText()).toList();
    // Three diagonal dashes and Confetti Parade against Crystal Bazaar both ways: not played.
    assertThat(cells).hasSize(12);
    assertThat(cells.stream().filter(t -> t.equals("\u2014"))).hasSize(5);

    // The matrix now names the decks too: untick Moonshade Hollow's box itself.
    robot.clickOn(robot.lookup(".check-box").lookup((javafx.scene.control.CheckBox b) -> b.getText()
        .equals("Moonshade Hollow")).queryAs(javafx.scene.control.CheckBox.class));
    robot.clickOn("#sim-run");
    assertThat(window.running()).isFalse();
    assertThat(robot.lookup("#sim-status").queryAs(Label.class).getText()).contains("Tick Moonshade Hollow too");
  }

  @Test
  void oneDeckIsNotASimulation(FxRobot robot) {
    robot.clickOn("#sim-none");
    robot.clickOn("Moonshade Hollow");
    robot.clickOn("#sim-run");
    assertThat(window.running()).isFalse();
    assertThat(robot.lookup("#sim-status").queryAs(Label.class).getText()).contains("at least two decks");
  }
}
