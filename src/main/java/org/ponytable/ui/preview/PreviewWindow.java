package org.ponytable.ui.preview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.ponytable.cards.LoadError;
import org.ponytable.engine.card.CardDef;
import org.ponytable.json.Texts;
import org.ponytable.engine.terms.CardType;
import org.ponytable.ui.cards.CardArt;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.ui.dialogs.FxDialogService;
import org.ponytable.ui.style.Stylesheet;

/**
 * The card preview for designers: every card of a file or folder drawn large and small, loader
 * errors beside the card they are in (file, line, column, the line itself), and a reload
 * whenever a file is saved. Errors are shown, never thrown: the window stays open.
 */
public final class PreviewWindow {
  /** Error and warning boxes are this wide at most; longer text wraps, a source line scrolls. */
  private static final double BOX_WIDTH = 560;

  private final Stage stage;
  private final Scene scene;
  private final VBox sections = new VBox(14);
  private final ScrollPane scroll = new ScrollPane(sections);
  private final HBox status = new HBox(4);
  private final ListView<PreviewModel.Problem> problemList = new ListView<>();
  private final CheckBox errorsOnly = new CheckBox("Errors only");
  /** Each card's box by "file/entry", each file's section by "file": where a problem jumps to. */
  private final Map<String, Node> places = new HashMap<>();
  /** The printed texts of the player's own OCTGN files, by card GUID (issue 11); empty without an import. */
  private Map<String, String> printed = Map.of();
  private final Map<String, Boolean> hasErrors = new HashMap<>();
  private Node selected;
  private List<PreviewModel.Problem> problems = List.of();
  private final Label where = new Label();
  private final ToggleGroup sizes = new ToggleGroup();
  private Path path;
  private FileWatcher watcher;
  private int reloads;
  private String notWatching = "";

