package org.ponytable.ui;

import java.nio.file.Path;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;

/**
 * Developer tool: saves PNGs at 1366x768 of the Problem status and of the most crowded table (a
 * lost challenge after ten flips with its choice, {@link CrowdedTable}), for docs/screenshots.
 * Run under Xvfb: {@code java -cp ... org.ponytable.ui.StatusShots [DIR]} (default /tmp/shots).
 */
public class StatusShots {
  private final Path dir;
  private MainWindow w;

  StatusShots(Path dir) {
    this.dir = dir;
  }

  public void start(Stage stage) {
    CardLibrary cards = Libraries.load(Path.of("cards"));
    w = ShotWindow.open(stage, cards);
    w.tableView().setHoverZoom(false);
    stage.show();
    Platform.runLater(() -> {
      try {
        show(GameSession.fromPosition(statusPosition(cards.pool()).start(), GameSession.Mode.PRACTICE, true));
        shot("problem-status");
        show(CrowdedTable.sendHome(cards.pool()));
        shot("crowded-faceoff-choice");
      } catch (RuntimeException e) {
        e.printStackTrace();
      }
      Platform.exit();
    });
  }

  /**
   * Ann's Main Phase. Her Problem (2 yellow + 2 orange for her, 4 any for Bo): Ann meets the
   * yellow part only, Bo is 1 short. Bo's (2 purple + 2 blue for Bo, 4 any for Ann): Bo meets both,
   * Ann has the power but Bo's face-up Troublemaker there blocks her (611.3e).
   */
  static Position statusPosition(CardPool pool) {
    Position p = new Position(pool).turn(5, 0).stage(org.ponytable.engine.state.Stage.MAIN_PHASE_START)
        .name(0, "Ann").name(1, "Bo").tokens(0, 3).score(0, 4).score(1, 5);
    p.mane(0, "pt1-clementine-haywick");
    p.problem(0, "pt1-leaky-irrigation-ditch");
    p.mane(1, "pt1-lumen-inkwell");
    p.problem(1, "pt1-flooded-exam-hall");
    p.play(0, "pt1-wren-brookmere", Area.problem(0));
    p.play(1, "pt1-orrery-gale", Area.problem(0));
    p.play(1, "pt1-nib-starling", Area.problem(0));
    p.play(0, "pt1-barley-wainwright", Area.problem(1));
    p.play(0, "pt1-russet-thimble", Area.problem(1));
    p.play(1, "pt1-marlow-tesseract", Area.problem(1));
    p.play(1, "pt1-tidewell-marlin", Area.problem(1));
    p.play(1, "pt1-escaped-ink-imps", Area.problem(1));
    p.play(0, "pt1-tansy-sprig", Area.home(0));
    p.play(1, "pt1-gossamer-quire", Area.home(1));
    for (String h : java.util.List.of("pt1-pip-furrow", "pt1-russet-thimble", "pt1-hazel-reelstep", "pt1-juniper-haywain",
        "pt1-nan-mulberry")) {
      p.hand(0, h);
    }
    for (int i = 0; i < 5; i++) {
      p.hand(1, "pt1-nib-starling");
      p.deck(0, "pt1-pip-furrow");
      p.deck(1, "pt1-nib-starling");
    }
    return p;
  }

  private void show(GameSession g) {
    w.show(g);
    if (w.viewModel().table().curtain()) {
      w.viewModel().liftCurtain();
    }
  }

  private void shot(String name) {
    ShotWindow.shot(w, dir, name);
  }

  public static void main(String[] args) {
    Path dir = Path.of(args.length > 0 ? args[0] : "/tmp/shots");
    Platform.startup(() -> new StatusShots(dir).start(new Stage()));
  }
}
