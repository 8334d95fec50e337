package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.card.CardDef;

/**
 * Bad card files: each case checks the message and the exact place (line, column, JSON pointer),
 * because an error that points at the wrong spot is nearly as bad as none.
 */
class CardLoaderErrorsTest {
  private final CardLoader loader = new CardLoader();

  private List<LoadError> errors(String json) {
    LoadResult<List<CardDef>> r = loader.readString(json, "bad.json");
    assertThat(r.ok()).as("loads without errors").isFalse();
    assertThat(r.value()).as("nothing is half-loaded").isNull();
    return r.errors();
  }

  private LoadError only(String json) {
    List<LoadError> all = errors(json);
    assertThat(all).hasSize(1);
    LoadError e = all.get(0);
    assertThat(e.file()).isEqualTo("bad.json");
    return e;
  }

  private static void at(LoadError e, int line, int column, String pointer) {
    assertThat(e.line()).as("line of " + e).isEqualTo(line);
    assertThat(e.column()).as("column of " + e).isEqualTo(column);
    assertThat(e.pointer()).as("pointer of " + e).isEqualTo(pointer);
  }

  @Test
  void unknownFieldSuggestsTheNearestAndListsTheAllowedOnes() {
    LoadError e = only("""
        {
          "id": "t-a", "type": "friend", "title": "A",
          "power": 1, "cost": 1,
          "colour": ["blue"]
        }""");
    at(e, 4, 3, "/colour");
    assertThat(e.message()).isEqualTo("unknown field \"colour\"; did you mean \"colors\"? the"
        + " fields a Friend card may have are $schema, id, type, title, set, number, rarity,"
        + " image, guid, token, villainChallenge, printedText, exact, missing, subtitle, power, colors,"
        + " cost, playRequirement, traits, keywords, text, abilities");
  }

  @Test
  void wrongTypeSaysWhatWasFoundAndWhatIsExpected() {
    LoadError e = only("""
        {
          "id": "t-a", "type": "friend", "title": "A",
          "power": "2", "cost": 1
        }""");
    at(e, 3, 12, "/power");
    assertThat(e.message()).isEqualTo("\"power\" must be an integer from 0 to 99, but it is a"
        + " string (\"2\"); write the number without quotes");
  }

  @Test
  void fractionalNumbersAreNotIntegers() {
    LoadError e = only("{\"id\": \"t-a\", \"type\": \"event\", \"title\": \"A\", \"power\": 1,"
        + " \"cost\": 1.5}");
    at(e, 1, 66, "/cost");
    assertThat(e.message()).isEqualTo("\"cost\" must be an integer from 0 to 99, but it is the"
        + " number 1.5, which is not a whole number");
  }

  @Test
  void wholeNumbersWithADecimalPoint() {
    List<LoadError> all = errors("{\"id\": \"t-a\", \"type\": \"event\", \"title\": \"A\","
        + " \"power\": 2.0, \"cost\": 1e2}");
    assertThat(all).extracting(LoadError::message).containsExactly(
        "\"power\" must be an integer from 0 to 99, but it is the number 2.0, which is not a whole"
            + " number; write whole numbers without a decimal point",
        "\"cost\" must be an integer from 0 to 99, but it is the number 1E+2, which is not a"
            + " whole number; write whole numbers without a decimal point");
  }

  @Test
  void hugeExponentsAreRefusedWhileReading() {
    LoadError e = only("{\"id\": \"t-a\", \"type\": \"event\", \"title\": \"A\","
        + " \"power\": 2.0, \"cost\": 1e999999}");
    at(e, 1, 68, "/cost");
    assertThat(e.message()).isEqualTo("the number 1e999999 is far outside any range a card file uses (at most 50"
        + " digits before or after the decimal point)");
  }

