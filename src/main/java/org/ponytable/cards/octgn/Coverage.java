package org.ponytable.cards.octgn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.card.Keyword;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonReader;

/**
 * How much of the real pool the engine plays as printed. A regular card (not a token, not a
 * Villain Challenge card) is EXACT when every keyword it has is one the engine plays and either
 * it has no printed rules text beyond keywords or a person checked that its ability data says
 * all of it ({@code "exact": true}); PARTIAL when some of it is written or the missing words are
 * named; NONE otherwise. A card read by a ruling with no published source is never EXACT.
 */
public final class Coverage {
  public enum Status { EXACT, PARTIAL, NONE }

  /** One regular card's standing, with what it still needs. */
  public record Card(String id, String set, String type, Status status, List<String> missing) {
    public Card {
      missing = List.copyOf(missing);
    }
  }

  /** Every regular card of the real pool, in file order. */
  public record Report(List<Card> cards) {
    public Report {
      cards = List.copyOf(cards);
    }

    public long exact() {
      return cards.stream().filter(c -> c.status() == Status.EXACT).count();
    }

    public Map<String, Card> byId() {
      Map<String, Card> m = new LinkedHashMap<>();
      cards.forEach(c -> m.put(c.id(), c));
      return m;
    }

    /** The last line of the coverage command, exactly. */
    public String summary() {
      long n = exact();
      int m = cards.size();
      return String.format(Locale.ROOT, "real pool: %d of %d regular cards exact (%.1f%%)", n, m,
          m == 0 ? 0.0 : 100.0 * n / m);
    }

    /** Each missing word with how many cards need it, most first. */
    public Map<String, Integer> missingWords() {
      Map<String, Integer> counts = new TreeMap<>();
      cards.forEach(c -> c.missing().forEach(w -> counts.merge(w, 1, Integer::sum)));
      Map<String, Integer> sorted = new LinkedHashMap<>();
      counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue())
          .forEach(e -> sorted.put(e.getKey(), e.getValue()));
      return sorted;
    }
  }

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private Coverage() {}

  /**
   * The report for the imported sets in {@code cardsRoot/real}. The whole card folder must load
   * (so a card counted is a card the game can play); otherwise the loader's errors are thrown.
   */
  public static Report of(Path cardsRoot) throws CardLoadException, IOException {
    new CardLoader().loadDirectory(cardsRoot);
    Path real = cardsRoot.resolve(OctgnImport.REAL_FOLDER);
    List<Card> out = new ArrayList<>();
    if (!Files.isDirectory(real)) {
      return new Report(out);
    }
    for (Path file : CardLoader.cardFiles(real)) {
      JsonReader.Result r = JsonReader.read(file, JsonKind.CARD_FILE);
      if (!r.ok()) {
        throw new IOException(r.problems().get(0).toString());
      }
      JsonNode root = r.document().root();
      for (JsonNode c : root.isArray() ? root : MAPPER.createArrayNode().add(root)) {
        if (c.path("token").asBoolean() || c.path("villainChallenge").asBoolean()) {
          continue;
        }
        out.add(card(c));
      }
    }
    return new Report(out);
  }

  static Card card(JsonNode c) {
    List<String> missing = new ArrayList<>();
    List<JsonNode> sides = c.has("start") ? List.of(c.get("start"), c.get("boosted")) : List.of(c);
    for (JsonNode side : sides) {
      for (JsonNode k : side.path("keywords")) {
        String name = k.asText().replaceFirst(" \\d+$", "");
        Keyword.parse(name).filter(kw -> !kw.implemented())
            .ifPresent(kw -> add(missing, "keyword " + kw.display()));
      }
    }
    if (c.path("rainbowRequirement").asBoolean()) {
      add(missing, "rainbow requirement (no published definition)");
    }
    c.path("missing").forEach(m -> add(missing, m.asText()));
    boolean text = c.path("printedText").asBoolean();
    boolean exact = c.path("exact").asBoolean();
    boolean written = c.has("abilities") || c.has("effects")
        || sides.stream().anyMatch(s -> s.has("abilities"));
    Status status;
    if ((!text || exact) && missing.isEmpty()) {
      status = Status.EXACT;
    } else if (written || !missing.isEmpty()) {
      status = Status.PARTIAL;
      if (text && !exact && !c.has("missing")) {
        add(missing, "not yet checked against the printed card");
      }
    } else {
      status = Status.NONE;
    }
    return new Card(c.path("id").asText(), c.path("set").asText(), c.path("type").asText(),
        status, missing);
  }

  private static void add(List<String> list, String s) {
    if (!list.contains(s)) {
      list.add(s);
    }
  }
}
