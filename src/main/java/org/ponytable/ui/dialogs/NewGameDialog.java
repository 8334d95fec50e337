package org.ponytable.ui.dialogs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ponytable.ai.Level;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.session.GameSession;

/**
 * Names, decks, who goes first, practice or match, and an optional seed for a new game. Each chosen
 * deck is shown with the deckbuilding rules it breaks; a game starts only with two legal decks.
 * Problems met loading the card folder are listed too, so a broken file is seen, not hidden.
 */
public final class NewGameDialog extends Dialog<NewGameDialog.Choice> {
  /**
   * What the dialog offers and starts with.
   *
   * @param deck0 the deck preselected for player 1 (the last game's), or null for the first listed;
   *     {@code deck1} the same for player 2
   * @param violations per deck name, the rule-citing messages of the rules it breaks (empty: legal)
   * @param loadProblems what went wrong loading cards and decks, each with its file:line:column
   */
  public record Defaults(String name0, String name1, String deck0, String deck1, Map<String, DeckList> decks,
      GameSession.Mode mode,
      Map<String, List<String>> violations, List<String> loadProblems) {
    public Defaults {
      violations = Map.copyOf(violations);
      loadProblems = List.copyOf(loadProblems);
    }

    /** The rules a deck breaks; none for an unknown name (nothing to start with anyway). */
    public List<String> violationsOf(String deck) {
      return deck == null ? List.of() : violations.getOrDefault(deck, List.of());
    }

    /** Both decks chosen and both legal. */
    public boolean canStart(String deck0, String deck1) {
      return deck0 != null && deck1 != null && decks.containsKey(deck0) && decks.containsKey(deck1)
          && violationsOf(deck0).isEmpty() && violationsOf(deck1).isEmpty();
    }
  }

  /**
   * What was chosen: a setup the engine can start, the undo mode, and per seat the computer's
   * level or null for a person.
   */
  public record Choice(GameSetup setup, GameSession.Mode mode, List<Level> computer) {
    public Choice {
      computer = java.util.Collections.unmodifiableList(new ArrayList<>(computer));
    }

    /** Two people at one screen. */
    public Choice(GameSetup setup, GameSession.Mode mode) {
      this(setup, mode, java.util.Arrays.asList(null, null));
    }
  }

  private static final String HUMAN = "Human";

  private static ComboBox<String> seatKind(String id) {
    ComboBox<String> c = new ComboBox<>();
    c.setId(id);
    c.getItems().add(HUMAN);
    for (Level l : List.of(Level.EASY, Level.NORMAL)) {
      c.getItems().add("Computer (" + l.display() + ")");
    }
    c.getSelectionModel().select(0);
    return c;
  }

  private static Level levelOf(ComboBox<String> c) {
    int i = c.getSelectionModel().getSelectedIndex();
    return i <= 0 ? null : List.of(Level.EASY, Level.NORMAL).get(i - 1);
  }

  private static final String RANDOM = "At random";

