package org.ponytable.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.ponytable.ui.session.Settings;

/** The main window as UI tests open it: test cards, 1366x768, no animations, dialogs answered by the test. */
final class TestWindows {
  private TestWindows() {}

  /** Shows the window on {@code stage}; the autosave goes to a fresh temporary folder. */
  static MainWindow open(Stage stage, StubDialogs dialogs) throws IOException {
    Path dir = Files.createTempDirectory("ponytable-ui");
    Settings settings = new Settings();
    settings.animations = false;
    MainWindow w = new MainWindow(stage, settings, TestLibrary.get(), 1366, 768);
    w.setDialogs(dialogs);
    w.setAutosaveFile(dir.resolve("autosave.json"));
    w.tableView().curtainGuard().setSettleMillis(0);
    stage.show();
    return w;
  }

  /** Whether the table marks a node with a state (a pseudo-class such as {@code :selected}). */
  static boolean marked(Node n, String state) {
    return n.getPseudoClassStates().contains(PseudoClass.getPseudoClass(state));
  }
}
