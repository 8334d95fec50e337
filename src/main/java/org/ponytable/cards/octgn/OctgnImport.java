package org.ponytable.cards.octgn;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.card.CardDef;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonProblem;
import org.ponytable.json.JsonReader;

/**
 * Imports an OCTGN game definition folder into a card folder: {@code real/<set>.json} with each
 * card's facts (CardFacts) and {@code decks/octgn-<deck>.json} for each {@code .o8d} deck.
 *
 * <p>Re-running keeps our own data: every field we write by hand ({@link #OURS}) is copied from
 * the card with the same GUID in the file being replaced. Nothing is written unless everything
 * imports: each file is checked by the card loader first, so a partial import never happens.
 */
public final class OctgnImport {
  /** The folder under the card folder that imported sets go to. */
  public static final String REAL_FOLDER = "real";
  /** Deck files from OCTGN start with this, after the shipped decks in folder order. */
  public static final String DECK_PREFIX = "octgn-";
  /** Fields that are ours, not OCTGN's: kept as they are on re-import. */
  static final List<String> OURS = List.of("abilities", "timing", "reactTo", "during", "effects",
      "placement", "text", "image", "exact", "missing");
  /** The same on each side of a Mane Character. */
  static final List<String> OURS_ON_A_SIDE = List.of("abilities", "text");

  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private OctgnImport() {}

  /**
   * What an import did.
   *
   * @param files the card and deck files written (none when there are errors)
   * @param cards card entries imported, per set name
   * @param decks deck names imported
   * @param kept cards whose own data (abilities, coverage marks) was carried over
   */
  public record Result(List<Path> files, Map<String, Integer> cards, List<String> decks, int kept,
      List<LoadError> errors) {
    public Result {
      files = List.copyOf(files);
      cards = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(cards));
      decks = List.copyOf(decks);
      errors = List.copyOf(errors);
    }

    public boolean ok() {
      return errors.isEmpty();
    }

