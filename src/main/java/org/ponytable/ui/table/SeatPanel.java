package org.ponytable.ui.table;

import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** A seat: name and badges, the score track, action tokens, counts and the two public piles. */
final class SeatPanel extends VBox {
  private final Consumer<TableView.Pile> openPile;
  private TablePanels.Seat shown;
  private ScoreTrack track;

  SeatPanel(int player, Consumer<TableView.Pile> openPile) {
    super(3);
    this.openPile = openPile;
    getStyleClass().add("seat");
    setId("seat-" + player);
    setPrefWidth(190);
    setMinWidth(190);
  }

  void show(TablePanels.Seat s) {
    if (s.equals(shown)) {
      return;
    }
    int p = s.player();
    Label name = new Label(s.name());
    name.getStyleClass().add("seat-name");
    HBox head = new HBox(6, name);
    head.setAlignment(Pos.CENTER_LEFT);
    if (s.turn()) {
      Label turn = new Label("turn");
      turn.getStyleClass().add("badge-turn");
      head.getChildren().add(turn);
    }
    if (s.toAct()) {
      Label acts = new Label("to act");
      acts.getStyleClass().add("badge-act");
      head.getChildren().add(acts);
    }
    // The track is the costliest part to build: kept while the score stays.
    if (track == null || shown == null || track.getProperties().get("score") == null
        || (int) track.getProperties().get("score") != s.score()) {
      track = new ScoreTrack(s.score());
      track.setId("score-" + p);
      track.getProperties().put("score", s.score());
    }
    HBox tokens = new HBox(2);
    tokens.setAlignment(Pos.CENTER_LEFT);
    for (int i = 0; i < Math.min(s.tokens(), 10); i++) {
      Region tok = new Region();
      tok.getStyleClass().add("token");
      tokens.getChildren().add(tok);
    }
    Label tokText = new Label(s.tokens() + (s.tokens() == 1 ? " action token" : " action tokens"));
    tokText.getStyleClass().add("token-text");
    tokText.setId("tokens-" + p);
    tokens.getChildren().add(tokText);
    Label counts = new Label("Deck " + s.deck() + "  \u00b7  Hand " + s.hand() + "\nProblem deck "
        + s.problemDeck());
    counts.getStyleClass().add("seat-counts");
    counts.setId("counts-" + p);
    // Both piles are public (every player may look through them): a click opens them.
    HBox piles = new HBox(6, pileButton(new TableView.Pile(p, false), "Discard", s.discard().size()),
        pileButton(new TableView.Pile(p, true), "Banished", s.banished().size()));
    getChildren().setAll(head, track, tokens, counts, piles);
    shown = s;
  }

  private Button pileButton(TableView.Pile pile, String name, int count) {
    Button b = new Button(name + " " + count);
    b.setId((pile.banished() ? "banished-" : "discard-") + pile.player());
    b.getStyleClass().add("pile-button");
    b.setFocusTraversable(false);
    b.setOnAction(e -> openPile.accept(pile));
    return b;
  }
}
