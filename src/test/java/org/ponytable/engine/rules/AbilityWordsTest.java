package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Face;

/** Issue 11: a card's text in our own words, made from its ability data. */
class AbilityWordsTest {
  @Test
  @DisplayName("Every ability of every shipped card, designed and real, is said as a sentence")
  void everyAbilityIsSaid() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    int said = 0;
    for (CardDef d : pool.all()) {
      for (Face f : d.boosted() == null ? List.of(d.face()) : List.of(d.face(), d.boosted())) {
        for (Ability a : f.abilities()) {
          String s = AbilityWords.of(a);
          assertThat(s).as(d.id() + " " + a).isNotBlank().endsWith(".");
          assertThat(Character.isUpperCase(s.charAt(0))).as(s).isTrue();
          said++;
        }
      }
    }
    assertThat(said).isGreaterThan(1000);
  }

  @Test
  @DisplayName("Each kind of ability says its parts: trigger, may, costs, timing, the changed cards, replacement")
  void sentences() throws Exception {
    List<CardDef> defs = new CardLoader().loadString("""
        [{"id": "a", "type": "friend", "title": "A", "power": 1, "cost": 1, "abilities": [
           {"kind": "triggered", "when": "entersPlay", "may": true, "effects": [{"do": "draw", "amount": 2}]},
           {"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}, {"pay": "tokens", "amount": 1}],
            "effects": [{"do": "gainTokens", "amount": 1}]},
           {"kind": "continuous", "affects": {"type": "friend", "player": "you", "where": "here"}, "power": 1},
           {"kind": "continuous", "power": 2},
           {"kind": "replacement", "if": {"would": "dismissed", "subject": "this"}, "may": true,
            "instead": [{"do": "exhaust", "target": "this"}]}]},
         {"id": "e", "type": "event", "title": "E", "power": 0, "cost": 0, "effects": [{"do": "draw", "amount": 1}]}]""",
        "words.json");
    List<String> a = AbilityWords.of(defs.get(0), defs.get(0).face());
    assertThat(a).containsExactly(
        "When this card enters play, you may: you draw 2 cards.",
        "Main Phase: Exhaust this card and pay 1 action token to: you gain 1 action token.",
        "Friends you control here get +1 power.",
        "This card gets +2 power.",
        "If this card would be dismissed, you may instead: exhaust this card.");
    assertThat(AbilityWords.of(defs.get(1), defs.get(1).face())).containsExactly("Main Phase: You draw 1 card.");
  }

  @Test
  @DisplayName("Card words are English: no JSON names, a verb agrees with its player, 'an' before a vowel, 'another'")
  void wordsReadAsEnglish() throws Exception {
    CardPool pool = new CardLoader().loadDirectory(Path.of("cards"));
    java.util.regex.Pattern camel = java.util.regex.Pattern.compile("\\b[a-z]+[A-Z][a-zA-Z]*\\b");
    java.util.regex.Pattern article = java.util.regex.Pattern.compile("\\ba [aeioAEIO]|\\ban other\\b");
    java.util.regex.Pattern agreement = java.util.regex.Pattern.compile(
        "(your opponent|a player) (win|lose|confront|are|dismisss|dismiss|move|defeat|start) ");
    int checked = 0;
    for (CardDef d : pool.all()) {
      for (Face f : d.boosted() == null ? List.of(d.face()) : List.of(d.face(), d.boosted())) {
        for (String s : AbilityWords.of(d, f)) {
          String text = s.replace("(\"there\" from now on)", "");
          assertThat(camel.matcher(text).find()).as(d.id() + ": " + s).isFalse();
          // A granted ability is quoted as a sentence ("have \"When ...\""); a quoted JSON name starts lower case.
          assertThat(text).as(d.id()).doesNotContainPattern("\"[a-z]");
          assertThat(article.matcher(text).find()).as(d.id() + ": " + s).isFalse();
          assertThat(agreement.matcher(text).find()).as(d.id() + ": " + s).isFalse();
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(1000);
    CardDef celestia = pool.get("cgpf11-princess-celestia");
    assertThat(AbilityWords.of(celestia, celestia.face())).anySatisfy(
        s -> assertThat(s).contains("when your opponent dismisses another Friend you control"));
    CardDef slipstream = pool.get("pt2-slipstream-drill");
    assertThat(AbilityWords.of(slipstream, slipstream.face())).anySatisfy(
        s -> assertThat(s).contains("each time a Friend you control is moved: "));
    // A cost's words come from one place (Words.cost), which says where counters are removed from.
    CardDef diamond = pool.get("eo205-double-diamond");
    assertThat(AbilityWords.of(diamond, diamond.face())).anySatisfy(
        s -> assertThat(s).contains("counter from a character you control here to: "));
  }
}
