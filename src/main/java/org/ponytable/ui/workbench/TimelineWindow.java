package org.ponytable.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.ponytable.ui.table.TableViewModel;

/**
 * The timeline beside the table: the list of points (a slider scrubs them and the table follows),
 * the chosen point's events, "Branch here" with the other lines kept, and a comparison of two
 * points. Draws what {@link TimelineModel} says; every rule question goes through the table.
 */
public final class TimelineWindow extends ToolWindow {
  private final TimelineModel model;
  private final TableViewModel table;
  private final ListView<String> points = new ListView<>();
  private final Slider slider = new Slider();
  private final TextArea events = new TextArea();
  private final Label status = new Label();
  private final ComboBox<Integer> from = new ComboBox<>();
  private final ComboBox<Integer> to = new ComboBox<>();
  private final TextArea changes = new TextArea();
  private final ComboBox<TimelineModel.Line> lines = new ComboBox<>();
  private final Button branch = new Button("Branch here");
  private final Button switchLine = new Button("Go to that line");
  /** Set while the window itself moves the table, so its own refreshes do not move it again. */
  private boolean updating;

  public TimelineWindow(TableViewModel table) {
    this.table = table;
    this.model = new TimelineModel(table);
    table.tableProperty().addListener((o, was, is) -> {
      if (stage() != null && stage().isShowing() && !updating) {
        refresh();
      }
    });
  }

  public TimelineModel model() {
    return model;
  }

  public void show(Window owner) {
    open(owner);
  }

  @Override
  Stage build(Window owner) {
    points.setId("timeline-points");
    slider.setId("timeline-slider");
    events.setId("timeline-events");
    status.setId("timeline-status");
    branch.setId("timeline-branch");
    from.setId("timeline-from");
    to.setId("timeline-to");
    changes.setId("timeline-changes");
    lines.setId("timeline-lines");
    switchLine.setId("timeline-switch");
    events.setEditable(false);
    events.setWrapText(true);
    changes.setEditable(false);
    changes.setWrapText(true);
    slider.setMajorTickUnit(1);
    slider.setMinorTickCount(0);
    slider.setSnapToTicks(true);
    slider.setShowTickMarks(true);
    slider.valueProperty().addListener((o, was, is) -> {
      if (!updating && !slider.isValueChanging()) {
        moveTo((int) Math.round(is.doubleValue()));
      }
    });
    slider.valueChangingProperty().addListener((o, was, is) -> {
      if (!is && !updating) {
        moveTo((int) Math.round(slider.getValue()));
      }
    });
    points.getSelectionModel().selectedIndexProperty().addListener((o, was, is) -> {
      if (!updating && is.intValue() >= 0) {
        moveTo(is.intValue());
      }
    });
    branch.setOnAction(e -> {
      model.branch();
      refresh();
    });
    switchLine.setOnAction(e -> {
      TimelineModel.Line l = lines.getValue();
      if (l != null) {
        updating = true;
        try {
          model.switchTo(l);
        } finally {
          updating = false;
        }
        refresh();
      }
    });
    Button compare = new Button("Compare");
    compare.setId("timeline-compare");
    compare.setOnAction(e -> compare());
    Label hint = new Label("Workbench games only. Pick a point to show it on the table; play on from an earlier point, "
        + "or press Branch here, to start a new line (the old one is kept below).");
    hint.setWrapText(true);
    HBox branchRow = new HBox(8, branch, new Label("Other lines:"), lines, switchLine);
    HBox compareRow = new HBox(8, new Label("Compare point"), from, new Label("with point"), to, compare);
    VBox box = new VBox(8, hint, status, slider, points, new Label("Events of this point:"), events, branchRow,
        compareRow, changes);
    box.setPadding(new Insets(10));
    TimelineLook.dark(box);
    VBox.setVgrow(points, Priority.ALWAYS);
    points.setPrefHeight(220);
    events.setPrefRowCount(5);
    changes.setPrefRowCount(6);
    return TimelineLook.window(owner, "Timeline (workbench: shows every card)", box, 560, 700);
  }

  private void moveTo(int index) {
    if (TimelineModel.refusal(table.session()) != null) {
      return;
    }
    updating = true;
    String stuck = null;
    try {
      model.moveTo(index);
    } catch (IllegalStateException e) {
      stuck = "The table could not be moved: " + e.getMessage() + ".";
    } finally {
      updating = false;
    }
    refresh();
    if (stuck != null) {
      status.setText(stuck);
    }
  }

  private void compare() {
    if (from.getValue() == null || to.getValue() == null) {
      changes.setText("Choose two points to compare.");
      return;
    }
    changes.setText(String.join("\n", model.compare(from.getValue(), to.getValue())));
  }

  /** Redraws from the game on the table. */
  @Override
  public void refresh() {
    String refused = TimelineModel.refusal(table.session());
    updating = true;
    try {
      if (refused != null) {
        status.setText(refused);
        points.getItems().clear();
        events.clear();
        changes.clear();
        for (javafx.scene.Node n : List.of(slider, branch, from, to, lines, switchLine)) {
          n.setDisable(true);
        }
        return;
      }
      for (javafx.scene.Node n : List.of(slider, branch, from, to, lines, switchLine)) {
        n.setDisable(false);
      }
      List<TimelineModel.Point> pts = model.points();
      int current = model.current();
      List<String> titles = new ArrayList<>();
      List<Integer> indexes = new ArrayList<>();
      for (TimelineModel.Point p : pts) {
        titles.add((p.index() == current ? "\u25b6 " : "   ") + p.title() + (p.later() ? "   (ahead: redo)" : ""));
        indexes.add(p.index());
      }
      points.getItems().setAll(titles);
      points.getSelectionModel().select(current);
      points.scrollTo(Math.max(0, current - 3));
      slider.setMin(0);
      slider.setMax(Math.max(1, pts.size() - 1));
      slider.setValue(current);
      events.setText(pts.get(current).events().isEmpty() ? "(no events)"
          : String.join("\n", pts.get(current).events()));
      status.setText("Point " + current + " of " + (pts.size() - 1) + " on the table"
          + (pts.size() - 1 > current ? "; " + (pts.size() - 1 - current) + " ahead" : ""));
      Integer f = from.getValue();
      Integer t = to.getValue();
      from.getItems().setAll(indexes);
      to.getItems().setAll(indexes);
      from.setValue(f != null && f < pts.size() ? f : Math.max(0, current - 1));
      to.setValue(t != null && t < pts.size() ? t : current);
      lines.getItems().setAll(model.otherLines());
      lines.setConverter(new javafx.util.StringConverter<>() {
        @Override
        public String toString(TimelineModel.Line l) {
          return l == null ? "" : l.title();
        }

        @Override
        public TimelineModel.Line fromString(String s) {
          return null;
        }
      });
      if (!lines.getItems().isEmpty()) {
        lines.setValue(lines.getItems().get(lines.getItems().size() - 1));
      }
      switchLine.setDisable(lines.getItems().isEmpty());
      branch.setDisable(current == pts.size() - 1);
    } finally {
      updating = false;
    }
  }
}
