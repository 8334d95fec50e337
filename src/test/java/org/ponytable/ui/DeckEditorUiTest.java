package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.decks.DeckEditorWindow;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.Settings;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The deck editor as a player uses it: search, add with Enter, read the verdict, save. */
@ExtendWith(ApplicationExtension.class)
class DeckEditorUiTest {
  private static final CardPool POOL = shipped();
  private static final DeckList ORCHARD = orchard();

  @TempDir
  Path dir;
  private final StubDialogs dialogs = new StubDialogs();
  private final List<DeckList> saved = new ArrayList<>();
  private DeckEditorWindow editor;
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    editor = new DeckEditorWindow(stage, dialogs,
        new DeckEditorWindow.Request(POOL, null, (p, d) -> saved.add(d)), 1280, 740);
    editor.show();
  }

  private static CardPool shipped() {
    try {
      return new CardLoader().loadDirectory(Path.of("cards"));
    } catch (CardLoadException e) {
      throw new IllegalStateException(e);
    }
  }

  private static DeckList orchard() {
    try {
      return new DeckLoader(POOL).load(Path.of("cards", "decks", "orchard-harvest.json"));
    } catch (CardLoadException e) {
      throw new IllegalStateException(e);
    }
  }

  private List<String> verdict(FxRobot robot) {
    return robot.lookup("#deck-verdict").queryAs(VBox.class).getChildren().stream()
        .map(n -> ((Label) n).getText()).toList();
  }

  @Test
  void searchAddAndTheVerdictFollowTheDeck(FxRobot robot) throws Exception {
    assertThat(verdict(robot)).anyMatch(v -> v.contains("no Mane Character"));
    CardDef mane = POOL.get(ORCHARD.maneCharacter());
    robot.clickOn("#deck-search").write(mane.title());
    @SuppressWarnings("unchecked")
    ListView<CardDef> cards = robot.lookup("#deck-cards").queryAs(ListView.class);
    assertThat(cards.getItems()).contains(mane).allMatch(c -> c.name().contains(mane.title()));
    robot.interact(() -> cards.getSelectionModel().select(mane));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup(".card").queryAllAs(CardNode.class)).isNotEmpty();
    robot.interact(cards::requestFocus);
    robot.type(KeyCode.ENTER);
    assertThat(robot.lookup("#deck-mane").queryAs(Label.class).getText()).isEqualTo(mane.name());
    assertThat(verdict(robot)).noneMatch(v -> v.contains("no Mane Character"));

    // The rest of a legal deck through the model, then Save asks where and writes a file that loads.
    DeckList sun = ORCHARD;
    robot.interact(() -> {
      sun.problemDeck().forEach(editor.model()::add);
      sun.drawDeck().forEach(editor.model()::add);
    });
    robot.clickOn("#deck-name").eraseText(20).write("Sunny");
    // New with unsaved changes asks first; "Keep editing" keeps the deck.
    dialogs.confirm = false;
    robot.clickOn("#deck-new");
    assertThat(dialogs.shown).anyMatch(s -> s.contains("not saved"));
    assertThat(editor.model().deck().drawCount()).isEqualTo(sun.drawDeck().size());
    assertThat(verdict(robot)).as("verdict").singleElement().asString().contains("follows the deck rules");

    Path file = dir.resolve("sunny.json");
    dialogs.file = file;
    robot.clickOn("#deck-save");
    assertThat(Files.exists(file)).isTrue();
    DeckList back = new DeckLoader(POOL).load(file);
    assertThat(back.name()).isEqualTo("Sunny");
    assertThat(back.drawDeck()).containsExactlyInAnyOrderElementsOf(sun.drawDeck());
    assertThat(saved).singleElement().extracting(DeckList::name).isEqualTo("Sunny");
    assertThat(robot.lookup("#deck-name").queryAs(javafx.scene.control.TextField.class).getText()).isEqualTo("Sunny");
    assertThat(editor.stage().getTitle()).doesNotContain("*");
  }

  @Test
  void theCardsMenuOpensTheEditorAndASavedDeckJoinsNewGameAtOnce(FxRobot robot) throws Exception {
    Path decks = Files.createDirectories(dir.resolve("decks"));
    CardLibrary library = new CardLibrary(POOL, java.util.Map.of(), dir, List.of());
    List<DeckEditorWindow.Request> asked = new ArrayList<>();
    MainWindow[] w = new MainWindow[1];
    robot.interact(() -> {
      Settings settings = new Settings();
      settings.animations = false;
      w[0] = new MainWindow(stage, settings, library, 1366, 768);
      w[0].setDialogs(dialogs);
      w[0].setAutosaveFile(null);
      w[0].setDeckEditorOpener(asked::add);
    });
    robot.clickOn("Cards").clickOn("Deck editor\u2026");
    assertThat(asked).singleElement().satisfies(r -> {
      assertThat(r.pool()).isSameAs(POOL);
      assertThat(r.decksFolder()).isEqualTo(dir.resolve("decks"));
    });

    DeckList inFolder = new DeckList("Sunny", ORCHARD.maneCharacter(), ORCHARD.problemDeck(), ORCHARD.drawDeck());
    DeckList elsewhere = new DeckList("Elsewhere", ORCHARD.maneCharacter(), ORCHARD.problemDeck(), ORCHARD.drawDeck());
    robot.interact(() -> {
      asked.get(0).saved().accept(decks.resolve("sunny.json"), inFolder);
      asked.get(0).saved().accept(dir.resolve("elsewhere.json"), elsewhere);
      w[0].newGameDialog();
    });
    assertThat(dialogs.newGameAsked.decks()).containsOnlyKeys("Sunny");
  }

  @Test
  void importThenExportThroughTheToolBarWithOurOwnCardsRefusedByName(FxRobot robot) throws Exception {
    Path o8d = Path.of("..", "shared", "octgn", "Decks", "MLP CCG Original Theme Decks", "Applejack Theme Deck.o8d");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(o8d), "../shared/octgn is not beside the project");
    dialogs.file = o8d;
    robot.clickOn("#deck-import-o8d");
    DeckList theme = new DeckLoader(POOL).load(Path.of("cards", "decks", "octgn-applejack-theme-deck.json"));
    assertThat(robot.lookup("#deck-mane").queryAs(Label.class).getText())
        .isEqualTo(POOL.get(theme.maneCharacter()).name());
    assertThat(verdict(robot)).singleElement().asString().contains("follows the deck rules");

    Path out = dir.resolve("applejack.o8d");
    dialogs.file = out;
    robot.clickOn("#deck-export-o8d");
    String maneGuid = org.ponytable.cards.octgn.Guids.byId(Path.of("cards"), new ArrayList<>()).get(theme.maneCharacter());
    assertThat(Files.readString(out)).contains("<card qty=\"1\" id=\"" + maneGuid + "\">");

    // One of our own cards has no GUID: nothing is written and the message names it.
    CardDef own = POOL.get(ORCHARD.maneCharacter());
    robot.interact(() -> editor.model().add(own.id()));
    Path refused = dir.resolve("refused.o8d");
    dialogs.file = refused;
    robot.clickOn("#deck-export-o8d");
    assertThat(refused).doesNotExist();
    assertThat(dialogs.shown).anyMatch(m -> m.contains("GUID") && m.contains(own.title()));
  }
}
