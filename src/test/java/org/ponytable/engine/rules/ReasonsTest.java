package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

/** Reasons.whyCardCannotAct: the table's "why not" for a clicked card, from one player's seat. */
class ReasonsTest {
  private static final CardPool POOL = RuleCards.POOL.with(AbilityCards.DEFS);

  private static Position main() {
    Position p = new Position(POOL).turn(3, 0).name(0, "Ann").name(1, "Bo");
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    p.deck(0, "y1");
    p.deck(1, "y1");
    return p;
  }

  private static String why(GameState s, int viewer, int card) {
    return Reasons.whyCardCannotAct(s, viewer, card);
  }

  @Test
  @DisplayName("204.1, 508, 609.2a: a card that costs more tokens than the player has names both numbers")
  void tooFewTokens() {
    Position p = main().tokens(0, 2);
    int y3 = p.hand(0, "y3");
    GameState s = p.start();
    assertThat(why(s, 0, y3)).isEqualTo("y3 needs 3 action tokens; you have 2 (204.1, 508, 609.2a).");
  }

  @Test
  @DisplayName("205.1: a play requirement not met names the color, the power needed and the power there is")
  void playRequirement() {
    Position p = main().tokens(0, 5);
    int needsYellow = p.hand(0, "req-y4");
    p.play(0, "y2", Area.home(0));
    GameState s = p.start();
    // mane-sun (1 yellow) and y2 (2 yellow): 3 of the 4 yellow power asked for.
    assertThat(why(s, 0, needsYellow))
        .isEqualTo("req-y4 needs 4 yellow power among your characters; you have 3 (205.1).");
  }

  @Test
  @DisplayName("609.1, 609.2a: a Friend outside the player's own Main Phase says when it is played")
  void friendOutsideMainPhase() {
    Position p = main().tokens(0, 5).tokens(1, 5).stage(Stage.TROUBLEMAKER_PHASE_START);
    int friend = p.hand(0, "y1");
    GameState s = p.start();
    assertThat(s.decision().player()).isZero();
    assertThat(why(s, 0, friend)).isEqualTo(
        "Friends are played in your Main Phase; it is your Troublemaker Phase now (609.1, 609.2a).");
  }

  @Test
  @DisplayName("609.1: in the other player's Main Phase, holding priority, a Friend says whose turn it is")
  void friendInOpponentsTurn() {
    Position p = main().tokens(0, 5).tokens(1, 5);
    int friend = p.hand(1, "y1");
    Game g = Game.start(p);
    g.act(new Action.Draw(0));
    assertThat(g.s.decision().player()).as("705.2f: priority passed after the draw").isEqualTo(1);
    assertThat(why(g.s, 1, friend))
        .isEqualTo("Friends are played in your Main Phase, and it is Ann's turn (609.1, 609.2a).");
  }

  @Test
  @DisplayName("510.1: a player without priority is told who acts now")
  void notYourPriority() {
    Position p = main().tokens(1, 5);
    int friend = p.hand(1, "y1");
    GameState s = p.start();
    assertThat(why(s, 1, friend)).isEqualTo("It's not your priority: Ann acts now (510.1).");
  }

  @Test
  @DisplayName("503.2a: an exhausted card can't pay an exhaust cost")
  void exhausted() {
    Position p = main().tokens(0, 0);
    int pump = p.play(0, "ab-pump", Area.home(0));
    p.update(pump, c -> c.withExhausted(true));
    GameState s = p.start();
    assertThat(why(s, 0, pump))
        .isEqualTo("ab-pump is exhausted, so it can't be exhausted again to pay its ability's cost (503.2a).");
    // Ready, the same card has its ability to use.
    Position ready = main().tokens(0, 0);
    int readyPump = ready.play(0, "ab-pump", Area.home(0));
    assertThat(why(ready.start(), 0, readyPump)).isNull();
  }

  @Test
  @DisplayName("504, 609.2e: a frightened card says what rallying it costs")
  void frightened() {
    Position p = main().tokens(0, 1);
    int scared = p.play(0, "y1", Area.home(0));
    p.update(scared, InPlay::asFrightened);
    GameState s = p.start();
    assertThat(why(s, 0, scared))
        .isEqualTo("y1 is frightened: rallying it needs 2 action tokens; you have 1 (504, 609.2e).");
  }

  @Test
  @DisplayName("609.2b: a character that can't be afforded a move says what moving costs")
  void moveTooDear() {
    Position p = main().tokens(0, 1);
    int friend = p.play(0, "y1", Area.home(0));
    GameState s = p.start();
    assertThat(why(s, 0, friend)).isEqualTo("Moving y1 needs 2 action tokens; you have 1 (609.2b).");
  }

