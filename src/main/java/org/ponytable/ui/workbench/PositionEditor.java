package org.ponytable.ui.workbench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.PlayerState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.terms.CardType;
import org.ponytable.ui.workbench.PositionEdits.Place;

/**
 * The workbench's position editor: controls for every kind of {@link PositionEdits} edit, acting
 * on the card selected in the open view, the chosen place and the chosen player. Each control hands
 * its edit to the {@link Workbench}, which shows the result or the reason it was refused.
 */
public final class PositionEditor {
  /** A place a card can be put, for whoever owns it (zones) or controls it (in play). */
  public record Destination(String label, IntFunction<Place> forPlayer) {
    @Override
    public String toString() {
      return label;
    }
  }

  /** A card of the pool, shown by title and id. */
  public record PoolCard(String id, String title) {
    @Override
    public String toString() {
      return title + " (" + id + ")";
    }
  }

  /** A card in play, for the controls that name a second card (beneath it, the source of a modifier). */
  public record InPlayCard(int id, String label) {
    @Override
    public String toString() {
      return label;
    }
  }

  /** The turn history of one Problem in play, as four boxes (docs/scenarios.md, "Turn history"). */
  private record ProblemHistory(int id, CheckBox stepDone, CheckBox confronted, CheckBox faceoff,
      CheckBox confronting) {}

  private final Workbench wb;
  private final ComboBox<InPlayCard> otherCard = new ComboBox<>();
  private final Spinner<Integer> modifierPower = new Spinner<>(-20, 20, 1);
  private final ComboBox<Stage> stage = new ComboBox<>();
  private final ComboBox<String> firstPlayer = new ComboBox<>();
  private final VBox history = new VBox(2);
  private final List<ProblemHistory> problemHistory = new ArrayList<>();
  private final List<CheckBox> challenged = new ArrayList<>();
  private final VBox root = new VBox(6);
  private final Label selection = new Label();
  private final ComboBox<Destination> destination = new ComboBox<>();
  private final Spinner<Integer> deckPosition = new Spinner<>(1, 999, 1);
  private final TextField find = new TextField();
  private final ComboBox<PoolCard> poolCard = new ComboBox<>();
  private final ComboBox<String> owner = new ComboBox<>();
  private final TextField counterKind = new TextField();
  private final Spinner<Integer> counterCount = new Spinner<>(0, 99, 1);
  private final List<Spinner<Integer>> points = List.of(new Spinner<>(0, 30, 0), new Spinner<>(0, 30, 0));
  private final List<Spinner<Integer>> tokens = List.of(new Spinner<>(0, 999, 0), new Spinner<>(0, 999, 0));
  private final List<Label> names = List.of(new Label(), new Label());
  private final List<Button> priority = List.of(new Button(), new Button());
  private final Label message = new Label();
  private final Button undoEdit;
  private final Button redoEdit;
  private GameState shown;
  private List<PoolCard> pool = List.of();
  private org.ponytable.engine.card.CardPool poolOf;

