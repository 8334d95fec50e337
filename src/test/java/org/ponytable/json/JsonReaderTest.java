package org.ponytable.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JSON stack's own promises; the hostile corpus (org.ponytable.hostile) covers the bad files. */
class JsonReaderTest {
  private static JsonReader.Result parse(String text) {
    return JsonReader.parse("f.json", text, JsonKind.CARD_FILE);
  }

  private static List<String> problems(String text, JsonKind kind) {
    return JsonReader.parse("f.json", text, kind).problems().stream().map(JsonProblem::toString).toList();
  }

  @Test
  void remembersWhereEveryValueAndFieldNameIs() {
    JsonReader.Result r = parse("{\n  \"a\": [1,\n    {\"b\": true}],\n  \"c~/d\": null\n}");
    assertThat(r.ok()).isTrue();
    JsonDocument d = r.document();
    assertThat(d.valueAt("")).isEqualTo(new Place(1, 1));
    assertThat(d.valueAt("/a")).isEqualTo(new Place(2, 8));
    assertThat(d.valueAt("/a/1/b")).isEqualTo(new Place(3, 11));
    assertThat(d.keyAt("/a/1/b")).isEqualTo(new Place(3, 6));
    assertThat(d.keyAt("/c~0~1d")).as("RFC 6901 escapes").isEqualTo(new Place(4, 3));
    assertThat(d.valueAt("/a/7/x")).as("an unknown pointer takes its nearest known parent").isEqualTo(new Place(2, 8));
  }

  @Test
  void aPartKeepsTheFilesPlacesAndPointers() {
    JsonDocument d = parse("{\"scenario\": {\n  \"turn\": \"x\"}}").document();
    JsonDocument part = d.part("/scenario");
    assertThat(part.root().get("turn").textValue()).isEqualTo("x");
    assertThat(part.problem("/turn", "bad").toString()).isEqualTo("f.json:2:11 at /scenario/turn: bad");
  }

  @Test
  void cleanFilesPass() {
    assertThat(parse("  {\"title\": \"Pip Furrow\", \"text\": \"Line one\\nline\\ttwo \\ud83c\\udf4e\"}\r\n\r\n").ok())
        .isTrue();
    assertThat(parse("\uFEFF[1, -2.5, 1e3, 12345678901234567890, true, false, null, \"\"]").ok())
        .as("a byte order mark is dropped; numbers within the limits read").isTrue();
  }

  @Test
  void textLimitsCountCharactersNotUnits() {
    String apples = "\\ud83c\\udf4e".repeat(100);
    assertThat(parse("{\"title\": \"" + apples + "\"}").ok()).as("100 emoji are 100 characters").isTrue();
    assertThat(problems("{\"title\": \"" + "a".repeat(101) + "\"}", JsonKind.CARD_FILE)).singleElement().asString()
        .isEqualTo("f.json:1:11 at /title: \"title\" is 101 characters long; a name or title may have at most 100");
    assertThat(problems("{\"traits\": [\"ok\", \"" + "a".repeat(101) + "\"]}", JsonKind.CARD_FILE))
        .as("array items take the rule of the field holding the array").singleElement().asString()
        .startsWith("f.json:1:19 at /traits/1: \"traits\" is 101 characters long");
    assertThat(problems("{\"id\": \"" + "a".repeat(1001) + "\"}", JsonKind.CARD_FILE)).singleElement().asString()
        .contains("\"id\" is 1,001 characters long; a value of this field may have at most 1,000");
  }

  @Test
  void lineBreaksOnlyInLongText() {
    assertThat(problems("{\"description\": \"a\\nb\", \"name\": \"a\\tb\"}", JsonKind.SCENARIO)).singleElement()
        .asString().startsWith("f.json:1:33 at /name: \"name\" holds a tab at character 2");
  }

  @Test
  void everyProblemIsReportedNotJustTheFirst() {
    assertThat(problems("{\"title\": \"\\u0000\", \"a\": 1, \"a\": 2, \"text\": \"\\udc00\"}", JsonKind.CARD_FILE))
        .hasSize(3);
  }

  @Test
  void absurdPointersAreShortenedAndEscaped() {
    String deep = "/" + "x/".repeat(200) + "end";
    String shown = Pointers.shown(deep);
    assertThat(shown).hasSizeLessThan(120).startsWith("/x/x/").endsWith("/x/end (201 levels deep)").contains("/.../");
    assertThat(Pointers.shown("/a\u0000b")).isEqualTo("/a\\u0000b");
    assertThat(Pointers.shown("/short")).isEqualTo("/short");
  }

  @Test
  void quotedTextIsCutAndCannotBreakTheMessage() {
    assertThat(Texts.quote("a\"b\\c\nd\u0007e\ud800")).isEqualTo("\"a\\\"b\\\\c\\nd\\u0007e\\uD800\"");
    assertThat(Texts.quote("x".repeat(1000))).hasSize(62).endsWith("...\"");
  }

  @Test
  void theSizeCapIsCheckedBeforeReading(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("big.json");
    Files.write(file, new byte[(int) JsonLimits.SETTINGS_BYTES + 1]);
    JsonReader.Result r = JsonReader.read(file, JsonKind.SETTINGS);
    assertThat(r.document()).isNull();
    assertThat(r.problems()).singleElement().asString().isEqualTo(file + ": the file is 65,537 bytes; a settings file"
        + " may be at most 64 KiB (65,536 bytes), so it was not read");
    Files.writeString(file, "{\"mode\": \"match\"}", StandardCharsets.UTF_8);
    assertThat(JsonReader.read(file, JsonKind.SETTINGS).ok()).isTrue();
  }

  @Test
  void sizesAreSaidInUnitsPeopleRead() {
    assertThat(JsonLimits.size(1 << 20)).isEqualTo("1 MiB");
    assertThat(JsonLimits.size(256 << 10)).isEqualTo("256 KiB");
    assertThat(JsonLimits.size(1500)).isEqualTo("1,500 bytes");
  }
}
