package org.ponytable.ui.sim;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.ponytable.ai.Level;
import org.ponytable.ai.sim.Heatmap;
import org.ponytable.ai.sim.Simulation;
import org.ponytable.ai.sim.SimulationReport;
import org.ponytable.ai.sim.WinMatrix;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.ui.dialogs.DialogService;
import org.ponytable.ui.style.Stylesheet;

/**
 * Cards > Balance simulation: the designer picks decks, a computer level and games per pairing;
 * the simulation ({@link Simulation}) runs on a thread of its own with a progress bar and a
 * Cancel button, then shows who beat whom and can save the CSV, the heatmap and the card report.
 */
public final class SimulationWindow {
  private final Stage stage;
  private final DialogService dialogs;
  private final CardPool pool;
  private final List<CheckBox> deckBoxes = new ArrayList<>();
  private final Map<String, DeckList> decks;
  private final ChoiceBox<Level> level = new ChoiceBox<>();
  /** {@link #EVERY_PAIR}, or the one deck whose pairings are played (after a designer changed it). */
  private final ChoiceBox<String> pairings = new ChoiceBox<>();
  private static final String EVERY_PAIR = "Every pair";
  private final Spinner<Integer> games = new Spinner<>(1, 100_000, 20);
  private final Spinner<Integer> iterations = new Spinner<>(1, 10_000, 64);
  private final Spinner<Integer> seed = new Spinner<>(0, Integer.MAX_VALUE, 1);
  private final Button run = new Button("Run");
  private final Button cancel = new Button("Cancel");
  private final ProgressBar progress = new ProgressBar(0);
  private final Label status = new Label("Pick at least two decks, then Run.");
  private final GridPane matrix = new GridPane();
  private final CardFiguresTable cards = new CardFiguresTable();
  private final Button saveCsv = new Button("Save CSV\u2026");
  private final Button savePng = new Button("Save heatmap\u2026");
  private final Button saveCards = new Button("Save card report\u2026");
  private Thread worker;
  private Simulation.Result result;

