package org.ponytable.ui.sim;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.ponytable.ai.sim.CardFigures;

/**
 * The simulation's per-card figures as a sortable table: sorted by "played vs deck", the cards
 * whose games went best when they were played come first, the ones that may carry their deck.
 */
final class CardFiguresTable extends TableView<CardFigures> {
  CardFiguresTable() {
    setId("sim-cards");
    // Games in which the card was drawn or played, the deck's win rate in them, and how often it acted.
    setPlaceholder(new javafx.scene.control.Label("Run a simulation to see what each card did."));
    getColumns().add(text("Deck", CardFigures::deck, 130));
    getColumns().add(text("Card", CardFigures::name, 200));
    getColumns().add(number("Copies", CardFigures::copies));
    getColumns().add(number("Drawn", CardFigures::drawnGames));
    getColumns().add(percent("Won drawn", CardFigures::drawnWinRate));
    getColumns().add(number("Played", CardFigures::playedGames));
    getColumns().add(percent("Won played", CardFigures::playedWinRate));
    TableColumn<CardFigures, Double> lift = percent("Played vs deck", f -> f.playedWinRate() - f.winRate());
    lift.setPrefWidth(110);
    getColumns().add(lift);
    getColumns().add(number("Plays", CardFigures::plays));
    getColumns().add(number("Triggered", CardFigures::triggered));
    getColumns().add(number("Activated", CardFigures::activations));
    getColumns().add(number("Effects", CardFigures::resolved));
    lift.setSortType(TableColumn.SortType.DESCENDING);
    getSortOrder().add(lift);
  }

  void show(List<CardFigures> cards) {
    getItems().setAll(cards);
    sort();
  }

  private static TableColumn<CardFigures, String> text(String name, Function<CardFigures, String> value, int width) {
    TableColumn<CardFigures, String> c = new TableColumn<>(name);
    c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(value.apply(f.getValue())));
    c.setPrefWidth(width);
    return c;
  }

  private static TableColumn<CardFigures, Integer> number(String name, Function<CardFigures, Integer> value) {
    TableColumn<CardFigures, Integer> c = new TableColumn<>(name);
    c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(value.apply(f.getValue())));
    c.setPrefWidth(64);
    return c;
  }

  /** A rate as a whole percent; a dash where there were no games to take it from (sorted last). */
  private static TableColumn<CardFigures, Double> percent(String name, Function<CardFigures, Double> value) {
    TableColumn<CardFigures, Double> c = new TableColumn<>(name);
    c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(value.apply(f.getValue())));
    c.setComparator((a, b) -> Double.compare(a.isNaN() ? Double.NEGATIVE_INFINITY : a,
        b.isNaN() ? Double.NEGATIVE_INFINITY : b));
    c.setPrefWidth(86);
    boolean signed = name.contains(" vs ");
    c.setCellFactory(col -> new TableCell<>() {
      @Override
      protected void updateItem(Double v, boolean empty) {
        super.updateItem(v, empty);
        setText(empty || v == null ? null : v.isNaN() ? "\u2014" : String.format(Locale.ROOT, signed ? "%+.0f%%" : "%.0f%%", 100 * v));
      }
    });
    return c;
  }
}
