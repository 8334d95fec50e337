package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import javafx.animation.FadeTransition;
import javafx.animation.Interpolator;
import javafx.animation.ParallelTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.TranslateTransition;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.ponytable.engine.card.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.rules.ProblemStatus;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.engine.view.PlayerView.SeatView;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.cards.CardSize;
import org.ponytable.engine.ability.Words;
import org.ponytable.engine.view.EventWords;

/**
 * The hotseat table. It draws a {@link TableViewModel.Table} and nothing else: every card, count
 * and button comes from the view model, which takes them from the viewer's {@link PlayerView}.
 * The viewer's side is at the bottom; the other player's hand is a row of backs.
 */
public final class TableView extends StackPane {
  private final TableViewModel vm;
  private final BorderPane layout = new BorderPane();
  private final VBox board = new VBox(6);
  private final SideColumn side = new SideColumn();
  private final Pane zoomLayer = new Pane();
  private final StackPane pileLayer = new StackPane();
  private final StackPane curtain = new StackPane();
  private final ListView<GameLog.Line> log = new ListView<>();
  private boolean animations = true;
  private boolean hoverZoom = true;
  /** The discard pile or banished zone being browsed, or null. */
  private Pile openPile;
  private TableViewModel.Table shown;
  private final CurtainGuard curtainGuard = new CurtainGuard();

  /** A public pile of one player: their discard pile, or the cards they banished. */
  public record Pile(int player, boolean banished) {}

  public TableView(TableViewModel vm) {
    this.vm = vm;
    getStyleClass().add("table");
    board.getStyleClass().add("board");
    board.setId("board");
    board.setPadding(new Insets(6));
    side.getStyleClass().add("side");
    side.setId("side");
    side.setPadding(new Insets(8));
    side.setPrefWidth(330);
    side.setMinWidth(300);
    side.setMaxWidth(340);
    layout.setCenter(board);
    layout.setRight(side);
    // Nothing in the table may ask for more room than the window has; if it ever did, it would
    // run off the bottom rather than shift the whole table up over the menu bar (finding 4).
    StackPane.setAlignment(layout, Pos.TOP_LEFT);
    zoomLayer.setMouseTransparent(true);
    zoomLayer.setPickOnBounds(false);
    curtain.getStyleClass().add("curtain");
    curtain.setVisible(false);
    log.getStyleClass().add("game-log");
    log.setFocusTraversable(false);
    log.setCellFactory(lv -> new LogCell(lv));
    pileLayer.getStyleClass().add("pile-layer");
    pileLayer.setVisible(false);
    getChildren().addAll(layout, pileLayer, zoomLayer, curtain);
    vm.tableProperty().addListener((obs, old, t) -> {
      curtainGuard.tableChanged(old, t);
      render(t);
    });
    render(vm.table());
  }

  public void setAnimations(boolean on) {
    animations = on;
  }

  public void setHoverZoom(boolean on) {
    hoverZoom = on;
    if (!on) {
      zoomLayer.getChildren().clear();
    }
  }

  /** What decides whether a press or click may lift the curtain (the window's keys ask it too). */
  public CurtainGuard curtainGuard() {
    return curtainGuard;
  }

  public boolean hoverZoom() {
    return hoverZoom;
  }

  /** Opens the browser of a discard pile or banished zone (what clicking its count does). */
  public void openPile(Pile pile) {
    openPile = pile;
    renderPile(shown);
  }

  /** Closes the pile browser; false if none was open (so Esc can do its other job). */
  public boolean closePopup() {
    if (openPile == null) {
      return false;
    }
    openPile = null;
    renderPile(shown);
    return true;
  }

  // ------------------------------------------------------------------ render

  private void render(TableViewModel.Table t) {
    // Where cards were drawn until now, if that was this viewer's table: moves start there. After
    // a curtain the old nodes show another layout, so moves start from their areas instead.
    boolean moves = animations && t != null && !t.fresh().isEmpty();
    boolean sameTable = shown != null && !shown.curtain() && shown.viewer() == (t == null ? -2 : t.viewer());
    Map<Integer, Point2D> oldCards = moves && sameTable ? cardCenters() : Map.of();
    shown = t;
    board.getChildren().clear();
    side.clear();
    zoomLayer.getChildren().clear();
    if (t == null) {
      Label none = new Label("No game yet. Start one from the Game menu (Ctrl+N).");
      none.getStyleClass().add("empty-table");
      board.getChildren().add(none);
      board.setAlignment(Pos.CENTER);
      curtain.setVisible(false);
      openPile = null;
      renderPile(null);
      return;
    }
    board.setAlignment(Pos.TOP_LEFT);
    PlayerView v = t.view();
    int bottom = t.curtain() ? t.curtainFor() : Math.max(0, t.viewer());
    int top = 1 - bottom;

    HBox topRow = new HBox(6, seatPanel(t, top), home(t, top), handBacks(v.seats().get(top), top));
    HBox.setHgrow(topRow.getChildren().get(1), Priority.ALWAYS);
    HBox problems = new HBox(6, problemArea(t, top, bottom), problemArea(t, bottom, bottom));
    for (Node n : problems.getChildren()) {
      HBox.setHgrow(n, Priority.ALWAYS);
      ((Region) n).setMaxWidth(Double.MAX_VALUE);
      ((Region) n).setPrefWidth(100);
    }
    HBox bottomRow = new HBox(6, seatPanel(t, bottom), home(t, bottom));
    HBox.setHgrow(bottomRow.getChildren().get(1), Priority.ALWAYS);
    HBox handRow = new HBox(8, hand(t, bottom), primaryBox(t));
    HBox.setHgrow(handRow.getChildren().get(0), Priority.ALWAYS);
    VBox.setVgrow(problems, Priority.ALWAYS);
    board.getChildren().addAll(topRow, problems, bottomRow, handRow);

    int highest = Math.max(v.seats().get(0).score(), v.seats().get(1).score());
    // The prompt and the faceoff scroll together when they need more than the window has.
    List<Node> body = new ArrayList<>();
    body.add(promptPanel(t));
    if (t.faceoff() != null) {
      body.add(faceoffPanel(t));
    }
    log.getItems().setAll(t.log());
    VBox.setVgrow(log, Priority.ALWAYS);
    // Passes are folded out of the log unless asked for (issue 9, finding 3).
    javafx.scene.control.CheckBox passes = new javafx.scene.control.CheckBox("Show passes");
    passes.setId("show-passes");
    passes.getStyleClass().add("log-toggle");
    passes.setFocusTraversable(false);
    passes.setSelected(t.showPasses());
    passes.setOnAction(e -> vm.setShowPasses(passes.isSelected()));
    VBox logBox = new VBox(2, passes, log);
    logBox.setMinHeight(SideColumn.LOG_MIN);
    // The log takes whatever the column leaves it (SideColumn), so it asks for no more than its least.
    logBox.setPrefHeight(SideColumn.LOG_MIN);
    side.set(new TurnCard(v.turn(), v.seats().get(v.turnPlayer()).name(), v.stage(), highest), body, logBox);
    if (!t.log().isEmpty()) {
      // Once laid out, or the list scrolls before it knows its cells' heights.
      int last = t.log().size() - 1;
      afterLayout(() -> scrollLogToEnd(last));
    }

    renderPile(t);
    renderCurtain(t);
    if (moves) {
      animate(t.fresh(), oldCards);
    }
  }

