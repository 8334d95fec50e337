package org.ponytable.json;

/**
 * Every limit the JSON reading stack enforces, in one place. Each is far above what a real file
 * of its kind needs and far below what would hurt the program, so hitting one means the file is
 * not what it claims to be (or was made to hurt), never that a real user outgrew it.
 */
public final class JsonLimits {
  private JsonLimits() {}

  // ---- file sizes, checked before a byte is read ----

  /**
   * Card files. The shipped ones hold a whole deck's cards in 11-15 KiB; a set of several hundred
   * cards in one file still stays under 1 MiB.
   */
  public static final long CARD_FILE_BYTES = 1L << 20;

  /** Deck lists. A 60-card deck is about 1 KiB; 256 KiB is room for any deck with comments in names. */
  public static final long DECK_FILE_BYTES = 256L << 10;

  /**
   * Scenario files. Hand-written positions are a few KiB; a scenario may carry its own card
   * definitions, so it gets more room than one card file.
   */
  public static final long SCENARIO_BYTES = 4L << 20;

  /**
   * Replays and saved games (the autosave too). A measured 2,300-action game is 24 KiB; 8 MiB is
   * hundreds of such games' worth of actions, plus room for a scenario written inside the replay.
   */
  public static final long REPLAY_BYTES = 8L << 20;

  /** The table's settings: three short values. */
  public static final long SETTINGS_BYTES = 64L << 10;

  // ---- the parser's limits (Jackson StreamReadConstraints), the same for every kind ----

  /** Arrays and objects inside each other. The deepest shipped file (the card schema) nests 15. */
  public static final int MAX_DEPTH = 64;

  /**
   * Characters in any one string, before the per-field limits below. Jackson's default (20
   * million) would let a single title fill memory; no field of any format needs 10,000.
   */
  public static final int MAX_STRING_CHARS = 10_000;

  /** Characters in a field name. The longest real ones are card ids used as deck keys (~30). */
  public static final int MAX_NAME_CHARS = 256;

  /**
   * Characters in a number as written, and digits before or after the decimal point once read
   * (so 1e999999999 is refused too). Seeds are the largest numbers the formats use: 20 digits.
   */
  public static final int MAX_NUMBER_CHARS = 50;

  // ---- per-field text limits (see TextRule) ----

  /** Titles, subtitles, names, traits, set names: what fits on a card's title bar and more. */
  public static final int NAME_CHARS = 100;

  /** Card text and scenario descriptions; the longest shipped one is about 600 characters. */
  public static final int LONG_TEXT_CHARS = 4_000;

  /** Every other string: ids, words of the ability language, paths, actions in the notation. */
  public static final int PLAIN_CHARS = 1_000;

  /** "1 MiB", "256 KiB" or "512 bytes", for messages. */
  public static String size(long bytes) {
    if (bytes >= (1L << 20) && bytes % (1L << 20) == 0) {
      return (bytes >> 20) + " MiB";
    }
    if (bytes >= 1024 && bytes % 1024 == 0) {
      return (bytes >> 10) + " KiB";
    }
    return String.format(java.util.Locale.ROOT, "%,d bytes", bytes);
  }
}
