package org.ponytable.cards;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitor;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The .json files of a card or deck folder, and a warning for everything else found there.
 *
 * <p>Nothing but a regular .json file is ever opened: links are not followed (a link to
 * /dev/zero or a named pipe would hang a read, one to elsewhere would reach outside the pack),
 * and what is skipped is said, so a card never vanishes silently. Hidden files and folders (name
 * starting with ".") are skipped quietly, as are art images and notes ({@link #QUIET}).
 *
 * @param files the card or deck files to load, sorted by their path inside the folder
 * @param warnings one per thing found and not read, with its path
 */
public record FolderScan(List<Path> files, List<LoadError> warnings) {
  /** Files a pack holds beside its cards on purpose: art and notes. */
  static final Set<String> QUIET = Set.of("png", "jpg", "jpeg", "gif", "bmp", "md", "txt");

  public FolderScan {
    files = List.copyOf(files);
    warnings = List.copyOf(warnings);
  }

  /** Every card file under {@code root}, at any depth, except in its decks folder. */
  public static FolderScan cards(Path root) throws IOException {
    return scan(root, Integer.MAX_VALUE, CardLoader.DECKS_FOLDER);
  }

  /** Every deck file directly in {@code folder}; deck folders have no subfolders. */
  public static FolderScan decks(Path folder) throws IOException {
    return scan(folder, 1, null);
  }

  private static FolderScan scan(Path folder, int depth, String skipAtTop) throws IOException {
    // The folder itself may be a link (a user's choice, not the pack's); what is in it is not.
    Path real = folder.toRealPath();
    List<Path> files = new ArrayList<>();
    List<LoadError> warnings = new ArrayList<>();
    Files.walkFileTree(real, EnumSet.noneOf(java.nio.file.FileVisitOption.class), depth,
        new FileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            if (dir.equals(real)) {
              return FileVisitResult.CONTINUE;
            }
            String name = dir.getFileName().toString();
            boolean skipped = name.startsWith(".")
                || (skipAtTop != null && dir.getParent().equals(real) && name.equals(skipAtTop));
            return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            Path shown = folder.resolve(real.relativize(file));
            String name = file.getFileName().toString();
            boolean skippedAtTop = skipAtTop != null && file.getParent().equals(real) && name.equals(skipAtTop);
            if (name.startsWith(".") || skippedAtTop) {
              return FileVisitResult.CONTINUE;
            }
            String why = why(file, real, attrs, depth);
            if (why == null) {
              files.add(shown);
            } else if (!why.isEmpty()) {
              warnings.add(new LoadError(shown.toString(), 0, 0, "", why));
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFileFailed(Path file, IOException e) {
            Path shown = folder.resolve(real.relativize(file));
            warnings.add(new LoadError(shown.toString(), 0, 0, "", e instanceof AccessDeniedException
                ? "could not be opened (no permission); nothing in it is read"
                : "could not be opened; nothing in it is read"));
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult postVisitDirectory(Path dir, IOException e) {
            if (e != null) {
              warnings.add(new LoadError(folder.resolve(real.relativize(dir)).toString(), 0, 0, "",
                  "could not be listed to the end; some files in it may not be read"));
            }
            return FileVisitResult.CONTINUE;
          }
        });
    Comparator<Path> byPath = Comparator.comparing(p -> folder.relativize(p).toString().replace('\\', '/'));
    files.sort(byPath);
    warnings.sort(Comparator.comparing(LoadError::file));
    return new FolderScan(files, warnings);
  }

  /** Null to read the file, "" to skip it quietly, or why it is not read. */
  private static String why(Path file, Path root, BasicFileAttributes attrs, int depth) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    int dot = name.lastIndexOf('.');
    String ext = dot < 0 ? "" : name.substring(dot + 1);
    if (QUIET.contains(ext) && !attrs.isDirectory()) {
      // Never opened here, whatever it is; art is checked when a card's image is read.
      return "";
    }
    if (attrs.isSymbolicLink()) {
      return "is a link to " + linkTarget(file, root) + "; links in a card or deck folder are not"
          + " followed, so it is not read (put the file itself here)";
    }
    if (attrs.isDirectory()) {
      // Only seen at the depth limit: the decks folder takes no subfolders.
      return depth == 1 ? "is a folder; deck files go directly in the decks folder, so it is not read" : "";
    }
    if (attrs.isOther()) {
      return "is a named pipe or device, not a file; it is not read";
    }
    if (!ext.equals("json")) {
      return "is not a card or deck file (only .json files are read); it is ignored";
    }
    if (!Files.isReadable(file)) {
      return "could not be opened (no permission); its contents are not loaded";
    }
    return null;
  }

  /** What a link leads to, found without opening it (a stat never blocks on a pipe). */
  private static String linkTarget(Path link, Path root) {
    Path target;
    try {
      target = link.toRealPath();
    } catch (NoSuchFileException e) {
      return "nothing (its target does not exist)";
    } catch (FileSystemException e) {
      return "itself or a loop of links";
    } catch (IOException | SecurityException e) {
      return "a place that cannot be reached";
    }
    BasicFileAttributes a;
    try {
      a = Files.readAttributes(target, BasicFileAttributes.class);
    } catch (IOException | SecurityException e) {
      return "a place that cannot be reached";
    }
    if (a.isOther()) {
      return "a device or named pipe";
    }
    String kind = a.isDirectory() ? "a folder" : "a file";
    return target.startsWith(root) ? kind + " inside the folder" : kind + " outside the folder";
  }
}
