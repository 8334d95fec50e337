package org.ponytable.hostile;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static java.nio.charset.StandardCharsets.UTF_16BE;
import static java.nio.charset.StandardCharsets.UTF_16LE;
import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoader;
import org.ponytable.cards.DeckLoader;
import org.ponytable.cards.LoadError;
import org.ponytable.cli.PonyCli;
import org.ponytable.engine.TestCards;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.persistence.ReplayFile;
import org.ponytable.persistence.ScenarioLoader;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Saves;
import org.ponytable.ui.session.Settings;
import picocli.CommandLine;

/**
 * The hostile-input corpus for JSON files (issue 8): every kind of file the program reads (card
 * file, deck file, scenario, replay, save and autosave, settings) fed malformed JSON of many
 * shapes, content after the document, repeated fields, deep nesting, huge strings, numbers and
 * files, empty files, byte order marks, UTF-16 and Latin-1 bytes, NULs, control characters,
 * unpaired surrogates and overlong text. Each is loaded the way the program loads it and must be
 * refused with the expected words, with its line and column where the input has them.
 *
 * <p>Inputs a repository holds as they are live in {@code src/test/resources/hostile/json/};
 * byte-level inputs (other encodings, NUL bytes, a byte order mark, CRLF line ends that checkouts
 * may rewrite) and huge ones are made here in a temporary folder.
 */
class JsonHostileTest {
  private static final Path DATA = resource("/hostile/json");

  @TempDir
  Path tmp;

  @TestFactory
  Stream<DynamicTest> corpus() {
    List<HostileCase> all = new ArrayList<>();
    all.addAll(cardFiles());
    all.addAll(deckFiles());
    all.addAll(scenarios());
    all.addAll(replays());
    all.addAll(saves());
    all.addAll(settings());
    all.addAll(commandLine());
    return all.stream().map(HostileCase::test);
  }

  // ---- card files ---------------------------------------------------------------------------

