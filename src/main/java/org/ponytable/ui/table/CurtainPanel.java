package org.ponytable.ui.table;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The hotseat curtain: it covers the table until the player it waits for lifts it. */
final class CurtainPanel extends StackPane {
  private TablePanels.Curtain shown;
  private boolean drawn;

  CurtainPanel() {
    getStyleClass().add("curtain");
    setVisible(false);
  }

  void show(TablePanels.Curtain c, CurtainGuard guard, TableViewModel vm) {
    setVisible(c != null);
    if (c == null) {
      shown = null;
      if (drawn) {
        getChildren().clear();
        drawn = false;
      }
      return;
    }
    if (c.equals(shown)) {
      return;
    }
    shown = c;
    drawn = true;
    Label pass = new Label("Pass to " + c.name());
    pass.getStyleClass().add("curtain-title");
    Label hint = new Label(c.hint());
    hint.getStyleClass().add("curtain-hint");
    hint.setWrapText(true);
    Button show = new Button("I am " + c.name() + ": show my table");
    show.setId("lift-curtain");
    show.getStyleClass().add("curtain-button");
    // Only a click made once the curtain settled lifts it; the window handles Enter, and Space
    // must never reach this button (it would press it), so it takes no focus.
    show.setFocusTraversable(false);
    show.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
      if (!guard.clickMayLift()) {
        e.consume();
      }
    });
    show.setOnAction(e -> vm.liftCurtain());
    Label keys = new Label("Enter or click. The other player should look away.");
    keys.getStyleClass().add("curtain-hint");
    VBox box = new VBox(18, pass, hint, show, keys);
    box.setAlignment(Pos.CENTER);
    box.setMaxWidth(620);
    getChildren().setAll(box);
  }
}
