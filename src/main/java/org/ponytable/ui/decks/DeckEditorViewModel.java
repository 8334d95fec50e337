package org.ponytable.ui.decks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.DeckWriter;
import org.ponytable.cards.LoadError;
import org.ponytable.cards.LoadResult;
import org.ponytable.cards.octgn.Guids;
import org.ponytable.cards.octgn.OctgnDecks;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;
import org.ponytable.engine.deck.DeckViolation;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.terms.CardType;
import org.ponytable.persistence.DurableFiles;

/**
 * The deck editor without its window: which cards the filters show, the deck being built, its
 * breaches of 101 in the validator's words, and saving and loading deck files. Each card goes to
 * the part of the deck its type belongs in (101.1-101.3), so the editor can't build a deck the
 * file format could not say.
 */
public final class DeckEditorViewModel {
  /** What the card list shows; a null field (or blank text) means "any". */
  public record Filter(CardType type, CardColor color, Integer cost, Integer power, String set, String text) {
    public static final Filter ANY = new Filter(null, null, null, null, null, "");

    public Filter {
      text = text == null ? "" : text.strip();
    }

    public boolean accepts(CardDef c) {
      return (type == null || c.type() == type)
          && (color == null || c.face().colors().contains(color)
              || c.boosted() != null && c.boosted().colors().contains(color))
          && (cost == null || c.cost() == cost)
          && (power == null || c.type().isCharacter() && c.face().power() == power)
          && (set == null || set.equals(c.set()))
          && (text.isEmpty() || searchable(c).contains(text.toLowerCase(Locale.ROOT)));
    }

    /** Name, traits, keywords and text of every face: what a player remembers a card by. */
    private static String searchable(CardDef c) {
      StringBuilder sb = new StringBuilder(c.name()).append('\n').append(c.id());
      for (var f : c.boosted() == null ? List.of(c.face()) : List.of(c.face(), c.boosted())) {
        sb.append('\n').append(String.join(" ", f.traits()));
        f.keywords().forEach(k -> sb.append('\n').append(k));
        sb.append('\n').append(f.text());
      }
      return sb.toString().toLowerCase(Locale.ROOT);
    }
  }

  /** One card in a part of the deck and how many copies. */
  public record Line(CardDef card, int copies) {}

  /** The deck as the window shows it. */
  public record Deck(String name, CardDef mane, List<Line> problems, List<Line> draw, int problemCount,
      int drawCount, List<String> violations, boolean dirty, Path file) {
    public boolean legal() {
      return violations.isEmpty();
    }
  }

  /** The order of the card list: the way players sort a binder. */
  private static final Comparator<CardDef> BROWSE = Comparator.comparing(CardDef::type)
      .thenComparingInt(CardDef::cost).thenComparing(CardDef::name).thenComparing(CardDef::id);

  private final CardPool pool;
  private final List<CardDef> browsable;
  private Filter filter = Filter.ANY;
  private String name = "New deck";
  private String mane = "";
  private final List<String> problems = new ArrayList<>();
  private final List<String> draw = new ArrayList<>();
  private boolean dirty;
  private Path file;

  public DeckEditorViewModel(CardPool pool) {
    this.pool = Objects.requireNonNull(pool);
    // Token cards are made by effects, never put in a deck (rulings.md), so the editor doesn't offer them.
    this.browsable = pool.all().stream().filter(c -> !c.token()).sorted(BROWSE).toList();
  }

  public CardPool pool() {
    return pool;
  }

  // ---- browsing

  public Filter filter() {
    return filter;
  }

  public void setFilter(Filter f) {
    filter = f == null ? Filter.ANY : f;
  }

  /** The cards the filter lets through, sorted by type, cost and name. */
  public List<CardDef> cards() {
    return browsable.stream().filter(filter::accepts).toList();
  }

  /** The sets the pool's cards come from, for the set filter. */
  public List<String> sets() {
    TreeSet<String> sets = new TreeSet<>();
    browsable.forEach(c -> {
      if (!c.set().isBlank()) {
        sets.add(c.set());
      }
    });
    return List.copyOf(sets);
  }

  /** Copies of the card in the deck, in whichever part it belongs. */
  public int copies(String id) {
    if (id.equals(mane)) {
      return 1;
    }
    return (int) (problems.stream().filter(id::equals).count() + draw.stream().filter(id::equals).count());
  }

  // ---- editing

