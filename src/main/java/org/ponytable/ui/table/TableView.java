package org.ponytable.ui.table;

import java.util.ArrayList;
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
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.cards.CardNode;

/**
 * The hotseat table. It draws a {@link TableViewModel.Table} and nothing else, panel by panel
 * ({@link TablePanels}): each panel compares its record with the one it drew last and redraws
 * only when it changed, and card nodes are kept from one render to the next ({@link CardNodes}),
 * moved rather than rebuilt. The viewer's side is at the bottom; the other player's hand is a row
 * of backs.
 */
public final class TableView extends StackPane {
  private final TableViewModel vm;
  private final BorderPane layout = new BorderPane();
  private final VBox board = new VBox(6);
  private final SideColumn side = new SideColumn();
  private final Pane zoomLayer = new Pane();
  private final CurtainPanel curtain = new CurtainPanel();
  private final CardNodes nodes;
  private final SeatPanel[] seats = new SeatPanel[2];
  private final HomePanel[] homes = new HomePanel[2];
  private final ProblemPanel[] problems = new ProblemPanel[2];
  private final HandPanel.Backs[] backs = new HandPanel.Backs[2];
  private final HandPanel hand;
  private final ActionBar actions;
  private final PromptPanel prompt;
  private final FaceoffPanel faceoff;
  private final LogPanel log;
  private final PilePanel pileLayer;
  private TablePanels.Turn turnShown;
  private final TurnCard turnCard = new TurnCard();
  /** The player drawn at the bottom when the rows were last arranged, or -1 (no rows). */
  private int arranged = -1;
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
    DragAndDrop drag = new DragAndDrop(vm);
    nodes = new CardNodes(this::clickCard, this::showZoom, () -> zoomLayer.getChildren().clear(), drag);
    for (int p = 0; p < 2; p++) {
      seats[p] = new SeatPanel(p, this::openPile);
      homes[p] = new HomePanel(p, nodes, vm::clickArea);
      problems[p] = new ProblemPanel(p, nodes, vm::clickArea);
      drag.area(homes[p], Area.home(p));
      drag.area(problems[p], Area.problem(p));
      backs[p] = new HandPanel.Backs(p);
      HBox.setHgrow(homes[p], Priority.ALWAYS);
      HBox.setHgrow(problems[p], Priority.ALWAYS);
      problems[p].setMaxWidth(Double.MAX_VALUE);
      problems[p].setPrefWidth(100);
    }
    hand = new HandPanel(nodes);
    HBox.setHgrow(hand, Priority.ALWAYS);
    actions = new ActionBar(vm);
    prompt = new PromptPanel(nodes, vm::choose);
    faceoff = new FaceoffPanel(vm::dismissFaceoff, this::showZoom, () -> zoomLayer.getChildren().clear());
    log = new LogPanel(vm);
    pileLayer = new PilePanel(nodes, this::closePopup);
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

  /** How many card nodes the table has built so far (a render that moves or marks cards builds none). */
  public long cardNodesBuilt() {
    return nodes.built();
  }

  /** Opens the browser of a discard pile or banished zone (what clicking its count does). */
  public void openPile(Pile pile) {
    openPile = pile;
    renderPile(shown);
  }

  /**
   * A click on a card goes to the view model; a card in an open pile that it selects (one its text
   * lets be played from there, 404) closes the pile, so its places and buttons on the table show.
   */
  private void clickCard(int id) {
    vm.clickCard(id);
    TableViewModel.Table t = vm.table();
    if (openPile != null && t != null && t.selected() == id) {
      closePopup();
    }
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
    zoomLayer.getChildren().clear();
    if (t == null) {
      Label none = new Label("No game yet. Start one from the Game menu (Ctrl+N).");
      none.getStyleClass().add("empty-table");
      board.getChildren().setAll(none);
      board.setAlignment(Pos.CENTER);
      side.clear();
      turnShown = null;
      arranged = -1;
      curtain.show(null, curtainGuard, vm);
      openPile = null;
      renderPile(null);
      return;
    }
    board.setAlignment(Pos.TOP_LEFT);
    TablePanels.Board b = t.board();
    arrange(b.bottom());
    for (int p = 0; p < 2; p++) {
      seats[p].show(b.seats().get(p));
      homes[p].show(b.homes().get(p));
      problems[p].show(b.problems().get(p));
    }
    backs[b.backs().player()].show(b.backs());
    hand.show(b.hand());
    nodes.keepOnly(CardNodes.Place.BOARD, b.ids());
    actions.show(t.actions());

    // The prompt and the faceoff scroll together when they need more than the window has.
    boolean newPrompt = prompt.show(t.promptPanel());
    boolean faceoffWas = faceoff.getParent() != null;
    if (t.faceoffPanel() != null) {
      faceoff.show(t.faceoffPanel());
    }
    log.show(t.logPanel());
    boolean newTurn = !t.turn().equals(turnShown);
    if (newTurn) {
      turnShown = t.turn();
      turnCard.show(t.turn().turn(), t.turn().player(), t.turn().stage(), t.turn().highestScore());
    }
    if (newTurn || newPrompt || faceoffWas != (t.faceoffPanel() != null) || side.getChildrenUnmodifiable().isEmpty()) {
      List<Node> body = new ArrayList<>();
      body.add(prompt);
      if (t.faceoffPanel() != null) {
        body.add(faceoff);
      }
      side.set(turnCard, body, log);
    }

    renderPile(t);
    curtain.show(t.curtainPanel(), curtainGuard, vm);
    if (moves) {
      animate(t.fresh(), oldCards);
    }
  }

  /** Puts the rows in place for a viewer at the bottom; they stay until the bottom changes. */
  private void arrange(int bottom) {
    if (arranged == bottom) {
      return;
    }
    arranged = bottom;
    int top = 1 - bottom;
    HBox topRow = new HBox(6, seats[top], homes[top], backs[top]);
    HBox problemsRow = new HBox(6, problems[top], problems[bottom]);
    HBox bottomRow = new HBox(6, seats[bottom], homes[bottom]);
    HBox handRow = new HBox(8, hand, actions);
    VBox.setVgrow(problemsRow, Priority.ALWAYS);
    board.getChildren().setAll(topRow, problemsRow, bottomRow, handRow);
  }

  private void renderPile(TableViewModel.Table t) {
    // Behind the curtain the table is covered; a pile left open would show over the next player's view.
    if (t == null || t.curtain()) {
      openPile = null;
    }
    pileLayer.show(openPile, openPile == null ? null : t.board().seats().get(openPile.player()),
        t == null ? -1 : t.viewer());
  }

  /** The node id of an area's zone: zone-home-0, zone-problem-1 (CSS ids can't hold colons). */
  public static String zoneId(Area a) {
    return "zone-" + (a.home() ? "home-" : "problem-") + a.owner();
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

}
