package org.ponytable.cards.octgn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.card.KeywordValue;
import org.ponytable.engine.card.RequirementPart;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.deck.DeckValidator;

/**
 * The importer over the whole of ../shared/octgn (the community's OCTGN files, issue 11): every
 * entry imports as facts, every shape of the real pool maps, the theme decks import and are
 * legal, the printed text is never written, and a re-import keeps our ability data.
 */
class OctgnImportTest {
  static final Path OCTGN = Path.of("..", "shared", "octgn");
  private static final ObjectMapper MAPPER = new ObjectMapper();
  @TempDir
  static Path out;
  private static OctgnImport.Result result;
  private static CardPool pool;

  @BeforeAll
  static void importAll() throws Exception {
    assumeTrue(Files.isDirectory(OCTGN.resolve("Sets")),
        "skipped: no OCTGN data at " + OCTGN.toAbsolutePath() + " (the shared folder beside the repository)");
    result = OctgnImport.run(OCTGN, out);
    assertThat(result.errors()).isEmpty();
    pool = new CardLoader().loadDirectory(out);
  }

  @Test
  void everyEntryImportsAsFacts() {
    assertThat(result.cardCount()).isEqualTo(2031);
    assertThat(pool.all()).hasSize(2031);
    long regular = pool.all().stream()
        .filter(c -> !c.set().equals("Tokens") && !c.set().equals("Villain Challenge")).count();
    assertThat(regular).isEqualTo(1961);
    assertThat(result.cards()).containsEntry("Premier", 213).containsEntry("Tokens", 9)
        .containsEntry("Villain Challenge", 61);
    Map<CardType, Long> types = new HashMap<>();
    pool.all().forEach(c -> types.merge(c.type(), 1L, Long::sum));
    // REAL-CARDS.md's counts of the real pool.
    assertThat(types).containsEntry(CardType.FRIEND, 1065L).containsEntry(CardType.EVENT, 284L)
        .containsEntry(CardType.PROBLEM, 258L).containsEntry(CardType.RESOURCE, 245L)
        .containsEntry(CardType.TROUBLEMAKER, 99L).containsEntry(CardType.MANE_CHARACTER, 80L);
  }

  @Test
  void colorsAndPlayRequirementsKeepEveryShape() {
    Map<Integer, Long> colors = new HashMap<>();
    Map<Integer, Long> requirements = new HashMap<>();
    pool.all().stream().filter(c -> c.type() != CardType.MANE_CHARACTER && c.type() != CardType.PROBLEM)
        .forEach(c -> {
          colors.merge(c.face().colors().size(), 1L, Long::sum);
          requirements.merge(c.playRequirement().size(), 1L, Long::sum);
        });
    assertThat(colors.keySet()).contains(0, 1, 2, 3);
    assertThat(requirements.keySet()).containsExactlyInAnyOrder(0, 1, 2, 3);
    assertThat(requirements.get(3)).isEqualTo(12L);
    CardDef tri = pool.all().stream().filter(c -> c.playRequirement().size() == 3).findFirst().orElseThrow();
    assertThat(tri.face().colors()).hasSize(3);
  }

  @Test
  void everyProblemRequirementLayoutMaps() {
    List<String> shapes = new ArrayList<>();
    for (CardDef p : pool.all()) {
      if (p.type() != CardType.PROBLEM || p.id().equals("ad176-fire-when-ready")) {
        continue;
      }
      // Not-a-color with wild appears only on Villain Challenge Problems.
      shapes.add(p.ownerRequirement().stream().map(r -> r.kind().name()).sorted().toList().toString());
      if (!p.set().equals("Villain Challenge")) {
        assertThat(p.opponentRequirement()).as(p.id()).singleElement()
            .satisfies(r -> assertThat(r.kind()).isIn(RequirementPart.Kind.ANY, RequirementPart.Kind.COLOR));
      }
    }
    assertThat(shapes).contains("[COLOR, NOT_COLOR]", "[ANY, COLOR]", "[ANY]", "[COLOR, COLOR]",
        "[ANY, NOT_COLOR]", "[COLOR]");
    // The one Problem printed with a rainbow: 1 power of each color (rulings.md).
    CardDef rainbow = pool.get("ad176-fire-when-ready");
    assertThat(rainbow.ownerRequirement()).hasSize(6).allSatisfy(r -> assertThat(r.power()).isEqualTo(1));
    assertThat(rainbow.bonus()).isEqualTo(5);
    CardDef searching = pool.get("sb130-searching-high-and-low");
    assertThat(searching.startingProblem()).isTrue();
    assertThat(searching.opponentRequirement()).containsExactly(RequirementPart.any(2));
    assertThat(pool.all().stream().filter(CardDef::startingProblem).count()).isGreaterThanOrEqualTo(58);
  }

