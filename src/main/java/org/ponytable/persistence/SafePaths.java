package org.ponytable.persistence;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The one place that decides whether a path written inside a file (a replay's {@code deckFile}
 * or {@code scenario}, a save's scenario) may be followed: it must be relative and must stay,
 * after resolving links, inside the folder of the file that names it or another folder the
 * program owns (its data folder, its deck folder). A refusal says why in plain words and never
 * reads the file it refused, so nothing of it can leak into a message.
 */
public final class SafePaths {
  /** Longer paths are typing accidents or attacks; no folder layout needs them. */
  public static final int MAX_PATH_CHARS = 512;
  /** A save, replay or scenario is text of a few hundred KB at most; this leaves room. */
  public static final long MAX_FILE_BYTES = 16L * 1024 * 1024;

  private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:.*");

  private SafePaths() {}

  /** A path that may not be followed, with the reason in plain words. */
  public static final class Refused extends Exception {
    public Refused(String reason) {
      super(reason);
    }
  }

  /** The program's data folder: ~/.ponytable, or the folder named by -Dponytable.home (tests). */
  public static Path dataFolder() {
    String override = System.getProperty("ponytable.home");
    if (override != null && !override.isBlank()) {
      return Path.of(override);
    }
    return Path.of(System.getProperty("user.home"), ".ponytable");
  }

  /**
   * Resolves {@code written} against {@code base}; the result must lie inside {@code base}, the
   * data folder or one of {@code alsoAllowed}, also after following links where it exists.
   *
   * @param what how the message calls the field, like "'deckFile'"
   */
  public static Path resolve(String written, Path base, Collection<Path> alsoAllowed, String what) throws Refused {
    Objects.requireNonNull(base);
    if (written == null || written.isBlank()) {
      throw new Refused(what + " is empty; write the name of a file next to this one");
    }
    if (written.length() > MAX_PATH_CHARS) {
      throw new Refused(what + " is " + written.length() + " characters long; a path here has at most "
          + MAX_PATH_CHARS);
    }
    for (int i = 0; i < written.length(); i++) {
      if (Character.isISOControl(written.charAt(i))) {
        throw new Refused(what + " contains a control character; a path here is plain text");
      }
    }
    // A backslash separates folders on Windows; treat it so everywhere, so "..\\" cannot slip by.
    String slashed = written.replace('\\', '/');
    if (slashed.startsWith("/") || slashed.startsWith("~") || DRIVE.matcher(slashed).matches()) {
      throw new Refused(what + " is an absolute path; write a path relative to this file's folder");
    }
    Path rel;
    try {
      rel = Path.of(slashed);
    } catch (InvalidPathException e) {
      throw new Refused(what + " is not a usable file name on this system");
    }
    if (rel.isAbsolute()) {
      throw new Refused(what + " is an absolute path; write a path relative to this file's folder");
    }
    List<Path> roots = new ArrayList<>();
    roots.add(base.toAbsolutePath().normalize());
    roots.add(dataFolder().toAbsolutePath().normalize());
    for (Path p : alsoAllowed) {
      if (p != null) {
        roots.add(p.toAbsolutePath().normalize());
      }
    }
    Path target = roots.get(0).resolve(rel).normalize();
    if (!inside(target, roots)) {
      throw new Refused(what + " leads outside this file's folder; a path here must stay inside it"
          + " (or inside the program's data folder)");
    }
    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
      Path real;
      try {
        real = target.toRealPath();
      } catch (IOException e) {
        throw new Refused(what + " names a link that leads nowhere");
      }
      List<Path> realRoots = new ArrayList<>();
      for (Path r : roots) {
        realRoots.add(r);
        try {
          realRoots.add(r.toRealPath());
        } catch (IOException e) {
          // A root that does not exist holds nothing a link could reach.
        }
      }
      if (!inside(real, realRoots)) {
        throw new Refused(what + " is a link leading outside this file's folder; a path here must stay inside it");
      }
      return real;
    }
    return target;
  }

  /** Why {@code file} cannot be read as a save, replay, deck or scenario; null when it can. */
  public static String unreadable(Path file) {
    if (!Files.exists(file)) {
      return "no such file";
    }
    if (!Files.isRegularFile(file)) {
      return Files.isDirectory(file) ? "it is a folder, not a file" : "it is not a regular file (a device or a pipe)";
    }
    try {
      long size = Files.size(file);
      if (size > MAX_FILE_BYTES) {
        return "it is " + (size / (1024 * 1024)) + " MB; such a file is at most " + (MAX_FILE_BYTES / (1024 * 1024))
            + " MB";
      }
    } catch (IOException e) {
      return "its size cannot be read";
    }
    if (!Files.isReadable(file)) {
      return "it may not be read (permissions)";
    }
    return null;
  }

  private static boolean inside(Path p, List<Path> roots) {
    for (Path r : roots) {
      if (p.startsWith(r)) {
        return true;
      }
    }
    return false;
  }
}
