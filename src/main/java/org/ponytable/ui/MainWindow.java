package org.ponytable.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.deck.DeckViolation;
import org.ponytable.persistence.DeckCheck;
import org.ponytable.persistence.DurableFiles;
import org.ponytable.persistence.ScenarioWriter;
import org.ponytable.ui.decks.DeckEditorWindow;
import org.ponytable.ui.dialogs.DialogService;
import org.ponytable.ui.dialogs.FxDialogService;
import org.ponytable.ui.dialogs.NewGameDialog;
import org.ponytable.ui.help.HelpText;
import org.ponytable.ui.help.HelpWindow;
import org.ponytable.ui.session.AppFiles;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.CrashReports;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.LogFile;
import org.ponytable.ui.session.Saves;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.cards.CardArt;
import org.ponytable.ui.session.Stops;
import org.ponytable.ui.style.Stylesheet;
import org.ponytable.ui.table.ScaledPane;
import org.ponytable.ui.table.StopsPane;
import org.ponytable.ui.table.TableView;
import org.ponytable.ui.table.TableViewModel;
import org.ponytable.ui.workbench.Workbench;

/**
 * The main window: menus, keyboard shortcuts, saving and the autosave around the table. Game
 * logic is not here; this only wires commands to the table's view model and to files.
 */
public final class MainWindow {
  private final Stage stage;
  private final Settings settings;
  /** Grows when the deck editor saves a deck into the library's decks folder. */
  private CardLibrary library;
  private final TableViewModel vm = new TableViewModel();
  /** The seats the computer plays in the game on the table. */
  private final List<ComputerSeat> computers = new ArrayList<>();
  private final HelpWindow helpWindow = new HelpWindow();
  private final TableView table;
  /** The rules tester's open view and position editor, shown in workbench games only. */
  private final Workbench workbench;
  private final BorderPane root = new BorderPane();
  private final Scene scene;
  private DialogService dialogs;
  private Path autosave = AppFiles.autosave();
  private final org.ponytable.ui.session.Autosaver autosaver =
      new org.ponytable.ui.session.Autosaver(javafx.application.Platform::runLater);
  /** The autosave failure the players were told about; told again only after a save succeeded. */
  private boolean autosaveWarned;
  private DeckCheck deckCheck = DeckCheck.RULES;
  private Path lastFile;
  /** The game whose dead end the table has already pointed out. */
  private GameSession deadEndNoticed;
  private Consumer<Path> previewOpener = p -> {};
  private Consumer<DeckEditorWindow.Request> deckEditorOpener = r -> {};
  /** Workbench > Timeline, Step through a scenario, Explain (issue 13): Practice games only. */
  private final org.ponytable.ui.workbench.TimelineTools timelineTools;

  public MainWindow(Stage stage, Settings settings, CardLibrary library, double width, double height) {
    this.stage = stage;
    this.settings = settings;
    this.library = library;
    this.table = new TableView(vm);
    this.timelineTools = new org.ponytable.ui.workbench.TimelineTools(vm, this::show);
    table.setAnimations(settings.animations);
    MenuBar menuBar = menus();
    workbench = new Workbench(vm, this::show);
    workbench.watchClicks(table);
    root.setTop(menuBar);
    ScaledPane scaled = new ScaledPane(table);
    // The workbench's banner sits over the table, which it concerns; it takes no room elsewhere.
    root.setCenter(new BorderPane(scaled, workbench.banner(), null, null, null));
    root.setRight(workbench.panel());
    scene = new Scene(root, width, height);
    // The menu bar is outside the scaled table; its text follows the window on its own.
    menuBar.styleProperty().bind(Bindings.createStringBinding(() -> "-fx-font-size: "
        + fontPx(scene.getWidth(), scene.getHeight()) + "px;", scene.widthProperty(), scene.heightProperty()));
    scene.getStylesheets().add(Stylesheet.URL);
    scene.addEventFilter(KeyEvent.ANY, this::key);
    stage.setScene(scene);
    stage.setTitle("Pony Table");
    dialogs = new FxDialogService(stage, Stylesheet.URL, () -> fontPx(scene.getWidth(), scene.getHeight()));
    vm.setAfterChange(g -> {
      autosave(g);
      offerDrawAtDeadEnd(g);
    });
  }

  /** The app's 12px text at a window's scale, for what lies outside the scaled table. */
  static double fontPx(double width, double height) {
    return Math.round(12 * ScaledPane.factorFor(width, height - 28) * 10) / 10.0;
  }

