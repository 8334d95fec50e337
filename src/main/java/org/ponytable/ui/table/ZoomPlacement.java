package org.ponytable.ui.table;

import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;

/**
 * Where the large view of a hovered card goes (issue 9, finding 10): beside the card, inside the
 * table, and never over the main button, which must stay visible and clickable while the pointer
 * rests on a card next to it.
 */
final class ZoomPlacement {
  private ZoomPlacement() {}

  /** Space kept between the card, the large view and the table's edge. */
  static final double GAP = 12;
  static final double MARGIN = 4;

  /**
   * The top-left corner for a {@code w} by {@code h} large view of the card at {@code anchor}, in
   * a {@code width} by {@code height} table, keeping clear of {@code avoid} (null: nothing).
   * Tried in order: right of the card, left of it, above it, below it; the first with room that
   * stays clear wins. If none does (a tiny window), beside the card as before: it is only a preview.
   */
  static Point2D spot(Bounds anchor, double w, double h, double width, double height, Bounds avoid) {
    double midY = anchor.getMinY() + anchor.getHeight() / 2 - h / 2;
    double midX = anchor.getMinX() + anchor.getWidth() / 2 - w / 2;
    Point2D right = new Point2D(anchor.getMaxX() + GAP, midY);
    Point2D left = new Point2D(anchor.getMinX() - w - GAP, midY);
    Point2D above = new Point2D(midX, anchor.getMinY() - h - GAP);
    Point2D below = new Point2D(midX, anchor.getMaxY() + GAP);
    for (Point2D p : List.of(right, left, above, below)) {
      // Pushed back inside the table, a spot without room would cover the card itself.
      boolean room = p == right || p == left
          ? p.getX() >= MARGIN && p.getX() + w <= width - MARGIN
          : p.getY() >= MARGIN && p.getY() + h <= height - MARGIN;
      Point2D c = clamp(p, w, h, width, height);
      if (room && (avoid == null || !new BoundingBox(c.getX(), c.getY(), w, h).intersects(avoid))) {
        return c;
      }
    }
    return clamp(right.getX() + w <= width - MARGIN ? right : left, w, h, width, height);
  }

  private static Point2D clamp(Point2D p, double w, double h, double width, double height) {
    double x = Math.max(MARGIN, Math.min(p.getX(), width - w - MARGIN));
    double y = Math.max(MARGIN, Math.min(p.getY(), height - h - MARGIN));
    return new Point2D(x, y);
  }
}
