package org.ponytable.ui.table;

import javafx.css.PseudoClass;
import javafx.scene.Node;

/** Marks switched on and off on nodes a panel keeps, and their children set without churn. */
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

  /**
   * Switches a state the style sheet reads as a pseudo-class ({@code .card:selected}). A style
   * class would do the same, but changing one makes JavaFX match every rule again for the node's
   * whole subtree, the larger part of a frame's cost in software rendering; a pseudo-class only
   * moves the nodes already matched to another state (issue 14).
   */
  static void state(Node n, String name, boolean on) {
    n.pseudoClassStateChanged(PseudoClass.getPseudoClass(name), on);
  }
}