  public TableViewModel viewModel() {
    return vm;
  }

  public TableView tableView() {
    return table;
  }

  public Workbench workbench() {
    return workbench;
  }

  public HelpWindow helpWindow() {
    return helpWindow;
  }

  public Scene scene() {
    return scene;
  }

  /** Tests answer dialogs themselves and keep the autosave in a folder of their own. */
  public void setDialogs(DialogService dialogs) {
    this.dialogs = dialogs;
  }

  public void setAutosaveFile(Path file) {
    this.autosave = file;
  }

  /** Tests whose card pools cannot build legal decks resume their games with {@link DeckCheck#NONE}. */
  public void setDeckCheck(DeckCheck check) {
    this.deckCheck = check;
  }

  /** At start, once: the last run ended in a crash and left this report. */
  public void showCrashNotice(Path report) {
    dialogs.info("The table closed unexpectedly", CrashReports.notice(report));
  }

  public void setPreviewOpener(Consumer<Path> opener) {
    this.previewOpener = opener;
  }

  public void setDeckEditorOpener(Consumer<DeckEditorWindow.Request> opener) {
    this.deckEditorOpener = opener;
  }

  /** Cards > Deck editor: the library's cards, saving into its decks folder. */
  public void openDeckEditor() {
    deckEditorOpener.accept(new DeckEditorWindow.Request(library.pool(), decksDir(), this::deckSaved));
  }

  /** Cards > Balance simulation: the library's legal decks played against each other by the computer. */
  void openSimulation() {
    Stage window = new Stage();
    java.util.Map<String, org.ponytable.engine.deck.DeckList> legal = new java.util.LinkedHashMap<>(library.decks());
    library.violations().forEach((name, broken) -> legal.keySet().removeIf(n -> n.equals(name) && !broken.isEmpty()));
    new org.ponytable.ui.sim.SimulationWindow(window, new FxDialogService(window, Stylesheet.URL, () -> 12),
        library.pool(), legal).show();
  }

  /**
   * Cards > Import OCTGN files: a player's OCTGN game definition folder into the library's card
   * folder (real/ and decks/, as import-octgn does), then the library is read again so New Game
   * offers the theme decks. Nothing is written when any entry fails.
   */
  void importOctgn() {
    Path target = library.source();
    if (target == null) {
      dialogs.error("No card folder", "The cards were not read from a folder, so there is nowhere to import to.");
      return;
    }
    dialogs.openFolder("OCTGN game definition folder (the one holding Sets)", null).ifPresent(dir -> {
      org.ponytable.cards.octgn.OctgnImport.Result r = org.ponytable.cards.octgn.OctgnImport.run(dir, target);
      if (!r.ok()) {
        dialogs.error("Nothing was imported", r.errors().size() + " problem(s):\n" + String.join("\n",
            r.errors().stream().limit(20).map(Object::toString).toList()));
        return;
      }
      library = Libraries.load(target);
      // The printed texts stay in the player's data folder, for the preview's review (issue 11).
      String texts;
      try {
        var printed = org.ponytable.cards.octgn.PrintedTexts.fromOctgn(dir, new java.util.ArrayList<>());
        org.ponytable.cards.octgn.PrintedTexts.save(AppFiles.printedTexts(), printed);
        texts = " The printed texts of " + printed.size() + " cards are kept in " + AppFiles.printedTexts()
            + " for the card preview to show beside ours.";
      } catch (java.io.IOException e) {
        texts = " The printed texts could not be kept for the card preview: " + e.getMessage();
      }
      dialogs.info("OCTGN files imported", r.cardCount() + " cards and " + r.decks().size()
          + " decks imported into " + target + " (ability data kept for " + r.kept() + " cards)." + texts);
    });
  }

