package org.ponytable.ui.table;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** Beside the hand: the main button (Space), and undo and redo. */
final class ActionBar extends VBox {
  private final Button main = new Button();
  private final Label key = new Label();
  private final Button undo = new Button("Undo");
  private final Button redo = new Button("Redo");
  private TablePanels.Actions shown;

  ActionBar(TableViewModel vm) {
    super(6);
    setAlignment(Pos.CENTER);
    // Its words whole ("Choose on the right"): a crowded hand overlaps more instead.
    setMinWidth(Region.USE_PREF_SIZE);
    main.setId("primary");
    main.getStyleClass().add("primary-button");
    main.setFocusTraversable(false);
    main.setOnAction(e -> vm.primary());
    key.getStyleClass().add("key-hint");
    undo.setId("undo");
    undo.setFocusTraversable(false);
    undo.setOnAction(e -> vm.undo());
    redo.setId("redo");
    redo.setFocusTraversable(false);
    redo.setOnAction(e -> vm.redo());
    HBox ur = new HBox(4, undo, redo);
    ur.setAlignment(Pos.CENTER);
    getChildren().addAll(main, key, ur);
  }

  void show(TablePanels.Actions a) {
    if (a.equals(shown)) {
      return;
    }
    shown = a;
    TableViewModel.Choice p = a.primary();
    main.setText(p == null ? a.idle() : p.label());
    main.setUserData(a.kind());
    main.setDisable(p == null || a.curtain());
    key.setText(p == null ? "" : "Space");
    undo.setDisable(!a.canUndo() || a.curtain());
    redo.setDisable(!a.canRedo() || a.curtain());
  }
}
