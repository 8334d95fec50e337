package org.ponytable.ui.decks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.StringConverter;
import org.ponytable.cards.LoadError;
import org.ponytable.engine.ability.Words;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.dialogs.DialogService;
import org.ponytable.ui.style.Stylesheet;

/**
 * The deck editor (issue 9): browse every card the program knows with filters, build a deck with
 * the validator's reasons beside it, save and open deck files. Enter or a double click adds the
 * selected card; Delete or a double click in the deck takes one copy out.
 */
public final class DeckEditorWindow {
  private final Stage stage;
  private final DeckEditorViewModel vm;
  private final DialogService dialogs;
  private final Path decksFolder;
  private final BiConsumer<Path, DeckList> saved;

  private final TextField search = new TextField();
  private final ComboBox<CardType> type = new ComboBox<>();
  private final ComboBox<CardColor> color = new ComboBox<>();
  private final ComboBox<Integer> cost = new ComboBox<>();
  private final ComboBox<Integer> power = new ComboBox<>();
  private final ComboBox<String> set = new ComboBox<>();
  private final ListView<CardDef> cards = new ListView<>();
  private final Label shown = new Label();
  private final StackPane large = new StackPane();
  private final TextField name = new TextField();
  private final Label mane = new Label();
  private final ListView<DeckEditorViewModel.Line> problems = new ListView<>();
  private final ListView<DeckEditorViewModel.Line> draw = new ListView<>();
  private final Label problemTitle = new Label();
  private final Label drawTitle = new Label();
  private final VBox verdict = new VBox(4);

  /**
   * What the table hands the editor: the cards it knows, where its decks live, and whom to tell
   * of a saved deck (so New Game offers it at once).
   */
  public record Request(CardPool pool, Path decksFolder, BiConsumer<Path, DeckList> saved) {}

  public DeckEditorWindow(Stage stage, DialogService dialogs, Request request, double w, double h) {
    this.stage = stage;
    this.vm = new DeckEditorViewModel(request.pool());
    this.dialogs = dialogs;
    this.decksFolder = request.decksFolder();
    this.saved = request.saved();
    BorderPane root = new BorderPane();
    root.getStyleClass().add("deck-editor");
    root.setTop(toolBar());
    root.setLeft(browser());
    root.setCenter(large);
    root.setRight(deckColumn());
    large.setPadding(new Insets(12));
    large.setAlignment(Pos.TOP_CENTER);
    Scene scene = new Scene(root, w, h);
    scene.getStylesheets().add(Stylesheet.URL);
    stage.setScene(scene);
    stage.setTitle("Deck editor");
    stage.setOnCloseRequest(e -> {
      if (!keepChanges("Close the deck editor")) {
        e.consume();
      }
    });
    refreshCards();
    refreshDeck();
  }

  public void show() {
    stage.show();
  }

  public Stage stage() {
    return stage;
  }

  /** The editor's state, for tests. */
  public DeckEditorViewModel model() {
    return vm;
  }

  // ---- parts

  private ToolBar toolBar() {
    Button fresh = button("New", "deck-new", () -> {
      if (keepChanges("Start a new deck")) {
        vm.newDeck();
        refreshDeck();
      }
    });
    Button open = button("Open\u2026", "deck-open", this::openDialog);
    Button save = button("Save", "deck-save", () -> save(false));
    Button saveAs = button("Save as\u2026", "deck-save-as", () -> save(true));
    name.setId("deck-name");
    name.setPromptText("Deck name");
    name.setPrefColumnCount(22);
    name.textProperty().addListener((o, a, b) -> {
      vm.rename(b);
      refreshVerdict();
    });
    Button importOctgn = button("Import .o8d\u2026", "deck-import-o8d", this::importOctgnDialog);
    Button exportOctgn = button("Export .o8d\u2026", "deck-export-o8d", this::exportOctgnDialog);
    importOctgn.setTooltip(new Tooltip("Open an OCTGN deck; its cards are found among the imported real cards"));
    exportOctgn.setTooltip(new Tooltip("Write the deck for OCTGN; only real cards have the GUIDs OCTGN needs"));
    return new ToolBar(fresh, open, save, saveAs, new Separator(), importOctgn, exportOctgn, new Separator(),
        text(new Label("Name")), name);
  }