  PositionEditor(Workbench wb) {
    this.wb = wb;
    root.setId("position-editor");
    root.setPadding(new Insets(8));
    selection.setWrapText(true);
    selection.setId("editor-selection");
    message.setWrapText(true);
    message.setId("editor-message");
    destination.setId("editor-destination");
    destination.setMaxWidth(Double.MAX_VALUE);
    deckPosition.setId("editor-deck-position");
    deckPosition.setEditable(true);
    deckPosition.setPrefWidth(80);
    find.setId("editor-find");
    find.setPromptText("find a card of the pool");
    find.textProperty().addListener((o, was, now) -> filterPool());
    poolCard.setId("editor-pool-card");
    poolCard.setMaxWidth(Double.MAX_VALUE);
    owner.setId("editor-owner");
    counterKind.setId("editor-counter-kind");
    counterKind.setPromptText("counter kind");
    counterKind.setPrefColumnCount(8);
    counterCount.setEditable(true);
    counterCount.setPrefWidth(80);

    undoEdit = button("editor-undo", "Undo edit", wb::undoEdit);
    redoEdit = button("editor-redo", "Redo edit", wb::redoEdit);
    Button move = button("editor-move", "Move the card there", this::moveSelected);
    Button add = button("editor-add", "Add it there", this::addFromPool);
    FlowPane order = flow(button("editor-up", "Up", () -> shift(-1)), button("editor-down", "Down", () -> shift(1)),
        button("editor-top", "To top", () -> toEnd(true)), button("editor-bottom", "To bottom", () -> toEnd(false)));
    FlowPane status = flow(
        button("editor-exhaust", "Exhaust", () -> onSelected("Exhausted", (s, c) -> PositionEdits.exhaust(s, c, true))),
        button("editor-ready", "Ready", () -> onSelected("Readied", (s, c) -> PositionEdits.exhaust(s, c, false))),
        button("editor-frighten", "Frighten", () -> onSelected("Frightened",
            (s, c) -> PositionEdits.frighten(s, c, true))),
        button("editor-unfrighten", "Unfrighten", () -> onSelected("Unfrightened",
            (s, c) -> PositionEdits.frighten(s, c, false))),
        button("editor-face-down", "Face down", () -> onSelected("Turned face down",
            (s, c) -> PositionEdits.faceDown(s, c, true))),
        button("editor-face-up", "Face up", () -> onSelected("Turned face up",
            (s, c) -> PositionEdits.faceDown(s, c, false))));
    FlowPane more = flow(
        button("editor-control", "Other player controls it", () -> onSelected("Control changed",
            (s, c) -> PositionEdits.control(s, c, 1 - s.inPlay(c).controller()))),
        button("editor-boost", "Boost / unboost", () -> onSelected("Side turned",
            (s, c) -> PositionEdits.boost(s, c, !s.inPlay(c).boosted()))),
        button("editor-confronted", "Confronted / not", () -> onSelected("Confronted changed",
            (s, c) -> PositionEdits.confronted(s, c, !s.inPlay(c).confronted()))));
    FlowPane counters = flow(button("editor-remove", "Remove from the game", this::removeSelected), counterKind,
        counterCount, button("editor-counters", "Set counters",
        () -> onSelected("Counters set", (s, c) -> PositionEdits.counters(s, c, counterKind.getText(),
            counterCount.getValue()))));
    otherCard.setId("editor-other-card");
    otherCard.setPromptText("a card in play");
    modifierPower.setId("editor-modifier-power");
    modifierPower.setEditable(true);
    modifierPower.setPrefWidth(75);
    FlowPane second = flow(new Label("with"), otherCard,
        button("editor-beneath", "Put it beneath that card", () -> withOther("Put beneath",
            (s, c, o) -> PositionEdits.beneath(s, c, o))),
        new Label("power"), modifierPower,
        button("editor-modifier", "Modifier from that card until end of turn", () -> withOther("Modifier added",
            (s, c, o) -> PositionEdits.modifier(s, c, o, modifierPower.getValue(), null,
                org.ponytable.engine.ability.Duration.TURN))));
    stage.setId("editor-stage");
    stage.getItems().setAll(java.util.Arrays.stream(Stage.values()).filter(st -> st != Stage.CONFRONT).toList());
    history.setId("editor-history");
    firstPlayer.setId("editor-first-player");
    firstPlayer.getItems().setAll("first player at random", "p1 goes first", "p2 goes first");
    firstPlayer.getSelectionModel().select(0);
    VBox turn = new VBox(4, flow(new Label("stage"), stage, button("editor-set-stage", "Go to this stage",
        this::setStage)), flow(new Label("from the Starting Problem on (102.3):"), firstPlayer), history, flow(button("editor-passed", "The other player just passed",
        () -> wb.edit("One pass so far", st -> PositionEdits.passes(st, 1))), button("editor-no-passes",
        "No passes so far", () -> wb.edit("No passes so far", st -> PositionEdits.passes(st, 0)))));
    VBox players = new VBox(4);
    for (int p = 0; p < 2; p++) {
      int seat = p;
      points.get(p).setId("editor-points-" + p);
      tokens.get(p).setId("editor-tokens-" + p);
      for (Spinner<Integer> sp : List.of(points.get(p), tokens.get(p))) {
        sp.setEditable(true);
        sp.setPrefWidth(75);
      }
      priority.get(p).setId("editor-priority-" + p);
      priority.get(p).setOnAction(e -> wb.edit("Priority given to " + shown.player(seat).name(),
          s -> PositionEdits.priority(s, seat)));
      Button set = button("editor-set-player-" + p, "Set", () -> setPlayer(seat));
      players.getChildren().addAll(names.get(p), flow(new Label("points"), points.get(p), new Label("tokens"),
          tokens.get(p), set, priority.get(p)));
    }
    FlowPane undo = flow(undoEdit, redoEdit);
    message.setStyle("-fx-font-weight: bold; -fx-text-fill: #7a2e00;");

    root.getChildren().addAll(message, undo, heading("Selected card (choose it in the open view)"), selection, order,
        status, more, counters, second, heading("Place"), destination, flow(new Label("deck position (1 is the top)"), deckPosition,
        move), heading("Add a card of the pool"), find, poolCard, flow(new Label("owner"), owner, add),
        heading("Players"), players, heading("Turn (stage and what already happened this turn)"), turn);
  }

