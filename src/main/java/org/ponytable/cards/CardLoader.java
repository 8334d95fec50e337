package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.EventText;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.card.Face;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.card.Placement;
import org.ponytable.engine.card.RequirementPart;

/**
 * Reads card files (docs/card-format.md) into {@link CardDef}s, checking them strictly.
 *
 * <p>Nothing is half-loaded: a batch either gives every card or throws a {@link
 * CardLoadException} listing every error of every file, each with its file, line, column and JSON
 * pointer. Bad input never escapes as any other exception.
 */
public final class CardLoader {
  /** The folder under the cards root that holds deck lists, not cards. */
  public static final String DECKS_FOLDER = "decks";

  /** Largest number any card field accepts; keeps typos like 4000 from loading. */
  static final int MAX = 99;

  static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
  static final String ID_RULE =
      "lowercase letters and digits in words joined by single hyphens, like \"pt1-river-reed\"";

  private static final Pattern KEYWORD = Pattern.compile("(.*?)(?: (-?\\d+))?");
  private static final List<String> RARITIES = List.of("C", "U", "R", "UR", "SR", "F", "P");
  static final Pattern GUID =
      Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

  static final Map<String, CardColor> COLOR_SPELLINGS = colorSpellings();
  static final String COLOR_LIST = "blue, orange, pink, purple, white or yellow (or by element:"
      + " Loyalty, Honesty, Laughter, Magic, Generosity, Kindness)";

  private static final Set<String> COMMON =
      JsonChecks.setOf("$schema", "id", "type", "title", "set", "number", "rarity", "image",
      "guid", "token", "villainChallenge", "printedText", "exact", "missing");
  private static final Set<String> DRAW_CARD = JsonChecks.setOf(
      "subtitle", "power", "colors", "cost", "playRequirement", "traits", "keywords", "text");
  private static final Set<String> TROUBLEMAKER = JsonChecks.setOf(
      "subtitle", "power", "colors", "points", "traits", "keywords", "text", "abilities");
  private static final Set<String> PROBLEM = JsonChecks.setOf("subtitle", "ownerRequirement",
      "opponentRequirement", "rainbowRequirement", "bonus", "startingProblem", "keywords", "text",
      "abilities");
  private static final Set<String> MANE = JsonChecks.setOf("start", "boosted");
  private static final Set<String> FACE = JsonChecks.setOf(
      "subtitle", "power", "colors", "homeLimit", "traits", "keywords", "text", "abilities");
  /** An Event's text is its timing phrase and effects (304.1, 304.2); the others have abilities. */
  private static final Set<String> EVENT_TEXT = JsonChecks.setOf("timing", "reactTo", "during", "effects");
  private static final Set<String> ABILITIES = JsonChecks.setOf("abilities");
  private static final Set<String> ALL_FIELDS = allFields();

  /** Every file to load under {@code root}: *.json files anywhere except the decks folder. */
  public static List<Path> cardFiles(Path root) throws IOException {
    return FolderScan.cards(root).files();
  }

  /**
   * Loads every card file under {@code root} (see {@link #cardFiles}). All errors of all files,
   * and ids used twice anywhere in the batch, are reported together.
   */
  public CardPool loadDirectory(Path root) throws CardLoadException {
    return loadDirectoryWithFiles(root).pool();
  }

  /**
   * A folder's cards, the file each was read from, where each card's art is, and what was
   * skipped or refused without stopping the load.
   *
   * @param art card id to where its art is, inside the pack (links are checked when it is read)
   * @param warnings files in the folder that were not read, and images refused (the card is drawn
   *     without art); each names its file and, for an image, the card's "image" field
   * @param guids card id to its OCTGN GUID, for imported cards (their scans are found by it)
   */
  public record Loaded(CardPool pool, Path root, Map<String, Path> files, Map<String, ArtRef> art,
      List<LoadError> warnings, Map<String, String> guids) {
    public Loaded {
      files = Map.copyOf(files);
      art = Map.copyOf(art);
      warnings = List.copyOf(warnings);
      guids = Map.copyOf(guids);
    }
  }

  /** Like {@link #loadDirectory}, also telling where each card and its art came from. */
  public Loaded loadDirectoryWithFiles(Path root) throws CardLoadException {
    List<LoadError> errors = new ArrayList<>();
    if (!Files.isDirectory(root)) {
      errors.add(new LoadError(root.toString(), 0, 0, "", Files.exists(root)
          ? "not a folder; expected the folder that holds the card files"
          : "the card folder does not exist"));
      throw new CardLoadException(errors);
    }
    FolderScan scan;
    try {
      scan = FolderScan.cards(root);
    } catch (IOException | RuntimeException e) {
      errors.add(new LoadError(root.toString(), 0, 0, "", "could not list the card files"));
      throw new CardLoadException(errors);
    }
    Map<String, Path> from = new LinkedHashMap<>();
    Map<String, ArtRef> art = new LinkedHashMap<>();
    List<LoadError> warnings = new ArrayList<>(scan.warnings());
    List<CardDef> defs = new ArrayList<>();
    Map<String, String> guids = new HashMap<>();
    for (Located c : loadLocated(scan.files())) {
      defs.add(c.def());
      from.put(c.def().id(), Path.of(c.source()));
      resolveArt(c, root, art, warnings);
      if (c.guid() != null) {
        guids.put(c.def().id(), c.guid());
      }
    }
    return new Loaded(new CardPool(defs), root, from, art, warnings, guids);
  }

