package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Field;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.rules.EffectWord;

/**
 * Keeps docs/card.schema.json and docs/deck.schema.json true: every shipped file passes them, and
 * samples the loader rejects are rejected by the schema as well (and the other way round).
 */
class CardSchemaTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static Schema cardSchema;
  private static Schema deckSchema;

  @BeforeAll
  static void loadSchemas() throws IOException {
    SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    try (InputStream in = Files.newInputStream(Path.of("docs/card.schema.json"))) {
      cardSchema = registry.getSchema(in);
    }
    try (InputStream in = Files.newInputStream(Path.of("docs/deck.schema.json"))) {
      deckSchema = registry.getSchema(in);
    }
  }

  private static List<Error> cardErrors(String json) throws IOException {
    return cardSchema.validate(MAPPER.readTree(json));
  }

  private static boolean loaderAccepts(String json) {
    return new CardLoader().readString(json, "sample.json").ok();
  }

  @Test
  void bothSchemasAreValidDraft202012Schemas() throws IOException {
    SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    Schema meta = registry.getSchema(
        SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
    for (String file : List.of("docs/card.schema.json", "docs/deck.schema.json")) {
      assertThat(meta.validate(MAPPER.readTree(Path.of(file).toFile()))).as(file).isEmpty();
    }
    assertThat(meta.validate(MAPPER.readTree("{\"type\": \"integr\"}"))).isNotEmpty();
  }

  @Test
  void everyShippedCardFileMatchesTheCardSchema() throws IOException {
    List<Path> files = CardLoader.cardFiles(Path.of("cards"));
    assertThat(files).isNotEmpty();
    for (Path file : files) {
      JsonNode node = MAPPER.readTree(file.toFile());
      assertThat(cardSchema.validate(node)).as(file.toString()).isEmpty();
    }
  }

  @Test
  void everyShippedDeckMatchesTheDeckSchema() throws IOException {
    List<Path> decks;
    try (Stream<Path> s = Files.list(Path.of("cards/decks"))) {
      decks = s.filter(p -> p.toString().endsWith(".json")).toList();
    }
    assertThat(decks).hasSizeGreaterThanOrEqualTo(2);
    for (Path file : decks) {
      JsonNode node = MAPPER.readTree(file.toFile());
      assertThat(deckSchema.validate(node)).as(file.toString()).isEmpty();
    }
  }

  /** Every branch of the schema's effect that applies to {@code word} (a branch may name several words). */
  private static List<JsonNode> effectBranches(JsonNode schema, String word) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode branch : schema.at("/$defs/effect/allOf")) {
      JsonNode names = branch.at("/if/properties/do");
      boolean applies = names.has("const") ? names.get("const").asText().equals(word)
          : names.has("enum") && stringsOf(names.get("enum")).contains(word);
      if (applies) {
        out.add(branch.get("then"));
      }
    }
    return out;
  }

  private static Set<String> stringsOf(JsonNode array) {
    Set<String> out = new TreeSet<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  @Test
  @DisplayName("The schema's effects are the engine's table: its words, each word's fields, ranges, words and required fields")
  void effectSchemaFollowsTheEngineTable() throws IOException {
    JsonNode schema = MAPPER.readTree(Path.of("docs/card.schema.json").toFile());
    assertThat(stringsOf(schema.at("/$defs/effect/properties/do/enum"))).isEqualTo(new TreeSet<>(EffectWord.names()));
    for (EffectWord w : EffectWord.values()) {
      List<JsonNode> branches = effectBranches(schema, w.jsonName());
      assertThat(branches).as(w.jsonName() + " has a branch in the schema").isNotEmpty();
      Set<String> names = new TreeSet<>(Set.of("do"));
      Set<String> required = new TreeSet<>();
      for (Field f : w.fields()) {
        names.addAll(f.jsonNames());
        if (f instanceof Field.Nested n) {
          required.addAll(n.requiredNames());
        } else if (f.required()) {
          required.add(f.name());
        }
      }
      for (JsonNode then : branches) {
        String as = w.jsonName() + ": " + then;
        assertThat(stringsOf(fieldNames(then.get("properties")))).as(as).isEqualTo(names);
        assertThat(then.has("required") ? stringsOf(then.get("required")) : Set.of()).as(as).isEqualTo(required);
        assertThat(then.get("additionalProperties").asBoolean(true)).as(as).isFalse();
        for (Field f : w.fields()) {
          JsonNode p = then.get("properties").get(f.name());
          if (f instanceof Field.Int i) {
            assertThat(p.get("minimum").asInt()).as(as + " " + f.name()).isEqualTo(i.min());
            assertThat(p.get("maximum").asInt()).as(as + " " + f.name()).isEqualTo(i.max());
            assertThat(p.at("/not/const").isMissingNode()).as(as + " " + f.name() + " refuses 0").isEqualTo(!i.nonZero());
          } else if (f instanceof Field.Choice<?> ch) {
            assertThat(stringsOf(p.get("enum"))).as(as + " " + f.name()).isEqualTo(new TreeSet<>(ch.words().keySet()));
          } else if (f instanceof Field.TargetField) {
            assertThat(p.get("$ref").asText()).as(as).isEqualTo("#/$defs/target");
          }
        }
      }
    }
  }

  /** Every word the schema allows for a property named {@code field}, anywhere (enums and consts). */
  private static Set<String> schemaWords(JsonNode n, String field, Set<String> out) {
    JsonNode props = n.get("properties");
    if (props != null && props.isObject() && props.has(field)) {
      JsonNode p = props.get(field);
      if (p.has("enum")) {
        out.addAll(stringsOf(p.get("enum")));
      } else if (p.has("const")) {
        out.add(p.get("const").asText());
      } else if (p.at("/items/enum").isArray()) {
        out.addAll(stringsOf(p.at("/items/enum")));
      }
    }
    n.forEach(child -> schemaWords(child, field, out));
    return out;
  }

  private static <T> Set<String> words(T[] values, java.util.function.Function<T, String> name) {
    Set<String> out = new TreeSet<>();
    for (T v : values) {
      out.add(name.apply(v));
    }
    return out;
  }

  @Test
  @DisplayName("The schema's closed word lists are the engine's: triggers, occurrences, costs, timings, filters, restrictions")
  void closedWordListsFollowTheEngine() throws IOException {
    JsonNode schema = MAPPER.readTree(Path.of("docs/card.schema.json").toFile());
    assertThat(schemaWords(schema, "when", new TreeSet<>())).isEqualTo(words(Trigger.Kind.values(), Trigger.Kind::jsonName));
    assertThat(schemaWords(schema, "would", new TreeSet<>()))
        .isEqualTo(words(Ability.Occurrence.values(), Ability.Occurrence::jsonName));
    assertThat(schemaWords(schema, "action", new TreeSet<>()))
        .isEqualTo(words(Ability.CostAction.values(), Ability.CostAction::jsonName));
    assertThat(schemaWords(schema, "pay", new TreeSet<>())).isEqualTo(new TreeSet<>(Cost.WORDS));
    assertThat(schemaWords(schema, "cant", new TreeSet<>()))
        .isEqualTo(words(Ability.Restriction.values(), Ability.Restriction::jsonName));
    assertThat(schemaWords(schema, "where", new TreeSet<>())).isEqualTo(words(Filter.Place.values(), Filter.Place::jsonName));
    assertThat(schemaWords(schema, "status", new TreeSet<>())).isEqualTo(words(Filter.Status.values(), Filter.Status::jsonName));
    assertThat(schemaWords(schema, "player", new TreeSet<>())).isEqualTo(words(Who.values(), Who::jsonName));
    assertThat(schemaWords(schema, "during", new TreeSet<>())).isEqualTo(new TreeSet<>(TriggerReader.DURING.keySet()));
    assertThat(stringsOf(schema.at("/$defs/timing/enum"))).isEqualTo(words(Timing.values(), Timing::jsonName));
  }

  /** The trigger words a "when" takes in {@code use}, by the engine's table. */
  private static Set<String> triggerWords(Trigger.Use use) {
    Set<String> out = new TreeSet<>();
    for (Trigger.Kind k : Trigger.Kind.values()) {
      if (k.whyNotIn(use) == null) {
        out.add(k.jsonName());
      }
    }
    return out;
  }

  /** The words of every "if {when: [...]} then {not: {required: [field]}}" clause under {@code n}. */
  private static Set<String> whenWordsRefusing(JsonNode n, String field) {
    Set<String> out = new TreeSet<>();
    for (JsonNode clause : n.path("allOf")) {
      JsonNode when = clause.at("/if/properties/when");
      boolean refuses = clause.at("/then/not/required").toString().equals("[\"" + field + "\"]");
      if (!when.isMissingNode() && refuses) {
        out.addAll(when.has("enum") ? stringsOf(when.get("enum")) : Set.of(when.get("const").asText()));
      }
    }
    return out;
  }

  @Test
  @DisplayName("The schema's triggers are the engine's table (Trigger.Kind): where each word may be written and its fields")
  void triggerSchemaFollowsTheEngineTable() throws IOException {
    JsonNode schema = MAPPER.readTree(Path.of("docs/card.schema.json").toFile());
    JsonNode triggered = null;
    for (JsonNode branch : schema.at("/$defs/ability/allOf")) {
      if (branch.at("/if/properties/kind/const").asText().equals("triggered")) {
        triggered = branch.get("then");
      }
    }
    JsonNode whenever = effectBranches(schema, "whenever").get(0);
    JsonNode reactTo = schema.at("/$defs/reactTo");
    assertThat(stringsOf(triggered.at("/properties/when/enum"))).isEqualTo(triggerWords(Trigger.Use.TRIGGERED_ABILITY));
    assertThat(stringsOf(whenever.at("/properties/when/enum"))).isEqualTo(triggerWords(Trigger.Use.TRIGGERED_MODIFIER));
    assertThat(stringsOf(reactTo.at("/properties/when/enum"))).isEqualTo(triggerWords(Trigger.Use.REACTION));
    Set<String> fields = new TreeSet<>();
    Set<String> noSubject = new TreeSet<>();
    Set<String> noPlayer = new TreeSet<>();
    for (Trigger.Kind k : Trigger.Kind.values()) {
      k.fields().forEach(f -> fields.add(f.name()));
      Set<String> own = new TreeSet<>();
      k.fields().forEach(f -> own.add(f.name()));
      if (!own.contains("subject")) {
        noSubject.add(k.jsonName());
      }
      if (!own.contains("player")) {
        noPlayer.add(k.jsonName());
      }
      if (k.namesPhase()) {
        assertThat(triggered.toString()).contains("{\"if\":{\"properties\":{\"when\":{\"const\":\"" + k.jsonName()
            + "\"}},\"required\":[\"when\"]},\"then\":{}");
      }
    }
    for (JsonNode t : List.of(triggered, whenever, reactTo)) {
      Set<String> props = stringsOf(fieldNames(t.get("properties")));
      assertThat(props).as("the trigger fields of " + t.path("description")).containsAll(fields);
      assertThat(stringsOf(t.at("/properties/player/enum"))).isEqualTo(new TreeSet<>(Field.PLAYERS.keySet()));
      assertThat(stringsOf(t.at("/properties/phase/enum"))).isEqualTo(new TreeSet<>(Trigger.PHASES.keySet()));
    }
    for (JsonNode t : List.of(triggered, reactTo)) {
      Set<String> usable = t == reactTo ? triggerWords(Trigger.Use.REACTION) : triggerWords(Trigger.Use.TRIGGERED_ABILITY);
      assertThat(whenWordsRefusing(t, "subject")).isEqualTo(intersect(noSubject, usable));
      assertThat(whenWordsRefusing(t, "player")).isEqualTo(intersect(noPlayer, usable));
    }
  }

  private static Set<String> intersect(Set<String> a, Set<String> b) {
    Set<String> out = new TreeSet<>(a);
    out.retainAll(b);
    return out;
  }

  @Test
  @DisplayName("The schema's conditions are the engine's table (Condition.Word): one branch per word, its fields and ranges")
  void conditionSchemaFollowsTheEngineTable() throws IOException {
    JsonNode schema = MAPPER.readTree(Path.of("docs/card.schema.json").toFile());
    Map<String, JsonNode> byWord = new java.util.TreeMap<>();
    for (JsonNode branch : schema.at("/$defs/condition/oneOf")) {
      assertThat(branch.get("required")).as(branch.toString()).hasSize(1);
      byWord.put(branch.get("required").get(0).asText(), branch);
    }
    Set<String> words = new TreeSet<>();
    for (Condition.Word w : Condition.Word.values()) {
      words.add(w.jsonName());
      JsonNode branch = byWord.get(w.jsonName());
      assertThat(branch).as(w.jsonName() + " has a branch").isNotNull();
      assertThat(branch.get("additionalProperties").asBoolean(true)).isFalse();
      Set<String> names = new TreeSet<>();
      w.fields().forEach(f -> names.add(f.name()));
      assertThat(stringsOf(fieldNames(branch.get("properties")))).as(w.jsonName()).isEqualTo(names);
      for (Field f : w.fields()) {
        JsonNode p = branch.get("properties").get(f.name());
        if (f instanceof Field.Int i) {
          assertThat(p.get("minimum").asInt()).as(w.jsonName() + " " + f.name()).isEqualTo(i.min());
          assertThat(p.get("maximum").asInt()).as(w.jsonName() + " " + f.name()).isEqualTo(i.max());
        } else if (f instanceof Field.FilterField) {
          assertThat(p.get("$ref").asText()).isEqualTo("#/$defs/filter");
        } else if (f instanceof Field.Bool) {
          assertThat(p.get("type").asText()).isEqualTo("boolean");
        }
      }
    }
    assertThat(byWord.keySet()).isEqualTo(words);
  }

  @Test
  @DisplayName("The schema's filter is the engine's table (Filter.Part): its parts, their words and ranges")
  void filterSchemaFollowsTheEngineTable() throws IOException {
    JsonNode schema = MAPPER.readTree(Path.of("docs/card.schema.json").toFile());
    JsonNode object = schema.at("/$defs/filter/anyOf/1");
    assertThat(stringsOf(fieldNames(object.get("properties")))).isEqualTo(new TreeSet<>(Filter.Part.names(false)));
    for (Filter.Part part : Filter.Part.values()) {
      JsonNode p = object.get("properties").get(part.jsonName());
      if (part == Filter.Part.TYPE) {
        assertThat(stringsOf(schema.at("/$defs/filterType/enum"))).isEqualTo(new TreeSet<>(Filter.TYPES.keySet()));
      } else if (part.field() instanceof Field.Choice<?> ch) {
        assertThat(stringsOf(p.get("enum"))).as(part.jsonName()).isEqualTo(new TreeSet<>(ch.words().keySet()));
      } else if (part.field() instanceof Field.Int i) {
        assertThat(p.get("minimum").asInt()).isEqualTo(i.min());
        assertThat(p.get("maximum").asInt()).isEqualTo(i.max());
      } else if (part.field() instanceof Field.Bool) {
        assertThat(p.get("type").asText()).isEqualTo("boolean");
      }
    }
  }

  @Test
  @DisplayName("The schema refuses in a replacement's \"instead\" exactly the effect words the engine's table refuses there")
  void replacementSchemaFollowsTheEngineTable() throws IOException {
    JsonNode schema = MAPPER.readTree(Path.of("docs/card.schema.json").toFile());
    Set<String> refused = new TreeSet<>();
    for (JsonNode branch : schema.at("/$defs/ability/allOf")) {
      if (branch.at("/if/properties/kind/const").asText().equals("replacement")) {
        refused.addAll(stringsOf(branch.at("/then/properties/instead/items/allOf/1/not/properties/do/enum")));
      }
    }
    Set<String> byTable = new TreeSet<>();
    for (EffectWord w : EffectWord.values()) {
      if (!w.allowedIn(EffectWord.Place.REPLACEMENT)) {
        byTable.add(w.jsonName());
      }
    }
    assertThat(refused).isEqualTo(byTable);
  }

  private static JsonNode fieldNames(JsonNode properties) {
    ArrayNode out = MAPPER.createArrayNode();
    properties.fieldNames().forEachRemaining(out::add);
    return out;
  }

  static Stream<Arguments> goodCards() {
    return Stream.of(
        Arguments.of("flip words, spend and a flipped trigger",
            """
            {"id": "t-k", "type": "friend", "title": "K", "power": 1, "cost": 1,
             "keywords": ["Pumped", "Random"], "abilities": [
               {"kind": "triggered", "when": "flipped", "effects": [{"do": "flipExtra", "amount": 2, "player": "anyone"}]},
               {"kind": "activated", "timing": "faceoff", "costs": [{"pay": "spend", "amount": 1}],
                "effects": [{"do": "ignoreFlip", "player": "opponent", "maxPower": 3}]},
               {"kind": "continuous", "extraFlips": 1}]}"""),
        Arguments.of("friend with everything",
            """
            {"$schema": "../../docs/card.schema.json", "id": "t-a", "type": "friend",
             "title": "A", "subtitle": "B", "power": 2, "cost": 1, "colors": ["pink", "Magic"],
             "playRequirement": [{"power": 2, "color": "pink"}], "traits": ["Unicorn", "Unique"],
             "keywords": ["Swift", "Supportive 2"], "text": "", "set": "PT1", "number": 7,
             "rarity": "UR", "image": "art/a.png"}"""),
        Arguments.of("array of an event and a resource",
            """
            [{"id": "t-e", "type": "event", "title": "E", "power": 1, "cost": 0},
             {"id": "t-r", "type": "resource", "title": "R", "power": 0, "cost": 2,
              "placement": "problem"}]"""),
        Arguments.of("mane",
            """
            {"id": "t-m", "type": "mane", "title": "M",
             "start": {"subtitle": "S", "power": 1, "colors": ["white"], "homeLimit": 3},
             "boosted": {"power": 2, "homeLimit": 4, "traits": ["Pegasus"], "text": "x"}}"""),
        Arguments.of("troublemaker",
            """
            {"id": "t-t", "type": "troublemaker", "title": "T", "power": 5, "points": 3,
             "traits": ["Epic"], "keywords": ["Villain"]}"""),
        Arguments.of("friend with every kind of ability",
            """
            {"id": "t-a", "type": "friend", "title": "A", "power": 1, "cost": 1, "abilities": [
              {"kind": "triggered", "when": "entersPlay", "may": true,
               "if": {"count": {"player": "you", "type": "friend"}, "atLeast": 2},
               "effects": [{"do": "draw", "amount": 1}, {"do": "ready", "target": "it"}]},
              {"kind": "triggered", "when": "phaseStarts", "phase": "main", "player": "opponent",
               "effects": [{"do": "gainTokens", "amount": 2, "player": "anyone"}]},
              {"kind": "triggered", "when": "winFaceoff", "subject": "this", "effects": [{"do": "score", "amount": 1}]},
              {"kind": "activated", "timing": "troublemakerFaceoff",
               "costs": [{"pay": "exhaustThis"}, {"pay": "tokens", "amount": 1}, {"pay": "retire", "filter": {"other": true}}],
               "effects": [{"do": "modify", "target": {"choose": {"type": "character", "where": "here"}, "count": 2},
                            "power": 2, "colors": ["Magic"], "until": "faceoff"},
                           {"do": "move", "target": {"each": {"player": "opponent", "maxPower": 1}}, "to": "there"}]},
              {"kind": "continuous", "affects": {"type": ["friend"], "trait": "Unicorn", "status": "ready"},
               "while": {"yourTurn": true}, "power": -1, "setPower": 3, "cant": ["beMoved"]}]}"""),
        Arguments.of("event with timing and effects",
            """
            {"id": "t-e", "type": "event", "title": "E", "power": 1, "cost": 1, "timing": "faceoff",
             "effects": [{"do": "discard", "count": 1, "player": "opponent"},
                         {"do": "frighten", "target": {"choose": "this"}}]}"""),
        Arguments.of("reaction event and reaction ability",
            """
            [{"id": "t-re", "type": "event", "title": "E", "power": 1, "cost": 1, "timing": "reaction",
              "reactTo": {"when": "moved", "subject": {"player": "opponent"}}, "during": "main",
              "effects": [{"do": "exhaust", "target": "it"}]},
             {"id": "t-ra", "type": "friend", "title": "A", "power": 1, "cost": 1, "abilities": [
              {"kind": "activated", "timing": "reaction", "reactTo": {"when": "confront", "player": "opponent"},
               "costs": [{"pay": "exhaustThis"}], "effects": [{"do": "draw", "amount": 1}]}]}]"""),
        Arguments.of("cost changes",
            """
            {"id": "t-cc", "type": "friend", "title": "F", "power": 1, "cost": 1, "abilities": [
              {"kind": "costChange", "action": "play", "cards": {"player": "you", "type": "friend", "color": "blue"}, "amount": -1},
              {"kind": "costChange", "action": "move", "cards": {"player": "opponent", "where": "here"}, "amount": 1,
               "while": {"yourTurn": false}},
              {"kind": "costChange", "action": "draw", "cards": {"player": "you"}, "amount": -1}]}"""),
        Arguments.of("triggered modifiers: each time this turn, the next time this faceoff",
            """
            {"id": "t-wh", "type": "event", "title": "E", "power": 1, "cost": 1, "effects": [
              {"do": "whenever", "when": "moved", "subject": {"player": "you", "type": "friend", "counter": "Harmony"}, "until": "turn",
               "effects": [{"do": "gainTokens", "amount": 1}]},
              {"do": "whenever", "when": "winFaceoff", "once": true, "until": "faceoff", "if": {"yourTurn": true},
               "effects": [{"do": "draw", "amount": 1}]}]}"""),
        Arguments.of("control for good and for a while",
            """
            {"id": "t-tc", "type": "event", "title": "E", "power": 1, "cost": 1, "effects": [
              {"do": "takeControl", "target": {"choose": {"player": "opponent", "type": "friend"}}, "until": "turn"},
              {"do": "takeControl", "target": {"each": {"player": "opponent", "type": "friend"}}}]}"""),
        Arguments.of("reactions limited to a step",
            """
            [{"id": "t-rs", "type": "event", "title": "E", "power": 1, "cost": 1, "timing": "reaction",
              "reactTo": {"when": "frightened"}, "during": "uncoverStep", "effects": [{"do": "draw", "amount": 1}]},
             {"id": "t-rt", "type": "friend", "title": "A", "power": 1, "cost": 1, "abilities": [
              {"kind": "activated", "timing": "reaction", "reactTo": {"when": "loseFaceoff"}, "during": "faceoffStep",
               "effects": [{"do": "draw", "amount": 1}]}]}]"""),
        Arguments.of("replacement abilities",
            """
            {"id": "t-rp", "type": "friend", "title": "A", "power": 1, "cost": 1, "abilities": [
              {"kind": "replacement", "if": {"would": "dismissed"},
               "instead": [{"do": "exhaust", "target": "this"}, {"do": "sendHome", "target": "it"}]},
              {"kind": "replacement", "if": {"would": "draw", "player": "opponent"},
               "instead": [{"do": "gainTokens", "amount": 1}]},
              {"kind": "replacement", "if": {"would": "frightened", "subject": {"player": "you", "type": "friend"}},
               "instead": [{"do": "modify", "target": {"each": {"player": "you"}}, "power": 1, "until": "turn"}]}]}"""),
        Arguments.of("an attachment with its host description",
            """
            {"id": "t-at", "type": "resource", "title": "R", "power": 0, "cost": 1, "abilities": [
              {"kind": "attachment", "host": {"player": "you", "type": "friend"}},
              {"kind": "activated", "timing": "main", "costs": [{"pay": "tokens", "amount": 1}],
               "effects": [{"do": "attach", "target": {"choose": {"player": "you", "type": "friend"}}}]}]}"""),
        Arguments.of("a boost on counters",
            """
            {"id": "t-bc", "type": "friend", "title": "F", "power": 1, "cost": 1, "abilities": [
              {"kind": "triggered", "when": "phaseStarts", "phase": "main", "if": {"counters": "Harmony", "atLeast": 3},
               "effects": [{"do": "boost", "target": {"each": {"player": "you", "type": "mane"}}}]},
              {"kind": "continuous", "while": {"counters": "Harmony"}, "power": 1}]}"""),
        Arguments.of("banish, boost and counters",
            """
            {"id": "t-bb", "type": "event", "title": "E", "power": 1, "cost": 1, "effects": [
              {"do": "banish", "target": {"choose": {"type": "friend"}}},
              {"do": "boost", "target": {"each": {"player": "you", "type": "mane"}}},
              {"do": "addCounters", "target": {"each": {"player": "you"}}, "counter": "Harmony", "amount": 2},
              {"do": "removeCounters", "target": {"choose": {}}, "counter": "Harmony"},
              {"do": "search", "filter": {"type": "friend", "trait": "Unicorn", "maxPower": 2}},
              {"do": "search"}, {"do": "lookAtTop", "count": 3}]}"""),
        Arguments.of("faceoffs started by effects and power total modifiers",
            """
            [{"id": "t-fo", "type": "friend", "title": "F", "power": 1, "cost": 1, "abilities": [
              {"kind": "activated", "timing": "main", "costs": [{"pay": "tokens", "amount": 1}],
               "effects": [{"do": "faceoff", "involve": ["this", {"player": "opponent", "type": "character", "where": "here"}],
                            "against": {"choose": {"type": "troublemaker", "where": "here"}, "count": 1},
                            "win": [{"do": "dismiss", "target": "it"}], "lose": [{"do": "sendHome", "target": "this"}]},
                           {"do": "modifyTotal", "amount": 1}]},
              {"kind": "triggered", "when": "entersPlay", "effects": [{"do": "faceoff", "involve": ["this"], "against": "it",
                            "lose": [{"do": "modifyTotal", "amount": -2, "player": "opponent"}]}]},
              {"kind": "continuous", "total": -1, "player": "opponent", "while": {"yourTurn": false}},
              {"kind": "continuous", "total": 2}]},
             {"id": "t-fe", "type": "event", "title": "E", "power": 1, "cost": 1, "timing": "faceoff",
              "effects": [{"do": "modifyTotal", "amount": 3, "player": "anyone"}]}]"""),
        Arguments.of("problem with every part shape",
            """
            {"id": "t-p", "type": "problem", "title": "P", "startingProblem": true, "bonus": 2,
             "ownerRequirement": [{"power": 2, "color": "Kindness"}, {"power": 1, "notColor": "blue"},
                                  {"power": 1}],
             "opponentRequirement": [{"power": 4}]}"""));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goodCards")
  @DisplayName("the schema and the loader both accept")
  void bothAccept(String name, String json) throws IOException {
    assertThat(cardErrors(json)).isEmpty();
    assertThat(loaderAccepts(json)).isTrue();
  }

  static Stream<Arguments> badCards() {
    String friend = "\"id\": \"t-a\", \"type\": \"friend\", \"title\": \"A\", ";
    return Stream.of(
        Arguments.of("unknown field", "{" + friend + "\"power\": 1, \"cost\": 1, \"colour\": []}"),
        Arguments.of("power as a string", "{" + friend + "\"power\": \"1\", \"cost\": 1}"),
        Arguments.of("negative cost", "{" + friend + "\"power\": 1, \"cost\": -1}"),
        Arguments.of("friend without cost", "{" + friend + "\"power\": 1}"),
        Arguments.of("bonus on a friend", "{" + friend + "\"power\": 1, \"cost\": 1, \"bonus\": 1}"),
        Arguments.of("placement on a friend",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"placement\": \"home\"}"),
        Arguments.of("bad color", "{" + friend + "\"power\": 1, \"cost\": 1, \"colors\": [\"teal\"]}"),
        Arguments.of("repeated color",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"colors\": [\"blue\", \"blue\"]}"),
        Arguments.of("unknown keyword",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"keywords\": [\"Sneaky\"]}"),
        Arguments.of("keyword missing its number",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"keywords\": [\"Supportive\"]}"),
        Arguments.of("keyword with a stray number",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"keywords\": [\"Swift 2\"]}"),
        Arguments.of("keyword number with a leading zero",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"keywords\": [\"Supportive 02\"]}"),
        Arguments.of("keyword number too big",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"keywords\": [\"Supportive 100\"]}"),
        Arguments.of("keyword with two spaces",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"keywords\": [\"Supportive  2\"]}"),
        Arguments.of("play requirement without color",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"playRequirement\": [{\"power\": 2}]}"),
        Arguments.of("play requirement of zero",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"playRequirement\": [{\"power\": 0,"
                + " \"color\": \"blue\"}]}"),
        Arguments.of("bad id", "{\"id\": \"Not An Id\", \"type\": \"event\", \"title\": \"E\","
            + " \"power\": 1, \"cost\": 1}"),
        Arguments.of("blank title", "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \" \","
            + " \"power\": 1, \"cost\": 1}"),
        Arguments.of("unknown type", "{\"id\": \"t-e\", \"type\": \"spell\", \"title\": \"E\"}"),
        Arguments.of("bad rarity", "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\","
            + " \"power\": 1, \"cost\": 1, \"rarity\": \"X\"}"),
        Arguments.of("absolute image", "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\","
            + " \"power\": 1, \"cost\": 1, \"image\": \"/tmp/a.png\"}"),
        Arguments.of("URL image", "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\","
            + " \"power\": 1, \"cost\": 1, \"image\": \"http://example.org/a.png\"}"),
        Arguments.of("home-folder image", "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\","
            + " \"power\": 1, \"cost\": 1, \"image\": \"~/a.png\"}"),
        Arguments.of("percent-escaped image", "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\","
            + " \"power\": 1, \"cost\": 1, \"image\": \"%2e%2e/a.png\"}"),
        Arguments.of("image with a NUL", "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\","
            + " \"power\": 1, \"cost\": 1, \"image\": \"a\\u0000.png\"}"),
        Arguments.of("mane with top-level power",
            "{\"id\": \"t-m\", \"type\": \"mane\", \"title\": \"M\", \"power\": 1,"
                + " \"start\": {\"power\": 1, \"homeLimit\": 3},"
                + " \"boosted\": {\"power\": 2, \"homeLimit\": 4}}"),
        Arguments.of("mane without boosted side",
            "{\"id\": \"t-m\", \"type\": \"mane\", \"title\": \"M\","
                + " \"start\": {\"power\": 1, \"homeLimit\": 3}}"),
        Arguments.of("mane side without home limit",
            "{\"id\": \"t-m\", \"type\": \"mane\", \"title\": \"M\","
                + " \"start\": {\"power\": 1}, \"boosted\": {\"power\": 2, \"homeLimit\": 4}}"),
        Arguments.of("troublemaker with cost",
            "{\"id\": \"t-t\", \"type\": \"troublemaker\", \"title\": \"T\", \"power\": 2,"
                + " \"points\": 1, \"cost\": 1}"),
        Arguments.of("troublemaker without points",
            "{\"id\": \"t-t\", \"type\": \"troublemaker\", \"title\": \"T\", \"power\": 2}"),
        Arguments.of("problem with no owner requirement",
            "{\"id\": \"t-p\", \"type\": \"problem\", \"title\": \"P\", \"bonus\": 1,"
                + " \"opponentRequirement\": [{\"power\": 4}]}"),
        Arguments.of("problem with an empty owner requirement",
            "{\"id\": \"t-p\", \"type\": \"problem\", \"title\": \"P\", \"bonus\": 1,"
                + " \"ownerRequirement\": [], \"opponentRequirement\": [{\"power\": 4}]}"),
        Arguments.of("requirement part with color and notColor",
            "{\"id\": \"t-p\", \"type\": \"problem\", \"title\": \"P\", \"bonus\": 1,"
                + " \"ownerRequirement\": [{\"power\": 2, \"color\": \"blue\", \"notColor\":"
                + " \"pink\"}], \"opponentRequirement\": [{\"power\": 4}]}"),
        Arguments.of("problem with power",
            "{\"id\": \"t-p\", \"type\": \"problem\", \"title\": \"P\", \"bonus\": 1, \"power\": 2,"
                + " \"ownerRequirement\": [{\"power\": 4}], \"opponentRequirement\": [{\"power\": 4}]}"),
        Arguments.of("starting problem as a string",
            "{\"id\": \"t-p\", \"type\": \"problem\", \"title\": \"P\", \"bonus\": 1,"
                + " \"startingProblem\": \"yes\", \"ownerRequirement\": [{\"power\": 4}],"
                + " \"opponentRequirement\": [{\"power\": 4}]}"),
        Arguments.of("unknown ability kind",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"passive\"}]}"),
        Arguments.of("unknown trigger",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"triggered\","
                + " \"when\": \"sunrise\", \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]}"),
        Arguments.of("activated ability without timing",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\","
                + " \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]}"),
        Arguments.of("effect with a stray field",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\","
                + " \"timing\": \"main\", \"effects\": [{\"do\": \"score\", \"amount\": 1, \"to\": \"home\"}]}]}"),
        Arguments.of("modify without duration",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\","
                + " \"timing\": \"main\", \"effects\": [{\"do\": \"modify\", \"target\": \"this\", \"power\": 1}]}]}"),
        Arguments.of("continuous ability that changes nothing",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\"}]}"),
        Arguments.of("abilities on an event other than play conditions",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"abilities\":"
                + " [{\"kind\": \"continuous\", \"power\": 1}]}"),
        Arguments.of("timing on a friend", "{" + friend + "\"power\": 1, \"cost\": 1, \"timing\": \"main\"}"),
        Arguments.of("reaction event without its condition",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"timing\": \"reaction\"}"),
        Arguments.of("flipped trigger with a subject",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"triggered\","
                + " \"when\": \"flipped\", \"subject\": \"this\", \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]}"),
        Arguments.of("ignoreFlip with an amount",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\","
                + " \"timing\": \"faceoff\", \"effects\": [{\"do\": \"ignoreFlip\", \"amount\": 1}]}]}"),
        Arguments.of("extraFlips of 0",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\", \"extraFlips\": 0}]}"),
        Arguments.of("spend with a filter",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\","
                + " \"timing\": \"main\", \"costs\": [{\"pay\": \"spend\", \"filter\": {}}],"
                + " \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}]}"),
        Arguments.of("bad timing on an event",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"timing\": \"sometimes\"}"),
        Arguments.of("reactTo without reaction timing",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"timing\": \"main\","
                + " \"reactTo\": {\"when\": \"moved\"}, \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        Arguments.of("reaction condition with a stray field",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"timing\": \"reaction\","
                + " \"reactTo\": {\"when\": \"moved\", \"may\": true}, \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        Arguments.of("takeControl until an unknown duration",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"effects\": [{\"do\": \"takeControl\","
                + " \"target\": {\"choose\": {}}, \"until\": \"ever\"}]}"),
        Arguments.of("exhaust with a duration",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"effects\": [{\"do\": \"exhaust\","
                + " \"target\": {\"choose\": {}}, \"until\": \"turn\"}]}"),
        Arguments.of("cost change of 0",
            "{\"id\": \"t-e\", \"type\": \"friend\", \"title\": \"F\", \"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\":"
                + " \"costChange\", \"action\": \"play\", \"amount\": 0}]}"),
        Arguments.of("cost change of an unknown action",
            "{\"id\": \"t-e\", \"type\": \"friend\", \"title\": \"F\", \"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\":"
                + " \"costChange\", \"action\": \"confront\", \"amount\": 1}]}"),
        Arguments.of("whenever without until",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"effects\": [{\"do\": \"whenever\","
                + " \"when\": \"moved\", \"subject\": {}, \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}]}"),
        Arguments.of("whenever watching a flip",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"effects\": [{\"do\": \"whenever\","
                + " \"when\": \"flipped\", \"until\": \"turn\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}]}"),
        Arguments.of("reaction during an unknown step",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"timing\": \"reaction\","
                + " \"reactTo\": {\"when\": \"moved\"}, \"during\": \"uncover\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        Arguments.of("replacement without instead",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"draw\"}}]}"),
        Arguments.of("replacement of an unknown occurrence",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"win\"},"
                + " \"instead\": [{\"do\": \"draw\", \"amount\": 1}]}]}"),
        Arguments.of("draw replacement with a subject",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"draw\","
                + " \"subject\": \"this\"}, \"instead\": [{\"do\": \"score\", \"amount\": 1}]}]}"),
        Arguments.of("counters and count in one condition",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\", \"power\": 1,"
                + " \"while\": {\"counters\": \"Harmony\", \"count\": {}}}]}"),
        Arguments.of("placement on an attachment",
            "{\"id\": \"t-r\", \"type\": \"resource\", \"title\": \"R\", \"power\": 0, \"cost\": 1,"
                + " \"placement\": \"home\", \"abilities\": [{\"kind\": \"attachment\", \"host\": {}}]}"),
        Arguments.of("host description without its host",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"attachment\"}]}"),
        Arguments.of("lookAtTop without a count",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
                + " \"effects\": [{\"do\": \"lookAtTop\"}]}"),
        Arguments.of("search by where a card is",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
                + " \"effects\": [{\"do\": \"search\", \"filter\": {\"where\": \"home\"}}]}"),
        Arguments.of("counters without their name",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
                + " \"effects\": [{\"do\": \"addCounters\", \"target\": {\"each\": {}}}]}"),
        Arguments.of("faceoff without involve",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\","
                + " \"effects\": [{\"do\": \"faceoff\", \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}]}"),
        Arguments.of("faceoff with neither win nor lose",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\","
                + " \"effects\": [{\"do\": \"faceoff\", \"involve\": [\"this\"]}]}]}"),
        Arguments.of("faceoff inside win",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\","
                + " \"effects\": [{\"do\": \"faceoff\", \"involve\": [\"this\"], \"win\": [{\"do\": \"faceoff\","
                + " \"involve\": [\"this\"], \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}]}]}"),
        Arguments.of("faceoff in a replacement",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\":"
                + " \"dismissed\"}, \"instead\": [{\"do\": \"faceoff\", \"involve\": [\"this\"], \"win\": [{\"do\":"
                + " \"score\", \"amount\": 1}]}]}]}"),
        Arguments.of("flipExtra in a replacement (710.2: it may ask, through Chaos text)",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\":"
                + " \"dismissed\"}, \"instead\": [{\"do\": \"flipExtra\"}]}]}"),
        Arguments.of("ignoreFlip in a replacement (710.2: it asks which card)",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\":"
                + " \"draw\"}, \"instead\": [{\"do\": \"ignoreFlip\"}]}]}"),
        Arguments.of("discard in a replacement",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\":"
                + " \"draw\"}, \"instead\": [{\"do\": \"discard\"}]}]}"),
        Arguments.of("faceoff against each",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\","
                + " \"effects\": [{\"do\": \"faceoff\", \"involve\": [\"this\"], \"against\": {\"each\": {}},"
                + " \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}]}"),
        Arguments.of("modifyTotal of 0",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"timing\": \"faceoff\","
                + " \"effects\": [{\"do\": \"modifyTotal\", \"amount\": 0}]}"),
        Arguments.of("modifyTotal without its amount",
            "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"timing\": \"faceoff\","
                + " \"effects\": [{\"do\": \"modifyTotal\", \"player\": \"you\"}]}"),
        Arguments.of("total with power",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\", \"total\": 1, \"power\": 1}]}"),
        Arguments.of("total with affects",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\", \"total\": 1, \"affects\": \"this\"}]}"),
        Arguments.of("player without total",
            "{" + friend + "\"power\": 1, \"cost\": 1, \"abilities\": [{\"kind\": \"continuous\", \"power\": 1, \"player\": \"you\"}]}"),
        Arguments.of("empty array", "[]"),
        Arguments.of("a bare string", "\"card\""));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badCards")
  @DisplayName("the schema and the loader both reject")
  void bothReject(String name, String json) throws IOException {
    assertThat(cardErrors(json)).as("schema errors").isNotEmpty();
    assertThat(loaderAccepts(json)).as("loader accepts").isFalse();
  }

  @Test
  void everyKeywordIsSpelledTheSameWayByTheSchemaAndTheLoader() throws IOException {
    List<String> mismatches = new ArrayList<>();
    for (Keyword k : Keyword.values()) {
      String good = k.takesValue() ? k.display() + " 2" : k.display();
      String bad = k.takesValue() ? k.display() : k.display() + " 2";
      for (String word : List.of(good, bad)) {
        String json = "{\"id\": \"t-a\", \"type\": \"friend\", \"title\": \"A\", \"power\": 1,"
            + " \"cost\": 1, \"keywords\": [\"" + word + "\"]}";
        boolean schemaOk = cardErrors(json).isEmpty();
        boolean loaderOk = loaderAccepts(json);
        if (schemaOk != word.equals(good) || loaderOk != word.equals(good)) {
          mismatches.add(word + " (schema " + schemaOk + ", loader " + loaderOk + ")");
        }
      }
    }
    assertThat(mismatches).isEmpty();
  }

  @Test
  void everyColorSpellingIsAcceptedByBoth() throws IOException {
    for (CardColor color : CardColor.values()) {
      for (String word : List.of(color.jsonName(), color.element())) {
        String json = "{\"id\": \"t-a\", \"type\": \"friend\", \"title\": \"A\", \"power\": 1,"
            + " \"cost\": 1, \"colors\": [\"" + word + "\"]}";
        assertThat(cardErrors(json)).as(word).isEmpty();
        assertThat(loaderAccepts(json)).as(word).isTrue();
      }
    }
  }

  @Test
  void badDecksAreRejectedByTheDeckSchemaAndTheLoader() throws Exception {
    String good = """
        {"name": "D", "maneCharacter": "t-m", "problemDeck": {"t-p": 2}, "drawDeck": {"t-a": 3}}""";
    assertThat(deckSchema.validate(MAPPER.readTree(good))).isEmpty();
    List<String> bad = List.of(
        "{\"name\": \"D\", \"maneCharacter\": \"t-m\", \"problemDeck\": {}}",
        "{\"name\": \"D\", \"maneCharacter\": \"t-m\", \"problemDeck\": {}, \"drawDeck\": {},"
            + " \"sideboard\": {}}",
        "{\"name\": \"D\", \"maneCharacter\": \"t-m\", \"problemDeck\": {\"t-p\": 0},"
            + " \"drawDeck\": {}}",
        "{\"name\": \"D\", \"maneCharacter\": \"t-m\", \"problemDeck\": {\"t-p\": \"2\"},"
            + " \"drawDeck\": {}}",
        "{\"name\": \"D\", \"maneCharacter\": \"t-m\", \"problemDeck\": [\"t-p\"],"
            + " \"drawDeck\": {}}",
        "{\"name\": \"\", \"maneCharacter\": \"t-m\", \"problemDeck\": {}, \"drawDeck\": {}}");
    CardPool pool = new CardPool(new CardLoader().loadString("""
        [{"id": "t-m", "type": "mane", "title": "M", "start": {"power": 1, "homeLimit": 3},
          "boosted": {"power": 1, "homeLimit": 3}},
         {"id": "t-p", "type": "problem", "title": "P", "bonus": 1,
          "ownerRequirement": [{"power": 1}], "opponentRequirement": [{"power": 1}]}]""", "pool"));
    for (String json : bad) {
      assertThat(deckSchema.validate(MAPPER.readTree(json))).as(json).isNotEmpty();
      assertThat(new DeckLoader(pool).readString(json, "deck.json").ok()).as(json).isFalse();
    }
  }
}