  public Node node() {
    return root;
  }

  /** Shows the controls for {@code s}, with {@code card} selected and the last edit's {@code note}. */
  void show(GameState s, int card, String note) {
    boolean newPosition = s != shown;
    shown = s;
    selection.setText(card < 0 ? "No card selected." : describe(s, card));
    message.setText(note == null ? "" : note);
    undoEdit.setDisable(!wb.canUndo());
    redoEdit.setDisable(!wb.canRedo());
    if (!newPosition) {
      return;
    }
    Destination was = destination.getValue();
    List<Destination> dests = destinations(s);
    destination.getItems().setAll(dests);
    destination.setValue(was == null ? dests.get(0)
        : dests.stream().filter(d -> d.label().equals(was.label())).findFirst().orElse(dests.get(0)));
    if (s.pool() != poolOf) {
      // Listed once per pool, not at every action: a real pool holds a thousand cards.
      List<PoolCard> all = new ArrayList<>();
      for (CardDef d : s.pool().all()) {
        all.add(new PoolCard(d.id(), d.title()));
      }
      all.sort(Comparator.comparing(PoolCard::title).thenComparing(PoolCard::id));
      pool = all;
      poolOf = s.pool();
      filterPool();
    }
    InPlayCard otherWas = otherCard.getValue();
    List<InPlayCard> inPlay = s.play().stream().map(c -> new InPlayCard(c.id(), OpenView.title(s, c.id()))).toList();
    otherCard.getItems().setAll(inPlay);
    otherCard.setValue(otherWas == null ? null : inPlay.stream().filter(c -> c.id() == otherWas.id()).findFirst()
        .orElse(null));
    stage.setValue(s.stage() == Stage.CONFRONT ? Stage.CONFRONT_STEP_START : s.stage());
    showHistory(s);
    int ownerWas = Math.max(0, owner.getSelectionModel().getSelectedIndex());
    owner.getItems().setAll(s.player(0).name(), s.player(1).name());
    owner.getSelectionModel().select(ownerWas);
    for (int p = 0; p < 2; p++) {
      PlayerState ps = s.player(p);
      names.get(p).setText(ps.name());
      points.get(p).getValueFactory().setValue(ps.score());
      tokens.get(p).getValueFactory().setValue(ps.tokens());
      priority.get(p).setText("Give " + ps.name() + " priority");
    }
  }

