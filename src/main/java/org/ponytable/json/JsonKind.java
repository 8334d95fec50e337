package org.ponytable.json;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A kind of file the program reads, with its size cap and the text rule of each string field.
 * A string takes the rule of the field it is the value of (an array item, of the field holding
 * the array); fields not listed are {@link TextRule#PLAIN}.
 *
 * @param name what the file is called in messages ("card file")
 * @param maxBytes the largest file of this kind that is read at all
 * @param fields the text rule of each field name that is not plain
 * @param notes where notes go instead of comments, for the "no comments" message; or null
 */
public record JsonKind(String name, long maxBytes, Map<String, TextRule> fields, String notes) {
  public JsonKind {
    Objects.requireNonNull(name);
    fields = Map.copyOf(fields);
  }

  /** Card fields: the parts of a card a person reads. */
  private static final Map<String, TextRule> CARD_FIELDS = Map.of(
      "title", TextRule.NAME, "subtitle", TextRule.NAME, "set", TextRule.NAME, "number", TextRule.NAME,
      "traits", TextRule.NAME, "text", TextRule.LONG_TEXT);

  public static final JsonKind CARD_FILE = new JsonKind("card file", JsonLimits.CARD_FILE_BYTES, CARD_FIELDS,
      "use the \"text\" field for notes");

  public static final JsonKind DECK_FILE = new JsonKind("deck file", JsonLimits.DECK_FILE_BYTES,
      Map.of("name", TextRule.NAME), null);

  /** Scenarios may hold card definitions, which keep the card rules. */
  public static final JsonKind SCENARIO = new JsonKind("scenario file", JsonLimits.SCENARIO_BYTES,
      union(CARD_FIELDS, Map.of("description", TextRule.LONG_TEXT, "name", TextRule.NAME)),
      "use \"description\" for notes");

  /** Replays, saved games and the autosave; a replay may hold a whole scenario. */
  public static final JsonKind REPLAY = new JsonKind("replay or saved game", JsonLimits.REPLAY_BYTES,
      SCENARIO.fields(), null);

  public static final JsonKind SETTINGS = new JsonKind("settings file", JsonLimits.SETTINGS_BYTES,
      Map.of("lastNames", TextRule.NAME, "lastDecks", TextRule.NAME), null);

  /** The printed texts of a player's own OCTGN files, by card GUID, kept in their data folder (issue 11). */
  public static final JsonKind PRINTED_TEXTS = new JsonKind("printed texts file", 16L * 1024 * 1024,
      Map.of("text", TextRule.LONG_TEXT), null);

  /** The rule for a string that is the value of {@code field} (null: the document itself). */
  public TextRule ruleFor(String field) {
    return field == null ? TextRule.PLAIN : fields.getOrDefault(field, TextRule.PLAIN);
  }

  private static Map<String, TextRule> union(Map<String, TextRule> a, Map<String, TextRule> b) {
    Map<String, TextRule> m = new HashMap<>(a);
    m.putAll(b);
    return m;
  }
}