  private VBox browser() {
    search.setId("deck-search");
    search.setPromptText("Search name, trait, keyword, text");
    search.textProperty().addListener((o, a, b) -> refreshCards());
    choices(type, "deck-filter-type", "Any type", List.of(CardType.values()), Words::typeNoun);
    choices(color, "deck-filter-color", "Any color", List.of(CardColor.values()),
        c -> c.jsonName().substring(0, 1).toUpperCase(Locale.ROOT) + c.jsonName().substring(1) + " (" + c.element() + ")");
    List<Integer> costs = new ArrayList<>(new java.util.TreeSet<>(vm.pool().all().stream()
        .map(CardDef::cost).filter(c -> c >= 0).toList()));
    choices(cost, "deck-filter-cost", "Any cost", costs, c -> "Cost " + c);
    List<Integer> powers = new ArrayList<>(new java.util.TreeSet<>(vm.pool().all().stream()
        .filter(c -> c.type().isCharacter()).map(c -> c.face().power()).toList()));
    choices(power, "deck-filter-power", "Any power", powers, p -> "Power " + p);
    choices(set, "deck-filter-set", "Any set", vm.sets(), s -> "Set " + s);
    cards.setId("deck-cards");
    cards.setCellFactory(v -> new CardCell());
    cards.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> showLarge(b));
    cards.setOnMouseClicked(e -> {
      if (e.getClickCount() == 2) {
        addSelected();
      }
    });
    cards.setOnKeyPressed(e -> {
      if (e.getCode() == KeyCode.ENTER) {
        addSelected();
      }
    });
    Button add = button("Add to deck", "deck-add", this::addSelected);
    text(shown).setId("deck-shown");
    HBox row1 = new HBox(6, type, color);
    HBox row2 = new HBox(6, cost, power);
    // Real set names are long: the set filter gets a row of its own so the others stay readable.
    set.setMaxWidth(Double.MAX_VALUE);
    VBox box = new VBox(6, search, row1, row2, set, shown, cards, add);
    VBox.setVgrow(cards, Priority.ALWAYS);
    box.setPadding(new Insets(8));
    box.setPrefWidth(440);
    return box;
  }

  private VBox deckColumn() {
    text(mane).setId("deck-mane");
    mane.setWrapText(true);
    problems.setId("deck-problems");
    draw.setId("deck-draw");
    for (ListView<DeckEditorViewModel.Line> list : List.of(problems, draw)) {
      list.setCellFactory(v -> new LineCell());
      list.setOnMouseClicked(e -> {
        if (e.getClickCount() == 2) {
          removeSelected(list);
        }
      });
      list.setOnKeyPressed(e -> {
        if (e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE) {
          removeSelected(list);
        }
      });
      list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
        if (b != null) {
          showLarge(b.card());
        }
      });
    }
    problems.setPrefHeight(190);
    Button removeMane = button("Remove", "deck-remove-mane", () -> {
      DeckEditorViewModel.Deck d = vm.deck();
      if (d.mane() != null) {
        vm.removeOne(d.mane().id());
        refreshDeck();
      }
    });
    removeMane.setMinWidth(Region.USE_PREF_SIZE);
    mane.setMaxWidth(Double.MAX_VALUE);
    HBox.setHgrow(mane, Priority.ALWAYS);
    HBox maneRow = new HBox(6, mane, removeMane);
    maneRow.setAlignment(Pos.CENTER_LEFT);
    verdict.setId("deck-verdict");
    Label maneTitle = new Label("Mane Character");
    for (Label l : List.of(maneTitle, problemTitle, drawTitle)) {
      text(l).getStyleClass().add("deck-part-title");
    }
    VBox box = new VBox(6, maneTitle, maneRow, problemTitle, problems, drawTitle, draw, verdict);
    VBox.setVgrow(draw, Priority.ALWAYS);
    box.setPadding(new Insets(8));
    box.setPrefWidth(360);
    return box;
  }

  // ---- behaviour

  private void addSelected() {
    CardDef c = cards.getSelectionModel().getSelectedItem();
    if (c != null) {
      vm.add(c.id());
      refreshDeck();
    }
  }

  private void removeSelected(ListView<DeckEditorViewModel.Line> list) {
    DeckEditorViewModel.Line l = list.getSelectionModel().getSelectedItem();
    if (l != null) {
      vm.removeOne(l.card().id());
      refreshDeck();
    }
  }

  private void openDialog() {
    replaceDeckFrom("Open another deck", "Open a deck", "Deck files", "*.json", decksFolder,
        vm::open, "The deck can't be opened");
  }

  /** The card folder the real cards were imported into: the decks folder's parent, else the shipped one. */
  private Path cardsFolder() {
    return decksFolder == null || decksFolder.getParent() == null ? Path.of("cards") : decksFolder.getParent();
  }

  private void importOctgnDialog() {
    replaceDeckFrom("Import an OCTGN deck", "Import an OCTGN deck", "OCTGN decks", "*.o8d", null,
        p -> vm.importOctgn(p, cardsFolder()), "The OCTGN deck can't be imported");
  }

  /** Asks before dropping changes, then for a file, and reads it; errors leave the deck as it was. */
  private void replaceDeckFrom(String action, String title, String description, String pattern, Path startDir,
      Function<Path, List<LoadError>> read, String failure) {
    if (!keepChanges(action)) {
      return;
    }
    dialogs.openFile(title, description, pattern, startDir).ifPresent(p -> {
      List<LoadError> errors = read.apply(p);
      if (errors.isEmpty()) {
        refreshDeck();
      } else {
        dialogs.error(failure, String.join("\n", errors.stream().limit(12).map(LoadError::toString).toList()));
      }
    });
  }

  private void exportOctgnDialog() {
    String base = vm.suggestedFileName().replaceFirst("\\.json$", ".o8d");
    dialogs.saveFile("Export for OCTGN", "OCTGN decks", "*.o8d", null, base).ifPresent(p -> {
      try {
        vm.exportOctgn(p, cardsFolder());
        dialogs.info("Deck exported", "Wrote \"" + vm.deck().name() + "\" for OCTGN to " + p + ".");
      } catch (IOException | RuntimeException e) {
        dialogs.error("The deck was not exported", e.getMessage());
      }
    });
  }

  private void save(boolean askWhere) {
    Path target = vm.deck().file();
    if (askWhere || target == null) {
      target = dialogs.saveFile("Save the deck", "Deck files", "*.json", decksFolder, vm.suggestedFileName())
          .orElse(null);
      if (target == null) {
        return;
      }
    }
    try {
      vm.save(target);
      saved.accept(target, vm.deckList());
      refreshVerdict();
      dialogs.info("Deck saved", "Saved \"" + vm.deck().name() + "\" to " + target
          + (vm.deck().legal() ? "." : ". It does not follow the deck rules yet, so New Game will not offer it."));
    } catch (IOException | RuntimeException e) {
      dialogs.error("The deck was not saved", "Could not write " + target + ": " + e.getMessage());
    }
  }

  /** True when there is nothing unsaved, or the player agrees to drop it. */
  private boolean keepChanges(String what) {
    return !vm.deck().dirty() || dialogs.confirm(what, "The deck has changes that are not saved. Drop them?",
        "Drop changes", "Keep editing");
  }

  private void refreshCards() {
    vm.setFilter(new DeckEditorViewModel.Filter(type.getValue(), color.getValue(), cost.getValue(),
        power.getValue(), set.getValue(), search.getText()));
    List<CardDef> list = vm.cards();
    cards.getItems().setAll(list);
    shown.setText(list.size() + " of " + vm.pool().all().size() + " cards");
  }

  private void refreshDeck() {
    DeckEditorViewModel.Deck d = vm.deck();
    if (!name.getText().equals(d.name())) {
      name.setText(d.name());
    }
    mane.setText(d.mane() == null ? "None chosen: add a Mane Character" : d.mane().name());
    mane.setTooltip(new Tooltip(mane.getText()));
    problemTitle.setText("Problem deck: " + d.problemCount() + " of 10");
    drawTitle.setText("Draw deck: " + d.drawCount() + " (at least 45)");
    problems.getItems().setAll(d.problems());
    draw.getItems().setAll(d.draw());
    cards.refresh();
    refreshVerdict();
  }

  private void refreshVerdict() {
    DeckEditorViewModel.Deck d = vm.deck();
    stage.setTitle("Deck editor - " + (d.name().isBlank() ? "unnamed deck" : d.name()) + (d.dirty() ? " *" : ""));
    verdict.getChildren().clear();
    if (d.legal()) {
      Label ok = new Label("\u2713 This deck follows the deck rules (101).");
      ok.setWrapText(true);
      ok.setMinHeight(Region.USE_PREF_SIZE);
      ok.getStyleClass().add("deck-legal");
      verdict.getChildren().add(ok);
      return;
    }
    for (String v : d.violations()) {
      Label l = new Label(v);
      l.setWrapText(true);
      l.setMinHeight(Region.USE_PREF_SIZE);
      l.getStyleClass().add("deck-violation");
      verdict.getChildren().add(l);
    }
  }

  /** Dark text for the editor's own labels on its light background (card nodes keep theirs). */
  private static Label text(Label l) {
    l.getStyleClass().add("deck-text");
    return l;
  }

  private void showLarge(CardDef c) {
    large.getChildren().setAll(c == null ? List.of() : List.of(CardNode.of(c, -1, null, CardSize.LARGE)));
  }

  // ---- helpers

  private <T> void choices(ComboBox<T> box, String id, String any, List<T> values, Function<T, String> text) {
    box.setId(id);
    box.getItems().add(null);
    box.getItems().addAll(values);
    box.setConverter(new StringConverter<>() {
      @Override
      public String toString(T t) {
        return t == null ? any : text.apply(t);
      }

      @Override
      public T fromString(String s) {
        return null;
      }
    });
    box.setButtonCell(new ListCell<>() {
      @Override
      protected void updateItem(T t, boolean empty) {
        super.updateItem(t, empty);
        setText(empty || t == null ? any : text.apply(t));
      }
    });
    box.valueProperty().addListener((o, a, b) -> refreshCards());
  }

  private static Button button(String text, String id, Runnable action) {
    Button b = new Button(text);
    b.setId(id);
    b.setOnAction(e -> action.run());
    return b;
  }

  private final class CardCell extends ListCell<CardDef> {
    @Override
    protected void updateItem(CardDef c, boolean empty) {
      super.updateItem(c, empty);
      if (empty || c == null) {
        setText(null);
        return;
      }
      int copies = vm.copies(c.id());
      StringBuilder sb = new StringBuilder(c.name()).append("  \u00b7  ").append(Words.typeNoun(c.type()));
      if (c.cost() >= 0) {
        sb.append(", cost ").append(c.cost());
      }
      if (c.type().isCharacter()) {
        sb.append(", power ").append(c.face().power());
      }
      if (!c.face().colors().isEmpty()) {
        sb.append(", ").append(String.join("/", c.face().colors().stream().map(CardColor::jsonName).toList()));
      }
      if (copies > 0) {
        sb.append("  [").append(copies).append(" in deck]");
      }
      setText(sb.toString());
    }
  }

  private static final class LineCell extends ListCell<DeckEditorViewModel.Line> {
    @Override
    protected void updateItem(DeckEditorViewModel.Line l, boolean empty) {
      super.updateItem(l, empty);
      setText(empty || l == null ? null : l.copies() + " \u00d7 " + l.card().name());
    }
  }
}
