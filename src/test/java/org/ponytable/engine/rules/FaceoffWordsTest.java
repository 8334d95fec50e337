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
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;

/**
 * The faceoff words of issue 11: flip counts (514.3a), Chaos text on Events (Chaos), cards
 * joining a faceoff (514.2d), ending a faceoff and faceoffs involving a chosen card (514.2c).
 */
class FaceoffWordsTest {
  private static final String CARDS = """
      [{"id": "t-shy", "type": "friend", "title": "Shy", "power": 3, "cost": 1,
        "abilities": [{"kind": "continuous", "flips": -1, "player": "anyone", "while": {"this": {"involved": "faceoff"}}}]},
       {"id": "t-duo", "type": "friend", "title": "Duo", "power": 2, "cost": 1,
        "abilities": [{"kind": "continuous", "extraFlips": 1, "while": {"this": {"involved": "faceoff"}}},
                      {"kind": "continuous", "flips": -1, "player": "opponent", "while": {"this": {"involved": "faceoff"}}}]},
       {"id": "t-tea", "type": "resource", "title": "Tea", "power": 0, "cost": 1, "placement": "home",
        "abilities": [{"kind": "triggered", "when": "faceoffStarts", "may": true, "effects": [
          {"do": "onlyIf", "if": {"this": {"status": "ready"}}}, {"do": "payTokens", "amount": 1},
          {"do": "payCost", "cost": "exhaustThis"}, {"do": "changeFlips", "amount": -1, "player": "anyone"}]}]},
       {"id": "t-chaos-event", "type": "event", "title": "Chaos Event", "power": 4, "cost": 1, "timing": "main",
        "effects": [{"do": "draw", "amount": 1}],
        "abilities": [{"kind": "triggered", "when": "flipped", "effects": [{"do": "gainTokens", "amount": 2}]}]},
       {"id": "t-ember", "type": "friend", "title": "Ember", "power": 3, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "faceoffStarts", "effects": [{"do": "joinFaceoff", "target": "this"}]}]},
       {"id": "t-ender", "type": "friend", "title": "Ender", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "faceoff", "effects": [{"do": "endFaceoff"}]}]},
       {"id": "t-showdown", "type": "event", "title": "Showdown", "power": 5, "cost": 0, "timing": "main",
        "effects": [{"do": "choose", "target": {"choose": {"player": "you", "type": "friend"}}},
                    {"do": "faceoff", "involve": [{"chosen": true}],
                     "against": {"choose": {"player": "opponent", "type": "friend", "powerVsChosen": "atLeast"}},
                     "win": [{"do": "score", "amount": 1}], "lose": [{"do": "score", "amount": 1, "player": "opponent"}]}]},
       {"id": "t-discord", "type": "friend", "title": "Discordant", "power": 7, "cost": 3,
        "abilities": [{"kind": "triggered", "when": "flipped", "may": true, "effects": [{"do": "flippedIntoPlay"}]},
                      {"kind": "continuous", "power": -3}]},
       {"id": "t-vanisher", "type": "friend", "title": "Vanisher", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "flipped", "effects": [
          {"do": "banish", "target": {"choose": {"type": "friend", "involved": "faceoff"}}}, {"do": "banishFlipped"}]}]},
       {"id": "t-wrinkle", "type": "friend", "title": "Wrinkle", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "faceoff", "effects": [{"do": "banishFlipped", "player": "opponent"}]}]},
       {"id": "t-bling", "type": "friend", "title": "Bling", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "becomesInvolved", "subject": {"player": "you", "type": "character"},
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-shield", "type": "resource", "title": "Shield", "power": 0, "cost": 1, "placement": "home",
        "abilities": [{"kind": "continuous", "total": 4, "whileInPlay": true,
                       "while": {"count": {"type": "troublemaker", "involved": "faceoff"}, "atLeast": 1}}]},
       {"id": "t-gilda", "type": "troublemaker", "title": "Gilda", "power": 5, "points": 1,
        "abilities": [{"kind": "replacement", "if": {"would": "sentHomeFromFaceoff", "subject": {"type": "friend"}},
                       "instead": [{"do": "retire", "target": "it"}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return RuleCards.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static Position challenge(String... ours) throws CardLoadException {
    return ChallengeTable.challenge(pool(), ours);
  }

  private static void decks(Position p, int n) {
    for (int i = 0; i < n; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
  }

  // ---- 514.3a: flip counts ----

  @Test
  @DisplayName("514.3a: \"flips\": -1 for anyone while involved: both players flip one fewer card (none) at the first flip")
  void fewerFlipsForEveryone() throws CardLoadException {
    Position p = challenge("t-shy");
    decks(p, 3);
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(g.s.player(1).flipped()).isEmpty();
  }

  @Test
  @DisplayName("514.3a: \"flips\" for the opponent only, beside extra flips for you; 514.4c: tie flips are one each")
  void opponentsFlipFewer() throws CardLoadException {
    Position p = challenge("t-duo");
    decks(p, 3);
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).hasSize(2);
    assertThat(g.s.player(1).flipped()).isEmpty();
  }

  @Test
  @DisplayName("514.3a: \"changeFlips\" at the start of a faceoff, paid for: players flip 1 fewer card during that faceoff")
  void changeFlipsByAnEffect() throws CardLoadException {
    Position p = challenge("f-y3");
    p.play(0, "t-tea", Area.home(0));
    decks(p, 3);
    Game g = ChallengeTable.startFaceoff(p).passUntil(x -> false);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.player(0).tokens()).isEqualTo(4);
    assertThat(g.s.inPlay(g.inPlay("t-tea").id()).exhausted()).isTrue();
    g.passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(g.s.player(1).flipped()).isEmpty();
    assertThat(g.events(GameEvent.FlipsChanged.class)).hasSize(2);
  }

  @Test
  @DisplayName("514.3a: without the change, each player flips one card")
  void noChangeFlipsOne() throws CardLoadException {
    Position p = challenge("f-y3");
    p.play(0, "t-tea", Area.home(0));
    decks(p, 3);
    Game g = ChallengeTable.startFaceoff(p).passUntil(x -> false).act(new Action.Answer(0, Action.Meaning.NO));
    g.passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).hasSize(1);
    assertThat(g.s.player(1).flipped()).hasSize(1);
  }

  // ---- Chaos on an Event ----

  @Test
  @DisplayName("Chaos: an Event flipped in a faceoff takes its Chaos text's effect; it is not played and stays flipped")
  void chaosOnAnEvent() throws CardLoadException {
    Position p = challenge("f-y3");
    int ev = p.deck(0, "t-chaos-event");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).containsExactly(ev);
    assertThat(g.s.player(0).tokens()).isEqualTo(5 + 2);
    assertThat(g.s.player(0).hand()).as("the Event's own effects did not happen").isEmpty();
    assertThat(Faceoffs.totals(g.s)[0]).isEqualTo(3 + 4);
  }

  @Test
  @DisplayName("Chaos: an Event's \"abilities\" hold only Chaos text and play conditions; anything else is refused with its place")
  void anEventTakesOnlyChaosAbilities() {
    String bad = """
        [{"id": "t-bad", "type": "event", "title": "Bad", "power": 1, "cost": 1, "timing": "main",
          "effects": [{"do": "draw", "amount": 1}],
          "abilities": [{"kind": "triggered", "when": "entersPlay", "effects": [{"do": "draw", "amount": 1}]}]}]
        """;
    assertThatThrownBy(() -> new CardLoader().loadString(bad, "t.json"))
        .hasMessageContaining("/0/abilities/0").hasMessageContaining("its Chaos text");
  }

  // ---- 514.2d: joining ----

  @Test
  @DisplayName("514.2d: a card that becomes involved adds its power to its controller's total while in play")
  void joinAFaceoff() throws CardLoadException {
    Position p = challenge("f-y3");
    p.play(1, "t-ember", Area.home(1));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    int ember = g.inPlay("t-ember").id();
    assertThat(Faceoffs.involvedCards(g.s, g.s.faceoff())).extracting(InPlay::id).contains(ember);
    assertThat(Faceoffs.totals(g.s)).containsExactly(3 + 1, 2 + 3 + 1);
    assertThat(g.events(GameEvent.JoinedFaceoff.class)).hasSize(1);
  }

  // ---- ending a faceoff ----

  @Test
  @DisplayName("Rulings.md, end the faceoff: nobody wins, flipped cards go to the bottom, the Troublemaker stays")
  void endTheFaceoff() throws CardLoadException {
    Position p = challenge("t-ender");
    p.deck(0, "f-y3");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    int flipped = g.s.player(0).flipped().get(0);
    g.act(new Action.Activate(0, g.inPlay("t-ender").id(), 0, -1));
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.events(GameEvent.FaceoffWon.class)).isEmpty();
    assertThat(g.events(GameEvent.FaceoffEndedByEffect.class)).hasSize(1);
    assertThat(g.s.player(0).drawDeck().get(g.s.player(0).drawDeck().size() - 1)).isEqualTo(flipped);
    assertThat(g.inPlay("tm-2").id()).isPositive();
    assertThat(g.s.isOver()).isFalse();
  }

  // ---- 514.2c: a faceoff involving a chosen card ----

  @Test
  @DisplayName("514.2c, 514.5d: a faceoff involving the Friend you chose and an opposing Friend with as much power or more")
  void faceoffInvolvingAChosenCard() throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0).tokens(0, 5).tokens(1, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    int mine = p.play(0, "f-y1", Area.home(0));
    int other = p.play(0, "f-y3", Area.home(0));
    p.play(1, "f-p1", Area.home(1));
    int theirs = p.play(1, "f-p2", Area.home(1));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    int ev = p.hand(0, "t-showdown");
    Game g = Game.start(p).act(new Action.PlayCard(0, ev, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    g.choose(mine);
    assertThat(g.s.decision().options()).as("opposing Friends with power 1 or more").contains(theirs);
    g.choose(theirs);
    assertThat(g.s.faceoff()).isNotNull();
    assertThat(Faceoffs.involvedCards(g.s, g.s.faceoff())).extracting(InPlay::id).containsExactlyInAnyOrder(mine, theirs)
        .doesNotContain(other);
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.score(1)).as("1 + 1 against 2 + 1: the opponent wins and scores").isEqualTo(1);
    assertThat(g.score(0)).isZero();
  }

  // ---- Chaos that moves the flipped card ----

  @Test
  @DisplayName("Chaos: \"you may put it into play\": the flipped Friend leaves the deck for its flipper's home, adding no flip power")
  void chaosPutsTheFlippedCardIntoPlay() throws CardLoadException {
    Position p = challenge("f-y3");
    int discord = p.deck(0, "t-discord");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passUntil(x -> false);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(g.s.player(0).drawDeck()).doesNotContain(discord);
    assertThat(g.s.inPlay(discord).area()).isEqualTo(Area.home(0));
    assertThat(Stats.power(g.s, g.s.inPlay(discord))).isEqualTo(7 - 3);
    assertThat(Faceoffs.totals(g.s)[0]).as("at home: not involved").isEqualTo(3);
  }

  @Test
  @DisplayName("Chaos, 409.5: banish an involved Friend, then the flipped card itself")
  void chaosBanishesTheFlippedCard() throws CardLoadException {
    Position p = challenge("f-y3");
    int vanisher = p.deck(0, "t-vanisher");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).banished()).hasSize(2).contains(vanisher);
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(Faceoffs.totals(g.s)[0]).isZero();
  }

  @Test
  @DisplayName("409.5: banish an opponent's flipped card: their total loses its power")
  void banishAnOpponentsFlippedCard() throws CardLoadException {
    Position p = challenge("t-wrinkle");
    p.deck(0, "f-y1");
    int theirs = p.deck(1, "f-p2");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Faceoffs.totals(g.s)[1]).isEqualTo(2 + 2);
    g.act(new Action.Activate(0, g.inPlay("t-wrinkle").id(), 0, -1));
    assertThat(g.s.player(1).banished()).containsExactly(theirs);
    assertThat(Faceoffs.totals(g.s)[1]).isEqualTo(2);
  }

  // ---- becoming involved, totals of cards not involved ----

  @Test
  @DisplayName("514.2, 514.2d: \"becomesInvolved\" triggers for each card involved as the faceoff starts and for one joining later")
  void becomesInvolved() throws CardLoadException {
    Position p = challenge("f-y3", "t-bling");
    p.play(0, "t-ember", Area.home(0));
    decks(p, 2);
    Game g = ChallengeTable.startFaceoff(p);
    for (int i = 0; i < 10 && g.s.decision().kind() == DecisionKind.TRIGGER_ORDER; i++) {
      g.choose(g.s.decision().options().get(0));
    }
    g.passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).tokens()).as("f-y3 and Bling as it starts, Ember as it joins").isEqualTo(5 + 3);
  }

  @Test
  @DisplayName("514.4a: a total change with \"whileInPlay\" counts though its card is not involved, only while its condition holds")
  void totalWhileInPlay() throws CardLoadException {
    Position p = challenge("f-y3");
    p.play(0, "t-shield", Area.home(0));
    decks(p, 2);
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(Faceoffs.totals(g.s)).containsExactly(3 + 1 + 4, 2 + 1);
  }

  // ---- 514.5b replaced ----

  @Test
  @DisplayName("514.5b, 710: losing a faceoff involving Gilda, the challenger retires the Friend instead of sending it home")
  void sentHomeFromAFaceoffReplaced() throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0).stage(Stage.CHALLENGE_STEP_START).tokens(0, 5).tokens(1, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.play(1, "t-gilda", Area.problem(1));
    int friend = p.play(0, "f-y3", Area.problem(1));
    decks(p, 2);
    Game g = ChallengeTable.startFaceoff(p).passUntil(x -> x.faceoff() == null);
    assertThat(g.s.inPlay(friend)).isNull();
    assertThat(g.s.player(0).discard()).contains(friend);
    assertThat(g.events(GameEvent.SentHome.class)).isEmpty();
  }
}
