package org.ponytable.hostile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;

/**
 * The ability language's hostile inputs (issue 8): card files whose abilities the engine could
 * not process, or that say something impossible, must each be refused with a located message in
 * plain words. Each is written to its own folder and loaded the way {@code validate} loads one.
 */
class AbilityHostileTest {
  @TempDir
  static Path root;

  private static final String FRIEND = "{\"id\": \"h-x\", \"type\": \"friend\", \"title\": \"X\", \"power\": 1,"
      + " \"cost\": 1, \"abilities\": [";
  private static final String EVENT = "{\"id\": \"h-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1,"
      + " \"cost\": 1, ";

  /** A Friend with one ability. */
  private static String friend(String ability) {
    return FRIEND + ability + "]}";
  }

  private static String instead(String effect) {
    return friend("{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"}, \"instead\": [" + effect + "]}");
  }

  private static String chaos(String effect) {
    return friend("{\"kind\": \"triggered\", \"when\": \"flipped\", \"effects\": [" + effect + "]}");
  }

  private static String triggered(String effect) {
    return friend("{\"kind\": \"triggered\", \"when\": \"entersPlay\", \"effects\": [" + effect + "]}");
  }

  private static String activated(String effect) {
    return friend("{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [" + effect + "]}");
  }

  private static String event(String effect) {
    return EVENT + "\"effects\": [" + effect + "]}";
  }

  private static final List<HostileCase> CASES = new ArrayList<>();

  private static void add(String name, String json, String expected) {
    CASES.add(new HostileCase(name, expected, () -> load(name, json)));
  }

  /** Loads the card file from a folder of its own, as {@code validate} does, and returns what the user is told. */
  private static String load(String name, String json) throws IOException {
    Path dir = Files.createDirectories(root.resolve("case-" + CASES.stream().map(HostileCase::name).toList().indexOf(name)));
    Files.writeString(dir.resolve("card.json"), json);
    try {
      new CardLoader().loadDirectory(dir);
      return "";
    } catch (CardLoadException e) {
      return e.getMessage();
    }
  }

  static {
    // ---- a replacement's "instead" is performed at once (710.2): nothing may ask ----
    add("flipExtra in instead", instead("{\"do\": \"flipExtra\"}"),
        "at /abilities/0/instead/0: \"flipExtra\" asks a player to choose as it is processed, and");
    add("ignoreFlip in instead", instead("{\"do\": \"ignoreFlip\"}"),
        "at /abilities/0/instead/0: \"ignoreFlip\" asks a player to choose as it is processed,");
    add("discard in instead", instead("{\"do\": \"discard\"}"),
        "at /abilities/0/instead/0: \"discard\" asks a player to choose as it is processed, and a");
    add("search in instead", instead("{\"do\": \"search\"}"),
        "at /abilities/0/instead/0: \"search\" asks a player to choose as it is processed, and a");
    add("lookAtTop in instead", instead("{\"do\": \"lookAtTop\", \"count\": 3}"),
        "at /abilities/0/instead/0: \"lookAtTop\" asks a player to choose as it is processed, and");
    add("faceoff in instead", instead("{\"do\": \"faceoff\", \"involve\": [\"this\"], \"win\": [{\"do\": \"score\", \"amount\": 1}]}"),
        "at /abilities/0/instead/0: a faceoff can't be started during a faceoff (707.4a) or in");
    add("a chosen target in instead", instead("{\"do\": \"exhaust\", \"target\": {\"choose\": {\"type\": \"friend\"}}}"),
        "at /abilities/0/instead/0/target: a replacement's effects happen at once (710.2), so they");
    add("attach choosing its host in instead", instead("{\"do\": \"attach\", \"target\": {\"choose\": {\"type\": \"friend\"}}}"),
        "at /abilities/0/instead/0/target: a replacement's effects happen at once (710.2), so they");
    // ---- Chaos text: the flipped card is not in play, and it is read during a faceoff ----
    add("Chaos targeting this", chaos("{\"do\": \"exhaust\", \"target\": \"this\"}"),
        "at /abilities/0/effects/0/target: a Chaos card is flipped from its owner's deck, not in play,");
    add("Chaos targeting it", chaos("{\"do\": \"ready\", \"target\": \"it\"}"),
        "at /abilities/0/effects/0/target: a Chaos card is flipped from its owner's deck, not in play,");
    add("Chaos attaching", chaos("{\"do\": \"attach\", \"target\": {\"each\": {\"type\": \"friend\"}}}"),
        "at /abilities/0/effects/0: \"attach\" acts on the card with the ability, so it belongs");
    add("Chaos starting a faceoff", chaos("{\"do\": \"faceoff\", \"involve\": [{\"type\": \"mane\"}], \"win\": [{\"do\": \"score\", \"amount\": 1}]}"),
        "at /abilities/0/effects/0: a faceoff can't be started during a faceoff (707.4a) or in");
    add("Chaos watching for this", chaos("{\"do\": \"whenever\", \"when\": \"moved\", \"until\": \"turn\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0/effects/0: a Chaos card is flipped from its owner's deck, not in play,");
    add("flipped with a subject", friend("{\"kind\": \"triggered\", \"when\": \"flipped\", \"subject\": \"this\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0/subject: \"flipped\" is about this card being flipped in a faceoff");
    // ---- Events are not in play ----
    add("an Event attaching", event("{\"do\": \"attach\", \"target\": {\"each\": {\"type\": \"friend\"}}}"),
        "at /effects/0: \"attach\" acts on the card with the ability, so it belongs");
    add("an Event targeting this", event("{\"do\": \"dismiss\", \"target\": \"this\"}"),
        "at /effects/0/target: an Event is not in play, so \"this\" names no card; use");
    add("an Event faceoff involving this", event("{\"do\": \"faceoff\", \"involve\": [\"this\"], \"win\": [{\"do\": \"score\", \"amount\": 1}]}"),
        "at /effects/0/involve/0: an Event is not in play, so \"this\" names no card");
    // ---- unknown words ----
    add("an unknown effect word", triggered("{\"do\": \"teleport\"}"),
        "at /abilities/0/effects/0/do: unknown effect \"teleport\"; expected one of \"draw\",");
    add("an unknown trigger", friend("{\"kind\": \"triggered\", \"when\": \"sunrise\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0/when: unknown trigger \"sunrise\"; expected one of \"entersPlay\",");
    add("an unknown kind of ability", friend("{\"kind\": \"passive\"}"),
        "at /abilities/0/kind: unknown kind of ability \"passive\"; expected one of");
    add("an unknown timing", friend("{\"kind\": \"activated\", \"timing\": \"always\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0/timing: unknown timing phrase \"always\"; expected one of \"main\",");
    add("an unknown field in an effect", triggered("{\"do\": \"draw\", \"amount\": 1, \"times\": 3}"),
        "at /abilities/0/effects/0/times: unknown field \"times\"; the fields a \"draw\" effect may have");
    add("an unknown destination", triggered("{\"do\": \"move\", \"target\": \"this\", \"to\": \"moon\"}"),
        "at /abilities/0/effects/0/to: unknown destination \"moon\"; expected one of \"home\", \"here\",");
    // ---- absurd numbers ----
    add("draw a million", triggered("{\"do\": \"draw\", \"amount\": 1000000}"),
        "at /abilities/0/effects/0/amount: \"amount\" must be an integer from 1 to 99, but it is 1000000");
    add("draw a negative count", triggered("{\"do\": \"draw\", \"amount\": -2}"),
        "at /abilities/0/effects/0/amount: \"amount\" must be an integer from 1 to 99, but it is -2;");
    add("draw nothing", triggered("{\"do\": \"draw\", \"amount\": 0}"),
        "at /abilities/0/effects/0/amount: \"amount\" must be an integer from 1 to 99, but it is 0");
    add("draw a fraction", triggered("{\"do\": \"draw\", \"amount\": 1.5}"),
        "at /abilities/0/effects/0/amount: \"amount\" must be an integer from 1 to 99, but it is the");
    add("draw a word", triggered("{\"do\": \"draw\", \"amount\": \"two\"}"),
        "at /abilities/0/effects/0/amount: \"amount\" must be an integer from 1 to 99, but it is a");
    add("discard a negative count", triggered("{\"do\": \"discard\", \"count\": -3}"),
        "at /abilities/0/effects/0/count: \"count\" must be an integer from 1 to 99, but it is -3;");
    add("score a million", triggered("{\"do\": \"score\", \"amount\": 1000000}"),
        "at /abilities/0/effects/0/amount: \"amount\" must be an integer from 1 to 99, but it is 1000000");
    add("a power total change of 0", activated("{\"do\": \"modifyTotal\", \"amount\": 0}"),
        "at /abilities/0/effects/0/amount: \"amount\" must not be 0: what to add to the power total this");
    add("ten extra flips", friend("{\"kind\": \"continuous\", \"extraFlips\": 10}"),
        "at /abilities/0/extraFlips: \"extraFlips\" must be an integer from 1 to 9, but it is 10");
    add("a cost of a million tokens", friend("{\"kind\": \"activated\", \"timing\": \"main\", \"costs\": [{\"pay\": \"tokens\", \"amount\": 1000000}], \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0/costs/0/amount: \"amount\" must be an integer from 1 to 99, but it is 1000000");
    add("a negative maxPower", triggered("{\"do\": \"exhaust\", \"target\": {\"each\": {\"maxPower\": -1}}}"),
        "at /abilities/0/effects/0/target/each/maxPower: \"maxPower\" must be an integer from 0 to 99, but it is -1;");
    // ---- wrong target kinds ----
    add("a target word that is not one", triggered("{\"do\": \"exhaust\", \"target\": \"that\"}"),
        "at /abilities/0/effects/0/target: unknown target \"that\"; expected one of \"this\", \"it\",");
    add("a target with each and choose", triggered("{\"do\": \"exhaust\", \"target\": {\"each\": {}, \"choose\": {}}}"),
        "at /abilities/0/effects/0/target: a target object has \"each\" or \"choose\" (with an optional");
    add("a number as target", triggered("{\"do\": \"exhaust\", \"target\": 5}"),
        "at /abilities/0/effects/0/target: \"target\" must be an object {...}, but it is the number 5");
    add("a faceoff against each", activated("{\"do\": \"faceoff\", \"involve\": [\"this\"], \"against\": {\"each\": {}}, \"win\": [{\"do\": \"score\", \"amount\": 1}]}"),
        "at /abilities/0/effects/0/against: \"against\" is \"it\" or {\"choose\": FILTER, \"count\": N}: the");
    add("it without a trigger card", activated("{\"do\": \"exhaust\", \"target\": \"it\"}"),
        "at /abilities/0/effects/0/target: \"it\" is the card a trigger is about; this ability's trigger");
    add("a draw replacement about a card", friend("{\"kind\": \"replacement\", \"if\": {\"would\": \"draw\", \"subject\": \"this\"}, \"instead\": [{\"do\": \"score\", \"amount\": 1}]}"),
        "at /abilities/0/if/subject: \"draw\" happens to a player; use \"player\"");
    // ---- missing fields ----
    add("an effect without do", triggered("{\"amount\": 1}"),
        "at /abilities/0/effects/0: missing \"do\": an effect needs it; expected one of \"draw\",");
    add("exhaust without a target", triggered("{\"do\": \"exhaust\"}"),
        "at /abilities/0/effects/0: missing \"target\": a \"exhaust\" effect needs it; expected");
    add("a replacement without instead", friend("{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"}}"),
        "at /abilities/0: missing \"instead\": the effects that happen in place of the");
    add("a triggered ability without when", friend("{\"kind\": \"triggered\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0: missing \"when\": a triggered ability needs it; expected one");
    add("a triggered ability without effects", friend("{\"kind\": \"triggered\", \"when\": \"entersPlay\"}"),
        "at /abilities/0: missing \"effects\": a triggered ability needs it; expected a");
    add("an empty effect list", friend("{\"kind\": \"triggered\", \"when\": \"entersPlay\", \"effects\": []}"),
        "at /abilities/0/effects: \"effects\" is empty; give at least one effect");
    add("modify without until", triggered("{\"do\": \"modify\", \"target\": \"this\", \"power\": 1}"),
        "at /abilities/0/effects/0: missing \"until\": a \"modify\" effect needs it; expected one");
    add("modify changing nothing", triggered("{\"do\": \"modify\", \"target\": \"this\", \"until\": \"turn\"}"),
        "at /abilities/0/effects/0: a \"modify\" effect must change something: give \"power\",");
    add("a faceoff without win or lose", activated("{\"do\": \"faceoff\", \"involve\": [\"this\"]}"),
        "at /abilities/0/effects/0: a \"faceoff\" effect needs \"win\" or \"lose\" (or both): what");
    // ---- self-reference and nesting that can never happen ----
    add("a faceoff inside its own win", activated("{\"do\": \"faceoff\", \"involve\": [\"this\"], \"win\": [{\"do\": \"faceoff\", \"involve\": [\"this\"], \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}"),
        "at /abilities/0/effects/0/win/0: a faceoff can't be started during a faceoff (707.4a), and");
    // The engine tells no Reaction of a flip (Faceoffs reads a flipped card's own Chaos text only).
    add("a Reaction to a flip", friend("{\"kind\": \"activated\", \"timing\": \"reaction\", \"reactTo\": {\"when\":"
        + " \"flipped\"}, \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0/reactTo/when: \"flipped\" is about a card's own flip (Chaos); a Reaction's condition can't");
    add("a triggered modifier watching its own flip", triggered("{\"do\": \"whenever\", \"when\": \"flipped\", \"until\": \"turn\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}"),
        "at /abilities/0/effects/0/when: \"flipped\" is about a card's own flip (Chaos); a triggered");
    add("an effect that is a list", triggered("[{\"do\": \"draw\", \"amount\": 1}]"),
        "at /abilities/0/effects/0: an effect must be an object {...}, but it is an array [...]");
    add("effects as an object", friend("{\"kind\": \"triggered\", \"when\": \"entersPlay\", \"effects\": {\"do\": \"draw\", \"amount\": 1}}"),
        "at /abilities/0/effects: \"effects\" must be a non-empty array of effects like {\"do\":");
  }

  @TestFactory
  Stream<DynamicTest> abilities() {
    return CASES.stream().map(HostileCase::test);
  }
}