  /**
   * Cards > OCTGN card images: the player's OCTGN image folder, whose scans imported cards then
   * show (read from that folder, never copied). Cancelling keeps the folder; choosing the same
   * folder again reads it anew.
   */
  void chooseOctgnImages() {
    Path source = library.source();
    if (source == null) {
      dialogs.error("No card folder", "The cards were not read from a folder, so there are no imported cards to show.");
      return;
    }
    dialogs.openFolder("OCTGN image folder (ImageDatabase, or the game's folder in it)", settings.octgnImages)
        .ifPresent(dir -> {
          Path folder = Settings.folder(dir.toAbsolutePath().toString());
          if (folder == null) {
            dialogs.error("Folder not used", "The folder's path has characters the settings file can't keep.");
            return;
          }
          settings.octgnImages = folder;
          saveSettings();
          org.ponytable.ui.cards.OctgnScans.use(folder);
          library = Libraries.load(source);
          long shown = library.pool().all().stream().filter(c -> CardArt.fileOf(c).map(f -> f.startsWith(folder))
              .orElse(false)).count();
          dialogs.info("OCTGN card images", shown + " imported cards show their scans from " + folder
              + (shown == 0 ? ". No scan there is named by an imported card's GUID: choose the ImageDatabase folder"
              + " after importing the OCTGN files." : ". Cards drawn from now on show them: the next game, the deck editor"
              + " and the card preview."));
        });
  }

  /** A deck saved into the library's own decks folder joins New Game's list at once. */
  void deckSaved(Path file, DeckList deck) {
    Path dir = decksDir();
    Path parent = file.toAbsolutePath().normalize().getParent();
    if (dir != null && dir.toAbsolutePath().normalize().equals(parent)) {
      library = library.withDeck(deck);
    }
  }

  public void setAnimations(boolean on) {
    settings.animations = on;
    table.setAnimations(on);
  }

  // ------------------------------------------------------------------ games

  public void start(GameSetup setup, GameSession.Mode mode) {
    start(setup, mode, java.util.Arrays.asList(null, null));
  }

  /**
   * A new game; {@code computer} says per seat which level the computer plays it at, or null for a
   * person. With one person, only their side of the table shows (no curtain).
   */
  public void start(GameSetup setup, GameSession.Mode mode, List<org.ponytable.ai.Level> computer) {
    stopComputers();
    boolean computerLeftOut = mode == GameSession.Mode.WORKBENCH && computer.stream().anyMatch(l -> l != null);
    if (mode == GameSession.Mode.WORKBENCH) {
      // The tester plays both seats: a computer would act on positions it never saw built.
      computer = java.util.Arrays.asList(null, null);
    }
    int human = computer.get(0) == null && computer.get(1) != null ? 0
        : computer.get(1) == null && computer.get(0) != null ? 1 : computer.get(0) != null ? 0 : -1;
    vm.show(seated(GameSession.start(library.pool(), setup, mode, settings.autoPass)), human);
    for (int p = 0; p < 2; p++) {
      if (computer.get(p) != null) {
        computers.add(ComputerSeat.of(vm, library.pool(), setup, p, computer.get(p)));
      }
    }
    computers.forEach(ComputerSeat::check);
    lastFile = null;
    autosave(vm.session());
    if (computerLeftOut) {
      vm.tell("A workbench game is played by the tester at both seats; the computer was left out.");
    }
  }

  /** Ends the computer's part in the game on the table (a new game, a loaded one, closing). */
  public void stopComputers() {
    computers.forEach(ComputerSeat::close);
    computers.clear();
  }

  public void show(GameSession game) {
    stopComputers();
    vm.show(seated(game));
  }

  /** Each seat's stops from the settings, for a game about to be shown. */
  private GameSession seated(GameSession g) {
    for (int p = 0; p < 2; p++) {
      g.setStops(p, settings.stops.get(p));
    }
    return g;
  }

  /**
   * The new game dialog. It opens even without playable decks: it then lists the card folder's
   * errors, which is where a designer looks first.
   */
  public void newGameDialog() {
    NewGameDialog.Defaults defaults = newGameDefaults();
    Optional<NewGameDialog.Choice> c = dialogs.newGame(defaults);
    c.ifPresent(choice -> {
      List<String> broken = illegal(choice.setup());
      if (!broken.isEmpty()) {
        dialogs.error("Illegal deck", String.join("\n", broken));
        return;
      }
      // Saves keep no mode; the last one chosen is used when this game is resumed.
      settings.mode = choice.mode();
      List<GameSetup.Seat> seats = choice.setup().seats();
      settings.rememberLastGame(seats.stream().map(GameSetup.Seat::name).toList(),
          seats.stream().map(s -> deckName(s.deck())).toList());
      saveSettings();
      start(choice.setup(), choice.mode(), choice.computer());
    });
  }

