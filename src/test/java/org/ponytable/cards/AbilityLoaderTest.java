package org.ponytable.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Condition;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Duration;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Reaction;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.terms.Step;

/** The "abilities", "timing" and "effects" fields (docs/card-format.md, "Abilities"). */
class AbilityLoaderTest {
  static final String FRIEND = "\"id\": \"t-a\", \"type\": \"friend\", \"title\": \"A\", \"power\": 1, \"cost\": 1, ";

  private static CardDef one(String json) throws CardLoadException {
    return new CardLoader().loadString(json, "sample.json").get(0);
  }

  private static List<LoadError> errors(String json) {
    return new CardLoader().readString(json, "sample.json").errors();
  }

  @Test
  @DisplayName("701.1: the three kinds of ability are read into the model")
  void threeKinds() throws CardLoadException {
    CardDef d = one("{" + FRIEND + """
        "abilities": [
          {"kind": "triggered", "when": "entersPlay", "may": true,
           "if": {"count": {"player": "you", "type": "friend"}, "atLeast": 2},
           "effects": [{"do": "draw", "amount": 1}]},
          {"kind": "triggered", "when": "phaseStarts", "phase": "main", "player": "opponent",
           "effects": [{"do": "gainTokens", "amount": 2, "player": "anyone"}]},
          {"kind": "activated", "timing": "troublemakerFaceoff",
           "costs": [{"pay": "exhaustThis"}, {"pay": "tokens", "amount": 1}, {"pay": "retire", "filter": {"other": true}}],
           "effects": [{"do": "modify", "target": {"choose": {"type": "character", "where": "here"}, "count": 2},
                        "power": 2, "colors": ["Magic"], "until": "faceoff"}]},
          {"kind": "continuous", "affects": {"player": "you", "type": ["friend"], "trait": "Unicorn", "other": true},
           "while": {"yourTurn": true}, "power": -1, "setPower": 3, "cant": ["beMoved"]}
        ]}""");
    List<Ability> abilities = d.face().abilities();
    assertThat(abilities).hasSize(4);
    Ability.Triggered t = (Ability.Triggered) abilities.get(0);
    assertThat(t.trigger()).isEqualTo(new Trigger(Trigger.Kind.ENTERS_PLAY, Filter.THIS, Who.YOU, null));
    assertThat(t.may()).isTrue();
    assertThat(t.condition()).isEqualTo(new Condition.Count(Filter.of(Who.YOU, CardType.FRIEND), 2));
    assertThat(t.effects()).containsExactly(new Effect.Draw(1, Who.YOU));
    Ability.Triggered phase = (Ability.Triggered) abilities.get(1);
    assertThat(phase.trigger()).isEqualTo(new Trigger(Trigger.Kind.PHASE_STARTS, null, Who.OPPONENT, Phase.MAIN));
    Ability.Activated a = (Ability.Activated) abilities.get(2);
    assertThat(a.timing()).isEqualTo(Timing.TROUBLEMAKER_FACEOFF);
    assertThat(a.costs()).containsExactly(new Cost.ExhaustThis(), new Cost.Tokens(1), new Cost.Retire(Filter.ANY.others()));
    Effect.Modify m = (Effect.Modify) a.effects().get(0);
    assertThat(m.target()).isEqualTo(new Target.Choose(
        Filter.of(Who.ANYONE, CardType.FRIEND, CardType.MANE_CHARACTER).at(Filter.Place.HERE), 2));
    assertThat(m.change().colors()).containsExactly(CardColor.PURPLE);
    assertThat(m.until()).isEqualTo(Duration.FACEOFF);
    Ability.Continuous c = (Ability.Continuous) abilities.get(3);
    assertThat(c.change()).isEqualTo(new Ability.Change(-1, 3, java.util.Set.of()));
    assertThat(c.cant()).containsExactly(Ability.Restriction.BE_MOVED);
    assertThat(c.affects().trait()).isEqualTo("Unicorn");
  }

