package org.ponytable.ui.workbench;

import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.ponytable.ui.session.GameSession;

/**
 * The scenario stepper beside the table: the file's actions, Back / Next / Run to end, where the
 * game stands, the events of the last action, each {@code expect} check passing or failing, and
 * the engine's reason for a refused action. The table shows each point as a workbench game.
 */
public final class ScenarioStepperWindow extends ToolWindow {
  private final Consumer<GameSession> showOnTable;
  private ScenarioStepperModel model;
  private final Label file = new Label();
  private final Label where = new Label();
  private final Label summary = new Label();
  private final ListView<String> actions = new ListView<>();
  private final TextArea events = new TextArea();
  private final ListView<ScenarioStepperModel.CheckLine> checks = new ListView<>();
  private final TextArea refusal = new TextArea();
  private final Button back = new Button("\u25c0 Back");
  private final Button next = new Button("Next \u25b6");
  private final Button end = new Button("Run to end \u25b6\u25b6");

  /** @param showOnTable puts a game on the table (the main window's show) */
  public ScenarioStepperWindow(Consumer<GameSession> showOnTable) {
    this.showOnTable = showOnTable;
  }

  public ScenarioStepperModel model() {
    return model;
  }

  /** Shows {@code m} from its start, on the table and in the window. */
  public void show(Window owner, ScenarioStepperModel m) {
    this.model = m;
    open(owner);
  }

  @Override
  Stage build(Window owner) {
    file.setId("stepper-file");
    where.setId("stepper-where");
    summary.setId("stepper-summary");
    actions.setId("stepper-actions");
    events.setId("stepper-events");
    checks.setId("stepper-checks");
    refusal.setId("stepper-refusal");
    back.setId("stepper-back");
    next.setId("stepper-next");
    end.setId("stepper-end");
    where.setWrapText(true);
    summary.setStyle("-fx-font-weight: bold;");
    events.setEditable(false);
    events.setWrapText(true);
    events.setPrefRowCount(4);
    refusal.setEditable(false);
    refusal.setWrapText(true);
    refusal.setPrefRowCount(3);
    refusal.setStyle("-fx-text-fill: #a01010;");
    back.setOnAction(e -> step(() -> model.back()));
    next.setOnAction(e -> step(() -> model.next()));
    end.setOnAction(e -> step(() -> model.toEnd()));
    checks.setCellFactory(v -> new ListCell<>() {
      @Override
      protected void updateItem(ScenarioStepperModel.CheckLine c, boolean empty) {
        super.updateItem(c, empty);
        setText(empty || c == null ? null : c.text());
        setWrapText(true);
        setStyle(empty || c == null ? "" : "-fx-text-fill: " + (c.waiting() ? "#555555" : c.holds() ? "#17692a"
            : "#a01010") + ";"
            + (c.reached() ? " -fx-font-weight: bold;" : ""));
      }
    });
    checks.setPrefHeight(170);
    actions.setPrefHeight(170);
    actions.setMouseTransparent(true);
    actions.setFocusTraversable(false);
    HBox buttons = new HBox(8, back, next, end);
    VBox box = new VBox(6, file, buttons, where, summary, new Label("Actions:"), actions,
        new Label("Events of the last action:"), events, new Label("Checks (expect):"), checks,
        new Label("Refused action:"), refusal);
    box.setPadding(new Insets(10));
    TimelineLook.dark(box);
    VBox.setVgrow(checks, Priority.ALWAYS);
    return TimelineLook.window(owner, null, box, 560, 720);
  }

  private void step(Runnable r) {
    r.run();
    refresh();
  }

  /** The point shown, on the table and in the window. */
  @Override
  void refresh() {
    showOnTable.accept(model.tableGame());
    stage().setTitle("Scenario stepper: " + model.file().getFileName() + " (workbench: shows every card)");
    file.setText(model.file().toString());
    where.setText(model.where());
    summary.setText(model.summary());
    actions.getItems().setAll(model.actionLines());
    if (model.at() < actions.getItems().size()) {
      actions.scrollTo(Math.max(0, model.at() - 2));
    }
    events.setText(model.events().isEmpty() ? "(no events)" : String.join("\n", model.events()));
    checks.getItems().setAll(model.checks());
    String refused = model.refusal();
    refusal.setText(refused == null ? "" : refused);
    back.setDisable(!model.canBack());
    next.setDisable(!model.canNext());
    end.setDisable(!model.canNext());
  }
}
