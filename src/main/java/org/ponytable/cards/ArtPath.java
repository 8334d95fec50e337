package org.ponytable.cards;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * The rule for a card's {@code image} (docs/card-format.md): a plain relative path to a file
 * inside the card pack's folder, nothing else. No URL of any kind, no absolute path, no escape
 * characters to decode: whatever the text says, the program only ever reads a file of the pack.
 */
public final class ArtPath {
  /** Longer than any sensible file path; keeps a pathological value out of messages and caches. */
  static final int MAX_LENGTH = 255;

  /** A URL scheme ({@code http:}, {@code jar:}...) or a drive letter ({@code C:}). */
  private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.\\-]*:.*", Pattern.DOTALL);

  private ArtPath() {}

  /** What is wrong with the text of an image path, or null when it is a plain relative path. */
  public static String problem(String image) {
    String shown = JsonChecks.quote(image);
    if (image.length() > MAX_LENGTH) {
      return "the image path is " + image.length() + " characters long; at most " + MAX_LENGTH
          + " are allowed";
    }
    if (image.chars().anyMatch(ch -> ch < 0x20 || ch == 0x7f)) {
      return "the image path holds a control character (a NUL, tab or line break); write a plain"
          + " file path";
    }
    if (image.contains("\\")) {
      return "write the image path with forward slashes (/), not backslashes: " + shown;
    }
    if (image.startsWith("/") || image.matches("^[A-Za-z]:.*")) {
      return "the image path must be relative to the card file, not absolute: " + shown;
    }
    if (SCHEME.matcher(image).matches()) {
      return "the image must be a file inside the card folder, not a URL: " + shown
          + "; art is never fetched from anywhere else";
    }
    if (image.contains(":")) {
      return "the image path must not contain a colon (:): " + shown;
    }
    if (image.startsWith("~")) {
      return "\"~\" is not a home folder here; write the image path relative to the card file: "
          + shown;
    }
    if (image.contains("%")) {
      return "the image path must not contain \"%\": escapes like %2e are not decoded; write the"
          + " file name as it is on disk: " + shown;
    }
    if (image.endsWith("/") || image.contains("//")) {
      return "the image path has an empty part (\"//\" or a trailing \"/\"): " + shown;
    }
    return null;
  }

  /**
   * The file an image path names, from the folder of {@code cardFile}, or null when it leaves
   * {@code packRoot}. This is only the written path; links are followed and checked again when
   * the art is read.
   */
  public static Path resolve(Path cardFile, Path packRoot, String image) {
    try {
      Path root = packRoot.toAbsolutePath().normalize();
      Path folder = cardFile.toAbsolutePath().normalize().getParent();
      Path art = folder.resolve(image).normalize();
      return art.startsWith(root) && !art.equals(root) ? art : null;
    } catch (InvalidPathException e) {
      return null;
    }
  }

  /** The warning for an image that leaves the pack: the card loads and is drawn without art. */
  public static String outside(String image, Path packRoot) {
    return "the image " + JsonChecks.quote(image) + " is outside the card folder " + packRoot
        + "; art must be inside the card pack's folder, so this card is drawn without art";
  }
}
