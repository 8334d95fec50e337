package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ponytable.engine.rules.Costs;
import org.ponytable.engine.rules.Flow;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.terms.Step;

/**
 * The turn card: the phases and steps of a turn with the current one lit, and the Main Phase
 * actions with their costs (the engine's constants), as on the printed turn card. It is built
 * once and {@link #show shown} again at each stage: the lit label is a pseudo-class
 * ({@code :now}), so a new stage restyles two labels, not the card (issue 14).
 */
public final class TurnCard extends VBox {
  private final Label title = new Label();
  private final Label tokens = new Label();
  private final Label costs = new Label("Main Phase: play a card (its cost) \u00b7 Troublemaker "
      + Costs.TROUBLEMAKER + " \u00b7 move " + Costs.MOVE + " (Swift 1) \u00b7 draw " + Costs.DRAW + " \u00b7 rally "
      + Costs.RALLY);
  /** Each phase's label with its steps' labels, to light the current ones. */
  private final List<Row> rows = new ArrayList<>();

  private record Row(Phase phase, Label name, List<Step> steps, List<Label> stepLabels) {}

  public TurnCard() {
    getStyleClass().add("turn-card");
    title.getStyleClass().add("turn-title");
    title.setMinWidth(Region.USE_PREF_SIZE);
    tokens.getStyleClass().add("turn-tokens");
    Region gap = new Region();
    HBox.setHgrow(gap, Priority.ALWAYS);
    HBox head = new HBox(6, title, gap, tokens);
    head.setAlignment(javafx.geometry.Pos.BASELINE_LEFT);
    getChildren().add(head);
    GridPane grid = new GridPane();
    grid.setHgap(6);
    grid.setVgap(1);
    row(grid, Phase.READY, Step.READY, Step.ACTION, Step.DRAW);
    row(grid, Phase.TROUBLEMAKER, Step.UNCOVER, Step.CHALLENGE);
    row(grid, Phase.MAIN);
    row(grid, Phase.SCORE, Step.CONFRONT, Step.FACEOFF, Step.SOLVE);
    row(grid, Phase.END, Step.END_OF_TURN, Step.WRAP_UP);
    getChildren().add(grid);
    costs.setWrapText(true);
    costs.setMinHeight(Region.USE_PREF_SIZE);
    costs.getStyleClass().add("turn-costs");
    getChildren().add(costs);
  }

  /** The turn, whose it is, the stage lit and the token table's line for the highest score. */
  public void show(int turn, String turnPlayer, Stage stage, int highestScore) {
    title.setText(turn == 0 ? "Setup" : "Turn " + turn + " \u00b7 " + turnPlayer);
    tokens.setText("top score " + highestScore + " \u2192 " + Flow.tokensForHighestScore(highestScore)
        + " tokens a turn");
    for (Row r : rows) {
      boolean phaseNow = stage.phase() == r.phase();
      Styles.state(r.name(), "now", phaseNow);
      for (int i = 0; i < r.steps().size(); i++) {
        Styles.state(r.stepLabels().get(i), "now", phaseNow && stage.step() == r.steps().get(i));
      }
    }
    Styles.state(costs, "now", stage.phase() == Phase.MAIN);
  }

  private void row(GridPane grid, Phase phase, Step... steps) {
    Label name = new Label(phase.display().replace(" Phase", ""));
    name.getStyleClass().add("phase-name");
    grid.add(name, 0, rows.size());
    HBox stepsBox = new HBox(4);
    List<Label> labels = new ArrayList<>();
    for (Step s : steps) {
      Label l = new Label(s.display().replace(" Step", ""));
      l.getStyleClass().add("step-name");
      labels.add(l);
      stepsBox.getChildren().add(l);
    }
    grid.add(stepsBox, 1, rows.size());
    rows.add(new Row(phase, name, List.of(steps), labels));
  }
}
