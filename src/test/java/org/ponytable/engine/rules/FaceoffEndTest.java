package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.ponytable.engine.state.Stage;

/**
 * 514.6: at the end of a faceoff its end triggers trigger first, while the cards are still involved
 * and the flipped cards still flipped; a priority window opens; only as it closes does the faceoff
 * end: the flipped cards go to the bottom and "until the end of the faceoff" is over.
 */
class FaceoffEndTest {
  private static final String CARDS = """
      [{"id": "t-keeper", "type": "friend", "title": "Keeper", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "faceoffEnds", "subject": "this", "may": true,
                       "effects": [{"do": "takeFlipped", "filter": {"type": "friend"}}]}]},
       {"id": "t-bell", "type": "friend", "title": "Bell", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "faceoffEnds", "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-pump", "type": "friend", "title": "Pump", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "faceoffStarts", "subject": "this",
                       "effects": [{"do": "modify", "target": "this", "power": 2, "until": "faceoff"}]}]},
       {"id": "t-stop", "type": "friend", "title": "Stop", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "faceoff", "effects": [{"do": "endFaceoff"}]}]},
       {"id": "t-hider", "type": "friend", "title": "Hider", "power": 1, "cost": 1,
        "abilities": [{"kind": "activated", "timing": "faceoff",
                       "effects": [{"do": "banishFor", "target": "this", "back": "endOfFaceoff"}]}]},
       {"id": "t-crown", "type": "friend", "title": "Crown", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "faceoffEnds", "subject": "this",
                       "effects": [{"do": "score", "amount": 1}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return RuleCards.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  private static Position challenge(String... ours) throws CardLoadException {
    return ChallengeTable.challenge(pool(), ours);
  }

  /** Where the first event of {@code type} is in the game's log, or -1. */
  private static int firstAt(Game g, Class<? extends GameEvent> type) {
    for (int i = 0; i < g.events.size(); i++) {
      if (type.isInstance(g.events.get(i))) {
        return i;
      }
    }
    return -1;
  }

  @Test
  @DisplayName("514.6: an \"at the end of a faceoff\" trigger sees the flipped cards and may put one into the hand"
      + " (it found none when the cards went down first)")
  void anEndTriggerTakesAFlippedCard() throws CardLoadException {
    Position p = challenge("t-keeper", "f-y3");
    int mine = p.deck(0, "f-y1");
    int below = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToChoice();
    assertThat(g.events(GameEvent.FaceoffWon.class)).extracting(GameEvent.FaceoffWon::winner).containsExactly(0);
    // The trigger waits in the faceoff's end: nothing has gone down yet.
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThat(g.s.faceoff()).isNotNull();
    assertThat(g.s.player(0).flipped()).containsExactly(mine);
    assertThat(g.events(GameEvent.PutOnBottom.class)).isEmpty();
    // The one flipped card that fits is the only choice, so it is taken.
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.player(0).hand()).containsExactly(mine);
    assertThat(g.events(GameEvent.FlippedToHand.class)).extracting(GameEvent.FlippedToHand::card).containsExactly(mine);
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.s.player(0).hand()).containsExactly(mine);
    assertThat(g.s.player(0).drawDeck()).containsExactly(below);
    assertThat(g.events(GameEvent.PutOnBottom.class)).extracting(GameEvent.PutOnBottom::player).containsExactly(1);
  }

  @Test
  @DisplayName("514.6, 510: the end triggers are processed in a window that opens before the faceoff ends;"
      + " the flipped cards go down only as both players pass")
  void theWindowOpensBetween() throws CardLoadException {
    Position p = challenge("t-bell", "f-y3");
    int flippedCard = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p);
    int tokens = g.s.player(0).tokens();
    g.passToFaceoff(Faceoff.Stage.END_WINDOW);
    assertThat(g.s.player(0).tokens()).as("the end trigger already processed, in the end window").isEqualTo(tokens + 1);
    assertThat(g.s.player(0).flipped()).containsExactly(flippedCard);
    assertThat(g.events(GameEvent.FaceoffEnded.class)).isEmpty();
    g.pass();
    assertThat(g.s.faceoff()).as("one pass does not close the window").isNotNull();
    assertThat(g.s.player(0).flipped()).containsExactly(flippedCard);
    g.pass();
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.s.player(0).flipped()).isEmpty();
    assertThat(g.s.player(0).drawDeck()).endsWith(flippedCard);
    int gained = firstAt(g, GameEvent.TokensGained.class);
    int down = firstAt(g, GameEvent.PutOnBottom.class);
    int ended = firstAt(g, GameEvent.FaceoffEnded.class);
    assertThat(gained).isNotNegative().isLessThan(down);
    assertThat(down).isLessThan(ended);
  }

  @Test
  @DisplayName("514.6, 708.2: \"until the end of the faceoff\" lasts through its end window and ends as the faceoff ends")
  void faceoffLongModifiersEndAsTheWindowCloses() throws CardLoadException {
    Position p = challenge("t-pump", "t-bell");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p);
    int pump = g.inPlay("t-pump").id();
    assertThat(Stats.power(g.s, g.s.inPlay(pump))).isEqualTo(3);
    g.passToFaceoff(Faceoff.Stage.END_WINDOW);
    assertThat(Stats.power(g.s, g.s.inPlay(pump))).as("the faceoff has not ended yet").isEqualTo(3);
    g.pass().pass();
    assertThat(g.s.faceoff()).isNull();
    assertThat(Stats.power(g.s, g.s.inPlay(pump))).isEqualTo(1);
  }

  @Test
  @DisplayName("rulings.md (end the faceoff), 514.6: an effect ending the faceoff goes on at 514.6: nobody wins,"
      + " the end triggers still see the flipped cards, and they go down as the window closes")
  void anEffectEndingTheFaceoff() throws CardLoadException {
    Position p = challenge("t-keeper", "t-stop");
    int mine = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    g.act(new Action.Activate(0, g.inPlay("t-stop").id(), 0, -1));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThat(g.s.faceoff().stage()).isEqualTo(Faceoff.Stage.END_WINDOW);
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.player(0).hand()).containsExactly(mine);
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.events(GameEvent.FaceoffCompared.class)).isEmpty();
    assertThat(g.events(GameEvent.FaceoffWon.class)).isEmpty();
    assertThat(g.events(GameEvent.FaceoffEnded.class)).hasSize(1);
    assertThat(g.s.player(1).flipped()).isEmpty();
  }

  @Test
  @DisplayName("514.6, 708.4: banished until the end of the faceoff, a card comes back with the end triggers,"
      + " before the faceoff's last window; banished in that window, it comes back at once")
  void banishedUntilTheEndOfTheFaceoff() throws CardLoadException {
    Position p = challenge("t-hider", "f-y3");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p);
    int hider = g.inPlay("t-hider").id();
    g.act(new Action.Activate(0, hider, 0, -1));
    assertThat(g.s.inPlay(hider)).isNull();
    g.passToFaceoff(Faceoff.Stage.END_WINDOW);
    assertThat(g.s.inPlay(hider)).as("back at its owner's home while the faceoff still ends").isNotNull();
    assertThat(g.s.inPlay(hider).area()).isEqualTo(Area.home(0));
    assertThat(g.s.player(0).flipped()).isNotEmpty();
    g.act(new Action.Activate(0, hider, 0, -1));
    assertThat(g.s.inPlay(hider)).as("no end trigger is left to wait for").isNotNull();
    assertThat(g.s.faceoff()).isNotNull();
  }

  @Test
  @DisplayName("103.1, 514.6: a player who reaches 15 points with an end trigger wins at once; nothing more happens")
  void winningInTheEndWindow() throws CardLoadException {
    Position p = challenge("t-crown", "f-y3").score(0, 13);
    int flippedCard = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passUntil(x -> false);
    assertThat(g.s.isOver()).isTrue();
    assertThat(g.events(GameEvent.GameWon.class)).extracting(GameEvent.GameWon::player).containsExactly(0);
    assertThat(g.score(0)).as("13, 1 for defeating tm-2, 1 from the end trigger").isEqualTo(15);
    assertThat(g.events(GameEvent.FaceoffEnded.class)).isEmpty();
    assertThat(g.s.player(0).flipped()).as("the game ended inside the faceoff").containsExactly(flippedCard);
    assertThat(StateInvariants.violations(g.s)).isEmpty();
  }
}
