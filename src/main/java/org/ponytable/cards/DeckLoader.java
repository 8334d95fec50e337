package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.json.JsonKind;

/**
 * Reads deck lists (docs/deck-format.md) into {@link DeckList}s. Checks the format and that every
 * card id exists in the pool; whether the deck is legal to play (rule 101) is {@link
 * org.ponytable.engine.deck.DeckValidator}'s job.
 */
public final class DeckLoader {
  /** No deck needs more copies of one card than this; it keeps a typo from building a huge list. */
  static final int MAX_COPIES = 99;

  private static final Set<String> FIELDS =
      JsonChecks.setOf("$schema", "name", "maneCharacter", "problemDeck", "drawDeck");

  private final CardPool pool;

  /** A loader resolving card ids against {@code pool}. */
  public DeckLoader(CardPool pool) {
    this.pool = pool;
  }

  /** The deck in {@code file}, or a {@link CardLoadException} with every error. */
  public DeckList load(Path file) throws CardLoadException {
    return loadFile(file).orThrow();
  }

  /** The deck in {@code file}, or its errors; never throws. */
  public LoadResult<DeckList> loadFile(Path file) {
    List<LoadError> errors = new ArrayList<>();
    String text = SourceText.read(file, JsonKind.DECK_FILE, errors);
    return text == null
        ? LoadResult.of(file.toString(), null, errors)
        : readString(text, file.toString());
  }

  /** A deck from JSON text, or its errors; never throws. */
  public LoadResult<DeckList> readString(String json, String sourceName) {
    List<LoadError> errors = new ArrayList<>();
    DeckList deck = null;
    try {
      LocatedJson parsed = LocatedJson.parse(sourceName, json, JsonKind.DECK_FILE, errors);
      if (parsed != null) {
        deck = read(new JsonChecks(parsed, errors), parsed.root());
      }
    } catch (RuntimeException e) {
      errors.add(new LoadError(sourceName, 0, 0, "", "internal error while reading a deck: " + e));
    }
    if (deck == null && errors.isEmpty()) {
      errors.add(new LoadError(sourceName, 0, 0, "", "internal error: no deck and no reason"));
    }
    errors.sort(Comparator.comparingInt(LoadError::line).thenComparingInt(LoadError::column));
    return LoadResult.of(sourceName, errors.isEmpty() ? deck : null, errors);
  }

  /** A deck from JSON text, or a {@link CardLoadException} with every error. */
  public DeckList loadString(String json, String sourceName) throws CardLoadException {
    return readString(json, sourceName).orThrow();
  }

  /**
   * Every *.json deck directly in {@code folder}, sorted by file name; all files' errors are
   * reported together.
   */
  public List<DeckList> loadDirectory(Path folder) throws CardLoadException {
    List<LoadError> errors = new ArrayList<>();
    List<DeckList> decks = new ArrayList<>();
    List<Path> files;
    try {
      // Links, pipes and other files are not read; the table shows FolderScan's warnings.
      files = FolderScan.decks(folder).files();
    } catch (IOException | RuntimeException e) {
      errors.add(new LoadError(folder.toString(), 0, 0, "", Files.isDirectory(folder)
          ? "could not list the deck files" : "the deck folder does not exist"));
      throw new CardLoadException(errors);
    }
    for (Path file : files) {
      LoadResult<DeckList> r = loadFile(file);
      if (r.ok()) {
        decks.add(r.value());
      } else {
        errors.addAll(r.errors());
      }
    }
    if (!errors.isEmpty()) {
      throw new CardLoadException(errors);
    }
    return decks;
  }

  private DeckList read(JsonChecks c, JsonNode root) {
    if (!root.isObject()) {
      c.at("", "a deck file holds one deck object {\"name\": ..., \"maneCharacter\": ...,"
          + " \"problemDeck\": {...}, \"drawDeck\": {...}}, but this one holds "
          + JsonChecks.describe(root));
      return null;
    }
    ObjectNode o = (ObjectNode) root;
    String what = "a deck";
    c.onlyFields(o, "", FIELDS, f -> null, what);
    c.text(o, "", "$schema", false, what, "the schema location for editors", false);
    String name = c.text(o, "", "name", true, what, "the deck's name as players see it", true);
    String mane = c.text(o, "", "maneCharacter", true, what,
        "the id of the deck's Mane Character (102.1)", true);
    if (mane != null) {
      knownId(c, "/maneCharacter", mane, false);
    }
    List<String> problems = cards(c, o, "problemDeck", what,
        "the Problem deck (101.3), an object of card id to number of copies");
    List<String> draw = cards(c, o, "drawDeck", what,
        "the draw deck (101.1), an object of card id to number of copies");
    if (name == null || mane == null || problems == null || draw == null) {
      return null;
    }
    return new DeckList(name, mane, problems, draw);
  }

  private List<String> cards(JsonChecks c, ObjectNode o, String field, String what,
      String meaning) {
    ObjectNode counts = c.object(o, "", field, true, what, meaning);
    if (counts == null) {
      return null;
    }
    List<String> ids = new ArrayList<>();
    String at = LocatedJson.child("", field);
    Iterator<Map.Entry<String, JsonNode>> it = counts.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      String p = LocatedJson.child(at, e.getKey());
      boolean known = knownId(c, p, e.getKey(), true);
      Integer n = c.integer(e.getValue(), p, "the number of copies of \"" + e.getKey() + "\"",
          1, MAX_COPIES);
      if (known && n != null) {
        for (int i = 0; i < n; i++) {
          ids.add(e.getKey());
        }
      }
    }
    return ids;
  }

  private boolean knownId(JsonChecks c, String pointer, String id, boolean isKey) {
    if (pool.find(id).isPresent()) {
      return true;
    }
    List<String> all = pool.all().stream().map(CardDef::id).toList();
    String hint = JsonChecks.closest(id, all).map(x -> "; did you mean \"" + x + "\"?")
        .orElse("; card ids come from the card files under cards/");
    String message = "no card has the id " + JsonChecks.quote(id) + hint;
    if (isKey) {
      c.atKey(pointer, message);
    } else {
      c.at(pointer, message);
    }
    return false;
  }
}
