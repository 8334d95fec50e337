package org.ponytable.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.EventWords;
import org.ponytable.persistence.Notation;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableViewModel;

/**
 * The workbench's timeline of the game on the table (issue 13): every state in order, the table
 * moved to any of them through undo and redo, a new line branched from any point with the old
 * one kept to go back to, and two points compared. Workbench games only: its words name every
 * card, hidden ones included.
 */
public final class TimelineModel {
  /**
   * One point: 0 is the game's start, k the state after the k-th unit of undo.
   *
   * @param later whether the point lies ahead of the table (what redo brings back)
   */
  public record Point(int index, String title, List<String> events, GameState state, boolean later) {
    public Point {
      events = List.copyOf(events);
    }
  }

  /** A line branched away from: its turns from point {@code at}, whose state was {@code base}. */
  public record Line(int at, GameState base, List<GameSession.Turn> turns) {
    public Line {
      turns = List.copyOf(turns);
    }

    public String title() {
      return "the line from point " + at + " (" + turns.size() + (turns.size() == 1 ? " step)" : " steps)");
    }
  }

  private final TableViewModel table;
  private final List<Line> otherLines = new ArrayList<>();

  public TimelineModel(TableViewModel table) {
    this.table = table;
  }

  private GameSession session() {
    GameSession g = table.session();
    if (g == null) {
      throw new IllegalStateException("no game on the table");
    }
    return g;
  }

  /**
   * The timeline's tools show every card and lift curtains, so they work in workbench games only,
   * the mode marked as open (a Practice game's hands stay hidden from the other player). Null when
   * allowed, else why not.
   */
  public static String refusal(GameSession g) {
    if (g == null) {
      return "There is no game on the table.";
    }
    return g.mode() == GameSession.Mode.WORKBENCH ? null
        : "The timeline and Explain show both hands, the deck orders and face-down cards, so they work in "
            + "workbench games only: Game > Workbench turns a Practice game into one (never a Match game).";
  }

  /** Every point in order: the start, the turns played, then those that redo would bring back. */
  public List<Point> points() {
    GameSession g = session();
    List<Point> out = new ArrayList<>();
    GameState start = g.opening().state();
    out.add(new Point(0, "Start: turn " + start.turn() + ", " + start.stage().display(),
        words(g.opening().events(), start), start, false));
    List<GameSession.Turn> done = g.history();
    for (GameSession.Turn t : done) {
      out.add(point(out.size(), t, false));
    }
    for (GameSession.Turn t : g.redoLine()) {
      out.add(point(out.size(), t, true));
    }
    return out;
  }

  private static Point point(int index, GameSession.Turn t, boolean later) {
    GameSession.Applied first = t.steps().get(0);
    GameSession.Applied last = t.steps().get(t.steps().size() - 1);
    List<String> told = new ArrayList<>();
    for (GameSession.Applied a : t.steps()) {
      // Passes are told too (510.1): on the timeline a pass is often the whole point.
      EventWords.Pass pass = a.action() instanceof Action.Pass ? new EventWords.Pass(a.before().stage(), a.automatic())
          : null;
      EventWords.story(a.events(), new TimelineNaming(a.after()), a.after(), pass, (text, kind, player) -> told.add(text));
    }
    String passes = t.steps().size() > 1 ? " (+" + (t.steps().size() - 1) + " automatic)" : "";
    String title = index + ". turn " + first.before().turn() + ", " + first.before().stage().display() + ": "
        + Notation.format(first.action()) + passes;
    return new Point(index, title, told, last.after(), later);
  }

  /** Events as the table's log tells them, every card named. */
  static List<String> words(List<GameEvent> events, GameState after) {
    List<String> out = new ArrayList<>();
    EventWords.story(events, new TimelineNaming(after), after, null, (text, kind, player) -> out.add(text));
    return out;
  }

  /** The point the table shows now. */
  public int current() {
    return session().history().size();
  }

  /** Moves the table to point {@code index}, undoing or redoing whole turns; the curtain is lifted on the way. */
  public void moveTo(int index) {
    int target = Math.max(0, Math.min(index, points().size() - 1));
    GameSession g = session();
    while (g.history().size() != target) {
      int before = g.history().size();
      if (table.table() != null && table.table().curtain()) {
        table.liftCurtain();
      }
      if (before > target) {
        table.undo();
      } else {
        table.redo();
      }
      if (g.history().size() == before) {
        throw new IllegalStateException("the table did not move from point " + before);
      }
    }
    if (table.table() != null && table.table().curtain()) {
      table.liftCurtain();
    }
  }

  /**
   * Starts a new line at the point the table shows: the later points leave the timeline and are
   * kept as another line to go back to. Returns false when there was nothing later.
   */
  public boolean branch() {
    GameSession g = session();
    int at = current();
    List<GameSession.Turn> dropped = g.branchHere();
    if (dropped.isEmpty()) {
      return false;
    }
    otherLines.add(new Line(at, g.state(), dropped));
    table.tell("A new line starts at point " + at + "; the old one is kept in the timeline.");
    return true;
  }

  /** The lines branched away from that start on the points the timeline holds now. */
  public List<Line> otherLines() {
    List<Point> pts = points();
    return otherLines.stream().filter(l -> l.at() < pts.size() && pts.get(l.at()).state() == l.base()).toList();
  }

  /**
   * Goes back to {@code line}: the table moves to its branch point, the line now there is kept in
   * its place, and the table goes to the line's last point.
   */
  public void switchTo(Line line) {
    if (!otherLines().contains(line)) {
      throw new IllegalArgumentException(line.title() + " does not start on this timeline");
    }
    moveTo(line.at());
    GameSession g = session();
    List<GameSession.Turn> mine = g.branchHere();
    otherLines.remove(line);
    if (!mine.isEmpty()) {
      otherLines.add(new Line(line.at(), g.state(), mine));
    }
    g.restoreLine(line.turns());
    moveTo(line.at() + line.turns().size());
  }

  /** What changed from point {@code a} to point {@code b}, in words. */
  public List<String> compare(int a, int b) {
    List<Point> pts = points();
    List<String> out = TimelineCompare.changes(pts.get(a).state(), pts.get(b).state());
    return out.isEmpty() ? List.of("Nothing changed between points " + a + " and " + b + ".") : out;
  }
}
