package org.ponytable.ui.table;

import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import org.ponytable.engine.rules.Flow;
import org.ponytable.engine.rules.Costs;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.Step;

/**
 * The turn card: the phases and steps of a turn with the current one lit, and the Main Phase
 * actions with their costs (the engine's constants), as on the printed turn card.
 */
public final class TurnCard extends VBox {
  public TurnCard(int turn, String turnPlayer, Stage stage, int highestScore) {
    getStyleClass().add("turn-card");
    Label title = new Label(turn == 0 ? "Setup" : "Turn " + turn + " \u00b7 " + turnPlayer);
    title.getStyleClass().add("turn-title");
    title.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
    Label tokens = new Label("top score " + highestScore + " \u2192 " + Flow.tokensForHighestScore(highestScore)
        + " tokens a turn");
    tokens.getStyleClass().add("turn-tokens");
    javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
    javafx.scene.layout.HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
    javafx.scene.layout.HBox head = new javafx.scene.layout.HBox(6, title, gap, tokens);
    head.setAlignment(javafx.geometry.Pos.BASELINE_LEFT);
    getChildren().add(head);
    GridPane grid = new GridPane();
    grid.setHgap(6);
    grid.setVgap(1);
    row(grid, 0, stage, Phase.READY, Step.READY, Step.ACTION, Step.DRAW);
    row(grid, 1, stage, Phase.TROUBLEMAKER, Step.UNCOVER, Step.CHALLENGE);
    row(grid, 2, stage, Phase.MAIN);
    row(grid, 3, stage, Phase.SCORE, Step.CONFRONT, Step.FACEOFF, Step.SOLVE);
    row(grid, 4, stage, Phase.END, Step.END_OF_TURN, Step.WRAP_UP);
    getChildren().add(grid);
    Label costs = new Label("Main Phase: play a card (its cost) \u00b7 Troublemaker " + Costs.TROUBLEMAKER
        + " \u00b7 move " + Costs.MOVE + " (Swift 1) \u00b7 draw " + Costs.DRAW + " \u00b7 rally "
        + Costs.RALLY);
    costs.setWrapText(true);
    costs.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
    costs.getStyleClass().add("turn-costs");
    if (stage.phase() == Phase.MAIN) {
      costs.getStyleClass().add("now");
    }
    getChildren().add(costs);
  }

  private static void row(GridPane grid, int r, Stage stage, Phase phase, Step... steps) {
    Label name = new Label(phase.display().replace(" Phase", ""));
    name.getStyleClass().add("phase-name");
    boolean phaseNow = stage.phase() == phase;
    if (phaseNow) {
      name.getStyleClass().add("now");
    }
    grid.add(name, 0, r);
    javafx.scene.layout.HBox stepsBox = new javafx.scene.layout.HBox(4);
    for (Step s : steps) {
      Label l = new Label(s.display().replace(" Step", ""));
      l.getStyleClass().add("step-name");
      if (phaseNow && stage.step() == s) {
        l.getStyleClass().add("now");
      }
      stepsBox.getChildren().add(l);
    }
    grid.add(stepsBox, 1, r);
  }
}
