package org.ponytable.ui.cards;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javafx.scene.image.Image;
import org.ponytable.cards.ArtRef;
import org.ponytable.cards.LoadError;
import org.ponytable.engine.card.CardDef;

/**
 * Reads and caches card art, from files of the card pack only.
 *
 * <p>The card loader resolves each {@code image} inside the pack into an {@link ArtRef}; whoever
 * loads cards registers it here. Reading checks it again after following links (the
 * real file must still be inside the pack's real folder), reads only a regular file of at most
 * {@link #MAX_BYTES}, checks the pixel size its header declares before decoding, and hands JavaFX
 * the bytes, never a URL. Anything wrong gives no image (the card keeps its plain frame) and a
 * warning naming the card file and its {@code /image} field.
 */
public final class CardArt {
  /** Art files larger than this are refused unread. */
  public static final long MAX_BYTES = 8L * 1024 * 1024;
  /** Art wider or taller than this is refused before decoding. */
  public static final int MAX_SIDE = 4096;

  /** A card's art once read: an image, or why there is none. */
  private record Read(Image image, LoadError problem) {}

  private static final Map<String, ArtRef> SOURCES = new ConcurrentHashMap<>();
  private static final Map<String, Read> CACHE = new ConcurrentHashMap<>();

  private CardArt() {}

  /** Where a card's art is; a card never registered is drawn without art. */
  public static void register(String cardId, ArtRef source) {
    SOURCES.put(cardId, source);
    CACHE.remove(cardId);
  }

  /** Forget a card's art (its image was refused, or it has none now). */
  public static void unregister(String cardId) {
    SOURCES.remove(cardId);
    CACHE.remove(cardId);
  }

  /** Forget cached images, so an edited art file shows after a reload. */
  public static void clearCache() {
    CACHE.clear();
  }

  /** The image of a card, or null when it has none or its art was refused. */
  public static Image find(CardDef def) {
    Read r = read(def.id());
    return r == null ? null : r.image();
  }

  /** Why a card's art is not drawn, once it has been asked for; empty when it is or has none. */
  public static Optional<LoadError> problem(CardDef def) {
    Read r = read(def.id());
    return r == null ? Optional.empty() : Optional.ofNullable(r.problem());
  }

  /** The art file a card's art is read from, when registered (for tests and messages). */
  public static Optional<Path> fileOf(CardDef def) {
    return Optional.ofNullable(SOURCES.get(def.id())).map(ArtRef::file);
  }

  private static Read read(String cardId) {
    ArtRef s = SOURCES.get(cardId);
    if (s == null) {
      return null;
    }
    return CACHE.computeIfAbsent(cardId, id -> {
      Read r = load(s);
      if (r.problem() != null) {
        // The table has no place beside the card for it; a designer reads it on the console.
        System.err.println("warning: " + r.problem());
      }
      return r;
    });
  }

  /**
   * Why this art cannot be read, found without reading it (links, kind, size); null when it
   * looks fine. For a start-up list of problems that should not decode every picture.
   */
  public static LoadError check(ArtRef s) {
    Checked c = checked(s);
    return c.problem() == null ? null : warning(s, c.problem());
  }

  private static Read load(ArtRef s) {
    Checked c = checked(s);
    if (c.problem() != null) {
      return new Read(null, warning(s, c.problem()));
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(c.real(), LinkOption.NOFOLLOW_LINKS)) {
      bytes = in.readNBytes((int) MAX_BYTES + 1);
    } catch (IOException | RuntimeException e) {
      return new Read(null, warning(s, "could not be read"));
    }
    if (bytes.length > MAX_BYTES) {
      return new Read(null, warning(s, "is over " + MAX_BYTES + " bytes; larger art is refused"));
    }
    ImageHeader header = ImageHeader.of(bytes);
    if (header == null) {
      return new Read(null, warning(s, "is not a PNG, JPEG, GIF or BMP image"));
    }
    if (header.width() <= 0 || header.height() <= 0) {
      return new Read(null, warning(s, "declares an image with no pixels"));
    }
    if (header.width() > MAX_SIDE || header.height() > MAX_SIDE) {
      return new Read(null, warning(s, "is " + header.width() + " x " + header.height()
          + " pixels; art larger than " + MAX_SIDE + " x " + MAX_SIDE + " is refused"));
    }
    Image image;
    try {
      image = new Image(new ByteArrayInputStream(bytes));
    } catch (RuntimeException e) {
      image = null;
    }
    if (image == null || image.isError() || image.getWidth() <= 0) {
      return new Read(null, warning(s, "could not be decoded; the " + header.format()
          + " file is damaged or cut short"));
    }
    return new Read(image, null);
  }

  /** The real file behind a source, or why it is refused. */
  private record Checked(Path real, String problem) {}

  private static Checked checked(ArtRef s) {
    Path realRoot;
    Path real;
    try {
      realRoot = s.packRoot().toRealPath();
      real = s.file().toRealPath();
    } catch (NoSuchFileException e) {
      return new Checked(null, Files.isSymbolicLink(s.file())
          ? "is a link to nothing (its target does not exist)" : "was not found");
    } catch (FileSystemException e) {
      return new Checked(null, "cannot be reached (a loop of links?)");
    } catch (IOException | RuntimeException e) {
      return new Checked(null, "cannot be reached");
    }
    if (!real.startsWith(realRoot)) {
      return new Checked(null, "leads outside the card folder (through a link); it is not read");
    }
    BasicFileAttributes a;
    try {
      a = Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException | RuntimeException e) {
      return new Checked(null, "cannot be reached");
    }
    if (a.isDirectory()) {
      return new Checked(null, "is a folder, not an image");
    }
    if (!a.isRegularFile()) {
      return new Checked(null, "is a named pipe or device, not a file; it is not read");
    }
    if (a.size() == 0) {
      return new Checked(null, "is empty");
    }
    if (a.size() > MAX_BYTES) {
      return new Checked(null, "is " + a.size() + " bytes; art over " + MAX_BYTES
          + " bytes (8 MiB) is refused");
    }
    return new Checked(real, null);
  }

  private static LoadError warning(ArtRef s, String problem) {
    return new LoadError(s.cardFile(), 0, 0, s.pointer(), "the art file \"" + s.image() + "\" "
        + problem + "; the card is drawn without art");
  }
}
