package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.card.CardPool;

/** The JSON examples in the format docs load and match the schemas, so the docs cannot rot. */
class DocsExamplesTest {
  private static final Pattern JSON_BLOCK = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL);
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static List<String> jsonBlocks(String doc) throws IOException {
    Matcher m = JSON_BLOCK.matcher(Files.readString(Path.of("docs", doc)));
    List<String> blocks = new ArrayList<>();
    while (m.find()) {
      blocks.add(m.group(1));
    }
    return blocks;
  }

  private static Schema schema(String file) throws IOException {
    return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
        .getSchema(Files.newInputStream(Path.of("docs", file)));
  }

  @Test
  void cardFormatExamplesLoadAndMatchTheSchema() throws IOException {
    List<String> blocks = jsonBlocks("card-format.md");
    assertThat(blocks).hasSizeGreaterThanOrEqualTo(3);
    Schema schema = schema("card.schema.json");
    for (String block : blocks) {
      assertThat(new CardLoader().readString(block, "card-format.md").errors()).as(block)
          .isEmpty();
      assertThat(schema.validate(MAPPER.readTree(block))).as(block).isEmpty();
    }
  }

  @Test
  void deckFormatExampleLoadsAgainstTheShippedCards() throws Exception {
    List<String> blocks = jsonBlocks("deck-format.md");
    assertThat(blocks).hasSize(1);
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    assertThat(new DeckLoader(pool).readString(blocks.get(0), "deck-format.md").errors())
        .isEmpty();
    assertThat(schema("deck.schema.json").validate(MAPPER.readTree(blocks.get(0)))).isEmpty();
  }
}
