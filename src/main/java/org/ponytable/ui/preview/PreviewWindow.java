package org.ponytable.ui.preview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.ponytable.cards.LoadError;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardType;
import org.ponytable.ui.MainWindow;
import org.ponytable.ui.cards.CardArt;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.dialogs.FxDialogService;
import org.ponytable.ui.table.Words;

/**
 * The card preview for designers: every card of a file or folder drawn large and small, loader
 * errors beside the card they are in (file, line, column, the line itself), and a reload
 * whenever a file is saved. Errors are shown, never thrown: the window stays open.
 */
public final class PreviewWindow {
  private final Stage stage;
  private final Scene scene;
  private final VBox sections = new VBox(14);
  private final Label status = new Label();
  private final Label where = new Label();
  private final ToggleGroup sizes = new ToggleGroup();
  private Path path;
  private FileWatcher watcher;
  private int reloads;

  public PreviewWindow(Stage stage, Path path, double w, double h) {
    this.stage = stage;
    BorderPane root = new BorderPane();
    root.getStyleClass().add("preview");
    Button openFile = new Button("Open file\u2026");
    Button openFolder = new Button("Open folder\u2026");
    Button reload = new Button("Reload");
    reload.setId("preview-reload");
    FxDialogService dialogs = new FxDialogService(stage, MainWindow.STYLESHEET, () -> 12);
    openFile.setOnAction(e -> dialogs.openFile("Card file", "Card files", "*.json", folderOf(this.path))
        .ifPresent(this::open));
    openFolder.setOnAction(e -> dialogs.openFolder("Card folder", folderOf(this.path)).ifPresent(this::open));
    reload.setOnAction(e -> reload());
    RadioButton both = size("Large and small", "both");
    RadioButton large = size("Large", "large");
    RadioButton small = size("Small", "small");
    both.setSelected(true);
    sizes.selectedToggleProperty().addListener((o, a, b) -> reload());
    status.setId("preview-status");
    Region gap = new Region();
    HBox.setHgrow(gap, Priority.ALWAYS);
    ToolBar bar = new ToolBar(openFile, openFolder, reload, both, large, small, gap, status);
    where.getStyleClass().add("preview-path");
    root.setTop(new VBox(bar, where));
    sections.setPadding(new Insets(12));
    ScrollPane scroll = new ScrollPane(sections);
    scroll.setFitToWidth(true);
    scroll.getStyleClass().add("preview-scroll");
    root.setCenter(scroll);
    scene = new Scene(root, w, h);
    scene.getStylesheets().add(MainWindow.STYLESHEET);
    stage.setScene(scene);
    stage.setOnHidden(e -> stopWatching());
    open(path);
  }

  private RadioButton size(String text, String id) {
    RadioButton b = new RadioButton(text);
    b.setUserData(id);
    b.setToggleGroup(sizes);
    return b;
  }

  private static Path folderOf(Path p) {
    if (p == null) {
      return null;
    }
    return Files.isDirectory(p) ? p : p.toAbsolutePath().getParent();
  }

  public Scene scene() {
    return scene;
  }

  public void show() {
    stage.show();
  }

  /** How many times the cards were loaded: tests wait on it after touching a file. */
  public int reloads() {
    return reloads;
  }

  public void open(Path p) {
    this.path = p.toAbsolutePath().normalize();
    stage.setTitle("Card preview: " + path.getFileName());
    where.setText(path.toString());
    stopWatching();
    try {
      watcher = new FileWatcher(path, () -> Platform.runLater(this::reload));
    } catch (IOException | RuntimeException e) {
      status.setText("Not watching for changes: " + e.getMessage());
    }
    reload();
  }

  private void stopWatching() {
    if (watcher != null) {
      try {
        watcher.close();
      } catch (IOException ignored) {
        // nothing left to do for a watcher that is going away
      }
      watcher = null;
    }
  }

  private void reload() {
    CardArt.clearCache();
    List<PreviewModel.FileReport> reports = PreviewModel.load(path);
    sections.getChildren().clear();
    int cards = 0;
    int errors = 0;
    int warnings = 0;
    for (PreviewModel.FileReport r : reports) {
      for (PreviewModel.Entry e : r.entries()) {
        if (e.card() != null && e.art() != null) {
          CardArt.register(e.card().id(), e.art());
        } else if (e.card() != null) {
          CardArt.unregister(e.card().id());
        }
      }
      sections.getChildren().add(section(r));
      cards += (int) r.entries().stream().filter(e -> e.card() != null).count();
      errors += r.errorCount();
      warnings += r.warningCount() + artProblems(r);
    }
    if (reports.isEmpty()) {
      Label none = new Label("No card files here.");
      none.getStyleClass().add("preview-empty");
      sections.getChildren().add(none);
    }
    reloads++;
    status.setText(cards + (cards == 1 ? " card" : " cards") + ", " + errors + (errors == 1 ? " error" : " errors")
        + (warnings == 0 ? "" : ", " + warnings + (warnings == 1 ? " warning" : " warnings"))
        + "  \u00b7  reloaded " + java.time.LocalTime.now().withNano(0)
        + (watcher != null ? "  \u00b7  watching for changes" : ""));
  }

