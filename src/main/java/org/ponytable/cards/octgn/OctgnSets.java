package org.ponytable.cards.octgn;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ponytable.cards.LoadError;

/**
 * Finds and reads the set files of an OCTGN game definition folder: {@code Sets/<guid>/set.xml}.
 * Only regular files directly in that layout are read; links are never followed, so the read
 * cannot leave the folder.
 */
public final class OctgnSets {
  private OctgnSets() {}

  /** One set file: the set's name and GUID and its card entries in file order. */
  public record OctgnSet(String name, String guid, Path file, List<OctgnCard> cards) {
    public OctgnSet {
      cards = List.copyOf(cards);
    }
  }

  /** Every set under {@code folder/Sets}, in folder order; problems go to {@code errors}. */
  public static List<OctgnSet> read(Path folder, List<LoadError> errors) {
    Path sets = folder.resolve("Sets");
    List<OctgnSet> out = new ArrayList<>();
    if (!Files.isDirectory(sets, LinkOption.NOFOLLOW_LINKS)) {
      errors.add(new LoadError(sets.toString(), 0, 0, "", "no Sets folder; expected the OCTGN game"
          + " definition folder, which holds Sets/<set guid>/set.xml"));
      return out;
    }
    List<Path> dirs;
    try (Stream<Path> s = Files.list(sets)) {
      dirs = s.filter(p -> Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)).sorted().toList();
    } catch (IOException e) {
      errors.add(new LoadError(sets.toString(), 0, 0, "", "could not list the folder"));
      return out;
    }
    for (Path dir : dirs) {
      Path file = dir.resolve("set.xml");
      if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
        continue;
      }
      OctgnSet set = readSet(file, errors);
      if (set != null) {
        out.add(set);
      }
    }
    if (out.isEmpty() && errors.isEmpty()) {
      errors.add(new LoadError(sets.toString(), 0, 0, "", "no set.xml file in any set folder"));
    }
    return out;
  }

  /** One set file, or null with its errors. */
  public static OctgnSet readSet(Path file, List<LoadError> errors) {
    OctgnXml.Element root = OctgnXml.read(file, errors);
    if (root == null) {
      return null;
    }
    String name = file.toString();
    if (!root.name().equals("set")) {
      errors.add(new LoadError(name, root.line(), root.column(), "", "the root element is <"
          + root.name() + ">; an OCTGN set file starts with <set>"));
      return null;
    }
    if (root.attr("name").isBlank()) {
      errors.add(new LoadError(name, root.line(), root.column(), "", "the <set> has no name"));
      return null;
    }
    List<OctgnCard> cards = new ArrayList<>();
    for (OctgnXml.Element group : root.all("cards")) {
      for (OctgnXml.Element c : group.all("card")) {
        cards.add(OctgnCard.of(root.attr("name").strip(), c, name));
      }
    }
    return new OctgnSet(root.attr("name").strip(), root.attr("id"), file, cards);
  }
}
