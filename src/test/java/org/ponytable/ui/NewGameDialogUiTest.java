package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.dialogs.NewGameDialog;
import javafx.scene.control.TextField;
import org.ponytable.ui.session.AppFiles;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.style.Stylesheet;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The new game dialog checks decks with the rules (101) and shows a broken card folder's errors. */
@ExtendWith(ApplicationExtension.class)
class NewGameDialogUiTest {
  private static final CardLibrary SHIPPED = Libraries.load(Path.of("cards"));

  private Stage stage;
  private NewGameDialog dialog;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    stage.show();
  }

  @AfterEach
  void close(FxRobot robot) {
    if (dialog != null) {
      robot.interact(dialog::close);
    }
  }

  /** The shipped decks plus a copy of the first cut to 40 draw cards: short of 101.1's 45. */
  private static CardLibrary withShortDeck() {
    Map<String, DeckList> decks = new LinkedHashMap<>(SHIPPED.decks());
    DeckList legal = decks.values().iterator().next();
    decks.put("Short", new DeckList("Short", legal.maneCharacter(), legal.problemDeck(),
        legal.drawDeck().subList(0, 40)));
    return new CardLibrary(SHIPPED.pool(), decks, SHIPPED.source(), List.of());
  }

  private MainWindow window(FxRobot robot, CardLibrary library, StubDialogs dialogs) {
    MainWindow[] w = new MainWindow[1];
    robot.interact(() -> {
      Settings s = new Settings();
      s.animations = false;
      w[0] = new MainWindow(stage, s, library, 1366, 768);
      w[0].setDialogs(dialogs);
      w[0].setAutosaveFile(null);
    });
    return w[0];
  }

  private void open(FxRobot robot, NewGameDialog.Defaults d) {
    robot.interact(() -> {
      dialog = new NewGameDialog(d);
      dialog.initOwner(stage);
      dialog.getDialogPane().getStylesheets().add(Stylesheet.URL);
      dialog.show();
    });
  }

  private <T extends Node> T find(String id, Class<T> type) {
    return type.cast(dialog.getDialogPane().lookup("#" + id));
  }

  @SuppressWarnings("unchecked")
  private void choose(FxRobot robot, int seat, String deck) {
    robot.interact(() -> find("deck" + seat, ComboBox.class).setValue(deck));
  }

  private boolean startDisabled() {
    return find("start-game", Node.class).isDisabled();
  }

  @Test
  void anIllegalDeckShowsTheRulesItBreaksAndCannotStart(FxRobot robot) {
    StubDialogs dialogs = new StubDialogs();
    MainWindow w = window(robot, withShortDeck(), dialogs);
    robot.interact(w::newGameDialog);
    NewGameDialog.Defaults d = dialogs.newGameAsked;
    assertThat(d.violationsOf("Short")).anySatisfy(m -> assertThat(m).contains("40").contains("(101.1)"));
    String legal = SHIPPED.decks().keySet().iterator().next();
    assertThat(d.violationsOf(legal)).isEmpty();

    open(robot, d);
    choose(robot, 0, legal);
    choose(robot, 1, legal);
    assertThat(find("deck-check-1", Label.class).getText()).isEqualTo("Legal deck.");
    assertThat(startDisabled()).isFalse();

    choose(robot, 1, "Short");
    assertThat(find("deck-check-1", Label.class).getText()).contains("Not a legal deck")
        .contains("45").contains("(101.1)");
    assertThat(find("deck-check-0", Label.class).getText()).isEqualTo("Legal deck.");
    assertThat(startDisabled()).isTrue();

    // Even if an illegal choice reached the window, no game starts and the rule is shown.
    dialogs.newGame = new NewGameDialog.Choice(new GameSetup(List.of(
        new GameSetup.Seat("Ann", SHIPPED.decks().get(legal)),
        new GameSetup.Seat("Bo", withShortDeck().decks().get("Short"))), 1, 0), GameSession.Mode.PRACTICE);
    robot.interact(w::newGameDialog);
    assertThat(w.viewModel().session()).isNull();
    assertThat(dialogs.shown).anySatisfy(m -> assertThat(m).startsWith("Illegal deck").contains("Bo: ")
        .contains("(101.1)"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void theWorkbenchModeIsOfferedBesidePracticeAndMatch(FxRobot robot) {
    StubDialogs dialogs = new StubDialogs();
    MainWindow w = window(robot, SHIPPED, dialogs);
    robot.interact(w::newGameDialog);
    open(robot, dialogs.newGameAsked);
    ComboBox<String> mode = find("mode", ComboBox.class);
    assertThat(mode.getItems()).hasSize(3);
    assertThat(mode.getItems().get(2)).startsWith("Workbench");
    robot.interact(() -> mode.getSelectionModel().select(2));
    robot.clickOn("#start-game");
    assertThat(dialog.getResult().mode()).isEqualTo(GameSession.Mode.WORKBENCH);
  }

  @Test
  void aBrokenCardFolderShowsTheLoadersErrorsWithTheirPlace(FxRobot robot) throws IOException {
    Path dir = Files.createTempDirectory("ponytable-broken");
    Files.createDirectories(dir.resolve("decks"));
    Files.writeString(dir.resolve("set.json"), """
        [
          {"id": "t-bad", "type": "friend", "title": "Bad Card", "power": "lots", "cost": 1, "colors": ["pink"]}
        ]
        """);
    Files.writeString(dir.resolve("decks").resolve("d.json"), "{\"name\": \"D\"}");
    CardLibrary broken = Libraries.load(dir);
    StubDialogs dialogs = new StubDialogs();
    MainWindow w = window(robot, broken, dialogs);
    robot.interact(w::newGameDialog);
    NewGameDialog.Defaults d = dialogs.newGameAsked;
    assertThat(d).as("the dialog opens even with nothing to play").isNotNull();
    assertThat(d.decks()).isEmpty();
    assertThat(d.loadProblems()).anySatisfy(p -> assertThat(p).matches(".*set\\.json:2:\\d+ at /0/power: .*"));

    open(robot, d);
    String shown = find("load-problems", TextArea.class).getText();
    assertThat(shown).contains("set.json:2:").contains("/0/power");
    assertThat(find("no-decks", Label.class).isVisible()).isTrue();
    assertThat(startDisabled()).isTrue();
  }

  @Test
  void aBrokenDeckFileKeepsTheGoodDecksAndIsReported() throws IOException {
    Path dir = Files.createTempDirectory("ponytable-decks");
    copyTree(Path.of("cards"), dir);
    Files.writeString(dir.resolve("decks").resolve("zz-broken.json"), "{\"name\": \"Z\", \"maneCharacter\": 3}");
    CardLibrary lib = Libraries.load(dir);
    assertThat(lib.decks().keySet()).containsAll(SHIPPED.decks().keySet());
    assertThat(lib.problems()).anySatisfy(p -> assertThat(p).contains("zz-broken.json:1:"));
  }

  private static void copyTree(Path from, Path to) throws IOException {
    List<Path> all = new ArrayList<>();
    try (var walk = Files.walk(from)) {
      walk.forEach(all::add);
    }
    for (Path p : all) {
      Path target = to.resolve(from.relativize(p).toString());
      if (Files.isDirectory(p)) {
        Files.createDirectories(target);
      } else {
        Files.copy(p, target);
      }
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void newGameRemembersTheLastNamesAndDecksThroughTheSettingsFile(FxRobot robot) throws IOException {
    Files.deleteIfExists(AppFiles.settings());
    List<String> decks = new ArrayList<>(SHIPPED.decks().keySet());
    // Not the first two listed, so a preselection cannot be the dialog's own default.
    String third = decks.get(2);
    String fourth = decks.get(3);
    StubDialogs dialogs = new StubDialogs();
    MainWindow w = window(robot, SHIPPED, dialogs);
    robot.interact(w::newGameDialog);
    assertThat(dialogs.newGameAsked.name0()).isEqualTo("Player 1");
    assertThat(dialogs.newGameAsked.deck0()).isNull();

    dialogs.newGame = new NewGameDialog.Choice(new GameSetup(List.of(
        new GameSetup.Seat("Ann \"the\" Bold", SHIPPED.decks().get(fourth)),
        new GameSetup.Seat("Bo\\2", SHIPPED.decks().get(third))), 1, 0), GameSession.Mode.PRACTICE);
    robot.interact(w::newGameDialog);
    assertThat(w.viewModel().session()).as("the game started").isNotNull();

    // Kept in the settings file: a new run of the table reads them back.
    Settings back = Settings.load(AppFiles.settings());
    assertThat(back.warnings).isEmpty();
    assertThat(back.lastNames).containsExactly("Ann \"the\" Bold", "Bo\\2");
    assertThat(back.lastDecks).containsExactly(fourth, third);

    StubDialogs next = new StubDialogs();
    MainWindow again = windowWith(robot, back, next);
    robot.interact(again::newGameDialog);
    NewGameDialog.Defaults d = next.newGameAsked;
    assertThat(List.of(d.name0(), d.name1(), d.deck0(), d.deck1()))
        .containsExactly("Ann \"the\" Bold", "Bo\\2", fourth, third);
    open(robot, d);
    assertThat(find("name0", TextField.class).getText()).isEqualTo("Ann \"the\" Bold");
    assertThat(find("name1", TextField.class).getText()).isEqualTo("Bo\\2");
    assertThat(find("deck0", ComboBox.class).getValue()).isEqualTo(fourth);
    assertThat(find("deck1", ComboBox.class).getValue()).isEqualTo(third);
    Files.deleteIfExists(AppFiles.settings());
  }

  @Test
  @SuppressWarnings("unchecked")
  void aRememberedDeckThatIsGoneFallsBackToTheFirstListed(FxRobot robot) {
    List<String> decks = new ArrayList<>(SHIPPED.decks().keySet());
    Settings s = new Settings();
    s.rememberLastGame(List.of("Ann", "Bo"), List.of("A deck since deleted", decks.get(2)));
    StubDialogs dialogs = new StubDialogs();
    MainWindow w = windowWith(robot, s, dialogs);
    robot.interact(w::newGameDialog);
    open(robot, dialogs.newGameAsked);
    assertThat(find("deck0", ComboBox.class).getValue()).isEqualTo(decks.get(0));
    assertThat(find("deck1", ComboBox.class).getValue()).isEqualTo(decks.get(2));
  }

  private MainWindow windowWith(FxRobot robot, Settings settings, StubDialogs dialogs) {
    MainWindow[] w = new MainWindow[1];
    robot.interact(() -> {
      settings.animations = false;
      w[0] = new MainWindow(stage, settings, SHIPPED, 1366, 768);
      w[0].setDialogs(dialogs);
      w[0].setAutosaveFile(null);
    });
    return w[0];
  }
}
