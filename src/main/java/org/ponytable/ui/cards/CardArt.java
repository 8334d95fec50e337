package org.ponytable.ui.cards;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.image.Image;
import org.ponytable.engine.card.CardDef;

/**
 * Finds and caches card art. A card's {@code image} is relative to the file the card was read
 * from, so whoever loads cards registers each card's file here. Cards without a registered file
 * (built in code) are looked up in the registered base folders; URLs are used as given. A
 * missing file gives null: the card is drawn with its plain frame.
 */
public final class CardArt {
  private CardArt() {}

  private static final List<Path> BASES = new CopyOnWriteArrayList<>();
  private static final Map<String, Path> CARD_FILES = new ConcurrentHashMap<>();
  private static final Map<String, Image> CACHE = new ConcurrentHashMap<>();

  public static void addBase(Path dir) {
    Path abs = dir.toAbsolutePath().normalize();
    if (!BASES.contains(abs)) {
      BASES.add(abs);
    }
  }

  /** The file a card id was loaded from; its art is looked for beside it. */
  public static void register(String cardId, Path cardFile) {
    CARD_FILES.put(cardId, cardFile.toAbsolutePath().normalize());
  }

  /** Forget cached images, so an edited art file shows after a reload. */
  public static void clearCache() {
    CACHE.clear();
  }

  /** The image of a card, or null when it names none or the file is missing. */
  public static Image find(CardDef def) {
    String url = url(def);
    // Loading in the background keeps a folder of large art from stalling the table.
    return url == null ? null : CACHE.computeIfAbsent(url, u -> new Image(u, true));
  }

  /** Where a card's art is, as a URL, or null when it has none that exists. */
  public static String url(CardDef def) {
    String image = def.image();
    if (image == null || image.isBlank()) {
      return null;
    }
    if (image.startsWith("http:") || image.startsWith("https:") || image.startsWith("file:")) {
      return image;
    }
    Path p = Path.of(image);
    if (p.isAbsolute()) {
      return Files.isRegularFile(p) ? p.toUri().toString() : null;
    }
    Path file = CARD_FILES.get(def.id());
    if (file != null) {
      Path candidate = file.getParent().resolve(image).normalize();
      return Files.isRegularFile(candidate) ? candidate.toUri().toString() : null;
    }
    for (Path base : BASES) {
      Path candidate = base.resolve(image).normalize();
      if (Files.isRegularFile(candidate)) {
        return candidate.toUri().toString();
      }
    }
    return null;
  }
}
