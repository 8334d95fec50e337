package org.ponytable.ui.table;

import static org.ponytable.ui.table.PromptPanel.wrapped;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.ponytable.engine.view.EventWords;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;

/** The faceoff: who faces whom, each side's total, modifiers, involved cards and flips, the result. */
final class FaceoffPanel extends VBox {
  /**
   * A flipped card, small, with the power it added. No card id on the node: by now the card may
   * lie at the bottom of a deck, in an order its player keeps to themself (402.3).
   */
  private static final double FLIP_SCALE = 0.72;

  private final Runnable dismiss;
  private final BiConsumer<Node, Supplier<Node>> zoomIn;
  private final Runnable zoomOut;
  private TablePanels.Faceoff shown;

  FaceoffPanel(Runnable dismiss, BiConsumer<Node, Supplier<Node>> zoomIn, Runnable zoomOut) {
    super(4);
    this.dismiss = dismiss;
    this.zoomIn = zoomIn;
    this.zoomOut = zoomOut;
    setId("faceoff");
    getStyleClass().add("faceoff-panel");
  }

  void show(TablePanels.Faceoff panel) {
    if (panel.equals(shown)) {
      return;
    }
    shown = panel;
    FaceoffSummary f = panel.summary();
    String what = f.kind() == org.ponytable.engine.state.FaceoffKind.TROUBLEMAKER
        ? f.challengerName() + " challenges " + f.target() : "at " + f.target() + ", started by " + f.challengerName();
    if (f.startedBy() != null) {
      // 514.2c: an effect started it; the involved cards show under each player.
      what = "started by " + EventWords.possessiveOf(f.challengerName()) + " " + f.startedBy()
          + (f.target().isEmpty() ? "" : ", against " + f.target());
    }
    Label title = wrapped(capital(f.kind().display()) + (f.startedBy() != null ? " " : ": ") + what, "faceoff-title");
    title.setId("faceoff-title");
    getChildren().setAll(title);
    HBox sides = new HBox(8);
    for (int p = 0; p < 2; p++) {
      VBox col = new VBox(3);
      col.getStyleClass().add("faceoff-side");
      HBox.setHgrow(col, Priority.ALWAYS);
      col.setMaxWidth(Double.MAX_VALUE);
      Label name = new Label(f.names().get(p));
      name.getStyleClass().add("faceoff-name");
      Label total = new Label(Integer.toString(p == 0 ? f.total0() : f.total1()));
      total.getStyleClass().add("faceoff-total");
      total.setId("faceoff-total-" + p);
      if (f.winner() == p) {
        total.getStyleClass().add("winner");
      }
      FlowPane flips = new FlowPane(4, 4);
      flips.setId("faceoff-flips-" + p);
      for (FaceoffSummary.Flip fl : f.flips().get(p)) {
        flips.getChildren().add(flipCard(fl));
      }
      col.getChildren().addAll(name, total);
      int mod = p == 0 ? f.modifier0() : f.modifier1();
      if (mod != 0) {
        // 514.4a: already counted in the total above.
        Label modifier = wrapped("total modifiers " + EventWords.signed(mod), "faceoff-modifier");
        modifier.setId("faceoff-modifier-" + p);
        col.getChildren().add(modifier);
      }
      List<String> involved = panel.involved().get(p);
      if (!involved.isEmpty()) {
        col.getChildren().add(wrapped(String.join(", ", involved), "faceoff-involved"));
      }
      col.getChildren().add(flips);
      sides.getChildren().add(col);
    }
    getChildren().add(sides);
    for (String r : f.rounds()) {
      getChildren().add(wrapped(r, "faceoff-round"));
    }
    Label result = wrapped(f.result() != null ? f.result() + "." : f.live() ? "In progress." : "Over.",
        "faceoff-result");
    result.setId("faceoff-result");
    getChildren().add(result);
    if (!f.live()) {
      Button close = new Button("Close");
      close.setFocusTraversable(false);
      close.setOnAction(e -> dismiss.run());
      getChildren().add(close);
    }
  }

  private Node flipCard(FaceoffSummary.Flip fl) {
    Label power = new Label("+" + fl.power());
    power.getStyleClass().add("flip-power");
    CardNode card;
    if (fl.def() == null) {
      card = CardNode.back(CardSize.SMALL);
    } else {
      card = CardNode.of(fl.def(), -1, null, CardSize.SMALL);
      CardNode shownCard = card;
      card.setOnMouseEntered(e -> zoomIn.accept(shownCard, () -> CardNode.of(fl.def(), -1, null, CardSize.LARGE)));
      card.setOnMouseExited(e -> zoomOut.run());
      Tooltip.install(card, new Tooltip(fl.title() + "  +" + fl.power()));
    }
    card.getStyleClass().add("flip-card");
    // A small card's layout keeps titles whole; shrunk, two fit side by side in a column.
    card.setScaleX(FLIP_SCALE);
    card.setScaleY(FLIP_SCALE);
    VBox box = new VBox(1, new Group(card), power);
    box.setAlignment(Pos.CENTER);
    box.getStyleClass().add("flip");
    return box;
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
