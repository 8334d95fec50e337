package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.DeadEnds;
import org.ponytable.engine.rules.ProblemStatus;
import org.ponytable.engine.rules.Reasons;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Stops;

/**
 * Everything the table shows, as one immutable {@link Table} per moment, and the table's
 * commands. Rules stay in the engine: choices are the engine's legal actions, filtered by the card
 * or area clicked; costs are asked of the engine; what is drawn comes from a {@link PlayerView}.
 * The hotseat curtain lives here: whenever the player who must act is not the one whose view is
 * shown, the table shows nobody's hand until that player lifts the curtain.
 */
public final class TableViewModel {

  /** A button: its words, an optional detail (a cost), the action it applies, a shortcut key. */
  public record Choice(String label, String detail, Action action, String key) {}

  /**
   * What the commands act on: the selection and the choices the engine's legal actions give it.
   *
   * @param selected the selected card, or -1
   * @param blocked the card last clicked that has no legal action (the message says why), or -1
   * @param actionable cards that have at least one legal action (they glow)
   * @param targets areas the selected card can go to (click one to do it)
   * @param hosts cards in play the selected card can be played on, an attachment's hosts (click one)
   * @param cardChoices what the selected card can do
   * @param decisionChoices choices not tied to a card: keep/mulligan, draw, and a decision's options
   * @param options the cards a non-priority decision offers (copies of one card shown once)
   */
  public record Choices(int selected, int blocked, Set<Integer> actionable, Set<Area> targets, Set<Integer> hosts,
      List<Choice> cardChoices, List<Choice> decisionChoices, List<CardView> options) {}

  /**
   * One moment of the table: one record per panel ({@link TablePanels}), each compared with the
   * last by the view so only what changed is drawn again.
   *
   * @param view what is drawn: the viewer's view, or the public view (viewer -1) behind the curtain
   * @param curtainPanel the curtain, or null when it is down
   * @param fresh events to animate, redacted for the viewer: those just applied, or after a curtain
   *     those since the viewer last had the table
   * @param problemStatus each player's standing at each Problem in play (public: face-up cards only)
   */
  public record Table(
      PlayerView view,
      int viewer,
      TablePanels.Curtain curtainPanel,
      Choices choices,
      TablePanels.Board board,
      TablePanels.Turn turn,
      TablePanels.Prompt promptPanel,
      TablePanels.Actions actions,
      TablePanels.Faceoff faceoffPanel,
      TablePanels.Log logPanel,
      String result,
      List<GameEvent> fresh,
      List<ProblemStatus.Status> problemStatus) {

    public boolean curtain() {
      return curtainPanel != null;
    }

    /** The player the curtain waits for, or -1 when it is down. */
    public int curtainFor() {
      return curtainPanel == null ? -1 : curtainPanel.forPlayer();
    }

    public String curtainName() {
      return curtainPanel == null ? null : curtainPanel.name();
    }

    public String curtainHint() {
      return curtainPanel == null ? null : curtainPanel.hint();
    }

    public boolean over() {
      return result != null;
    }

    public int selected() {
      return choices.selected();
    }

    public int blocked() {
      return choices.blocked();
    }

    public Set<Integer> actionable() {
      return choices.actionable();
    }

    public Set<Area> targets() {
      return choices.targets();
    }

    public Set<Integer> hosts() {
      return choices.hosts();
    }

    public List<Choice> cardChoices() {
      return choices.cardChoices();
    }

    public List<Choice> decisionChoices() {
      return choices.decisionChoices();
    }

    public List<CardView> options() {
      return choices.options();
    }

    /** The one obvious button: pass, end the phase, stop challenging; or null. */
    public Choice primary() {
      return actions.primary();
    }

    public String prompt() {
      return promptPanel.prompt();
    }

    public String promptDetail() {
      return promptPanel.detail();
    }

    public String message() {
      return promptPanel.message();
    }

    public FaceoffSummary faceoff() {
      return faceoffPanel == null ? null : faceoffPanel.summary();
    }

    public List<GameLog.Line> log() {
      return logPanel.lines();
    }

    /** Whether the log shows passes (they are folded out unless asked for). */
    public boolean showPasses() {
      return logPanel.showPasses();
    }

    public boolean canUndo() {
      return actions.canUndo();
    }

    public boolean canRedo() {
      return actions.canRedo();
    }

    /** The status of a player at a Problem, or null. */
    public ProblemStatus.Status statusAt(int problem, int player) {
      for (ProblemStatus.Status st : problemStatus) {
        if (st.problem() == problem && st.player() == player) {
          return st;
        }
      }
      return null;
    }
  }

