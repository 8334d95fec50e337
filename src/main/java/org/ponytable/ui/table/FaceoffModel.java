package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.session.GameSession;

/** The faceoff panel's record: the latest faceoff's summary and the cards each player counts in it. */
final class FaceoffModel {
  private FaceoffModel() {}

  /**
   * The latest faceoff as {@code shown} may see it, or null: none yet, or the panel was closed
   * ({@code dismissed}) after that faceoff ended.
   */
  static FaceoffSummary latest(List<GameSession.Applied> steps, PlayerView view, int shown, boolean dismissed) {
    FaceoffSummary faceoff = FaceoffSummary.latest(steps, view.faceoff(), shown);
    return faceoff != null && dismissed && !faceoff.live() ? null : faceoff;
  }

  /** The panel's record, with the cards each player counts in the faceoff named from the view. */
  static TablePanels.Faceoff of(FaceoffSummary f, PlayerView v) {
    if (f == null) {
      return null;
    }
    List<List<String>> names = new ArrayList<>();
    for (int p = 0; p < 2; p++) {
      List<String> out = new ArrayList<>();
      for (CardView c : v.play()) {
        if (!c.hidden() && f.involved().contains(c.id()) && c.status().controller() == p) {
          out.add(c.def().title());
        }
      }
      names.add(List.copyOf(out));
    }
    return new TablePanels.Faceoff(f, List.copyOf(names));
  }
}
