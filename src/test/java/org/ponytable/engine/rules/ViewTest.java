package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

class ViewTest {
  @Test
  @DisplayName("404.1: each player sees their own hand; of the other hand only the count")
  void otherHandHidden() {
    var t = RuleCards.table();
    int mine = t.p().hand(0, "y1");
    t.p().hand(1, "p1");
    t.p().hand(1, "p2");
    GameState s = Game.start(t.p()).s;
    PlayerView v = PlayerView.of(s, 0);
    assertThat(v.seats().get(0).hand()).extracting(PlayerView.CardView::id).containsExactly(mine);
    assertThat(v.seats().get(1).hand()).isEmpty();
    assertThat(v.seats().get(1).handCount()).isEqualTo(2);
  }

  @Test
  @DisplayName("404.1: the view doesn't change with what is in the other hand")
  void otherHandContentsDontShow() {
    var t = RuleCards.table();
    int a = t.p().hand(1, "p1");
    int b = t.p().discard(1, "p2");
    GameState s1 = Game.start(t.p()).s;
    var p1 = s1.player(1);
    GameState s2 = s1.withPlayer(1, p1.withHand(List.of(b)).withDiscard(List.of(a)));
    // The discard piles differ and are public; hands alone must not make a difference.
    GameState s3 = s1.withPlayer(1, p1.withHand(List.of(b)));
    assertThat(PlayerView.of(s2, 0)).isNotEqualTo(PlayerView.of(s1, 0));
    assertThat(PlayerView.of(s3, 0).seats().get(1)).isEqualTo(
        PlayerView.of(s1.withPlayer(1, p1.withHand(List.of(a))), 0).seats().get(1));
  }

  @Test
  @DisplayName("402.2, 403.2: no player sees the order of any draw or Problem deck, only the counts")
  void deckOrderHidden() {
    var t = RuleCards.table();
    for (int i = 0; i < 6; i++) {
      t.p().deck(0, i % 2 == 0 ? "y1" : "y3");
      t.p().deck(1, i % 2 == 0 ? "p1" : "p3");
      t.p().problemDeck(0, i % 2 == 0 ? "any1" : "any9");
    }
    GameState s = Game.start(t.p()).s;
    List<Integer> deck0 = new ArrayList<>(s.player(0).drawDeck());
    List<Integer> deck1 = new ArrayList<>(s.player(1).drawDeck());
    List<Integer> problems0 = new ArrayList<>(s.player(0).problemDeck());
    Collections.reverse(deck0);
    Collections.reverse(deck1);
    Collections.reverse(problems0);
    GameState shuffled = s.withPlayer(0, s.player(0).withDrawDeck(deck0).withProblemDeck(problems0))
        .withPlayer(1, s.player(1).withDrawDeck(deck1));
    assertThat(shuffled).isNotEqualTo(s);
    for (int viewer = 0; viewer < 2; viewer++) {
      assertThat(PlayerView.of(shuffled, viewer)).isEqualTo(PlayerView.of(s, viewer));
    }
    assertThat(PlayerView.of(s, 0).seats().get(1).drawDeckCount()).isEqualTo(6);
    assertThat(PlayerView.of(s, 1).seats().get(0).problemDeckCount()).isEqualTo(6);
  }

  @Test
  @DisplayName("505.1d: the other player's face-down Troublemakers are hidden, card id included; one's own are not")
  void faceDownTroublemakersHidden() {
    var t = RuleCards.table();
    int theirs = t.p().playFaceDown(1, "tm-4", Area.problem(0));
    int mine = t.p().playFaceDown(0, "tm-2", Area.problem(1));
    GameState s = Game.start(t.p()).s;
    PlayerView v = PlayerView.of(s, 0);
    assertThat(v.play()).noneMatch(c -> c.id() == theirs);
    assertThat(v.play()).filteredOn(PlayerView.CardView::hidden).singleElement().satisfies(c -> {
      assertThat(c.id()).as("a stand-in").isLessThan(-1).isNotEqualTo(theirs);
      assertThat(c.def()).isNull();
      assertThat(c.status().id()).isEqualTo(c.id());
      assertThat(c.status().area()).isEqualTo(Area.problem(0));
    });
    assertThat(v.play()).anyMatch(c -> c.id() == mine && !c.hidden());
    assertThat(PlayerView.of(s, 1).play()).anyMatch(c -> c.id() == theirs && !c.hidden());
  }

  @Test
  @DisplayName("505.1d, 505.2: an event about the other's face-down Troublemaker names it by its stand-in id")
  void eventsAboutAHiddenCardUseItsStandIn() {
    var t = RuleCards.table();
    int theirs = t.p().playFaceDown(1, "tm-4", Area.problem(0));
    int friend = t.p().play(0, "y1", Area.home(0));
    GameState s = Game.start(t.p()).s;
    List<GameEvent> events = List.of(new GameEvent.Exhausted(theirs), new GameEvent.Exhausted(friend));
    assertThat(PlayerView.events(events, s, 0)).containsExactly(
        new GameEvent.Exhausted(PlayerView.idFor(s, theirs, 0)), new GameEvent.Exhausted(friend));
    assertThat(PlayerView.idFor(s, theirs, 0)).isLessThan(-1);
    assertThat(PlayerView.events(events, s, 1)).as("its controller knows it").isEqualTo(events);
  }