  @Test
  @DisplayName("513.2: another player's card in play is not yours to act with")
  void notYours() {
    Position p = main().tokens(0, 5);
    int theirs = p.play(1, "y1", Area.home(1));
    GameState s = p.start();
    assertThat(why(s, 0, theirs)).isEqualTo("y1 is not yours: you act only with the cards you control (513.2, 609.2).");
  }

  @Test
  @DisplayName("609.2c: a Troublemaker with too few tokens names the cost")
  void troublemakerTokens() {
    Position p = main().tokens(0, 0);
    int tm = p.hand(0, "tm-3");
    GameState s = p.start();
    assertThat(why(s, 0, tm)).isEqualTo("Playing tm-3 face down needs 1 action token; you have 0 (508, 609.2c).");
  }

  @Test
  @DisplayName("305.1b, 509.4: an attachment with no card in play that fits its host description says so")
  void attachmentWithoutHost() {
    Position p = main().tokens(0, 3);
    int saddle = p.hand(0, "rs-saddle");
    GameState s = p.start();
    assertThat(why(s, 0, saddle)).isEqualTo("No card in play fits rs-saddle's host description (305.1b, 509.4).");
  }

  @Test
  @DisplayName("512: an Event whose timing phrase doesn't allow it now names the phrase")
  void eventTiming() {
    Position p = main().tokens(0, 3);
    int boost = p.hand(0, "ev-boost");
    GameState s = p.start();
    assertThat(why(s, 0, boost)).startsWith("ev-boost's timing phrase (").endsWith(") doesn't allow it now (512).");
  }

  @Test
  @DisplayName("102, 510: during another decision a card not offered says what the game waits for")
  void anotherDecision() {
    GameState s = Engine.newGame(TestCards.POOL, TestCards.setup(7)).state();
    for (int i = 0; i < 10 && s.decision().kind() == DecisionKind.STARTING_PROBLEM; i++) {
      s = Engine.apply(s, new Action.Choose(s.actor(), DecisionKind.STARTING_PROBLEM, s.decision().options().get(0)))
          .state();
    }
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.MULLIGAN);
    int me = s.actor();
    int card = s.player(me).hand().get(0);
    assertThat(why(s, me, card)).isEqualTo("The game is waiting for you to " + DecisionKind.MULLIGAN.prompt() + "; "
        + s.def(card).title() + " is not one of the choices.");
  }

  @Test
  @DisplayName("404, 505.1d: cards the viewer can't see get one answer, whatever they are")
  void hiddenCardsTellNothing() {
    Position p = main().tokens(0, 5).tokens(1, 5);
    int theirHand = p.hand(0, "y3");
    int theirCheap = p.hand(0, "y1");
    int theirFaceDown = p.playFaceDown(0, "tm-3", Area.problem(1));
    int deck = p.deck(0, "y2");
    GameState s = p.start();
    for (int card : List.of(theirHand, theirCheap, theirFaceDown, deck, -5, 9999)) {
      assertThat(why(s, 1, card)).as("card %d", card).isEqualTo(Reasons.HIDDEN);
    }
    // Its controller sees it: the answer is about the card.
    assertThat(why(s, 0, theirFaceDown)).isNotEqualTo(Reasons.HIDDEN);
  }

  @Test
  @DisplayName("A card with a legal action has no reason; every visible card without one has a reason")
  void reasonExactlyWhenNoAction() {
    GameState s = Engine.newGame(TestCards.POOL, TestCards.setup(11)).state();
    int checked = 0;
    for (int step = 0; step < 400 && !s.isOver(); step++) {
      List<Action> legal = Engine.legalActions(s);
      int actor = s.actor();
      List<Integer> acting = new ArrayList<>();
      for (Action a : legal) {
        acting.add(a.card());
      }
      for (int card = 0; card < s.cards().size(); card++) {
        String reason = why(s, actor, card);
        InPlay c = s.inPlay(card);
        if (acting.contains(card) && c != null && PlayerView.hiddenFrom(s, c, actor)) {
          // Offered by a stand-in id (an effect naming a face-down card): its own id stays secret.
          assertThat(reason).isEqualTo(Reasons.HIDDEN);
        } else if (acting.contains(card)) {
          assertThat(reason).as("step %d card %d", step, card).isNull();
        } else {
          assertThat(reason).as("step %d card %d", step, card).isNotBlank();
        }
        checked++;
      }
      // A simple deterministic policy: the last action that is not a concession.
      s = Engine.apply(s, legal.get(legal.size() - 2)).state();
    }
    assertThat(checked).isGreaterThan(1000);
  }
}
