package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.ColorPower;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.card.Placement;
import org.ponytable.engine.card.RequirementPart;

/** The card loader on good input, and how it reports whole batches of files. */
class CardLoaderTest {
  private final CardLoader loader = new CardLoader();

  private static final String ALL_TYPES = """
      [
        {"id": "t-mane", "type": "mane", "title": "Wick",
         "start": {"subtitle": "Apprentice", "power": 1, "colors": ["Magic"], "homeLimit": 3,
                   "traits": ["Unicorn"], "keywords": ["Studious"], "text": "start text"},
         "boosted": {"subtitle": "Master", "power": 3, "colors": ["purple", "blue"],
                     "homeLimit": 4},
         "set": "PT9", "number": 12, "rarity": "F"},
        {"id": "t-friend", "type": "friend", "title": "Reed", "subtitle": "Rower",
         "power": 2, "cost": 3, "colors": ["blue"],
         "playRequirement": [{"power": 2, "color": "Loyalty"}, {"power": 1, "color": "white"}],
         "traits": ["Earth Pony", "Unique"], "keywords": ["Swift", "Supportive 2"],
         "text": "flavor", "image": "art/reed.png"},
        {"id": "t-event", "type": "event", "title": "Gala", "power": 1, "cost": 2},
        {"id": "t-resource", "type": "resource", "title": "Lantern", "power": 0, "cost": 1,
         "placement": "problem"},
        {"id": "t-resource-home", "type": "resource", "title": "Hearth", "power": 0, "cost": 1},
        {"id": "t-tm", "type": "troublemaker", "title": "Imps", "power": 4, "points": 2,
         "traits": ["Critter", "Epic"]},
        {"id": "t-problem", "type": "problem", "title": "Flood", "bonus": 2,
         "startingProblem": true,
         "ownerRequirement": [{"power": 3, "color": "yellow"}, {"power": 2, "notColor": "yellow"},
                              {"power": 1}],
         "opponentRequirement": [{"power": 5}]},
        {"id": "t-problem-2", "type": "problem", "title": "Drought", "bonus": 0,
         "ownerRequirement": [{"power": 4}], "opponentRequirement": [{"power": 4}]}
      ]
      """;

  private Map<String, CardDef> byId(List<CardDef> defs) {
    return defs.stream().collect(Collectors.toMap(CardDef::id, Function.identity()));
  }

