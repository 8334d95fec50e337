package org.ponytable.ui.table;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.ponytable.engine.view.EventWords;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;

/** The browser of one public pile (a discard pile or the banished cards), over the table. */
final class PilePanel extends StackPane {
  private record Shown(TableView.Pile pile, String whose, List<TablePanels.Card> cards) {}

  private final CardNodes nodes;
  private final Runnable close;
  private Shown shown;

  PilePanel(CardNodes nodes, Runnable close) {
    this.nodes = nodes;
    this.close = close;
    getStyleClass().add("pile-layer");
    setVisible(false);
    // A click on the panel stays there; a click beside it closes it.
    setOnMouseClicked(e -> close.run());
  }

  /** Shows {@code pile} of the seat {@code s}, or nothing (pile null). */
  void show(TableView.Pile pile, TablePanels.Seat s, int viewer) {
    if (pile == null || s == null) {
      shown = null;
      getChildren().clear();
      setVisible(false);
      nodes.keepOnly(CardNodes.Place.PILE, Set.of());
      return;
    }
    String whose = pile.player() == viewer ? "Your" : EventWords.possessiveOf(s.name());
    List<TablePanels.Card> cards = pile.banished() ? s.banished() : s.discard();
    Shown now = new Shown(pile, whose, cards);
    if (now.equals(shown)) {
      return;
    }
    shown = now;
    Label title = new Label(whose + (pile.banished() ? " banished cards" : " discard pile") + "  \u00b7  "
        + cards.size() + (cards.size() == 1 ? " card" : " cards"));
    title.getStyleClass().add("pile-title");
    title.setId("pile-title");
    Label order = new Label(pile.banished() ? "In the order they were banished." : "Oldest first; the top card is last.");
    order.getStyleClass().add("pile-hint");
    FlowPane flow = new FlowPane(8, 8);
    flow.setId("pile-cards");
    Set<Integer> ids = new HashSet<>();
    for (TablePanels.Card c : cards) {
      ids.add(c.id());
      CardNode node = nodes.card(CardNodes.Place.PILE, c, CardSize.HAND, null, () -> {
        CardNode n = CardNode.of(c.card().def(), c.id(), null, CardSize.HAND);
        n.getStyleClass().add("in-pile");
        return n;
      }, () -> CardNode.of(c.card().def(), c.id(), null, CardSize.LARGE));
      flow.getChildren().add(node);
    }
    nodes.keepOnly(CardNodes.Place.PILE, ids);
    if (cards.isEmpty()) {
      Label none = new Label("No cards.");
      none.getStyleClass().add("pile-hint");
      flow.getChildren().add(none);
    }
    javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(flow);
    scroll.setFitToWidth(true);
    scroll.getStyleClass().add("pile-scroll");
    // As many rows as the pile needs, up to three; more scroll.
    int perRow = 8;
    int rows = Math.max(1, Math.min(3, (cards.size() + perRow - 1) / perRow));
    scroll.setPrefViewportHeight(rows * (CardSize.HAND.height() + 8) + 12);
    Button closeButton = new Button("Close");
    closeButton.setId("pile-close");
    closeButton.setFocusTraversable(false);
    closeButton.setOnAction(e -> close.run());
    Label esc = new Label("Esc");
    esc.getStyleClass().add("key-hint");
    HBox foot = new HBox(8, closeButton, esc);
    foot.setAlignment(Pos.CENTER_RIGHT);
    VBox panel = new VBox(6, title, order, scroll, foot);
    panel.getStyleClass().add("pile-panel");
    panel.setId("pile");
    panel.setMaxWidth(Math.max(380, Math.min(cards.size(), perRow) * (CardSize.HAND.width() + 8) + 48));
    panel.setMaxHeight(Region.USE_PREF_SIZE);
    panel.setOnMouseClicked(javafx.event.Event::consume);
    getChildren().setAll(panel);
    setVisible(true);
  }
}