  /** Forgets the position shown (outside workbench games). */
  void clear() {
    shown = null;
    selection.setText("");
    message.setText("");
    destination.getItems().clear();
    poolCard.getItems().clear();
    pool = List.of();
    poolOf = null;
  }

  /** One row of boxes per Problem in play and one box per Troublemaker, checked as the game has them. */
  private void showHistory(GameState s) {
    problemHistory.clear();
    challenged.clear();
    List<Node> rows = new ArrayList<>();
    for (InPlay c : s.play()) {
      String title = OpenView.title(s, c.id());
      if (s.type(c.id()) == CardType.PROBLEM) {
        var book = s.scoreBook();
        ProblemHistory h = new ProblemHistory(c.id(), box("editor-step-done-" + c.id(), "step done",
            book.stepsDone().contains(c.id())), box("editor-confronted-" + c.id(), "confronted",
            book.confronted().contains(c.id())), box("editor-faceoff-" + c.id(), "Problem faceoff",
            book.faceoffProblems().contains(c.id())), box("editor-confronting-" + c.id(), "being confronted",
            book.current() == c.id()));
        problemHistory.add(h);
        rows.add(flow(new Label(title + ":"), h.stepDone(), h.confronted(), h.faceoff(), h.confronting()));
      } else if (s.type(c.id()) == CardType.TROUBLEMAKER) {
        CheckBox b = box("editor-challenged-" + c.id(), title + " challenged this step", s.challenged().contains(c.id()));
        b.setUserData(c.id());
        challenged.add(b);
        rows.add(b);
      }
    }
    history.getChildren().setAll(rows);
  }

  private static CheckBox box(String id, String text, boolean on) {
    CheckBox b = new CheckBox(text);
    b.setId(id);
    b.setSelected(on);
    return b;
  }

  /** Moves the game to the chosen stage with the turn history the boxes say (the Go button). */
  private void setStage() {
    Stage to = stage.getValue();
    if (to == null || shown == null) {
      return;
    }
    List<Integer> steps = new ArrayList<>();
    List<Integer> confronted = new ArrayList<>();
    List<Integer> faceoffs = new ArrayList<>();
    int confronting = -1;
    for (ProblemHistory h : problemHistory) {
      if (h.stepDone().isSelected()) {
        steps.add(h.id());
      }
      if (h.confronted().isSelected()) {
        confronted.add(h.id());
      }
      if (h.faceoff().isSelected()) {
        faceoffs.add(h.id());
      }
      if (h.confronting().isSelected()) {
        confronting = h.id();
      }
    }
    List<Integer> tms = challenged.stream().filter(CheckBox::isSelected).map(b -> (Integer) b.getUserData()).toList();
    PositionEdits.TurnHistory h = new PositionEdits.TurnHistory(tms, steps, confronted, faceoffs, confronting);
    int first = firstPlayer.getSelectionModel().getSelectedIndex() - 1;
    wb.edit("Moved to " + to.display(), s -> PositionEdits.stage(s, to, h, Math.max(-1, first)));
  }

  /** Chooses the stage and checks the history boxes named by their ids: for tests, as clicks would. */
  public void chooseStage(Stage to, String... boxIds) {
    stage.setValue(to);
    for (String id : boxIds) {
      history.lookupAll("#" + id).forEach(n -> ((CheckBox) n).setSelected(true));
    }
  }

  /** Chooses the second card (beneath which, or the source of a modifier): for tests. */
  public void chooseOtherCard(int id) {
    otherCard.getItems().stream().filter(c -> c.id() == id).findFirst().ifPresent(otherCard::setValue);
  }

  @FunctionalInterface
  private interface TwoCardEdit {
    GameState apply(GameState s, int card, int other) throws PositionEdits.Refused;
  }

