package org.ponytable.ui.workbench;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableViewModel;

/**
 * The rules tester's workbench beside the table: a banner saying the game is a workbench game, the
 * open view and the position editor. All of it shows, and any edit is taken, only while the game on
 * the table is a {@link GameSession.Mode#WORKBENCH} game: never in a Match (docs/table.md).
 *
 * <p>An edited position is a new game from that position (it was reached by no action), so edits
 * keep their own undo: each edit remembers the game as it stood, and Undo edit shows it again with
 * its own history of actions.
 */
public final class Workbench {
  /** One edit of a position, made by {@link PositionEdits}. */
  @FunctionalInterface
  public interface Edit {
    GameState apply(GameState s) throws PositionEdits.Refused;
  }

  public static final String BANNER = "Workbench: both hands open. The position can be edited; this is no Match game.";

  private final TableViewModel vm;
  private final Consumer<GameSession> show;
  private final Deque<GameSession> undo = new ArrayDeque<>();
  private final Deque<GameSession> redo = new ArrayDeque<>();
  private final Label banner = new Label(BANNER);
  private final OpenView openView = new OpenView(this::select);
  private final PositionEditor editor = new PositionEditor(this);
  private final SplitPane panel;
  /** The game the workbench last saw on the table: another one means a new game, whose edits start afresh. */
  private GameSession current;
  private int selected = -1;
  private String message;

  /** @param show puts a game on the table (the main window's show) */
  public Workbench(TableViewModel vm, Consumer<GameSession> show) {
    this.vm = vm;
    this.show = show;
    banner.setId("workbench-banner");
    banner.getStyleClass().add("workbench-banner");
    banner.setMaxWidth(Double.MAX_VALUE);
    banner.setStyle("-fx-background-color: #f3c623; -fx-text-fill: #222; -fx-font-weight: bold; -fx-padding: 3 10;");
    ScrollPane edit = new ScrollPane(editor.node());
    edit.setFitToWidth(true);
    panel = new SplitPane(openView.node(), edit);
    panel.setOrientation(Orientation.VERTICAL);
    panel.setDividerPositions(0.4);
    panel.setId("workbench-panel");
    // Smaller than the table's text: a tester's tool beside the game, not the game.
    panel.setStyle("-fx-font-size: 11px;");
    panel.setPrefWidth(370);
    panel.setMinWidth(330);
    vm.tableProperty().addListener((o, was, now) -> refresh());
    refresh();
  }

  /** The banner, for the top of the window; hidden and taking no room outside workbench games. */
  public Node banner() {
    return banner;
  }

  /** The open view and the editor, for the side of the window; hidden outside workbench games. */
  public Node panel() {
    return panel;
  }

  /**
   * In workbench games a click on a card of the table also selects it for the editor; the table
   * still handles the click as always (the filter consumes nothing).
   */
  public void watchClicks(Node table) {
    table.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_CLICKED, e -> {
      if (!active() || e.getPickResult() == null) {
        return;
      }
      for (Node n = e.getPickResult().getIntersectedNode(); n != null; n = n.getParent()) {
        // Cards the view hides have no number of their own (below 0): nothing to select.
        if (n instanceof org.ponytable.ui.cards.CardNode c && c.cardId() >= 0) {
          select(c.cardId());
          return;
        }
      }
    });
  }

  /** Whether {@code target} (a key's target) is in the panel: its keys work its controls, never the table's. */
  public boolean contains(Object target) {
    for (Object n = target; n instanceof Node node; n = node.getParent()) {
      if (node == panel) {
        return true;
      }
    }
    return false;
  }

  public PositionEditor editor() {
    return editor;
  }

  /** Whether the game on the table is a workbench game. */
  public boolean active() {
    GameSession g = vm.session();
    return g != null && g.mode() == GameSession.Mode.WORKBENCH;
  }

  /** The card the editor acts on, or -1. */
  public int selected() {
    return selected;
  }

  /** What the last edit did or why it was refused, or null. */
  public String message() {
    return message;
  }

  /** Selects card {@code id} for the editor (from the open view, or a test). */
  public void select(int id) {
    if (selected == id) {
      return;
    }
    selected = id;
    if (active()) {
      editor.show(vm.session().state(), selected, message);
    }
  }

  /**
   * Makes {@code what} edit, if the position takes it: the edited position replaces the game on the
   * table. A refused edit changes nothing and the reason is shown. True if it was made.
   */
  public boolean edit(String what, Edit e) {
    GameSession g = vm.session();
    if (!active()) {
      message = "The position is edited in workbench games only.";
      return false;
    }
    GameState next;
    try {
      next = e.apply(g.state());
    } catch (PositionEdits.Refused r) {
      message = "Not done: " + r.getMessage() + ".";
      editor.show(g.state(), selected, message);
      return false;
    }
    undo.push(g);
    redo.clear();
    message = what + ".";
    display(GameSession.fromPosition(next, GameSession.Mode.WORKBENCH, g.autoPass()));
    return true;
  }

  public boolean canUndo() {
    return active() && !undo.isEmpty();
  }

  public boolean canRedo() {
    return active() && !redo.isEmpty();
  }

  /** Shows the game as it stood before the last edit (with the actions it had then). */
  public void undoEdit() {
    if (canUndo()) {
      redo.push(vm.session());
      message = "Edit undone.";
      display(undo.pop());
    }
  }

  public void redoEdit() {
    if (canRedo()) {
      undo.push(vm.session());
      message = "Edit made again.";
      display(redo.pop());
    }
  }

  /**
   * Puts {@code g} on the table as it stands: the table would otherwise pass at once for a player
   * whose only choice is to pass, and the tester would never see the position they made.
   */
  private void display(GameSession g) {
    boolean autoPass = g.autoPass();
    g.setAutoPass(false);
    current = g;
    show.accept(g);
    g.setAutoPass(autoPass);
    refresh();
  }

  private void refresh() {
    boolean on = active();
    for (Node n : new Node[] {banner, panel}) {
      n.setVisible(on);
      n.setManaged(on);
    }
    GameSession g = vm.session();
    if (g != current) {
      // Another game came to the table (new, opened, resumed): its edits start afresh.
      current = g;
      undo.clear();
      redo.clear();
      selected = -1;
      message = null;
    }
    if (!on) {
      // Nothing hidden is kept on screen, even out of sight.
      openView.clear();
      editor.clear();
      return;
    }
    GameState s = g.state();
    if (selected >= s.cards().size()) {
      selected = -1;
    }
    openView.show(s, selected);
    editor.show(s, selected, message);
  }
}
