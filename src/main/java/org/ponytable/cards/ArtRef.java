package org.ponytable.cards;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where a card's art is, as the loader resolved its {@code image} from the card's own file.
 *
 * @param file the art file, lexically inside {@code packRoot}; links are checked when it is read
 * @param packRoot the card pack's folder, which the art's real path must stay inside
 * @param image the path as written in the card, for messages
 * @param cardFile the card's file and {@code pointer} its "image" field, so a warning says where
 */
public record ArtRef(Path file, Path packRoot, String image, String cardFile, String pointer) {
  public ArtRef {
    Objects.requireNonNull(file);
    Objects.requireNonNull(packRoot);
    Objects.requireNonNull(image);
    Objects.requireNonNull(cardFile);
    Objects.requireNonNull(pointer);
  }
}