  private final ObjectProperty<Table> table = new SimpleObjectProperty<>();
  private GameSession session;
  private int viewer = -1;
  /** The one human seat when the other is the computer's: no curtain, only this seat's side shows. */
  private int human = -1;
  private int selected = -1;
  private int blocked = -1;
  private String message;
  private boolean faceoffDismissed;
  private boolean showPasses;
  private final FreshEvents events = new FreshEvents();
  private Consumer<GameSession> afterChange = g -> {};
  private final LogModel log = new LogModel();

  public ReadOnlyObjectProperty<Table> tableProperty() {
    return table;
  }

  public Table table() {
    return table.get();
  }

  public GameSession session() {
    return session;
  }

  /** Called after every change to the game (the app autosaves here). */
  public void setAfterChange(Consumer<GameSession> hook) {
    this.afterChange = hook == null ? g -> {} : hook;
  }

  /** Shows a game: nobody's view until the first player to act lifts the curtain. */
  public void show(GameSession game) {
    show(game, -1);
  }

  /**
   * Shows a game against the computer: {@code human} is the one seat a person plays, so its side is
   * all the table ever shows and no curtain rises (-1: a hotseat game, as {@link #show(GameSession)}).
   */
  public void show(GameSession game, int human) {
    this.human = human;
    this.session = game;
    this.viewer = human;
    this.selected = -1;
    this.blocked = -1;
    this.message = null;
    this.faceoffDismissed = false;
    this.events.clear();
    // A new game is a new table: whoever watches sees the old one go (a new curtain rises).
    table.set(null);
    if (!game.state().isOver()) {
      game.settle();
    }
    refresh();
  }

  // ------------------------------------------------------------------ commands

  /** The curtain's button: the waiting player now sees their own view. */
  public void liftCurtain() {
    Table t = table();
    if (t == null || !t.curtain()) {
      return;
    }
    viewer = t.curtainFor();
    selected = -1;
    blocked = -1;
    message = null;
    events.catchUp(viewer, allSteps());
    refresh();
  }

  /**
   * A click on a card. A host of the selected attachment takes it; a decision's option is chosen
   * at once; otherwise the card is selected so its choices show (and a second click deselects).
   * A card with nothing to do is marked and the engine's reason shown instead.
   */
  public void clickCard(int id) {
    Table t = table();
    if (t == null || t.curtain() || t.over()) {
      return;
    }
    if (selected >= 0 && selected != id) {
      List<Action> onHost = dropsOn(selected, null, id);
      if (!onHost.isEmpty()) {
        apply(onHost.get(0));
        return;
      }
    }
    List<Action> mine = actionsFor(id);
    Decision d = t.view().decision();
    if (d != null && d.kind() != DecisionKind.PRIORITY && mine.size() == 1) {
      apply(mine.get(0));
      return;
    }
    if (mine.isEmpty()) {
      // Legal actions come from the engine, and so does why there are none (from this seat).
      boolean again = blocked == id;
      selected = -1;
      blocked = again ? -1 : id;
      message = again ? null : Reasons.whyCardCannotAct(session.state(), t.viewer(), id);
      refresh();
      return;
    }
    selected = selected == id ? -1 : id;
    blocked = -1;
    message = null;
    refresh();
  }

  /** A click on an area: if the selected card can go there in exactly one way, it does. */
  public void clickArea(Area area) {
    Table t = table();
    if (t == null || t.curtain() || selected < 0) {
      return;
    }
    List<Action> there = dropsOn(selected, area, -1);
    if (there.size() == 1) {
      apply(there.get(0));
    }
  }

  // ------------------------------------------------------------------ drag and drop

