package org.ponytable.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/** The JavaFX table. Until the table issue lands it shows a placeholder window. */
public class PonyTableApp extends Application {
  @Override
  public void start(Stage stage) {
    stage.setTitle("Pony Table");
    stage.setScene(new Scene(new StackPane(new Label("Pony Table: the table view is on its way.")), 800, 500));
    stage.show();
  }

  public static void main(String[] args) {
    launch(args);
  }
}
