package org.ponytable.cards.octgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.LoadError;

/** Hostile OCTGN files: refused with the file, line and column, never read past a limit. */
class OctgnXmlTest {
  @TempDir
  Path dir;

  private static List<LoadError> parse(String xml) {
    List<LoadError> errors = new ArrayList<>();
    OctgnXml.Element root = OctgnXml.parse("hostile.xml", xml.getBytes(StandardCharsets.UTF_8), errors);
    assertThat(root).as("nothing is returned from a refused file").isNull();
    return errors;
  }

  @Test
  void entityExpansionIsRefusedAtTheDoctype() {
    String laughs = """
        <?xml version="1.0"?>
        <!DOCTYPE set [
          <!ENTITY a "aaaaaaaaaa">
          <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
          <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
        ]>
        <set name="&c;"/>
        """;
    assertThat(parse(laughs)).singleElement().satisfies(e -> {
      assertThat(e.file()).isEqualTo("hostile.xml");
      assertThat(e.line()).as("where the DOCTYPE is").isBetween(2, 6);
      assertThat(e.message()).contains("DTD");
    });
  }

  @Test
  void externalEntitiesAreNeverFetched() {
    String external = """
        <?xml version="1.0"?>
        <!DOCTYPE set [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
        <set name="&secret;"/>
        """;
    assertThat(parse(external)).singleElement().satisfies(e -> {
      assertThat(e.line()).isPositive();
      assertThat(e.message()).doesNotContain("root:");
    });
  }

  @Test
  void anUndeclaredEntityIsALocatedError() {
    assertThat(parse("<set>\n  <card name=\"&nope;\"/>\n</set>")).singleElement()
        .satisfies(e -> assertThat(e.line()).isEqualTo(2));
  }

  @Test
  void malformedXmlSaysWhere() {
    assertThat(parse("<set>\n<cards>\n<card id=\"x\">\n</cards>\n</set>")).singleElement().satisfies(e -> {
      assertThat(e.line()).isEqualTo(4);
      assertThat(e.column()).isPositive();
      assertThat(e.message()).startsWith("not well-formed XML");
    });
  }

  @Test
  void deepNestingIsRefused() {
    String deep = "<a>".repeat(OctgnXml.MAX_DEPTH + 1) + "</a>".repeat(OctgnXml.MAX_DEPTH + 1);
    assertThat(parse(deep)).singleElement().satisfies(e -> assertThat(e.message()).contains("nest"));
  }

  @Test
  void aHugeFileIsRefusedBeforeItIsRead() throws IOException {
    Path huge = dir.resolve("set.xml");
    try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
      f.setLength(OctgnXml.MAX_BYTES + 1); // sparse: nothing to read, only its size is looked at
    }
    List<LoadError> errors = new ArrayList<>();
    assertThat(OctgnXml.read(huge, errors)).isNull();
    assertThat(errors).singleElement().satisfies(e -> {
      assertThat(e.file()).isEqualTo(huge.toString());
      assertThat(e.message()).contains("at most " + OctgnXml.MAX_BYTES);
    });
  }

  @Test
  void aHugeAttributeIsRefused() {
    String big = "<set name=\"" + "x".repeat(OctgnXml.MAX_TEXT + 1) + "\"/>";
    assertThat(parse(big)).singleElement().satisfies(e -> assertThat(e.message()).contains("characters"));
  }

  @Test
  void aLinkIsNeverFollowed() throws IOException {
    Path target = dir.resolve("real.xml");
    Files.writeString(target, "<set name=\"x\"/>");
    Path link = dir.resolve("set.xml");
    try {
      Files.createSymbolicLink(link, target);
    } catch (UnsupportedOperationException | IOException e) {
      return; // no links on this file system: nothing to refuse
    }
    List<LoadError> errors = new ArrayList<>();
    assertThat(OctgnXml.read(link, errors)).isNull();
    assertThat(errors).singleElement().satisfies(e -> assertThat(e.message()).contains("links"));
  }

  @Test
  void aGoodFileReadsWithPlaces() {
    List<LoadError> errors = new ArrayList<>();
    OctgnXml.Element root = OctgnXml.parse("ok.xml", """
        <set name="S" id="1">
          <cards>
            <card id="a" name="A &amp; B"><property name="Text" value="x&#10;y"/></card>
          </cards>
        </set>""".getBytes(StandardCharsets.UTF_8), errors);
    assertThat(errors).isEmpty();
    OctgnXml.Element card = root.all("cards").get(0).all("card").get(0);
    assertThat(card.attributes()).isEqualTo(Map.of("id", "a", "name", "A & B"));
    assertThat(card.line()).isEqualTo(3);
    assertThat(card.all("property").get(0).attr("value")).isEqualTo("x\ny");
  }

  @Test
  void aBadCardIsALocatedErrorAndNothingIsWritten() throws IOException {
    Path octgn = dir.resolve("octgn");
    Files.createDirectories(octgn.resolve("Sets/s1"));
    Files.writeString(octgn.resolve("Sets/s1/set.xml"), """
        <set name="Tiny" id="s1">
          <cards>
            <card id="5ff3e6bf-84fb-4387-8931-cfd18710c93c" name="Ok">
              <property name="Number" value="TI1"/><property name="Type" value="Friend"/>
              <property name="Element" value="Loyalty"/><property name="Power" value="1"/>
              <property name="Cost" value="1"/>
            </card>
            <card id="5ff3e6bf-84fb-4387-8931-cfd18710c93d" name="Odd">
              <property name="Number" value="TI2"/><property name="Type" value="Spaceship"/>
            </card>
          </cards>
        </set>""");
    Path cards = dir.resolve("cards");
    OctgnImport.Result r = OctgnImport.run(octgn, cards);
    assertThat(r.errors()).singleElement().satisfies(e -> {
      assertThat(e.line()).isEqualTo(8);
      assertThat(e.message()).contains("Odd (TI2)").contains("Spaceship");
    });
    assertThat(r.files()).isEmpty();
    assertThat(cards).doesNotExist();
  }

  @Test
  void aDeckNamingAnUnknownCardSaysWhere() throws IOException {
    Path o8d = dir.resolve("d.o8d");
    Files.writeString(o8d, "<deck>\n <section name=\"Friends\">\n  <card qty=\"2\" id=\"0000\">Ghost</card>\n"
        + " </section>\n</deck>");
    List<LoadError> errors = new ArrayList<>();
    assertThat(OctgnDecks.read(o8d, Map.of(), Map.of(), errors)).isNull();
    assertThat(errors).singleElement().satisfies(e -> {
      assertThat(e.line()).isEqualTo(3);
      assertThat(e.message()).contains("0000").contains("Ghost");
    });
  }
}
