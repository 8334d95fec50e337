package org.ponytable.persistence;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonReader;

/** What a folder of scenario files names: every text value in them, card ids among them. */
public final class ScenarioTexts {
  private ScenarioTexts() {}

  /**
   * Every text value of the {@code .json} files under {@code dir} (none when it is no folder);
   * a file that does not read as a scenario file adds nothing.
   */
  public static Set<String> under(Path dir) throws IOException {
    Set<String> out = new HashSet<>();
    if (!Files.isDirectory(dir)) {
      return out;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
        JsonReader.Result r = JsonReader.read(f, JsonKind.SCENARIO);
        if (r.document() != null) {
          collect(r.document().root(), out);
        }
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    return out;
  }

  private static void collect(JsonNode n, Set<String> out) {
    if (n.isTextual()) {
      out.add(n.asText());
    }
    n.forEach(child -> collect(child, out));
  }
}