  public NewGameDialog(Defaults d) {
    setTitle("New game");
    setHeaderText("A new hotseat game");
    setResizable(true);
    TextField name0 = new TextField(d.name0());
    TextField name1 = new TextField(d.name1());
    name0.setId("name0");
    name1.setId("name1");
    List<String> deckNames = new ArrayList<>(d.decks().keySet());
    ComboBox<String> deck0 = new ComboBox<>();
    ComboBox<String> deck1 = new ComboBox<>();
    deck0.setId("deck0");
    deck1.setId("deck1");
    deck0.getItems().setAll(deckNames);
    deck1.getItems().setAll(deckNames);
    if (!deckNames.isEmpty()) {
      // The last game's decks if they are still there, else the first two listed.
      deck0.getSelectionModel().select(deckNames.contains(d.deck0()) ? deckNames.indexOf(d.deck0()) : 0);
      deck1.getSelectionModel().select(deckNames.contains(d.deck1()) ? deckNames.indexOf(d.deck1())
          : Math.min(1, deckNames.size() - 1));
    }
    Label check0 = deckCheck("deck-check-0");
    Label check1 = deckCheck("deck-check-1");
    ComboBox<String> first = new ComboBox<>();
    first.getItems().setAll(RANDOM, "Player 1", "Player 2");
    first.getSelectionModel().select(0);
    ComboBox<String> mode = new ComboBox<>();
    mode.getItems().setAll("Practice: undo anything", "Match: undo stops at new information",
        "Workbench: both hands open, edit the position (rules testers)");
    mode.setId("mode");
    mode.getSelectionModel().select(d.mode().ordinal());
    TextField seed = new TextField();
    seed.setPromptText("blank: a new random game");

    GridPane g = new GridPane();
    g.setHgap(10);
    g.setVgap(8);
    ComboBox<String> kind0 = seatKind("seat-kind-0");
    ComboBox<String> kind1 = seatKind("seat-kind-1");
    g.addRow(0, new Label("Player 1"), name0, deck0, kind0);
    g.add(check0, 1, 1, 2, 1);
    g.addRow(2, new Label("Player 2"), name1, deck1, kind1);
    g.add(check1, 1, 3, 2, 1);
    g.addRow(4, new Label("First player"), first);
    g.addRow(5, new Label("Mode"), mode);
    g.addRow(6, new Label("Seed"), seed);
    VBox content = new VBox(10, g);
    content.setPadding(new Insets(12));
    if (deckNames.isEmpty()) {
      Label none = new Label("No deck could be loaded, so no game can start. Fix the files below and start again.");
      none.setId("no-decks");
      none.getStyleClass().add("deck-problems");
      none.setWrapText(true);
      content.getChildren().add(none);
    }
    if (!d.loadProblems().isEmpty()) {
      Label head = new Label("Problems in the card folder:");
      TextArea list = new TextArea(String.join("\n", d.loadProblems()));
      list.setId("load-problems");
      list.getStyleClass().add("load-problems");
      list.setEditable(false);
      list.setWrapText(true);
      list.setPrefRowCount(Math.min(8, d.loadProblems().size() + 1));
      content.getChildren().addAll(head, list);
    }
    getDialogPane().setContent(content);
    ButtonType start = new ButtonType("Start", ButtonBar.ButtonData.OK_DONE);
    getDialogPane().getButtonTypes().setAll(start, ButtonType.CANCEL);
    getDialogPane().lookupButton(start).setId("start-game");

    showCheck(check0, d, deck0.getValue());
    showCheck(check1, d, deck1.getValue());
    deck0.valueProperty().addListener((o, was, now) -> showCheck(check0, d, now));
    deck1.valueProperty().addListener((o, was, now) -> showCheck(check1, d, now));
    getDialogPane().lookupButton(start).disableProperty().bind(Bindings.createBooleanBinding(
        () -> !d.canStart(deck0.getValue(), deck1.getValue()), deck0.valueProperty(), deck1.valueProperty()));
    setResultConverter(b -> {
      // Checked again here: a disabled button is the view's promise, not the rule.
      if (b != start || !d.canStart(deck0.getValue(), deck1.getValue())) {
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
      // The list follows the order of GameSession.Mode.
      return new Choice(setup, GameSession.Mode.values()[mode.getSelectionModel().getSelectedIndex()],
          java.util.Arrays.asList(levelOf(kind0), levelOf(kind1)));
    });
  }

  private static Label deckCheck(String id) {
    Label l = new Label();
    l.setId(id);
    l.setWrapText(true);
    l.setMaxWidth(560);
    l.setMinHeight(Region.USE_PREF_SIZE);
    return l;
  }

  private static void showCheck(Label l, Defaults d, String deck) {
    l.getStyleClass().removeAll("deck-ok", "deck-problems");
    if (deck == null) {
      l.setText("");
      return;
    }
    List<String> v = d.violationsOf(deck);
    if (v.isEmpty()) {
      l.setText("Legal deck.");
      l.getStyleClass().add("deck-ok");
    } else {
      l.setText("Not a legal deck, so it can't start a game:\n\u2022 " + String.join("\n\u2022 ", v));
      l.getStyleClass().add("deck-problems");
    }
  }
}
