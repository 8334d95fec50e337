package org.ponytable.ui.table;

import java.util.List;
import org.ponytable.ui.session.GameSession;

/**
 * The log panel's record, kept between moments: selection clicks rebuild the table too, and the
 * log only changes with the game, the viewer or whether passes show.
 */
final class LogModel {
  private List<Object> key;
  private List<GameLog.Line> lines;

  /** The log as {@code shown} may read it ({@link GameLog}), passes folded out unless asked for. */
  TablePanels.Log of(GameSession session, List<GameSession.Applied> steps, int shown, boolean showPasses) {
    List<Object> now = java.util.Arrays.asList(session, shown, showPasses, steps.size(),
        steps.isEmpty() ? null : System.identityHashCode(steps.get(steps.size() - 1)));
    if (!now.equals(key)) {
      List<GameLog.Line> all = GameLog.lines(session.opening().state(), session.opening().events(), steps, shown);
      lines = showPasses ? all : GameLog.withoutPasses(all);
      key = now;
    }
    return new TablePanels.Log(List.copyOf(lines), showPasses);
  }
}