  @Test
  void troublemakersManesKeywordsRaritiesTokensNumbersAndGuids() throws IOException {
    assertThat(pool.all().stream().filter(c -> c.type() == CardType.TROUBLEMAKER)
        .mapToInt(CardDef::points).max().orElseThrow()).isPositive();
    CardDef dash = pool.get("pr1-rainbow-dash");
    assertThat(dash.face().homeLimit()).isEqualTo(3);
    assertThat(dash.boosted().homeLimit()).isEqualTo(4);
    assertThat(dash.face().power()).isEqualTo(1);
    assertThat(dash.boosted().power()).isEqualTo(3);
    assertThat(dash.face().colors()).containsExactly(CardColor.BLUE);
    // Swift is written in the Boosted side's text box, not in its Keywords property.
    assertThat(dash.boosted().has(Keyword.SWIFT)).isTrue();
    assertThat(dash.face().has(Keyword.SWIFT)).isFalse();
    assertThat(pool.all()).anyMatch(c -> c.face().keywords().contains(new KeywordValue(Keyword.DILIGENT, 2)));
    assertThat(pool.all()).anyMatch(c -> c.face().keywords().contains(new KeywordValue(Keyword.SUPPORTIVE, 1)));
    assertThat(pool.all()).anyMatch(c -> c.rarity().equals("SR"));
    assertThat(pool.all().stream().filter(c -> c.set().equals("Tokens"))).hasSize(9)
        .allSatisfy(c -> assertThat(c.rarity()).isEmpty());
    assertThat(pool.get("cnf2-" + CardFacts.slug(pool.all().stream()
        .filter(c -> c.number().equals("CNf2")).findFirst().orElseThrow().title())).number()).isEqualTo("CNf2");
    JsonNode premier = MAPPER.readTree(out.resolve("real/premier.json").toFile());
    assertThat(premier.get(0).get("guid").asText()).isEqualTo("5ff3e6bf-84fb-4387-8931-cfd18710c93c");
    assertThat(premier.get(0).get("printedText").asBoolean()).isTrue();
    JsonNode tokens = MAPPER.readTree(out.resolve("real/tokens.json").toFile());
    tokens.forEach(t -> assertThat(t.get("token").asBoolean()).isTrue());
  }

