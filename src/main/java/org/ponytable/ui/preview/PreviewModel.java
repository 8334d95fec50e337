package org.ponytable.ui.preview;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.cards.ArtPath;
import org.ponytable.cards.ArtRef;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.FolderScan;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.engine.card.CardDef;
import org.ponytable.json.JsonDocument;
import org.ponytable.json.JsonKind;
import org.ponytable.json.JsonProblem;
import org.ponytable.json.JsonReader;
import org.ponytable.engine.ability.Words;

/**
 * What the card preview shows for a card file or folder: every card that loads, and every loader
 * error next to the card it belongs to. A file with one bad card still shows its good ones: the
 * whole file is loaded for the errors (their lines and columns are exact), then each card on its
 * own for the pictures. Never throws: a designer's half-typed file is a normal state.
 */
public final class PreviewModel {
  private PreviewModel() {}

  /**
   * One card slot of a file.
   *
   * @param card the card, or null if this one does not load
   * @param name its id or title as written, or "card N" when even that is missing
   * @param errors the loader's errors inside this card
   * @param art where its art is, or null when it has none or it was refused
   * @param warnings why its art was refused (the card is drawn without it)
   * @param guid its OCTGN GUID when it is an imported card that loads, else null
   */
  public record Entry(int index, CardDef card, String name, List<LoadError> errors, ArtRef art,
      List<LoadError> warnings, String guid) {
    public Entry {
      errors = List.copyOf(errors);
      warnings = List.copyOf(warnings);
    }

    Entry(int index, CardDef card, String name, List<LoadError> errors) {
      this(index, card, name, errors, null, List.of(), null);
    }
  }

  /**
   * One file: its cards and the errors that belong to no single card (bad JSON, a duplicate id).
   *
   * @param lines the file's text, for showing the line an error points at
   * @param warnings why the file was not read at all (a link, a pipe, not a card file...)
   */
  public record FileReport(Path file, List<Entry> entries, List<LoadError> fileErrors, List<String> lines,
      List<LoadError> warnings) {
    public FileReport {
      entries = List.copyOf(entries);
      fileErrors = List.copyOf(fileErrors);
      lines = List.copyOf(lines);
      warnings = List.copyOf(warnings);
    }

    FileReport(Path file, List<Entry> entries, List<LoadError> fileErrors, List<String> lines) {
      this(file, entries, fileErrors, lines, List.of());
    }

    /** Things shown but not wrong enough to stop a card: skipped files, art refused. */
    public int warningCount() {
      int n = warnings.size();
      for (Entry e : entries) {
        n += e.warnings().size();
      }
      return n;
    }

    public int errorCount() {
      int n = fileErrors.size();
      for (Entry e : entries) {
        n += e.errors().size();
      }
      return n;
    }

    /** The source line an error points at, or "" when it has none. */
    public String line(LoadError e) {
      return e.line() >= 1 && e.line() <= lines.size() ? lines.get(e.line() - 1) : "";
    }
  }

  /**
   * One line of the preview's problem list: an error or a warning, and what it belongs to.
   *
   * @param fileIndex which report it is in
   * @param entryIndex which card slot of that file, or -1 when it concerns the whole file
   * @param where the card's name, or the file's name for a whole-file problem
   */
  public record Problem(int fileIndex, int entryIndex, String where, LoadError error, boolean warning) {
    public boolean aboutACard() {
      return entryIndex >= 0;
    }
  }

  /** Every error, then every warning, in the order the files and cards are shown. */
  public static List<Problem> problems(List<FileReport> reports) {
    List<Problem> errors = new ArrayList<>();
    List<Problem> warnings = new ArrayList<>();
    for (int f = 0; f < reports.size(); f++) {
      FileReport r = reports.get(f);
      String fileName = String.valueOf(r.file().getFileName());
      for (LoadError e : r.fileErrors()) {
        errors.add(new Problem(f, -1, fileName, e, false));
      }
      for (LoadError w : r.warnings()) {
        warnings.add(new Problem(f, -1, fileName, w, true));
      }
      for (Entry e : r.entries()) {
        for (LoadError err : e.errors()) {
          errors.add(new Problem(f, e.index(), e.name(), err, false));
        }
        for (LoadError w : e.warnings()) {
          warnings.add(new Problem(f, e.index(), e.name(), w, true));
        }
      }
    }
    errors.addAll(warnings);
    return errors;
  }

