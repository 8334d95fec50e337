package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.rules.Costs;
import org.ponytable.engine.rules.DeadEnds;
import org.ponytable.engine.rules.ProblemStatus;
import org.ponytable.engine.rules.Reasons;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Stops;
import org.ponytable.engine.ability.Words;

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
  private List<GameEvent> fresh = List.of();
  private boolean faceoffDismissed;
  private boolean showPasses;
  /** Per player, how many steps of the game they had seen when they last had the table. */
  private final Map<Integer, Integer> seen = new java.util.HashMap<>();
  private Consumer<GameSession> afterChange = g -> {};

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
    this.fresh = List.of();
    this.faceoffDismissed = false;
    this.seen.clear();
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
    fresh = unseen(viewer);
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
    fresh = List.of();
    // Steps taken back were seen by nobody; whatever replaces them is new to both.
    int left = allSteps().size();
    seen.replaceAll((p, n) -> Math.min(n, left));
    message = "Undone.";
    afterChange.accept(session);
    refresh();
  }

  /** Applies an undone turn again; like undo, never behind the curtain. */
  public void redo() {
    if (session == null || behindCurtain() || !session.canRedo()) {
      return;
    }
    List<GameSession.Applied> steps = session.redo();
    noteFresh(steps);
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
      noteFresh(steps);
      if (viewer >= 0 && !steps.isEmpty()) {
        // The actor knows their own action; what the engine ran after it is new to them.
        seen.put(viewer, before + 1);
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

  private void noteFresh(List<GameSession.Applied> steps) {
    List<GameEvent> out = new ArrayList<>();
    for (GameSession.Applied s : steps) {
      out.addAll(PlayerView.events(s.events(), s.after(), viewer));
    }
    fresh = out;
  }

  /** The events since a player last had the table, as they may see them; none the first time. */
  private List<GameEvent> unseen(int player) {
    Integer from = seen.get(player);
    if (from == null || session == null) {
      return List.of();
    }
    List<GameSession.Applied> steps = allSteps();
    List<GameEvent> out = new ArrayList<>();
    for (int i = Math.min(from, steps.size()); i < steps.size(); i++) {
      out.addAll(PlayerView.events(steps.get(i).events(), steps.get(i).after(), player));
    }
    return out;
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
    Names n = new Names(names, shown, knownTo(view, s), abilitiesOf(s));

    List<Action> legal = view.legalActions();
    if (selected >= 0 && actionsFor(legal, selected).isEmpty()) {
      selected = -1;
    }
    if (curtainFor >= 0) {
      blocked = -1;
    }
    Set<Integer> actionable = new LinkedHashSet<>();
    List<Choice> decisionChoices = new ArrayList<>();
    Choice primary = null;
    TablePanels.PrimaryKind primaryKind = null;
    for (Action a : legal) {
      int c = a.card();
      if (a instanceof Action.Choose ch && ch.kind() == DecisionKind.AREA) {
        // An area, not a card: a button of its own (Area.code).
        decisionChoices.add(new Choice(ActionText.label(a, n), "", a, null));
      } else if (c != -1) {
        // Below -1: a hidden card offered by its stand-in id (an effect naming face-down cards).
        actionable.add(c);
      } else if (a instanceof Action.Pass) {
        // The viewer's own Main Phase waits for them: passing there ends the phase (GameSession).
        primaryKind = PromptText.ownMainPhase(view) ? TablePanels.PrimaryKind.END_PHASE : TablePanels.PrimaryKind.PASS;
        primary = new Choice(primaryKind == TablePanels.PrimaryKind.END_PHASE ? "End Main Phase" : "Pass", "Space", a,
            "Space");
      } else if (a instanceof Action.StopChallenging) {
        primaryKind = TablePanels.PrimaryKind.STOP_CHALLENGING;
        primary = new Choice(ActionText.label(a, n), "Space", a, "Space");
      } else if (!(a instanceof Action.Concede)) {
        decisionChoices.add(new Choice(ActionText.label(a, n), costDetail(a), a, keyFor(a)));
      }
    }
    List<Choice> cardChoices = new ArrayList<>();
    Set<Area> targets = new LinkedHashSet<>();
    Set<Integer> hosts = new LinkedHashSet<>();
    for (Action a : actionsFor(legal, selected)) {
      cardChoices.add(new Choice(ActionText.label(a, n), costDetail(a), a, null));
      Area to = ActionText.target(a);
      if (to != null) {
        targets.add(to);
      }
      if (ActionText.host(a) >= 0) {
        hosts.add(ActionText.host(a));
      }
    }
    List<CardView> options = new ArrayList<>();
    Decision d = view.decision();
    if (d != null && d.kind() != DecisionKind.PRIORITY && d.kind() != DecisionKind.AREA && curtainFor < 0) {
      options = optionCards(view, s, d);
      // Each offered card also gets a button, in the same order as the cards.
      List<Choice> byCard = new ArrayList<>();
      for (CardView o : options) {
        for (Action a : legal) {
          if (a.card() == o.id()) {
            String label = o.hidden() && a instanceof Action.Choose ch
                ? ActionText.choice(ch.kind(), PromptText.hiddenByPlace(o, view, n)) : ActionText.label(a, n);
            byCard.add(new Choice(label, "", a, null));
            break;
          }
        }
      }
      byCard.addAll(decisionChoices);
      decisionChoices = byCard;
    }

    cardChoices = distinct(cardChoices, view, n);
    decisionChoices = distinct(decisionChoices, view, n);
    numberKeys(cardChoices);
    if (cardChoices.isEmpty()) {
      numberKeys(decisionChoices);
    }

    String prompt;
    String detail;
    if (over) {
      prompt = PromptText.resultText(s);
      detail = "The game is over. Start a new one from the Game menu.";
    } else if (curtainFor >= 0) {
      prompt = "Waiting for " + n.player(curtainFor);
      detail = "";
    } else {
      prompt = PromptText.promptText(view, n, legal);
      detail = PromptText.promptDetail(view, n);
    }

    FaceoffSummary faceoff = FaceoffSummary.latest(steps, view.faceoff(), shown);
    if (faceoff != null && faceoffDismissed && !faceoff.live()) {
      faceoff = null;
    }
    List<GameLog.Line> log = log(steps, shown);
    TablePanels.Curtain curtain = curtainFor >= 0
        ? new TablePanels.Curtain(curtainFor, n.player(curtainFor), PromptText.curtainHint(s, names)) : null;
    Choices choices = new Choices(selected, blocked, Set.copyOf(actionable), Set.copyOf(targets), Set.copyOf(hosts),
        List.copyOf(cardChoices), List.copyOf(decisionChoices), List.copyOf(options));
    List<ProblemStatus.Status> status = problemStatus(s, view);
    int bottom = curtainFor >= 0 ? curtainFor : Math.max(0, shown);
    TablePanels.Marks marks = new TablePanels.Marks(view, choices.actionable(), selected, blocked, choices.hosts(),
        choices.targets(), faceoff);
    TablePanels.Board board = TablePanels.board(view, shown, bottom, curtainFor >= 0, marks, status);
    int highest = Math.max(view.seats().get(0).score(), view.seats().get(1).score());
    TablePanels.Turn turn = new TablePanels.Turn(view.turn(), view.seats().get(view.turnPlayer()).name(),
        view.stage(), highest);
    String idle = over ? "Game over" : options.isEmpty() && decisionChoices.isEmpty() ? "Waiting"
        : "Choose on the right";
    TablePanels.Actions actions = new TablePanels.Actions(primary, primary == null ? null : primaryKind, idle,
        session.canUndo(viewer), session.canRedo(), curtainFor >= 0);
    TablePanels.Prompt promptPanel = new TablePanels.Prompt(prompt, detail, message, optionsOf(marks, options, decisionChoices),
        cardChoices.isEmpty() ? null : choiceHead(view), List.copyOf(cardChoices.isEmpty() ? decisionChoices : cardChoices));
    table.set(new Table(view, shown, curtain, choices, board, turn, promptPanel, actions,
        TablePanels.faceoff(faceoff, view), new TablePanels.Log(List.copyOf(log), showPasses),
        over ? PromptText.resultText(s) : null, curtainFor >= 0 ? List.of() : fresh, status));
    fresh = List.of();
    if (curtainFor < 0 && shown >= 0) {
      seen.put(shown, steps.size());
    }
  }

  /** The offered cards as the prompt panel draws them, each with the words of its button. */
  private static List<TablePanels.Option> optionsOf(TablePanels.Marks marks, List<CardView> options,
      List<Choice> decisionChoices) {
    List<TablePanels.Option> out = new ArrayList<>();
    int i = 1;
    for (CardView c : options) {
      String keyed = i <= 9 ? "  (" + i + ")" : "";
      String tip = c.hidden() ? choiceLabel(decisionChoices, c.id(), "Choose this face-down card") + keyed
          : "Choose " + c.def().title() + keyed;
      out.add(new TablePanels.Option(marks.card(c), tip));
      i++;
    }
    return List.copyOf(out);
  }

  /** The words of the decision's button for an offered card (they say where a hidden one lies). */
  private static String choiceLabel(List<Choice> choices, int card, String otherwise) {
    for (Choice c : choices) {
      if (c.action() != null && c.action().card() == card) {
        return c.label();
      }
    }
    return otherwise;
  }

  private String choiceHead(PlayerView v) {
    CardView sel = TablePanels.find(v, selected);
    return sel == null ? "Selected card" : sel.def().title() + ":";
  }

  /** Problem status for both players at each Problem the view shows: public, so the same behind the curtain. */
  private static List<ProblemStatus.Status> problemStatus(GameState s, PlayerView view) {
    List<ProblemStatus.Status> out = new ArrayList<>();
    for (CardView c : view.play()) {
      if (!c.hidden() && c.def().type() == org.ponytable.engine.terms.CardType.PROBLEM) {
        for (int p = 0; p < 2; p++) {
          out.add(ProblemStatus.of(s, c.id(), p));
        }
      }
    }
    return List.copyOf(out);
  }

  // Selection clicks rebuild the table too; the log only changes with the game or the viewer.
  private List<Object> logKey;
  private List<GameLog.Line> logLines;

  private List<GameLog.Line> log(List<GameSession.Applied> steps, int shown) {
    List<Object> key = java.util.Arrays.asList(session, shown, showPasses, steps.size(),
        steps.isEmpty() ? null : System.identityHashCode(steps.get(steps.size() - 1)));
    if (!key.equals(logKey)) {
      List<GameLog.Line> all = GameLog.lines(session.opening().state(), session.opening().events(), steps, shown);
      logLines = showPasses ? all : GameLog.withoutPasses(all);
      logKey = key;
    }
    return logLines;
  }

  private List<GameSession.Applied> allSteps() {
    List<GameSession.Applied> out = new ArrayList<>();
    for (GameSession.Turn t : session.history()) {
      out.addAll(t.steps());
    }
    return out;
  }

  private static List<Action> actionsFor(List<Action> legal, int card) {
    List<Action> out = new ArrayList<>();
    if (card < 0) {
      return out;
    }
    for (Action a : legal) {
      if (a.card() == card) {
        out.add(a);
      }
    }
    return out;
  }

  private String costDetail(Action a) {
    if (a instanceof Action.PlayCard || a instanceof Action.PlayAttachment || a instanceof Action.PlayTroublemaker
        || a instanceof Action.Move
        || a instanceof Action.Draw || a instanceof Action.Rally || a instanceof Action.Activate) {
      // The price the engine will take (508, 609.2), not what the action nets: a Friend that gains
      // a token when moved still costs 2 to move.
      GameState s = session.state();
      return Words.count(Costs.tokens(s, PlayerView.toEngine(s, a)), "token");
    }
    return "";
  }

  private static String keyFor(Action a) {
    if (a instanceof Action.Draw) {
      return "D";
    } else if (a instanceof Action.Mulligan m) {
      return m.take() ? "M" : "K";
    }
    return null;
  }

  private static void numberKeys(List<Choice> list) {
    for (int i = 0; i < list.size() && i < 9; i++) {
      Choice c = list.get(i);
      String key = c.key() == null ? Integer.toString(i + 1) : c.key() + " / " + (i + 1);
      list.set(i, new Choice(c.label(), c.detail(), c.action(), key));
    }
  }

  /**
   * The option cards of a decision. Their definitions come from the view where it has them; a
   * Starting Problem sits in the viewer's own Problem deck, which the view counts but does not
   * list, so those come from the card pool: the engine offered exactly those ids to this viewer.
   * Copies of one card outside the play zone are interchangeable and shown once.
   */
  private static List<CardView> optionCards(PlayerView v, GameState s, Decision d) {
    Map<Integer, CardView> known = visibleCards(v);
    for (CardView c : v.play()) {
      if (c.hidden()) {
        known.put(c.id(), c);
      }
    }
    Map<String, CardView> byKey = new LinkedHashMap<>();
    for (int id : d.options()) {
      CardView c = known.get(id);
      if (c == null) {
        c = new CardView(id, s.def(id), null);
      }
      String key = c.status() == null ? "def:" + c.def().id() : "id:" + id;
      byKey.putIfAbsent(key, c);
    }
    return new ArrayList<>(byKey.values());
  }

  private static Map<Integer, CardView> visibleCards(PlayerView v) {
    Map<Integer, CardView> m = new LinkedHashMap<>();
    for (CardView c : v.play()) {
      if (!c.hidden()) {
        m.put(c.id(), c);
      }
    }
    for (PlayerView.SeatView seat : v.seats()) {
      for (List<CardView> l : List.of(seat.hand(), seat.flipped(), seat.discard(), seat.banished())) {
        for (CardView c : l) {
          m.putIfAbsent(c.id(), c);
        }
      }
    }
    return m;
  }

  /** The engine's numbering of a card's abilities, which its activations name (Teamwork included). */
  static java.util.function.IntFunction<List<org.ponytable.engine.ability.Ability>> abilitiesOf(GameState s) {
    return id -> id >= 0 && s.inPlay(id) != null
        ? org.ponytable.engine.rules.Abilities.of(s, s.inPlay(id)) : List.of();
  }

  /** The choices with labels made distinct where the actions differ (ActionText.distinct). */
  private static List<Choice> distinct(List<Choice> choices, PlayerView view, Names n) {
    List<String> labels = ActionText.distinct(choices.stream().map(Choice::label).toList(),
        choices.stream().map(Choice::action).toList(), id -> PromptText.place(view, n, id));
    List<Choice> out = new ArrayList<>();
    for (int i = 0; i < choices.size(); i++) {
      Choice c = choices.get(i);
      out.add(new Choice(labels.get(i), c.detail(), c.action(), c.key()));
    }
    return out;
  }

  /** Names for the prompt and buttons: cards the view shows, plus the viewer's decision options. */
  private static java.util.function.IntFunction<CardDef> knownTo(PlayerView v, GameState s) {
    Map<Integer, CardView> m = visibleCards(v);
    Set<Integer> offered = v.decision() == null ? Set.of() : Set.copyOf(v.decision().options());
    return id -> {
      CardView c = m.get(id);
      if (c != null) {
        return c.def();
      }
      return offered.contains(id) ? s.def(id) : null;
    };
  }
}
