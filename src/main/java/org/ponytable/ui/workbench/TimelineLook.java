package org.ponytable.ui.workbench;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The workbench windows' look: the table's dark cloth, with labels drawn light on it. */
final class TimelineLook {
  private TimelineLook() {}

  /** A workbench window beside the table's window, with the table's stylesheets. */
  static Stage window(Window owner, String title, Parent root, double width, double height) {
    Stage s = new Stage();
    s.initOwner(owner);
    if (title != null) {
      s.setTitle(title);
    }
    Scene scene = new Scene(root, width, height);
    if (owner != null && owner.getScene() != null) {
      scene.getStylesheets().addAll(owner.getScene().getStylesheets());
    }
    s.setScene(scene);
    return s;
  }

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