  private Node section(PreviewModel.FileReport r) {
    VBox box = new VBox(8);
    box.getStyleClass().add("preview-file");
    Label head = new Label(r.file().getFileName() + "   " + Words.count(r.entries().size(), "card")
        + (r.errorCount() > 0 ? ", " + r.errorCount() + (r.errorCount() == 1 ? " error" : " errors") : ""));
    head.getStyleClass().add("preview-file-name");
    if (r.errorCount() > 0) {
      head.getStyleClass().add("has-errors");
    }
    box.getChildren().add(head);
    for (LoadError e : r.fileErrors()) {
      box.getChildren().add(errorBox(r, e));
    }
    for (LoadError w : r.warnings()) {
      box.getChildren().add(warningBox(w));
    }
    FlowPane cards = new FlowPane(14, 14);
    for (PreviewModel.Entry e : r.entries()) {
      cards.getChildren().add(entry(r, e));
    }
    box.getChildren().add(cards);
    return box;
  }

  private Node entry(PreviewModel.FileReport r, PreviewModel.Entry e) {
    VBox box = new VBox(6);
    box.getStyleClass().add("preview-entry");
    Label name = new Label(e.name());
    name.getStyleClass().add("preview-card-name");
    box.getChildren().add(name);
    if (e.card() != null) {
      String mode = (String) sizes.getSelectedToggle().getUserData();
      HBox pics = new HBox(10);
      pics.setAlignment(Pos.TOP_LEFT);
      if (!mode.equals("small")) {
        pics.getChildren().add(draw(e.card(), CardSize.LARGE));
        if (e.card().boosted() != null) {
          // A Mane Character's other side, as it is once turned over.
          pics.getChildren().add(CardNode.of(e.card(), -1,
              org.ponytable.engine.state.InPlay.entering(-1, 0, org.ponytable.engine.state.Area.home(0), false)
                  .withBoosted(true), CardSize.LARGE));
        }
      }
      if (!mode.equals("large")) {
        pics.getChildren().add(new VBox(8, draw(e.card(), CardSize.SMALL), draw(e.card(), CardSize.HAND)));
      }
      box.getChildren().add(pics);
    } else {
      Label broken = new Label("This card does not load.");
      broken.getStyleClass().add("preview-broken");
      box.getChildren().add(broken);
    }
    for (LoadError err : e.errors()) {
      box.getChildren().add(errorBox(r, err));
    }
    for (LoadError w : e.warnings()) {
      box.getChildren().add(warningBox(w));
    }
    // Drawing the card above read its art; a picture refused then is said beside it.
    if (e.card() != null) {
      CardArt.problem(e.card()).ifPresent(w -> box.getChildren().add(warningBox(w)));
    }
    if (!e.errors().isEmpty()) {
      box.getStyleClass().add("has-errors");
    }
    return box;
  }

  private static Node draw(CardDef d, CardSize size) {
    CardNode n = d.type() == CardType.PROBLEM
        ? CardNode.problem(d, -1, true, "opponent", "owner", size)
        : CardNode.of(d, -1, null, size);
    n.getProperties().put("cardDefId", d.id());
    n.getStyleClass().add("preview-card");
    return n;
  }

  /** Art refused after drawing, per file: the drawn cards already know. */
  private static int artProblems(PreviewModel.FileReport r) {
    return (int) r.entries().stream()
        .filter(e -> e.card() != null && CardArt.problem(e.card()).isPresent()).count();
  }

  /** Something not read or not drawn, which does not stop the card: the place and what it is. */
  private static Node warningBox(LoadError w) {
    VBox box = new VBox(2);
    box.getStyleClass().add("preview-warning");
    Label place = new Label(w.place() + (w.pointer().isEmpty() ? "" : "   at " + w.pointer()));
    place.getStyleClass().add("warning-place");
    Label msg = new Label(w.message());
    msg.setWrapText(true);
    msg.setMaxWidth(520);
    msg.getStyleClass().add("warning-message");
    box.getChildren().addAll(place, msg);
    box.setMaxWidth(560);
    return box;
  }

  /** file:line:column, the JSON pointer, the message, and the line with a caret under the column. */
  private static Node errorBox(PreviewModel.FileReport r, LoadError e) {
    VBox box = new VBox(2);
    box.getStyleClass().add("preview-error");
    Label place = new Label(e.place() + (e.pointer().isEmpty() ? "" : "   at " + e.pointer()));
    place.getStyleClass().add("error-place");
    Label msg = new Label(e.message());
    msg.setWrapText(true);
    msg.setMaxWidth(520);
    msg.getStyleClass().add("error-message");
    box.getChildren().addAll(place, msg);
    String line = r.line(e);
    if (!line.isEmpty()) {
      String num = e.line() + " | ";
      Label code = new Label(num + line.replace('\t', ' ') + "\n" + " ".repeat(num.length() + Math.max(0,
          e.column() - 1)) + "^");
      code.getStyleClass().add("error-code");
      box.getChildren().add(code);
    }
    box.setMaxWidth(560);
    return box;
  }
}
