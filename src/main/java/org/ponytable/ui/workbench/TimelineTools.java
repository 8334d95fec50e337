package org.ponytable.ui.workbench;

import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.stage.Window;
import org.ponytable.engine.card.CardPool;
import org.ponytable.persistence.FileFormatException;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableViewModel;

/**
 * The main window's way in to the timeline, the scenario stepper and the explain pane: the
 * timeline and the explain pane open only beside a workbench game, the stepper (which starts a
 * workbench game of its own) anywhere but beside a Match game; otherwise each says plainly why not.
 */
public final class TimelineTools {
  private final TableViewModel table;
  private final TimelineWindow timeline;
  private final ScenarioStepperWindow stepper;
  private final ExplainPaneWindow explain;

  /** @param showOnTable puts a game on the table as the main window does */
  public TimelineTools(TableViewModel table, Consumer<GameSession> showOnTable) {
    this.table = table;
    this.timeline = new TimelineWindow(table);
    this.stepper = new ScenarioStepperWindow(g -> {
      showOnTable.accept(g);
      // The stepper shows every card anyway: no curtain between the tester and the table.
      if (table.table() != null && table.table().curtain()) {
        table.liftCurtain();
      }
    });
    this.explain = new ExplainPaneWindow(new ExplainPaneModel(() -> table.session().state(),
        () -> table.session().labels()));
    table.tableProperty().addListener((o, was, is) -> {
      if (table.session() != null && TimelineModel.refusal(table.session()) != null) {
        // A game that is not a workbench game came to the table: the tools close rather than show it.
        for (javafx.stage.Stage s : java.util.Arrays.asList(timeline.stage(), stepper.stage(), explain.stage())) {
          if (s != null) {
            s.hide();
          }
        }
        return;
      }
      if (explain.stage() != null && explain.stage().isShowing() && table.session() != null) {
        explain.refresh();
        // A card clicked at the table (selected, or marked as having nothing to do) is the one
        // to explain; ids below 0 are hidden stand-ins.
        int clicked = is == null ? -1 : is.selected() >= 0 ? is.selected() : is.blocked();
        if (clicked >= 0) {
          explain.select(clicked);
        }
      }
    });
  }

  /** Opens the timeline; returns why not when it may not open. */
  public String openTimeline(Window owner) {
    String refused = TimelineModel.refusal(table.session());
    if (refused == null) {
      timeline.show(owner);
    }
    return refused;
  }

  /** Opens the explain pane; returns why not when it may not open. */
  public String openExplain(Window owner) {
    String refused = TimelineModel.refusal(table.session());
    if (refused == null) {
      explain.show(owner);
    }
    return refused;
  }

  /**
   * Why the stepper may not open now, or null: it replaces the game on the table with a workbench
   * game, which a Match game never gives way to.
   */
  public String stepperRefusal() {
    GameSession g = table.session();
    return g == null || g.mode() != GameSession.Mode.MATCH ? null
        : "A Match game is on the table: the stepper would replace it with a workbench game, which shows "
            + "every card. Finish or leave the Match first.";
  }

  /**
   * Opens {@code file} in the stepper and the table at its start.
   *
   * @throws FileFormatException the file's located problems
   */
  public void openStepper(Window owner, Path file, CardPool pool) throws FileFormatException {
    stepper.show(owner, ScenarioStepperModel.open(file, pool));
  }

  public TimelineWindow timeline() {
    return timeline;
  }

  public ScenarioStepperWindow stepper() {
    return stepper;
  }

  public ExplainPaneWindow explain() {
    return explain;
  }
}