  private List<HostileCase> cardFiles() {
    return List.of(
        data("card: trailing comma", "cards/trailing-comma.json",
            "trailing-comma.json:3:1 at /1: malformed JSON: a comma before ']' is not allowed in JSON", this::card),
        data("card: missing comma", "cards/missing-comma.json",
            "missing-comma.json:2:2 at /id: malformed JSON: a comma is missing between two items", this::card),
        data("card: unquoted field name", "cards/unquoted-key.json",
            "unquoted-key.json:1:2: malformed JSON: a field name must be in double quotes", this::card),
        data("card: single quotes", "cards/single-quotes.json",
            "single-quotes.json:1:8 at /id: malformed JSON: text is written in double quotes, not single quotes",
            this::card),
        data("card: missing colon", "cards/missing-colon.json",
            "missing-colon.json:1:7 at /id: malformed JSON: a colon (:) is missing", this::card),
        data("card: missing value", "cards/missing-value.json",
            "missing-value.json:2:11 at /type: malformed JSON: a value is missing here", this::card),
        data("card: unclosed object", "cards/unclosed-object.json",
            "unclosed-object.json:2:32 at /0/type: malformed JSON: the file ends before the object opened at line 2,"
                + " column 3 is closed", this::card),
        data("card: unclosed string", "cards/unclosed-string.json",
            "unclosed-string.json:1:43 at /title: malformed JSON: the file ends inside a string", this::card),
        data("card: wrong closing bracket", "cards/wrong-closing-bracket.json",
            "wrong-closing-bracket.json:1:67 at /cost: malformed JSON: ']' closes nothing here: the object opened at"
                + " line 1, column 1 must be closed with '}' first", this::card),
        data("card: stray closing bracket", "cards/stray-closing-bracket.json",
            "stray-closing-bracket.json:1:1: malformed JSON: ']' closes nothing", this::card),
        data("card: line comment", "cards/line-comment.json",
            "line-comment.json:2:3: malformed JSON: comments are not allowed in JSON; use the \"text\" field for notes",
            this::card),
        data("card: block comment", "cards/block-comment.json",
            "block-comment.json:1:1: malformed JSON: comments are not allowed in JSON", this::card),
        data("card: True with a capital", "cards/capital-true.json",
            "capital-true.json:1:67 at /startingProblem: malformed JSON: JSON writes true in lowercase", this::card),
        data("card: NaN", "cards/nan.json", "nan.json:1:58 at /power: malformed JSON: \"NaN\" is not a JSON number",
            this::card),
        data("card: leading zero", "cards/leading-zero.json",
            "leading-zero.json:1:56 at /power: malformed JSON: a number must not start with 0", this::card),
        data("card: plus sign", "cards/plus-sign.json",
            "plus-sign.json:1:56 at /power: malformed JSON: a number must not start with '+'", this::card),
        data("card: hexadecimal number", "cards/hex-number.json",
            "hex-number.json:1:56 at /power: malformed JSON: a JSON number is written in plain decimal digits", this::card),
        data("card: backslash path", "cards/bad-escape.json",
            "bad-escape.json:1:82 at /image: malformed JSON: \\c is not an escape JSON knows", this::card),
        data("card: raw line break in a string", "cards/raw-line-break-in-string.json",
            "raw-line-break-in-string.json:1:43 at /title: malformed JSON: a string runs past the end of its line",
            this::card),
        data("card: two documents", "cards/two-documents.json",
            "two-documents.json:2:1: more JSON follows the end of the document", this::card),
        data("card: text after the document", "cards/trailing-garbage.json",
            "trailing-garbage.json:1:69: text follows the end of the JSON document (found 'o')", this::card),
        data("card: repeated field", "cards/duplicate-key.json",
            "duplicate-key.json:1:46 at /title: the field \"title\" appears twice in this object (first at line 1,"
                + " column 32)", this::card),
        data("card: NUL in a title", "cards/nul-in-title.json",
            "nul-in-title.json:1:41 at /title: \"title\" holds a NUL character (U+0000) at character 2", this::card),
        data("card: bell character in a title", "cards/bell-in-title.json",
            "bell-in-title.json:1:41 at /title: \"title\" holds a control character (U+0007)", this::card),
        data("card: C1 control character in a title", "cards/c1-control-in-title.json",
            "c1-control-in-title.json:1:41 at /title: \"title\" holds a control character (U+0085)", this::card),
        data("card: line break in a title", "cards/line-break-in-title.json",
            "line-break-in-title.json:1:41 at /title: \"title\" holds a line break at character 4", this::card),
        data("card: unpaired surrogate in text", "cards/lone-surrogate-in-text.json",
            "lone-surrogate-in-text.json:1:77 at /text: \"text\" holds half of a character (U+D83D, an unpaired"
                + " surrogate)", this::card),
        data("card: unpaired surrogate in a field name", "cards/lone-surrogate-in-key.json",
            "lone-surrogate-in-key.json:1:69 at /\\uDC00: the field name \"\\uDC00\" holds half of a character", this::card),
        data("card: 101-character title", "cards/long-title.json",
            "long-title.json:1:41 at /title: \"title\" is 101 characters long; a name or title may have at most 100",
            this::card),
        data("card: 4,001-character text", "cards/long-text.json",
            "long-text.json:1:77 at /text: \"text\" is 4,001 characters long; a text may have at most 4,000", this::card),
        data("card: 60-digit number", "cards/huge-number.json",
            "huge-number.json:1:55 at /power: a number written with more than 50 characters", this::card),
        data("card: huge exponent", "cards/huge-exponent.json",
            "huge-exponent.json:1:55 at /power: the number 1e999999999 is far outside any range a card file uses",
            this::card),
        data("card: empty file", "cards/empty.json", "empty.json:1:1: the file is empty", this::card),
        data("card: only white space", "cards/whitespace-only.json", "whitespace-only.json:1:1: the file is empty",
            this::card),
        data("card: a string at the top", "cards/top-level-string.json",
            "top-level-string.json:1:1: a card file holds one card object {...} or an array [...] of them", this::card),
        data("card: null at the top", "cards/top-level-null.json",
            "top-level-null.json:1:1: a card file holds one card object", this::card),
        data("card: control character between values", "cards/control-between-values.json",
            "control-between-values.json:1:14 at /id: malformed JSON: a control character (U+0001) between values",
            this::card),
        made("card: 200 levels of nesting", "deep.json", "[".repeat(200) + "]".repeat(200),
            "deep.json:1:65 at /0/0/0/0", this::card),
        made("card: nesting error names the depth, not a 2,000-character pointer", "deep-object.json",
            "{\"a\":".repeat(1000) + "1" + "}".repeat(1000), "deep-object.json:1:321 at /a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/.../a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/a"
                + " (64 levels deep): the JSON nests deeper than 64 levels", this::card),
        made("card: 20,000-character title", "huge-string.json", cardJson("\"" + "A".repeat(20_000) + "\""),
            "huge-string.json:1:41 at /title: a string of more than 10,000 characters", this::card),
        made("card: 1,000,000-character title", "million.json", cardJson("\"" + "A".repeat(1_000_000) + "\""),
            "million.json:1:41 at /title: a string of more than 10,000 characters", this::card),
        made("card: 300-character field name", "long-key.json", "{\"" + "k".repeat(300) + "\": 1}",
            "long-key.json:1:1: a field name of more than 256 characters", this::card),
        madeBytes("card: 2 MiB file", "huge.json", () -> padded(cardJson("\"A\""), 2 << 20),
            "huge.json: the file is 2,097,152 bytes; a card file may be at most 1 MiB (1,048,576 bytes)", this::card),
        madeBytes("card: Latin-1 title", "latin1.json", () -> cardJson("\"Caf\u00e9\"").getBytes(ISO_8859_1),
            "latin1.json:1:45: the file is not UTF-8 text (bad byte 0xE9 at line 1, column 45)", this::card),
        madeBytes("card: UTF-16 with a byte order mark", "utf16-bom.json",
            () -> concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, cardJson("\"A\"").getBytes(UTF_16LE)),
            "utf16-bom.json:1:1: the file is not UTF-8 text: it is UTF-16", this::card),
        madeBytes("card: UTF-16 without a byte order mark", "utf16.json", () -> cardJson("\"A\"").getBytes(UTF_16BE),
            "utf16.json:1:1: the file is not UTF-8 text (NUL byte 0x00 at line 1, column 1); it looks like UTF-16",
            this::card),
        madeBytes("card: UTF-8 byte order mark, then an error placed without it", "bom.json",
            () -> ("\uFEFF{\"id\": }").getBytes(UTF_8), "bom.json:1:8 at /id: malformed JSON: a value is missing", this::card),
        madeBytes("card: CRLF line ends count as one line break", "crlf.json",
            () -> ("[\r\n  " + cardJson("\"A\"") + ",\r\n  {\"id\" \"b\"}\r\n]").getBytes(UTF_8),
            "crlf.json:3:9 at /1/id: malformed JSON: a colon (:) is missing", this::card),
        madeBytes("card: a UTF-8 sequence cut off at the end", "cut.json",
            () -> concat("{\"id\": \"h-a\", \"title\": \"A".getBytes(UTF_8), new byte[] {(byte) 0xE2, (byte) 0x82}),
            "cut.json:1:26: the file is not UTF-8 text (bad byte 0xE2 at line 1, column 26)", this::card),
        new HostileCase("card: a folder named like a card file", "this is a folder, not a card file", () -> {
          Path dir = Files.createDirectories(tmp.resolve("folder.json"));
          return card(dir);
        }),
        new HostileCase("card: a file that does not exist", "nowhere.json: the file does not exist",
            () -> card(tmp.resolve("nowhere.json"))));
  }

  // ---- deck files ---------------------------------------------------------------------------

  private List<HostileCase> deckFiles() {
    return List.of(
        data("deck: trailing comma", "decks/trailing-comma.json",
            "trailing-comma.json:3:25 at /drawDeck/f-y1: malformed JSON: a comma before '}' is not allowed", this::deck),
        data("deck: a card listed twice", "decks/duplicate-card.json",
            "duplicate-card.json:2:26 at /drawDeck/f-y1: the field \"f-y1\" appears twice in this object (first at line"
                + " 2, column 15)", this::deck),
        data("deck: 101-character name", "decks/long-name.json",
            "long-name.json:1:10 at /name: \"name\" is 101 characters long; a name or title may have at most 100",
            this::deck),
        data("deck: NUL in the name", "decks/nul-in-name.json",
            "nul-in-name.json:1:10 at /name: \"name\" holds a NUL character (U+0000) at character 5", this::deck),
        data("deck: tab in the name", "decks/tab-in-name.json",
            "tab-in-name.json:1:10 at /name: \"name\" holds a tab at character 5", this::deck),
        data("deck: an array at the top", "decks/top-level-array.json",
            "top-level-array.json:1:1: a deck file holds one deck object", this::deck),
        data("deck: empty file", "decks/empty.json", "empty.json:1:1: the file is empty", this::deck),
        data("deck: two decks in one file", "decks/two-decks.json",
            "two-decks.json:2:1: more JSON follows the end of the document", this::deck),
        data("deck: unquoted card id", "decks/unquoted-card-id.json",
            "unquoted-card-id.json:1:66 at /problemDeck: malformed JSON: a field name must be in double quotes",
            this::deck),
        madeBytes("deck: 300 KiB file", "huge-deck.json", () -> padded("{\"name\": \"x\"}", 300 << 10),
            "huge-deck.json: the file is 307,200 bytes; a deck file may be at most 256 KiB (262,144 bytes)", this::deck),
        madeBytes("deck: Latin-1 name", "latin1-deck.json",
            () -> "{\"name\": \"Se\u00f1or\", \"maneCharacter\": \"mane-sun\"}".getBytes(ISO_8859_1),
            "latin1-deck.json:1:13: the file is not UTF-8 text (bad byte 0xF1 at line 1, column 13)", this::deck));
  }

  // ---- scenarios ----------------------------------------------------------------------------

  private List<HostileCase> scenarios() {
    return List.of(
        data("scenario: missing comma", "scenarios/missing-comma.json",
            "missing-comma.json:3:3 at /turn: malformed JSON: a comma is missing between two items", this::scenario),
        data("scenario: a second document after the first", "scenarios/trailing-content.json",
            "trailing-content.json:2:1: more JSON follows the end of the document", this::scenario),
        data("scenario: text after the document", "scenarios/trailing-garbage.json",
            "trailing-garbage.json:3:1: text follows the end of the JSON document (found '-')", this::scenario),
        data("scenario: repeated field", "scenarios/duplicate-key.json",
            "duplicate-key.json:3:3 at /turn: the field \"turn\" appears twice in this object (first at line 2,"
                + " column 3)", this::scenario),
        data("scenario: empty file", "scenarios/empty.json", "empty.json:1:1: the file is empty", this::scenario),
        data("scenario: NUL in the description", "scenarios/nul-in-description.json",
            "nul-in-description.json:1:18 at /description: \"description\" holds a NUL character (U+0000)",
            this::scenario),
        data("scenario: 4,010-character description", "scenarios/long-description.json",
            "long-description.json:1:18 at /description: \"description\" is 4,010 characters long; a text may have at"
                + " most 4,000", this::scenario),
        data("scenario: line break in a player's name", "scenarios/line-break-in-player-name.json",
            "line-break-in-player-name.json:1:26 at /players/0/name: \"name\" holds a line break", this::scenario),
        data("scenario: unpaired surrogate in a player's name", "scenarios/lone-surrogate-in-player-name.json",
            "lone-surrogate-in-player-name.json:1:26 at /players/0/name: \"name\" holds half of a character (U+DEAD",
            this::scenario),
        data("scenario: an array at the top", "scenarios/top-level-array.json",
            "top-level-array.json:1:1: a scenario must be a JSON object {...}, not an array", this::scenario),
        data("scenario: escape sequence in an inline card's title", "scenarios/inline-card-control-character.json",
            "inline-card-control-character.json:2:58 at /cards/0/title: \"title\" holds a control character (U+001B)",
            this::scenario),
        data("scenario: huge exponent as the seed", "scenarios/huge-exponent-seed.json",
            "huge-exponent-seed.json:1:11 at /seed: the number 1e999999999 is far outside any range a scenario file"
                + " uses", this::scenario),
        data("scenario: comment", "scenarios/comment.json",
            "comment.json:2:3: malformed JSON: comments are not allowed in JSON; use \"description\" for notes",
            this::scenario),
        data("scenario: unclosed array", "scenarios/unclosed-array.json",
            "unclosed-array.json:3:1 at /players/0: malformed JSON: '}' closes nothing here: the array opened at line 1,"
                + " column 14 must be closed with ']' first", this::scenario),
        data("scenario: NULL in capitals", "scenarios/capital-null.json",
            "capital-null.json:1:15 at /priority: malformed JSON: JSON writes null in lowercase", this::scenario),
        made("scenario: 100 levels of nesting in the checks", "deep-scenario.json",
            "{\"players\": [], \"expect\": " + "[".repeat(100) + "]".repeat(100) + "}",
            "deep-scenario.json:1:90 at /expect/0/0/0/0/0/0/0/0/0/0/0/0/0/0/.../0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0"
                + " (64 levels deep): the JSON nests deeper than 64 levels", this::scenario),
        madeBytes("scenario: 5 MiB file", "huge-scenario.json", () -> padded("{\"players\": []}", 5 << 20),
            "huge-scenario.json: the file is 5,242,880 bytes; a scenario file may be at most 4 MiB (4,194,304 bytes)",
            this::scenario),
        madeBytes("scenario: UTF-16 with a byte order mark", "utf16-scenario.json",
            () -> concat(new byte[] {(byte) 0xFE, (byte) 0xFF}, "{\"players\": []}".getBytes(UTF_16BE)),
            "utf16-scenario.json:1:1: the file is not UTF-8 text: it is UTF-16", this::scenario),
        madeBytes("scenario: Latin-1 description on line 2", "latin1-scenario.json",
            () -> "{\n  \"description\": \"na\u00efve\",\n  \"players\": []\n}".getBytes(ISO_8859_1),
            "latin1-scenario.json:2:21: the file is not UTF-8 text (bad byte 0xEF at line 2, column 21)",
            this::scenario));
  }

  // ---- replays ------------------------------------------------------------------------------

  private List<HostileCase> replays() {
    return List.of(
        data("replay: a second document after the first", "replays/trailing-content.json",
            "trailing-content.json:2:1: more JSON follows the end of the document", this::replay),
        data("replay: 'actions' twice", "replays/duplicate-actions.json",
            "duplicate-actions.json:3:2 at /actions: the field \"actions\" appears twice", this::replay),
        data("replay: NUL in an action", "replays/nul-in-action.json",
            "nul-in-action.json:1:80 at /actions/0: \"actions\" holds a NUL character (U+0000) at character 5",
            this::replay),
        data("replay: a string at the top", "replays/top-level-string.json",
            "top-level-string.json:1:1: a replay must be a JSON object {...}, not the string", this::replay),
        data("replay: empty file", "replays/empty.json", "empty.json:1:1: the file is empty", this::replay),
        data("replay: unclosed array", "replays/unclosed-array.json",
            "unclosed-array.json:3:1 at /actions/1: malformed JSON: '}' closes nothing here: the array opened at line 2,"
                + " column 13 must be closed with ']' first", this::replay),
        data("replay: 80-digit seed", "replays/huge-seed.json",
            "huge-seed.json:1:64 at /setup/seed: a number written with more than 50 characters", this::replay),
        data("replay: 120-character player name", "replays/long-player-name.json",
            "long-player-name.json:1:88 at /setup/players/0/name: \"name\" is 120 characters long", this::replay),
        data("replay: Windows path with backslashes", "replays/bad-escape.json",
            "bad-escape.json:1:62 at /scenario: malformed JSON: \\g is not an escape JSON knows", this::replay),
        data("replay: single-quoted action", "replays/single-quoted-action.json",
            "single-quoted-action.json:1:80 at /actions/0: malformed JSON: text is written in double quotes", this::replay),
        madeBytes("replay: non-UTF-8 bytes (was \"Input length = 3\")", "latin1-replay.json",
            () -> concat("{\"format\": \"ponytable-replay\", \"version\": 1, \"setup\": {\"seed\": 1, \"players\": [{\"name\": \"Ann"
                .getBytes(UTF_8), new byte[] {(byte) 0xE2, (byte) 0x82, (byte) 0x28}, "\"}]}, \"actions\": []}".getBytes(UTF_8)),
            "latin1-replay.json:1:92: the file is not UTF-8 text (bad byte 0xE2 at line 1, column 92)", this::replay),
        madeBytes("replay: 9 MiB file", "huge-replay.json",
            () -> padded("{\"format\": \"ponytable-replay\", \"version\": 1, \"scenario\": \"x.json\", \"actions\": []}", 9 << 20),
            "huge-replay.json: the file is 9,437,184 bytes; a replay or saved game may be at most 8 MiB", this::replay),
        made("replay: 80 levels of nesting in a scenario", "deep-replay.json",
            "{\"format\": \"ponytable-replay\", \"version\": 1, \"scenario\": " + "{\"cards\": ".repeat(80)
                + "1" + "}".repeat(80) + ", \"actions\": []}",
            "(64 levels deep): the JSON nests deeper than 64 levels", this::replay),
        made("replay: 1,000,000-character player name", "million-name-replay.json",
            "{\"format\": \"ponytable-replay\", \"version\": 1, \"setup\": {\"seed\": 1, \"players\": [{\"name\": \""
                + "Ann".repeat(333_334) + "\"}]}, \"actions\": []}",
            "million-name-replay.json:1:88 at /setup/players/0/name: a string of more than 10,000 characters",
            this::replay));
  }

  // ---- saved games and the autosave ---------------------------------------------------------

  private List<HostileCase> saves() {
    return List.of(
        data("autosave: cut off mid-write", "saves/autosave-cut-mid-write.json",
            "autosave-cut-mid-write.json:11:36 at /setup/players/0/deck/maneCharacter: malformed JSON: the file ends"
                + " inside a string", this::save),
        data("save: text after the document", "saves/trailing-garbage.json",
            "trailing-garbage.json:2:1: text follows the end of the JSON document (found '}')", this::save),
        data("autosave: empty file", "saves/autosave-empty.json", "autosave-empty.json:1:1: the file is empty",
            this::save),
        data("save: terminal escape in a player's name", "saves/control-in-name.json",
            "control-in-name.json:1:88 at /setup/players/0/name: \"name\" holds a control character (U+001B)",
            this::save),
        data("save: 'setup' twice", "saves/duplicate-setup.json",
            "duplicate-setup.json:3:2 at /setup: the field \"setup\" appears twice in this object (first at line 2,"
                + " column 2)", this::save),
        madeBytes("autosave: zero-filled after a crash", "zeros-autosave.json", () -> new byte[4096],
            "zeros-autosave.json:1:1: the file is not UTF-8 text (NUL byte 0x00 at line 1, column 1)", this::save),
        madeBytes("save: Latin-1 player name", "latin1-save.json",
            () -> "{\"format\": \"ponytable-replay\", \"setup\": {\"players\": [{\"name\": \"Zo\u00eb\"}]}}"
                .getBytes(ISO_8859_1),
            "latin1-save.json:1:66: the file is not UTF-8 text (bad byte 0xEB at line 1, column 66)", this::save),
        madeBytes("save: UTF-16 without a byte order mark", "utf16-save.json",
            () -> "{\"format\": \"ponytable-replay\"}".getBytes(UTF_16LE),
            "utf16-save.json:1:2: the file is not UTF-8 text (NUL byte 0x00 at line 1, column 2); it looks like UTF-16",
            this::save),
        madeBytes("save: 9 MiB file", "huge-save.json", () -> padded("{\"format\": \"ponytable-replay\"}", 9 << 20),
            "huge-save.json: the file is 9,437,184 bytes; a replay or saved game may be at most 8 MiB (8,388,608"
                + " bytes)", this::save));
  }

  // ---- settings -----------------------------------------------------------------------------

  private List<HostileCase> settings() {
    return List.of(
        data("settings: missing comma", "settings/malformed.json",
            "malformed.json:3:3 at /autoPass: malformed JSON: a comma is missing", this::defaultSettings),
        data("settings: empty file", "settings/empty.json", "empty.json:1:1: the file is empty", this::defaultSettings),
        data("settings: an array at the top", "settings/top-level-array.json",
            "top-level-array.json:1:1: a settings file holds one object", this::defaultSettings),
        data("settings: \"yes\" for true", "settings/auto-pass-yes.json",
            "auto-pass-yes.json:1:14 at /autoPass: \"autoPass\" is true or false, not \"yes\"; using true",
            f -> settingsWhere(f, s -> s.autoPass && !s.animations)),
        data("settings: unknown mode", "settings/unknown-mode.json",
            "unknown-mode.json:1:10 at /mode: \"mode\" is \"practice\", \"match\" or \"workbench\", not \"tournament\"",
            this::defaultSettings),
        data("settings: a second document", "settings/trailing-content.json",
            "trailing-content.json:2:1: more JSON follows the end of the document", this::defaultSettings),
        data("settings: repeated field", "settings/duplicate-key.json",
            "duplicate-key.json:2:2 at /autoPass: the field \"autoPass\" appears twice", this::defaultSettings),
        data("settings: NUL in the mode", "settings/nul-in-mode.json",
            "nul-in-mode.json:1:10 at /mode: \"mode\" holds a NUL character", this::defaultSettings),
        data("settings: unknown setting", "settings/unknown-field.json",
            "unknown-field.json:1:21 at /autopass: unknown setting \"autopass\"",
            f -> settingsWhere(f, s -> !s.autoPass && s.animations)),
        data("settings: the old properties format", "settings/old-properties-format.json",
            "old-properties-format.json:1:1: malformed JSON: comments are not allowed in JSON", this::defaultSettings),
        madeBytes("settings: 100 KiB file", "huge-settings.json", () -> padded("{\"mode\": \"match\"}", 100 << 10),
            "huge-settings.json: the file is 102,400 bytes; a settings file may be at most 64 KiB (65,536 bytes)",
            this::defaultSettings),
        madeBytes("settings: Latin-1 bytes", "latin1-settings.json",
            () -> "{\"mode\": \"d\u00e9faut\"}".getBytes(ISO_8859_1),
            "latin1-settings.json:1:12: the file is not UTF-8 text (bad byte 0xE9 at line 1, column 12)",
            this::defaultSettings),
        madeBytes("settings: UTF-16 with a byte order mark", "utf16-settings.json",
            () -> concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, "{\"mode\": \"match\"}".getBytes(UTF_16LE)),
            "utf16-settings.json:1:1: the file is not UTF-8 text: it is UTF-16", this::defaultSettings),
        made("settings: 70 levels of nesting", "deep-settings.json", "{\"mode\": " + "[".repeat(70) + "]".repeat(70) + "}",
            "deep-settings.json:1:73 at /mode/0/0/0", this::defaultSettings),
        new HostileCase("settings: a folder where the file should be", "this is a folder, not a settings file",
            () -> defaultSettings(Files.createDirectories(tmp.resolve("settings.json")))));
  }

  // ---- through the command line -------------------------------------------------------------

  private List<HostileCase> commandLine() {
    return List.of(
        madeBytes("cli scenario: Latin-1 scenario", "cli-latin1.json",
            () -> "{\"description\": \"\u00e9\", \"players\": []}".getBytes(ISO_8859_1),
            "cli-latin1.json:1:18: the file is not UTF-8 text (bad byte 0xE9 at line 1, column 18)",
            f -> cli("scenario", f.toString())),
        data("cli replay: a second document after the first", "replays/trailing-content.json",
            "trailing-content.json:2:1: more JSON follows the end of the document", f -> cli("replay", f.toString())),
        new HostileCase("cli validate: a card folder with a broken card file",
            "broken.json:1:67 at /startingProblem: malformed JSON: JSON writes true in lowercase", () -> {
              Path dir = Files.createDirectories(tmp.resolve("cli-cards"));
              Files.copy(DATA.resolve("cards/capital-true.json"), dir.resolve("broken.json"));
              return cli("validate", dir.toString());
            }));
  }

  // ---- loading each kind the way the program does --------------------------------------------

  private String card(Path file) {
    return errors(new CardLoader().loadFile(file).errors());
  }

  private String deck(Path file) {
    return errors(new DeckLoader(TestCards.POOL).loadFile(file).errors());
  }

  private String scenario(Path file) {
    try {
      new ScenarioLoader(TestCards.POOL).load(file);
      return "";
    } catch (FileFormatException e) {
      return e.getMessage();
    }
  }

  private String replay(Path file) {
    try {
      ReplayFile.read(file, TestCards.POOL, null);
      return "";
    } catch (FileFormatException e) {
      return e.getMessage();
    }
  }

  private String save(Path file) {
    try {
      Saves.read(file, TestCards.POOL, null, GameSession.Mode.PRACTICE, true);
      return "";
    } catch (FileFormatException e) {
      return e.getMessage();
    }
  }

  /** The warnings, when every setting kept its default; else says what did not. */
  private String defaultSettings(Path file) {
    return settingsWhere(file, s -> s.autoPass && s.animations && s.mode == GameSession.Mode.PRACTICE);
  }

  private String settingsWhere(Path file, java.util.function.Predicate<Settings> expected) {
    Settings s = Settings.load(file);
    if (!expected.test(s)) {
      return "the settings read are not the expected ones: autoPass=" + s.autoPass + " animations=" + s.animations
          + " mode=" + s.mode;
    }
    return String.join("\n", s.warnings);
  }

  private static String cli(String... args) {
    CommandLine cmd = PonyCli.commandLine();
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    cmd.setOut(new PrintWriter(out));
    cmd.setErr(new PrintWriter(err));
    int code = cmd.execute(args);
    return code == PonyCli.OK ? "" : err + "\n" + out;
  }

  private static String errors(List<LoadError> errors) {
    return String.join("\n", errors.stream().map(LoadError::toString).toList());
  }

  // ---- making the inputs --------------------------------------------------------------------

  /** A file of the check-in corpus. */
  private static HostileCase data(String name, String file, String expected, Loader loader) {
    return new HostileCase(name, expected, () -> loader.load(DATA.resolve(file)));
  }

  /** A file made in the temporary folder from text, written as UTF-8. */
  private HostileCase made(String name, String file, String text, String expected, Loader loader) {
    return madeBytes(name, file, () -> text.getBytes(UTF_8), expected, loader);
  }

  /** A file made in the temporary folder from bytes. */
  private HostileCase madeBytes(String name, String file, Bytes bytes, String expected, Loader loader) {
    return new HostileCase(name, expected, () -> loader.load(Files.write(tmp.resolve(file), bytes.get())));
  }

  @FunctionalInterface
  private interface Loader {
    String load(Path file) throws Exception;
  }

  @FunctionalInterface
  private interface Bytes {
    byte[] get() throws IOException;
  }

  /** A one-line event card with the given title (JSON text, quotes included). */
  private static String cardJson(String title) {
    return "{\"id\": \"h-a\", \"type\": \"event\", \"title\": " + title + ", \"power\": 1, \"cost\": 1}";
  }

  /** {@code json} followed by spaces up to {@code size} bytes: valid JSON, only too large. */
  private static byte[] padded(String json, int size) {
    byte[] head = json.getBytes(UTF_8);
    byte[] all = Arrays.copyOf(head, size);
    Arrays.fill(all, head.length, size, (byte) ' ');
    return all;
  }

  private static byte[] concat(byte[]... parts) {
    int n = 0;
    for (byte[] p : parts) {
      n += p.length;
    }
    byte[] all = new byte[n];
    int at = 0;
    for (byte[] p : parts) {
      System.arraycopy(p, 0, all, at, p.length);
      at += p.length;
    }
    return all;
  }

  private static Path resource(String name) {
    try {
      return Path.of(JsonHostileTest.class.getResource(name).toURI());
    } catch (URISyntaxException e) {
      throw new UncheckedIOException(new IOException(e));
    }
  }
}
