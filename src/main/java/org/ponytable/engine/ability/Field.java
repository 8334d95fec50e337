package org.ponytable.engine.ability;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One field of a word as card files write it. The engine's tables of words (effects, triggers,
 * conditions, filters) list each word's fields; the card loader reads them (with these ranges, defaults and words) and the
 * schema test checks docs/card.schema.json against them, so the three never drift apart.
 */
public sealed interface Field {
  /** The field's name in card files. */
  String name();

  /** Whether a card file must write it. */
  boolean required();

  /** The names it occupies in card files (a change of power and colors takes three). */
  default List<String> jsonNames() {
    return List.of(name());
  }

  /**
   * An integer from {@code min} to {@code max}; {@code dflt} when left out (null: none). With
   * {@code nonZero}, 0 is refused: a change adding nothing changes nothing.
   */
  record Int(String name, boolean required, int min, int max, Integer dflt, boolean nonZero, String meaning)
      implements Field {}

  /** One word of a closed list ({@code noun} names the list in messages); {@code dflt} when left out. */
  record Choice<T>(String name, boolean required, String noun, Map<String, T> words, T dflt) implements Field {
    public Choice {
      words = Collections.unmodifiableMap(new LinkedHashMap<>(words));
    }
  }

  /** "target": "this", "it", {"each": FILTER} or {"choose": FILTER, "count": N}. */
  record TargetField() implements Field {
    public String name() {
      return "target";
    }

    public boolean required() {
      return true;
    }
  }

  /**
   * "power" (added), "setPower" (set first), "colors" and "colorPower" (added), "keywords" (given);
   * at least one of them.
   */
  record ChangeField() implements Field {
    public String name() {
      return "power";
    }

    public boolean required() {
      return false;
    }

    @Override
    public List<String> jsonNames() {
      return List.of("power", "setPower", "colors", "colorPower", "keywords", "cant", "becomes");
    }
  }

  /**
   * A filter of cards out of play, so only what is printed (type, color, trait, title,
   * maxPower); {@link Filter#ANY} when left out. {@code whyPrinted} is the refusal of any other part.
   */
  record PrintedFilter(String name, String whyPrinted) implements Field {
    public boolean required() {
      return false;
    }
  }

  /** A card filter ({@link Filter}): "this" or an object of its parts. */
  record FilterField(String name, boolean required, String meaning) implements Field {}

  /** An array of two or more conditions, all of which must hold. */
  record Conditions(String name, String meaning) implements Field {
    public boolean required() {
      return true;
    }
  }

  /** One condition ({@link Condition}), as "if" and "while" write it. */
  record ConditionField(String name, String meaning) implements Field {
    public boolean required() {
      return true;
    }
  }

  /** A {@link Count}: how many times the word's amount counts ("for each ...", "equal to ..."). */
  record CountField(String name, String meaning) implements Field {
    public boolean required() {
      return false;
    }
  }

  /** true or false. */
  record Bool(String name, boolean required, String meaning) implements Field {}

  /** A short required text, like a counter's name. */
  record Text(String name, String meaning) implements Field {
    public boolean required() {
      return true;
    }
  }

  /**
   * Fields of a word with a grammar of its own (effects inside effects, a trigger), read by the
   * loader's reader for that word; listed here so the schema test still covers them.
   */
  record Nested(List<String> jsonNames, List<String> requiredNames) implements Field {
    public String name() {
      return jsonNames.get(0);
    }

    public boolean required() {
      return false;
    }
  }

  // ---- the fields words share ----

  /** The players an effect may name, by word. */
  Map<String, Who> PLAYERS = byName(List.of(Who.values()), Who::jsonName);

  static Int amount(String meaning) {
    return new Int("amount", true, 1, 99, null, false, meaning);
  }

  static Choice<Who> player(Who dflt) {
    return new Choice<>("player", false, "player", PLAYERS, dflt);
  }

  /** "forEach": the amount counts once for each thing the count counts (rules.Counts). */
  static CountField forEach() {
    return new CountField("forEach", "the amount counts once for each of these");
  }

  /** How long an effect lasts; not the durations only a "can't" takes (modifierUntil). */
  static Choice<Duration> until(boolean required) {
    return new Choice<>("until", required, "duration", byName(List.of(Duration.values()).stream()
        .filter(d -> d != Duration.NEXT_READY_PHASE).toList(), Duration::jsonName),
        null);
  }

  /** How long a modifier lasts; the durations only a "can't" takes included. */
  static Choice<Duration> modifierUntil() {
    return new Choice<>("until", true, "duration", byName(List.of(Duration.values()), Duration::jsonName), null);
  }

  static <T> Map<String, T> byName(List<T> values, Function<T, String> name) {
    Map<String, T> m = new LinkedHashMap<>();
    for (T v : values) {
      m.put(name.apply(v), v);
    }
    return m;
  }

  /** The values read for one effect, by field name; an optional field left out holds its default. */
  final class Values {
    private final Map<String, Object> byName = new LinkedHashMap<>();

    public void put(String name, Object value) {
      byName.put(name, value);
    }

    public Integer integer(String name) {
      return (Integer) byName.get(name);
    }

    public Who who(String name) {
      return (Who) byName.get(name);
    }

    @SuppressWarnings("unchecked")
    public <T> T choice(String name) {
      return (T) byName.get(name);
    }

    public Target target() {
      return (Target) byName.get("target");
    }

    public Ability.Change change() {
      return (Ability.Change) byName.get("power");
    }

    public Filter filter(String name) {
      return (Filter) byName.get(name);
    }

    public Count count(String name) {
      return (Count) byName.get(name);
    }

    public Boolean bool(String name) {
      return (Boolean) byName.get(name);
    }

    public String text(String name) {
      return (String) byName.get(name);
    }
  }
}
