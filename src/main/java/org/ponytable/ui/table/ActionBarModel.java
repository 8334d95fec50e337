package org.ponytable.ui.table;

import org.ponytable.engine.action.Action;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.ui.table.TableViewModel.Choice;
import org.ponytable.ui.table.TableViewModel.Choices;

/**
 * The action bar's record: the one obvious button (pass, end the phase, stop challenging) the
 * Space key presses, with its typed kind, the words shown when there is none, undo and redo.
 */
final class ActionBarModel {
  private ActionBarModel() {}

  static TablePanels.Actions of(PlayerView view, Names n, Choices choices, boolean over, boolean canUndo,
      boolean canRedo, boolean curtain) {
    Choice primary = null;
    TablePanels.PrimaryKind kind = null;
    for (Action a : view.legalActions()) {
      if (a.card() != -1) {
        continue;
      }
      if (a instanceof Action.Pass) {
        // The viewer's own Main Phase waits for them: passing there ends the phase (GameSession).
        kind = PromptText.ownMainPhase(view) ? TablePanels.PrimaryKind.END_PHASE : TablePanels.PrimaryKind.PASS;
        primary = new Choice(kind == TablePanels.PrimaryKind.END_PHASE ? "End Main Phase" : "Pass", "Space", a,
            "Space");
      } else if (a instanceof Action.StopChallenging) {
        kind = TablePanels.PrimaryKind.STOP_CHALLENGING;
        primary = new Choice(ActionText.label(a, n), "Space", a, "Space");
      }
    }
    String idle = over ? "Game over" : choices.options().isEmpty() && choices.decisionChoices().isEmpty() ? "Waiting"
        : "Choose on the right";
    return new TablePanels.Actions(primary, primary == null ? null : kind, idle, canUndo, canRedo, curtain);
  }
}