  @Test
  @DisplayName("304.1, 512.2: an Event's timing and effects; Mane sides carry their own abilities")
  void eventsAndManes() throws CardLoadException {
    CardDef e = one("""
        {"id": "t-e", "type": "event", "title": "E", "power": 1, "cost": 1, "timing": "faceoff",
         "effects": [{"do": "frighten", "target": {"each": {"player": "opponent", "maxPower": 2, "status": "ready"}}},
                     {"do": "discard", "count": 2, "player": "opponent"}, {"do": "score", "amount": 1},
                     {"do": "move", "target": {"choose": {"player": "you"}}, "to": "home"}]}""");
    assertThat(e.event().timing()).isEqualTo(Timing.FACEOFF);
    assertThat(e.event().effects()).hasSize(4);
    assertThat(one("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1}").event().timing())
        .as("default").isEqualTo(Timing.MAIN_PHASE);
    CardDef m = one("""
        {"id": "t-m", "type": "mane", "title": "M",
         "start": {"power": 1, "homeLimit": 3},
         "boosted": {"power": 2, "homeLimit": 4, "abilities": [{"kind": "triggered", "when": "endOfTurn",
           "effects": [{"do": "ready", "target": "this"}]}]}}""");
    assertThat(m.face().abilities()).isEmpty();
    assertThat(m.boosted().abilities()).hasSize(1);
  }

  @Test
  @DisplayName("Errors have their place and say what is expected")
  void locatedErrors() {
    List<LoadError> e = errors("{" + FRIEND + "\n \"abilities\": [{\"kind\": \"triggered\", \"when\": \"entersPlya\","
        + " \"effects\": [{\"do\": \"draw\"}]}]}");
    assertThat(e).extracting(LoadError::pointer).containsExactly("/abilities/0/when", "/abilities/0/effects/0");
    assertThat(e.get(0).message()).contains("Did you mean \"entersPlay\"");
    assertThat(e.get(0).line()).isEqualTo(2);
    assertThat(e.get(1).message()).contains("missing \"amount\"");
  }

  @Test
  @DisplayName("512.4b: a Reaction's \"during\" names a phase or a step; an unknown word is a located error listing both")
  void reactionDuringAStep() throws CardLoadException {
    String head = "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"timing\": \"reaction\", \"reactTo\": {\"when\": \"frightened\"}, ";
    String tail = " \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}";
    Reaction step = one(head + "\"during\": \"uncoverStep\"," + tail).event().reaction();
    assertThat(step.step()).isEqualTo(Step.UNCOVER);
    assertThat(step.during()).isNull();
    Reaction phase = one(head + "\"during\": \"troublemaker\"," + tail).event().reaction();
    assertThat(phase.during()).isEqualTo(Phase.TROUBLEMAKER);
    assertThat(phase.step()).isNull();
    assertThat(org.ponytable.engine.ability.Reaction.STEPS.values()).as("every step of the turn has a word")
        .containsExactlyInAnyOrder(java.util.Arrays.stream(Step.values()).filter(x -> x != Step.NONE).toArray(Step[]::new));

    List<LoadError> e = errors(head + "\n \"during\": \"uncover\"," + tail);
    assertThat(e).extracting(LoadError::pointer).containsExactly("/during");
    assertThat(e.get(0).line()).isEqualTo(2);
    assertThat(e.get(0).message()).contains("\"uncover\"").contains("\"uncoverStep\"").contains("\"main\"")
        .contains("\"wrapUpStep\"");
  }

  @Test
  @DisplayName("513.2, 708.2: takeControl for good or \"until\" the turn or faceoff ends; only takeControl lasts a while")
  void takeControlUntil() throws CardLoadException {
    String head = "{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1, \"effects\": [";
    String target = "\"target\": {\"choose\": {\"player\": \"opponent\", \"type\": \"friend\"}}";
    Effect.Apply a = (Effect.Apply) one(head + "{\"do\": \"takeControl\", " + target + ", \"until\": \"turn\"}]}")
        .event().effects().get(0);
    assertThat(a.verb()).isEqualTo(Effect.Verb.TAKE_CONTROL);
    assertThat(a.until()).isEqualTo(Duration.TURN);
    Effect.Apply forGood = (Effect.Apply) one(head + "{\"do\": \"takeControl\", " + target + "}]}").event().effects().get(0);
    assertThat(forGood.until()).isNull();

    List<LoadError> e = errors(head + "\n{\"do\": \"takeControl\", " + target + ", \"until\": \"ever\"}]}");
    assertThat(e).extracting(LoadError::pointer).containsExactly("/effects/0/until");
    assertThat(e.get(0).message()).contains("\"turn\"").contains("\"faceoff\"");
    assertThat(errors(head + "{\"do\": \"exhaust\", " + target + ", \"until\": \"turn\"}]}"))
        .extracting(LoadError::pointer).containsExactly("/effects/0/until");
  }

