package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.state.GameState;
import java.util.List;

/** The chaos words of issue 11: Chaos that works while a card is flipped (515, rulings.md). */
class ChaosWordsTest {
  private static final String CARDS = """
      [{"id": "t-vapor", "type": "friend", "title": "Vapor", "power": 1, "cost": 1,
        "abilities": [{"kind": "whileFlipped", "abilities": [
          {"kind": "continuous", "affects": {"player": "you", "type": "character"}, "power": 1}]}]},
       {"id": "t-roller", "type": "friend", "title": "Roller", "power": 3, "cost": 1,
        "abilities": [{"kind": "whileFlipped", "abilities": [
          {"kind": "continuous", "affects": "this", "power": 1, "forEach": {"hand": "you"}}]}]},
       {"id": "t-hush", "type": "friend", "title": "Hush", "power": 3, "cost": 1,
        "abilities": [{"kind": "cantPlay", "cards": {"player": "opponent"}, "anywhere": true,
                       "while": {"this": {"involved": "faceoff"}}}]},
       {"id": "t-taker", "type": "friend", "title": "Taker", "power": 2, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "faceoff", "effects": [{"do": "takeFlipped", "filter": {"type": "friend"}}]}]},
       {"id": "t-mole", "type": "troublemaker", "title": "Mole", "power": 2, "points": 1,
        "abilities": [{"kind": "cantChallenge", "if": {"number": {"player": "you", "type": "character", "where": "here"}, "atMost": 1}}]},
       {"id": "t-toll", "type": "resource", "title": "Toll", "power": 0, "cost": 1, "placement": "home",
        "abilities": [{"kind": "costChange", "action": "challenge", "cards": {"player": "you", "type": "troublemaker"}, "amount": 2}]},
       {"id": "t-booster", "type": "resource", "title": "Booster", "power": 0, "cost": 1, "placement": "home",
        "abilities": [{"kind": "flippedPower", "amount": 2}]},
       {"id": "t-bird", "type": "friend", "title": "Bird", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "flips", "player": "opponent",
          "if": {"all": [{"this": {"involved": "faceoff"}}, {"number": {"flipped": "opponent"}, "moreThan": {"flipped": "you"}}]},
          "effects": [{"do": "flipExtra"}]}]},
       {"id": "t-gift", "type": "resource", "title": "Gift", "power": 0, "cost": 1, "placement": "home",
        "abilities": [{"kind": "continuous", "flips": 1, "player": "opponent"}]},
       {"id": "t-spark", "type": "event", "title": "Spark", "power": 1, "cost": 0, "timing": "faceoff",
        "effects": [{"do": "gainTokens", "amount": 1}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return RuleCards.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static Position challenge(String... ours) throws CardLoadException {
    return ChallengeTable.challenge(pool(), ours);
  }

  private static int power(Game g, String def) {
    return Stats.power(g.s, g.inPlay(def));
  }

  @Test
  @DisplayName("515, rulings.md: while flipped, \"your characters have +1 power\" works for the player who flipped it, and ends with the faceoff")
  void whileFlippedChangesCardsInPlay() throws CardLoadException {
    Position p = challenge("f-y3");
    p.deck(0, "t-vapor");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(power(g, "f-y3")).isEqualTo(3 + 1);
    int star = g.inPlay("mane-star").id();
    assertThat(power(g, "mane-star")).as("the opponent's characters are not \"your\" characters")
        .isEqualTo(g.s.face(star).power());
    assertThat(Faceoffs.totals(g.s)).containsExactly(3 + 1 + 1, 2 + 1);
    g.passUntil(s -> s.faceoff() == null);
    assertThat(power(g, "f-y3")).as("no longer flipped").isEqualTo(3);
  }

  @Test
  @DisplayName("711, 515: power kept for one state of a faceoff is worked out again when only a flipped card's Chaos"
      + " text changed, and kept when a card without any is flipped")
  void keptPowerFollowsChaosText() throws CardLoadException {
    Position p = challenge("f-y3");
    int vapor = p.deck(0, "t-vapor");
    int plain = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p);
    GameState start = g.s;
    assertThat(start.faceoff()).isNotNull();
    assertThat(start.player(0).flipped()).isEmpty();
    int y3 = g.inPlay("f-y3").id();
    GameState chaos = start.withPlayer(0, start.player(0).withFlipped(List.of(vapor)));
    GameState noChaos = start.withPlayer(0, start.player(0).withFlipped(List.of(plain)));
    // Each state is asked right after the one it differs from, so a kept result would be read.
    assertThat(Stats.power(start, start.inPlay(y3))).isEqualTo(3);
    assertThat(Stats.power(chaos, chaos.inPlay(y3))).as("Vapor flipped").isEqualTo(3 + 1);
    assertThat(Stats.power(start, start.inPlay(y3))).as("Vapor no longer flipped").isEqualTo(3);
    assertThat(Stats.power(noChaos, noChaos.inPlay(y3))).as("a card without Chaos text flipped").isEqualTo(3);
    assertThat(Stats.power(chaos, chaos.inPlay(y3))).isEqualTo(3 + 1);
    GameState ended = chaos.withFaceoff(null);
    assertThat(Stats.power(ended, ended.inPlay(y3))).as("no faceoff: nothing is flipped").isEqualTo(3);
  }

  @Test
  @DisplayName("515, rulings.md: in play, a card's \"while flipped\" text does nothing")
  void whileFlippedDoesNothingInPlay() throws CardLoadException {
    Position p = challenge("f-y3", "t-vapor");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(power(g, "f-y3")).isEqualTo(3);
    assertThat(Faceoffs.totals(g.s)).containsExactly(3 + 1 + 1, 2 + 1);
  }

  @Test
  @DisplayName("514.4a, rulings.md: \"affects\": \"this\" while flipped is the flipped card's own power: +1 for each card in its player's hand")
  void whileFlippedChangesItsOwnPower() throws CardLoadException {
    Position p = challenge("f-y3");
    p.deck(0, "f-y1");
    p.deck(1, "t-roller");
    p.hand(1, "f-p1");
    p.hand(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Faceoffs.totals(g.s)).containsExactly(3 + 1, 2 + 3 + 2);
  }

  @Test
  @DisplayName("515: only continuous abilities changing power work while flipped; anything else is refused with its place")
  void whileFlippedTakesOnlyPowerChanges() {
    String bad = """
        [{"id": "t-bad", "type": "friend", "title": "Bad", "power": 1, "cost": 1,
          "abilities": [{"kind": "whileFlipped", "abilities": [
            {"kind": "continuous", "affects": {"type": "friend"}, "cant": ["beMoved"]}]}]}]
        """;
    assertThatThrownBy(() -> new CardLoader().loadString(bad, "t.json"))
        .hasMessageContaining("/0/abilities/0/abilities/0").hasMessageContaining("changing power");
  }

  /** The opponent's priority in the faceoff's first window, holding a faceoff Event. */
  private static Game opponentHolding(String ours, int[] spark) throws CardLoadException {
    Position p = challenge(ours);
    spark[0] = p.hand(1, "t-spark");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).pass();
    assertThat(g.s.decision().player()).isEqualTo(1);
    return g;
  }

  @Test
  @DisplayName("104.2, 512.4: \"opponents can't play cards during faceoffs involving this card\": the opponent's Event is not offered then")
  void cantPlayCardsDuringFaceoffs() throws CardLoadException {
    int[] spark = new int[1];
    Game g = opponentHolding("t-hush", spark);
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.PlayCard(1, spark[0], null));
    Game free = opponentHolding("f-y3", spark);
    assertThat(Engine.legalActions(free.s)).as("without the ban it is").contains(new Action.PlayCard(1, spark[0], null));
  }

  @Test
  @DisplayName("514.6, 404: takeFlipped puts one of your flipped cards that fits into your hand; it adds nothing more")
  void takeAFlippedCard() throws CardLoadException {
    Position p = challenge("t-taker");
    int y1 = p.deck(0, "f-y1");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Faceoffs.totals(g.s)[0]).isEqualTo(2 + 1);
    int taker = g.inPlay("t-taker").id();
    g.act(new Action.Activate(0, taker, 0, -1));
    assertThat(g.s.player(0).hand()).containsExactly(y1);
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(g.s.player(0).drawDeck()).doesNotContain(y1);
    assertThat(Faceoffs.totals(g.s)[0]).isEqualTo(2);
  }

  /** Player 1 (index 0) in the Challenge Step with {@code ours} at the opponent's Problem, where tm {@code tm} is. */
  private static Position atChallenge(String tm, String... ours) throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0).stage(Stage.CHALLENGE_STEP_START).tokens(0, 2).tokens(1, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.play(1, tm, Area.problem(1));
    for (String id : ours) {
      p.play(0, id, Area.problem(1));
    }
    return p;
  }

  @Test
  @DisplayName("104.2, 608.1: \"can't be challenged except by two or more characters\": offered only with two characters there")
  void cantChallengeUnless() throws CardLoadException {
    Game one = Game.start(atChallenge("t-mole", "f-y3")).passUntil(s -> s.stage() == Stage.CHALLENGE_STEP_END
        || s.decision() != null && s.decision().kind() == org.ponytable.engine.state.DecisionKind.CHALLENGE);
    assertThat(Flow.challengeable(one.s)).isEmpty();
    Game two = Game.start(atChallenge("t-mole", "f-y3", "f-y1")).passToChoice();
    assertThat(Flow.challengeable(two.s)).hasSize(1);
  }

  @Test
  @DisplayName("608.4, 508: a cost to challenge is paid as the challenge is declared, and a player who can't pay can't challenge")
  void challengeCost() throws CardLoadException {
    Position p = atChallenge("tm-2", "f-y3");
    p.play(1, "t-toll", Area.home(1));
    Game g = Game.start(p).passToChoice();
    int tm = g.s.decision().options().get(0);
    assertThat(Costs.challenge(g.s, 0, tm)).isEqualTo(2);
    g.choose(tm);
    assertThat(g.s.player(0).tokens()).isZero();
    Position poor = atChallenge("tm-2", "f-y3").tokens(0, 1);
    poor.play(1, "t-toll", Area.home(1));
    assertThat(Flow.challengeable(Game.start(poor).s)).isEmpty();
  }

  @Test
  @DisplayName("514.4a: \"your flipped cards have +2 power\": each of your flipped cards counts 2 more in your total, the opponent's don't")
  void flippedCardsHaveMorePower() throws CardLoadException {
    Position p = challenge("f-y3");
    p.play(0, "t-booster", Area.home(0));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Faceoffs.totals(g.s)).containsExactly(3 + 1 + 2, 2 + 1);
  }

  @Test
  @DisplayName("515, 514.3a: the count {\"flipped\": WHO}: once the opponent has flipped more cards than you, you flip one more")
  void countFlippedCards() throws CardLoadException {
    Position p = challenge("t-bird");
    p.play(0, "t-gift", Area.home(0));
    for (int i = 0; i < 3; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(1).flipped()).hasSize(2);
    assertThat(g.s.player(0).flipped()).as("one at 514.3, one when the opponent's second flip put them ahead").hasSize(2);
    Position even = challenge("t-bird");
    for (int i = 0; i < 3; i++) {
      even.deck(0, "f-y1");
      even.deck(1, "f-p1");
    }
    Game g2 = ChallengeTable.startFaceoff(even).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g2.s.player(0).flipped()).as("1 against 1: not more").hasSize(1);
  }
}
