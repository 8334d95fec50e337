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
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.ponytable.engine.state.Stage;

/**
 * The stop settings of one player, as a table of the turn's priority windows (601.2) with a box
 * for their own turn and one for the other player's, like the phase stops of Forge or MTGO. What
 * the boxes cannot change is said beside them: decisions are always asked, and the turn player's
 * Main Phase always waits. A view: it knows only which boxes are ticked ({@link Ticks}); the
 * window turns them into the session's stops.
 */
public final class StopsPane extends VBox {
  /** The boxes ticked: windows of 601.2 in your turn and in theirs, faceoffs, reactions. */
  public record Ticks(Set<Stage> yourTurn, Set<Stage> theirTurn, boolean faceoffs, boolean reactions) {
    public Ticks {
      yourTurn = Set.copyOf(yourTurn);
      theirTurn = Set.copyOf(theirTurn);
    }
  }

  private final Map<Stage, CheckBox> yours = new LinkedHashMap<>();
  private final Map<Stage, CheckBox> theirs = new LinkedHashMap<>();
  private final CheckBox faceoffs = new CheckBox("Every window in a faceoff (514), in either turn");
  private final CheckBox reactions = new CheckBox("Wherever I can use a Reaction (512.4), in either turn");

  private final List<Stage> windows;

  /**
   * @param windows the windows a stop can be set at, in the order of a turn
   * @param defaults what the Defaults button ticks
   */
  public StopsPane(String player, List<Stage> windows, Ticks stops, Ticks defaults) {
    super(8);
    this.windows = List.copyOf(windows);
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
    for (Stage s : this.windows) {
      Label l = new Label(capital(s.display()));
      String key = s.name().toLowerCase(Locale.ROOT).replace('_', '-');
      CheckBox y = box("stop-yours-" + key, stops.yourTurn().contains(s));
      CheckBox t = box("stop-theirs-" + key, stops.theirTurn().contains(s));
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
    Button reset = new Button("Defaults");
    reset.setId("stops-defaults");
    reset.setOnAction(e -> show(defaults));
    getChildren().addAll(head, grid, faceoffs, reactions, always, reset);
  }

  private static CheckBox box(String id, boolean on) {
    CheckBox c = new CheckBox();
    c.setId(id);
    c.setSelected(on);
    return c;
  }

  private void show(Ticks s) {
    for (Stage w : windows) {
      if (!yours.get(w).isDisabled()) {
        yours.get(w).setSelected(s.yourTurn().contains(w));
      }
      theirs.get(w).setSelected(s.theirTurn().contains(w));
    }
    faceoffs.setSelected(s.faceoffs());
    reactions.setSelected(s.reactions());
  }

  /** The boxes as ticked now; the fixed Main Phase box of your own turn is not among them. */
  public Ticks value() {
    java.util.EnumSet<Stage> mine = java.util.EnumSet.noneOf(Stage.class);
    java.util.EnumSet<Stage> other = java.util.EnumSet.noneOf(Stage.class);
    for (Stage w : windows) {
      if (yours.get(w).isSelected() && !yours.get(w).isDisabled()) {
        mine.add(w);
      }
      if (theirs.get(w).isSelected()) {
        other.add(w);
      }
    }
    return new Ticks(mine, other, faceoffs.isSelected(), reactions.isSelected());
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
