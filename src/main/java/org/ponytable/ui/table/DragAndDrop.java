package org.ponytable.ui.table;

import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.paint.Color;
import org.ponytable.engine.state.Area;

/**
 * Drag a card to where it can go: a card from hand onto a home or a Problem, a character onto a
 * Problem, an attachment onto its host. Every drop is one of the engine's legal actions, found
 * by the view model exactly as a click on the card and then the place would find it.
 */
final class DragAndDrop {
  /** Only drags started on this table carry this prefix; anything else dropped here is ignored. */
  private static final String PREFIX = "ponytable-card:";

  private final TableViewModel vm;

  DragAndDrop(TableViewModel vm) {
    this.vm = vm;
  }

  /** Makes a card node a drag source, for as long as the engine offers it a place to go. */
  void source(Node node, int id) {
    node.setOnDragDetected(e -> {
      if (!vm.canDrag(id)) {
        return;
      }
      vm.startDrag(id);
      Dragboard board = node.startDragAndDrop(TransferMode.MOVE);
      ClipboardContent content = new ClipboardContent();
      content.putString(PREFIX + id);
      board.setContent(content);
      SnapshotParameters look = new SnapshotParameters();
      look.setFill(Color.TRANSPARENT);
      board.setDragView(node.snapshot(look, null));
      e.consume();
    });
  }

  /** Makes an area (a home or a Problem's zone) take the drops the engine allows there. */
  void area(Node node, Area area) {
    node.setOnDragOver(e -> {
      int id = dragged(e);
      if (id != -1 && vm.accepts(id, area)) {
        e.acceptTransferModes(TransferMode.MOVE);
      }
      e.consume();
    });
    node.setOnDragDropped(e -> {
      int id = dragged(e);
      e.setDropCompleted(id != -1 && vm.drop(id, area, -1));
      e.consume();
    });
  }

  /** Makes a card in play take the attachments the engine allows on it. */
  void host(Node node, int host) {
    node.setOnDragOver(e -> {
      int id = dragged(e);
      if (id != -1 && id != host && vm.acceptsHost(id, host)) {
        e.acceptTransferModes(TransferMode.MOVE);
        e.consume();
      }
    });
    node.setOnDragDropped(e -> {
      int id = dragged(e);
      if (id != -1 && id != host && vm.acceptsHost(id, host)) {
        e.setDropCompleted(vm.drop(id, null, host));
        e.consume();
      }
    });
  }

  /** The card a drag carries, or -1 when it did not start on this table. */
  static int dragged(DragEvent e) {
    return parse(e.getDragboard().hasString() ? e.getDragboard().getString() : null);
  }

  static int parse(String text) {
    if (text == null || !text.startsWith(PREFIX)) {
      return -1;
    }
    try {
      return Integer.parseInt(text.substring(PREFIX.length()));
    } catch (NumberFormatException notOurs) {
      return -1;
    }
  }
}