  /** The last game's names and decks (from the settings), else "Player 1", "Player 2" and the first decks. */
  public NewGameDialog.Defaults newGameDefaults() {
    List<String> names = settings.lastNames.size() == 2 ? settings.lastNames : List.of("Player 1", "Player 2");
    List<String> decks = settings.lastDecks.size() == 2 ? settings.lastDecks : java.util.Arrays.asList(null, null);
    return new NewGameDialog.Defaults(names.get(0), names.get(1), decks.get(0), decks.get(1), library.decks(),
        settings.mode, library.violations(), library.problems());
  }

  /** The name the library lists a deck under, or null for a deck it does not hold. */
  private String deckName(org.ponytable.engine.deck.DeckList deck) {
    return library.decks().entrySet().stream().filter(e -> e.getValue().equals(deck)).map(Map.Entry::getKey)
        .findFirst().orElse(null);
  }

  /** The deckbuilding rules the chosen decks break, checked by the engine's validator. */
  private List<String> illegal(GameSetup setup) {
    List<String> out = new ArrayList<>();
    for (GameSetup.Seat seat : setup.seats()) {
      for (DeckViolation v : DeckValidator.validate(seat.deck(), library.pool())) {
        out.add(seat.name() + ": " + v.message());
      }
    }
    return out;
  }

  /** At start: offer the autosaved game if it is still going. True if it was resumed. */
  public boolean offerResume() {
    autosaver.flush();
    if (autosave != null && Files.exists(autosave) && !Files.isRegularFile(autosave)) {
      warnAutosave();
      return false;
    }
    if (autosave == null || !Files.isRegularFile(autosave)) {
      return false;
    }
    GameSession g;
    try {
      g = Saves.read(autosave, library.pool(), decksDir(), settings.mode, settings.autoPass, deckCheck);
    } catch (Exception e) {
      // An autosave from other cards or an older version: say so once, never block the start.
      dialogs.error("The autosave could not be resumed", message(e));
      return false;
    }
    if (g.state().isOver()) {
      return false;
    }
    String who = g.state().player(0).name() + " and " + g.state().player(1).name();
    if (dialogs.confirm("Resume the last game?", "The game between " + who + " (turn " + g.state().turn()
        + ") was saved automatically.", "Resume", "New game")) {
      stopComputers();
      vm.show(seated(g));
      return true;
    }
    return false;
  }

  public void open(Path file) throws Exception {
    stopComputers();
    vm.show(seated(Saves.read(file, library.pool(), decksDir(), settings.mode, settings.autoPass, deckCheck)));
    lastFile = file;
    autosave(vm.session());
  }

  /** Starts from a scenario file's position (docs/scenarios), after its own actions. */
  public void openScenario(Path file) throws Exception {
    stopComputers();
    vm.show(seated(Saves.scenario(file, library.pool(), java.util.List.of(), settings.mode, settings.autoPass)));
    lastFile = null;
    autosave(vm.session());
  }

  public void save(Path file) throws IOException {
    GameSession g = vm.session();
    if (g == null) {
      return;
    }
    Saves.write(g, file);
    lastFile = file;
  }

  private Path decksDir() {
    return library.source() == null ? null : library.source().resolve("decks");
  }