  @Test
  @DisplayName("204.1 a Friend without a cost is reported at the card, naming the field")
  void missingRequiredFieldIsReportedAtTheCard() {
    LoadError e = only("""
        [
          {"id": "t-a", "type": "friend", "title": "A", "power": 1}
        ]""");
    at(e, 2, 3, "/0");
    assertThat(e.message()).isEqualTo("missing \"cost\": a Friend card needs it; expected the"
        + " action tokens paid to play it (204.1), an integer from 0 to 99");
  }

  @Test
  void missingIdTypeAndTitleAreAllReported() {
    List<LoadError> all = errors("{}");
    assertThat(all).extracting(LoadError::message).containsExactlyInAnyOrder(
        "missing \"type\": a card needs it; expected one of \"mane\", \"friend\", \"event\","
            + " \"resource\", \"troublemaker\", \"problem\"",
        "missing \"id\": a card needs it; expected the key decks use to name this card, a"
            + " non-empty string",
        "missing \"title\": a card needs it; expected the card's title (201.1), a non-empty"
            + " string");
    assertThat(all).allSatisfy(e -> at(e, 1, 1, ""));
  }

  @Test
  @DisplayName("203.1a an unknown color lists the six colors and their element names")
  void badColor() {
    LoadError e = only("""
        {"id": "t-a", "type": "friend", "title": "A", "power": 1, "cost": 1,
         "colors": ["yellow", "teal"]}""");
    at(e, 2, 23, "/colors/1");
    assertThat(e.message()).isEqualTo("unknown color \"teal\"; expected one of blue, orange,"
        + " pink, purple, white or yellow (or by element: Loyalty, Honesty, Laughter, Magic,"
        + " Generosity, Kindness).");
  }

  @Test
  void colorWithTheWrongCaseGetsADidYouMean() {
    LoadError e = only("{\"id\": \"t-a\", \"type\": \"event\", \"title\": \"A\", \"power\": 1,"
        + " \"cost\": 1, \"colors\": [\"Blue\"]}");
    at(e, 1, 80, "/colors/0");
    assertThat(e.message()).endsWith("Did you mean \"blue\"?");
  }

  @Test
  void aColorListedTwice() {
    LoadError e = only("{\"id\": \"t-a\", \"type\": \"event\", \"title\": \"A\", \"power\": 1,"
        + " \"cost\": 1, \"colors\": [\"pink\", \"Laughter\"]}");
    at(e, 1, 88, "/colors/1");
    assertThat(e.message()).isEqualTo("the color pink is listed twice; list each color once");
  }

  @Test
  void unknownKeywordListsTheKnownOnes() {
    LoadError e = only("""
        {"id": "t-a", "type": "friend", "title": "A", "power": 1, "cost": 1,
          "keywords": [
            "Swiftt"
          ]
        }""");
    at(e, 3, 5, "/keywords/0");
    assertThat(e.message())
        .startsWith("unknown keyword \"Swiftt\". Did you mean \"Swift\"? Known keywords: Stubborn,"
            + " Swift, Caretaker")
        .contains("Supportive N", "Redeem");
  }

  @Test
  void swappedLettersStillGetASuggestion() {
    LoadError e = only("{\"id\": \"t-a\", \"type\": \"event\", \"title\": \"A\", \"power\": 1,"
        + " \"cost\": 1, \"keywords\": [\"Swfit\"]}");
    assertThat(e.message()).startsWith("unknown keyword \"Swfit\". Did you mean \"Swift\"?");
  }