  /** {@code decks} by the name to show; only decks legal under the deckbuilding rules (101) belong here. */
  public SimulationWindow(Stage stage, DialogService dialogs, CardPool pool, Map<String, DeckList> decks) {
    this.stage = stage;
    this.dialogs = dialogs;
    this.pool = pool;
    this.decks = decks;
    VBox deckList = new VBox(4);
    for (String name : decks.keySet()) {
      CheckBox box = new CheckBox(name);
      box.setSelected(true);
      deckBoxes.add(box);
      deckList.getChildren().add(box);
    }
    deckList.setId("sim-decks");
    if (decks.size() < 2) {
      status.setText("The library has " + decks.size() + " deck(s) legal under the deckbuilding rules (101); "
          + "a simulation pairs at least two.");
    }
    Button all = new Button("All");
    all.setOnAction(e -> deckBoxes.forEach(b -> b.setSelected(true)));
    Button none = new Button("None");
    none.setId("sim-none");
    none.setOnAction(e -> deckBoxes.forEach(b -> b.setSelected(false)));
    ScrollPane deckScroll = new ScrollPane(deckList);
    deckScroll.setFitToWidth(true);
    VBox.setVgrow(deckScroll, Priority.ALWAYS);
    VBox left = new VBox(6, new Label("Decks"), deckScroll, new HBox(6, all, none));
    left.setPrefWidth(240);

    level.getItems().addAll(Level.values());
    level.setValue(Level.EASY);
    level.setId("sim-level");
    level.setConverter(new javafx.util.StringConverter<>() {
      @Override
      public String toString(Level l) {
        return l == null ? "" : l.display();
      }

      @Override
      public Level fromString(String s) {
        return Level.named(s);
      }
    });
    pairings.getItems().add(EVERY_PAIR);
    pairings.getItems().addAll(decks.keySet());
    pairings.setValue(EVERY_PAIR);
    pairings.setId("sim-pairings");
    games.setId("sim-games");
    for (Spinner<Integer> sp : List.of(games, iterations, seed)) {
      sp.setEditable(true);
      // Digits only: a typed letter never reaches the spinner's number converter.
      sp.getEditor().setTextFormatter(new javafx.scene.control.TextFormatter<>(
          c -> c.getControlNewText().matches("\\d{0,9}") ? c : null));
    }
    iterations.disableProperty().bind(level.valueProperty().isNotEqualTo(Level.NORMAL));
    GridPane settings = new GridPane();
    settings.setHgap(8);
    settings.setVgap(6);
    settings.addRow(0, new Label("Level (both seats)"), level);
    settings.addRow(1, new Label("Games per pairing"), games);
    settings.addRow(2, new Label("Normal's iterations"), iterations);
    settings.addRow(3, new Label("Seed"), seed);
    settings.addRow(4, new Label("Pairings"), pairings);

    run.setId("sim-run");
    run.setDefaultButton(true);
    run.setOnAction(e -> start());
    cancel.setId("sim-cancel");
    cancel.setDisable(true);
    cancel.setOnAction(e -> cancel());
    progress.setId("sim-progress");
    progress.setMaxWidth(Double.MAX_VALUE);
    HBox.setHgrow(progress, Priority.ALWAYS);
    status.setId("sim-status");
    status.setWrapText(true);
    status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
    HBox controls = new HBox(8, run, cancel, progress);
    controls.setAlignment(Pos.CENTER_LEFT);

    matrix.setId("sim-matrix");
    matrix.setHgap(2);
    matrix.setVgap(2);
    saveCsv.setId("sim-save-csv");
    saveCsv.setOnAction(e -> save("matrix CSV", "*.csv", "simulation.csv",
        () -> SimulationReport.matrixCsv(result.matrix()), null));
    savePng.setId("sim-save-png");
    savePng.setOnAction(e -> save("heatmap", "*.png", "simulation.png", null,
        p -> Heatmap.write(result.matrix(), Heatmap.title(result.settings()), p)));
    saveCards.setId("sim-save-cards");
    saveCards.setOnAction(e -> save("card report", "*.csv", "simulation-cards.csv",
        () -> SimulationReport.cardsCsv(result.cards()), null));
    HBox saves = new HBox(8, saveCsv, savePng, saveCards);
    setSaving(false);

    ScrollPane matrixScroll = new ScrollPane(matrix);
    matrixScroll.getStyleClass().add("sim-matrix-scroll");
    javafx.scene.control.TabPane tabs = new javafx.scene.control.TabPane(
        new javafx.scene.control.Tab("Who beats whom", matrixScroll), new javafx.scene.control.Tab("Cards", cards));
    tabs.setTabClosingPolicy(javafx.scene.control.TabPane.TabClosingPolicy.UNAVAILABLE);
    tabs.setId("sim-tabs");
    VBox.setVgrow(tabs, Priority.ALWAYS);
    VBox right = new VBox(10, settings, controls, status, tabs, saves);
    HBox.setHgrow(right, Priority.ALWAYS);
    BorderPane root = new BorderPane(right);
    root.setLeft(left);
    BorderPane.setMargin(left, new Insets(0, 12, 0, 0));
    root.setPadding(new Insets(12));
    root.getStyleClass().add("simulation");
    Scene scene = new Scene(root, 1180, 640);
    scene.getStylesheets().add(Stylesheet.URL);
    stage.setScene(scene);
    stage.setTitle("Balance simulation");
    // A closed window must not leave games running on both cores.
    stage.setOnHidden(e -> cancel());
  }

  public void show() {
    stage.show();
  }

  public Stage stage() {
    return stage;
  }

  /** True while a simulation runs. */
  public boolean running() {
    return worker != null;
  }

  private void start() {
    List<Simulation.Deck> picked = new ArrayList<>();
    for (CheckBox b : deckBoxes) {
      if (b.isSelected()) {
        picked.add(new Simulation.Deck(b.getText(), decks.get(b.getText())));
      }
    }
    if (picked.size() < 2) {
      status.setText("Pick at least two decks: a simulation plays pairs of decks.");
      return;
    }
    String against = EVERY_PAIR.equals(pairings.getValue()) ? null : pairings.getValue();
    if (against != null && picked.stream().noneMatch(d -> d.name().equals(against))) {
      status.setText("Tick " + against + " too: the simulation plays only its pairings.");
      return;
    }
    Simulation.Settings settings = new Simulation.Settings(picked, level.getValue(), value(iterations, 64),
        value(games, 20), value(seed, 1), Runtime.getRuntime().availableProcessors(), against);
    int total = settings.totalGames();
    AtomicInteger done = new AtomicInteger();
    AtomicBoolean shown = new AtomicBoolean(true);
    run.setDisable(true);
    cancel.setDisable(false);
    setSaving(false);
    result = null;
    matrix.getChildren().clear();
    cards.getItems().clear();
    progress.setProgress(0);
    status.setText(String.format(Locale.ROOT, "Playing %d games (%d pairings)\u2026", total, settings.pairings()));
    Thread t = new Thread(() -> {
      try {
        Simulation.Result r = Simulation.run(pool, settings, (d, n) -> {
          done.accumulateAndGet(d, Math::max);
          // One update waiting on the JavaFX thread at a time, however fast games end.
          if (shown.compareAndSet(true, false)) {
            Platform.runLater(() -> {
              shown.set(true);
              progressed(done.get(), total);
            });
          }
        });
        Platform.runLater(() -> finished(r));
      } catch (CancellationException e) {
        Platform.runLater(() -> stopped("Cancelled after " + done.get() + " of " + total + " games."));
      } catch (RuntimeException e) {
        Platform.runLater(() -> stopped("The simulation failed: " + e.getMessage()));
      }
    }, "balance-simulation");
    t.setDaemon(true);
    worker = t;
    t.start();
  }