  /** An exception's message with the places a file problem lists. */
  static String message(Exception e) {
    if (e instanceof org.ponytable.persistence.FileFormatException f) {
      return String.join("\n", f.problems().stream().map(Object::toString).toList());
    }
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  private void autosave(GameSession g) {
    if (g == null || autosave == null || (!g.hasSetup() && g.scenarioFile() == null)) {
      return;
    }
    // Written on a worker (issue 14): the table answers the next click while the disk works.
    Path file = autosave;
    autosaver.save(g, file, () -> autosaveWarned = false, e -> {
      // The game goes on; only the safety copy failed. Tell the players once, not at every action.
      if (file.equals(autosave)) {
        warnAutosave();
      }
    });
  }

  /** Waits for the autosaves asked for so far to be written (before the file is read, and for tests). */
  public void flushAutosave() {
    autosaver.flush();
  }

  private void warnAutosave() {
    String problem = Saves.autosaveProblem(autosave);
    LogFile.LOG.warning(problem);
    if (!autosaveWarned) {
      autosaveWarned = true;
      dialogs.error("The game is not being saved automatically", problem);
    }
  }


  private void openDialog() {
    dialogs.openFile("Open a saved game", "Pony Table saves", "*.json", lastDir()).ifPresent(p -> {
      try {
        open(p);
      } catch (Exception e) {
        dialogs.error("Could not open " + p.getFileName(), message(e));
      }
    });
  }

  private void scenarioDialog() {
    Path start = Path.of("docs", "scenarios");
    dialogs.openFile("Start from a scenario", "Scenario files", "*.json", start).ifPresent(p -> {
      try {
        openScenario(p);
      } catch (Exception e) {
        dialogs.error("Could not start " + p.getFileName(), message(e));
      }
    });
  }

  /** Workbench > Timeline: every state of the game, scrub, branch, compare. Workbench games only. */
  public void timelineDialog() {
    if (!computers.isEmpty()) {
      // The computer would play on at whatever point the table is moved to, dropping the rest.
      dialogs.error("Not with the computer playing", "The timeline moves the table back and forth; in a game "
          + "against the computer, the computer would play on from the point shown. Use it in a game of two players.");
      return;
    }
    String refused = timelineTools.openTimeline(stage);
    if (refused != null) {
      dialogs.error("Workbench games only", refused);
    }
  }

  /** Workbench > Explain: a card's power and colors modifier by modifier, and why an action is not legal. */
  public void explainDialog() {
    String refused = timelineTools.openExplain(stage);
    if (refused != null) {
      dialogs.error("Workbench games only", refused);
    }
  }

  /** Workbench > Step through a scenario: a scenario file action by action, its checks live. */
  public void stepperDialog() {
    String refused = timelineTools.stepperRefusal();
    if (refused != null) {
      dialogs.error("Not in a Match game", refused);
      return;
    }
    dialogs.openFile("Step through a scenario", "Scenario files", "*.json", Path.of("docs", "scenarios"))
        .ifPresent(p -> {
          try {
            stopComputers();
            timelineTools.openStepper(stage, p, library.pool());
          } catch (Exception e) {
            dialogs.error("Could not step through " + p.getFileName(), message(e));
          }
        });
  }

  public org.ponytable.ui.workbench.TimelineTools timelineTools() {
    return timelineTools;
  }

  /** Game > Save as: asks where, saves, and says where it went (or plainly why it could not). */
  public void saveDialog() {
    if (vm.session() == null) {
      return;
    }
    if (!vm.session().hasSetup() && vm.session().scenarioFile() == null) {
      // A position edited on the workbench: no start to replay it from.
      dialogs.error("This game can't be saved as a game", "It starts from a position built by hand, which a save "
          + "can't replay. Keep it with Game > Save position as scenario\u2026 instead.");
      return;
    }
    dialogs.saveFile("Save the game", "Pony Table saves", "*.json", lastDir(), "game.json").ifPresent(p -> {
      try {
        save(p);
        // A quiet confirmation in the table's message line; nothing to click away.
        vm.tell("Saved to " + p.toAbsolutePath().normalize() + ".");
      } catch (IOException | RuntimeException e) {
        LogFile.LOG.warning("save to " + p + " failed: " + e);
        dialogs.error("Could not save", "The game was not saved to " + p + ": " + Saves.whyNotSaved(p, e)
            + ". Choose another place (Save as\u2026).");
      }
    });
  }

  /**
   * Game > Save position as scenario: the position now, with checks of it, as a scenario file the
   * runner passes (docs/scenarios.md). Practice games only: the file holds every hidden card.
   */
  public void savePositionDialog() {
    GameSession g = vm.session();
    if (g == null) {
      return;
    }
    if (g.mode() == GameSession.Mode.MATCH) {
      dialogs.error("Not in a Match game", "A scenario file holds both hands and the order of both decks, so "
          + "positions are saved as scenarios in Practice and Workbench games only.");
      return;
    }
    String text;
    try {
      text = ScenarioWriter.write(g.state(), library.pool(), "Saved from the table at turn " + g.state().turn()
          + ", " + g.state().stage().display() + ".", true);
    } catch (ScenarioWriter.CannotWrite e) {
      dialogs.error("This position can't be saved as a scenario", "Not now: " + e.getMessage() + ".");
      return;
    }
    dialogs.saveFile("Save position as scenario", "Scenario files", "*.json", lastDir(), "position.json")
        .ifPresent(p -> {
          try {
            DurableFiles.write(p, text);
            vm.tell("Scenario saved to " + p.toAbsolutePath().normalize() + "; the runner plays it with: scenario "
                + p.getFileName() + ".");
          } catch (IOException | RuntimeException e) {
            dialogs.error("Could not save", "The scenario was not saved to " + p + ": " + Saves.whyNotSaved(p, e) + ".");
          }
        });
  }

  /**
   * Game > Workbench: the Practice game on the table becomes a workbench game, both hands open and
   * the position editable. Never a Match game: there the hidden cards stay hidden.
   */
  public void enterWorkbench() {
    GameSession g = vm.session();
    if (g == null) {
      return;
    }
    if (g.mode() == GameSession.Mode.MATCH) {
      dialogs.error("Not in a Match game", "The workbench shows both hands and both decks and edits the position, "
          + "so a Match game never becomes a workbench game. Start a Practice or Workbench game for that (Game > "
          + "New game).");
      return;
    }
    if (g.mode() != GameSession.Mode.WORKBENCH) {
      g.setMode(GameSession.Mode.WORKBENCH);
      // Saves keep no mode: resumed, this game comes back as a workbench game, never as a Match.
      settings.mode = GameSession.Mode.WORKBENCH;
      saveSettings();
      show(g);
    }
  }

  private Path lastDir() {
    return lastFile != null && lastFile.toAbsolutePath().getParent() != null
        ? lastFile.toAbsolutePath().getParent() : Path.of(System.getProperty("user.home"));
  }

  private void concede() {
    var t = vm.table();
    if (t == null || t.curtain() || t.over()) {
      return;
    }
    String who = t.view().seats().get(t.viewer()).name();
    if (dialogs.confirm("Concede?", who + " concedes the game.", "Concede", "Keep playing")) {
      vm.concede();
    }
  }

  /** Game > Offer a draw: in a hotseat game the other player is at the keyboard to answer. */
  private void offerDraw() {
    var t = vm.table();
    if (t == null || t.curtain() || t.over()) {
      return;
    }
    String who = t.view().seats().get(t.viewer()).name();
    String other = t.view().seats().get(1 - t.viewer()).name();
    if (dialogs.confirm("Offer a draw?", who + " offers a draw. " + other + ", do you accept a draw?",
        "Accept the draw", "Keep playing")) {
      vm.agreeDraw();
    }
  }

  /**
   * Once per game, at a proven dead end, the table says so and points to the draw offer: a
   * notice, not a question, so nothing ends while a player is busy with something else.
   */
  private void offerDrawAtDeadEnd(GameSession g) {
    if (g == deadEndNoticed || g.state().isOver() || !vm.deadEnd()) {
      return;
    }
    deadEndNoticed = g;
    javafx.application.Platform.runLater(() -> dialogs.info("Nobody can win",
        "Both decks and both hands are empty and neither player can score any more, so the game can't end"
            + " by itself. The players may agree to a draw: Game > Offer a draw."));
  }

  // ------------------------------------------------------------------ menus and keys

  private MenuBar menus() {
    MenuItem newGame = item("New game\u2026", "Shortcut+N", this::newGameDialog);
    MenuItem open = item("Open\u2026", "Shortcut+O", this::openDialog);
    MenuItem scenario = item("Start from a scenario\u2026", null, this::scenarioDialog);
    MenuItem save = item("Save as\u2026", "Shortcut+S", this::saveDialog);
    MenuItem savePosition = item("Save position as scenario\u2026", null, this::savePositionDialog);
    MenuItem toWorkbench = item("Workbench: open both hands and edit the position", null, this::enterWorkbench);
    MenuItem undo = item("Undo", "Shortcut+Z", vm::undo);
    MenuItem redo = item("Redo", "Shortcut+Y", vm::redo);
    MenuItem untilChoice = item("Pass until my next choice", "N",
        () -> vm.passUntil(GameSession.PassUntil.NEXT_CHOICE));
    MenuItem untilEnd = item("Pass until end of turn", "E", () -> vm.passUntil(GameSession.PassUntil.END_OF_TURN));
    MenuItem concede = item("Concede\u2026", null, this::concede);
    MenuItem draw = item("Offer a draw\u2026", null, this::offerDraw);
    MenuItem quit = item("Quit", "Shortcut+Q", stage::close);
    Menu game = new Menu("Game", null, newGame, open, scenario, save, savePosition, toWorkbench,
        new SeparatorMenuItem(), undo, redo,
        new SeparatorMenuItem(), untilChoice, untilEnd, new SeparatorMenuItem(), concede, draw,
        new SeparatorMenuItem(), quit);
    // Everything else in the Game menu acts on the game: none of it behind the curtain.
    Predicate<TableViewModel.Table> noPriority = t -> t.over() || t.primary() == null
        || !(t.primary().action() instanceof Action.Pass);
    Map<MenuItem, Predicate<TableViewModel.Table>> idleAlsoWhen = Map.of(undo, t -> !t.canUndo(),
        redo, t -> !t.canRedo(), untilChoice, noPriority, untilEnd, noPriority);
    for (MenuItem m : game.getItems()) {
      if (!List.of(newGame, open, scenario, save, quit).contains(m) && !(m instanceof SeparatorMenuItem)) {
        idleBehindCurtain(m, idleAlsoWhen.getOrDefault(m, t -> false));
      }
    }

    CheckMenuItem autoPass = new CheckMenuItem("Pass automatically where I have no stop or nothing to do");
    autoPass.setSelected(settings.autoPass);
    autoPass.setOnAction(e -> {
      settings.autoPass = autoPass.isSelected();
      vm.setAutoPass(settings.autoPass);
      saveSettings();
    });
    CheckMenuItem anim = new CheckMenuItem("Animations");
    anim.setSelected(settings.animations);
    anim.setOnAction(e -> {
      setAnimations(anim.isSelected());
      saveSettings();
    });
    CheckMenuItem zoom = new CheckMenuItem("Large card on hover (Z)");
    zoom.setSelected(true);
    zoom.setOnAction(e -> table.setHoverZoom(zoom.isSelected()));
    idleBehindCurtain(autoPass, t -> false);
    MenuItem stops = item("My stops\u2026", null, this::stopsDialog);
    // Only the player at the screen edits their stops: behind the curtain nobody is known to be there.
    idleBehindCurtain(stops, t -> false);
    Menu options = new Menu("Options", null, autoPass, stops, anim, zoom);

    MenuItem preview = item("Card preview\u2026", null, () -> dialogs.openFolder("Card folder to preview",
        library.source()).ifPresent(previewOpener));
    MenuItem deckEditor = item("Deck editor\u2026", "Shortcut+D", this::openDeckEditor);
    MenuItem importOctgn = item("Import OCTGN files\u2026", null, this::importOctgn);
    MenuItem scans = item("OCTGN card images\u2026", null, this::chooseOctgnImages);
    MenuItem simulation = item("Balance simulation\u2026", null, this::openSimulation);
    Menu cards = new Menu("Cards", null, deckEditor, importOctgn, scans, preview, simulation);

    MenuItem howTo = item("How to play", "F1", () -> helpWindow.show(stage));
    MenuItem keys = item("Keyboard", null, () -> dialogs.info("Keyboard", HelpText.KEYS));
    Menu help = new Menu("Help", null, howTo, keys);
    Menu workbench = new Menu("Workbench", null, item("Timeline\u2026", null, this::timelineDialog),
        item("Step through a scenario\u2026", null, this::stepperDialog), item("Explain\u2026", null, this::explainDialog));
    return new MenuBar(game, options, cards, workbench, help);
  }

  /** The stops dialog being shown, or null: for tests and screenshots. */
  private javafx.scene.control.Dialog<Stops> stopsDialog;

  public javafx.scene.control.Dialog<Stops> stopsDialogShown() {
    return stopsDialog;
  }

  /**
   * Options > My stops: the player at the screen sets where the table stops for them. Kept for
   * this game and, for their seat, in the settings. Not modal-blocking, so the table stays drawn.
   */
  public void stopsDialog() {
    Stops now = vm.viewerStops();
    var t = vm.table();
    if (now == null || stopsDialog != null) {
      return;
    }
    int seat = t.viewer();
    String who = t.view().seats().get(seat).name();
    StopsPane pane = new StopsPane(who, Stops.WINDOWS, ticks(now), ticks(Stops.DEFAULT));
    javafx.scene.control.Dialog<Stops> d = new javafx.scene.control.Dialog<>();
    d.initOwner(stage);
    d.setTitle("Stops for " + who);
    d.getDialogPane().setContent(pane);
    d.getDialogPane().getStylesheets().add(Stylesheet.URL);
    d.getDialogPane().setStyle("-fx-font-size: " + fontPx(scene.getWidth(), scene.getHeight()) + "px;");
    d.getDialogPane().getButtonTypes().addAll(javafx.scene.control.ButtonType.OK,
        javafx.scene.control.ButtonType.CANCEL);
    d.setResultConverter(b -> {
      if (b != javafx.scene.control.ButtonType.OK) {
        return null;
      }
      StopsPane.Ticks v = pane.value();
      return new Stops(v.yourTurn(), v.theirTurn(), v.faceoffs(), v.reactions());
    });
    d.setOnHidden(e -> {
      stopsDialog = null;
      Stops chosen = d.getResult();
      // Still that player's table (the dialog is modal): the game and their seat keep them.
      if (chosen != null && vm.setViewerStops(chosen)) {
        List<Stops> seats = new ArrayList<>(settings.stops);
        seats.set(seat, chosen);
        settings.stops = List.copyOf(seats);
        saveSettings();
      }
    });
    stopsDialog = d;
    d.show();
  }

  private static StopsPane.Ticks ticks(Stops s) {
    return new StopsPane.Ticks(s.yourTurn(), s.theirTurn(), s.faceoffs(), s.reactions());
  }

  /**
   * A menu item that acts on the game: disabled while the curtain is up (or with no game), and
   * doing nothing then even if fired (an accelerator, a test), since nobody's table may move.
   */
  private void idleBehindCurtain(MenuItem m, Predicate<TableViewModel.Table> alsoIdle) {
    m.disableProperty().bind(Bindings.createBooleanBinding(() -> behindCurtain() || alsoIdle.test(vm.table()),
        vm.tableProperty()));
    var action = m.getOnAction();
    m.setOnAction(e -> {
      if (!behindCurtain()) {
        action.handle(e);
      }
    });
  }

  private boolean behindCurtain() {
    var t = vm.table();
    return t == null || t.curtain();
  }

  private void saveSettings() {
    try {
      settings.save(AppFiles.settings());
    } catch (IOException e) {
      LogFile.LOG.warning("settings not saved: " + e.getMessage());
    }
  }

  private static MenuItem item(String text, String accel, Runnable r) {
    MenuItem m = new MenuItem(text);
    if (accel != null) {
      m.setAccelerator(KeyCombination.keyCombination(accel));
    }
    m.setOnAction(e -> r.run());
    return m;
  }

  private void key(KeyEvent e) {
    var t = vm.table();
    if (t != null && t.curtain()) {
      keyBehindCurtain(e);
      return;
    }
    if (e.getCode() == KeyCode.ENTER) {
      trackLiftKey(e);
    }
    if (e.getEventType() != KeyEvent.KEY_PRESSED || t == null || e.getTarget() instanceof TextInputControl
        || workbench.contains(e.getTarget())
        || e.isShortcutDown() || e.isAltDown()) {
      return;
    }
    KeyCode k = e.getCode();
    boolean done = true;
    if (k == KeyCode.SPACE) {
      vm.primary();
    } else if (k == KeyCode.ESCAPE) {
      if (!table.closePopup()) {
        vm.clearSelection();
      }
    } else if (k == KeyCode.D) {
      vm.applyFirst(Action.Draw.class, a -> true);
    } else if (k == KeyCode.K) {
      vm.applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
    } else if (k == KeyCode.M) {
      vm.applyFirst(Action.Mulligan.class, a -> ((Action.Mulligan) a).take());
    } else if (k == KeyCode.Z) {
      table.setHoverZoom(!table.hoverZoom());
    } else if (k.isDigitKey() && k != KeyCode.DIGIT0 && k != KeyCode.NUMPAD0) {
      vm.chooseNumber(Integer.parseInt(digit(k)));
    } else {
      done = false;
    }
    if (done) {
      e.consume();
    }
  }

  /**
   * Behind the curtain only a fresh press of Enter lifts it (never Space, which a player passing
   * through empty stops may still be pressing). No other plain key reaches the table or a control;
   * shortcuts and function keys go on to the menus, where whatever would act is disabled.
   */
  private void keyBehindCurtain(KeyEvent e) {
    boolean menuKey = e.isShortcutDown() || e.isAltDown() || e.getCode().isFunctionKey();
    if (e.getCode() == KeyCode.ENTER && trackLiftKey(e) && !menuKey) {
      vm.liftCurtain();
    }
    if (!menuKey) {
      e.consume();
    }
  }

  /** Tells the curtain's guard about Enter going down and up; true if this press lifts the curtain. */
  private boolean trackLiftKey(KeyEvent e) {
    if (e.getEventType() == KeyEvent.KEY_PRESSED) {
      return table.curtainGuard().liftKeyPressed();
    }
    if (e.getEventType() == KeyEvent.KEY_RELEASED) {
      table.curtainGuard().liftKeyReleased();
    }
    return false;
  }

  private static String digit(KeyCode k) {
    String name = k.getName();
    return name.substring(name.length() - 1);
  }
}