  /** A card can be dragged when the engine offers it an action with a place: an area or a host. */
  public boolean canDrag(int id) {
    Table t = table();
    if (t == null || t.curtain() || t.over()) {
      return false;
    }
    for (Action a : actionsFor(id)) {
      if (ActionText.target(a) != null || ActionText.host(a) >= 0) {
        return true;
      }
    }
    return false;
  }

  /** A drag starts: the card is selected, so the places it can go glow as they do after a click. */
  public void startDrag(int id) {
    if (canDrag(id) && selected != id) {
      selected = id;
      blocked = -1;
      message = null;
      refresh();
    }
  }

  /** Whether dropping the dragged card on this area does something (the area accepts the drag). */
  public boolean accepts(int id, Area area) {
    return !dropsOn(id, area, -1).isEmpty();
  }

  /** Whether dropping the dragged card on this card in play attaches it there. */
  public boolean acceptsHost(int id, int host) {
    return !dropsOn(id, null, host).isEmpty();
  }

  /**
   * A drop on an area or a host ({@code host} -1 for an area): the one action that puts the card
   * there is applied, as a click there would. When several do (other ways to pay), the card stays
   * selected and the message says to pick one among its choices. True when an action was applied.
   */
  public boolean drop(int id, Area area, int host) {
    List<Action> there = dropsOn(id, area, host);
    if (there.size() == 1) {
      apply(there.get(0));
      return true;
    }
    if (!there.isEmpty()) {
      selected = id;
      blocked = -1;
      message = "More than one way to do that: choose one of the card's choices.";
      refresh();
    }
    return false;
  }

  /** The card's actions that put it on {@code area}, or on the card {@code host} when it is not -1. */
  private List<Action> dropsOn(int id, Area area, int host) {
    List<Action> there = new ArrayList<>();
    Table t = table();
    if (t == null || t.curtain() || t.over()) {
      return there;
    }
    for (Action a : actionsFor(id)) {
      boolean fits = host >= 0 ? ActionText.host(a) == host : area != null && area.equals(ActionText.target(a));
      if (fits) {
        there.add(a);
      }
    }
    return there;
  }

  public void clearSelection() {
    if (selected >= 0 || blocked != -1) {
      selected = -1;
      if (blocked != -1) {
        blocked = -1;
        message = null;
      }
      refresh();
    }
  }

  public void choose(Choice c) {
    if (c != null) {
      apply(c.action());
    }
  }

  /** Space: pass, end the phase or stop challenging, whichever the engine offers. */
  public void primary() {
    Table t = table();
    if (t == null || t.curtain() || t.primary() == null) {
      return;
    }
    // Decided by the typed kind the table made with the button, never by its words.
    if (t.actions().kind() == TablePanels.PrimaryKind.END_PHASE) {
      run(() -> session.passThroughPhase(t.viewer()));
    } else {
      apply(t.primary().action());
    }
  }

  /** The n-th (from 1) visible choice: the selected card's, else the decision's. */
  public void chooseNumber(int n) {
    Table t = table();
    if (t == null || t.curtain()) {
      return;
    }
    List<Choice> list = !t.cardChoices().isEmpty() ? t.cardChoices() : t.decisionChoices();
    if (!list.isEmpty() && n >= 1 && n <= list.size()) {
      apply(list.get(n - 1).action());
    }
  }

  /** The first legal action of a kind (Draw, Keep...) for a keyboard shortcut; false if none. */
  public boolean applyFirst(Class<? extends Action> type, java.util.function.Predicate<Action> test) {
    Table t = table();
    if (t == null || t.curtain()) {
      return false;
    }
    for (Action a : t.view().legalActions()) {
      if (type.isInstance(a) && test.test(a)) {
        apply(a);
        return true;
      }
    }
    return false;
  }

  /** The player at the screen concedes. */
  public void concede() {
    Table t = table();
    if (t == null || t.curtain() || t.over() || viewer < 0) {
      return;
    }
    apply(new Action.Concede(viewer));
  }

  /**
   * The player at the screen offered a draw and the other player, at the same keyboard, accepted
   * it (rulings.md, "A game nobody can win"). Like conceding, it may happen at any time.
   */
  public void agreeDraw() {
    Table t = table();
    // Like conceding, never behind the curtain: who is at the screen then is not known.
    if (t == null || t.curtain() || t.over() || viewer < 0) {
      return;
    }
    apply(new Action.AgreeDraw(viewer));
  }