  /** The spinner's number; an emptied field counts as {@code otherwise}. */
  private static int value(Spinner<Integer> spinner, int otherwise) {
    Integer v = spinner.getValue();
    if (v == null) {
      v = otherwise;
      spinner.getValueFactory().setValue(v);
    }
    return v;
  }

  private void progressed(int done, int total) {
    if (worker == null) {
      return;
    }
    progress.setProgress((double) done / total);
    status.setText(String.format(Locale.ROOT, "%d/%d games", done, total));
  }

  private void cancel() {
    if (worker != null) {
      worker.interrupt();
    }
  }

  private void stopped(String why) {
    worker = null;
    run.setDisable(false);
    cancel.setDisable(true);
    progress.setProgress(0);
    status.setText(why);
  }

  private void finished(Simulation.Result r) {
    worker = null;
    result = r;
    run.setDisable(false);
    cancel.setDisable(true);
    progress.setProgress(1);
    Simulation.Settings s = r.settings();
    status.setText(String.format(Locale.ROOT, "%d/%d games: %s in both seats, %d per pairing%s, seed %d, %.1f s. "
        + "Each cell: the row deck's win rate against the column deck, 95%% interval below.", s.totalGames(),
        s.totalGames(), s.level().display(), s.games(), s.against() == null ? "" : " (only " + s.against() + "'s)",
        s.seed(), r.seconds()));
    showMatrix(r.matrix());
    cards.show(r.cards());
    setSaving(true);
  }

  private void showMatrix(WinMatrix m) {
    matrix.getChildren().clear();
    for (int c = 0; c < m.size(); c++) {
      Label head = new Label(m.decks().get(c));
      head.setWrapText(true);
      head.setMaxWidth(130);
      head.getStyleClass().add("sim-head");
      matrix.add(head, c + 1, 0);
    }
    Label all = new Label("all");
    all.getStyleClass().add("sim-head");
    matrix.add(all, m.size() + 1, 0);
    for (int r = 0; r < m.size(); r++) {
      Label row = new Label(m.decks().get(r));
      row.getStyleClass().add("sim-head");
      matrix.add(row, 0, r + 1);
      for (int c = 0; c < m.size(); c++) {
        double rate = r == c ? Double.NaN : m.rate(r, c);
        matrix.add(cell(rate, r == c ? null : m.interval(r, c)), c + 1, r + 1);
      }
      matrix.add(cell(m.totalRate(r), m.totalInterval(r)), m.size() + 1, r + 1);
    }
  }

  private static Label cell(double rate, org.ponytable.ai.sim.Wilson ci) {
    String text = Double.isNaN(rate) ? "\u2014" : String.format(Locale.ROOT, "%.0f%%%n%.0f-%.0f%%", 100 * rate,
        100 * ci.low(), 100 * ci.high());
    Label l = new Label(text);
    l.getStyleClass().add("sim-cell");
    l.setAlignment(Pos.CENTER);
    l.setMinSize(110, 44);
    l.setStyle("-fx-text-alignment: center; -fx-text-fill: black; -fx-background-color: "
        + (Double.isNaN(rate) ? "#e1e1e1" : web(Heatmap.colour(rate))) + ";");
    return l;
  }

  private static String web(java.awt.Color c) {
    return String.format(Locale.ROOT, "#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
  }

  private void setSaving(boolean on) {
    saveCsv.setDisable(!on);
    savePng.setDisable(!on);
    saveCards.setDisable(!on);
  }

  private interface PngWriter {
    void write(Path p) throws IOException;
  }

  private void save(String what, String pattern, String name, java.util.function.Supplier<String> text,
      PngWriter png) {
    if (result == null) {
      return;
    }
    dialogs.saveFile("Save the " + what, what, pattern, null, name).ifPresent(p -> {
      try {
        if (png != null) {
          png.write(p);
        } else {
          Files.writeString(p, text.get(), StandardCharsets.UTF_8);
        }
        status.setText("Saved the " + what + " to " + p + ".");
      } catch (IOException | RuntimeException e) {
        dialogs.error("Could not save the " + what, p + ": " + e.getMessage());
      }
    });
  }
}
