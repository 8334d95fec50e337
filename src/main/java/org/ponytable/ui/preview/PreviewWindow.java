package org.ponytable.ui.preview;

import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/** Card preview for designers (placeholder until the card loader is merged). */
public final class PreviewWindow {
  private final Stage stage;
  private final Scene scene;

  public PreviewWindow(Stage stage, Path path, double w, double h) {
    this.stage = stage;
    this.scene = new Scene(new StackPane(new Label("Preview of " + path)), w, h);
    stage.setScene(scene);
  }

  public Scene scene() {
    return scene;
  }

  public void show() {
    stage.show();
  }
}
