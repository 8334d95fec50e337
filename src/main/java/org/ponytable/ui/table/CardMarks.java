package org.ponytable.ui.table;

import java.util.List;
import java.util.Set;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;

/** The marks every card gets from the table's state of selection; one place decides them. */
record CardMarks(PlayerView view, Set<Integer> actionable, int selected, int blocked, Set<Integer> hosts,
    Set<Area> targets, FaceoffSummary faceoff) {

  TablePanels.Card card(CardView c) {
    int id = c.id();
    // A card shown without its id (a past flip) can be looked at, never chosen; a hidden card
    // with a stand-in id (below -1) can be chosen when an effect offers it.
    boolean known = id != -1;
    boolean selectable = known && actionable.contains(id);
    boolean isSelected = known && id == selected;
    boolean isBlocked = known && id == blocked;
    boolean host = known && hosts.contains(id);
    boolean own = selectable || isSelected || host;
    // A card with nothing to do lets the click through to its area when that area is a target;
    // otherwise a card in hand or in play asks why it can't act (piles only show cards).
    boolean asksWhy = known && !own && !inTargetArea(id) && BoardModel.find(view, id) != null;
    boolean involved = faceoff != null && faceoff.live() && faceoff.involved().contains(id);
    String hostTitle = c.status() != null && c.status().host() >= 0 && !c.hidden()
        ? BoardModel.hostTitle(view, c.status().host()) : null;
    return new TablePanels.Card(c, selectable, isSelected, isBlocked, host, involved, own || asksWhy, hostTitle);
  }

  private boolean inTargetArea(int id) {
    for (CardView c : view.play()) {
      if (c.id() == id) {
        return targets.contains(c.status().area());
      }
    }
    return false;
  }

  List<TablePanels.Card> cards(List<CardView> list) {
    return list.stream().map(this::card).toList();
  }
}
