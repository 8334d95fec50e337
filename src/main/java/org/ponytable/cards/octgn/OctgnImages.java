package org.ponytable.cards.octgn;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Card scans in a player's OCTGN image database. OCTGN keeps one picture per card as
 * {@code ImageDatabase/<game>/Sets/<set>/Cards/<card GUID>.<png|jpg>}; the player may point at the
 * database or any folder above or below it. Only the names of files are read here, without
 * following links; each picture is read later as card art, inside the chosen folder, by the rules
 * every card art follows.
 */
public final class OctgnImages {
  private OctgnImages() {}

  /** How deep below the chosen folder pictures are looked for. */
  static final int MAX_DEPTH = 8;
  /** How many files and folders are looked at before the search stops (a player's whole disk is not searched). */
  static final int MAX_ENTRIES = 200_000;

  private static final Pattern SCAN = Pattern.compile(
      "([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(png|jpg|jpeg)", Pattern.CASE_INSENSITIVE);

  /**
   * The pictures found under {@code root}, by card GUID (lower case), and what stopped the search
   * early, if anything.
   */
  public record Found(Map<String, Path> scans, List<String> warnings) {
    public Found {
      scans = Map.copyOf(scans);
      warnings = List.copyOf(warnings);
    }
  }

  /** Every picture named by a card GUID under {@code root}; never throws. */
  public static Found find(Path root) {
    Map<String, Path> scans = new HashMap<>();
    List<String> warnings = new ArrayList<>();
    if (!Files.isDirectory(root)) {
      warnings.add(root + ": not a folder; choose the OCTGN ImageDatabase folder or one of its game folders");
      return new Found(scans, warnings);
    }
    int[] seen = {0};
    try {
      // Links are not followed: a picture is found only where it lies inside the chosen folder.
      Files.walkFileTree(root, EnumSet.noneOf(java.nio.file.FileVisitOption.class), MAX_DEPTH, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes a) {
          return ++seen[0] > MAX_ENTRIES ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes a) {
          if (++seen[0] > MAX_ENTRIES) {
            return FileVisitResult.TERMINATE;
          }
          Matcher m = SCAN.matcher(file.getFileName().toString());
          if (a.isRegularFile() && m.matches()) {
            scans.putIfAbsent(m.group(1).toLowerCase(Locale.ROOT), file);
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException | RuntimeException e) {
      warnings.add(root + ": could not be searched to the end (" + e.getClass().getSimpleName() + ")");
    }
    if (seen[0] > MAX_ENTRIES) {
      warnings.add(root + ": more than " + MAX_ENTRIES + " files and folders; the search stopped there."
          + " Choose the OCTGN ImageDatabase folder itself");
    }
    return new Found(scans, warnings);
  }
}