  @Test
  @DisplayName("505.1d: which card of the hand became the face-down Troublemaker doesn't show")
  void faceDownIdentityDoesntShow() {
    var t = RuleCards.table();
    int x = t.p().playFaceDown(1, "tm-4", Area.problem(0));
    int y = t.p().hand(1, "tm-2");
    GameState s = Game.start(t.p()).s;
    // The same position with the two cards swapped: tm-2 face down, tm-4 in hand.
    var swappedPlay = new ArrayList<>(s.play());
    swappedPlay.replaceAll(c -> c.id() == x ? new org.ponytable.engine.state.InPlay(y, c.controller(), c.area(),
        c.exhausted(), c.frightened(), c.faceDown(), c.boosted(), c.host(), c.counters(), c.confronted()) : c);
    GameState swapped = s.withPlay(swappedPlay).withPlayer(1, s.player(1).withHand(List.of(x)));
    assertThat(PlayerView.of(swapped, 0)).isEqualTo(PlayerView.of(s, 0));
    assertThat(PlayerView.of(swapped, 1)).isNotEqualTo(PlayerView.of(s, 1));
  }

  @Test
  @DisplayName("404.1, 505.1d: events of the other player's draws and face-down plays are redacted; one's own are not")
  void eventsRedacted() {
    var t = RuleCards.table();
    t.p().tokens(0, 2);
    int drawn = t.p().deck(0, "y1");
    int tm = t.p().hand(0, "tm-2");
    Game g = Game.start(t.p());
    var draw = Engine.apply(g.s, new Action.Draw(0));
    assertThat(PlayerView.events(draw.events(), draw.state(), 1)).contains(new GameEvent.Drew(0, -1));
    assertThat(PlayerView.events(draw.events(), draw.state(), 0)).contains(new GameEvent.Drew(0, drawn));
    GameState back = Engine.apply(draw.state(), new Action.Pass(1)).state();
    var play = Engine.apply(back, new Action.PlayTroublemaker(0, tm, Area.problem(1)));
    List<GameEvent> seenByOther = PlayerView.events(play.events(), play.state(), 1);
    assertThat(seenByOther).contains(new GameEvent.CardPlayed(0, -1, Area.problem(1), true),
        new GameEvent.EnteredPlay(-1, Area.problem(1), true));
    assertThat(seenByOther.toString()).doesNotContain("card=" + tm + ",");
    assertThat(PlayerView.events(play.events(), play.state(), 0))
        .contains(new GameEvent.EnteredPlay(tm, Area.problem(1), true));
  }

  @Test
  @DisplayName("402.3, 514.6: the order in which the other player puts flipped cards on the bottom is not revealed")
  void bottomOrderHidden() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", Area.problem(0));
    t.p().play(1, "p4", Area.problem(0));
    t.p().deck(0, "y2");
    t.p().deck(0, "y1");
    t.p().deck(1, "y2");
    int b1 = t.p().deck(1, "y3");
    Game g = Game.start(t.p()).passToChoice(); // tie, then a second flip each
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.FLIP_ORDER);
    g.choose(g.s.decision().options().get(0));
    assertThat(g.s.decision().player()).isEqualTo(1);
    var o = Engine.apply(g.s, new Action.Choose(1, DecisionKind.FLIP_ORDER, b1));
    assertThat(o.events()).contains(new GameEvent.PutOnBottom(1, b1));
    assertThat(PlayerView.events(o.events(), o.state(), 1)).contains(new GameEvent.PutOnBottom(1, b1));
    assertThat(PlayerView.events(o.events(), o.state(), 0)).noneMatch(
        e -> e instanceof GameEvent.PutOnBottom p && p.card() >= 0);
  }

  @Test
  @DisplayName("402.3: while a player orders three flipped cards, the other player's view does not change")
  void partialBottomOrderHidden() {
    var t = RuleCards.table();
    t.p().stage(Stage.SCORE_PHASE_START);
    t.p().play(0, "y4", Area.problem(0));
    t.p().play(1, "p4", Area.problem(0));
    for (String id : new String[] {"y2", "y1", "y3"}) {
      t.p().deck(0, id);
    }
    for (String id : new String[] {"y2", "y1", "y1"}) {
      t.p().deck(1, id);
    }
    Game g = Game.start(t.p()).passToChoice(); // two ties, so three flips each
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.FLIP_ORDER);
    assertThat(g.s.decision().options()).hasSize(3);
    GameState before = g.s;
    GameState after = Engine.apply(before, new Action.Choose(0, DecisionKind.FLIP_ORDER,
        before.decision().options().get(2))).state();
    assertThat(after.decision().options()).hasSize(2);
    assertThat(PlayerView.of(after, 1)).isEqualTo(PlayerView.of(before, 1));
  }

  @Test
  @DisplayName("Views: a decision's options and the legal actions are shown only to the deciding player")
  void decisionsOnlyForTheDecider() {
    var t = RuleCards.table();
    t.p().stage(Stage.WRAP_UP_DISCARD);
    for (int i = 0; i < 9; i++) {
      t.p().hand(0, "y1");
    }
    GameState s = Game.start(t.p()).s;
    assertThat(PlayerView.of(s, 0).decision().options()).hasSize(9);
    assertThat(PlayerView.of(s, 0).legalActions()).isEqualTo(Engine.legalActions(s));
    assertThat(PlayerView.of(s, 1).decision().kind()).isEqualTo(DecisionKind.DISCARD);
    assertThat(PlayerView.of(s, 1).decision().options()).isEmpty();
    assertThat(PlayerView.of(s, 1).legalActions()).isEmpty();
  }
}
