package org.ponytable.cards.octgn;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.ponytable.cards.LoadError;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonProblem;
import org.ponytable.json.JsonReader;

/**
 * Which card has which OCTGN GUID, read from the imported set files in {@code real/} of a card
 * folder: the link between our card ids and the GUIDs OCTGN decks name cards by.
 */
public final class Guids {
  private Guids() {}

  /** Card id to GUID for every card of {@code cardsRoot/real} that has one; problems go to {@code errors}. */
  public static Map<String, String> byId(Path cardsRoot, List<LoadError> errors) {
    Map<String, String> out = new LinkedHashMap<>();
    Path real = cardsRoot.resolve(OctgnImport.REAL_FOLDER);
    if (!Files.isDirectory(real, LinkOption.NOFOLLOW_LINKS)) {
      return out;
    }
    List<Path> files;
    try (Stream<Path> s = Files.list(real)) {
      files = s.filter(p -> p.getFileName().toString().endsWith(".json")
          && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).sorted().toList();
    } catch (IOException e) {
      errors.add(new LoadError(real.toString(), 0, 0, "", "cannot list the folder: " + e.getMessage()));
      return out;
    }
    for (Path f : files) {
      JsonReader.Result r = JsonReader.read(f, JsonKind.CARD_FILE);
      for (JsonProblem p : r.problems()) {
        errors.add(new LoadError(p.file(), p.line(), p.column(), p.pointer(), p.message()));
      }
      JsonNode root = r.ok() ? r.document().root() : null;
      if (root == null || !root.isArray()) {
        continue;
      }
      for (JsonNode n : root) {
        if (n.hasNonNull("id") && n.hasNonNull("guid")) {
          out.put(n.get("id").asText(), n.get("guid").asText());
        }
      }
    }
    return out;
  }

  /** The other way round: GUID to card id. */
  public static Map<String, String> byGuid(Map<String, String> byId) {
    Map<String, String> out = new LinkedHashMap<>();
    byId.forEach((id, guid) -> out.put(guid, id));
    return out;
  }
}
