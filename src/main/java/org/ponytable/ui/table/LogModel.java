package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.ui.session.GameSession;

/**
 * The log panel's record, kept between moments: selection clicks rebuild the table too, and the
 * log only changes with the game, the viewer or whether passes show. The lines of each applied
 * step are kept while the history keeps that step (the same object), so a new action words only
 * its own events instead of the whole game again (issue 14).
 */
final class LogModel {
  private GameSession session;
  private int shown = -1;
  private List<String> players = List.of();
  private List<GameLog.Line> opening = List.of();
  private final List<GameSession.Applied> worded = new ArrayList<>();
  private final List<List<GameLog.Line>> stepLines = new ArrayList<>();
  private List<GameLog.Line> all = List.of();
  private boolean withPasses;
  private TablePanels.Log last;

  /** The log as {@code shown} may read it ({@link GameLog}), passes folded out unless asked for. */
  TablePanels.Log of(GameSession session, List<GameSession.Applied> steps, int shown, boolean showPasses) {
    boolean changed = false;
    if (session != this.session || shown != this.shown) {
      this.session = session;
      this.shown = shown;
      players = GameLog.players(session.opening().state());
      opening = GameLog.opening(session.opening().state(), session.opening().events(), shown);
      worded.clear();
      stepLines.clear();
      changed = true;
    }
    int kept = 0;
    while (kept < worded.size() && kept < steps.size() && worded.get(kept) == steps.get(kept)) {
      kept++;
    }
    if (kept < worded.size() || kept < steps.size()) {
      worded.subList(kept, worded.size()).clear();
      stepLines.subList(kept, stepLines.size()).clear();
      for (GameSession.Applied a : steps.subList(kept, steps.size())) {
        worded.add(a);
        stepLines.add(GameLog.step(a, players, shown));
      }
      changed = true;
    }
    if (changed) {
      List<GameLog.Line> lines = new ArrayList<>(opening);
      stepLines.forEach(lines::addAll);
      all = List.copyOf(lines);
      last = null;
    }
    if (last == null || withPasses != showPasses) {
      withPasses = showPasses;
      last = new TablePanels.Log(showPasses ? all : GameLog.withoutPasses(all), showPasses);
    }
    return last;
  }
}