  @Test
  void thePrintedTextIsNeverWritten() throws Exception {
    List<String> texts = new ArrayList<>();
    for (OctgnSets.OctgnSet set : OctgnSets.read(OCTGN, new ArrayList<>())) {
      for (OctgnCard c : set.cards()) {
        for (OctgnCard side = c; side != null; side = side.alternate()) {
          for (String line : side.prop("Text").split("\\R")) {
            if (line.strip().length() >= 40) {
              texts.add(line.strip());
            }
          }
        }
      }
    }
    assertThat(texts).hasSizeGreaterThan(1000);
    try (Stream<Path> files = Files.walk(out)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        String written = Files.readString(f);
        assertThat(texts).as(f.toString()).noneMatch(written::contains);
      }
    }
  }

  @Test
  void allTwelveThemeDecksImportAndAreLegal() throws Exception {
    assertThat(result.decks()).hasSize(12);
    List<DeckList> decks = new DeckLoader(pool).loadDirectory(out.resolve("decks"));
    assertThat(decks).hasSize(12);
    for (DeckList d : decks) {
      assertThat(DeckValidator.validate(d, pool)).as(d.name()).isEmpty();
      assertThat(pool.get(d.maneCharacter()).type()).isEqualTo(CardType.MANE_CHARACTER);
      assertThat(d.problemDeck()).hasSize(10);
      assertThat(d.drawDeck()).hasSizeGreaterThanOrEqualTo(45);
    }
    assertThat(decks).extracting(DeckList::name).contains("Applejack Theme Deck", "Rarity Theme Deck Enhanced");
  }

  @Test
  void theShippedRealCardsAreWhatTheImporterWrites(@TempDir Path again) throws IOException {
    // cards/real and the theme decks in the repository are the importer's output (plus ability data).
    copy(Path.of("cards", "real"), again.resolve("real"));
    OctgnImport.Result r = OctgnImport.run(OCTGN, again);
    assertThat(r.errors()).isEmpty();
    for (Path f : r.files()) {
      Path shipped = Path.of("cards").resolve(again.relativize(f).toString());
      assertThat(shipped).as("run import-octgn ../shared/octgn and commit the result").exists();
      assertThat(Files.readString(f)).as(shipped.toString()).isEqualTo(Files.readString(shipped));
    }
  }

  @Test
  void reImportKeepsOurAbilityData(@TempDir Path dir) throws Exception {
    assertThat(OctgnImport.run(OCTGN, dir).errors()).isEmpty();
    Path premier = dir.resolve("real/premier.json");
    ArrayNode cards = (ArrayNode) MAPPER.readTree(premier.toFile());
    ObjectNode friend = null;
    ObjectNode mane = (ObjectNode) cards.get(0);
    for (JsonNode c : cards) {
      if (c.get("type").asText().equals("friend") && friend == null) {
        friend = (ObjectNode) c;
      }
    }
    assertThat(friend).isNotNull();
    friend.set("abilities", MAPPER.readTree("""
        [{"kind": "triggered", "when": "entersPlay", "effects": [{"do": "draw", "amount": 1}]}]"""));
    friend.put("exact", true);
    friend.put("power", 42); // a fact: the re-import puts the printed one back
    ((ObjectNode) mane.get("boosted")).set("abilities", MAPPER.readTree("""
        [{"kind": "continuous", "affects": "this", "power": 1}]"""));
    mane.putArray("missing").add("trigger: confronts");
    Files.writeString(premier, MAPPER.writeValueAsString(cards));

    OctgnImport.Result r = OctgnImport.run(OCTGN, dir);
    assertThat(r.errors()).isEmpty();
    assertThat(r.kept()).isEqualTo(2);
    JsonNode after = MAPPER.readTree(premier.toFile());
    JsonNode f2 = null;
    for (JsonNode c : after) {
      if (c.get("id").asText().equals(friend.get("id").asText())) {
        f2 = c;
      }
    }
    assertThat(f2.get("abilities")).isEqualTo(friend.get("abilities"));
    assertThat(f2.get("exact").asBoolean()).isTrue();
    assertThat(f2.get("power").asInt()).isNotEqualTo(42);
    assertThat(after.get(0).get("boosted").get("abilities")).isEqualTo(mane.get("boosted").get("abilities"));
    assertThat(after.get(0).get("missing").get(0).asText()).isEqualTo("trigger: confronts");
    CardDef loaded = new CardLoader().loadDirectory(dir).get(friend.get("id").asText());
    assertThat(loaded.face().abilities()).hasSize(1);
  }

  @Test
  void anEarlierImportThatDoesNotReadStopsTheImport(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("real"));
    Files.writeString(dir.resolve("real/premier.json"), "[{\"id\": ");
    OctgnImport.Result r = OctgnImport.run(OCTGN, dir);
    assertThat(r.errors()).singleElement().satisfies(e -> {
      assertThat(e.file()).endsWith("premier.json");
      assertThat(e.message()).contains("ability data is not lost");
    });
    assertThat(r.files()).isEmpty();
    assertThat(Files.readString(dir.resolve("real/premier.json"))).isEqualTo("[{\"id\": ");
  }

  static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> s = Files.list(from)) {
      for (Path p : s.toList()) {
        Files.copy(p, to.resolve(p.getFileName().toString()));
      }
    }
  }
}
