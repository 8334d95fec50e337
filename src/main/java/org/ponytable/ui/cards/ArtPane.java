package org.ponytable.ui.cards;

import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;

/**
 * A card's art window: the picture scaled to cover it, centered and cut to the window. A child
 * view rather than a background image, because the stylesheet's {@code .art} rules would replace
 * a background set in code.
 */
final class ArtPane extends Region {
  private final ImageView view = new ImageView();
  private final Rectangle clip = new Rectangle();

  ArtPane(Image image) {
    view.setImage(image);
    view.setPreserveRatio(true);
    view.setSmooth(true);
    view.setManaged(false);
    getChildren().add(view);
    clip.setArcWidth(8);
    clip.setArcHeight(8);
    setClip(clip);
    // Art loads in the background; its size is known only once it has arrived.
    image.progressProperty().addListener((obs, was, now) -> requestLayout());
  }

  ImageView view() {
    return view;
  }

  @Override
  protected void layoutChildren() {
    double w = getWidth();
    double h = getHeight();
    clip.setWidth(w);
    clip.setHeight(h);
    Image img = view.getImage();
    if (img.getWidth() <= 0 || img.getHeight() <= 0) {
      return;
    }
    double s = Math.max(w / img.getWidth(), h / img.getHeight());
    double iw = img.getWidth() * s;
    double ih = img.getHeight() * s;
    view.setFitWidth(iw);
    view.setFitHeight(ih);
    view.relocate((w - iw) / 2, (h - ih) / 2);
  }
}
