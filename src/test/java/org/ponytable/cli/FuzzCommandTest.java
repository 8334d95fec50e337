package org.ponytable.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ponytable.cli.PonyCliTest.run;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.rules.Engine;
import org.ponytable.engine.state.GameState;

/** The fuzz command: random games over every pair of shipped decks, invariants after every action. */
class FuzzCommandTest {
  /** The report without its timings, which differ from run to run. */
  private static String tallies(String out) {
    return out.lines().filter(l -> !l.startsWith("fuzz:") && !l.startsWith("  ...")).toList().toString();
  }

  @Test
  void playsCheckedGamesOverTheDeckPairsAndReportsThem() {
    PonyCliTest.Run r = run("fuzz", "--games", "3", "--seed", "11", "--threads", "2");
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    assertThat(r.out()).contains("fuzz: 3 games (seeds 11 to 13, 171 deck pairs, 2 threads)", "games/s", "actions/s",
        "0 failures", "0 hangs");
    assertThat(r.out()).containsPattern("  3 won, 0 drawn, 0 dead ends");
    // Seeded per game: another run on one thread plays the very same games.
    assertThat(tallies(run("fuzz", "--games", "3", "--seed", "11", "--threads", "1").out())).isEqualTo(tallies(r.out()));
  }

  @Test
  void aHangNamesTheSeedTheDecksAndHowToReplayIt() {
    PonyCliTest.Run r = run("fuzz", "--games", "2", "--seed", "5", "--threads", "1", "--time-limit", "0.000000001");
    assertThat(r.code()).isEqualTo(PonyCli.FAILED);
    assertThat(r.out()).contains("0 failures (exceptions, broken invariants), 2 hangs",
        "HANG: seed 5, decks confetti-parade,confetti-parade",
        "replay: ponytable random --seed 5 --decks confetti-parade,confetti-parade --replay fuzz-5.json",
        "HANG: seed 6, decks confetti-parade,crystal-bazaar");
  }

  @Test
  void badOptionsAreUsageErrors() {
    assertThat(run("fuzz", "--threads", "0").code()).isEqualTo(PonyCli.USAGE);
    assertThat(run("fuzz", "--games", "0").code()).isEqualTo(PonyCli.USAGE);
  }

  @Test
  void everyUnorderedPairOfShippedDecksOnceWithMirrorMatches() throws Exception {
    var pool = new CardLoader().loadDirectory(Path.of("cards"));
    List<FuzzCommand.Pair> pairs = FuzzCommand.pairs(pool, Path.of("cards", CardLoader.DECKS_FOLDER));
    int decks = Decks.shipped(Path.of("cards", CardLoader.DECKS_FOLDER)).size();
    assertThat(pairs).hasSize(decks * (decks + 1) / 2);
    assertThat(pairs.stream().map(FuzzCommand.Pair::names).distinct().count()).isEqualTo(pairs.size());
  }

  @Test
  @DisplayName("The invariants catch a broken state: a score going down")
  void invariantsCatchAScoreGoingDown() {
    GameState s = Engine.newGame(TestCards.POOL, TestCards.setup(3)).state();
    GameState higher = s.withPlayer(0, s.player(0).withScore(4));
    Invariants.check(s, null, Engine.legalActions(s));
    assertThatThrownBy(() -> Invariants.check(s, higher, Engine.legalActions(s)))
        .isInstanceOf(Invariants.Violation.class).hasMessage("the score of p1 went down");
  }

  @Test
  void aRandomGameAtADeadEndSaysSo() {
    GameState s = Engine.newGame(TestCards.POOL, new GameSetup(TestCards.setup(3).seats(), 3, 0)).state();
    GameState drawn = Engine.apply(s, new org.ponytable.engine.action.Action.AgreeDraw(0)).state();
    assertThat(RandomCommand.summaryLine(1, 3, drawn, 1, RandomGames.Agreement.DEAD_END))
        .isEqualTo("game 1 seed 3: ended in a dead end: both decks empty, nobody can score, score 0-0, turn 0, 1 actions");
  }

  @Test
  @DisplayName("Random players agree to a draw after 500 turns with no point, cards in their decks or not (rulings.md, 'A game nobody can win')")
  void manyTurnsWithoutAPointAreAStallNotAHang() {
    GameState start = Engine.newGame(TestCards.POOL, TestCards.setup(5)).state();
    List<org.ponytable.engine.action.Action> legal = Engine.legal(start).list();
    RandomGames.Players players = new RandomGames.Players(5);
    players.next(start, legal);
    GameState later = start.withTurn(start.turn() + RandomGames.STALL_TURNS - 1, start.turnPlayer());
    assertThat(players.next(later, legal)).isNotInstanceOf(org.ponytable.engine.action.Action.AgreeDraw.class);
    assertThat(players.agreed).isNull();
    GameState stalled = start.withTurn(start.turn() + RandomGames.STALL_TURNS, start.turnPlayer());
    assertThat(stalled.player(0).drawDeck()).as("the decks still hold cards").isNotEmpty();
    assertThat(players.next(stalled, legal)).isInstanceOf(org.ponytable.engine.action.Action.AgreeDraw.class);
    assertThat(players.agreed).isEqualTo(RandomGames.Agreement.NO_POINTS);
  }
}
