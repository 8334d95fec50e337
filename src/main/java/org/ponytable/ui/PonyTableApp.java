package org.ponytable.ui;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.function.Function;
import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.ui.decks.DeckEditorWindow;
import org.ponytable.ui.dialogs.FxDialogService;
import org.ponytable.ui.session.AppFiles;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.CrashReports;
import org.ponytable.ui.session.DemoPlayer;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.LogFile;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.style.Stylesheet;

/** The JavaFX application: reads the command line, loads the cards and opens the table. */
public class PonyTableApp extends Application {
  /** When main() started, for the start-to-first-frame figure. */
  static volatile long mainStart = System.nanoTime();

  /** How the cards are found; tests and the dev launcher put built-in cards here. */
  static volatile Function<Path, CardLibrary> libraryLoader = Libraries::load;

  @Override
  public void start(Stage stage) {
    AppArgs args = AppArgs.parse(getParameters().getRaw());
    Settings settings = Settings.load(AppFiles.settings());
    // A broken settings file is not worth a dialog: say where it is wrong and go on with defaults.
    settings.warnings.forEach(w -> System.err.println("settings: " + w));
    if (args.noAnimations() || args.snapshot() != null) {
      settings.animations = false;
    }
    // Issue 11: the player's OCTGN scans, for the table and the preview alike.
    org.ponytable.ui.cards.OctgnScans.use(settings.octgnImages);
    if (args.preview() != null) {
      org.ponytable.ui.preview.PreviewWindow preview = new org.ponytable.ui.preview.PreviewWindow(stage,
          args.preview(), args.width(), args.height());
      finish(stage, preview.scene(), args);
      return;
    }
    CardLibrary library = libraryLoader.apply(args.cards());
    MainWindow w = new MainWindow(stage, settings, library, args.width(), args.height());
    // Warnings and crashes leave files in the data folder (the log is installed with the reports).
    new CrashReports(AppFiles.home(), () -> w.viewModel().session()).install();
    if (args.snapshot() != null) {
      // Wherever the pointer happens to rest must not open a large card over the picture.
      w.tableView().setHoverZoom(false);
    }
    w.setPreviewOpener(p -> new org.ponytable.ui.preview.PreviewWindow(new Stage(), p, 1200, 800).show());
    w.setDeckEditorOpener(r -> {
      Stage editor = new Stage();
      new DeckEditorWindow(editor, new FxDialogService(editor, Stylesheet.URL, () -> 12), r, 1280, 740).show();
    });
    finish(stage, w.scene(), args);
    if (args.latencyProbe() != null) {
      startProbe(w, library, args);
    } else if (args.demo() != null) {
      startDemo(w, library, args.demo(), args.demoTurn());
    } else if (args.open() != null || args.scenario() != null) {
      try {
        if (args.open() != null) {
          w.open(args.open());
        } else {
          w.openScenario(args.scenario());
        }
      } catch (Exception e) {
        LogFile.LOG.warning("could not open: " + MainWindow.message(e));
        System.err.println("could not open: " + MainWindow.message(e));
      }
      if (args.lift()) {
        w.viewModel().liftCurtain();
      }
    } else if (args.snapshot() == null) {
      // After the window is up, so a dialog has its owner on screen.
      Platform.runLater(() -> {
        CrashReports.takePending(AppFiles.home()).ifPresent(w::showCrashNotice);
        if (args.fresh() || !w.offerResume()) {
          w.newGameDialog();
        }
      });
    }
  }

  /** A seeded game played a few turns in by both seats, curtain lifted: for screenshots and timing. */
  static void startDemo(MainWindow w, CardLibrary library, long seed, int turn) {
    GameSession g = demoSession(library, seed, turn);
    if (g == null) {
      return;
    }
    w.setAutosaveFile(null);
    w.show(g);
    w.viewModel().liftCurtain();
  }

  /**
   * The latency probe (issue 14): the demo game (35:13 unless --demo says otherwise) driven
   * through the table, input to frame measured per kind; a new seed when a game ends.
   */
  static void startProbe(MainWindow w, CardLibrary library, AppArgs args) {
    long[] seed = {args.demo() != null ? args.demo() : 35};
    int turn = args.demo() != null ? args.demoTurn() : 13;
    startDemo(w, library, seed[0], turn);
    // The table settles first (CSS, first layout), as a player would see it before acting.
    javafx.animation.PauseTransition wait = new javafx.animation.PauseTransition(javafx.util.Duration.seconds(1));
    wait.setOnFinished(e -> new org.ponytable.ui.table.LatencyProbe(w.scene(), w.tableView(), w.viewModel(),
        args.latencyProbe(), () -> {
          seed[0]++;
          startDemo(w, library, seed[0], turn);
          return true;
        }, lines -> {
          System.out.println("latency probe: " + args.latencyProbe() + " inputs, demo " + (args.demo() != null
              ? args.demo() : 35) + ":" + turn + ", " + args.width() + "x" + args.height()
              + (args.noAnimations() ? ", no animations" : ", animations on") + ", prism "
              + System.getProperty("prism.order", "default"));
          lines.forEach(System.out::println);
          Platform.exit();
        }).start());
    wait.play();
  }

  /** The demo game: the first two decks of the library, played by the demo player up to a turn. */
  static GameSession demoSession(CardLibrary library, long seed, int turn) {
    var names = library.decks().keySet().stream().toList();
    if (names.isEmpty()) {
      return null;
    }
    GameSetup setup = new GameSetup(java.util.List.of(
        new GameSetup.Seat("Ann", library.decks().get(names.get(0))),
        new GameSetup.Seat("Bo", library.decks().get(names.get(Math.min(1, names.size() - 1))))), seed, 0);
    GameSession g = GameSession.start(library.pool(), setup, GameSession.Mode.PRACTICE, true);
    DemoPlayer.playUntil(g, turn, seed);
    return g;
  }

  private static void finish(Stage stage, Scene scene, AppArgs args) {
    if (args.timing() || args.snapshot() != null) {
      new AnimationTimer() {
        private int frames;

        @Override
        public void handle(long now) {
          frames++;
          if (frames == 1 && args.timing()) {
            long fromMain = (System.nanoTime() - mainStart) / 1_000_000;
            long fromJvm = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            System.out.println("first frame: " + fromMain + " ms after main(), " + fromJvm + " ms after JVM start");
          }
          // A few frames in, layout and CSS have settled; then the picture is taken.
          if (frames == 6 && args.snapshot() != null) {
            stop();
            try {
              Snapshots.save(scene, args.snapshot(), args.snapshotWidth());
              System.out.println("snapshot saved to " + args.snapshot().toAbsolutePath());
            } catch (Exception e) {
              System.err.println("snapshot failed: " + e);
            }
            Platform.exit();
          } else if (frames > 6 && args.snapshot() == null) {
            stop();
          }
        }
      }.start();
    }
    stage.show();
  }

  public static void main(String[] args) {
    mainStart = System.nanoTime();
    launch(args);
  }
}
