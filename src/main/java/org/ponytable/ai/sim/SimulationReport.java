package org.ponytable.ai.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** A simulation's figures as text: a Markdown matrix for people, CSV for spreadsheets. */
public final class SimulationReport {
  private SimulationReport() {}

  /** The first line of every matrix CSV; {@link MatrixCsv} reads the files back by it. */
  static final String MATRIX_HEADER = "row_deck,column_deck,games,wins,losses,draws,win_rate,ci_low,ci_high";

  /** "62% (52-71)": the rate and its 95% interval, or a dash where the decks did not meet. */
  public static String cell(double rate, Wilson ci) {
    if (Double.isNaN(rate)) {
      return "\u2014";
    }
    return String.format(Locale.ROOT, "%.0f%% (%.0f-%.0f)", 100 * rate, 100 * ci.low(), 100 * ci.high());
  }

  /** The row deck's win rate against each column deck, and against all of them, as a Markdown table. */
  public static String markdown(WinMatrix m) {
    StringBuilder sb = new StringBuilder("| row deck's win rate vs column deck (95% interval) |");
    for (String d : m.decks()) {
      sb.append(' ').append(escape(d)).append(" |");
    }
    sb.append(" all |\n|---|");
    sb.append("---|".repeat(m.size() + 1)).append('\n');
    for (int r = 0; r < m.size(); r++) {
      sb.append("| ").append(escape(m.decks().get(r))).append(" |");
      for (int c = 0; c < m.size(); c++) {
        sb.append(' ').append(r == c ? "\u2014" : cell(m.rate(r, c), m.interval(r, c))).append(" |");
      }
      sb.append(' ').append(cell(m.totalRate(r), m.totalInterval(r))).append(" |\n");
    }
    return sb.toString();
  }

  private static String escape(String s) {
    return s.replace("|", "\\|");
  }

  /** One line per ordered pair of decks: games, wins, losses, draws, rate and interval. */
  public static String matrixCsv(WinMatrix m) {
    StringBuilder sb = new StringBuilder(MATRIX_HEADER).append('\n');
    for (int r = 0; r < m.size(); r++) {
      for (int c = 0; c < m.size(); c++) {
        if (r == c) {
          continue;
        }
        Wilson ci = m.interval(r, c);
        int n = m.games(r, c);
        sb.append(String.join(",", List.of(csv(m.decks().get(r)), csv(m.decks().get(c)), Integer.toString(n),
            Integer.toString(m.wins(r, c)), Integer.toString(m.wins(c, r)), Integer.toString(m.draws(r, c)),
            number(m.rate(r, c)), number(ci.low()), number(ci.high())))).append('\n');
      }
    }
    return sb.toString();
  }

  /** One line per card of each deck: drawn and played games with the deck's win rate in them, abilities fired. */
  public static String cardsCsv(List<CardFigures> cards) {
    StringBuilder sb = new StringBuilder("deck,card,name,copies,games,win_rate,drawn_games,drawn_win_rate,"
        + "played_games,played_win_rate,plays,triggered,activated,activated_by_ability,effects_started\n");
    for (CardFigures f : cards) {
      List<String> byAbility = new ArrayList<>();
      for (Map.Entry<Integer, Integer> a : f.activated().entrySet()) {
        byAbility.add("#" + a.getKey() + ":" + a.getValue());
      }
      sb.append(String.join(",", List.of(csv(f.deck()), csv(f.card()), csv(f.name()), Integer.toString(f.copies()),
          Integer.toString(f.games()), number(f.winRate()), Integer.toString(f.drawnGames()),
          number(f.drawnWinRate()), Integer.toString(f.playedGames()), number(f.playedWinRate()),
          Integer.toString(f.plays()), Integer.toString(f.triggered()), Integer.toString(f.activations()),
          csv(String.join(" ", byAbility)), Integer.toString(f.resolved())))).append('\n');
    }
    return sb.toString();
  }

  /** A rate with four decimals; empty when there were no games to take it from. */
  private static String number(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.4f", v);
  }

  /** RFC 4180: quoted when it holds a comma, quote or line break. */
  static String csv(String s) {
    if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
      return '"' + s.replace("\"", "\"\"") + '"';
    }
    return s;
  }
}
