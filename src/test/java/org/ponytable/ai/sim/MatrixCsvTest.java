package org.ponytable.ai.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Matrix CSVs read back and added up: the designers' way to grow a sample run by run. */
class MatrixCsvTest {
  private static WinMatrix twoDecks(int aWins, int bWins, int draws) {
    WinMatrix m = new WinMatrix(List.of("A, the first", "B"));
    for (int i = 0; i < aWins; i++) {
      m.add(0, 1, 0);
    }
    for (int i = 0; i < bWins; i++) {
      m.add(1, 0, 1);
    }
    for (int i = 0; i < draws; i++) {
      m.add(0, 1, -1);
    }
    return m;
  }

  private static MatrixCsv.Source source(String name, WinMatrix m) {
    return new MatrixCsv.Source(name, SimulationReport.matrixCsv(m));
  }

  @Test
  void twoRunsAddUpToTheRunOfAllTheirGames() throws Exception {
    WinMatrix sum = MatrixCsv.add(List.of(source("1.csv", twoDecks(3, 1, 0)), source("2.csv", twoDecks(2, 3, 1))));
    assertThat(sum.decks()).containsExactly("A, the first", "B");
    assertThat(SimulationReport.matrixCsv(sum)).isEqualTo(SimulationReport.matrixCsv(twoDecks(5, 4, 1)));
    // Saved again by a spreadsheet: a byte order mark and Windows line ends.
    String resaved = "\uFEFF" + SimulationReport.matrixCsv(twoDecks(3, 1, 0)).replace("\n", "\r\n");
    assertThat(MatrixCsv.add(List.of(new MatrixCsv.Source("1.csv", resaved))).wins(0, 1)).isEqualTo(3);
  }

  @Test
  void newerRunsReplaceThePairingsTheyPlayedOnly() throws Exception {
    WinMatrix old = new WinMatrix(List.of("A", "B", "C"));
    old.add(0, 1, 0);
    old.add(0, 2, 2);
    old.add(1, 2, 1);
    // A changed: a newer run of its pairings only, its decks in another order.
    WinMatrix fresh = new WinMatrix(List.of("C", "A", "B"));
    fresh.add(0, 1, 0);
    fresh.add(0, 1, 0);
    fresh.add(1, 2, 2);
    WinMatrix sum = MatrixCsv.add(List.of(source("old.csv", old)), List.of(source("new.csv", fresh)));
    assertThat(sum.decks()).as("the older file's order").containsExactly("A", "B", "C");
    assertThat(sum.games(0, 2)).as("A vs C: the newer run's two games only").isEqualTo(2);
    assertThat(sum.wins(2, 0)).isEqualTo(2);
    assertThat(sum.games(0, 1)).as("A vs B: the newer run's game only").isEqualTo(1);
    assertThat(sum.wins(1, 0)).isEqualTo(1);
    assertThat(sum.games(1, 2)).as("B vs C: the newer run did not play it").isEqualTo(1);
    assertThat(sum.wins(1, 2)).isEqualTo(1);
  }

  @Test
  void aBrokenFileIsNamedWithItsLine() {
    String good = SimulationReport.matrixCsv(twoDecks(1, 1, 0));
    assertThatThrownBy(() -> MatrixCsv.add(List.of(new MatrixCsv.Source("cards.csv", "deck,card\nx,y\n"))))
        .isInstanceOf(MatrixCsv.BadFile.class).hasMessageStartingWith("cards.csv:1: not a matrix CSV");
    assertThatThrownBy(() -> MatrixCsv.add(List.of(new MatrixCsv.Source("m.csv", good.replace(",2,1,1,0,", ",2,1,x,0,")))))
        .hasMessageStartingWith("m.csv:2: the losses field 'x' is not a count");
    assertThatThrownBy(() -> MatrixCsv.add(List.of(new MatrixCsv.Source("m.csv", good.replace(",2,1,1,0,", ",3,1,1,0,")))))
        .hasMessageStartingWith("m.csv:2: 1 wins, 1 losses and 0 draws are not its 3 games");
    assertThatThrownBy(() -> MatrixCsv.add(List.of(new MatrixCsv.Source("m.csv", good + "\"C,D\n"))))
        .hasMessageStartingWith("m.csv:4: a quoted field is not closed");
    // Each line alone adds up, but the two sides of the pairing disagree.
    String edited = good.substring(0, good.lastIndexOf("B,")) + "B,\"A, the first\",2,2,0,0,1.0,0.3,1.0\n";
    assertThatThrownBy(() -> MatrixCsv.add(List.of(new MatrixCsv.Source("m.csv", edited))))
        .hasMessageContaining("m.csv: the lines A, the first vs B and the other way round disagree");
  }
}