  private void withOther(String what, TwoCardEdit e) {
    InPlayCard o = otherCard.getValue();
    if (o == null) {
      message.setText("Choose the other card, a card in play, first.");
      return;
    }
    onSelected(what + " (" + o.label() + ")", (s, c) -> e.apply(s, c, o.id()));
  }

  /** Chooses the place by its words in the list: for tests and the keyboard. */
  public void choosePlace(String label) {
    destination.getItems().stream().filter(d -> d.label().equals(label)).findFirst().ifPresent(destination::setValue);
  }

  /** Chooses a card of the pool to add: for tests. */
  public void choosePoolCard(String defId) {
    find.setText("");
    poolCard.getItems().stream().filter(c -> c.id().equals(defId)).findFirst().ifPresent(poolCard::setValue);
  }

  /** The places offered for {@code s}: every zone, area and host. */
  static List<Destination> destinations(GameState s) {
    List<Destination> out = new ArrayList<>();
    out.add(new Destination("Hand", Place.Hand::new));
    out.add(new Destination("Draw deck, top", p -> new Place.DrawDeck(p, 0)));
    out.add(new Destination("Draw deck, bottom", p -> new Place.DrawDeck(p, Integer.MAX_VALUE)));
    out.add(new Destination("Problem deck, top", p -> new Place.ProblemDeck(p, 0)));
    out.add(new Destination("Problem deck, bottom", p -> new Place.ProblemDeck(p, Integer.MAX_VALUE)));
    out.add(new Destination("Discard pile", Place.Discard::new));
    out.add(new Destination("Banished", Place.Banished::new));
    for (int a = 0; a < 2; a++) {
      Area home = Area.home(a);
      Area problem = Area.problem(a);
      out.add(new Destination("In play, " + OpenView.where(s, home), p -> new Place.Play(home, p, false)));
      out.add(new Destination("In play, " + OpenView.where(s, problem), p -> new Place.Play(problem, p, false)));
      out.add(new Destination("In play, " + OpenView.where(s, problem) + ", face down",
          p -> new Place.Play(problem, p, true)));
    }
    for (InPlay c : s.play()) {
      if (s.isCharacter(c)) {
        int host = c.id();
        out.add(new Destination("Attached to " + OpenView.title(s, host), p -> new Place.OnHost(host)));
      }
    }
    return out;
  }

  // ------------------------------------------------------------------ edits

  @FunctionalInterface
  private interface CardEdit {
    GameState apply(GameState s, int card) throws PositionEdits.Refused;
  }

  private void onSelected(String what, CardEdit e) {
    int card = wb.selected();
    if (card < 0 || shown == null) {
      message.setText("Choose a card in the open view first.");
      return;
    }
    wb.edit(what + ": " + OpenView.title(shown, card), s -> e.apply(s, card));
  }

  /** Moves the selected card to the chosen place (the Move button). */
  public void moveSelected() {
    Destination d = destination.getValue();
    if (d == null) {
      return;
    }
    Destination at = atPosition(d);
    onSelected("Moved to " + at.label().toLowerCase(Locale.ROOT),
        (s, c) -> PositionEdits.move(s, c, at.forPlayer().apply(s.owner(c))));
  }

  /** "Draw deck, top" goes to the position chosen in the spinner when it is not the top. */
  private Destination atPosition(Destination d) {
    int at = deckPosition.getValue() - 1;
    if (at > 0 && d.label().equals("Draw deck, top")) {
      return new Destination("Draw deck, position " + (at + 1), p -> new Place.DrawDeck(p, at));
    }
    if (at > 0 && d.label().equals("Problem deck, top")) {
      return new Destination("Problem deck, position " + (at + 1), p -> new Place.ProblemDeck(p, at));
    }
    return d;
  }