  /**
   * The preview's figures, all from one place so the status line and the file headers agree.
   *
   * @param written card slots found in the files (a file that is not JSON has none)
   * @param loaded cards that load and are drawn
   * @param errors every error listed, in cards or about whole files
   * @param cardsWithErrors card slots with at least one error (a card can load and still have one:
   *     an id used twice in a folder)
   * @param wholeFileErrors errors about a whole file (bad JSON, a file that can't be read)
   * @param warnings things shown in amber that don't stop a card: skipped files, refused art
   */
  public record Counts(int written, int loaded, int errors, int cardsWithErrors, int wholeFileErrors,
      int warnings) {
    public static Counts of(List<FileReport> reports, List<Problem> problems) {
      int written = 0;
      int loaded = 0;
      for (FileReport r : reports) {
        written += r.entries().size();
        loaded += (int) r.entries().stream().filter(e -> e.card() != null).count();
      }
      int errors = 0;
      int wholeFile = 0;
      int warnings = 0;
      java.util.Set<String> cards = new java.util.HashSet<>();
      for (Problem p : problems) {
        if (p.warning()) {
          warnings++;
        } else {
          errors++;
          if (p.aboutACard()) {
            cards.add(p.fileIndex() + "/" + p.entryIndex());
          } else {
            wholeFile++;
          }
        }
      }
      return new Counts(written, loaded, errors, cards.size(), wholeFile, warnings);
    }

    /** "22 of 24 cards load": what was drawn out of what was written. */
    public String cardWords() {
      return loaded == written ? Words.count(written, "card") + (written == 1 ? " loads" : " load")
          : loaded + " of " + Words.count(written, "card") + " load";
    }

    /** "3 errors: in 2 cards, 1 about a whole file", or "no errors". */
    public String errorWords() {
      if (errors == 0) {
        return "no errors";
      }
      List<String> where = new ArrayList<>();
      if (cardsWithErrors > 0) {
        where.add("in " + Words.count(cardsWithErrors, "card"));
      }
      if (wholeFileErrors > 0) {
        where.add(wholeFileErrors + " about a whole file");
      }
      return Words.count(errors, "error") + ": " + String.join(", ", where);
    }

    /** "1 warning", or "" when there is none. */
    public String warningWords() {
      return warnings == 0 ? "" : Words.count(warnings, "warning");
    }
  }

  /**
   * Loads a card file, or every card file under a folder (decks excluded, as the loader does).
   * Art must be inside the folder opened; for a single file, inside its folder, or its parent's
   * when that is a card pack (it has a decks folder), so a set's file finds the pack's art/.
   */
  public static List<FileReport> load(Path path) {
    List<FileReport> out = new ArrayList<>();
    List<Path> files;
    Path packRoot;
    if (Files.isDirectory(path)) {
      packRoot = path;
      try {
        FolderScan scan = FolderScan.cards(path);
        files = scan.files();
        for (LoadError w : scan.warnings()) {
          out.add(new FileReport(Path.of(w.file()), List.of(), List.of(), List.of(), List.of(w)));
        }
      } catch (IOException | RuntimeException e) {
        out.add(new FileReport(path, List.of(), List.of(new LoadError(path.toString(), 0, 0, "",
            "could not list the card files")), List.of()));
        return out;
      }
    } else {
      packRoot = packRootOf(path);
      files = List.of(path);
    }
    for (Path f : files) {
      out.add(loadFile(f, packRoot));
    }
    markDuplicates(out);
    return out;
  }

  static Path packRootOf(Path file) {
    Path folder = file.toAbsolutePath().normalize().getParent();
    Path parent = folder.getParent();
    return parent != null && Files.isDirectory(parent.resolve(CardLoader.DECKS_FOLDER)) ? parent : folder;
  }

