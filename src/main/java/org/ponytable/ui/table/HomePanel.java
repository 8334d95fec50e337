package org.ponytable.ui.table;

import java.util.function.Consumer;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.cards.CardSize;

/** A player's home: its Friends against the home limit, and the cards there (kept nodes). */
final class HomePanel extends VBox {
  private final CardNodes nodes;
  private final Label label = new Label();
  private final FanPane fan = new FanPane(6);
  private TablePanels.Home shown;

  HomePanel(int player, CardNodes nodes, Consumer<Area> clickArea) {
    super(2);
    this.nodes = nodes;
    label.getStyleClass().add("zone-label");
    getChildren().addAll(label, fan);
    setId(TableView.zoneId(Area.home(player)));
    getStyleClass().add("zone");
    Area area = Area.home(player);
    setOnMouseClicked(e -> {
      if (shown != null && shown.target()) {
        clickArea.accept(area);
        e.consume();
      }
    });
  }

  void show(TablePanels.Home h) {
    if (h.equals(shown)) {
      return;
    }
    shown = h;
    label.setText(h.label());
    Styles.state(label, "over-limit", h.overLimit());
    Styles.state(this, "target", h.target());
    Styles.children(fan.getChildren(), h.cards().stream().map(c -> nodes.inPlay(c, CardSize.SMALL)).toList());
  }
}
