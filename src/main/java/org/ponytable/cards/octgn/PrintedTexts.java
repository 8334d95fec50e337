package org.ponytable.cards.octgn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ponytable.cards.LoadError;

/**
 * The printed rules text of the player's own OCTGN files, by card GUID, so the card preview can
 * show it beside our words for review. It is the card makers' text, not ours: it is kept only in
 * the player's data folder, written when the player imports their files at the table, and never
 * by the command line or into a card folder.
 */
public final class PrintedTexts {
  private PrintedTexts() {}

  /** A text longer than this is left out (the longest real card's, both sides, is about 700 characters). */
  static final int MAX_TEXT = org.ponytable.json.JsonLimits.LONG_TEXT_CHARS;
  /** What separates a Mane Character's two sides. */
  public static final String BOOSTED = "\n\nBoosted: ";

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Each card's printed text in the OCTGN game definition folder {@code octgn} (a Mane Character's sides both). */
  public static Map<String, String> fromOctgn(Path octgn, List<LoadError> errors) {
    Map<String, String> out = new TreeMap<>();
    for (OctgnSets.OctgnSet set : OctgnSets.read(octgn, errors)) {
      for (OctgnCard c : set.cards()) {
        String text = c.prop("Text");
        if (c.alternate() != null && !c.alternate().prop("Text").isEmpty()) {
          text = text + BOOSTED + c.alternate().prop("Text");
        }
        if (!text.isBlank() && text.length() <= MAX_TEXT) {
          out.put(c.guid().toLowerCase(Locale.ROOT), text);
        }
      }
    }
    return out;
  }

  /** Writes the texts to {@code file} (in the player's data folder), as {"texts": [{"guid": ..., "text": ...}]}. */
  public static void save(Path file, Map<String, String> texts) throws IOException {
    ObjectNode o = MAPPER.createObjectNode();
    var list = o.putArray("texts");
    new TreeMap<>(texts).forEach((guid, text) -> list.addObject().put("guid", guid).put("text", text));
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(o) + "\n", StandardCharsets.UTF_8);
  }

  /** The texts kept in {@code file}; none when it is absent, and none with a warning when it is not one. Never throws. */
  public static Map<String, String> load(Path file, List<String> warnings) {
    Map<String, String> out = new HashMap<>();
    if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return out;
    }
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      warnings.add(file + ": not a plain file; the printed texts are not shown");
      return out;
    }
    JsonReader.Result r = JsonReader.read(file, JsonKind.PRINTED_TEXTS);
    if (!r.ok()) {
      warnings.add(file + ": could not be read as JSON (" + r.problems().get(0).message()
          + "); import your OCTGN files again to show the printed texts");
      return out;
    }
    JsonNode texts = r.document().root().path("texts");
    if (!texts.isArray()) {
      warnings.add(file + ": holds no \"texts\" list; the printed texts are not shown");
      return out;
    }
    for (JsonNode t : texts) {
      JsonNode guid = t.path("guid");
      JsonNode text = t.path("text");
      if (guid.isTextual() && text.isTextual() && text.textValue().length() <= MAX_TEXT) {
        out.put(guid.textValue().toLowerCase(Locale.ROOT), text.textValue());
      }
    }
    return out;
  }
}