  @Test
  @DisplayName("What the language forbids is an error, never ignored")
  void rejected() {
    String[] bad = {
        "\"abilities\": [{\"kind\": \"passive\", \"effects\": []}]",
        "\"abilities\": [{\"kind\": \"triggered\", \"when\": \"endOfTurn\", \"subject\": \"this\", \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]",
        "\"abilities\": [{\"kind\": \"triggered\", \"when\": \"endOfTurn\", \"effects\": [{\"do\": \"ready\", \"target\": \"it\"}]}]",
        "\"abilities\": [{\"kind\": \"triggered\", \"when\": \"moved\", \"timing\": \"main\", \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"reaction\", \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\", \"costs\": [{\"pay\": \"discard\"}, {\"pay\": \"retire\"}], \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": []}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\", \"costs\": [{\"pay\": \"banish\", \"from\": \"drawDeck\"}], \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\", \"costs\": [{\"pay\": \"banish\", \"from\": \"discardPile\", \"filter\": {\"where\": \"here\"}}], \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\", \"costs\": [{\"pay\": \"banish\"}, {\"pay\": \"discard\"}], \"effects\": [{\"do\": \"score\", \"amount\": 1}]}]",
        "\"abilities\": [{\"kind\": \"continuous\"}]",
        "\"abilities\": [{\"kind\": \"continuous\", \"power\": 1, \"affects\": {\"colour\": \"blue\"}}]",
        "\"abilities\": [{\"kind\": \"continuous\", \"power\": 1, \"while\": {\"yourTurn\": true, \"this\": \"this\"}}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"modify\", \"target\": \"this\", \"power\": 1}]}]",
        "\"abilities\": [{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"move\", \"target\": {\"each\": \"this\", \"choose\": \"this\"}, \"to\": \"home\"}]}]",
        "\"timing\": \"main\"",
        "\"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"}, \"instead\": [{\"do\": \"dismiss\", \"target\": {\"choose\": {}}}]}]",
        "\"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"draw\"}, \"instead\": [{\"do\": \"discard\"}]}]",
        "\"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"draw\"}, \"instead\": [{\"do\": \"search\"}]}]",
        "\"abilities\": [{\"kind\": \"replacement\", \"if\": {\"would\": \"draw\"}, \"instead\": [{\"do\": \"ready\", \"target\": \"it\"}]}]",
    };
    for (String b : bad) {
      assertThat(errors("{" + FRIEND + b + "}")).as(b).isNotEmpty();
    }
    assertThat(errors("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [{\"do\": \"exhaust\", \"target\": \"this\"}]}")).as("an Event is not in play").isNotEmpty();
    assertThat(errors("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"abilities\": []}")).extracting(LoadError::message).anyMatch(m -> m.contains("\"effects\""));
    assertThat(errors("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"timing\": \"reaction\", \"reactTo\": {\"when\": \"endOfTurn\"},"
        + " \"effects\": [{\"do\": \"ready\", \"target\": \"it\"}]}")).as("512.4: no card condition, no \"it\"").isNotEmpty();
    assertThat(errors("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"timing\": \"reaction\", \"reactTo\": {\"when\": \"moved\"}, \"during\": \"main\","
        + " \"effects\": [{\"do\": \"ready\", \"target\": \"it\"}]}")).as("512.4: a card condition's \"it\"").isEmpty();
  }

  @Test
  @DisplayName("514.2c, 514.5d, 514.4a: the faceoff and modifyTotal effects and the continuous total are read into the model")
  void faceoffWords() throws CardLoadException {
    CardDef d = one("{" + FRIEND + """
        "abilities": [
          {"kind": "activated", "timing": "main",
           "effects": [{"do": "faceoff", "involve": ["this", {"player": "opponent", "type": "character", "where": "here"}],
                        "against": {"choose": {"type": "troublemaker"}}, "win": [{"do": "dismiss", "target": "it"}],
                        "lose": [{"do": "sendHome", "target": "this"}]},
                       {"do": "modifyTotal", "amount": -2, "player": "opponent"}]},
          {"kind": "continuous", "total": 1, "while": {"yourTurn": true}}
        ]}""");
    Ability.Activated a = (Ability.Activated) d.face().abilities().get(0);
    Filter opposing = Filter.of(Who.OPPONENT, CardType.FRIEND, CardType.MANE_CHARACTER).at(Filter.Place.HERE);
    assertThat(a.effects()).containsExactly(
        new Effect.StartFaceoff(List.of(Filter.THIS, opposing), new Target.Choose(Filter.of(Who.ANYONE, CardType.TROUBLEMAKER), 1),
            List.of(new Effect.Apply(Effect.Verb.DISMISS, new Target.It())),
            List.of(new Effect.Apply(Effect.Verb.SEND_HOME, new Target.This()))),
        new Effect.ModifyTotal(-2, Who.OPPONENT));
    assertThat(d.face().abilities().get(1)).isEqualTo(new Ability.TotalModifier(new Condition.YourTurn(true), Who.YOU, 1));
  }

  @Test
  @DisplayName("508, 609.2: cost changes; cards in hand by what is printed, a draw by whose it is")
  void costChangeWords() throws CardLoadException {
    CardDef d = one("{" + FRIEND + """
        "abilities": [{"kind": "costChange", "action": "move", "cards": {"player": "opponent"}, "amount": 1}]}""");
    assertThat(d.face().abilities()).containsExactly(new Ability.CostChange(null, Ability.CostAction.MOVE,
        Filter.ANY.withPlayer(Who.OPPONENT), 1));
    assertThat(errors("{" + FRIEND + "\"abilities\": [{\"kind\": \"costChange\", \"action\": \"play\","
        + " \"cards\": {\"where\": \"here\"}, \"amount\": -1}]}")).as("a card in hand has no place")
        .extracting(LoadError::pointer).containsExactly("/abilities/0/cards");
    assertThat(errors("{" + FRIEND + "\"abilities\": [{\"kind\": \"costChange\", \"action\": \"draw\","
        + " \"cards\": {\"type\": \"friend\"}, \"amount\": -1}]}")).as("a draw has no card")
        .extracting(LoadError::pointer).containsExactly("/abilities/0/cards");
  }

  @Test
  @DisplayName("708.4: 'whenever' makes a triggered modifier; malformed ones are errors with their place")
  void wheneverWords() throws CardLoadException {
    CardDef d = one("{" + FRIEND + """
        "abilities": [
          {"kind": "activated", "timing": "main",
           "effects": [{"do": "whenever", "when": "moved", "subject": {"player": "you", "type": "friend"},
                        "once": true, "until": "turn", "effects": [{"do": "draw", "amount": 1}]}]}
        ]}""");
    Ability.Activated a = (Ability.Activated) d.face().abilities().get(0);
    assertThat(a.effects()).containsExactly(new Effect.Whenever(
        new Trigger(Trigger.Kind.MOVED, Filter.of(Who.YOU, CardType.FRIEND), Who.YOU, null), null,
        Duration.TURN, true, List.of(new Effect.Draw(1, Who.YOU))));
    String[][] bad = {
        {"no until", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"whenever\","
            + " \"when\": \"moved\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}]}]", "/abilities/0/effects/0"},
        {"flipped", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"whenever\","
            + " \"when\": \"flipped\", \"until\": \"turn\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}]}]",
            "/abilities/0/effects/0/when"},
        {"may", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"whenever\","
            + " \"when\": \"moved\", \"may\": true, \"until\": \"turn\", \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}]}]",
            "/abilities/0/effects/0/may"},
    };
    for (String[] b : bad) {
      assertThat(errors("{" + FRIEND + "\"abilities\": " + b[1] + "}")).as(b[0]).extracting(LoadError::pointer)
          .first().isEqualTo(b[2]);
    }
    assertThat(errors("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [{\"do\": \"whenever\", \"when\": \"moved\", \"until\": \"turn\","
        + " \"effects\": [{\"do\": \"draw\", \"amount\": 1}]}]}")).as("an Event must name what it watches")
        .extracting(LoadError::pointer).containsExactly("/effects/0");
  }

  @Test
  @DisplayName("514.2c, 514.5d, 707.4a, 514.4a: malformed faceoff and total words are errors with their place")
  void faceoffWordsRejected() {
    String fo = "{\"do\": \"faceoff\", \"involve\": [\"this\"], \"win\": [{\"do\": \"score\", \"amount\": 1}]}";
    String[][] bad = {
        // what, abilities JSON, pointer of the (first) error
        {"no involve", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"faceoff\","
            + " \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}]", "/abilities/0/effects/0"},
        {"empty involve", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"faceoff\","
            + " \"involve\": [], \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}]", "/abilities/0/effects/0/involve"},
        {"neither win nor lose", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"faceoff\","
            + " \"involve\": [\"this\"]}]}]", "/abilities/0/effects/0"},
        {"a faceoff inside win", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"faceoff\","
            + " \"involve\": [\"this\"], \"win\": [" + fo + "]}]}]", "/abilities/0/effects/0/win/0"},
        {"two in one list", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [" + fo + ", " + fo + "]}]",
            "/abilities/0/effects/1"},
        {"a faceoff timing", "[{\"kind\": \"activated\", \"timing\": \"troublemakerFaceoff\", \"effects\": [" + fo + "]}]",
            "/abilities/0/effects/0"},
        {"a faceoff-start trigger", "[{\"kind\": \"triggered\", \"when\": \"faceoffStarts\", \"effects\": [" + fo + "]}]",
            "/abilities/0/effects/0"},
        {"a replacement", "[{\"kind\": \"replacement\", \"if\": {\"would\": \"dismissed\"}, \"instead\": [" + fo + "]}]",
            "/abilities/0/instead/0"},
        {"against each", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\": \"faceoff\","
            + " \"involve\": [\"this\"], \"against\": {\"each\": {}}, \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}]",
            "/abilities/0/effects/0/against"},
        {"against it without a trigger card", "[{\"kind\": \"activated\", \"timing\": \"main\", \"effects\": [{\"do\":"
            + " \"faceoff\", \"involve\": [\"this\"], \"against\": \"it\", \"win\": [{\"do\": \"score\", \"amount\": 1}]}]}]",
            "/abilities/0/effects/0/against"},
        {"modifyTotal of 0", "[{\"kind\": \"activated\", \"timing\": \"faceoff\", \"effects\": [{\"do\": \"modifyTotal\","
            + " \"amount\": 0}]}]", "/abilities/0/effects/0/amount"},
        {"modifyTotal with a target", "[{\"kind\": \"activated\", \"timing\": \"faceoff\", \"effects\": [{\"do\":"
            + " \"modifyTotal\", \"amount\": 1, \"target\": \"this\"}]}]", "/abilities/0/effects/0/target"},
        {"total with power", "[{\"kind\": \"continuous\", \"total\": 1, \"power\": 1}]", "/abilities/0/power"},
        {"player without total", "[{\"kind\": \"continuous\", \"power\": 1, \"player\": \"you\"}]", "/abilities/0/player"},
    };
    for (String[] b : bad) {
      assertThat(errors("{" + FRIEND + "\"abilities\": " + b[1] + "}")).as(b[0]).extracting(LoadError::pointer)
          .first().isEqualTo(b[2]);
    }
    List<LoadError> nested = errors("{" + FRIEND + "\"abilities\": " + bad[3][1] + "}");
    assertThat(nested.get(0).message()).contains("707.4a");
    assertThat(errors("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"effects\": [" + fo + "]}")).as("an Event is not in play: \"this\" names no card").extracting(LoadError::pointer)
        .containsExactly("/effects/0/involve/0");
    assertThat(errors("{\"id\": \"t-e\", \"type\": \"event\", \"title\": \"E\", \"power\": 1, \"cost\": 1,"
        + " \"timing\": \"faceoff\", \"effects\": [{\"do\": \"faceoff\", \"involve\": [{\"player\": \"you\"}],"
        + " \"lose\": [{\"do\": \"draw\", \"amount\": 1}]}]}")).as("a faceoff-timed Event").extracting(LoadError::pointer)
        .containsExactly("/effects/0");
  }
}