  /**
   * One file's cards (as {@link #loadFile}) with their art resolved inside {@code packRoot}.
   *
   * @param art card id to where its art is; a card whose image is refused is missing, with a warning
   * @param guids card id to its OCTGN GUID, for imported cards
   */
  public record FileCards(LoadResult<List<CardDef>> cards, Map<String, ArtRef> art,
      List<LoadError> warnings, Map<String, String> guids) {
    public FileCards {
      art = Map.copyOf(art);
      warnings = List.copyOf(warnings);
      guids = Map.copyOf(guids);
    }
  }

  /** Like {@link #loadFile}, also resolving each card's art inside {@code packRoot}; never throws. */
  public FileCards loadFileInPack(Path file, Path packRoot) {
    List<LoadError> errors = new ArrayList<>();
    String text = SourceText.read(file, errors);
    if (text == null) {
      return new FileCards(LoadResult.of(file.toString(), null, errors), Map.of(), List.of(), Map.of());
    }
    List<Located> cards = parse(file.toString(), text, errors);
    errors.addAll(duplicateIds(cards));
    Map<String, ArtRef> art = new LinkedHashMap<>();
    List<LoadError> warnings = new ArrayList<>();
    Map<String, String> guids = new HashMap<>();
    if (errors.isEmpty()) {
      cards.forEach(c -> resolveArt(c, packRoot, art, warnings));
      cards.stream().filter(c -> c.guid() != null).forEach(c -> guids.put(c.def().id(), c.guid()));
    }
    return new FileCards(LoadResult.of(file.toString(), cards.stream().map(Located::def).toList(),
        sorted(errors)), art, warnings, guids);
  }

  /** Where a card's art is, from its own file's folder; an image leaving the pack is refused. */
  private static void resolveArt(Located c, Path root, Map<String, ArtRef> art,
      List<LoadError> warnings) {
    String image = c.def().image();
    if (image == null) {
      return;
    }
    Path file = ArtPath.resolve(Path.of(c.source()), root, image);
    if (file != null) {
      art.put(c.def().id(), new ArtRef(file, root, image, c.source(), c.imagePointer()));
    } else {
      warnings.add(new LoadError(c.source(), c.imageAt().line(), c.imageAt().column(),
          c.imagePointer(), ArtPath.outside(image, root)));
    }
  }

  /** Loads the given files as one batch, like {@link #loadDirectory} but with a chosen list. */
  public List<CardDef> loadFiles(List<Path> files) throws CardLoadException {
    return loadLocated(files).stream().map(Located::def).toList();
  }

  private static List<Located> loadLocated(List<Path> files) throws CardLoadException {
    List<LoadError> errors = new ArrayList<>();
    List<Located> all = new ArrayList<>();
    for (Path file : files) {
      List<LoadError> fileErrors = new ArrayList<>();
      String text = SourceText.read(file, fileErrors);
      if (text != null) {
        all.addAll(parse(file.toString(), text, fileErrors));
      }
      errors.addAll(sorted(fileErrors));
    }
    errors.addAll(duplicateIds(all));
    if (!errors.isEmpty()) {
      throw new CardLoadException(errors);
    }
    return all;
  }

  /**
   * One file on its own: its cards, or its errors. Never throws; for views that show each file's
   * state. Ids are only checked against the other cards in the same file.
   */
  public LoadResult<List<CardDef>> loadFile(Path file) {
    List<LoadError> errors = new ArrayList<>();
    String text = SourceText.read(file, errors);
    return text == null
        ? LoadResult.of(file.toString(), null, errors)
        : readString(text, file.toString());
  }

  /** Cards from JSON text (one card object or an array of them); never throws. */
  public LoadResult<List<CardDef>> readString(String json, String sourceName) {
    List<LoadError> errors = new ArrayList<>();
    List<Located> cards = parse(sourceName, json, errors);
    errors.addAll(duplicateIds(cards));
    return LoadResult.of(sourceName, cards.stream().map(Located::def).toList(), sorted(errors));
  }