  @Test
  void keywordNumbersAreRequiredExactlyWhereTheKeywordTakesOne() {
    List<LoadError> all = errors("""
        {"id": "t-a", "type": "friend", "title": "A", "power": 1, "cost": 1,
         "keywords": ["Supportive", "Swift 2", "swift", "Supportive 0", "Home Limit 3", "Epic"]}""");
    assertThat(all).extracting(LoadError::pointer).containsExactly("/keywords/0", "/keywords/1",
        "/keywords/2", "/keywords/3", "/keywords/4", "/keywords/5");
    assertThat(all).extracting(LoadError::message).containsExactly(
        "the keyword Supportive needs a number after it, like \"Supportive 2\"",
        "the keyword Swift takes no number; write just \"Swift\"",
        "write the keyword as \"Swift\" (this capitalization), not \"swift\"",
        "the number after Supportive must be an integer from 1 to 99, but it is 0",
        "write the home limit as \"homeLimit\": N on each side of the Mane Character, not as a"
            + " keyword (212)",
        "Epic is a trait, not a keyword; put it in \"traits\" (516.3, 516.4a)");
    assertThat(all).extracting(LoadError::column).containsExactly(15, 29, 40, 49, 65, 81);
  }

  @Test
  void negativeNumbersAreRefused() {
    LoadError e = only("""
        {"id": "t-tm", "type": "troublemaker", "title": "T",
         "power": 3, "points": -2}""");
    at(e, 2, 24, "/points");
    assertThat(e.message()).isEqualTo("\"points\" must be an integer from 0 to 99, but it is -2;"
        + " negative numbers are not allowed here");
  }

  @Test
  @DisplayName("210.1 a bonus on a Friend does not belong, and the rule says why")
  void fieldOfAnotherType() {
    LoadError e = only("""
        {"id": "t-a", "type": "friend", "title": "A", "power": 1, "cost": 1,
         "bonus": 2}""");
    at(e, 2, 2, "/bonus");
    assertThat(e.message()).isEqualTo("\"bonus\" does not belong on a Friend card: only Problems"
        + " have a Problem bonus (210.1)");
  }

  @Test
  @DisplayName("305.1b, 509.1 an attachment has no placement: it enters play at its host's area")
  void placementOnAnAttachment() {
    LoadError e = only("""
        {"id": "t-r", "type": "resource", "title": "R", "power": 0, "cost": 1,
         "placement": "home",
         "abilities": [{"kind": "attachment", "host": {"type": "friend"}}]}""");
    at(e, 2, 15, "/placement");
    assertThat(e.message()).isEqualTo("\"placement\" does not belong on an attachment (a Resource with an"
        + " \"attachment\" ability): it is played on a card and enters play at that card's area (305.1b);"
        + " leave \"placement\" out");
  }

  @Test
  @DisplayName("204.1a / 202.2 / 207.1 Problems have no cost, power or traits")
  void problemWithFieldsItCannotHave() {
    List<LoadError> all = errors("""
        {"id": "t-p", "type": "problem", "title": "P", "bonus": 1,
         "ownerRequirement": [{"power": 4}], "opponentRequirement": [{"power": 4}],
         "cost": 1, "power": 2, "traits": ["Hard"]}""");
    assertThat(all).extracting(LoadError::pointer).containsExactly("/cost", "/power", "/traits");
    assertThat(all).extracting(LoadError::message).containsExactly(
        "\"cost\" does not belong on a Problem card: Mane Characters, Troublemakers and Problems"
            + " have no printed cost (204.1a)",
        "\"power\" does not belong on a Problem card: Problems have no power (202.2)",
        "\"traits\" does not belong on a Problem card: Problems have no traits (207.1)");
    assertThat(all).allSatisfy(e -> assertThat(e.line()).isEqualTo(3));
  }

  @Test
  @DisplayName("209.1 a Problem with no owner requirement")
  void problemWithoutOwnerRequirement() {
    LoadError e = only("""
        [{"id": "t-p", "type": "problem", "title": "P", "bonus": 1,
          "opponentRequirement": [{"power": 4}]}]""");
    at(e, 1, 2, "/0");
    assertThat(e.message()).startsWith("missing \"ownerRequirement\": a Problem card needs it;"
        + " expected the power its owner needs to confront it (209.1)");
  }

