package org.ponytable.ui.workbench;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;

/** The workbench windows' look: the table's dark cloth, with labels drawn light on it. */
final class TimelineLook {
  private TimelineLook() {}

  static void dark(Pane root) {
    root.setStyle("-fx-background-color: #23263d;");
    light(root);
  }

  private static void light(Parent p) {
    for (Node n : p.getChildrenUnmodifiable()) {
      if (n instanceof Label l) {
        l.setStyle("-fx-text-fill: #eceaf6;" + (l.getStyle() == null ? "" : l.getStyle()));
      } else if (n instanceof Pane child) {
        light(child);
      }
    }
  }
}