  /**
   * Whether the game is a proven dead end, judged only on what both players may know (so a
   * verdict never tells anything about a hidden hand): both decks and both hands empty.
   */
  public boolean deadEnd() {
    if (session == null) {
      return false;
    }
    GameState s = session.state();
    return s.player(0).hand().isEmpty() && s.player(1).hand().isEmpty() && DeadEnds.proven(s);
  }

  /**
   * Takes back what the player at the table may take back. Never behind the curtain: whoever is at
   * the screen then is not known, and the game must not move or show anyone's table.
   */
  public void undo() {
    if (session == null || behindCurtain() || !session.canUndo(viewer)) {
      return;
    }
    session.undo(viewer);
    selected = -1;
    blocked = -1;
    events.undone(allSteps().size());
    message = "Undone.";
    afterChange.accept(session);
    refresh();
  }

  /** Applies an undone turn again; like undo, never behind the curtain. */
  public void redo() {
    if (session == null || behindCurtain() || !session.canRedo()) {
      return;
    }
    events.applied(session.redo(), viewer);
    selected = -1;
    blocked = -1;
    message = null;
    afterChange.accept(session);
    refresh();
  }

  /** A short note in the message line ("Saved to ..."), until the next action replaces it. */
  public void tell(String note) {
    message = note;
    refresh();
  }

  /**
   * The player at the screen passes now and the table goes on passing for them until {@code
   * until} ({@link GameSession#passUntil}). Never behind the curtain; the curtain still rises
   * whenever the other player must act.
   */
  public void passUntil(GameSession.PassUntil until) {
    Table t = table();
    if (t == null || t.curtain() || t.over() || viewer < 0) {
      return;
    }
    run(() -> session.passUntil(viewer, until));
  }

  /** The log shows passes, or folds them out (the default). */
  public void setShowPasses(boolean on) {
    if (showPasses != on) {
      showPasses = on;
      refresh();
    }
  }

  /** The stops of the player at the screen, or null behind the curtain (nobody's to show). */
  public Stops viewerStops() {
    Table t = table();
    return t == null || t.curtain() || viewer < 0 ? null : session.stops(viewer);
  }

  /** The player at the screen changes their stops for this game; false behind the curtain. */
  public boolean setViewerStops(Stops stops) {
    if (viewerStops() == null) {
      return false;
    }
    session.setStops(viewer, stops);
    refresh();
    return true;
  }

  /** Switch automatic passing; switching it on passes at once where there is nothing else to do. */
  public void setAutoPass(boolean on) {
    if (session == null) {
      return;
    }
    session.setAutoPass(on);
    // Behind the curtain nothing may move; the setting applies from the next action.
    if (on && !session.state().isOver() && !behindCurtain()) {
      List<GameSession.Applied> steps = session.settle();
      if (!steps.isEmpty()) {
        afterChange.accept(session);
      }
    }
    refresh();
  }

  private boolean behindCurtain() {
    Table t = table();
    return t == null || t.curtain();
  }

  public void dismissFaceoff() {
    faceoffDismissed = true;
    refresh();
  }

  private void apply(Action a) {
    run(() -> session.act(a));
  }

  /**
   * The computer's move, found from its own view of {@code decided}: played only if the game is
   * still there (no undo, concession or new game came first); false if it was not.
   */
  public boolean applyComputer(GameState decided, Action picked) {
    if (session == null || session.state() != decided || decided.isOver()) {
      return false;
    }
    int keep = viewer;
    run(() -> session.act(picked));
    viewer = keep;
    return true;
  }

  private void run(java.util.function.Supplier<List<GameSession.Applied>> change) {
    if (session == null) {
      return;
    }
    try {
      int before = allSteps().size();
      List<GameSession.Applied> steps = change.get();
      events.applied(steps, viewer);
      if (viewer >= 0 && !steps.isEmpty()) {
        events.actorActed(viewer, before);
      }
      selected = -1;
      blocked = -1;
      message = null;
      for (GameSession.Applied s : steps) {
        for (GameEvent e : s.events()) {
          if (e instanceof GameEvent.FaceoffStarted) {
            faceoffDismissed = false;
          }
        }
      }
      afterChange.accept(session);
    } catch (Refusal r) {
      // The engine checks every action again; its reason is shown, nothing changes.
      message = r.getMessage();
    }
    refresh();
  }

