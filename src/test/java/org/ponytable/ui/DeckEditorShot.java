package org.ponytable.ui;

import java.io.IOException;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.card.CardDef;
import org.ponytable.ui.decks.DeckEditorWindow;

/**
 * Developer tool: the deck editor with Orchard Harvest open, a search typed and one card too
 * many added, so the verdict shows a problem; saved as a PNG at 1366x768
 * (docs/screenshots/deck-editor.png). Run under Xvfb:
 * {@code java -cp ... org.ponytable.ui.DeckEditorShot [FILE]}.
 */
public final class DeckEditorShot {
  private DeckEditorShot() {}

  public static void main(String[] args) throws Exception {
    Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots/deck-editor.png").toAbsolutePath();
    var pool = new CardLoader().loadDirectory(Path.of("cards"));
    StubDialogs dialogs = new StubDialogs();
    dialogs.file = Path.of("cards", "decks", "orchard-harvest.json");
    Platform.startup(() -> {
      DeckEditorWindow editor = new DeckEditorWindow(new Stage(), dialogs,
          new DeckEditorWindow.Request(pool, null, (p, d) -> { }), 1366, 768);
      editor.show();
      var scene = editor.stage().getScene();
      ((Button) scene.lookup("#deck-open")).fire();
      ((TextField) scene.lookup("#deck-search")).setText("Orchard");
      @SuppressWarnings("unchecked")
      ListView<CardDef> cards = (ListView<CardDef>) scene.lookup("#deck-cards");
      cards.getSelectionModel().select(0);
      Button add = (Button) scene.lookup("#deck-add");
      for (int i = 0; i < 3; i++) {
        add.fire();
      }
      Platform.runLater(() -> Platform.runLater(() -> {
        try {
          Snapshots.save(scene, out);
          System.out.println("saved " + out);
        } catch (IOException e) {
          e.printStackTrace();
        }
        Platform.exit();
      }));
    });
  }
}
