package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.junit.jupiter.api.Test;

/** The hovered card's large view keeps clear of the main button (issue 9, finding 10). */
class ZoomPlacementTest {
  private static final double W = 250;
  private static final double H = 350;
  private static final Bounds HAND_CARD = new BoundingBox(900, 620, 84, 118);
  private static final Bounds PRIMARY = new BoundingBox(1000, 640, 170, 60);

  private static Bounds placed(Point2D p) {
    return new BoundingBox(p.getX(), p.getY(), W, H);
  }

  @Test
  void withNothingToAvoidItGoesRightOfTheCard() {
    Point2D p = ZoomPlacement.spot(HAND_CARD, W, H, 1366, 768, null);
    assertThat(p.getX()).isEqualTo(900 + 84 + ZoomPlacement.GAP);
    assertThat(placed(p).intersects(HAND_CARD)).isFalse();
  }

  @Test
  void aCardBesideTheMainButtonShowsItsLargeViewOnTheOtherSide() {
    Point2D p = ZoomPlacement.spot(HAND_CARD, W, H, 1366, 768, PRIMARY);
    assertThat(placed(p).intersects(PRIMARY)).isFalse();
    assertThat(placed(p).intersects(HAND_CARD)).isFalse();
    assertThat(p.getX() + W).isLessThanOrEqualTo(HAND_CARD.getMinX());
  }

  @Test
  void withNoRoomOnEitherSideItGoesAboveTheCard() {
    // A narrow table: neither side has 250 pixels to spare, and the button sits right of the card.
    Bounds card = new BoundingBox(200, 600, 84, 118);
    Bounds button = new BoundingBox(300, 620, 170, 60);
    Point2D p = ZoomPlacement.spot(card, W, H, 500, 768, button);
    assertThat(placed(p).intersects(button)).isFalse();
    assertThat(placed(p).intersects(card)).isFalse();
    assertThat(p.getY() + H).isLessThanOrEqualTo(card.getMinY());
  }

  @Test
  void itAlwaysStaysInsideTheTable() {
    Point2D p = ZoomPlacement.spot(new BoundingBox(1300, 700, 60, 60), W, H, 1366, 768, PRIMARY);
    assertThat(p.getX()).isBetween(ZoomPlacement.MARGIN, 1366 - W - ZoomPlacement.MARGIN);
    assertThat(p.getY()).isBetween(ZoomPlacement.MARGIN, 768 - H - ZoomPlacement.MARGIN);
  }
}
