package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.CardColor;

/**
 * Power worked out for one state (711) is taken over by a later state with the same inputs
 * (Characteristics): each case asks the earlier state first, so a kept result that went stale
 * would be read for the later one.
 */
class CharacteristicsReuseTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "r-drum", "type": "resource", "title": "Drum", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "while": {"yourTurn": true}, "affects": {"player": "you", "type": "friend"},
              "power": 1}]},
           {"id": "r-prism", "type": "friend", "title": "Prism", "power": 1, "cost": 1, "colors": ["yellow"],
            "traits": ["Crystal"], "keywords": ["Prismatic"]},
           {"id": "r-gem", "type": "friend", "title": "Gem", "power": 2, "cost": 1, "colors": ["purple"],
            "traits": ["Crystal"]},
           {"id": "r-helper", "type": "friend", "title": "Helper", "power": 1, "cost": 1, "colors": ["yellow"],
            "keywords": ["Supportive 2"]},
           {"id": "r-keeper", "type": "friend", "title": "Keeper", "power": 1, "cost": 1, "colors": ["yellow"],
            "keywords": ["Caretaker"]},
           {"id": "r-critter", "type": "friend", "title": "Critter", "power": 1, "cost": 1, "colors": ["yellow"],
            "traits": ["Critter"]},
           {"id": "r-pie-time", "type": "resource", "title": "Pie Time", "power": 0, "cost": 0, "placement": "home",
            "abilities": [{"kind": "continuous", "affects": {"player": "you", "type": "friend"}, "while": {"in": "score"},
              "power": -1}]},
           {"id": "r-brave", "type": "friend", "title": "Brave", "power": 1, "cost": 1, "colors": ["yellow"],
            "abilities": [{"kind": "continuous", "while": {"in": "faceoff"}, "power": 1}]},
           {"id": "r-guard", "type": "friend", "title": "Guard", "power": 1, "cost": 1, "colors": ["yellow"],
            "abilities": [{"kind": "continuous", "while": {"this": {"involved": "faceoff"}}, "power": 2}]},
           {"id": "r-handy", "type": "friend", "title": "Handy", "power": 1, "cost": 1, "colors": ["yellow"],
            "abilities": [{"kind": "continuous", "power": 1, "forEach": {"hand": "you"}}]},
           {"id": "r-rest", "type": "resource", "title": "Rest", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "affects": {"player": "you", "type": "friend", "status": "ready"}, "power": 2}]}]""",
          "characteristics-reuse.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("702.1, 708.2a: 'while it's your turn' stops applying when only the turn player changed")
  void turnPlayerIsAnInput() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "r-drum", Area.home(0));
    int friend = p.play(0, "f-y3", Area.home(0));
    GameState mine = Game.start(p).s;
    GameState theirs = mine.withTurn(mine.turn(), 1);
    assertThat(theirs.play()).isSameAs(mine.play());
    assertThat(Stats.power(mine, mine.inPlay(friend))).isEqualTo(4);
    assertThat(Stats.power(theirs, theirs.inPlay(friend))).isEqualTo(3);
    assertThat(Stats.power(mine, mine.inPlay(friend))).as("asked again").isEqualTo(4);
  }

  @Test
  @DisplayName("711: a filter on ready cards stops matching a card that became exhausted")
  void statusIsAnInputWhenAFilterReadsIt() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "r-rest", Area.home(0));
    int friend = p.play(0, "f-y3", Area.home(0));
    GameState ready = Game.start(p).s;
    GameState exhausted = ready.withInPlay(ready.inPlay(friend).withExhausted(true));
    assertThat(Stats.power(ready, ready.inPlay(friend))).isEqualTo(5);
    assertThat(Stats.power(exhausted, exhausted.inPlay(friend))).isEqualTo(3);
  }

  @Test
  @DisplayName("711: without a filter on status, an exhausted card keeps the power a modifier gives it")
  void statusIsNoInputOtherwise() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "r-drum", Area.home(0));
    int friend = p.play(0, "f-y3", Area.home(0));
    int other = p.play(0, "f-y1", Area.home(0));
    GameState ready = Game.start(p).s;
    GameState exhausted = ready.withInPlay(ready.inPlay(friend).withExhausted(true));
    assertThat(Stats.power(ready, ready.inPlay(friend))).isEqualTo(4);
    assertThat(Stats.power(exhausted, exhausted.inPlay(friend))).isEqualTo(4);
    assertThat(Stats.power(exhausted, exhausted.inPlay(other))).isEqualTo(2);
  }

  @Test
  @DisplayName("711: a bystander entering, moving or leaving keeps what Prismatic gave; a Crystal one changes it")
  void onlyBystandersKeepPrismatic() {
    Position p = AbilityTable.base(POOL);
    int prism = p.play(0, "r-prism", Area.home(0));
    int gem = p.play(0, "r-gem", Area.home(0));
    int bystander = p.play(0, "f-y3", Area.home(0));
    GameState all = Game.start(p).s;
    GameState withoutGem = without(all, gem);
    GameState withoutBystander = without(all, bystander);
    GameState moved = all.withInPlay(all.inPlay(bystander).withArea(Area.problem(0)));
    java.util.Set<CardColor> both = PRISM_AND_GEM;
    // Each state is asked right after the one it differs from, so a kept result would be read.
    assertThat(Stats.colors(withoutGem, withoutGem.inPlay(prism))).containsExactly(CardColor.YELLOW);
    assertThat(Stats.colors(all, all.inPlay(prism))).as("a Crystal entered").isEqualTo(both);
    assertThat(Stats.colors(withoutGem, withoutGem.inPlay(prism))).as("a Crystal left").containsExactly(CardColor.YELLOW);
    assertThat(Stats.colors(withoutBystander, withoutBystander.inPlay(prism))).as("a Crystal entered and a bystander left")
        .isEqualTo(both);
    assertThat(Stats.colors(all, all.inPlay(prism))).as("a bystander entered").isEqualTo(both);
    assertThat(Stats.power(all, all.inPlay(bystander))).isEqualTo(3);
    assertThat(Stats.colors(moved, moved.inPlay(prism))).as("a bystander moved").isEqualTo(both);
    assertThat(Stats.colors(moved, moved.inPlay(gem))).isEqualTo(java.util.Set.of(CardColor.PURPLE));
    assertThat(Stats.power(moved, moved.inPlay(bystander))).isEqualTo(3);
    assertThat(Stats.colors(withoutBystander, withoutBystander.inPlay(prism))).as("a bystander left").isEqualTo(both);
  }

  @Test
  @DisplayName("Glossary, Supportive: the Mane Character moving away is no bystander's move")
  void maneMovingIsNoBystander() {
    Position p = AbilityTable.base(POOL);
    int helper = p.play(0, "r-helper", Area.home(0));
    GameState home = Game.start(p).s;
    int mane = home.maneOf(0);
    GameState away = home.withInPlay(home.inPlay(mane).withArea(Area.problem(0)));
    assertThat(Stats.power(home, home.inPlay(helper))).isEqualTo(3);
    assertThat(Stats.power(away, away.inPlay(helper))).isEqualTo(1);
    assertThat(Stats.power(home, home.inPlay(helper))).as("asked again").isEqualTo(3);
  }

  @Test
  @DisplayName("Glossary, Caretaker: a Critter entering or leaving is no bystander while a Caretaker is in play")
  void crittersCountForCaretaker() {
    Position p = AbilityTable.base(POOL);
    int keeper = p.play(0, "r-keeper", Area.problem(0));
    int critter = p.play(0, "r-critter", Area.problem(0));
    GameState with = Game.start(p).s;
    GameState withoutCritter = without(with, critter);
    // Each state is asked right after the one it differs from, so a kept result would be read.
    assertThat(Stats.power(withoutCritter, withoutCritter.inPlay(keeper))).isEqualTo(1);
    assertThat(Stats.power(with, with.inPlay(keeper))).as("a Critter entered").isEqualTo(2);
    assertThat(Stats.power(withoutCritter, withoutCritter.inPlay(keeper))).as("a Critter left").isEqualTo(1);
  }

  @Test
  @DisplayName("711: without a Caretaker in play, a Critter entering is a bystander and the Crystals' colors are kept")
  void crittersAreBystandersWithoutCaretaker() {
    Position p = AbilityTable.base(POOL);
    int prism = p.play(0, "r-prism", Area.home(0));
    p.play(0, "r-gem", Area.home(0));
    int critter = p.play(0, "r-critter", Area.problem(0));
    GameState with = Game.start(p).s;
    GameState withoutCritter = without(with, critter);
    assertThat(Stats.colors(withoutCritter, withoutCritter.inPlay(prism))).isEqualTo(PRISM_AND_GEM);
    assertThat(Stats.colors(with, with.inPlay(prism))).as("a Critter entered").isEqualTo(PRISM_AND_GEM);
    assertThat(Stats.power(with, with.inPlay(critter))).isEqualTo(1);
  }

  @Test
  @DisplayName("601: power read 'during the Score Phase' is worked out again when only the phase changed")
  void phaseIsAnInputWhenAConditionReadsIt() {
    Position p = AbilityTable.base(POOL);
    p.play(0, "r-pie-time", Area.home(0));
    int friend = p.play(0, "f-y3", Area.home(0));
    GameState main = Game.start(p).s;
    GameState score = main.withStage(Stage.SCORE_PHASE_START);
    assertThat(main.stage().phase()).isNotEqualTo(score.stage().phase());
    assertThat(Stats.power(main, main.inPlay(friend))).isEqualTo(3);
    assertThat(Stats.power(score, score.inPlay(friend))).as("the Score Phase").isEqualTo(2);
    assertThat(Stats.power(main, main.inPlay(friend))).as("asked again").isEqualTo(3);
  }

  @Test
  @DisplayName("514: power read 'during faceoffs' or 'while involved' is worked out again when a faceoff starts or ends")
  void faceoffIsAnInputWhenAConditionReadsIt() {
    Game g = ChallengeTable.startFaceoff(ChallengeTable.challenge(POOL, "r-brave", "r-guard"));
    GameState faceoff = g.s;
    assertThat(faceoff.faceoff()).isNotNull();
    int brave = g.inPlay("r-brave").id();
    int guard = g.inPlay("r-guard").id();
    GameState none = faceoff.withFaceoff(null);
    assertThat(Stats.power(none, none.inPlay(brave))).isEqualTo(1);
    assertThat(Stats.power(faceoff, faceoff.inPlay(brave))).as("during a faceoff").isEqualTo(2);
    assertThat(Stats.power(faceoff, faceoff.inPlay(guard))).as("involved").isEqualTo(3);
    assertThat(Stats.power(none, none.inPlay(guard))).as("no faceoff, so not involved").isEqualTo(1);
    assertThat(Stats.power(none, none.inPlay(brave))).isEqualTo(1);
  }

  @Test
  @DisplayName("711: a count of cards in hand is read afresh for each state, the table unchanged")
  void countsBeyondTheTableAreInputs() {
    Position p = AbilityTable.base(POOL);
    int handy = p.play(0, "r-handy", Area.home(0));
    int kept = p.hand(0, "f-y1");
    GameState one = Game.start(p).s;
    GameState none = one.withPlayer(0, one.player(0).withHand(java.util.List.of()));
    assertThat(one.player(0).hand()).containsExactly(kept);
    assertThat(Stats.power(one, one.inPlay(handy))).isEqualTo(2);
    assertThat(Stats.power(none, none.inPlay(handy))).as("the hand emptied, nothing else").isEqualTo(1);
    assertThat(Stats.power(one, one.inPlay(handy))).as("asked again").isEqualTo(2);
  }

  /** Prism's colors with Gem in play: its own and, by Prismatic, Gem's. */
  private static final java.util.Set<CardColor> PRISM_AND_GEM = java.util.Set.of(CardColor.YELLOW, CardColor.PURPLE);

  private static GameState without(GameState s, int card) {
    return s.withPlay(s.play().stream().filter(c -> c.id() != card).toList());
  }

  @Test
  @DisplayName("Every filter field is classified by Characteristics.scope: a new one must say what it reads before power is kept")
  void everyFilterFieldIsClassified() {
    // Fields read from the table alone (play zone, cards, counters, chosen colors, timestamps) or
    // handled by name in Characteristics.scope(Filter). A filter field reading anything else
    // (hands, history, what is being processed) must make scope say ANY, or a kept power would
    // outlive what it read; then add its name here.
    java.util.Set<String> classified = java.util.Set.of("self", "player", "types", "colors", "trait", "where",
        "maxPower", "other", "status", "counter", "title", "involved", "host", "onThis", "notColor", "minPower",
        "chosen", "attachedTo", "maxPrintedPower", "minPrintedPower", "maxCost", "powerVsThis", "otherThan",
        "withAttached", "withoutAttached", "powerVsCost", "powerVsChosen", "costVsThis", "token", "owner",
        "notTrait", "evenPrintedPower", "sameNameAsChosen", "powerVsPrinted", "attachment", "onlyChosenColor",
        "powerRank");
    java.util.List<String> fields = java.util.Arrays.stream(org.ponytable.engine.ability.Filter.class.getRecordComponents())
        .map(java.lang.reflect.RecordComponent::getName).toList();
    assertThat(fields).as("classify new filter fields in Characteristics.scope(Filter), then list them here")
        .allMatch(classified::contains);
  }

  @Test
  @DisplayName("Every field of a card in play is either compared by Characteristics.sameButStatus or a status only a status filter reads")
  void everyInPlayFieldIsClassified() {
    // Compared when deciding whether a kept power still holds, or (the status ones) read only by a
    // filter's status, which makes the result be worked out again. A new field must join one side.
    java.util.Set<String> classified = java.util.Set.of("id", "controller", "area", "faceDown", "boosted", "host",
        "counters", "chosenColors", "exhausted", "frightened", "confronted");
    java.util.List<String> fields = java.util.Arrays.stream(org.ponytable.engine.state.InPlay.class.getRecordComponents())
        .map(java.lang.reflect.RecordComponent::getName).toList();
    assertThat(fields).as("compare a new InPlay field in Characteristics.sameButStatus, then list it here")
        .allMatch(classified::contains);
  }
}
