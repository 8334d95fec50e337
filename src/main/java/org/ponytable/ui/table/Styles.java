package org.ponytable.ui.table;

import javafx.scene.Node;

/** Style classes switched on and off on nodes a panel keeps. */
final class Styles {
  private Styles() {}

  /**
   * Sets a pane's children, leaving them alone when they are already those nodes: a node taken
   * out and put back is restyled with all it holds.
   */
  static void children(javafx.collections.ObservableList<Node> now, java.util.List<? extends Node> wanted) {
    if (!now.equals(wanted)) {
      now.setAll(wanted);
    }
  }

  static void toggle(Node n, String style, boolean on) {
    if (!on) {
      n.getStyleClass().remove(style);
    } else if (!n.getStyleClass().contains(style)) {
      n.getStyleClass().add(style);
    }
  }
}
