package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Cards > Balance simulation opens the simulation over the library's legal decks. */
@ExtendWith(ApplicationExtension.class)
class SimulationMenuUiTest {
  private MainWindow w;

  private org.ponytable.ui.session.CardLibrary library;

  @Start
  void start(Stage stage) throws Exception {
    // The shipped decks, and one that breaks the deckbuilding rules (101: no Problem deck).
    org.ponytable.ui.session.CardLibrary shipped = Libraries.load(java.nio.file.Path.of("cards"));
    library = shipped.withDeck(new org.ponytable.engine.deck.DeckList("Broken deck", "pt2-prism-facet", List.of(),
        List.of()));
    org.ponytable.ui.session.Settings settings = new org.ponytable.ui.session.Settings();
    settings.animations = false;
    w = new MainWindow(stage, settings, library, 1366, 768);
    w.setDialogs(new StubDialogs());
    w.setAutosaveFile(java.nio.file.Files.createTempDirectory("ponytable-ui").resolve("autosave.json"));
    stage.show();
  }

  @Test
  void theCardsMenuOpensTheSimulationWithTheLibrarysLegalDecks(FxRobot robot) {
    MenuBar bar = (MenuBar) ((BorderPane) w.scene().getRoot()).getTop();
    Menu cards = bar.getMenus().stream().filter(m -> m.getText().equals("Cards")).findFirst().orElseThrow();
    MenuItem item = cards.getItems().stream().filter(i -> "Balance simulation\u2026".equals(i.getText()))
        .findFirst().orElseThrow();
    robot.interact(item::fire);
    Stage sim = (Stage) Window.getWindows().stream()
        .filter(win -> win instanceof Stage s && "Balance simulation".equals(s.getTitle())).findFirst().orElseThrow();
    // The deck list sits in a ScrollPane: its content joins the scene graph once the skin is laid out.
    robot.interact(() -> {
      sim.getScene().getRoot().applyCss();
      sim.getScene().getRoot().layout();
    });
    List<String> offered = sim.getScene().getRoot().lookupAll(".check-box").stream()
        .map(n -> ((CheckBox) n).getText()).toList();
    List<String> legal = library.violations().entrySet().stream().filter(e -> e.getValue().isEmpty())
        .map(java.util.Map.Entry::getKey).toList();
    assertThat(offered).contains("Confetti Parade", "Crystal Bazaar").doesNotContain("Broken deck")
        .containsExactlyElementsOf(legal);
    robot.interact(sim::close);
  }
}