  static FileReport loadFile(Path file, Path packRoot) {
    CardLoader loader = new CardLoader();
    JsonReader.Text read = JsonReader.readText(file, JsonKind.CARD_FILE);
    if (read.text() == null) {
      JsonProblem p = read.problem();
      return new FileReport(file, List.of(), List.of(new LoadError(p.file(), p.line(), p.column(), p.pointer(),
          p.message())), List.of());
    }
    String text = read.text();
    List<String> lines = text.lines().toList();
    CardLoader.FileCards loaded = loader.loadFileInPack(file, packRoot);
    LoadResult<List<CardDef>> whole = loaded.cards();
    if (whole.ok()) {
      List<Entry> entries = new ArrayList<>();
      for (int i = 0; i < whole.value().size(); i++) {
        CardDef d = whole.value().get(i);
        int index = i;
        // "/2/image" is card 2 of an array; "/image" the one card of an object.
        List<LoadError> refused = loaded.warnings().stream()
            .filter(w -> Math.max(0, cardIndex(w.pointer())) == index).toList();
        ArtRef art = loaded.art().get(d.id());
        if (art == null && d.image() == null) {
          // Issue 11: an imported card shows the player's OCTGN scan of it, if they chose a folder.
          art = org.ponytable.ui.cards.OctgnScans.art(loaded.guids().get(d.id()), file.toString());
        }
        entries.add(new Entry(i, d, d.id(), List.of(), art, refused, loaded.guids().get(d.id())));
      }
      return new FileReport(file, entries, List.of(), lines);
    }
    JsonDocument document = JsonReader.parse(file.toString(), text, JsonKind.CARD_FILE).document();
    if (document == null) {
      // Not even JSON: the loader's errors already say where.
      return new FileReport(file, List.of(), whole.errors(), lines);
    }
    JsonNode root = document.root();
    List<JsonNode> cards = new ArrayList<>();
    boolean array = root != null && root.isArray();
    if (array) {
      root.forEach(cards::add);
    } else if (root != null) {
      cards.add(root);
    }
    Map<Integer, List<LoadError>> byCard = new HashMap<>();
    List<LoadError> fileErrors = new ArrayList<>();
    for (LoadError e : whole.errors()) {
      int index = array ? cardIndex(e.pointer()) : (cards.isEmpty() ? -1 : 0);
      if (index >= 0 && index < cards.size()) {
        byCard.computeIfAbsent(index, k -> new ArrayList<>()).add(e);
      } else {
        fileErrors.add(e);
      }
    }
    List<Entry> entries = new ArrayList<>();
    for (int i = 0; i < cards.size(); i++) {
      JsonNode node = cards.get(i);
      List<LoadError> errs = byCard.getOrDefault(i, List.of());
      // Loaded alone, a card whose only fault is a clash with another one still shows.
      CardDef def = null;
      LoadResult<List<CardDef>> one = loader.readString(node.toString(), file.toString());
      ArtRef art = null;
      List<LoadError> refused = new ArrayList<>();
      if (one.ok() && one.value().size() == 1) {
        def = one.value().get(0);
        if (def.image() != null) {
          Path at = ArtPath.resolve(file, packRoot, def.image());
          String pointer = imagePointer(array, i);
          if (at != null) {
            art = new ArtRef(at, packRoot, def.image(), file.toString(), pointer);
          } else {
            refused.add(new LoadError(file.toString(), 0, 0, pointer, ArtPath.outside(def.image(), packRoot)));
          }
        }
      }
      entries.add(new Entry(i, def, name(node, i), errs, art, refused, null));
    }
    return new FileReport(file, entries, fileErrors, lines);
  }

  private static String imagePointer(boolean array, int index) {
    return array ? "/" + index + "/image" : "/image";
  }

  /** "/3/power" belongs to card 3; "" or "/" to none. */
  static int cardIndex(String pointer) {
    if (pointer == null || pointer.length() < 2) {
      return -1;
    }
    int end = pointer.indexOf('/', 1);
    String first = end < 0 ? pointer.substring(1) : pointer.substring(1, end);
    try {
      return Integer.parseInt(first);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static String name(JsonNode node, int i) {
    if (node != null && node.isObject()) {
      if (node.path("id").isTextual()) {
        return node.path("id").asText();
      }
      if (node.path("title").isTextual()) {
        return node.path("title").asText();
      }
    }
    return "card " + (i + 1);
  }

  /** The same id in two files loads alone but not as a folder: say so on both cards. */
  private static void markDuplicates(List<FileReport> reports) {
    Map<String, List<int[]>> seen = new LinkedHashMap<>();
    for (int f = 0; f < reports.size(); f++) {
      for (Entry e : reports.get(f).entries()) {
        if (e.card() != null) {
          seen.computeIfAbsent(e.card().id(), k -> new ArrayList<>()).add(new int[] {f, e.index()});
        }
      }
    }
    for (var dup : seen.entrySet()) {
      if (dup.getValue().size() < 2) {
        continue;
      }
      for (int[] at : dup.getValue()) {
        FileReport r = reports.get(at[0]);
        List<Entry> entries = new ArrayList<>(r.entries());
        for (int i = 0; i < entries.size(); i++) {
          Entry e = entries.get(i);
          if (e.index() == at[1]) {
            List<LoadError> errs = new ArrayList<>(e.errors());
            errs.add(new LoadError(r.file().toString(), 0, 0, "/" + e.index() + "/id",
                "the id '" + dup.getKey() + "' is used by another card in this folder"));
            entries.set(i, new Entry(e.index(), e.card(), e.name(), errs, e.art(), e.warnings(), e.guid()));
          }
        }
        reports.set(at[0], new FileReport(r.file(), entries, r.fileErrors(), r.lines(), r.warnings()));
      }
    }
  }
}
