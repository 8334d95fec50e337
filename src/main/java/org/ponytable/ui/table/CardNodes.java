package org.ponytable.ui.table;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import javafx.scene.Group;
import javafx.scene.Node;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;

/**
 * The table's card nodes, kept from one render to the next (issue 14): a card that moved, or
 * whose marks changed (selected, glowing), is the same node put in its new place with its style
 * classes set again. A node is built again only when what it draws changed (its face, counters,
 * host, size), and dropped once its card left the panel that drew it.
 */
final class CardNodes {
  /** Where a node is drawn: the same card may show on the board and among a decision's options. */
  enum Place {
    BOARD,
    OPTION,
    PILE
  }

  private record Key(Place place, int id) {}

  /** Everything a node draws; marks are not in it (they are style classes set on each render). */
  private record Look(String def, CardSize size, boolean hidden, boolean boosted, boolean faceDown,
      boolean frightened, Object counters, String hostTitle, Object extra) {}

  private static final class Entry {
    Look look;
    CardNode node;
    Group lying;
  }

  private final Map<Key, Entry> nodes = new HashMap<>();
  private final IntConsumer click;
  private final BiConsumer<Node, Supplier<Node>> zoomIn;
  private final Runnable zoomOut;
  private final DragAndDrop drag;
  private long built;

  CardNodes(IntConsumer click, BiConsumer<Node, Supplier<Node>> zoomIn, Runnable zoomOut, DragAndDrop drag) {
    this.click = click;
    this.zoomIn = zoomIn;
    this.zoomOut = zoomOut;
    this.drag = drag;
  }

  /** How many nodes were built so far: a render that only moves or marks cards builds none. */
  long built() {
    return built;
  }

  /** A card in play as it lies: turned sideways in a group when exhausted (503.2). */
  Node inPlay(TablePanels.Card c, CardSize size) {
    CardView v = c.card();
    Entry e;
    if (v.hidden()) {
      e = entry(Place.BOARD, c, look(v, size, null, null), () -> CardNode.back(v.id(), size));
      hook(e.node, Place.BOARD, c, () -> CardNode.back(CardSize.LARGE));
    } else {
      // The keywords given now are part of what it draws, so a change of them draws it again.
      e = entry(Place.BOARD, c, look(v, size, c.hostTitle(), v.given()), () -> faceUp(c, size));
      hook(e.node, Place.BOARD, c, () -> faceUp(c, CardSize.LARGE));
    }
    return lying(e, v.status() != null && v.status().exhausted());
  }

  /** A card drawn by {@code make}, kept while {@code extra} (what else it draws) is the same. */
  CardNode card(Place place, TablePanels.Card c, CardSize size, Object extra, Supplier<CardNode> make,
      Supplier<Node> large) {
    Entry e = entry(place, c, look(c.card(), size, c.hostTitle(), extra), make);
    hook(e.node, place, c, large);
    return e.node;
  }

  /** Drops the nodes of {@code place} whose cards are no longer drawn there. */
  void keepOnly(Place place, Set<Integer> ids) {
    nodes.keySet().removeIf(k -> k.place() == place && !ids.contains(k.id()));
  }

  static CardNode faceUp(TablePanels.Card c, CardSize size) {
    CardView v = c.card();
    CardNode node = CardNode.of(v.def(), v.id(), v.status(), size);
    node.markGiven(v.given());
    if (c.hostTitle() != null) {
      node.markAttached(c.hostTitle());
    }
    return node;
  }

  private static Look look(CardView v, CardSize size, String hostTitle, Object extra) {
    var st = v.status();
    return new Look(v.def() == null ? null : v.def().id(), size, v.hidden(), st != null && st.boosted(),
        st != null && st.faceDown(), st != null && st.frightened(), st == null ? null : st.counters(), hostTitle,
        extra);
  }

  private Entry entry(Place place, TablePanels.Card c, Look look, Supplier<CardNode> make) {
    Entry e = nodes.computeIfAbsent(new Key(place, c.id()), k -> new Entry());
    if (!look.equals(e.look)) {
      e.look = look;
      e.node = make.get();
      e.lying = null;
      built++;
    }
    return e;
  }

  /** Marks, click and hover zoom, set again on every render of the panel that draws the node. */
  private void hook(CardNode node, Place place, TablePanels.Card c, Supplier<Node> large) {
        Styles.state(node, "selectable", c.selectable());
    Styles.state(node, "selected", c.selected());
    // Clicked with nothing legal to do: marked apart, and the message line says why.
    Styles.state(node, "unplayable", c.blocked());
    // A host of the selected attachment glows like a target area and takes it when clicked.
    Styles.state(node, "host-target", c.host());
    Styles.state(node, "involved", c.involved());
    int id = c.id();
    boolean clickable = c.clickable();
    node.setOnMouseClicked(e -> {
      if (clickable) {
        click.accept(id);
        e.consume();
      }
    });
    node.setOnMouseEntered(e -> zoomIn.accept(node, large));
    node.setOnMouseExited(e -> zoomOut.run());
    // Cards on the board (hand and play) are dragged to their places; options and piles are not.
    if (place == Place.BOARD) {
      drag.source(node, id);
      drag.host(node, id);
    }
  }

  private static Node lying(Entry e, boolean exhausted) {
    CardNode card = e.node;
    if (!exhausted) {
      card.setRotate(0);
      Styles.state(card, "exhausted", false);
      if (e.lying != null) {
        e.lying.getChildren().clear();
      }
      return card;
    }
    card.setRotate(90);
    Styles.state(card, "exhausted", true);
    if (e.lying == null) {
      e.lying = new Group();
    }
    if (card.getParent() != e.lying) {
      e.lying.getChildren().setAll(card);
    }
    return e.lying;
  }
}
