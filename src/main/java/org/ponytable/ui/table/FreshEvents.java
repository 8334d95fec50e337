package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.ui.session.GameSession;

/**
 * The events the table animates next, redacted for whoever sees them: those just applied, or
 * after a curtain those since that player last had the table. Remembers per player how many steps
 * of the game they had seen.
 */
final class FreshEvents {
  private List<GameEvent> fresh = List.of();
  /** Per player, how many steps of the game they had seen when they last had the table. */
  private final Map<Integer, Integer> seen = new HashMap<>();

  /** A new game: nothing to animate, nothing seen. */
  void clear() {
    fresh = List.of();
    seen.clear();
  }

  /** Steps just applied, as {@code viewer} may see them, are the next to animate. */
  void applied(List<GameSession.Applied> steps, int viewer) {
    List<GameEvent> out = new ArrayList<>();
    for (GameSession.Applied s : steps) {
      out.addAll(PlayerView.events(s.events(), s.after(), viewer));
    }
    fresh = out;
  }

  /** The actor knows their own action (step {@code before}); what the engine ran after it is new to them. */
  void actorActed(int viewer, int before) {
    seen.put(viewer, before + 1);
  }

  /** A player takes the table: the events since they last had it, as they may see them; none the first time. */
  void catchUp(int player, List<GameSession.Applied> steps) {
    Integer from = seen.get(player);
    if (from == null) {
      fresh = List.of();
      return;
    }
    List<GameEvent> out = new ArrayList<>();
    for (int i = Math.min(from, steps.size()); i < steps.size(); i++) {
      out.addAll(PlayerView.events(steps.get(i).events(), steps.get(i).after(), player));
    }
    fresh = out;
  }

  /** Steps were taken back: they were seen by nobody, and whatever replaces them is new to both. */
  void undone(int left) {
    fresh = List.of();
    seen.replaceAll((p, n) -> Math.min(n, left));
  }

  /**
   * The events for the moment being shown, once: none behind the curtain. A player who now sees
   * the table ({@code shown} >= 0) has seen all {@code steps} steps.
   */
  List<GameEvent> take(boolean curtain, int shown, int steps) {
    List<GameEvent> out = curtain ? List.of() : fresh;
    fresh = List.of();
    if (!curtain && shown >= 0) {
      seen.put(shown, steps);
    }
    return out;
  }
}
