package org.ponytable.ui.table;

import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ponytable.engine.view.EventWords;

/** The game log, newest line last and in sight, with the switch that shows passes. */
final class LogPanel extends VBox {
  private final ListView<GameLog.Line> log = new ListView<>();
  private final CheckBox passes = new CheckBox("Show passes");
  private TablePanels.Log shown;

  LogPanel(TableViewModel vm) {
    super(2);
    log.getStyleClass().add("game-log");
    log.setFocusTraversable(false);
    log.setCellFactory(lv -> new LogCell(lv));
    VBox.setVgrow(log, Priority.ALWAYS);
    // Passes are folded out of the log unless asked for (issue 9, finding 3).
    passes.setId("show-passes");
    passes.getStyleClass().add("log-toggle");
    passes.setFocusTraversable(false);
    passes.setOnAction(e -> vm.setShowPasses(passes.isSelected()));
    getChildren().addAll(passes, log);
    setMinHeight(SideColumn.LOG_MIN);
    // The log takes whatever the column leaves it (SideColumn), so it asks for no more than its least.
    setPrefHeight(SideColumn.LOG_MIN);
  }

  void show(TablePanels.Log l) {
    if (l.equals(shown)) {
      return;
    }
    shown = l;
    passes.setSelected(l.showPasses());
    log.getItems().setAll(l.lines());
    if (!l.lines().isEmpty()) {
      // Once laid out, or the list scrolls before it knows its cells' heights.
      int last = l.lines().size() - 1;
      afterLayout(() -> scrollLogToEnd(last));
    }
  }

  /**
   * Runs once the next layout pass is done: the log only knows its cells' heights then, and
   * scrolling earlier is undone by that layout.
   */
  private void afterLayout(Runnable r) {
    javafx.scene.Scene scene = getScene();
    if (scene == null) {
      javafx.application.Platform.runLater(() -> {
        if (getScene() != null) {
          afterLayout(r);
        }
      });
      return;
    }
    Runnable[] once = new Runnable[1];
    once[0] = () -> {
      scene.removePostLayoutPulseListener(once[0]);
      javafx.application.Platform.runLater(r);
    };
    scene.addPostLayoutPulseListener(once[0]);
  }

  private static Node flowOf(ListView<?> list) {
    for (Node n : list.lookupAll("*")) {
      if (n instanceof javafx.scene.control.skin.VirtualFlow<?>) {
        return n;
      }
    }
    return null;
  }

  /** scrollTo shows the last line's top; this puts the last line whole at the bottom. */
  @SuppressWarnings("unchecked")
  private void scrollLogToEnd(int last) {
    if (flowOf(log) instanceof javafx.scene.control.skin.VirtualFlow<?> any
        && last < log.getItems().size()) {
      var flow = (javafx.scene.control.skin.VirtualFlow<ListCell<GameLog.Line>>) any;
      flow.scrollTo(last);
      // The last line is now visible; scrolling on stops at the end, showing it whole.
      flow.scrollPixels(log.getHeight());
    }
  }

  private static final class LogCell extends ListCell<GameLog.Line> {
    private final Label text = new Label();

    LogCell(ListView<GameLog.Line> list) {
      text.setWrapText(true);
      text.setMinHeight(Region.USE_PREF_SIZE);
      // Wrap at the list's width (less the scroll bar) instead of growing sideways.
      var width = javafx.beans.binding.Bindings.createDoubleBinding(
          () -> Math.max(120, list.getWidth() - 26), list.widthProperty());
      text.prefWidthProperty().bind(width);
      text.maxWidthProperty().bind(width);
      text.getStyleClass().add("log-text");
      setText(null);
      // Never zero high, even before CSS reaches the cell, or the list tries to fill itself.
      setMinHeight(16);
    }

    /** As high as the text wrapped at the list's width: a plain cell measures it unwrapped. */
    @Override
    protected double computePrefHeight(double width) {
      if (getGraphic() == null) {
        return super.computePrefHeight(width);
      }
      return Math.max(16, text.prefHeight(text.getMaxWidth()) + snappedTopInset() + snappedBottomInset());
    }

    @Override
    protected void updateItem(GameLog.Line item, boolean empty) {
      super.updateItem(item, empty);
      // Kind and player are pseudo-classes: cells are reused as the log scrolls, and switching a
      // style class would match every rule again for the cell (issue 14).
      for (EventWords.Kind k : EventWords.Kind.values()) {
        Styles.state(this, "log-" + k.name().toLowerCase(), !empty && item != null && item.kind() == k);
      }
      Styles.state(this, "log-p0", !empty && item != null && item.player() == 0);
      Styles.state(this, "log-p1", !empty && item != null && item.player() == 1);
      if (empty || item == null) {
        setGraphic(null);
        return;
      }
      text.setText(item.text());
      if (getGraphic() != text) {
        setGraphic(text);
      }
    }
  }
}
