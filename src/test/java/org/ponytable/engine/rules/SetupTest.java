package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.deck.DeckList;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

class SetupTest {
  private static GameSetup setup(long seed, int first) {
    return new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
        new GameSetup.Seat("Bo", TestCards.starDeck())), seed, first);
  }

  private static Game newGame(long seed, int first) {
    var o = Engine.newGame(TestCards.POOL, setup(seed, first));
    Game g = new Game(o.state());
    g.events.addAll(o.events());
    return g;
  }

  /** Both players pick the first Starting Problem offered. */
  private static Game pastStartingProblems(long seed, int first) {
    Game g = newGame(seed, first);
    g.choose(g.s.decision().options().get(0));
    g.choose(g.s.decision().options().get(0));
    return g;
  }

  @Test
  @DisplayName("102.1, 301.1: each Mane Character starts in play at its owner's home, Start side up")
  void maneCharactersStartAtHome() {
    GameState s = newGame(1, 0).s;
    for (int p = 0; p < 2; p++) {
      InPlay mane = s.inPlay(s.maneOf(p));
      assertThat(mane.area()).isEqualTo(Area.home(p));
      assertThat(mane.boosted()).isFalse();
      assertThat(s.face(mane.id()).subtitle()).isEqualTo("Start");
      assertThat(mane.controller()).isEqualTo(p);
    }
  }

  @Test
  @DisplayName("102.2, 101.3c: only Starting Problems are offered, player 1 is asked first")
  void startingProblemOffersOnlyStartingProblems() {
    GameState s = newGame(1, 1).s;
    assertThat(s.decision().kind()).isEqualTo(DecisionKind.STARTING_PROBLEM);
    assertThat(s.decision().player()).isEqualTo(0);
    assertThat(s.decision().options()).isNotEmpty()
        .allSatisfy(id -> assertThat(s.def(id).startingProblem()).isTrue());
    // The sun deck also holds Problems that are not Starting Problems.
    assertThat(s.player(0).problemDeck()).anySatisfy(id -> assertThat(s.def(id).startingProblem()).isFalse());
  }

  @Test
  @DisplayName("102.2: Starting Problems are chosen simultaneously: the first choice stays hidden until both are made")
  void startingProblemChoiceIsSimultaneous() {
    Game g = newGame(1, 0);
    int chosen0 = g.s.decision().options().get(1);
    int before = g.events.size();
    g.choose(chosen0);
    List<GameEvent> afterFirst = g.events.subList(before, g.events.size());

    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.STARTING_PROBLEM);
    assertThat(g.s.decision().player()).isEqualTo(1);
    assertThat(afterFirst).noneMatch(e -> e instanceof GameEvent.StartingProblemChosen);
    assertThat(g.s.inPlay(chosen0)).isNull();
    PlayerView view1 = PlayerView.of(g.s, 1);
    assertThat(view1.play()).noneMatch(c -> c.id() == chosen0);
    assertThat(view1.decision().options()).doesNotContain(chosen0);

    int chosen1 = g.s.decision().options().get(0);
    g.choose(chosen1);
    assertThat(g.events(GameEvent.StartingProblemChosen.class))
        .containsExactly(new GameEvent.StartingProblemChosen(0, chosen0), new GameEvent.StartingProblemChosen(1, chosen1));
    assertThat(g.s.inPlay(chosen0).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.inPlay(chosen1).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.player(0).problemDeck()).hasSize(9).doesNotContain(chosen0);
    assertThat(g.s.player(1).problemDeck()).hasSize(9).doesNotContain(chosen1);
  }

  @Test
  @DisplayName("101.3c: a Problem deck without a Starting Problem can't start a game")
  void noStartingProblemIsRejected() {
    DeckList bad = TestCards.deck("mane-sun", List.of("f-y1"), List.of("pr-yo", "pr-any"));
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", bad),
        new GameSetup.Seat("Bo", TestCards.starDeck())), 1, 0);
    assertThatThrownBy(() -> Engine.newGame(TestCards.POOL, setup)).hasMessageContaining("101.3c");
  }

  @Test
  @DisplayName("102.3: both decks are shuffled and each player draws 6")
  void dealsSixFromShuffledDecks() {
    GameState s = pastStartingProblems(7, 0).s;
    for (int p = 0; p < 2; p++) {
      assertThat(s.player(p).hand()).hasSize(6);
      assertThat(s.player(p).drawDeck()).hasSize(48 - 6);
    }
    assertThat(pastStartingProblems(7, 0).events(GameEvent.Shuffled.class))
        .contains(new GameEvent.Shuffled(0, false), new GameEvent.Shuffled(0, true),
            new GameEvent.Shuffled(1, false), new GameEvent.Shuffled(1, true));
    // Ids follow the deck list: the Mane Character is 0, Problems 1-10, the draw deck from 11.
    // Unshuffled, the hand would be ids 11-16.
    assertThat(s.player(0).hand()).isNotEqualTo(List.of(11, 12, 13, 14, 15, 16));
    // Different seeds give different decks; the same seed the same deck.
    assertThat(pastStartingProblems(8, 0).s.player(0).drawDeck()).isNotEqualTo(s.player(0).drawDeck());
    assertThat(pastStartingProblems(7, 0).s).isEqualTo(s);
  }

  @Test
  @DisplayName("102.3: the first player is chosen at random from the seed unless the setup names one")
  void firstPlayerIsRandomUnlessSet() {
    assertThat(pastStartingProblems(3, 1).s.firstPlayer()).isEqualTo(1);
    assertThat(pastStartingProblems(3, 0).s.firstPlayer()).isEqualTo(0);
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    for (long seed = 1; seed <= 20; seed++) {
      seen.add(pastStartingProblems(seed, -1).s.firstPlayer());
    }
    assertThat(seen).containsExactlyInAnyOrder(0, 1);
  }

  @Test
  @DisplayName("102.4: players decide on a mulligan in turn order, the first player first")
  void mulliganDecisionsInTurnOrder() {
    Game g = pastStartingProblems(5, 1);
    assertThat(g.s.stage()).isEqualTo(Stage.SETUP_MULLIGAN);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MULLIGAN);
    assertThat(g.s.decision().player()).isEqualTo(1);
    g.act(new Action.Mulligan(1, false));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MULLIGAN);
    assertThat(g.s.decision().player()).isEqualTo(0);
  }

  @Test
  @DisplayName("102.4, 102.4a: mulligans happen together after both decide: hand into deck, shuffle, six new cards")
  void mulligansHappenTogetherAfterBothDecide() {
    Game g = pastStartingProblems(5, 0);
    List<Integer> hand0 = g.s.player(0).hand();
    List<Integer> cards0 = new ArrayList<>(hand0);
    cards0.addAll(g.s.player(0).drawDeck());
    List<Integer> hand1 = g.s.player(1).hand();

    g.act(new Action.Mulligan(0, true));
    // Nothing happens yet: the second player still decides knowing only the choice.
    assertThat(g.s.player(0).hand()).isEqualTo(hand0);

    g.act(new Action.Mulligan(1, false));
    assertThat(g.s.player(1).hand()).isEqualTo(hand1);
    assertThat(g.s.player(0).hand()).hasSize(6).isNotEqualTo(hand0);
    List<Integer> after0 = new ArrayList<>(g.s.player(0).hand());
    after0.addAll(g.s.player(0).drawDeck());
    assertThat(after0).containsExactlyInAnyOrderElementsOf(cards0);
    // Then the first turn begins; nobody is asked again (once per game).
    assertThat(g.s.turn()).isEqualTo(1);
    assertThat(g.s.turnPlayer()).isZero();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("102.4: the only legal actions during a mulligan decision are keep, mulligan and concede")
  void mulliganActions() {
    Game g = pastStartingProblems(5, 0);
    assertThat(Engine.legalActions(g.s)).containsExactlyInAnyOrder(
        new Action.Mulligan(0, false), new Action.Mulligan(0, true), new Action.Concede(0));
  }
}
