package org.ponytable.ai.sim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads back the matrix CSVs {@link SimulationReport#matrixCsv} writes and adds their games up, so
 * a designer can grow a sample run by run (every run's results come only at its end). The runs
 * must be of the same cards; the files cannot tell, the designer's notes can.
 */
public final class MatrixCsv {
  private MatrixCsv() {}

  /** One file to add: the name to give in errors, and its text. */
  public record Source(String name, String text) {}

  /** A file that is not a matrix CSV, or runs that contradict each other, with where. */
  public static final class BadFile extends Exception {
    private static final long serialVersionUID = 1L;

    BadFile(String where, String what) {
      super(where + ": " + what);
    }
  }

  /** Every file's games added; decks in the order the files first name them. */
  public static WinMatrix add(List<Source> sources) throws BadFile {
    return add(sources, List.of());
  }

  /**
   * The games of {@code newer} added, and those of {@code older} for the pairings {@code newer}
   * did not play: after a change to one deck, its new pairings replace its old ones.
   */
  public static WinMatrix add(List<Source> older, List<Source> newer) throws BadFile {
    List<Line> fresh = new ArrayList<>();
    for (Source src : newer) {
      fresh.addAll(lines(src));
    }
    Set<List<String>> replaced = new HashSet<>();
    fresh.stream().filter(l -> l.games() > 0).forEach(l -> replaced.add(List.of(l.row(), l.column())));
    List<Line> all = new ArrayList<>();
    // Decks keep the order the older files give them, replaced pairings or not.
    Map<String, Integer> index = new LinkedHashMap<>();
    for (Source src : older) {
      for (Line l : lines(src)) {
        index.computeIfAbsent(l.row(), k -> index.size());
        if (!replaced.contains(List.of(l.row(), l.column()))) {
          all.add(l);
        }
      }
    }
    for (Line l : fresh) {
      index.computeIfAbsent(l.row(), k -> index.size());
      all.add(l);
    }
    List<Source> every = new ArrayList<>(older);
    every.addAll(newer);
    if (index.size() < 2) {
      throw new BadFile(every.isEmpty() ? "no files" : names(every), "name fewer than two decks");
    }
    WinMatrix m = new WinMatrix(List.copyOf(index.keySet()));
    for (Line l : all) {
      m.addCounts(index.get(l.row()), index.get(l.column()), l.games(), l.wins(), l.draws());
    }
    for (int r = 0; r < m.size(); r++) {
      for (int c = 0; c < m.size(); c++) {
        if (r != c && (m.games(r, c) != m.games(c, r) || m.draws(r, c) != m.draws(c, r)
            || m.wins(r, c) + m.draws(r, c) + m.wins(c, r) != m.games(r, c))) {
          throw new BadFile(names(every), "the lines " + m.decks().get(r) + " vs " + m.decks().get(c)
              + " and the other way round disagree (" + m.games(r, c) + " and " + m.games(c, r) + " games)");
        }
      }
    }
    return m;
  }

  /** One line of a matrix CSV: the row deck's games against the column deck. */
  private record Line(String row, String column, int games, int wins, int draws) {}

  private static List<Line> lines(Source src) throws BadFile {
    // A spreadsheet may save the file with a byte order mark in front.
    String[] rows = src.text().replaceFirst("^\uFEFF", "").split("\r?\n", -1);
    if (!rows[0].equals(SimulationReport.MATRIX_HEADER)) {
      throw new BadFile(src.name() + ":1",
          "not a matrix CSV of simulate; its first line should be " + SimulationReport.MATRIX_HEADER);
    }
    List<Line> out = new ArrayList<>();
    for (int i = 1; i < rows.length; i++) {
      if (rows[i].isEmpty()) {
        continue;
      }
      String where = src.name() + ":" + (i + 1);
      List<String> f = fields(rows[i], where);
      if (f.size() != 9) {
        throw new BadFile(where, "has " + f.size() + " fields, a matrix line has 9");
      }
      if (f.get(0).equals(f.get(1)) || f.get(0).isEmpty() || f.get(1).isEmpty()) {
        throw new BadFile(where, "pairs the deck '" + f.get(0) + "' with '" + f.get(1) + "'");
      }
      int games = count(f.get(2), "games", where);
      int wins = count(f.get(3), "wins", where);
      int losses = count(f.get(4), "losses", where);
      int draws = count(f.get(5), "draws", where);
      if ((long) wins + losses + draws != games) {
        throw new BadFile(where, wins + " wins, " + losses + " losses and " + draws + " draws are not its "
            + games + " games");
      }
      out.add(new Line(f.get(0), f.get(1), games, wins, draws));
    }
    return out;
  }

  private static String names(List<Source> sources) {
    return String.join(", ", sources.stream().map(Source::name).toList());
  }

  private static int count(String field, String what, String where) throws BadFile {
    try {
      int n = Integer.parseInt(field);
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // Reported below, with the field.
    }
    throw new BadFile(where, "the " + what + " field '" + field + "' is not a count");
  }

  /** RFC 4180 fields of one line (a quoted field may hold commas and doubled quotes). */
  static List<String> fields(String line, String where) throws BadFile {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (quoted) {
        if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          cur.append('"');
          i++;
        } else if (ch == '"') {
          quoted = false;
        } else {
          cur.append(ch);
        }
      } else if (ch == '"' && cur.length() == 0) {
        quoted = true;
      } else if (ch == ',') {
        out.add(cur.toString());
        cur.setLength(0);
      } else {
        cur.append(ch);
      }
    }
    if (quoted) {
      throw new BadFile(where, "a quoted field is not closed");
    }
    out.add(cur.toString());
    return out;
  }
}