  @Test
  void readsEveryCardTypeIntoCardDefs() throws CardLoadException {
    Map<String, CardDef> cards = byId(loader.loadString(ALL_TYPES, "all.json"));
    assertThat(cards).hasSize(8);

    CardDef mane = cards.get("t-mane");
    assertThat(mane.type()).isEqualTo(CardType.MANE_CHARACTER);
    assertThat(mane.cost()).as("204.1a: no printed cost").isEqualTo(-1);
    assertThat(mane.hasCost()).isFalse();
    assertThat(mane.name()).isEqualTo("Wick, Apprentice");
    assertThat(mane.face().power()).isEqualTo(1);
    assertThat(mane.face().colors()).containsExactly(CardColor.PURPLE);
    assertThat(mane.face().homeLimit()).isEqualTo(3);
    assertThat(mane.face().traits()).containsExactly("Unicorn");
    assertThat(mane.face().has(Keyword.STUDIOUS)).isTrue();
    assertThat(mane.face().text()).isEqualTo("start text");
    assertThat(mane.boosted().subtitle()).isEqualTo("Master");
    assertThat(mane.boosted().power()).isEqualTo(3);
    assertThat(mane.boosted().colors()).containsExactlyInAnyOrder(CardColor.PURPLE, CardColor.BLUE);
    assertThat(mane.boosted().homeLimit()).isEqualTo(4);
    assertThat(mane.face(true)).isSameAs(mane.boosted());
    assertThat(mane.set()).isEqualTo("PT9");
    assertThat(mane.number()).isEqualTo("12");
    assertThat(mane.rarity()).isEqualTo("F");

    CardDef friend = cards.get("t-friend");
    assertThat(friend.type()).isEqualTo(CardType.FRIEND);
    assertThat(friend.name()).isEqualTo("Reed, Rower");
    assertThat(friend.cost()).isEqualTo(3);
    assertThat(friend.face().power()).isEqualTo(2);
    assertThat(friend.playRequirement()).containsExactly(
        new ColorPower(CardColor.BLUE, 2), new ColorPower(CardColor.WHITE, 1));
    assertThat(friend.face().traits()).containsExactly("Earth Pony", "Unique");
    assertThat(friend.face().keywords()).containsExactly(
        KeywordValue.of(Keyword.SWIFT), new KeywordValue(Keyword.SUPPORTIVE, 2));
    assertThat(friend.face().keywordValue(Keyword.SUPPORTIVE)).isEqualTo(2);
    assertThat(friend.face().text()).isEqualTo("flavor");
    assertThat(friend.image()).isEqualTo("art/reed.png");
    assertThat(friend.boosted()).isNull();

    assertThat(cards.get("t-event").type()).isEqualTo(CardType.EVENT);
    assertThat(cards.get("t-event").cost()).isEqualTo(2);
    assertThat(cards.get("t-event").face().colors()).as("colorless").isEmpty();
    assertThat(cards.get("t-resource").placement()).isEqualTo(Placement.PROBLEM);
    assertThat(cards.get("t-resource-home").placement()).isEqualTo(Placement.HOME);

    CardDef tm = cards.get("t-tm");
    assertThat(tm.cost()).isEqualTo(-1);
    assertThat(tm.points()).isEqualTo(2);
    assertThat(tm.face().power()).isEqualTo(4);
    assertThat(tm.face().hasTrait("Epic")).isTrue();

    CardDef problem = cards.get("t-problem");
    assertThat(problem.cost()).isEqualTo(-1);
    assertThat(problem.bonus()).isEqualTo(2);
    assertThat(problem.startingProblem()).isTrue();
    assertThat(problem.ownerRequirement()).containsExactly(
        RequirementPart.of(CardColor.YELLOW, 3),
        RequirementPart.notColor(CardColor.YELLOW, 2),
        RequirementPart.any(1));
    assertThat(problem.opponentRequirement()).containsExactly(RequirementPart.any(5));
    assertThat(cards.get("t-problem-2").startingProblem()).as("default").isFalse();
    assertThat(cards.get("t-problem-2").set()).as("optional fields default to empty").isEmpty();
  }

  @Test
  void aFileMayHoldASingleCardObject() throws CardLoadException {
    List<CardDef> cards = loader.loadString(
        "{\"id\": \"solo\", \"type\": \"event\", \"title\": \"Solo\", \"power\": 1, \"cost\": 0}",
        "solo.json");
    assertThat(cards).extracting(CardDef::id).containsExactly("solo");
  }

  @Test
  void aByteOrderMarkIsIgnored(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bom.json");
    Files.writeString(file,
        "\uFEFF{\"id\": \"bom\", \"type\": \"event\", \"title\": \"B\", \"power\": 1, \"cost\": 0}");
    LoadResult<List<CardDef>> result = loader.loadFile(file);
    assertThat(result.errors()).isEmpty();
    assertThat(result.value()).extracting(CardDef::id).containsExactly("bom");
  }

  private static final String EVENT = "{\"id\": \"%s\", \"type\": \"event\", \"title\": \"%s\","
      + " \"power\": 1, \"cost\": 1}";

  private static String event(String id) {
    return EVENT.formatted(id, id);
  }

  @Test
  void loadsEveryJsonFileUnderTheFolderButNotTheDecks(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("core/deep"));
    Files.createDirectories(root.resolve("decks"));
    Files.createDirectories(root.resolve(".hidden"));
    Files.writeString(root.resolve("top.json"), event("top"));
    Files.writeString(root.resolve("core/a.json"), "[" + event("a1") + "," + event("a2") + "]");
    Files.writeString(root.resolve("core/deep/b.JSON"), event("b"));
    Files.writeString(root.resolve("core/readme.md"), "not a card");
    Files.writeString(root.resolve("decks/d.json"), "{\"name\": \"a deck, not cards\"}");
    Files.writeString(root.resolve(".hidden/x.json"), "not even json");

    CardPool pool = loader.loadDirectory(root);

