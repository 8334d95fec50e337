package org.ponytable.ui.workbench;

import javafx.stage.Stage;
import javafx.stage.Window;

/** A workbench tool's window beside the table: built on first use, then brought up to date and to the front. */
abstract class ToolWindow {
  private Stage stage;

  /** The window, or null before it was first shown. */
  public Stage stage() {
    return stage;
  }

  final void open(Window owner) {
    if (stage == null) {
      stage = build(owner);
    }
    refresh();
    stage.show();
    stage.toFront();
  }

  abstract Stage build(Window owner);

  /** Draws what the window shows afresh. */
  abstract void refresh();
}