    public int cardCount() {
      return cards.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  /** Imports {@code octgn} into the card folder {@code cardsRoot}; writes nothing on any error. */
  public static Result run(Path octgn, Path cardsRoot) {
    List<LoadError> errors = new ArrayList<>();
    List<OctgnSets.OctgnSet> sets = OctgnSets.read(octgn, errors);
    Path realDir = cardsRoot.resolve(REAL_FOLDER);
    Map<Path, ArrayNode> out = new LinkedHashMap<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    Map<String, String> idByGuid = new HashMap<>();
    Map<String, String> typeById = new HashMap<>();
    Map<String, String> usedIds = new HashMap<>();
    int kept = 0;
    for (OctgnSets.OctgnSet set : sets) {
      Path file = realDir.resolve(CardFacts.slug(set.name()) + ".json");
      Map<String, ObjectNode> old = existing(file, errors);
      ArrayNode cards = MAPPER.createArrayNode();
      for (OctgnCard card : set.cards()) {
        String id = CardFacts.id(card);
        if (usedIds.containsKey(id)) {
          id = id + "-" + card.guid().toLowerCase(java.util.Locale.ROOT).substring(0, 8);
        }
        ObjectNode facts = CardFacts.of(card, id, errors);
        if (facts == null) {
          continue;
        }
        String guid = facts.get("guid").asText();
        if (idByGuid.containsKey(guid)) {
          errors.add(new LoadError(card.file(), card.line(), card.column(), "", "the GUID " + guid
              + " is used by two cards"));
          continue;
        }
        usedIds.put(id, guid);
        idByGuid.put(guid, id);
        typeById.put(id, facts.get("type").asText());
        ObjectNode mine = old.get(guid);
        if (mine != null && keepOurs(mine, facts)) {
          kept++;
        }
        cards.add(facts);
      }
      counts.merge(set.name(), cards.size(), Integer::sum);
      if (!cards.isEmpty()) {
        out.merge(file, cards, (a, b) -> a.addAll(b));
      }
    }
    Map<Path, ObjectNode> decks = new LinkedHashMap<>();
    List<String> deckNames = new ArrayList<>();
    for (Path f : deckFiles(octgn.resolve("Decks"), errors)) {
      ObjectNode deck = OctgnDecks.read(f, idByGuid, typeById, errors);
      if (deck != null) {
        decks.put(cardsRoot.resolve(CardLoader.DECKS_FOLDER)
            .resolve(DECK_PREFIX + CardFacts.slug(deck.get("name").asText()) + ".json"), deck);
        deckNames.add(deck.get("name").asText());
      }
    }
    Map<Path, String> texts = new LinkedHashMap<>();
    out.forEach((file, cards) -> texts.put(file, json(cards)));
    decks.forEach((file, deck) -> texts.put(file, json(deck)));
    // The loader's own check, before anything is written: what we write must load.
    for (Map.Entry<Path, ArrayNode> e : out.entrySet()) {
      LoadResult<List<CardDef>> r = new CardLoader().readString(texts.get(e.getKey()),
          e.getKey().toString());
      errors.addAll(r.errors());
    }
    if (!errors.isEmpty()) {
      return new Result(List.of(), counts, deckNames, kept, errors);
    }
    List<Path> written = new ArrayList<>();
    try {
      for (Map.Entry<Path, String> e : texts.entrySet()) {
        write(e.getKey(), e.getValue());
        written.add(e.getKey());
      }
    } catch (IOException e) {
      errors.add(new LoadError(String.valueOf(e instanceof java.nio.file.FileSystemException fe
          ? fe.getFile() : cardsRoot), 0, 0, "", "could not write: " + e.getMessage()));
    }
    return new Result(written, counts, deckNames, kept, errors);
  }

  /** Copies our fields from the previous import of the card; true if there were any. */
  static boolean keepOurs(ObjectNode mine, ObjectNode facts) {
    boolean any = false;
    for (String f : OURS) {
      if (mine.has(f)) {
        facts.set(f, mine.get(f).deepCopy());
        any = true;
      }
    }
    for (String side : List.of("start", "boosted")) {
      if (mine.get(side) instanceof ObjectNode was && facts.get(side) instanceof ObjectNode now) {
        for (String f : OURS_ON_A_SIDE) {
          if (was.has(f)) {
            now.set(f, was.get(f).deepCopy());
            any = true;
          }
        }
      }
    }
    return any;
  }

  /** The cards of an earlier import, by GUID; a file that does not read stops the import. */
  private static Map<String, ObjectNode> existing(Path file, List<LoadError> errors) {
    Map<String, ObjectNode> byGuid = new HashMap<>();
    if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return byGuid;
    }
    JsonReader.Result r = JsonReader.read(file, JsonKind.CARD_FILE);
    if (!r.ok()) {
      // Replacing a file we cannot read would lose the ability data written in it.
      for (JsonProblem p : r.problems()) {
        errors.add(new LoadError(p.file(), p.line(), p.column(), p.pointer(), "the earlier import"
            + " does not read (" + p.message() + "); fix or remove it, so its ability data is not lost"));
      }
      return byGuid;
    }
    JsonNode root = r.document().root();
    if (root != null && root.isArray()) {
      for (JsonNode n : root) {
        if (n instanceof ObjectNode o && o.hasNonNull("guid")) {
          byGuid.put(o.get("guid").asText(), o);
        }
      }
    }
    return byGuid;
  }

  private static List<Path> deckFiles(Path decks, List<LoadError> errors) {
    if (!Files.isDirectory(decks, LinkOption.NOFOLLOW_LINKS)) {
      return List.of();
    }
    try (Stream<Path> s = Files.walk(decks, 3)) {
      return s.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
          .filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".o8d"))
          .sorted().toList();
    } catch (IOException | java.io.UncheckedIOException e) {
      errors.add(new LoadError(decks.toString(), 0, 0, "", "could not list the deck files"));
      return List.of();
    }
  }

  static String json(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of strings and numbers always writes", e);
    }
  }

  /** Through a temporary file, so a failed write never leaves half a card file. */
  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
