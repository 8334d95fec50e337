package org.ponytable.ui.table;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.scene.layout.Region;
import javafx.scene.transform.Scale;

/**
 * Lays its content out at the size the table was designed for and scales it to the room it has,
 * so cards, text and gaps grow together from a laptop's 1366x768 to a 4K screen. The smaller of
 * the two ratios is used; the other direction gets the extra room as a larger layout, never a
 * stretched one.
 */
public final class ScaledPane extends Region {
  /** The table's room in a 1366x768 window below the menu bar (with a little slack, so that window is 1:1). */
  public static final double BASE_WIDTH = 1366;
  public static final double BASE_HEIGHT = 736;
  // Below this text gets unreadable; above it a huge wall screen would show cards bigger than a hand.
  static final double MIN = 0.6;
  static final double MAX = 4;

  private final Region content;
  private final Scale scale = new Scale(1, 1, 0, 0);
  private final ReadOnlyDoubleWrapper factor = new ReadOnlyDoubleWrapper(this, "factor", 1);

  public ScaledPane(Region content) {
    this.content = content;
    content.getTransforms().add(scale);
    getChildren().add(content);
  }

  /** The scale for a room of this size. */
  public static double factorFor(double width, double height) {
    if (width <= 0 || height <= 0) {
      return 1;
    }
    double f = Math.min(width / BASE_WIDTH, height / BASE_HEIGHT);
    return Math.max(MIN, Math.min(MAX, f));
  }

  public ReadOnlyDoubleProperty factorProperty() {
    return factor.getReadOnlyProperty();
  }

  public double factor() {
    return factor.get();
  }

  @Override
  protected void layoutChildren() {
    double f = factorFor(getWidth(), getHeight());
    factor.set(f);
    scale.setX(f);
    scale.setY(f);
    content.resizeRelocate(0, 0, getWidth() / f, getHeight() / f);
  }

  @Override
  protected double computePrefWidth(double height) {
    return BASE_WIDTH;
  }

  @Override
  protected double computePrefHeight(double width) {
    return BASE_HEIGHT;
  }

  @Override
  protected double computeMinWidth(double height) {
    return 0;
  }

  @Override
  protected double computeMinHeight(double width) {
    return 0;
  }
}
