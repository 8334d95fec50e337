package org.ponytable.ui;

import java.nio.file.Path;
import javafx.stage.Stage;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.Settings;

/** What the screenshot tools (the *Shots developer tools) share: their window and saving a shot. */
final class ShotWindow {
  private ShotWindow() {}

  /** The table at 1366x768 with no animations and no autosave, not yet shown. */
  static MainWindow open(Stage stage, CardLibrary cards) {
    Settings s = new Settings();
    s.animations = false;
    MainWindow w = new MainWindow(stage, s, cards, 1366, 768);
    w.setAutosaveFile(null);
    return w;
  }

  /** Saves the window as {@code dir/name.png}, laid out first; a failure is printed, not thrown. */
  static void shot(MainWindow w, Path dir, String name) {
    try {
      w.scene().getRoot().applyCss();
      w.scene().getRoot().layout();
      Snapshots.save(w.scene(), dir.resolve(name + ".png"));
      System.out.println("saved " + dir.resolve(name + ".png"));
    } catch (Exception e) {
      e.printStackTrace();
    }
  }
}
