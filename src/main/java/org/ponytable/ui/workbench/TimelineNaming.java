package org.ponytable.ui.workbench;

import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.EventWords;

/**
 * Names for the workbench's tools, which show every card: titles with their id in the game, so
 * two copies stay apart. Never used for a player's view of the table.
 */
final class TimelineNaming implements EventWords.Naming {
  private final GameState state;

  TimelineNaming(GameState state) {
    this.state = state;
  }

  @Override
  public String player(int p) {
    return p >= 0 && p < 2 ? state.player(p).name() : "nobody";
  }

  @Override
  public String card(int id) {
    if (id < 0 || id >= state.cards().size()) {
      return "a hidden card";
    }
    return state.def(id).title() + " #" + id;
  }

  @Override
  public String areaByName(Area a) {
    return possessive(a.owner()) + (a.home() ? " home" : " Problem");
  }
}
