package org.ponytable.ui.cards;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.image.Image;

/**
 * Finds and caches card art. A card's {@code image} is relative to its card file, so the folders
 * cards were loaded from are registered here; absolute paths and URLs are used as given.
 */
public final class CardArt {
  private CardArt() {}

  private static final List<Path> BASES = new CopyOnWriteArrayList<>();
  private static final Map<String, Image> CACHE = new ConcurrentHashMap<>();

  public static void addBase(Path dir) {
    Path abs = dir.toAbsolutePath().normalize();
    if (!BASES.contains(abs)) {
      BASES.add(abs);
    }
  }

  /** Forget cached images, so an edited art file shows after a reload. */
  public static void clearCache() {
    CACHE.clear();
  }

  /** The image for a card's {@code image} field, or null when none is set or the file is missing. */
  public static Image find(String image) {
    if (image == null || image.isBlank()) {
      return null;
    }
    String url = resolve(image);
    if (url == null) {
      return null;
    }
    // Loading in the background keeps a folder of large art from stalling the table.
    return CACHE.computeIfAbsent(url, u -> new Image(u, true));
  }

  private static String resolve(String image) {
    if (image.startsWith("http:") || image.startsWith("https:") || image.startsWith("file:")) {
      return image;
    }
    Path p = Path.of(image);
    if (p.isAbsolute()) {
      return Files.isRegularFile(p) ? p.toUri().toString() : null;
    }
    for (Path base : BASES) {
      Path candidate = base.resolve(image);
      if (Files.isRegularFile(candidate)) {
        return candidate.toUri().toString();
      }
    }
    return null;
  }
}
