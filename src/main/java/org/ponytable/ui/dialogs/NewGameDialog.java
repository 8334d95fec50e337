package org.ponytable.ui.dialogs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import org.ponytable.engine.GameSetup;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.session.GameSession;

/** Names, decks, who goes first, practice or match, and an optional seed for a new game. */
public final class NewGameDialog extends Dialog<NewGameDialog.Choice> {
  /** What the dialog offers and starts with. */
  public record Defaults(String name0, String name1, Map<String, DeckList> decks, GameSession.Mode mode) {}

  /** What was chosen: a setup the engine can start, and the undo mode. */
  public record Choice(GameSetup setup, GameSession.Mode mode) {}

  private static final String RANDOM = "At random";

  public NewGameDialog(Defaults d) {
    setTitle("New game");
    setHeaderText("A new hotseat game");
    TextField name0 = new TextField(d.name0());
    TextField name1 = new TextField(d.name1());
    name0.setId("name0");
    name1.setId("name1");
    List<String> deckNames = new ArrayList<>(d.decks().keySet());
    ComboBox<String> deck0 = new ComboBox<>();
    ComboBox<String> deck1 = new ComboBox<>();
    deck0.getItems().setAll(deckNames);
    deck1.getItems().setAll(deckNames);
    if (!deckNames.isEmpty()) {
      deck0.getSelectionModel().select(0);
      deck1.getSelectionModel().select(Math.min(1, deckNames.size() - 1));
    }
    ComboBox<String> first = new ComboBox<>();
    first.getItems().setAll(RANDOM, "Player 1", "Player 2");
    first.getSelectionModel().select(0);
    ComboBox<String> mode = new ComboBox<>();
    mode.getItems().setAll("Practice: undo anything", "Match: undo stops at new information");
    mode.getSelectionModel().select(d.mode() == GameSession.Mode.MATCH ? 1 : 0);
    TextField seed = new TextField();
    seed.setPromptText("blank: a new random game");

    GridPane g = new GridPane();
    g.setHgap(10);
    g.setVgap(8);
    g.setPadding(new Insets(12));
    g.addRow(0, new Label("Player 1"), name0, deck0);
    g.addRow(1, new Label("Player 2"), name1, deck1);
    g.addRow(2, new Label("First player"), first);
    g.addRow(3, new Label("Mode"), mode);
    g.addRow(4, new Label("Seed"), seed);
    getDialogPane().setContent(g);
    ButtonType start = new ButtonType("Start", ButtonBar.ButtonData.OK_DONE);
    getDialogPane().getButtonTypes().setAll(start, ButtonType.CANCEL);
    getDialogPane().lookupButton(start).disableProperty().bind(deck0.valueProperty().isNull()
        .or(deck1.valueProperty().isNull()));
    setResultConverter(b -> {
      if (b != start) {
        return null;
      }
      long s;
      try {
        s = seed.getText().isBlank() ? System.nanoTime() : Long.parseLong(seed.getText().trim());
      } catch (NumberFormatException e) {
        s = seed.getText().trim().hashCode();
      }
      int fp = first.getSelectionModel().getSelectedIndex() - 1;
      String n0 = name0.getText().isBlank() ? "Player 1" : name0.getText().trim();
      String n1 = name1.getText().isBlank() ? "Player 2" : name1.getText().trim();
      GameSetup setup = new GameSetup(List.of(new GameSetup.Seat(n0, d.decks().get(deck0.getValue())),
          new GameSetup.Seat(n1, d.decks().get(deck1.getValue()))), s, fp);
      return new Choice(setup, mode.getSelectionModel().getSelectedIndex() == 1
          ? GameSession.Mode.MATCH : GameSession.Mode.PRACTICE);
    });
  }
}