  public PreviewWindow(Stage stage, Path path, double w, double h) {
    this.stage = stage;
    BorderPane root = new BorderPane();
    root.getStyleClass().add("preview");
    Button openFile = new Button("Open file\u2026");
    Button openFolder = new Button("Open folder\u2026");
    Button reload = new Button("Reload");
    reload.setId("preview-reload");
    FxDialogService dialogs = new FxDialogService(stage, Stylesheet.URL, () -> 12);
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
    status.setAlignment(Pos.CENTER_LEFT);
    status.getStyleClass().add("preview-status");
    errorsOnly.setId("preview-errors-only");
    errorsOnly.setTooltip(new Tooltip("Show only the cards and files that have errors"));
    errorsOnly.selectedProperty().addListener((o, a, b) -> applyFilter());
    Region gap = new Region();
    HBox.setHgrow(gap, Priority.ALWAYS);
    ToolBar bar = new ToolBar(openFile, openFolder, reload, both, large, small, new Separator(), errorsOnly);
    where.getStyleClass().add("preview-path");
    // A row of its own: in the tool bar a narrow window would hide the figures in its overflow menu.
    HBox figures = new HBox(12, status, gap, where);
    figures.setAlignment(Pos.CENTER_LEFT);
    figures.getStyleClass().add("preview-figures");
    root.setTop(new VBox(bar, figures));
    sections.setPadding(new Insets(12));
    scroll.setFitToWidth(true);
    scroll.getStyleClass().add("preview-scroll");
    scroll.setId("preview-scroll");
    problemList.setId("preview-problems");
    problemList.getStyleClass().add("preview-problems");
    problemList.setPlaceholder(new Label("No errors or warnings."));
    problemList.setCellFactory(v -> new ProblemCell());
    problemList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
      if (b != null) {
        jumpTo(b);
      }
    });
    Label listTitle = new Label("Errors and warnings");
    listTitle.getStyleClass().add("preview-problems-title");
    VBox side = new VBox(6, listTitle, problemList);
    side.setPadding(new Insets(8));
    side.getStyleClass().add("preview-side");
    VBox.setVgrow(problemList, Priority.ALWAYS);
    SplitPane split = new SplitPane(side, scroll);
    split.setDividerPositions(0.28);
    SplitPane.setResizableWithParent(side, false);
    root.setCenter(split);
    scene = new Scene(root, w, h);
    scene.getStylesheets().add(Stylesheet.URL);
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
    notWatching = "";
    try {
      watcher = new FileWatcher(path, () -> Platform.runLater(this::reload));
    } catch (IOException | RuntimeException e) {
      notWatching = "not watching for changes: " + e.getMessage();
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
    List<String> textWarnings = new ArrayList<>();
    printed = org.ponytable.cards.octgn.PrintedTexts.load(org.ponytable.ui.session.AppFiles.printedTexts(), textWarnings);
    textWarnings.forEach(w -> System.err.println("warning: " + w));
    List<PreviewModel.FileReport> reports = PreviewModel.load(path);
    sections.getChildren().clear();
    places.clear();
    hasErrors.clear();
    selected = null;
    for (PreviewModel.FileReport r : reports) {
      for (PreviewModel.Entry e : r.entries()) {
        if (e.card() != null && e.art() != null) {
          CardArt.register(e.card().id(), e.art());
        } else if (e.card() != null) {
          CardArt.unregister(e.card().id());
        }
      }
    }
    List<PreviewModel.Problem> found = new ArrayList<>(PreviewModel.problems(reports));
    List<Node> drawn = new ArrayList<>();
    for (int f = 0; f < reports.size(); f++) {
      drawn.add(section(reports.get(f), f, found));
    }
    problems = List.copyOf(found);
    PreviewModel.Counts all = PreviewModel.Counts.of(reports, problems);
    for (int f = 0; f < reports.size(); f++) {
      int file = f;
      // Headers are written after drawing: art refused while drawing counts as a warning too.
      fillHeader((VBox) drawn.get(f), reports.get(f), PreviewModel.Counts.of(List.of(reports.get(f)),
          problems.stream().filter(p -> p.fileIndex() == file).toList()), file);
    }
    sections.getChildren().addAll(drawn);
    if (reports.isEmpty()) {
      Label none = new Label("No card files here.");
      none.getStyleClass().add("preview-empty");
      sections.getChildren().add(none);
    }
    problemList.getItems().setAll(problems);
    applyFilter();
    reloads++;
    fillStatus(all);
  }

  /** "22 of 24 cards load · 3 errors: in 2 cards · 1 warning", the error figure a link to the first. */
  private void fillStatus(PreviewModel.Counts c) {
    status.getChildren().clear();
    Label cards = new Label(c.cardWords());
    cards.setId("preview-count-cards");
    cards.setTooltip(new Tooltip("Cards drawn below, of the cards found in the files"));
    status.getChildren().add(cards);
    status.getChildren().add(dot());
    Node errors = linkTo(c.errorWords(), firstProblem(-1, false),
        "Every error listed on the left: in cards, or about a whole file (not JSON, unreadable)");
    errors.setId("preview-count-errors");
    status.getChildren().add(errors);
    if (c.warnings() > 0) {
      status.getChildren().add(dot());
      Node warnings = linkTo(c.warningWords(), firstProblem(-1, true),
          "Shown in amber; they don't stop a card: files not read, art refused");
      warnings.setId("preview-count-warnings");
      status.getChildren().add(warnings);
    }
    Label when = new Label("reloaded " + java.time.LocalTime.now().withNano(0)
        + (watcher != null ? "  \u00b7  watching for changes" : "  \u00b7  " + notWatching));
    when.getStyleClass().add("preview-when");
    status.getChildren().addAll(dot(), when);
  }

  private static Label dot() {
    return new Label("\u00b7");
  }

  /** A figure that jumps to its first problem when clicked, or plain words when there is none. */
  private Node linkTo(String text, PreviewModel.Problem first, String tip) {
    if (first == null) {
      Label plain = new Label(text);
      plain.setTooltip(new Tooltip(tip));
      return plain;
    }
    Hyperlink link = new Hyperlink(text);
    link.setTooltip(new Tooltip(tip + ". Click for the first one."));
    link.getStyleClass().add(first.warning() ? "warning-link" : "error-link");
    link.setOnAction(e -> select(first));
    return link;
  }

  /** The first error (or warning) of a file, or of all files for -1. */
  private PreviewModel.Problem firstProblem(int file, boolean warning) {
    return problems.stream().filter(p -> p.warning() == warning && (file < 0 || p.fileIndex() == file))
        .findFirst().orElse(null);
  }

  /** The errors then warnings listed, as last loaded. */
  public List<PreviewModel.Problem> problems() {
    return problems;
  }

  /** Selects a problem in the list, which jumps to its card. */
  public void select(PreviewModel.Problem p) {
    problemList.getSelectionModel().select(p);
    problemList.scrollTo(p);
    jumpTo(p);
  }

  /** Marks the problem's card (or file) selected and scrolls it into view. */
  private void jumpTo(PreviewModel.Problem p) {
    Node target = places.get(key(p.fileIndex(), p.entryIndex()));
    if (target == null) {
      return;
    }
    if (!target.isVisible()) {
      // A warning's card hidden by "Errors only": show everything rather than jump to nothing.
      errorsOnly.setSelected(false);
    }
    if (selected != null) {
      selected.getStyleClass().remove("selected");
    }
    selected = target;
    target.getStyleClass().add("selected");
    reveal(target);
  }

  /** Scrolls the cards so the node's top is at the top of the view (or as near as the end allows). */
  private void reveal(Node n) {
    scroll.applyCss();
    scroll.layout();
    Bounds inContent = sections.sceneToLocal(n.localToScene(n.getBoundsInLocal()));
    double spare = sections.getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
    if (spare <= 0) {
      return;
    }
    double top = Math.max(0, Math.min(spare, inContent.getMinY() - 8));
    scroll.setVvalue(scroll.getVmin() + top / spare * (scroll.getVmax() - scroll.getVmin()));
  }

  /** "Errors only": files and cards without an error step aside. */
  private void applyFilter() {
    boolean only = errorsOnly.isSelected();
    for (var place : places.entrySet()) {
      boolean show = !only || hasErrors.getOrDefault(place.getKey(), false);
      place.getValue().setVisible(show);
      place.getValue().setManaged(show);
    }
  }

  private static String key(int file, int entry) {
    return entry < 0 ? String.valueOf(file) : file + "/" + entry;
  }

  /** One line of the list: where, then what. */
  private static final class ProblemCell extends ListCell<PreviewModel.Problem> {
    @Override
    protected void updateItem(PreviewModel.Problem p, boolean empty) {
      super.updateItem(p, empty);
      getStyleClass().removeAll("error-item", "warning-item");
      if (empty || p == null) {
        setText(null);
        setGraphic(null);
        return;
      }
      getStyleClass().add(p.warning() ? "warning-item" : "error-item");
      Label where = new Label(p.where() + "  " + (p.error().line() > 0 ? fileName(p.error().file()) + ":"
          + p.error().line() + ":" + p.error().column() : fileName(p.error().file())));
      where.getStyleClass().add("problem-where");
      Label what = new Label(p.error().message());
      what.setWrapText(true);
      what.getStyleClass().add("problem-what");
      VBox box = new VBox(1, where, what);
      // Wrap to the list's width rather than widen the cell.
      box.maxWidthProperty().bind(getListView().widthProperty().subtract(30));
      what.maxWidthProperty().bind(box.maxWidthProperty());
      where.maxWidthProperty().bind(box.maxWidthProperty());
      setText(null);
      setGraphic(box);
    }

    private static String fileName(String file) {
      Path name = Path.of(file).getFileName();
      return name == null ? file : name.toString();
    }
  }

  private Node section(PreviewModel.FileReport r, int file, List<PreviewModel.Problem> found) {
    VBox box = new VBox(8);
    box.getStyleClass().add("preview-file");
    box.getChildren().add(new HBox(8));
    for (LoadError e : r.fileErrors()) {
      box.getChildren().add(errorBox(r, e));
    }
    for (LoadError w : r.warnings()) {
      box.getChildren().add(warningBox(w));
    }
    FlowPane cards = new FlowPane(14, 14);
    for (PreviewModel.Entry e : r.entries()) {
      Node entry = entry(r, e, file, found);
      places.put(key(file, e.index()), entry);
      hasErrors.put(key(file, e.index()), !e.errors().isEmpty());
      cards.getChildren().add(entry);
    }
    box.getChildren().add(cards);
    places.put(key(file, -1), box);
    hasErrors.put(key(file, -1), r.errorCount() > 0);
    return box;
  }

  /** The file's name and its own figures, worded as the status line words them. */
  private void fillHeader(VBox section, PreviewModel.FileReport r, PreviewModel.Counts c, int file) {
    HBox head = (HBox) section.getChildren().get(0);
    head.setAlignment(Pos.BASELINE_LEFT);
    head.getStyleClass().add("preview-file-head");
    Label name = new Label(String.valueOf(r.file().getFileName()));
    name.getStyleClass().add("preview-file-name");
    if (c.errors() > 0) {
      name.getStyleClass().add("has-errors");
    }
    Label cards = new Label(c.cardWords());
    cards.getStyleClass().add("preview-file-count");
    head.getChildren().addAll(name, cards, dot(), linkTo(c.errorWords(), firstProblem(file, false),
        "Errors in this file"));
    if (c.warnings() > 0) {
      head.getChildren().addAll(dot(), linkTo(c.warningWords(), firstProblem(file, true), "Warnings in this file"));
    }
  }

  private Node entry(PreviewModel.FileReport r, PreviewModel.Entry e, int file, List<PreviewModel.Problem> found) {
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
      String text = e.guid() == null ? null : printed.get(e.guid());
      if (text != null) {
        box.getChildren().add(texts(e.card(), text));
      }
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
      CardArt.problem(e.card()).ifPresent(w -> {
        box.getChildren().add(warningBox(w));
        found.add(new PreviewModel.Problem(file, e.index(), e.name(), w, true));
      });
    }
    if (!e.errors().isEmpty()) {
      box.getStyleClass().add("has-errors");
    }
    return box;
  }

  /**
   * Our words (generated from the card's data) beside the printed text of the player's own OCTGN
   * files, for a reviewer to compare (issue 11); the printed text is the player's, never shipped.
   */
  private static Node texts(CardDef d, String printedText) {
    String ours = CardNode.text(d, d.face()) + (d.boosted() == null ? ""
        : org.ponytable.cards.octgn.PrintedTexts.BOOSTED + CardNode.text(d, d.boosted()));
    VBox left = textColumn("Our words, from the data", ours.isBlank() ? "(no text)" : ours, "preview-ours");
    VBox right = textColumn("Printed, from your OCTGN files", printedText, "preview-printed");
    HBox both = new HBox(12, left, right);
    both.getStyleClass().add("preview-texts");
    both.setMaxWidth(BOX_WIDTH);
    return both;
  }

  private static VBox textColumn(String title, String text, String style) {
    Label head = new Label(title);
    head.getStyleClass().add("preview-texts-title");
    Label body = new Label(text);
    body.setWrapText(true);
    body.getStyleClass().add(style);
    VBox column = new VBox(4, head, body);
    column.setPrefWidth((BOX_WIDTH - 12) / 2);
    column.setMinWidth(0);
    return column;
  }

  private static Node draw(CardDef d, CardSize size) {
    CardNode n = d.type() == CardType.PROBLEM
        ? CardNode.problem(d, -1, true, "opponent", "owner", size)
        : CardNode.of(d, -1, null, size);
    n.getProperties().put("cardDefId", d.id());
    n.getStyleClass().add("preview-card");
    return n;
  }

  /** Something not read or not drawn, which does not stop the card: the place and what it is. */
  private static Node warningBox(LoadError w) {
    VBox box = new VBox(2);
    box.getStyleClass().add("preview-warning");
    box.getChildren().addAll(place(w, "warning-place"), message(w, "warning-message"));
    box.setMaxWidth(BOX_WIDTH);
    return box;
  }

  /** file:line:column, the JSON pointer, the message, and the line with a caret under the column. */
  private static Node errorBox(PreviewModel.FileReport r, LoadError e) {
    VBox box = new VBox(2);
    box.getStyleClass().add("preview-error");
    box.getChildren().addAll(place(e, "error-place"), message(e, "error-message"));
    String line = r.line(e);
    if (e.line() > 0 && e.line() <= r.lines().size()) {
      SourceLine source = SourceLine.of(e.line(), line, e.column());
      // Text, not Label: a Label too narrow ends in "...", and the caret would point into it.
      Text code = new Text(source.text() + "\n" + source.caret());
      code.getStyleClass().add("error-code");
      ScrollPane sideways = new ScrollPane(code);
      sideways.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
      sideways.setHbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
      sideways.setFitToHeight(true);
      sideways.getStyleClass().add("error-code-scroll");
      box.getChildren().add(sideways);
      if (!source.note().isEmpty()) {
        Label note = new Label("(a long line: " + source.note() + ")");
        note.getStyleClass().add("error-code-note");
        box.getChildren().add(note);
      }
      // Start scrolled so the caret shows, when the line is wider than the box.
      sideways.viewportBoundsProperty().addListener((o, a, b) -> showCaret(sideways, code, source));
    }
    box.setMaxWidth(BOX_WIDTH);
    return box;
  }

  private static void showCaret(ScrollPane sideways, Text code, SourceLine source) {
    double width = code.getLayoutBounds().getWidth();
    double view = sideways.getViewportBounds().getWidth();
    if (width <= view || view <= 0) {
      return;
    }
    double caretX = width * source.caret().length() / Math.max(1, Math.max(source.text().length(),
        source.caret().length()));
    double left = Math.max(0, caretX - view * 0.75);
    sideways.setHvalue(Math.min(1, left / (width - view)));
  }

  /** "set.json:3:14   at /1/power", whole however long: wrapped, never ended in "...". */
  private static Node place(LoadError e, String style) {
    Text place = new Text(e.place() + (e.pointer().isEmpty() ? "" : "   at " + Texts.escape(e.pointer())));
    place.getStyleClass().add(style);
    place.setWrappingWidth(BOX_WIDTH - 16);
    return place;
  }

  private static Node message(LoadError e, String style) {
    Text msg = new Text(e.message());
    msg.getStyleClass().add(style);
    msg.setWrappingWidth(BOX_WIDTH - 16);
    return msg;
  }
}