  /**
   * Runs once the next layout pass is done: the log only knows its cells' heights then, and
   * scrolling earlier is undone by that layout.
   */
  private void afterLayout(Runnable r) {
    javafx.scene.Scene scene = getScene();
    if (scene == null) {
      javafx.application.Platform.runLater(() -> {
        if (getScene() != null) {
          afterLayout(r);
        }
      });
      return;
    }
    Runnable[] once = new Runnable[1];
    once[0] = () -> {
      scene.removePostLayoutPulseListener(once[0]);
      javafx.application.Platform.runLater(r);
    };
    scene.addPostLayoutPulseListener(once[0]);
  }

  private static Node flowOf(ListView<?> list) {
    for (Node n : list.lookupAll("*")) {
      if (n instanceof javafx.scene.control.skin.VirtualFlow<?>) {
        return n;
      }
    }
    return null;
  }

  /** scrollTo shows the last line's top; this puts the last line whole at the bottom. */
  @SuppressWarnings("unchecked")
  private void scrollLogToEnd(int last) {
    if (flowOf(log) instanceof javafx.scene.control.skin.VirtualFlow<?> any
        && last < log.getItems().size()) {
      var flow = (javafx.scene.control.skin.VirtualFlow<ListCell<GameLog.Line>>) any;
      flow.scrollTo(last);
      // The last line is now visible; scrolling on stops at the end, showing it whole.
      flow.scrollPixels(log.getHeight());
    }
  }

