package org.ponytable.ui;

import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.workbench.ScenarioStepperModel;

/**
 * Developer tool: the workbench's timeline and scenario stepper beside the table, each saved as
 * one 1366x768 PNG (the table with the tool's window over its right side), for docs/screenshots.
 * Run under Xvfb: {@code java -cp ... org.ponytable.ui.TimelineShots [DIR]} (default /tmp/shots).
 */
public class TimelineShots {
  private final Path dir;
  private MainWindow w;

  TimelineShots(Path dir) {
    this.dir = dir;
  }

  public void start(Stage stage) {
    CardLibrary cards = Libraries.load(Path.of("cards"));
    w = ShotWindow.open(stage, cards);
    w.setDialogs(new StubDialogs());
    stage.show();
    Platform.runLater(() -> {
      try {
        timeline(cards);
        stepper(cards);
      } catch (Exception e) {
        e.printStackTrace();
      }
      Platform.exit();
    });
  }

  private void timeline(CardLibrary cards) throws Exception {
    ScenarioStepperModel m = ScenarioStepperModel.open(Path.of("docs/scenarios/double-problem-faceoff.json"),
        cards.pool());
    m.toEnd();
    w.show(m.tableGame());
    w.timelineDialog();
    var t = w.timelineTools().timeline();
    int end = t.model().points().size() - 1;
    t.model().moveTo(Math.max(0, end - 2));
    t.refresh();
    @SuppressWarnings("unchecked")
    var from = (javafx.scene.control.ComboBox<Integer>) t.stage().getScene().lookup("#timeline-from");
    from.setValue(0);
    t.stage().getScene().lookup("#timeline-compare").fireEvent(new javafx.event.ActionEvent());
    shot(t.stage(), "timeline.png");
  }

  private void stepper(CardLibrary cards) throws Exception {
    StubDialogs d = new StubDialogs();
    d.file = Path.of("docs/scenarios/troublemaker-challenge-loss.json");
    w.setDialogs(d);
    w.stepperDialog();
    var st = w.timelineTools().stepper();
    st.stage().getScene().lookup("#stepper-end").fireEvent(new javafx.event.ActionEvent());
    shot(st.stage(), "scenario-stepper.png");
    if (!d.shown.isEmpty()) {
      System.err.println(d.shown);
    }
  }

  /** The table with the tool's window drawn over its right side, as a tester sees them side by side. */
  private void shot(Stage tool, String name) throws Exception {
    for (Scene sc : java.util.List.of(w.scene(), tool.getScene())) {
      sc.getRoot().applyCss();
      sc.getRoot().layout();
    }
    Pane both = new Pane();
    ImageView table = new ImageView(w.scene().snapshot(null));
    ImageView window = new ImageView(tool.getScene().snapshot(null));
    window.setLayoutX(1366 - tool.getScene().getWidth() - 8);
    window.setLayoutY(Math.max(0, (768 - tool.getScene().getHeight()) / 2));
    window.setStyle("-fx-effect: dropshadow(gaussian, rgba(0,0,0,0.5), 12, 0, 0, 2);");
    both.getChildren().addAll(table, window);
    new Scene(both, 1366, 768);
    Snapshots.save(both, dir.resolve(name));
  }

  public static void main(String[] args) {
    Path dir = Path.of(args.length > 0 ? args[0] : "/tmp/shots");
    Platform.startup(() -> new TimelineShots(dir).start(new Stage()));
  }
}
