package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.card.CardDef;

/** The engine's table of effect words is whole: every word reads, finds itself and has words. */
class EffectWordTableTest {
  /** The effects of an activated ability written with {@code effect}, as the loader reads them. */
  private static List<Effect> load(String effect) throws CardLoadException {
    String json = "{\"id\": \"t-x\", \"type\": \"friend\", \"title\": \"X\", \"power\": 1, \"cost\": 1, \"abilities\":"
        + " [{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [" + effect + "]}]}";
    CardDef def = new CardLoader().loadString(json, "t.json").get(0);
    return ((Ability.Activated) def.face().abilities().get(0)).effects();
  }

  @Test
  @DisplayName("Every word's own example loads, is found again as that word and reads as a sentence")
  void everyWordIsWhole() throws CardLoadException {
    for (EffectWord w : EffectWord.values()) {
      assertThat(w.example()).as(w.jsonName()).contains("\"" + w.jsonName() + "\"");
      assertThat(w.example().contains("@T")).as(w.jsonName() + " names its target").isEqualTo(
          w.hasTarget() || w == EffectWord.FACEOFF);
      Effect e = load(w.example().replace("@T", "{\"choose\": {\"type\": \"friend\"}}")).get(0);
      assertThat(EffectWord.of(e)).isEqualTo(w);
      assertThat(EffectWord.words(e)).as(w.jsonName()).matches("[A-Z].*\\.").doesNotContain("null");
    }
  }

  @Test
  @DisplayName("Words on cards come from the data: players, counts, targets and filters")
  void wordsFromTheData() throws CardLoadException {
    assertThat(EffectWord.words(load("{\"do\": \"draw\", \"amount\": 2}").get(0))).isEqualTo("You draw 2 cards.");
    assertThat(EffectWord.words(load("{\"do\": \"gainTokens\", \"amount\": 1, \"player\": \"opponent\"}").get(0)))
        .isEqualTo("Your opponent gains 1 action token.");
    assertThat(EffectWord.words(load("{\"do\": \"exhaust\", \"target\": {\"choose\": {\"player\": \"opponent\","
        + " \"type\": \"friend\", \"maxPower\": 2}}}").get(0)))
        .isEqualTo("Exhaust a chosen Friend an opponent controls with power 2 or less.");
    assertThat(EffectWord.words(load("{\"do\": \"modify\", \"target\": \"this\", \"power\": 2, \"until\": \"turn\"}")
        .get(0))).isEqualTo("This card gets +2 power until the end of the turn.");
    assertThat(EffectWord.words(load("{\"do\": \"search\", \"filter\": {\"type\": \"friend\", \"trait\": \"Unicorn\"}}")
        .get(0))).isEqualTo("Search your deck for a Unicorn Friend, put it into your hand and shuffle your deck.");
  }
}