  private void renderCurtain(TableViewModel.Table t) {
    curtain.getChildren().clear();
    curtain.setVisible(t.curtain());
    if (!t.curtain()) {
      return;
    }
    Label pass = new Label("Pass to " + t.curtainName());
    pass.getStyleClass().add("curtain-title");
    Label hint = new Label(t.curtainHint());
    hint.getStyleClass().add("curtain-hint");
    hint.setWrapText(true);
    Button show = new Button("I am " + t.curtainName() + ": show my table");
    show.setId("lift-curtain");
    show.getStyleClass().add("curtain-button");
    // Only a click made once the curtain settled lifts it; the window handles Enter, and Space
    // must never reach this button (it would press it), so it takes no focus.
    show.setFocusTraversable(false);
    show.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
      if (!curtainGuard.clickMayLift()) {
        e.consume();
      }
    });
    show.setOnAction(e -> vm.liftCurtain());
    Label keys = new Label("Enter or click. The other player should look away.");
    keys.getStyleClass().add("curtain-hint");
    VBox box = new VBox(18, pass, hint, show, keys);
    box.setAlignment(Pos.CENTER);
    box.setMaxWidth(620);
    curtain.getChildren().add(box);
  }

  // ------------------------------------------------------------------ seats and zones

  private Node seatPanel(TableViewModel.Table t, int p) {
    PlayerView v = t.view();
    SeatView s = v.seats().get(p);
    VBox box = new VBox(3);
    box.getStyleClass().add("seat");
    box.setId("seat-" + p);
    box.setPrefWidth(190);
    box.setMinWidth(190);
    Label name = new Label(s.name());
    name.getStyleClass().add("seat-name");
    HBox head = new HBox(6, name);
    head.setAlignment(Pos.CENTER_LEFT);
    if (v.turn() > 0 && v.turnPlayer() == p) {
      Label turn = new Label("turn");
      turn.getStyleClass().add("badge-turn");
      head.getChildren().add(turn);
    }
    if (v.decision() != null && v.decision().player() == p && v.result() == null) {
      Label acts = new Label("to act");
      acts.getStyleClass().add("badge-act");
      head.getChildren().add(acts);
    }
    ScoreTrack track = new ScoreTrack(s.score());
    track.setId("score-" + p);
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
    Label counts = new Label("Deck " + s.unflippedCount() + "  \u00b7  Hand " + s.handCount() + "\nProblem deck "
        + s.problemDeckCount());
    counts.getStyleClass().add("seat-counts");
    counts.setId("counts-" + p);
    // Both piles are public (every player may look through them): a click opens them.
    HBox piles = new HBox(6, pileButton(new Pile(p, false), "Discard", s.discard().size()),
        pileButton(new Pile(p, true), "Banished", s.banished().size()));
    box.getChildren().addAll(head, track, tokens, counts, piles);
    return box;
  }

  private Button pileButton(Pile pile, String name, int count) {
    Button b = new Button(name + " " + count);
    b.setId((pile.banished() ? "banished-" : "discard-") + pile.player());
    b.getStyleClass().add("pile-button");
    b.setFocusTraversable(false);
    b.setOnAction(e -> openPile(pile));
    return b;
  }

  private void renderPile(TableViewModel.Table t) {
    pileLayer.getChildren().clear();
    // Behind the curtain the table is covered; a pile left open would show over the next player's view.
    if (t == null || t.curtain() || openPile == null) {
      openPile = t == null || t.curtain() ? null : openPile;
      pileLayer.setVisible(false);
      return;
    }
    SeatView s = t.view().seats().get(openPile.player());
    List<CardView> cards = openPile.banished() ? s.banished() : s.discard();
    String whose = openPile.player() == t.viewer() ? "Your" : EventWords.possessiveOf(s.name());
    Label title = new Label(whose + (openPile.banished() ? " banished cards" : " discard pile") + "  \u00b7  "
        + cards.size() + (cards.size() == 1 ? " card" : " cards"));
    title.getStyleClass().add("pile-title");
    title.setId("pile-title");
    Label order = new Label(openPile.banished() ? "In the order they were banished." : "Oldest first; the top card is last.");
    order.getStyleClass().add("pile-hint");
    FlowPane flow = new FlowPane(8, 8);
    flow.setId("pile-cards");
    for (CardView c : cards) {
      CardNode node = CardNode.of(c.def(), c.id(), null, CardSize.HAND);
      node.getStyleClass().add("in-pile");
      hookCard(t, node, () -> CardNode.of(c.def(), c.id(), null, CardSize.LARGE));
      flow.getChildren().add(node);
    }
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
    Button close = new Button("Close");
    close.setId("pile-close");
    close.setFocusTraversable(false);
    close.setOnAction(e -> closePopup());
    Label esc = new Label("Esc");
    esc.getStyleClass().add("key-hint");
    HBox foot = new HBox(8, close, esc);
    foot.setAlignment(Pos.CENTER_RIGHT);
    VBox panel = new VBox(6, title, order, scroll, foot);
    panel.getStyleClass().add("pile-panel");
    panel.setId("pile");
    panel.setMaxWidth(Math.max(380, Math.min(cards.size(), perRow) * (CardSize.HAND.width() + 8) + 48));
    panel.setMaxHeight(Region.USE_PREF_SIZE);
    // A click on the panel stays there; a click beside it closes it.
    panel.setOnMouseClicked(javafx.event.Event::consume);
    pileLayer.setOnMouseClicked(e -> closePopup());
    pileLayer.getChildren().add(panel);
    pileLayer.setVisible(true);
  }

  private Node home(TableViewModel.Table t, int p) {
    PlayerView v = t.view();
    Area area = Area.home(p);
    List<CardView> cards = at(v, area);
    cards.sort(Comparator.comparingInt(TableView::homeOrder));
    cards = withAttachmentsAfterHosts(cards);
    int friends = 0;
    for (CardView c : cards) {
      if (c.def() != null && c.def().type() == CardType.FRIEND && c.status().controller() == p) {
        friends++;
      }
    }
    // The limit is printed on the Mane Character's face-up side, wherever it stands.
    int limit = 0;
    for (CardView c : v.play()) {
      if (c.def() != null && c.def().type() == CardType.MANE_CHARACTER && c.status().controller() == p) {
        limit = c.def().face(c.status().boosted()).homeLimit();
      }
    }
    String whose = p == t.viewer() ? "Your home" : EventWords.possessiveOf(v.seats().get(p).name()) + " home";
    Label label = new Label(whose + "  \u00b7  Friends " + friends + " / home limit " + limit);
    label.getStyleClass().add("zone-label");
    if (friends > limit) {
      label.getStyleClass().add("over-limit");
    }
    FanPane fan = new FanPane(6);
    for (CardView c : cards) {
      fan.getChildren().add(cardInPlay(t, c, CardSize.SMALL));
    }
    VBox zone = new VBox(2, label, fan);
    zone.setId(zoneId(area));
    zone.getStyleClass().add("zone");
    decorateArea(t, zone, area);
    return zone;
  }

  /** The node id of an area's zone: zone-home-0, zone-problem-1 (CSS ids can't hold colons). */
  public static String zoneId(Area a) {
    return "zone-" + (a.home() ? "home-" : "problem-") + a.owner();
  }

  private static int homeOrder(CardView c) {
    if (c.def() == null) {
      return 5;
    }
    return switch (c.def().type()) {
      case MANE_CHARACTER -> 0;
      case FRIEND -> 1;
      case RESOURCE -> 2;
      default -> 3;
    };
  }

  private Node problemArea(TableViewModel.Table t, int owner, int bottom) {
    PlayerView v = t.view();
    Area area = Area.problem(owner);
    FanPane topFan = new FanPane(5);
    FanPane bottomFan = new FanPane(5);
    topFan.getStyleClass().add("problem-side");
    bottomFan.getStyleClass().add("problem-side");
    topFan.setCentered(true);
    bottomFan.setCentered(true);
    Node problemCard = null;
    CardView problem = null;
    List<CardView> here = withAttachmentsAfterHosts(at(v, area));
    for (CardView c : here) {
      if (c.def() != null && c.def().type() == CardType.PROBLEM) {
        problem = c;
        continue;
      }
      Node n = cardInPlay(t, c, CardSize.SMALL);
      // An attachment sits on its host's side, beside it, whoever controls it.
      int side = c.status().host() >= 0 ? sideOf(here, c.status().host(), c.status().controller())
          : c.status().controller();
      (side == bottom ? bottomFan : topFan).getChildren().add(n);
    }
    String whose = owner == t.viewer() ? "Your Problem" : EventWords.possessiveOf(v.seats().get(owner).name()) + " Problem";
    Label label = new Label(whose);
    label.getStyleClass().add("zone-label");
    if (problem != null) {
      String topName = v.seats().get(1 - bottom).name();
      String bottomName = v.seats().get(bottom).name();
      CardView pr = problem;
      boolean ownerAtBottom = owner == bottom;
      CardNode node = CardNode.problem(pr.def(), pr.id(), ownerAtBottom, topName, bottomName, CardSize.HAND);
      hookCard(t, node, () -> CardNode.problem(pr.def(), pr.id(), ownerAtBottom, topName, bottomName,
          CardSize.LARGE));
      problemCard = node;
      if (problem.status().confronted()) {
        label.setText(whose + "  \u00b7  confronted: bonus gone");
      }
    }
    // Beside the card, each player's status there: top player first, as the card's requirement sets.
    VBox status = new VBox(2, label);
    status.setAlignment(Pos.CENTER_LEFT);
    // A line too long for a narrow zone is cut at its edge (its tooltip has it all), never pushing the zone wider.
    status.setMinWidth(0);
    javafx.scene.shape.Rectangle cut = new javafx.scene.shape.Rectangle();
    cut.widthProperty().bind(status.widthProperty());
    cut.heightProperty().bind(status.heightProperty());
    status.setClip(cut);
    if (problem != null) {
      for (int p : new int[] {1 - bottom, bottom}) {
        ProblemStatus.Status st = t.statusAt(problem.id(), p);
        if (st != null) {
          status.getChildren().add(new ProblemStatusRow(st, v.seats().get(p).name(), "status-" + owner + "-" + p));
          ((CardNode) problemCard).markRequirements(p != bottom, st.met());
        }
      }
    }
    HBox middle = new HBox(8, status);
    middle.setAlignment(Pos.CENTER);
    if (problemCard != null) {
      middle.getChildren().add(0, problemCard);
    }
    topFan.setMinHeight(CardSize.SMALL.height() + 4);
    bottomFan.setMinHeight(CardSize.SMALL.height() + 4);
    VBox zone = new VBox(3, topFan, middle, bottomFan);
    zone.setAlignment(Pos.CENTER);
    zone.setId(zoneId(area));
    zone.getStyleClass().addAll("zone", "problem-zone");
    decorateArea(t, zone, area);
    return zone;
  }

  private void decorateArea(TableViewModel.Table t, Region zone, Area area) {
    if (t.targets().contains(area)) {
      zone.getStyleClass().add("target");
      zone.setOnMouseClicked(e -> {
        vm.clickArea(area);
        e.consume();
      });
    }
  }

  /** 509.3: each attachment is drawn right after its host (they share an area), in play order. */
  static List<CardView> withAttachmentsAfterHosts(List<CardView> cards) {
    List<CardView> out = new ArrayList<>();
    java.util.Set<Integer> ids = new HashSet<>();
    for (CardView c : cards) {
      ids.add(c.id());
    }
    for (CardView c : cards) {
      if (c.status().host() < 0 || !ids.contains(c.status().host())) {
        addWithAttachments(c, cards, out);
      }
    }
    return out;
  }

  private static void addWithAttachments(CardView c, List<CardView> all, List<CardView> out) {
    out.add(c);
    for (CardView a : all) {
      if (c.id() >= 0 && a.status().host() == c.id() && a.id() != c.id()) {
        addWithAttachments(a, all, out);
      }
    }
  }

  private static String hostTitle(PlayerView v, int host) {
    for (CardView c : v.play()) {
      if (c.id() == host && !c.hidden()) {
        return c.def().title();
      }
    }
    return "a card";
  }

  private static int sideOf(List<CardView> cards, int id, int fallback) {
    for (CardView c : cards) {
      if (c.id() == id) {
        return c.status().host() >= 0 ? sideOf(cards, c.status().host(), c.status().controller())
            : c.status().controller();
      }
    }
    return fallback;
  }

  private static List<CardView> at(PlayerView v, Area area) {
    List<CardView> out = new ArrayList<>();
    for (CardView c : v.play()) {
      if (c.status().area().equals(area)) {
        out.add(c);
      }
    }
    return out;
  }

  private Node cardInPlay(TableViewModel.Table t, CardView c, CardSize size) {
    if (c.hidden()) {
      CardNode back = CardNode.back(c.id(), size);
      hookCard(t, back, () -> CardNode.back(CardSize.LARGE));
      return CardNode.lying(back, c.status().exhausted());
    }
    CardNode node = faceUp(t, c, size);
    hookCard(t, node, () -> faceUp(t, c, CardSize.LARGE));
    if (t.faceoff() != null && t.faceoff().live() && t.faceoff().involved().contains(c.id())) {
      node.getStyleClass().add("involved");
    }
    return CardNode.lying(node, c.status().exhausted());
  }

  /** A face-up card in play at any size; an attachment names its host, on the table and when hovered. */
  private static CardNode faceUp(TableViewModel.Table t, CardView c, CardSize size) {
    CardNode node = CardNode.of(c.def(), c.id(), c.status(), size);
    if (c.status() != null && c.status().host() >= 0) {
      node.markAttached(hostTitle(t.view(), c.status().host()));
    }
    return node;
  }

  private Node hand(TableViewModel.Table t, int p) {
    SeatView s = t.view().seats().get(p);
    FanPane fan = new FanPane(6);
    fan.setId("hand-" + p);
    fan.getStyleClass().add("hand");
    for (CardView c : s.hand()) {
      CardNode node = CardNode.of(c.def(), c.id(), null, CardSize.HAND);
      hookCard(t, node, () -> CardNode.of(c.def(), c.id(), null, CardSize.LARGE));
      node.getStyleClass().add("in-hand");
      fan.getChildren().add(node);
    }
    if (s.hand().isEmpty()) {
      Label none = new Label(t.curtain() ? "" : "Your hand is empty.");
      none.getStyleClass().add("zone-label");
      fan.getChildren().add(none);
    }
    fan.setMinHeight(CardSize.HAND.height() + 8);
    return fan;
  }

  private Node handBacks(SeatView s, int p) {
    FanPane fan = new FanPane(3);
    for (int i = 0; i < s.handCount(); i++) {
      fan.getChildren().add(CardNode.back(CardSize.MINI));
    }
    Label count = new Label(Words.count(s.handCount(), "card") + " in hand");
    count.getStyleClass().add("zone-label");
    VBox box = new VBox(2, count, fan);
    box.getStyleClass().add("hand-backs");
    box.setId("hand-backs-" + p);
    box.setPrefWidth(170);
    box.setMaxWidth(170);
    box.setMinWidth(120);
    return box;
  }

  /** Click, hover zoom and highlight for a card the viewer may know. */
  private void hookCard(TableViewModel.Table t, CardNode node, Supplier<Node> large) {
    int id = node.cardId();
    // A card shown without its id (a past flip) can be looked at, never chosen; a hidden card
    // with a stand-in id (below -1) can be chosen when an effect offers it.
    boolean known = id != -1;
    if (known && t.actionable().contains(id)) {
      node.getStyleClass().add("selectable");
    }
    if (known && id == t.selected()) {
      node.getStyleClass().add("selected");
    }
    // Clicked with nothing legal to do: marked apart, and the message line says why.
    if (known && id == t.blocked()) {
      node.getStyleClass().add("unplayable");
    }
    // A host of the selected attachment glows like a target area and takes it when clicked.
    boolean host = known && t.hosts().contains(id);
    if (host) {
      node.getStyleClass().add("host-target");
    }
    boolean own = known && (t.actionable().contains(id) || id == t.selected() || host);
    // A card with nothing to do lets the click through to its area when that area is a target;
    // otherwise a card in hand or in play asks why it can't act (piles only show cards).
    boolean asksWhy = known && !own && !inTargetArea(t, id) && find(t.view(), id) != null;
    node.setOnMouseClicked(e -> {
      if (own || asksWhy) {
        vm.clickCard(id);
        e.consume();
      }
    });
    node.addEventHandler(MouseEvent.MOUSE_ENTERED, e -> showZoom(node, large));
    node.addEventHandler(MouseEvent.MOUSE_EXITED, e -> zoomLayer.getChildren().clear());
  }

  private static boolean inTargetArea(TableViewModel.Table t, int id) {
    for (CardView c : t.view().play()) {
      if (c.id() == id) {
        return t.targets().contains(c.status().area());
      }
    }
    return false;
  }

  private void showZoom(Node anchor, Supplier<Node> large) {
    if (!hoverZoom) {
      return;
    }
    Node big = large.get();
    big.getStyleClass().add("zoomed");
    zoomLayer.getChildren().setAll(big);
    var b = anchor.localToScene(anchor.getBoundsInLocal());
    var here = zoomLayer.sceneToLocal(b);
    double w = big.prefWidth(-1);
    double h = big.prefHeight(-1);
    // The main button stays in sight while the pointer rests on a card beside it.
    Node primary = lookup("#primary");
    var avoid = primary == null || !primary.isVisible() ? null
        : zoomLayer.sceneToLocal(primary.localToScene(primary.getBoundsInLocal()));
    Point2D at = ZoomPlacement.spot(here, w, h, getWidth(), getHeight(), avoid);
    big.resizeRelocate(at.getX(), at.getY(), w, h);
  }

  // ------------------------------------------------------------------ side panel

  private Node primaryBox(TableViewModel.Table t) {
    VBox box = new VBox(6);
    box.setAlignment(Pos.CENTER);
    // Its words whole ("Choose on the right"): a crowded hand overlaps more instead.
    box.setMinWidth(Region.USE_PREF_SIZE);
    TableViewModel.Choice p = t.primary();
    String idle = t.over() ? "Game over" : t.options().isEmpty() && t.decisionChoices().isEmpty() ? "Waiting"
        : "Choose on the right";
    Button main = new Button(p == null ? idle : p.label());
    main.setId("primary");
    main.getStyleClass().add("primary-button");
    main.setDisable(p == null || t.curtain());
    main.setFocusTraversable(false);
    main.setOnAction(e -> vm.primary());
    Label key = new Label(p == null ? "" : "Space");
    key.getStyleClass().add("key-hint");
    Button undo = new Button("Undo");
    undo.setId("undo");
    undo.setDisable(!t.canUndo() || t.curtain());
    undo.setFocusTraversable(false);
    undo.setOnAction(e -> vm.undo());
    Button redo = new Button("Redo");
    redo.setId("redo");
    redo.setDisable(!t.canRedo() || t.curtain());
    redo.setFocusTraversable(false);
    redo.setOnAction(e -> vm.redo());
    HBox ur = new HBox(4, undo, redo);
    ur.setAlignment(Pos.CENTER);
    box.getChildren().addAll(main, key, ur);
    return box;
  }

  private Node promptPanel(TableViewModel.Table t) {
    VBox box = new VBox(5);
    box.getStyleClass().add("prompt-panel");
    box.setId("prompt");
    Label prompt = wrapped(t.prompt(), "prompt");
    box.getChildren().add(prompt);
    if (t.promptDetail() != null && !t.promptDetail().isBlank()) {
      Label d = wrapped(t.promptDetail(), "prompt-detail");
      box.getChildren().add(d);
    }
    if (t.message() != null) {
      Label m = wrapped(t.message(), "message");
      m.setId("message");
      box.getChildren().add(m);
    }
    if (!t.options().isEmpty()) {
      FlowPane opts = new FlowPane(6, 6);
      opts.setId("options");
      int i = 1;
      for (CardView c : t.options()) {
        if (c.hidden()) {
          CardNode back = CardNode.back(c.id(), CardSize.SMALL);
          back.getStyleClass().add("option");
          hookCard(t, back, () -> CardNode.back(CardSize.LARGE));
          back.setId("option-hidden-" + i);
          Tooltip.install(back, new Tooltip(choiceLabel(t, c.id(), "Choose this face-down card")
              + (i <= 9 ? "  (" + i + ")" : "")));
          opts.getChildren().add(back);
          i++;
          continue;
        }
        CardNode node = c.def().type() == CardType.PROBLEM
            ? CardNode.problem(c.def(), c.id(), true, "", "", CardSize.SMALL)
            : faceUp(t, c, CardSize.SMALL);
        node.getStyleClass().add("option");
        hookCard(t, node, () -> c.def().type() == CardType.PROBLEM
            ? CardNode.problem(c.def(), c.id(), true, "", "", CardSize.LARGE)
            : faceUp(t, c, CardSize.LARGE));
        // Options are also shown on the table where they lie; here they get a unique id.
        node.setId("option-" + c.id());
        Tooltip.install(node, new Tooltip("Choose " + c.def().title() + (i <= 9 ? "  (" + i + ")" : "")));
        opts.getChildren().add(node);
        i++;
      }
      box.getChildren().add(opts);
    }
    List<TableViewModel.Choice> choices = !t.cardChoices().isEmpty() ? t.cardChoices() : t.decisionChoices();
    if (!t.cardChoices().isEmpty()) {
      CardView sel = find(t.view(), t.selected());
      Label what = new Label(sel == null ? "Selected card" : sel.def().title() + ":");
      what.getStyleClass().add("choice-head");
      box.getChildren().add(what);
    }
    for (TableViewModel.Choice c : choices) {
      Button b = new Button(c.label() + (c.detail() == null || c.detail().isBlank() ? "" : "  \u00b7  " + c.detail()));
      b.getStyleClass().add("choice");
      b.setMaxWidth(Double.MAX_VALUE);
      // Long titles wrap rather than end in "...": the words are the choice.
      b.setWrapText(true);
      b.setMinHeight(Region.USE_PREF_SIZE);
      b.setFocusTraversable(false);
      b.setOnAction(e -> vm.choose(c));
      if (c.key() != null) {
        Label k = new Label(c.key());
        k.getStyleClass().add("key-hint");
        b.setGraphic(k);
        b.setContentDisplay(javafx.scene.control.ContentDisplay.RIGHT);
      }
      box.getChildren().add(b);
    }
    return box;
  }

  /** The words of the decision's button for an offered card (they say where a hidden one lies). */
  private static String choiceLabel(TableViewModel.Table t, int card, String otherwise) {
    for (TableViewModel.Choice c : t.decisionChoices()) {
      if (c.action() != null && c.action().card() == card) {
        return c.label();
      }
    }
    return otherwise;
  }

  private static CardView find(PlayerView v, int id) {
    for (CardView c : v.play()) {
      if (c.id() == id) {
        return c;
      }
    }
    for (SeatView s : v.seats()) {
      for (CardView c : s.hand()) {
        if (c.id() == id) {
          return c;
        }
      }
    }
    return null;
  }

  private Node faceoffPanel(TableViewModel.Table t) {
    FaceoffSummary f = t.faceoff();
    VBox box = new VBox(4);
    box.setId("faceoff");
    box.getStyleClass().add("faceoff-panel");
    String what = f.kind() == org.ponytable.engine.state.FaceoffKind.TROUBLEMAKER
        ? f.challengerName() + " challenges " + f.target() : "at " + f.target() + ", started by " + f.challengerName();
    if (f.startedBy() != null) {
      // 514.2c: an effect started it; the involved cards show under each player.
      what = "started by " + EventWords.possessiveOf(f.challengerName()) + " " + f.startedBy()
          + (f.target().isEmpty() ? "" : ", against " + f.target());
    }
    Label title = wrapped(capital(f.kind().display()) + (f.startedBy() != null ? " " : ": ") + what, "faceoff-title");
    title.setId("faceoff-title");
    box.getChildren().add(title);
    HBox sides = new HBox(8);
    for (int p = 0; p < 2; p++) {
      VBox col = new VBox(3);
      col.getStyleClass().add("faceoff-side");
      HBox.setHgrow(col, Priority.ALWAYS);
      col.setMaxWidth(Double.MAX_VALUE);
      Label name = new Label(f.names().get(p));
      name.getStyleClass().add("faceoff-name");
      Label total = new Label(Integer.toString(p == 0 ? f.total0() : f.total1()));
      total.getStyleClass().add("faceoff-total");
      total.setId("faceoff-total-" + p);
      if (f.winner() == p) {
        total.getStyleClass().add("winner");
      }
      FlowPane flips = new FlowPane(4, 4);
      flips.setId("faceoff-flips-" + p);
      for (FaceoffSummary.Flip fl : f.flips().get(p)) {
        flips.getChildren().add(flipCard(t, fl));
      }
      col.getChildren().addAll(name, total);
      int mod = p == 0 ? f.modifier0() : f.modifier1();
      if (mod != 0) {
        // 514.4a: already counted in the total above.
        Label modifier = wrapped("total modifiers " + EventWords.signed(mod), "faceoff-modifier");
        modifier.setId("faceoff-modifier-" + p);
        col.getChildren().add(modifier);
      }
      List<String> involved = involvedNames(t, f, p);
      if (!involved.isEmpty()) {
        Label who = wrapped(String.join(", ", involved), "faceoff-involved");
        col.getChildren().add(who);
      }
      col.getChildren().add(flips);
      sides.getChildren().add(col);
    }
    box.getChildren().add(sides);
    for (String r : f.rounds()) {
      Label l = wrapped(r, "faceoff-round");
      box.getChildren().add(l);
    }
    Label result = wrapped(f.result() != null ? f.result() + "." : f.live() ? "In progress." : "Over.",
        "faceoff-result");
    result.setId("faceoff-result");
    box.getChildren().add(result);
    if (!f.live()) {
      Button close = new Button("Close");
      close.setFocusTraversable(false);
      close.setOnAction(e -> vm.dismissFaceoff());
      box.getChildren().add(close);
    }
    return box;
  }

  /**
   * A flipped card, small, with the power it added. No card id on the node: by now the card may
   * lie at the bottom of a deck, in an order its player keeps to themself (402.3).
   */
  private static final double FLIP_SCALE = 0.72;

  private Node flipCard(TableViewModel.Table t, FaceoffSummary.Flip fl) {
    Label power = new Label("+" + fl.power());
    power.getStyleClass().add("flip-power");
    CardNode card;
    if (fl.def() == null) {
      card = CardNode.back(CardSize.SMALL);
    } else {
      card = CardNode.of(fl.def(), -1, null, CardSize.SMALL);
      hookCard(t, card, () -> CardNode.of(fl.def(), -1, null, CardSize.LARGE));
      Tooltip.install(card, new Tooltip(fl.title() + "  +" + fl.power()));
    }
    card.getStyleClass().add("flip-card");
    // A small card's layout keeps titles whole; shrunk, two fit side by side in a column.
    card.setScaleX(FLIP_SCALE);
    card.setScaleY(FLIP_SCALE);
    VBox box = new VBox(1, new Group(card), power);
    box.setAlignment(Pos.CENTER);
    box.getStyleClass().add("flip");
    return box;
  }

  /** The cards of one player counted in the faceoff, by name, from what the view shows. */
  private static List<String> involvedNames(TableViewModel.Table t, FaceoffSummary f, int player) {
    List<String> out = new ArrayList<>();
    for (CardView c : t.view().play()) {
      if (!c.hidden() && f.involved().contains(c.id()) && c.status().controller() == player) {
        out.add(c.def().title());
      }
    }
    return out;
  }

  /** A wrapping label that asks for all the lines it needs. */
  private static Label wrapped(String text, String style) {
    Label l = new Label(text);
    l.getStyleClass().add(style);
    l.setWrapText(true);
    l.setMinHeight(Region.USE_PREF_SIZE);
    return l;
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  // ------------------------------------------------------------------ animation

  public static final Duration MOVE = Duration.millis(320);
  public static final Duration TURN = Duration.millis(260);

  /** Scene centers of the table's cards by id (board only: side-panel copies are not the card). */
  private Map<Integer, Point2D> cardCenters() {
    Map<Integer, Point2D> out = new HashMap<>();
    for (CardNode c : boardCards()) {
      out.put(c.cardId(), center(c));
    }
    return out;
  }

  /** Scene centers of the places a card can come from when its old node is unknown: zones, hands, seats. */
  private Map<String, Point2D> placeCenters() {
    Map<String, Point2D> out = new HashMap<>();
    for (int p = 0; p < 2; p++) {
      for (String id : List.of(zoneId(Area.home(p)), zoneId(Area.problem(p)), "hand-" + p, "hand-backs-" + p,
          "seat-" + p)) {
        Node n = board.lookup("#" + id);
        if (n != null) {
          out.put(id, center(n));
        }
      }
    }
    return out;
  }

  private List<CardNode> boardCards() {
    List<CardNode> out = new ArrayList<>();
    collectCards(board, out);
    return out;
  }

  private static void collectCards(Node n, List<CardNode> out) {
    if (n instanceof CardNode c && c.cardId() >= 0) {
      out.add(c);
    }
    if (n instanceof javafx.scene.Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        collectCards(child, out);
      }
    }
  }

  private static Point2D center(Node n) {
    var b = n.localToScene(n.getBoundsInLocal());
    return new Point2D(b.getCenterX(), b.getCenterY());
  }

  /**
   * Animations for the events just applied, as the viewer may see them: a card that was played,
   * moved, sent home or drawn glides from where it was; a card turned over (uncovered, frightened,
   * flipped in a faceoff) turns; a rising score pulses. Only events start them: undo, a new
   * selection or a lifted curtain with nothing new change the view without moving anything.
   */
  private void animate(List<GameEvent> events, Map<Integer, Point2D> oldCards) {
    if (getScene() == null) {
      return;
    }
    // The new nodes need their places before anything can fly to them.
    applyCss();
    layout();
    Map<String, Point2D> oldPlaces = placeCenters();
    Map<Integer, CardNode> now = new HashMap<>();
    for (CardNode c : boardCards()) {
      now.put(c.cardId(), c);
    }
    int bottom = shown.viewer();
    Set<Integer> glided = new HashSet<>();
    Set<Integer> turned = new HashSet<>();
    Set<Integer> appeared = new HashSet<>();
    int[] flips = new int[2];
    for (GameEvent e : events) {
      if (e instanceof GameEvent.CardPlayed c && c.card() >= 0) {
        // From the hand it left: the viewer's own hand, or the row of backs across the table.
        String hand = c.player() == bottom ? "hand-" + c.player() : "hand-backs-" + c.player();
        glide(now.get(c.card()), from(oldCards, c.card(), oldPlaces, hand), glided);
      } else if (e instanceof GameEvent.Moved m) {
        glide(now.get(m.card()), from(oldCards, m.card(), oldPlaces, zoneId(m.from())), glided);
        glideAttachments(m.card(), zoneId(m.from()), now, oldCards, oldPlaces, glided);
      } else if (e instanceof GameEvent.SentHome sh) {
        glide(now.get(sh.card()), from(oldCards, sh.card(), oldPlaces, zoneId(sh.from())), glided);
        glideAttachments(sh.card(), zoneId(sh.from()), now, oldCards, oldPlaces, glided);
      } else if (e instanceof GameEvent.Attached a) {
        // 509.5: reattached, it goes beside its new host, from wherever it lay (if this table showed it).
        glide(now.get(a.attachment()), oldCards.get(a.attachment()), glided);
      } else if (e instanceof GameEvent.Drew d && d.card() >= 0) {
        // Out of the deck, which the seat panel counts.
        glide(now.get(d.card()), oldPlaces.get("seat-" + d.player()), glided);
      } else if (e instanceof GameEvent.Uncovered u) {
        turned.add(u.card());
      } else if (e instanceof GameEvent.Frightened f) {
        turned.add(f.card());
      } else if (e instanceof GameEvent.Unfrightened u) {
        turned.add(u.card());
      } else if (e instanceof GameEvent.Flipped f && f.player() >= 0 && f.player() < 2) {
        flips[f.player()]++;
      } else if (e instanceof GameEvent.ProblemReplaced r) {
        appeared.add(r.newProblem());
      } else if (e instanceof GameEvent.EnteredPlay p) {
        appeared.add(p.card());
      } else if (e instanceof GameEvent.Scored sc) {
        pulse(lookup("#score-" + sc.player()));
      }
    }
    for (int id : turned) {
      CardNode n = now.get(id);
      if (n != null && !glided.contains(id)) {
        turn(mover(n), Duration.ZERO);
      }
    }
    for (int p = 0; p < 2; p++) {
      Node box = side.lookup("#faceoff-flips-" + p);
      if (box instanceof javafx.scene.Parent parent && flips[p] > 0) {
        var kids = parent.getChildrenUnmodifiable();
        // The newest flips are the last ones; each turns a moment after the one before.
        for (int i = Math.max(0, kids.size() - flips[p]), k = 0; i < kids.size(); i++, k++) {
          turn(kids.get(i), Duration.millis(110 * k));
        }
      }
    }
    for (int id : appeared) {
      CardNode n = now.get(id);
      if (n != null && !glided.contains(id) && !turned.contains(id)) {
        appear(n);
      }
    }
  }

  /**
   * 509.3: a host's attachments go where it goes, with no event of their own; each glides from
   * where it lay beside the host (or from the host's old area), and so do theirs.
   */
  private void glideAttachments(int host, String place, Map<Integer, CardNode> now, Map<Integer, Point2D> oldCards,
      Map<String, Point2D> oldPlaces, Set<Integer> glided) {
    for (CardView c : shown.view().play()) {
      if (c.status().host() == host && c.id() != host && !glided.contains(c.id())) {
        glide(now.get(c.id()), from(oldCards, c.id(), oldPlaces, place), glided);
        glideAttachments(c.id(), place, now, oldCards, oldPlaces, glided);
      }
    }
  }

  private static Point2D from(Map<Integer, Point2D> oldCards, int card, Map<String, Point2D> oldPlaces, String place) {
    Point2D p = oldCards.get(card);
    return p != null ? p : oldPlaces.get(place);
  }

  /** The node that is laid out: an exhausted card lies in a Group, which is what moves. */
  private static Node mover(CardNode card) {
    return card.getParent() instanceof Group g ? g : card;
  }

  /** Puts the card back where it was drawn before and lets it slide to its new place. */
  private static void glide(CardNode card, Point2D fromScene, Set<Integer> done) {
    // A card moved twice since last seen starts from its first place, once.
    if (card == null || fromScene == null || done.contains(card.cardId())) {
      return;
    }
    Node n = mover(card);
    javafx.scene.Parent parent = n.getParent();
    Point2D a = parent.sceneToLocal(fromScene);
    Point2D b = parent.sceneToLocal(center(card));
    if (a.distance(b) < 1) {
      return;
    }
    n.setTranslateX(n.getTranslateX() + a.getX() - b.getX());
    n.setTranslateY(n.getTranslateY() + a.getY() - b.getY());
    TranslateTransition tt = new TranslateTransition(MOVE, n);
    tt.setToX(0);
    tt.setToY(0);
    tt.setInterpolator(Interpolator.EASE_BOTH);
    tt.play();
    done.add(card.cardId());
  }

  /** A card turning over: edge-on first, then opening to its face. */
  private static void turn(Node n, Duration delay) {
    double sx = n.getScaleX();
    n.setScaleX(0);
    ScaleTransition st = new ScaleTransition(TURN, n);
    st.setDelay(delay);
    st.setFromX(0);
    st.setToX(sx);
    st.setInterpolator(Interpolator.EASE_OUT);
    st.play();
  }

  /** A card that arrived from nowhere the viewer could see: a short fade and grow. */
  private static void appear(Node n) {
    FadeTransition fade = new FadeTransition(Duration.millis(260), n);
    fade.setFromValue(0.15);
    fade.setToValue(1);
    ScaleTransition grow = new ScaleTransition(Duration.millis(260), n);
    grow.setFromX(0.82);
    grow.setFromY(0.82);
    grow.setToX(1);
    grow.setToY(1);
    new ParallelTransition(fade, grow).play();
  }

  private static void pulse(Node track) {
    if (track == null) {
      return;
    }
    ScaleTransition pulse = new ScaleTransition(Duration.millis(180), track);
    pulse.setFromX(1);
    pulse.setFromY(1);
    pulse.setToX(1.12);
    pulse.setToY(1.12);
    pulse.setAutoReverse(true);
    pulse.setCycleCount(2);
    pulse.play();
  }

  private static final class LogCell extends ListCell<GameLog.Line> {
    private final Label text = new Label();

    LogCell(ListView<GameLog.Line> list) {
      text.setWrapText(true);
      text.setMinHeight(Region.USE_PREF_SIZE);
      // Wrap at the list's width (less the scroll bar) instead of growing sideways.
      var width = javafx.beans.binding.Bindings.createDoubleBinding(
          () -> Math.max(120, list.getWidth() - 26), list.widthProperty());
      text.prefWidthProperty().bind(width);
      text.maxWidthProperty().bind(width);
      text.getStyleClass().add("log-text");
      setText(null);
      // Never zero high, even before CSS reaches the cell, or the list tries to fill itself.
      setMinHeight(16);
    }

    /** As high as the text wrapped at the list's width: a plain cell measures it unwrapped. */
    @Override
    protected double computePrefHeight(double width) {
      if (getGraphic() == null) {
        return super.computePrefHeight(width);
      }
      return Math.max(16, text.prefHeight(text.getMaxWidth()) + snappedTopInset() + snappedBottomInset());
    }

    @Override
    protected void updateItem(GameLog.Line item, boolean empty) {
      super.updateItem(item, empty);
      getStyleClass().removeIf(s -> s.startsWith("log-"));
      if (empty || item == null) {
        setGraphic(null);
        return;
      }
      text.setText(item.text());
      setGraphic(text);
      getStyleClass().add("log-" + item.kind().name().toLowerCase());
      if (item.player() >= 0) {
        getStyleClass().add("log-p" + item.player());
      }
    }
  }
}