  /**
   * Adds one copy where the card's type belongs: a Mane Character replaces the one chosen, a
   * Problem joins the Problem deck, anything else the draw deck. The copy limits are the
   * validator's to report, not the editor's to forbid: a designer may want a deck that breaks them.
   */
  public void add(String id) {
    CardDef c = pool.get(id);
    switch (c.type()) {
      case MANE_CHARACTER -> mane = id;
      case PROBLEM -> problems.add(id);
      default -> draw.add(id);
    }
    dirty = true;
  }

  /** Takes out one copy (the Mane Character itself when it is the card). */
  public void removeOne(String id) {
    if (id.equals(mane)) {
      mane = "";
    } else if (!problems.remove(id) && !draw.remove(id)) {
      return;
    }
    dirty = true;
  }

  public void rename(String newName) {
    String n = newName == null ? "" : newName.strip();
    if (!n.equals(name)) {
      name = n;
      dirty = true;
    }
  }

  public void newDeck() {
    name = "New deck";
    mane = "";
    problems.clear();
    draw.clear();
    file = null;
    dirty = false;
  }

  public DeckList deckList() {
    return new DeckList(name, mane, problems, draw);
  }

  public Deck deck() {
    return new Deck(name, pool.find(mane).orElse(null), lines(problems), lines(draw), problems.size(),
        draw.size(), DeckValidator.validate(deckList(), pool).stream().map(DeckViolation::message).toList(),
        dirty, file);
  }

  private List<Line> lines(List<String> ids) {
    List<Line> out = new ArrayList<>();
    for (Map.Entry<String, Integer> e : DeckWriter.counts(ids).entrySet()) {
      out.add(new Line(pool.get(e.getKey()), e.getValue()));
    }
    out.sort(Comparator.comparing(Line::card, BROWSE));
    return out;
  }

  // ---- files

  /** Opens a deck file; on errors the deck being edited stays as it was and the errors come back. */
  public List<LoadError> open(Path path) {
    LoadResult<DeckList> r = new DeckLoader(pool).loadFile(path);
    if (!r.ok()) {
      return r.errors();
    }
    take(r.value());
    file = path;
    dirty = false;
    return List.of();
  }

  private void take(DeckList d) {
    name = d.name();
    mane = d.maneCharacter();
    problems.clear();
    problems.addAll(d.problemDeck());
    draw.clear();
    draw.addAll(d.drawDeck());
  }

  /** Writes the deck (legal or not: a deck in progress is worth keeping) and remembers the file. */
  public void save(Path path) throws IOException {
    DurableFiles.write(path, DeckWriter.json(deckList()));
    file = path;
    dirty = false;
  }

  /**
   * Reads an OCTGN deck ({@code .o8d}), finding its cards by GUID among the real cards imported
   * into {@code cardsRoot}. The deck is new and unsaved: saving asks where. On errors the deck
   * being edited stays as it was and the errors come back.
   */
  public List<LoadError> importOctgn(Path path, Path cardsRoot) {
    List<LoadError> guidErrors = new ArrayList<>();
    Map<String, String> idByGuid = Guids.byGuid(Guids.byId(cardsRoot, guidErrors));
    Map<String, String> typeById = new HashMap<>();
    pool.all().forEach(c -> typeById.put(c.id(), c.type().jsonName()));
    List<LoadError> errors = new ArrayList<>();
    ObjectNode json = OctgnDecks.read(path, idByGuid, typeById, errors);
    if (json == null) {
      // A real-card file that does not read may be why a GUID was not found.
      errors.addAll(guidErrors);
      return errors;
    }
    LoadResult<DeckList> r = new DeckLoader(pool).readString(json.toString(), path.toString());
    if (!r.ok()) {
      return r.errors();
    }
    take(r.value());
    file = null;
    dirty = true;
    return List.of();
  }

  /**
   * Writes the deck as an OCTGN deck, cards named by the GUIDs of the real cards in
   * {@code cardsRoot}.
   *
   * @throws IllegalArgumentException when a card has no GUID (one of our own cards)
   */
  public void exportOctgn(Path path, Path cardsRoot) throws IOException {
    List<LoadError> errors = new ArrayList<>();
    String xml = OctgnDecks.write(deckList(), pool, Guids.byId(cardsRoot, errors));
    DurableFiles.write(path, xml);
  }

  /** A file name for a deck of this name: lower case words joined by dashes. */
  public String suggestedFileName() {
    String base = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-+|-+$)", "");
    return (base.isEmpty() ? "deck" : base) + ".json";
  }
}
