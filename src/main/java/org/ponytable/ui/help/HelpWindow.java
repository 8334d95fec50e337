package org.ponytable.ui.help;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;

/** The Help page: {@link HelpText} laid out in one scrolling window that stays beside the table. */
public final class HelpWindow {
  private static final String DASH = " \u2014 ";
  private Stage stage;

  /** Shows the window, creating it the first time; later calls bring it to the front. */
  public void show(Window owner) {
    if (stage == null) {
      stage = new Stage();
      stage.initOwner(owner);
      stage.setTitle("How to play");
      ScrollPane scroll = new ScrollPane(content());
      scroll.setFitToWidth(true);
      Scene scene = new Scene(scroll, 620, 640);
      scene.getStylesheets().addAll(owner.getScene().getStylesheets());
      stage.setScene(scene);
    }
    stage.show();
    stage.toFront();
  }

  public Stage stage() {
    return stage;
  }

  static VBox content() {
    VBox box = new VBox(6);
    box.getStyleClass().add("help-page");
    box.setStyle("-fx-padding: 14;");
    for (HelpText.Section section : HelpText.sections()) {
      Label title = new Label(section.title());
      title.getStyleClass().add("help-heading");
      box.getChildren().add(title);
      for (String line : section.lines()) {
        box.getChildren().add(section.aligned() ? mono(line) : line(line));
      }
    }
    return box;
  }

  /** A line as running text: its term (before the dash) in bold, wrapping at the window's width. */
  private static TextFlow line(String text) {
    int dash = text.indexOf(DASH);
    TextFlow flow = new TextFlow();
    flow.getStyleClass().add("help-line");
    if (dash >= 0) {
      Text term = new Text(text.substring(0, dash) + "  ");
      term.getStyleClass().add("help-term");
      flow.getChildren().add(term);
    }
    Text body = new Text(dash < 0 ? text : text.substring(dash + DASH.length()));
    body.getStyleClass().add("help-text");
    flow.getChildren().add(body);
    return flow;
  }

  private static Label mono(String text) {
    Label l = new Label(text);
    l.getStyleClass().add("help-keys");
    return l;
  }
}