  @Test
  @DisplayName("209.1 a Problem with an empty owner requirement")
  void problemWithEmptyOwnerRequirement() {
    LoadError e = only("""
        {"id": "t-p", "type": "problem", "title": "P", "bonus": 1,
         "ownerRequirement": [], "opponentRequirement": [{"power": 4}]}""");
    at(e, 2, 22, "/ownerRequirement");
    assertThat(e.message()).isEqualTo("\"ownerRequirement\" is empty; a Problem's confront"
        + " requirement needs at least one part (209.1), like {\"power\": 4} for 4 power of any"
        + " color");
  }

  @Test
  void requirementPartsAreCheckedOneByOne() {
    List<LoadError> all = errors("""
        {"id": "t-p", "type": "problem", "title": "P", "bonus": 1,
         "ownerRequirement": [
           {"power": 2, "color": "blue", "notColor": "pink"},
           {"power": 0},
           {"power": 2, "colour": "blue"},
           {"power": 1, "color": "yellow"},
           {"power": 1, "color": "yellow"}
         ],
         "opponentRequirement": [{"power": 4}]}""");
    assertThat(all).extracting(LoadError::line, LoadError::column, LoadError::pointer)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(3, 34, "/ownerRequirement/0/notColor"),
            org.assertj.core.groups.Tuple.tuple(4, 14, "/ownerRequirement/1/power"),
            org.assertj.core.groups.Tuple.tuple(5, 17, "/ownerRequirement/2/colour"),
            org.assertj.core.groups.Tuple.tuple(7, 4, "/ownerRequirement/4"));
    assertThat(all.get(0).message()).isEqualTo("a part has \"color\" or \"notColor\" or neither"
        + " (any color), not both; split it into two parts");
    assertThat(all.get(1).message()).isEqualTo("\"power\" must be an integer from 1 to 99, but"
        + " it is 0");
    assertThat(all.get(2).message()).startsWith("unknown field \"colour\"; did you mean"
        + " \"color\"?");
    assertThat(all.get(3).message()).isEqualTo("this requirement already has a part of the same"
        + " kind (yellow); combine them into one part with the total power");
  }

  @Test
  @DisplayName("205.1 a play requirement part names one color")
  void playRequirementNeedsAColor() {
    LoadError e = only("""
        {"id": "t-a", "type": "friend", "title": "A", "power": 1, "cost": 1,
         "playRequirement": [{"power": 2}]}""");
    at(e, 2, 22, "/playRequirement/0");
    assertThat(e.message()).startsWith("missing \"color\": a play requirement part needs it;");
  }

  @Test
  @DisplayName("301.2 a Mane Character's stats go on its sides")
  void maneCharacterMistakes() {
    List<LoadError> all = errors("""
        {"id": "t-m", "type": "mane", "title": "M", "cost": 0,
         "start": {"power": 1, "colors": ["orange"], "homelimit": 3}}""");
    assertThat(all).extracting(LoadError::line, LoadError::column, LoadError::pointer)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1, 1, ""),
            org.assertj.core.groups.Tuple.tuple(1, 45, "/cost"),
            org.assertj.core.groups.Tuple.tuple(2, 11, "/start"),
            org.assertj.core.groups.Tuple.tuple(2, 46, "/start/homelimit"));
    assertThat(all.get(0).message()).startsWith("missing \"boosted\": a Mane Character needs"
        + " it; expected its Boosted side");
    assertThat(all.get(1).message()).contains("(204.1a)");
    assertThat(all.get(2).message()).startsWith("missing \"homeLimit\": the \"start\" side of a"
        + " Mane Character needs it; expected how many Friends may stay at home at the end of"
        + " the turn (212)");
    assertThat(all.get(3).message()).startsWith("unknown field \"homelimit\"; did you mean"
        + " \"homeLimit\"?");
  }

  @Test
  void maneStatsAtTheTopLevelPointToTheSides() {
    LoadError e = only("""
        {"id": "t-m", "type": "mane", "title": "M", "power": 1,
         "start": {"power": 1, "homeLimit": 3}, "boosted": {"power": 2, "homeLimit": 4}}""");
    at(e, 1, 45, "/power");
    assertThat(e.message()).isEqualTo("\"power\" does not belong on a Mane Character: a Mane"
        + " Character has this on each side: put \"power\" inside \"start\" and \"boosted\""
        + " (301.2, 301.3)");
  }

  @Test
  void duplicateIdsInOneFile() {
    LoadError e = only("""
        [
          {"id": "twin", "type": "event", "title": "A", "power": 1, "cost": 1},
          {"id": "twin", "type": "event", "title": "B", "power": 1, "cost": 1}
        ]""");
    at(e, 3, 10, "/1/id");
    assertThat(e.message()).isEqualTo("the id \"twin\" is already used by the card at line 2,"
        + " column 10; every card needs its own id");
  }

  @Test
  void aFieldWrittenTwiceInOneObject() {
    LoadError e = only("""
        {"id": "t-a", "type": "event", "title": "A", "power": 1, "cost": 1,
         "cost": 2}""");
    at(e, 2, 2, "/cost");
    assertThat(e.message()).isEqualTo("the field \"cost\" appears twice in this object (first at"
        + " line 1, column 58); keep only one");
  }

  @Test
  void badIdsTitlesAndRarities() {
    List<LoadError> all = errors("""
        {"id": "Big Card", "type": "event", "title": "  ", "power": 1, "cost": 1,
         "rarity": "XR", "set": "", "image": "C:/art/x.png"}""");
    assertThat(all).extracting(LoadError::pointer)
        .containsExactly("/id", "/title", "/rarity", "/set", "/image");
    assertThat(all).extracting(LoadError::message).containsExactly(
        "the id \"Big Card\" is not valid; use lowercase letters and digits in words joined by"
            + " single hyphens, like \"pt1-river-reed\"",
        "\"title\" must not be empty",
        "unknown rarity \"XR\"; expected one of C, U, R, UR, SR, F or P (213.3). Did you mean \"R\"?",
        "\"set\" must not be empty",
        "the image path must be relative to the card file, not absolute: \"C:/art/x.png\"");
  }

  @Test
  void anUnknownTypeStillGetsItsOtherFieldsChecked() {
    List<LoadError> all = errors("""
        {"id": "t-a", "type": "spell", "title": "A", "cost": 1, "flavour": "x"}""");
    assertThat(all).extracting(LoadError::pointer).containsExactly("/type", "/flavour");
    assertThat(all.get(0).message()).isEqualTo("unknown card type \"spell\"; expected one of"
        + " \"mane\", \"friend\", \"event\", \"resource\", \"troublemaker\", \"problem\".");
    assertThat(all.get(0).column()).isEqualTo(23);
    assertThat(all.get(1).message()).startsWith("unknown field \"flavour\";");
  }

  @Test
  void everyErrorOfACardIsReportedInOnePassInFileOrder() {
    List<LoadError> all = errors("""
        [
          {"id": "ok", "type": "event", "title": "Fine", "power": 1, "cost": 1},
          {"id": "x", "type": "friend", "title": "X",
           "power": -1, "cost": "2",
           "colors": ["teal"],
           "keywords": ["Sneaky"],
           "points": 3}
        ]""");
    assertThat(all).extracting(LoadError::pointer).containsExactly(
        "/1/power", "/1/cost", "/1/colors/0", "/1/keywords/0", "/1/points");
    assertThat(all).extracting(LoadError::line).containsExactly(4, 4, 5, 6, 7);
  }

  @Test
  void notACardObject() {
    List<LoadError> all = errors("[\"a card\", 3]");
    assertThat(all).extracting(LoadError::pointer).containsExactly("/0", "/1");
    assertThat(all.get(0).message()).isEqualTo("expected a card object {...}, but it is a string"
        + " (\"a card\")");
    at(all.get(1), 1, 12, "/1");
  }

  @Test
  void theTopLevelMustBeACardOrAnArrayOfCards() {
    LoadError e = only("  42");
    at(e, 1, 3, "");
    assertThat(e.message()).isEqualTo("a card file holds one card object {...} or an array"
        + " [...] of them, but this one holds the number 42");
  }

  @Test
  void anEmptyArrayIsAnError() {
    LoadError e = only("[ ]");
    at(e, 1, 1, "");
    assertThat(e.message()).isEqualTo("the array holds no cards; put at least one card object in"
        + " it");
  }

  @Test
  void nullInsteadOfLeavingAFieldOut() {
    LoadError e = only("{\"id\": \"t-a\", \"type\": \"event\", \"title\": \"A\", \"power\": 1,"
        + " \"cost\": 1, \"text\": null}");
    at(e, 1, 77, "/text");
    assertThat(e.message()).isEqualTo("\"text\" must be a string, but it is null (leave an"
        + " optional field out instead of writing null)");
  }

  // --- malformed JSON -------------------------------------------------------------------------

  @Test
  void trailingComma() {
    LoadError e = only("""
        [
          {"id": "a", "type": "event", "title": "A", "power": 1, "cost": 1},
        ]""");
    at(e, 3, 1, "/1");
    assertThat(e.message()).isEqualTo("malformed JSON: a comma before ']' is not allowed in JSON;"
        + " remove the trailing comma");
  }

  @Test
  void missingComma() {
    LoadError e = only("""
        {"id": "a"
         "type": "event"}""");
    at(e, 2, 2, "/id");
    assertThat(e.message()).startsWith("malformed JSON: a comma is missing between two items");
  }

  @Test
  void missingValue() {
    LoadError e = only("{\"id\": \"c\",\n  \"type\": }");
    at(e, 2, 11, "/type");
    assertThat(e.message()).startsWith("malformed JSON: a value is missing here");
  }

  @Test
  void unclosedObject() {
    LoadError e = only("""
        [
          {"id": "a", "type": "event\"""");
    at(e, 2, 30, "/0/type"); // just past the last character, where the brace is missing
    assertThat(e.message()).isEqualTo("malformed JSON: the file ends before the object opened at"
        + " line 2, column 3 is closed; a closing '}' is missing");
  }

  @Test
  void comments() {
    LoadError e = only("{\n  // the first card\n}");
    at(e, 2, 3, "");
    assertThat(e.message()).isEqualTo("malformed JSON: comments are not allowed in JSON; use the"
        + " \"text\" field for notes");
  }

  @Test
  void emptyFile() {
    LoadError e = only("  \n");
    at(e, 1, 1, "");
    assertThat(e.message()).startsWith("the file is empty");
  }

  @Test
  void twoDocumentsInOneFile() {
    LoadError e = only("{\"id\": \"a\", \"type\": \"event\", \"title\": \"A\", \"power\": 1,"
        + " \"cost\": 1}\n{}");
    at(e, 2, 1, "");
    assertThat(e.message()).startsWith("more JSON follows the end of the document");
  }

  @Test
  void loadStringThrowsWithEveryError() {
    CardLoadException e = catchThrowableOfType(CardLoadException.class,
        () -> loader.loadString("[{}, 1]", "inline"));
    assertThat(e.errors()).hasSize(4);
    assertThat(e.getMessage()).contains("inline:1:2 at /0: missing \"type\"")
        .contains("inline:1:6 at /1: expected a card object");
  }

  @Test
  void deeplyNestedGarbageDoesNotEscapeAsAnotherException() {
    String deep = "[".repeat(5000) + "]".repeat(5000);
    LoadResult<List<CardDef>> r = loader.readString(deep, "deep.json");
    assertThat(r.ok()).isFalse();
    assertThat(r.errors()).isNotEmpty();
  }
}
