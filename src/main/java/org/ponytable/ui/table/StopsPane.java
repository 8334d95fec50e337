package org.ponytable.ui.table;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.ponytable.engine.state.Stage;
import org.ponytable.ui.session.Stops;

/**
 * The stop settings of one player, as a table of the turn's priority windows (601.2) with a box
 * for their own turn and one for the other player's, like the phase stops of Forge or MTGO. What
 * the boxes cannot change is said beside them: decisions are always asked, and the turn player's
 * Main Phase always waits.
 */
public final class StopsPane extends VBox {
  private final Map<Stage, CheckBox> yours = new LinkedHashMap<>();
  private final Map<Stage, CheckBox> theirs = new LinkedHashMap<>();
  private final CheckBox faceoffs = new CheckBox("Every window in a faceoff (514), in either turn");
  private final CheckBox reactions = new CheckBox("Wherever I can use a Reaction (512.4), in either turn");

  public StopsPane(String player, Stops stops) {
    super(8);
    setId("stops-pane");
    getStyleClass().add("stops-pane");
    setPadding(new Insets(4));
    Label head = new Label(player + ": where the table stops to ask you, when you could act but need not.");
    head.getStyleClass().add("stops-head");
    head.setWrapText(true);

    GridPane grid = new GridPane();
    grid.setHgap(14);
    grid.setVgap(2);
    ColumnConstraints name = new ColumnConstraints();
    name.setMinWidth(230);
    ColumnConstraints box = new ColumnConstraints();
    box.setHalignment(HPos.CENTER);
    grid.getColumnConstraints().addAll(name, box, box);
    Label window = new Label("Window");
    Label mine = new Label("Your turn");
    Label other = new Label("Their turn");
    for (Label l : new Label[] {window, mine, other}) {
      l.getStyleClass().add("stops-column");
    }
    grid.addRow(0, window, mine, other);
    int row = 1;
    for (Stage s : Stops.WINDOWS) {
      Label l = new Label(capital(s.display()));
      CheckBox y = box("stop-yours-" + Stops.key(s), stops.yourTurn().contains(s));
      CheckBox t = box("stop-theirs-" + Stops.key(s), stops.theirTurn().contains(s));
      if (s == Stage.MAIN_PHASE_START) {
        // GameSession: the turn player's Main Phase always waits for its player.
        y.setSelected(true);
        y.setDisable(true);
        Tooltip.install(l, new Tooltip("Your own Main Phase always waits for you."));
      }
      yours.put(s, y);
      theirs.put(s, t);
      grid.addRow(row++, l, y, t);
    }
    faceoffs.setId("stop-faceoffs");
    faceoffs.setSelected(stops.faceoffs());
    reactions.setId("stop-reactions");
    reactions.setSelected(stops.reactions());

    Label always = new Label("Always asked, whatever is ticked: every decision the rules give you (Starting"
        + " Problem, mulligan, challenges, targets, discards...) and your own Main Phase. Never asked, with"
        + " Options > Pass automatically on: a window where passing is all you can do.");
    always.setWrapText(true);
    always.getStyleClass().add("stops-note");
    always.setMaxWidth(520);
    Button defaults = new Button("Defaults");
    defaults.setId("stops-defaults");
    defaults.setOnAction(e -> show(Stops.DEFAULT));
    getChildren().addAll(head, grid, faceoffs, reactions, always, defaults);
  }

  private static CheckBox box(String id, boolean on) {
    CheckBox c = new CheckBox();
    c.setId(id);
    c.setSelected(on);
    return c;
  }

  private void show(Stops s) {
    for (Stage w : Stops.WINDOWS) {
      if (!yours.get(w).isDisabled()) {
        yours.get(w).setSelected(s.yourTurn().contains(w));
      }
      theirs.get(w).setSelected(s.theirTurn().contains(w));
    }
    faceoffs.setSelected(s.faceoffs());
    reactions.setSelected(s.reactions());
  }

  /** The stops as ticked now. */
  public Stops value() {
    Stops s = new Stops(java.util.Set.of(), java.util.Set.of(), faceoffs.isSelected(), reactions.isSelected());
    for (Stage w : Stops.WINDOWS) {
      // The Main Phase box of your own turn is fixed; it is not stored as a stop.
      if (yours.get(w).isSelected() && !yours.get(w).isDisabled()) {
        s = s.with(w, false, true);
      }
      if (theirs.get(w).isSelected()) {
        s = s.with(w, true, true);
      }
    }
    return s;
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
