package org.ponytable.ui.table;

import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;

/**
 * A Problem's zone: the Problem card in the middle with each player's status beside it, the top
 * player's cards above and the viewer's below.
 */
final class ProblemPanel extends VBox {
  private final CardNodes nodes;
  private final FanPane topFan = new FanPane(5);
  private final FanPane bottomFan = new FanPane(5);
  private final Label label = new Label();
  private final VBox status = new VBox(2);
  private final HBox middle = new HBox(8);
  private TablePanels.ProblemZone shown;

  ProblemPanel(int owner, CardNodes nodes, Consumer<Area> clickArea) {
    super(3);
    this.nodes = nodes;
    topFan.getStyleClass().add("problem-side");
    bottomFan.getStyleClass().add("problem-side");
    topFan.setCentered(true);
    bottomFan.setCentered(true);
    topFan.setMinHeight(CardSize.SMALL.height() + 4);
    bottomFan.setMinHeight(CardSize.SMALL.height() + 4);
    label.getStyleClass().add("zone-label");
    status.setAlignment(Pos.CENTER_LEFT);
    // A line too long for a narrow zone is cut at its edge (its tooltip has it all), never pushing the zone wider.
    status.setMinWidth(0);
    javafx.scene.shape.Rectangle cut = new javafx.scene.shape.Rectangle();
    cut.widthProperty().bind(status.widthProperty());
    cut.heightProperty().bind(status.heightProperty());
    status.setClip(cut);
    middle.setAlignment(Pos.CENTER);
    getChildren().addAll(topFan, middle, bottomFan);
    setAlignment(Pos.CENTER);
    Area area = Area.problem(owner);
    setId(TableView.zoneId(area));
    getStyleClass().addAll("zone", "problem-zone");
    setOnMouseClicked(e -> {
      if (shown != null && shown.target()) {
        clickArea.accept(area);
        e.consume();
      }
    });
  }

  void show(TablePanels.ProblemZone z) {
    if (z.equals(shown)) {
      return;
    }
    TablePanels.ProblemZone was = shown;
    shown = z;
    Styles.children(topFan.getChildren(), z.top().stream().map(c -> nodes.inPlay(c, CardSize.SMALL)).toList());
    Styles.children(bottomFan.getChildren(), z.bottom().stream().map(c -> nodes.inPlay(c, CardSize.SMALL)).toList());
    label.setText(z.label());
    if (was == null || !was.statuses().equals(z.statuses())) {
      status.getChildren().setAll(label);
      for (TablePanels.StatusLine st : z.statuses()) {
        status.getChildren().add(new ProblemStatusRow(st.status(), st.name(), st.id()));
      }
    }
    TablePanels.Card pr = z.problem();
    if (pr != null) {
      // What the card draws besides its face: the sides it faces and which requirements are met.
      List<Object> extra = List.of(z.ownerAtBottom(), z.topName(), z.bottomName(),
          z.statuses().stream().map(s -> List.of(s.top(), s.status().met())).toList());
      CardNode node = nodes.card(CardNodes.Place.BOARD, pr, CardSize.HAND, extra, () -> {
        CardNode n = CardNode.problem(pr.card().def(), pr.id(), z.ownerAtBottom(), z.topName(), z.bottomName(),
            CardSize.HAND);
        for (TablePanels.StatusLine st : z.statuses()) {
          n.markRequirements(st.top(), st.status().met());
        }
        return n;
      }, () -> CardNode.problem(pr.card().def(), pr.id(), z.ownerAtBottom(), z.topName(), z.bottomName(),
          CardSize.LARGE));
      Styles.children(middle.getChildren(), List.of(node, status));
    } else {
      Styles.children(middle.getChildren(), List.of(status));
    }
    Styles.state(this, "target", z.target());
  }
}