  private List<Action> actionsFor(int card) {
    Table t = table();
    List<Action> out = new ArrayList<>();
    // -1 is no card; ids below it are hidden cards offered by stand-in ids (PlayerView.idFor).
    if (t == null || card == -1) {
      return out;
    }
    for (Action a : t.view().legalActions()) {
      if (a.card() == card) {
        out.add(a);
      }
    }
    return out;
  }

  // ------------------------------------------------------------------ building a Table

  /** Composes one moment of the table from each panel's model; rules stay in the engine. */
  private void refresh() {
    if (session == null) {
      table.set(null);
      return;
    }
    GameState s = session.state();
    boolean over = s.isOver();
    int actor = over ? -1 : s.actor();
    viewer = session.mode() == GameSession.Mode.WORKBENCH && human < 0 && actor >= 0 ? actor : viewer; // no curtain
    int curtainFor = !over && actor >= 0 && actor != viewer && human < 0 ? actor : -1;
    if (over && viewer < 0) {
      viewer = 0;
    }
    int shown = curtainFor >= 0 ? -1 : viewer;
    // The session's one list for this state: the view shares it (issue 14).
    PlayerView view = PlayerView.of(session.legal(), shown);
    List<GameSession.Applied> steps = allSteps();
    List<String> names = List.of(s.player(0).name(), s.player(1).name());
    Names n = new Names(names, shown, ChoicesModel.knownTo(view, s), abilitiesOf(s));

    if (selected >= 0 && ChoicesModel.actionsFor(view.legalActions(), selected).isEmpty()) {
      selected = -1;
    }
    if (curtainFor >= 0) {
      blocked = -1;
    }
    Choices choices = ChoicesModel.of(s, view, n, selected, blocked, curtainFor >= 0);
    FaceoffSummary faceoff = FaceoffModel.latest(steps, view, shown, faceoffDismissed);
    TablePanels.Curtain curtain = curtainFor >= 0
        ? new TablePanels.Curtain(curtainFor, n.player(curtainFor), PromptText.curtainHint(s, names)) : null;
    List<ProblemStatus.Status> status = BoardModel.problemStatus(s, view);
    int bottom = curtainFor >= 0 ? curtainFor : Math.max(0, shown);
    CardMarks marks = new CardMarks(view, choices.actionable(), selected, blocked, choices.hosts(),
        choices.targets(), faceoff);
    TablePanels.Board board = BoardModel.board(view, shown, bottom, curtainFor >= 0, marks, status);
    int highest = Math.max(view.seats().get(0).score(), view.seats().get(1).score());
    TablePanels.Turn turn = new TablePanels.Turn(view.turn(), view.seats().get(view.turnPlayer()).name(),
        view.stage(), highest);
    TablePanels.Actions actions = ActionBarModel.of(view, n, choices, over, session.canUndo(viewer),
        session.canRedo(), curtainFor >= 0);
    TablePanels.Prompt promptPanel = PromptModel.of(s, view, n, curtainFor, message, marks, choices);
    table.set(new Table(view, shown, curtain, choices, board, turn, promptPanel, actions,
        FaceoffModel.of(faceoff, view), log.of(session, steps, shown, showPasses),
        over ? PromptText.resultText(s) : null, events.take(curtainFor >= 0, shown, steps.size()), status));
  }

  private List<GameSession.Applied> allSteps() {
    List<GameSession.Applied> out = new ArrayList<>();
    for (GameSession.Turn t : session.history()) {
      out.addAll(t.steps());
    }
    return out;
  }

  /** The engine's numbering of a card's abilities, which its activations name (Teamwork included). */
  static java.util.function.IntFunction<List<org.ponytable.engine.ability.Ability>> abilitiesOf(GameState s) {
    // A card not in play can have an ability only as the viewer's own legal action: one used from the hand.
    return id -> id < 0 ? List.of() : s.inPlay(id) != null
        ? org.ponytable.engine.rules.Abilities.of(s, s.inPlay(id)) : s.def(id).face().abilities();
  }
}
