package org.ponytable.ui.workbench;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The explain pane: pick a card in play to see the modifiers of its power and colors in timestamp
 * order (711), or write an action to hear whether it is legal and why not. Follows the table.
 */
public final class ExplainPaneWindow extends ToolWindow {
  private final ExplainPaneModel model;
  private final ComboBox<ExplainPaneModel.CardChoice> card = new ComboBox<>();
  private final TextArea cardLines = new TextArea();
  private final TextField action = new TextField();
  private final TextArea why = new TextArea();

  public ExplainPaneWindow(ExplainPaneModel model) {
    this.model = model;
  }

  public void show(Window owner) {
    open(owner);
  }

  @Override
  Stage build(Window owner) {
    card.setId("explain-card");
    cardLines.setId("explain-card-lines");
    action.setId("explain-action");
    why.setId("explain-why-text");
    cardLines.setEditable(false);
    cardLines.setWrapText(true);
    why.setEditable(false);
    why.setWrapText(true);
    why.setPrefRowCount(4);
    card.setOnAction(e -> explainCard());
    Button refreshCards = new Button("Refresh");
    refreshCards.setOnAction(e -> refresh());
    Button ask = new Button("Why not?");
    ask.setId("explain-why");
    ask.setOnAction(e -> why.setText(model.whyNot(action.getText())));
    action.setOnAction(e -> why.setText(model.whyNot(action.getText())));
    action.setPromptText("an action as scenarios write it: play #12 to home");
    HBox.setHgrow(action, Priority.ALWAYS);
    VBox box = new VBox(8, new Label("A card in play: its power and colors, modifier by modifier (711)"),
        new HBox(8, card, refreshCards), cardLines, new Label("An action: is it legal here, and if not, why not"),
        new HBox(8, action, ask), why);
    box.setPadding(new Insets(10));
    TimelineLook.dark(box);
    VBox.setVgrow(cardLines, Priority.ALWAYS);
    return TimelineLook.window(owner, "Explain (workbench: shows every card)", box, 560, 460);
  }

  /** Lists the cards in play afresh (the table may have moved). */
  @Override
  public void refresh() {
    ExplainPaneModel.CardChoice was = card.getValue();
    card.getItems().setAll(model.cards());
    card.getItems().stream().filter(c -> was != null && c.id() == was.id()).findFirst().ifPresentOrElse(card::setValue,
        () -> card.setValue(card.getItems().isEmpty() ? null : card.getItems().get(0)));
    explainCard();
  }

  /** Explains card {@code id} when it is in play: the card selected at the table. */
  public void select(int id) {
    card.getItems().stream().filter(c -> c.id() == id).findFirst().ifPresent(c -> {
      card.setValue(c);
      explainCard();
    });
  }

  private void explainCard() {
    ExplainPaneModel.CardChoice c = card.getValue();
    cardLines.setText(c == null ? "No card is in play." : String.join("\n", model.explainCard(c.id())));
  }
}
