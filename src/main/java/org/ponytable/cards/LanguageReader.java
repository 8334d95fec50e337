package org.ponytable.cards;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Field;
import org.ponytable.engine.ability.Who;

/**
 * What the readers of the ability language share: the card file's checks and the reading of a
 * word from a closed list. Each part of the language has its reader: {@link AbilityReader}
 * (abilities and Event text), {@link EffectReader} (effects, read through the engine's table of
 * effect words), {@link TriggerReader} (triggers, timing phrases, Reactions), {@link FilterReader}
 * (filters and conditions) and {@link CostReader} (costs).
 */
abstract class LanguageReader {
  final JsonChecks c;

  LanguageReader(JsonChecks c) {
    this.c = c;
  }

  /** The players an ability may name, by word. */
  static final Map<String, Who> WHO = Field.PLAYERS;

  static <T> Map<String, T> names(T[] values, Function<T, String> name) {
    Map<String, T> m = new LinkedHashMap<>();
    for (T v : values) {
      m.put(name.apply(v), v);
    }
    return m;
  }

  static String listing(java.util.Collection<String> words) {
    return String.join(", ", words.stream().map(w -> "\"" + w + "\"").toList());
  }

  <T> T word(JsonNode n, String p, String label, String noun, Map<String, T> words) {
    String s = c.choice(n, p, label, noun, words.keySet(), listing(words.keySet()));
    return s == null ? null : words.get(s);
  }

  <T> T word(ObjectNode o, String at, String field, boolean required, String what, String noun,
      Map<String, T> words, T dflt) {
    JsonNode n = c.member(o, at, field, required, what, "one of " + listing(words.keySet()));
    return n == null ? dflt : word(n, LocatedJson.child(at, field), "\"" + field + "\"", noun, words);
  }

  /** A word of a table's closed list ({@link Field.Choice}), its default when left out. */
  <T> T choice(Field.Choice<T> ch, ObjectNode o, String at, String what) {
    return word(o, at, ch.name(), ch.required(), what, ch.noun(), ch.words(), ch.dflt());
  }

  ObjectNode object(JsonNode n, String p, String what) {
    if (!n.isObject()) {
      c.at(p, what + " must be an object {...}, but it is " + JsonChecks.describe(n));
      return null;
    }
    return (ObjectNode) n;
  }

  /** An integer from -99 to 99 other than 0 (a modifier adding nothing changes nothing). */
  Integer nonZero(ObjectNode o, String at, String field, String what, String expected) {
    Integer n = c.integer(o, at, field, true, what, expected, -99, 99);
    if (n != null && n == 0) {
      c.at(LocatedJson.child(at, field), "\"" + field + "\" must not be 0: " + expected);
      return null;
    }
    return n;
  }

  /** The "cant" list of a continuous ability or of a modifier made by an effect (104.2). */
  Set<Ability.Restriction> restrictions(ObjectNode o, String at, String what) {
    Set<Ability.Restriction> cant = EnumSet.noneOf(Ability.Restriction.class);
    ArrayNode a = c.array(o, at, "cant", false, what,
        "an array of " + listing(AbilityReader.RESTRICTIONS.keySet()));
    if (a != null) {
      for (int i = 0; i < a.size(); i++) {
        Ability.Restriction r = word(a.get(i), LocatedJson.child(LocatedJson.child(at, "cant"), i),
            "a \"cant\"", "restriction", AbilityReader.RESTRICTIONS);
        if (r != null && !cant.add(r)) {
          c.at(LocatedJson.child(LocatedJson.child(at, "cant"), i), "\"" + r.jsonName() + "\" is listed twice");
        }
      }
    }
    return cant;
  }
}