  /** Cards from JSON text, or a {@link CardLoadException} with every error. */
  public List<CardDef> loadString(String json, String sourceName) throws CardLoadException {
    return readString(json, sourceName).orThrow();
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * A card read successfully, with where its id was written (for duplicate reports) and its image
   * (for art warnings).
   */
  /** One card as read, where it was written, and its OCTGN GUID (null for cards not imported). */
  private record Located(CardDef def, String source, String pointer, LocatedJson.Location at,
      String imagePointer, LocatedJson.Location imageAt, String guid) {}

  private static List<Located> parse(String source, String text, List<LoadError> errors) {
    int before = errors.size();
    List<Located> cards = new ArrayList<>();
    try {
      LocatedJson json = LocatedJson.parse(source, text, errors);
      if (json == null) {
        return List.of();
      }
      JsonChecks checks = new JsonChecks(json, errors);
      JsonNode root = json.root();
      if (root.isObject()) {
        readCard(checks, "", (ObjectNode) root, cards);
      } else if (root.isArray()) {
        if (root.isEmpty()) {
          checks.at("", "the array holds no cards; put at least one card object in it");
        }
        for (int i = 0; i < root.size(); i++) {
          String at = LocatedJson.child("", i);
          JsonNode n = root.get(i);
          if (n.isObject()) {
            readCard(checks, at, (ObjectNode) n, cards);
          } else {
            checks.at(at, "expected a card object {...}, but it is " + JsonChecks.describe(n));
          }
        }
      } else {
        checks.at("", "a card file holds one card object {...} or an array [...] of them, but"
            + " this one holds " + JsonChecks.describe(root));
      }
    } catch (RuntimeException e) {
      // A defect here must not take the caller down; report it against the file instead.
      errors.add(new LoadError(source, 0, 0, "", "internal error while reading cards: " + e));
    }
    return errors.size() == before ? cards : List.of();
  }

  private static List<LoadError> duplicateIds(List<Located> cards) {
    Map<String, Located> first = new HashMap<>();
    List<LoadError> errors = new ArrayList<>();
    for (Located c : cards) {
      Located earlier = first.putIfAbsent(c.def().id(), c);
      if (earlier != null) {
        String where = earlier.source().equals(c.source())
            ? "line " + earlier.at().line() + ", column " + earlier.at().column()
            : earlier.source() + ":" + earlier.at().line() + ":" + earlier.at().column();
        errors.add(new LoadError(c.source(), c.at().line(), c.at().column(), c.pointer(),
            "the id \"" + c.def().id() + "\" is already used by the card at " + where
                + "; every card needs its own id"));
      }
    }
    return errors;
  }

  private static List<LoadError> sorted(List<LoadError> errors) {
    List<LoadError> copy = new ArrayList<>(errors);
    copy.sort(Comparator.comparing(LoadError::file).thenComparingInt(LoadError::line)
        .thenComparingInt(LoadError::column));
    return copy;
  }

  private static void readCard(JsonChecks c, String at, ObjectNode o, List<Located> out) {
    int errorsBefore = c.errorCount();
    String what = "a card";
    // The type first: it decides which fields belong.
    CardType type = null;
    JsonNode typeNode = c.member(o, at, "type", true, what,
        "one of " + typeList());
    if (typeNode != null) {
      String t = c.choice(typeNode, LocatedJson.child(at, "type"), "\"type\"", "card type",
          Arrays.stream(CardType.values()).map(CardType::jsonName).toList(), typeList());
      type = t == null ? null : CardType.parse(t).orElseThrow();
    }
    if (type != null) {
      what = type == CardType.MANE_CHARACTER ? article(type) : article(type) + " card";
    }
    String id = c.text(o, at, "id", true, what, "the key decks use to name this card", true);
    if (id != null && !ID.matcher(id).matches()) {
      c.at(LocatedJson.child(at, "id"), "the id " + JsonChecks.quote(id)
          + " is not valid; use " + ID_RULE);
      id = null;
    }
    String title = c.text(o, at, "title", true, what, "the card's title (201.1)", true);
    String set = c.text(o, at, "set", false, what, "the set code, like \"PT1\"", true);
    String number = collectorNumber(c, o, at, what);
    String rarity = null;
    if (o.has("rarity")) {
      rarity = c.choice(o.get("rarity"), LocatedJson.child(at, "rarity"), "\"rarity\"", "rarity",
          RARITIES, "C, U, R, UR, SR, F or P (213.3)");
    }
    boolean villainChallenge = realCardFacts(c, o, at, what);
    String image = image(c, o, at, what);
    c.text(o, at, "$schema", false, what, "the schema location for editors", false);

    if (type == null) {
      // Without a known type only the names of the fields can be checked.
      c.onlyFields(o, at, ALL_FIELDS, f -> null, "a card");
      return;
    }
    CardType cardType = type;
    Set<String> allowed = new LinkedHashSet<>(COMMON);
    allowed.addAll(switch (type) {
      case MANE_CHARACTER -> MANE;
      case FRIEND -> union(DRAW_CARD, ABILITIES);
      // An Event's abilities are only its play conditions (205) and its Chaos text (rulings.md); checked below.
      case EVENT -> union(union(DRAW_CARD, EVENT_TEXT), ABILITIES);
      case RESOURCE -> union(union(DRAW_CARD, ABILITIES), Set.of("placement"));
      case TROUBLEMAKER -> TROUBLEMAKER;
      case PROBLEM -> PROBLEM;
    });
    c.onlyFields(o, at, allowed, f -> misplaced(f, cardType), what);

    Face face = null;
    Face boosted = null;
    int cost = -1;
    List<ColorPower> playRequirement = List.of();
    List<RequirementPart> owner = List.of();
    List<RequirementPart> opponent = List.of();
    int bonus = 0;
    boolean starting = false;
    int points = 0;
    Placement placement = Placement.HOME;
    EventText event = null;
    switch (type) {
      case MANE_CHARACTER -> {
        face = maneFace(c, o, at, "start", "its Start side, face up when the game begins (301.1)");
        boosted = maneFace(c, o, at, "boosted", "its Boosted side, face up once turned over"
            + " (301.2)");
      }
      case FRIEND, EVENT, RESOURCE -> {
        face = face(c, o, at, what, false);
        Integer v = c.integer(o, at, "cost", true, what,
            "the action tokens paid to play it (204.1)", 0, MAX);
        cost = v == null ? 0 : v;
        playRequirement = playRequirement(c, o, at, what);
        if (type == CardType.RESOURCE && o.has("placement")) {
          String p = c.choice(o.get("placement"), LocatedJson.child(at, "placement"),
              "\"placement\"", "placement", List.of("home", "problem"),
              "\"home\" or \"problem\" (where it enters play, 305.1)");
          placement = "problem".equals(p) ? Placement.PROBLEM : Placement.HOME;
          if (face != null && face.abilities().stream().anyMatch(ab -> ab instanceof Ability.Host)) {
            c.at(LocatedJson.child(at, "placement"), "\"placement\" does not belong on an attachment (a Resource"
                + " with an \"attachment\" ability): it is played on a card and enters play at that card's area"
                + " (305.1b); leave \"placement\" out");
          }
        }
        if (type == CardType.EVENT) {
          event = new AbilityReader(c).event(o, at);
          List<Ability> held = face == null ? List.of() : face.abilities();
          if (o.has("abilities") && o.get("abilities").isArray() && o.get("abilities").isEmpty()) {
            c.at(LocatedJson.child(at, "abilities"), "an Event's \"abilities\" hold only its play conditions and"
                + " its Chaos text, and are empty here; what it does when played goes in \"effects\" (304.2)");
          }
          for (int i = 0; i < held.size(); i++) {
            if (!(held.get(i) instanceof Ability.PlayCondition || held.get(i) instanceof Ability.WhileFlipped
                || held.get(i) instanceof Ability.Triggered t && t.trigger().kind() == Trigger.Kind.FLIPPED)) {
              c.at(LocatedJson.child(LocatedJson.child(at, "abilities"), i), "an Event's \"abilities\" hold only its"
                  + " play conditions (\"playCondition\", 205) and its Chaos text (\"when\": \"flipped\"); what it"
                  + " does when played goes in \"effects\" (304.2)");
            }
          }
        }
      }
      case TROUBLEMAKER -> {
        face = face(c, o, at, what, false);
        Integer v = c.integer(o, at, "points", true, what,
            "the points scored for defeating it (211.1)", 0, MAX);
        points = v == null ? 0 : v;
      }
      case PROBLEM -> {
        face = face(c, o, at, what, true);
        Boolean rainbow = c.bool(o, at, "rainbowRequirement", what,
            "whether its confront requirement is printed as a rainbow (rulings.md)");
        if (rainbow != null && rainbow) {
          for (String f : List.of("ownerRequirement", "opponentRequirement")) {
            if (o.has(f)) {
              c.atKey(LocatedJson.child(at, f), "a Problem with \"rainbowRequirement\" has no \""
                  + f + "\": the rainbow is its requirement for both players");
            }
          }
          owner = RAINBOW;
          opponent = RAINBOW;
        } else if (villainChallenge) {
          // That mode prints 0 or infinity here; this game never plays it, so nobody meets it.
          owner = o.has("ownerRequirement") ? requirement(c, o, at, "ownerRequirement", what,
              "the power its owner needs to confront it (209.1)") : UNMEETABLE;
          opponent = o.has("opponentRequirement") ? requirement(c, o, at, "opponentRequirement",
              what, "the power the owner's opponent needs to confront it (209.1)") : UNMEETABLE;
        } else {
          owner = requirement(c, o, at, "ownerRequirement", what,
              "the power its owner needs to confront it (209.1)");
          opponent = requirement(c, o, at, "opponentRequirement", what,
              "the power the owner's opponent needs to confront it (209.1)");
        }
        Integer v = c.integer(o, at, "bonus", true, what,
            "the extra points for the first player to confront it (210.1)", 0, MAX);
        bonus = v == null ? 0 : v;
        Boolean s = c.bool(o, at, "startingProblem", what,
            "whether it can be chosen as the Starting Problem (101.3c, 102.2)");
        starting = s != null && s;
      }
      default -> throw new IllegalStateException();
    }
    if (c.errorCount() != errorsBefore) {
      return;
    }
    CardDef def = new CardDef(id, type, title, face, boosted, cost, playRequirement, owner,
        opponent, bonus, starting, points, placement, set, number, rarity, image, event,
        o.path("token").asBoolean(false));
    String idPointer = LocatedJson.child(at, "id");
    String imagePointer = LocatedJson.child(at, "image");
    String guid = o.path("guid").isTextual() ? o.get("guid").textValue() : null;
    out.add(new Located(def, c.source(), idPointer, c.locationOf(idPointer), imagePointer,
        image == null ? c.locationOf(idPointer) : c.locationOf(imagePointer), guid));
  }

  /** Rulings.md: a rainbow requirement asks for 1 power of each of the six colors. */
  private static final List<RequirementPart> RAINBOW = java.util.Arrays.stream(CardColor.values())
      .map(col -> RequirementPart.of(col, 1)).toList();
  /** A Villain Challenge requirement printed as 0 or infinity: no power meets it here. */
  private static final List<RequirementPart> UNMEETABLE =
      List.of(RequirementPart.any(Integer.MAX_VALUE));

  /**
   * The facts an import adds (card-format.md, "Real cards"): checked here, used by the importer
   * and the coverage report, not by the engine. Returns whether the card is a Villain Challenge
   * card.
   */
  private static boolean realCardFacts(JsonChecks c, ObjectNode o, String at, String what) {
    String guid = c.text(o, at, "guid", false, what, "the card's OCTGN GUID", true);
    if (guid != null && !GUID.matcher(guid).matches()) {
      c.at(LocatedJson.child(at, "guid"), "the guid " + JsonChecks.quote(guid)
          + " is not a GUID; write 8-4-4-4-12 lowercase hex digits");
    }
    c.bool(o, at, "token", what, "whether it is a token card (rulings.md, token cards)");
    c.bool(o, at, "printedText", what,
        "whether the printed card has rules text beyond its keywords");
    c.bool(o, at, "exact", what, "whether every printed ability is written in \"abilities\"");
    Boolean vc = c.bool(o, at, "villainChallenge", what,
        "whether it belongs to the Villain Challenge mode");
    ArrayNode missing = c.array(o, at, "missing", false, what,
        "what the card language still lacks for this card, like [\"trigger: draws\"]");
    if (missing != null) {
      String p = LocatedJson.child(at, "missing");
      for (int i = 0; i < missing.size(); i++) {
        c.text(missing.get(i), LocatedJson.child(p, i), "a missing word", "a non-empty string",
            true);
      }
    }
    return vc != null && vc;
  }

  private static String collectorNumber(JsonChecks c, ObjectNode o, String at, String what) {
    JsonNode n = o.get("number");
    if (n == null) {
      return null;
    }
    String p = LocatedJson.child(at, "number");
    if (n.isIntegralNumber()) {
      Integer v = c.integer(n, p, "\"number\"", 0, 99999);
      return v == null ? null : String.valueOf(v);
    }
    return c.text(n, p, "\"number\"", "a non-empty string or a whole number", true);
  }

  private static String image(JsonChecks c, ObjectNode o, String at, String what) {
    String image = c.text(o, at, "image", false, what,
        "the art file's path, relative to this card file and inside the card folder", true);
    if (image == null) {
      return null;
    }
    String problem = ArtPath.problem(image);
    if (problem != null) {
      c.at(LocatedJson.child(at, "image"), problem);
      return null;
    }
    return image;
  }

  /** The printed face of a card other than a Mane Character. */
  private static Face face(JsonChecks c, ObjectNode o, String at, String what, boolean problem) {
    String subtitle = c.text(o, at, "subtitle", false, what, "the card's subtitle (201.1)", true);
    String text = c.text(o, at, "text", false, what, "the card's text box (208.1)", false);
    List<Ability> abilities = new AbilityReader(c).abilities(o, at, what);
    if (problem) {
      // Real Problems carry keywords (Harmonious, Tyrannical); none has power, colors or traits.
      return new Face(subtitle, 0, Set.of(), List.of(), keywords(c, o, at, what), text, 0,
          abilities);
    }
    Integer power = c.integer(o, at, "power", true, what, "its power (202.1)", 0, MAX);
    Set<CardColor> colors = colors(c, o, at, what);
    List<String> traits = traits(c, o, at, what);
    List<KeywordValue> keywords = keywords(c, o, at, what);
    return new Face(subtitle, power == null ? 0 : power, colors, traits, keywords, text, 0, abilities);
  }

  private static Face maneFace(JsonChecks c, ObjectNode card, String at, String field,
      String meaning) {
    ObjectNode o = c.object(card, at, field, true, "a Mane Character",
        meaning + ": an object with \"power\" and \"homeLimit\", and optionally \"subtitle\","
            + " \"colors\", \"traits\", \"keywords\" and \"text\"");
    if (o == null) {
      return null;
    }
    String p = LocatedJson.child(at, field);
    String what = "the \"" + field + "\" side of a Mane Character";
    c.onlyFields(o, p, FACE, f -> null, what);
    String subtitle = c.text(o, p, "subtitle", false, what, "this side's subtitle (201.1)", true);
    Integer power = c.integer(o, p, "power", true, what, "this side's power (202.1)", 0, MAX);
    Set<CardColor> colors = colors(c, o, p, what);
    Integer homeLimit = c.integer(o, p, "homeLimit", true, what,
        "how many Friends may stay at home at the end of the turn (212)", 0, MAX);
    List<String> traits = traits(c, o, p, what);
    List<KeywordValue> keywords = keywords(c, o, p, what);
    String text = c.text(o, p, "text", false, what, "this side's text box (208.1)", false);
    List<Ability> abilities = new AbilityReader(c).abilities(o, p, what);
    return new Face(subtitle, power == null ? 0 : power, colors, traits, keywords, text,
        homeLimit == null ? 0 : homeLimit, abilities);
  }

  private static Set<CardColor> colors(JsonChecks c, ObjectNode o, String at, String what) {
    ArrayNode a = c.array(o, at, "colors", false, what,
        "an array of colors (203.1), like [\"yellow\"]; leave it out for a colorless card");
    Set<CardColor> colors = EnumSet.noneOf(CardColor.class);
    if (a == null) {
      return colors;
    }
    String p = LocatedJson.child(at, "colors");
    for (int i = 0; i < a.size(); i++) {
      CardColor color = color(c, a.get(i), LocatedJson.child(p, i), "a color");
      if (color != null && !colors.add(color)) {
        c.at(LocatedJson.child(p, i), "the color " + color.jsonName()
            + " is listed twice; list each color once");
      }
    }
    return colors;
  }

  static CardColor color(JsonChecks c, JsonNode n, String pointer, String label) {
    String s = c.choice(n, pointer, label, "color", COLOR_SPELLINGS.keySet(), COLOR_LIST);
    return s == null ? null : COLOR_SPELLINGS.get(s);
  }

  private static List<String> traits(JsonChecks c, ObjectNode o, String at, String what) {
    ArrayNode a = c.array(o, at, "traits", false, what,
        "an array of trait names (207.1), like [\"Earth Pony\", \"Unique\"]");
    List<String> traits = new ArrayList<>();
    if (a == null) {
      return traits;
    }
    String p = LocatedJson.child(at, "traits");
    for (int i = 0; i < a.size(); i++) {
      String ip = LocatedJson.child(p, i);
      String t = c.text(a.get(i), ip, "a trait", "a non-empty string", true);
      if (t == null) {
        continue;
      }
      if (traits.stream().anyMatch(x -> x.equalsIgnoreCase(t))) {
        c.at(ip, "the trait \"" + t + "\" is listed twice; list each trait once");
      } else {
        traits.add(t);
      }
    }
    return traits;
  }

  private static List<KeywordValue> keywords(JsonChecks c, ObjectNode o, String at, String what) {
    ArrayNode a = c.array(o, at, "keywords", false, what,
        "an array of keywords (701.4), like [\"Swift\", \"Supportive 2\"]");
    List<KeywordValue> keywords = new ArrayList<>();
    if (a == null) {
      return keywords;
    }
    String p = LocatedJson.child(at, "keywords");
    for (int i = 0; i < a.size(); i++) {
      String ip = LocatedJson.child(p, i);
      KeywordValue k = keyword(c, a.get(i), ip);
      if (k == null) {
        continue;
      }
      if (keywords.stream().anyMatch(x -> x.keyword() == k.keyword())) {
        c.at(ip, "the keyword " + k.keyword().display() + " is listed twice; list it once");
      } else {
        keywords.add(k);
      }
    }
    return keywords;
  }

  private static KeywordValue keyword(JsonChecks c, JsonNode n, String pointer) {
    String s = c.text(n, pointer, "a keyword", "a string such as \"Swift\" or \"Supportive 2\"",
        true);
    if (s == null) {
      return null;
    }
    Matcher m = KEYWORD.matcher(s);
    m.matches();
    String name = m.group(1);
    String number = m.group(2);
    if (name.equalsIgnoreCase("Home Limit")) {
      c.at(pointer, "write the home limit as \"homeLimit\": N on each side of the Mane Character,"
          + " not as a keyword (212)");
      return null;
    }
    if (name.equalsIgnoreCase("Starting Problem")) {
      c.at(pointer, "mark a Starting Problem with \"startingProblem\": true, not as a keyword"
          + " (101.3c)");
      return null;
    }
    if (name.equalsIgnoreCase("Unique") || name.equalsIgnoreCase("Epic")) {
      c.at(pointer, name + " is a trait, not a keyword; put it in \"traits\" (516.3, 516.4a)");
      return null;
    }
    Keyword k = Keyword.parse(name).orElse(null);
    if (k == null) {
      List<String> names = Arrays.stream(Keyword.values()).map(Keyword::display).toList();
      String hint = JsonChecks.closest(name, names).map(x -> " Did you mean \"" + x + "\"?")
          .orElse("");
      c.at(pointer, "unknown keyword " + JsonChecks.quote(s) + "." + hint + " Known keywords: "
          + keywordList());
      return null;
    }
    if (!k.display().equals(name)) {
      c.at(pointer, "write the keyword as \"" + k.display() + "\" (this capitalization), not "
          + JsonChecks.quote(name));
      return null;
    }
    if (k.takesValue() && number == null) {
      c.at(pointer, "the keyword " + k.display() + " needs a number after it, like \""
          + k.display() + " 2\"");
      return null;
    }
    if (!k.takesValue() && number != null) {
      c.at(pointer, "the keyword " + k.display() + " takes no number; write just \""
          + k.display() + "\"");
      return null;
    }
    if (number == null) {
      return KeywordValue.of(k);
    }
    if (number.matches("-?0\\d+")) {
      c.at(pointer, "write the number after " + k.display() + " without leading zeros");
      return null;
    }
    Integer v = c.integer(new java.math.BigInteger(number), pointer,
        "the number after " + k.display(), 1, MAX);
    return v == null ? null : new KeywordValue(k, v);
  }

  private static List<ColorPower> playRequirement(JsonChecks c, ObjectNode o, String at,
      String what) {
    ArrayNode a = c.array(o, at, "playRequirement", false, what,
        "an array of {\"power\": N, \"color\": C} parts (205.1)");
    List<ColorPower> parts = new ArrayList<>();
    if (a == null) {
      return parts;
    }
    String p = LocatedJson.child(at, "playRequirement");
    for (int i = 0; i < a.size(); i++) {
      String ip = LocatedJson.child(p, i);
      JsonNode n = a.get(i);
      if (!n.isObject()) {
        c.at(ip, "a play requirement part must be an object like {\"power\": 2, \"color\":"
            + " \"purple\"}, but it is " + JsonChecks.describe(n));
        continue;
      }
      ObjectNode part = (ObjectNode) n;
      String partWhat = "a play requirement part";
      c.onlyFields(part, ip, JsonChecks.setOf("power", "color"),
          f -> f.equals("notColor") ? "a play requirement always names one color (205.1)" : null,
          partWhat);
      Integer power = c.integer(part, ip, "power", true, partWhat,
          "the combined power of that color the player needs (205.1)", 1, MAX);
      CardColor color = null;
      JsonNode cn = c.member(part, ip, "color", true, partWhat, "its color: " + COLOR_LIST);
      if (cn != null) {
        color = color(c, cn, LocatedJson.child(ip, "color"), "\"color\"");
      }
      if (power == null || color == null) {
        continue;
      }
      CardColor col = color;
      if (parts.stream().anyMatch(x -> x.color() == col)) {
        c.at(ip, "the play requirement names " + col.jsonName()
            + " twice; give each color once with its total power");
      } else {
        parts.add(new ColorPower(color, power));
      }
    }
    return parts;
  }

  private static List<RequirementPart> requirement(JsonChecks c, ObjectNode o, String at,
      String field, String what, String meaning) {
    ArrayNode a = c.array(o, at, field, true, what, meaning + ", an array of parts like"
        + " {\"power\": 3, \"color\": \"yellow\"}, {\"power\": 2, \"notColor\": \"yellow\"} or"
        + " {\"power\": 4} (any color)");
    List<RequirementPart> parts = new ArrayList<>();
    if (a == null) {
      return parts;
    }
    String p = LocatedJson.child(at, field);
    if (a.isEmpty()) {
      c.at(p, "\"" + field + "\" is empty; a Problem's confront requirement needs at least one"
          + " part (209.1), like {\"power\": 4} for 4 power of any color");
      return parts;
    }
    for (int i = 0; i < a.size(); i++) {
      String ip = LocatedJson.child(p, i);
      JsonNode n = a.get(i);
      if (!n.isObject()) {
        c.at(ip, "a confront requirement part must be an object like {\"power\": 3, \"color\":"
            + " \"yellow\"}, but it is " + JsonChecks.describe(n));
        continue;
      }
      ObjectNode part = (ObjectNode) n;
      String partWhat = "a confront requirement part";
      c.onlyFields(part, ip, JsonChecks.setOf("power", "color", "notColor"), f -> null, partWhat);
      Integer power = c.integer(part, ip, "power", true, partWhat,
          "the power needed for this part (611.3)", 1, MAX);
      RequirementPart.Kind kind = RequirementPart.Kind.ANY;
      CardColor color = null;
      if (part.has("color") && part.has("notColor")) {
        c.atKey(LocatedJson.child(ip, "notColor"), "a part has \"color\" or \"notColor\" or"
            + " neither (any color), not both; split it into two parts");
        continue;
      } else if (part.has("color")) {
        kind = RequirementPart.Kind.COLOR;
        color = color(c, part.get("color"), LocatedJson.child(ip, "color"), "\"color\"");
        if (color == null) {
          continue;
        }
      } else if (part.has("notColor")) {
        kind = RequirementPart.Kind.NOT_COLOR;
        color = color(c, part.get("notColor"), LocatedJson.child(ip, "notColor"),
            "\"notColor\"");
        if (color == null) {
          continue;
        }
      }
      if (power == null) {
        continue;
      }
      RequirementPart.Kind k = kind;
      CardColor col = color;
      if (parts.stream().anyMatch(x -> x.kind() == k && x.color() == col)) {
        c.at(ip, "this requirement already has a part of the same kind (" + describe(k, col)
            + "); combine them into one part with the total power");
      } else {
        parts.add(new RequirementPart(kind, color, power));
      }
    }
    return parts;
  }

  private static String describe(RequirementPart.Kind kind, CardColor color) {
    return switch (kind) {
      case COLOR -> color.jsonName();
      case NOT_COLOR -> "not " + color.jsonName();
      case ANY -> "any color";
    };
  }

  /** Why a field known elsewhere is wrong on this type, with the rule that says so. */
  private static String misplaced(String field, CardType type) {
    boolean mane = type == CardType.MANE_CHARACTER;
    return switch (field) {
      case "subtitle", "power", "colors", "traits", "keywords", "text", "homeLimit" -> {
        if (mane) {
          yield "a Mane Character has this on each side: put \"" + field
              + "\" inside \"start\" and \"boosted\" (301.2, 301.3)";
        }
        if (field.equals("homeLimit")) {
          yield "only Mane Characters have a home limit, on each side (212)";
        }
        if (field.equals("power")) {
          yield "Problems have no power (202.2)";
        }
        if (field.equals("colors")) {
          yield "Problems have no color of their own; colors appear in their confront"
              + " requirements (209.1)";
        }
        if (field.equals("traits")) {
          yield "Problems have no traits (207.1)";
        }
        yield "Problems take no keywords here; mark a Starting Problem with"
            + " \"startingProblem\": true";
      }
      case "cost" -> "Mane Characters, Troublemakers and Problems have no printed cost (204.1a)";
      case "playRequirement" -> "cards without a cost have no play requirement (205.1a)";
      case "points" -> "only Troublemakers have a point value (211.1)";
      case "bonus" -> "only Problems have a Problem bonus (210.1)";
      case "ownerRequirement", "opponentRequirement" ->
          "only Problems have confront requirements (209.1)";
      case "startingProblem" -> "only Problems can be Starting Problems (101.3c)";
      case "start", "boosted" -> "only Mane Characters have a Start and a Boosted side (301.2)";
      case "placement" -> "only Resources have a placement (305.1)";
      case "timing", "reactTo", "during", "effects" -> "only Events have a timing phrase with effects (304.1); other cards"
          + " write what they do in \"abilities\"";
      case "abilities" -> mane ? "a Mane Character has abilities on each side: put \"abilities\" inside"
          + " \"start\" and \"boosted\" (301.3)" : "an Event does what its \"effects\" say when played (304.2); give it"
          + " \"timing\" and \"effects\" instead of \"abilities\"";
      default -> null;
    };
  }

  private static String article(CardType type) {
    return switch (type) {
      case MANE_CHARACTER -> "a Mane Character";
      case EVENT -> "an Event";
      default -> "a " + type.display();
    };
  }

  static String typeList() {
    return Arrays.stream(CardType.values()).map(t -> "\"" + t.jsonName() + "\"")
        .collect(Collectors.joining(", "));
  }

  static String keywordList() {
    return Arrays.stream(Keyword.values())
        .map(k -> k.takesValue() ? k.display() + " N" : k.display())
        .collect(Collectors.joining(", "));
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> u = new LinkedHashSet<>(a);
    u.addAll(b);
    return u;
  }

  private static Set<String> allFields() {
    Set<String> all = new LinkedHashSet<>(COMMON);
    all.addAll(DRAW_CARD);
    all.add("placement");
    all.addAll(TROUBLEMAKER);
    all.addAll(PROBLEM);
    all.addAll(MANE);
    all.addAll(EVENT_TEXT);
    all.addAll(ABILITIES);
    return all;
  }

  private static Map<String, CardColor> colorSpellings() {
    Map<String, CardColor> m = new LinkedHashMap<>();
    for (CardColor color : CardColor.values()) {
      m.put(color.jsonName(), color);
    }
    for (CardColor color : CardColor.values()) {
      m.put(color.element(), color);
    }
    return java.util.Collections.unmodifiableMap(m);
  }
}
