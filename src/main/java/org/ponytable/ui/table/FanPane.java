package org.ponytable.ui.table;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * Lays cards left to right with a gap, and overlaps them evenly when the row has less room than
 * they need, so a big hand or a crowded Problem never pushes the table out of the window.
 */
public class FanPane extends Pane {
  private final double gap;
  private boolean centered;

  public FanPane(double gap) {
    this.gap = gap;
    getStyleClass().add("fan");
  }

  /** Center the row when it has room to spare (the sides of a Problem). */
  public void setCentered(boolean centered) {
    this.centered = centered;
    requestLayout();
  }

  @Override
  protected double computePrefWidth(double height) {
    Insets in = getInsets();
    double w = 0;
    int n = 0;
    for (Node c : getManagedChildren()) {
      w += c.prefWidth(-1);
      n++;
    }
    return in.getLeft() + in.getRight() + w + Math.max(0, n - 1) * gap;
  }

  @Override
  protected double computePrefHeight(double width) {
    Insets in = getInsets();
    double h = 0;
    for (Node c : getManagedChildren()) {
      h = Math.max(h, c.prefHeight(-1));
    }
    return in.getTop() + in.getBottom() + h;
  }

  @Override
  protected double computeMinWidth(double height) {
    Insets in = getInsets();
    double w = 0;
    for (Node c : getManagedChildren()) {
      w = Math.max(w, c.prefWidth(-1));
    }
    return in.getLeft() + in.getRight() + w;
  }

  @Override
  protected double computeMinHeight(double width) {
    return computePrefHeight(width);
  }

  @Override
  protected void layoutChildren() {
    Insets in = getInsets();
    var kids = getManagedChildren();
    int n = kids.size();
    if (n == 0) {
      return;
    }
    double avail = getWidth() - in.getLeft() - in.getRight();
    double innerH = getHeight() - in.getTop() - in.getBottom();
    double need = 0;
    for (Node c : kids) {
      need += c.prefWidth(-1);
    }
    need += (n - 1) * gap;
    double x = in.getLeft() + (centered && need < avail ? (avail - need) / 2 : 0);
    double lastW = kids.get(n - 1).prefWidth(-1);
    // When short of room every card but the last shows only a slice of equal width.
    double step = n > 1 && need > avail ? Math.max(6, (avail - lastW) / (n - 1)) : -1;
    for (Node c : kids) {
      double w = c.prefWidth(-1);
      double h = c.prefHeight(-1);
      c.resize(w, h);
      double y = in.getTop() + Math.max(0, (innerH - h) / 2);
      c.relocate(x, y);
      x += step >= 0 ? step : w + gap;
    }
  }
}
