package org.ponytable.ui.table;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ponytable.engine.rules.Flow;
import org.ponytable.engine.ability.Words;

/**
 * A player's score on the printed score track: cells 0 to 15, shaded by how many action tokens
 * the highest score gives (the engine's table), with a marker on the current score.
 */
public final class ScoreTrack extends VBox {
  public static final int WIN = 15;

  public ScoreTrack(int score) {
    getStyleClass().add("score-track");
    HBox cells = new HBox(1);
    cells.setAlignment(Pos.CENTER_LEFT);
    for (int i = 0; i <= WIN; i++) {
      Region cell = new Region();
      cell.getStyleClass().addAll("score-cell", "band-" + Flow.tokensForHighestScore(i));
      if (i == Math.min(score, WIN)) {
        cell.getStyleClass().add("score-here");
      }
      cell.setMinSize(8, 12);
      cell.setPrefSize(8, 12);
      Tooltip.install(cell, new Tooltip(Words.count(i, "point") + ": a highest score here gives "
          + Words.count(Flow.tokensForHighestScore(i), "action token") + " a turn"));
      cells.getChildren().add(cell);
    }
    Label text = new Label(Words.count(score, "point") + " of " + WIN);
    text.getStyleClass().add("score-text");
    getChildren().addAll(cells, text);
    setSpacing(1);
  }
}
