package org.ponytable.ui.cards;

/** The sizes cards are drawn at. Small sizes use a compact layout; LARGE shows every field. */
public enum CardSize {
  MINI(40, 56, "size-mini"),
  SMALL(74, 104, "size-small"),
  HAND(84, 118, "size-hand"),
  LARGE(250, 350, "size-large");

  private final double width;
  private final double height;
  private final String styleClass;

  CardSize(double width, double height, String styleClass) {
    this.width = width;
    this.height = height;
    this.styleClass = styleClass;
  }

  /** Portrait width; Problems, being landscape, swap width and height. */
  public double width() {
    return width;
  }

  public double height() {
    return height;
  }

  public String styleClass() {
    return styleClass;
  }

  public boolean compact() {
    return this != LARGE;
  }
}
