package org.ponytable.ui.table;

import javafx.scene.control.Label;
import org.ponytable.engine.ability.Words;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;

/** The viewer's hand, fanned, with kept card nodes. */
final class HandPanel extends FanPane {
  private final CardNodes nodes;
  private TablePanels.Hand shown;

  HandPanel(CardNodes nodes) {
    super(6);
    this.nodes = nodes;
    getStyleClass().add("hand");
    setMinHeight(CardSize.HAND.height() + 8);
  }

  void show(TablePanels.Hand h) {
    if (h.equals(shown)) {
      return;
    }
    shown = h;
    setId("hand-" + h.player());
    if (h.cards().isEmpty()) {
      Label none = new Label(h.emptyText());
      none.getStyleClass().add("zone-label");
      getChildren().setAll(none);
      return;
    }
    Styles.children(getChildren(), h.cards().stream().map(c -> {
      CardNode n = nodes.card(CardNodes.Place.BOARD, c, CardSize.HAND, "hand",
          () -> CardNode.of(c.card().def(), c.id(), null, CardSize.HAND),
          () -> CardNode.of(c.card().def(), c.id(), null, CardSize.LARGE));
      if (!n.getStyleClass().contains("in-hand")) {
        n.getStyleClass().add("in-hand");
      }
      return n;
    }).toList());
  }

  /** The other player's hand: a row of backs and its count. */
  static final class Backs extends javafx.scene.layout.VBox {
    private final Label count = new Label();
    private final FanPane fan = new FanPane(3);
    private TablePanels.Backs shown;

    Backs(int player) {
      super(2);
      count.getStyleClass().add("zone-label");
      getChildren().addAll(count, fan);
      getStyleClass().add("hand-backs");
      setId("hand-backs-" + player);
      setPrefWidth(170);
      setMaxWidth(170);
      setMinWidth(120);
    }

    void show(TablePanels.Backs b) {
      if (b.equals(shown)) {
        return;
      }
      shown = b;
      count.setText(Words.count(b.count(), "card") + " in hand");
      while (fan.getChildren().size() > b.count()) {
        fan.getChildren().remove(fan.getChildren().size() - 1);
      }
      while (fan.getChildren().size() < b.count()) {
        fan.getChildren().add(CardNode.back(CardSize.MINI));
      }
    }
  }
}
