package org.ponytable.ui.table;

import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;

/** The prompt: what is asked and why, the message line, the offered cards and the choice buttons. */
final class PromptPanel extends VBox {
  private final CardNodes nodes;
  private final Consumer<TableViewModel.Choice> choose;
  private TablePanels.Prompt shown;

  PromptPanel(CardNodes nodes, Consumer<TableViewModel.Choice> choose) {
    super(5);
    this.nodes = nodes;
    this.choose = choose;
    getStyleClass().add("prompt-panel");
    setId("prompt");
  }

  /** Whether it drew anything new (the side column then scrolls back to its top). */
  boolean show(TablePanels.Prompt t) {
    if (t.equals(shown)) {
      return false;
    }
    shown = t;
    getChildren().setAll(wrapped(t.prompt(), "prompt"));
    if (t.detail() != null && !t.detail().isBlank()) {
      getChildren().add(wrapped(t.detail(), "prompt-detail"));
    }
    if (t.message() != null) {
      Label m = wrapped(t.message(), "message");
      m.setId("message");
      getChildren().add(m);
    }
    java.util.Set<Integer> ids = new java.util.HashSet<>();
    if (!t.options().isEmpty()) {
      FlowPane opts = new FlowPane(6, 6);
      opts.setId("options");
      int i = 1;
      for (TablePanels.Option o : t.options()) {
        TablePanels.Card c = o.card();
        CardView v = c.card();
        ids.add(c.id());
        String id = v.hidden() ? "option-hidden-" + i : "option-" + v.id();
        // The tooltip and the node's id are drawn too: a node is kept only while they are the same.
        CardNode node = nodes.card(CardNodes.Place.OPTION, c, CardSize.SMALL, java.util.List.of(o.tooltip(), id),
            () -> {
              CardNode n = v.hidden() ? CardNode.back(v.id(), CardSize.SMALL)
                  : v.def().type() == CardType.PROBLEM ? CardNode.problem(v.def(), v.id(), true, "", "", CardSize.SMALL)
                  : CardNodes.faceUp(c, CardSize.SMALL);
              n.getStyleClass().add("option");
              // Options are also shown on the table where they lie; here they get a unique id.
              n.setId(id);
              Tooltip.install(n, new Tooltip(o.tooltip()));
              return n;
            },
            () -> v.hidden() ? CardNode.back(CardSize.LARGE)
                : v.def().type() == CardType.PROBLEM ? CardNode.problem(v.def(), v.id(), true, "", "", CardSize.LARGE)
                : CardNodes.faceUp(c, CardSize.LARGE));
        opts.getChildren().add(node);
        i++;
      }
      getChildren().add(opts);
    }
    nodes.keepOnly(CardNodes.Place.OPTION, ids);
    if (t.choiceHead() != null) {
      Label what = new Label(t.choiceHead());
      what.getStyleClass().add("choice-head");
      getChildren().add(what);
    }
    for (TableViewModel.Choice c : t.choices()) {
      Button b = new Button(c.label() + (c.detail() == null || c.detail().isBlank() ? "" : "  \u00b7  " + c.detail()));
      b.getStyleClass().add("choice");
      b.setUserData(c);
      b.setMaxWidth(Double.MAX_VALUE);
      // Long titles wrap rather than end in "...": the words are the choice.
      b.setWrapText(true);
      b.setMinHeight(Region.USE_PREF_SIZE);
      b.setFocusTraversable(false);
      b.setOnAction(e -> choose.accept(c));
      if (c.key() != null) {
        Label k = new Label(c.key());
        k.getStyleClass().add("key-hint");
        b.setGraphic(k);
        b.setContentDisplay(javafx.scene.control.ContentDisplay.RIGHT);
      }
      getChildren().add(b);
    }
    return true;
  }

  /** A wrapping label that asks for all the lines it needs. */
  static Label wrapped(String text, String style) {
    Label l = new Label(text);
    l.getStyleClass().add(style);
    l.setWrapText(true);
    l.setMinHeight(Region.USE_PREF_SIZE);
    return l;
  }
}
