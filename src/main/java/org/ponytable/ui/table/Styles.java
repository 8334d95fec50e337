package org.ponytable.ui.table;

import javafx.scene.Node;

/** Style classes switched on and off on nodes a panel keeps. */
final class Styles {
  private Styles() {}

  static void toggle(Node n, String style, boolean on) {
    if (!on) {
      n.getStyleClass().remove(style);
    } else if (!n.getStyleClass().contains(style)) {
      n.getStyleClass().add(style);
    }
  }
}