    assertThat(pool.all()).extracting(CardDef::id)
        .containsExactlyInAnyOrder("top", "a1", "a2", "b");
    assertThat(CardLoader.cardFiles(root)).extracting(p -> root.relativize(p).toString()
        .replace('\\', '/')).containsExactly("core/a.json", "core/deep/b.JSON", "top.json");
    // Card art is found beside the card's own file, so the loader says where each card came from.
    var files = loader.loadDirectoryWithFiles(root).files();
    assertThat(files.get("a2")).isEqualTo(root.resolve("core/a.json"));
    assertThat(files.get("b")).isEqualTo(root.resolve("core/deep/b.JSON"));
    assertThat(files).hasSize(4);
  }

  @Test
  @DisplayName("a batch reports the errors of every file at once, and loads nothing")
  void reportsErrorsOfSeveralFilesAtOnce(@TempDir Path root) throws Exception {
    Files.writeString(root.resolve("a-good.json"), event("fine"));
    Files.writeString(root.resolve("b-bad.json"), """
        [
          {"id": "b1", "type": "event", "title": "B", "power": 1, "cost": -1},
          {"id": "b2", "type": "event", "title": "B", "power": 1, "cost": 1, "bonus": 1}
        ]
        """);
    Files.writeString(root.resolve("c-broken.json"), "{\"id\": \"c\",\n  \"type\": }");

    CardLoadException e = catchThrowableOfType(CardLoadException.class,
        () -> loader.loadDirectory(root));

    assertThat(e).isNotNull();
    assertThat(e.errors()).extracting(LoadError::file, LoadError::line, LoadError::pointer)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(root.resolve("b-bad.json").toString(), 2, "/0/cost"),
            org.assertj.core.groups.Tuple.tuple(root.resolve("b-bad.json").toString(), 3,
                "/1/bonus"),
            org.assertj.core.groups.Tuple.tuple(root.resolve("c-broken.json").toString(), 2,
                "/type"));
    assertThat(e.getMessage())
        .startsWith("3 errors while loading:")
        .contains(root.resolve("b-bad.json") + ":2:")
        .contains(root.resolve("c-broken.json") + ":2:11 at /type: malformed JSON")
        .hasLineCount(4);
  }

  @Test
  @DisplayName("an id used in two files is reported at the second, naming the first")
  void duplicateIdsAcrossFiles(@TempDir Path root) throws Exception {
    Files.writeString(root.resolve("a.json"), event("twin"));
    Files.writeString(root.resolve("b.json"), "[\n" + event("other") + ",\n" + event("twin") + "]");

    CardLoadException e = catchThrowableOfType(CardLoadException.class,
        () -> loader.loadDirectory(root));

    assertThat(e.errors()).singleElement().satisfies(err -> {
      assertThat(err.file()).isEqualTo(root.resolve("b.json").toString());
      assertThat(err.line()).isEqualTo(3);
      assertThat(err.column()).isEqualTo(8);
      assertThat(err.pointer()).isEqualTo("/1/id");
      assertThat(err.message()).isEqualTo("the id \"twin\" is already used by the card at "
          + root.resolve("a.json") + ":1:8; every card needs its own id");
    });
  }

  @Test
  void loadFilesTakesAChosenListAsOneBatch(@TempDir Path root) throws Exception {
    Files.writeString(root.resolve("a.json"), event("same"));
    Files.writeString(root.resolve("b.json"), event("same"));
    Files.writeString(root.resolve("c.json"), event("c"));

    assertThat(loader.loadFiles(List.of(root.resolve("a.json"), root.resolve("c.json"))))
        .extracting(CardDef::id).containsExactly("same", "c");
    assertThatThrownBy(() -> loader.loadFiles(List.of(root.resolve("a.json"),
        root.resolve("b.json")))).isInstanceOf(CardLoadException.class)
        .hasMessageContaining("already used");
  }

  @Test
  void perFileResultsNeverThrowAndCheckIdsOnlyWithinTheFile(@TempDir Path root) throws Exception {
    Files.writeString(root.resolve("a.json"), event("same"));
    Files.writeString(root.resolve("b.json"), event("same"));
    Files.writeString(root.resolve("bad.json"), "[");

    assertThat(loader.loadFile(root.resolve("a.json")).ok()).isTrue();
    assertThat(loader.loadFile(root.resolve("b.json")).ok()).isTrue();
    LoadResult<List<CardDef>> bad = loader.loadFile(root.resolve("bad.json"));
    assertThat(bad.ok()).isFalse();
    assertThat(bad.value()).isNull();
    assertThat(bad.source()).isEqualTo(root.resolve("bad.json").toString());
    assertThat(bad.errors()).singleElement()
        .satisfies(err -> assertThat(err.message()).contains("array opened at line 1, column 1"));
  }

  @Test
  void aMissingFileIsAnErrorOnThatFile(@TempDir Path root) {
    LoadResult<List<CardDef>> r = loader.loadFile(root.resolve("nope.json"));
    assertThat(r.errors()).singleElement().satisfies(err -> {
      assertThat(err.file()).isEqualTo(root.resolve("nope.json").toString());
      assertThat(err.line()).isZero();
      assertThat(err.message()).isEqualTo("the file does not exist");
    });
  }

  @Test
  void aMissingFolderIsALoadError(@TempDir Path root) {
    CardLoadException e = catchThrowableOfType(CardLoadException.class,
        () -> loader.loadDirectory(root.resolve("absent")));
    assertThat(e.errors()).singleElement()
        .satisfies(err -> assertThat(err.message()).isEqualTo("the card folder does not exist"));
  }

  @Test
  void aFolderNamedLikeACardFileIsSkippedNotCrashedOn(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("odd.json"));
    Files.writeString(root.resolve("odd.json/inner.json"), event("inner"));
    assertThat(loader.loadDirectory(root).all()).extracting(CardDef::id).containsExactly("inner");
    assertThat(loader.loadFile(root.resolve("odd.json")).errors()).singleElement()
        .satisfies(err -> assertThat(err.message()).isEqualTo("this is a folder, not a card file"));
  }

  @Test
  void invalidUtf8IsReportedWithItsPlace(@TempDir Path root) throws Exception {
    byte[] head = "[\n  {\"id\": \"x\", \"title\": \"".getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[head.length + 3];
    System.arraycopy(head, 0, bytes, 0, head.length);
    bytes[head.length] = (byte) 0xC3; // a lead byte followed by a non-continuation byte
    bytes[head.length + 1] = (byte) 0x28;
    bytes[head.length + 2] = '"';
    Files.write(root.resolve("latin.json"), bytes);

    assertThat(loader.loadFile(root.resolve("latin.json")).errors()).singleElement()
        .satisfies(err -> {
          assertThat(err.line()).isEqualTo(2);
          assertThat(err.column()).isEqualTo(25);
          assertThat(err.message()).contains("not UTF-8 text (bad byte 0xC3 at line 2, column 25)");
        });
  }

  @Test
  void theExceptionMessageListsEveryErrorOnItsOwnLine() {
    CardLoadException e = new CardLoadException(List.of(
        new LoadError("a.json", 1, 2, "/0/cost", "bad cost"),
        new LoadError("b.json", 0, 0, "", "unreadable")));
    assertThat(e.getMessage()).isEqualTo("2 errors while loading:" + System.lineSeparator()
        + "  a.json:1:2 at /0/cost: bad cost" + System.lineSeparator() + "  b.json: unreadable");
    assertThat(e.errors()).hasSize(2);
  }

  @Test
  void keywordsAndColorsRoundTripForEveryValue() throws CardLoadException {
    for (Keyword k : Keyword.values()) {
      String word = k.takesValue() ? k.display() + " 3" : k.display();
      CardDef def = loader.loadString("{\"id\": \"k\", \"type\": \"friend\", \"title\": \"K\","
          + " \"power\": 1, \"cost\": 1, \"keywords\": [\"" + word + "\"]}", "k.json").get(0);
      assertThat(def.face().keywords()).containsExactly(
          new KeywordValue(k, k.takesValue() ? 3 : 0));
    }
    for (CardColor c : CardColor.values()) {
      CardDef def = loader.loadString("{\"id\": \"c\", \"type\": \"friend\", \"title\": \"C\","
          + " \"power\": 1, \"cost\": 1, \"colors\": [\"" + c.element() + "\"]}", "c.json").get(0);
      assertThat(def.face().colors()).isEqualTo(Set.of(c));
    }
  }
}