  private void addFromPool() {
    PoolCard c = poolCard.getValue();
    Destination d = destination.getValue();
    int who = owner.getSelectionModel().getSelectedIndex();
    if (c == null || d == null || who < 0) {
      message.setText("Choose a card of the pool, its owner and a place first.");
      return;
    }
    Destination at = atPosition(d);
    wb.edit("Added " + c.title() + " for " + shown.player(who).name() + " to " + at.label().toLowerCase(Locale.ROOT),
        s -> PositionEdits.add(s, c.id(), who, at.forPlayer().apply(who)));
  }

  private void removeSelected() {
    int card = wb.selected();
    onSelected("Removed from the game", PositionEdits::remove);
    if (wb.selected() == card) {
      // Later cards were renumbered: nothing stays selected by mistake.
      wb.select(-1);
    }
  }

  private void shift(int by) {
    onSelected(by < 0 ? "Moved up" : "Moved down", (s, c) -> PositionEdits.shift(s, c, by));
  }

  private void toEnd(boolean top) {
    onSelected(top ? "Moved to the top" : "Moved to the bottom", (s, c) -> {
      int p = s.owner(c);
      int index = top ? 0 : Integer.MAX_VALUE;
      Place to = s.player(p).problemDeck().contains(c) ? new Place.ProblemDeck(p, index) : new Place.DrawDeck(p, index);
      if (!s.player(p).problemDeck().contains(c) && !s.player(p).drawDeck().contains(c)) {
        throw new PositionEdits.Refused(OpenView.title(s, c) + " is not in a deck");
      }
      return PositionEdits.move(s, c, to);
    });
  }

  private void setPlayer(int p) {
    int score = points.get(p).getValue();
    int tok = tokens.get(p).getValue();
    wb.edit(shown.player(p).name() + " has " + score + " points and " + tok + " tokens",
        s -> PositionEdits.tokens(PositionEdits.score(s, p, score), p, tok));
  }

  /** Sets a player's points and tokens: for tests, as the spinners and Set would. */
  public void setPlayer(int p, int score, int tok) {
    points.get(p).getValueFactory().setValue(score);
    tokens.get(p).getValueFactory().setValue(tok);
    setPlayer(p);
  }

  // ------------------------------------------------------------------ building

  private void filterPool() {
    String f = find.getText() == null ? "" : find.getText().trim().toLowerCase(Locale.ROOT);
    PoolCard was = poolCard.getValue();
    List<PoolCard> shownCards = pool.stream().filter(c -> f.isEmpty() || c.toString().toLowerCase(Locale.ROOT)
        .contains(f)).toList();
    poolCard.getItems().setAll(shownCards);
    if (was != null && shownCards.contains(was)) {
      poolCard.setValue(was);
    } else if (!shownCards.isEmpty()) {
      poolCard.setValue(shownCards.get(0));
    }
  }

  private static String describe(GameState s, int card) {
    InPlay c = s.inPlay(card);
    if (c != null) {
      return OpenView.describe(s, c);
    }
    int p = s.owner(card);
    PlayerState ps = s.player(p);
    String where = ps.hand().contains(card) ? "hand"
        : ps.drawDeck().contains(card) ? "draw deck, position " + (ps.drawDeck().indexOf(card) + 1)
        : ps.problemDeck().contains(card) ? "Problem deck, position " + (ps.problemDeck().indexOf(card) + 1)
        : ps.discard().contains(card) ? "discard pile" : ps.banished().contains(card) ? "banished zone" : "nowhere";
    return OpenView.title(s, card) + ", in " + ps.name() + "'s " + where;
  }

  private static Label heading(String text) {
    Label l = new Label(text);
    l.setStyle("-fx-font-weight: bold;");
    return l;
  }

  private static FlowPane flow(Node... nodes) {
    FlowPane f = new FlowPane(6, 4, nodes);
    return f;
  }

  private static Button button(String id, String text, Runnable r) {
    Button b = new Button(text);
    b.setId(id);
    b.setOnAction(e -> r.run());
    return b;
  }
}
