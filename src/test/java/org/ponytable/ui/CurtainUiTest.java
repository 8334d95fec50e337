package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.CurtainGuard;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 9, findings 1 and 2: nothing but a deliberate click on the curtain's button or a fresh
 * Enter lifts the curtain, and nothing done behind it moves the game or shows a hand.
 */
@ExtendWith(ApplicationExtension.class)
class CurtainUiTest {
  /** Every key the window or the table answers, and a few that move focus. Enter lifts: not here. */
  private static final List<List<KeyCode>> KEYS = keys();

  private MainWindow w;
  private StubDialogs dialogs;
  /** The guard's clock, moved by the tests: queued input is input handled before it moves. */
  private final AtomicLong now = new AtomicLong(1_000_000);

  @Start
  void start(Stage stage) throws IOException {
    Settings settings = new Settings();
    settings.animations = false;
    w = new MainWindow(stage, settings, TestLibrary.get(), 1366, 768);
    dialogs = new StubDialogs();
    // Dialogs answer "no file" and "no new game"; a Concede... that got through would be confirmed.
    w.setDialogs(dialogs);
    w.setAutosaveFile(Files.createTempDirectory("ponytable-curtain").resolve("autosave.json"));
    w.tableView().curtainGuard().setClock(now::get);
    stage.show();
  }

  private static List<List<KeyCode>> keys() {
    List<List<KeyCode>> out = new ArrayList<>();
    for (KeyCode k : List.of(KeyCode.SPACE, KeyCode.ESCAPE, KeyCode.TAB, KeyCode.D, KeyCode.K, KeyCode.M, KeyCode.Z,
        KeyCode.N, KeyCode.E,
        KeyCode.UP, KeyCode.DOWN, KeyCode.LEFT, KeyCode.RIGHT, KeyCode.F1, KeyCode.BACK_SPACE)) {
      out.add(List.of(k));
    }
    for (int d = 0; d <= 9; d++) {
      out.add(List.of(KeyCode.valueOf("DIGIT" + d)));
    }
    for (int d = 1; d <= 3; d++) {
      out.add(List.of(KeyCode.valueOf("NUMPAD" + d)));
    }
    for (KeyCode k : List.of(KeyCode.Z, KeyCode.Y, KeyCode.N, KeyCode.O, KeyCode.S, KeyCode.SPACE, KeyCode.D)) {
      out.add(List.of(KeyCode.CONTROL, k));
    }
    out.add(List.of(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z));
    return out;
  }

  private static GameSetup setup() {
    return new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
        new GameSetup.Seat("Bo", TestCards.starDeck())), 7, 0);
  }

  private TableViewModel.Table t() {
    return w.viewModel().table();
  }

  private GameSession session() {
    return w.viewModel().session();
  }

  private GameState state() {
    return session().state();
  }

  @Test
  void nothingButItsButtonOrEnterLiftsTheCurtainInAMatch(FxRobot robot) {
    playThroughCurtains(robot, GameSession.Mode.MATCH);
  }

  @Test
  void nothingButItsButtonOrEnterLiftsTheCurtainInPractice(FxRobot robot) {
    playThroughCurtains(robot, GameSession.Mode.PRACTICE);
  }

  /**
   * Setup and the first turn, meeting the curtains of both players: at each, every key and menu
   * item is tried and changes nothing; then the curtain is lifted by Enter or by its button.
   */
  private void playThroughCurtains(FxRobot robot, GameSession.Mode mode) {
    robot.interact(() -> w.start(setup(), mode));
    // Starting Problems, then mulligans: a curtain before each, Ann's then Bo's.
    for (int i = 0; i < 4; i++) {
      int next = i % 2;
      if (i == 3) {
        // Bo's mulligan curtain: Ann's Keep may still be taken back by Ann (nothing was revealed),
        // but not from behind Bo's curtain (the tester's Ctrl+Z showed her table to Bo).
        assertThat(session().canUndo(0)).isTrue();
      }
      tryEverythingBehind(robot, next);
      lift(robot, i % 2 == 0);
      assertThat(t().viewer()).isEqualTo(next);
      if (t().view().decision().kind() == DecisionKind.MULLIGAN) {
        robot.type(KeyCode.K);
      } else {
        robot.clickOn((Node) robot.lookup(".option").query());
      }
    }
    // Ann's first Main Phase.
    tryEverythingBehind(robot, 0);
    lift(robot, true);
    assertThat(t().view().stage().phase()).isEqualTo(Phase.MAIN);

    if (mode == GameSession.Mode.PRACTICE) {
      // Ann takes back Bo's Keep: undo ends at a curtain for Bo, a redo waiting behind it (the
      // tester's Ctrl+Y there jumped to the other player's table).
      robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
      assertThat(t().curtainName()).as("undo ends at a curtain for the player to act").isEqualTo("Bo");
      assertThat(session().canRedo()).isTrue();
      tryEverythingBehind(robot, 1);
      lift(robot, false);
      robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
      assertThat(t().curtainName()).as("redo ends at a curtain for the player to act").isEqualTo("Ann");
      tryEverythingBehind(robot, 0);
      lift(robot, true);
    }

    // Ann's own undo at her table shows her own table again: no curtain for the one who pressed.
    assertThat(t().viewer()).isZero();
    int mane = state().maneOf(0);
    AtomicBoolean moved = new AtomicBoolean();
    robot.interact(() -> moved.set(w.viewModel().applyFirst(Action.Move.class,
        a -> ((Action.Move) a).card() == mane)));
    assertThat(moved).isTrue();
    assertThat(state().inPlay(mane).area().isProblem()).isTrue();
    robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
    assertThat(t().curtain()).isFalse();
    assertThat(state().inPlay(mane).area().isProblem()).as("the move was taken back").isFalse();

    // Space ends her phase; the next curtain is Bo's.
    robot.type(KeyCode.SPACE);
    assertThat(t().curtainName()).isEqualTo("Bo");
    tryEverythingBehind(robot, 1);
    lift(robot, false);
    assertThat(t().viewer()).isEqualTo(1);
  }

  @Test
  void inputQueuedBeforeTheCurtainNeverLiftsIt(FxRobot robot) {
    robot.interact(() -> {
      w.start(setup(), GameSession.Mode.PRACTICE);
      while (t().curtain() || t().view().turn() == 0) {
        if (t().curtain()) {
          w.viewModel().liftCurtain();
        } else if (t().view().decision().kind() == DecisionKind.MULLIGAN) {
          w.viewModel().applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
        } else {
          w.viewModel().clickCard(t().options().get(0).id());
        }
      }
    });
    assertThat(t().viewer()).isZero();
    assertThat(t().primary().label()).isEqualTo("End Main Phase");
    int turns = session().history().size();

    // Ann presses Space five times through what she takes for empty stops. The first ends her
    // Main Phase and raises Bo's curtain; the others were queued and are handled right after.
    robot.interact(() -> {
      for (int i = 0; i < 5; i++) {
        key(KeyEvent.KEY_PRESSED, KeyCode.SPACE);
        key(KeyEvent.KEY_RELEASED, KeyCode.SPACE);
      }
    });
    assertThat(t().curtainName()).isEqualTo("Bo");
    assertThat(session().history()).as("one press ended her phase; the others did nothing").hasSize(turns + 1);
    Snapshot atCurtain = new Snapshot(session(), state(), turns + 1, session().canRedo(), 1);
    Secrets secrets = secrets();
    secrets.assertNotShown();

    // Enter hit as fast as hands go after Space: handled before the curtain settled, it is dropped.
    robot.interact(() -> {
      for (int i = 0; i < 3; i++) {
        key(KeyEvent.KEY_PRESSED, KeyCode.ENTER);
        key(KeyEvent.KEY_RELEASED, KeyCode.ENTER);
      }
      key(KeyEvent.KEY_PRESSED, KeyCode.ENTER);
    });
    assertUnchanged(atCurtain, "after queued Enter presses");
    // ...and that last Enter, held down, repeats long after: the repeats lift nothing either.
    now.addAndGet(10 * CurtainGuard.SETTLE_MILLIS);
    robot.interact(() -> {
      for (int i = 0; i < 5; i++) {
        key(KeyEvent.KEY_PRESSED, KeyCode.ENTER);
      }
    });
    assertUnchanged(atCurtain, "while Enter is held");
    secrets.assertNotShown();
    // Let go and pressed again: that is Bo's own press.
    robot.interact(() -> {
      key(KeyEvent.KEY_RELEASED, KeyCode.ENTER);
      key(KeyEvent.KEY_PRESSED, KeyCode.ENTER);
      key(KeyEvent.KEY_RELEASED, KeyCode.ENTER);
    });
    assertThat(t().curtain()).isFalse();
    assertThat(t().viewer()).isEqualTo(1);

    // Bo ends his phase; a click on the button before the curtain settled (a double click, say)
    // lifts nothing; one after it has settled does.
    robot.interact(() -> {
      key(KeyEvent.KEY_PRESSED, KeyCode.SPACE);
      key(KeyEvent.KEY_RELEASED, KeyCode.SPACE);
    });
    assertThat(t().curtainName()).isEqualTo("Ann");
    robot.clickOn("#lift-curtain");
    assertThat(t().curtain()).as("a click before the curtain settled").isTrue();
    now.addAndGet(CurtainGuard.SETTLE_MILLIS);
    robot.clickOn("#lift-curtain");
    assertThat(t().curtain()).isFalse();
    assertThat(t().viewer()).isZero();
  }

  /** A key event as the window gets it, handled now (tests queue several in one FX turn). */
  private void key(javafx.event.EventType<KeyEvent> type, KeyCode code) {
    Node target = w.scene().getFocusOwner() != null ? w.scene().getFocusOwner() : w.scene().getRoot();
    String text = code == KeyCode.SPACE ? " " : code == KeyCode.ENTER ? "\r" : "";
    Event.fireEvent(target, new KeyEvent(type, KeyEvent.CHAR_UNDEFINED, text, code, false, false, false, false));
  }

  /** Lifts the curtain the deliberate way, once it has settled: Enter, or a click on its button. */
  private void lift(FxRobot robot, boolean byEnter) {
    assertThat(t().curtain()).isTrue();
    now.addAndGet(CurtainGuard.SETTLE_MILLIS);
    if (byEnter) {
      robot.type(KeyCode.ENTER);
    } else {
      robot.clickOn("#lift-curtain");
    }
    assertThat(t().curtain()).as("lifted by " + (byEnter ? "Enter" : "its button")).isFalse();
  }

  /**
   * At a curtain for {@code next}: every key, every menu item (fired, even the greyed ones) and
   * clicks beside the button. After each, the curtain is still up, the game has not moved, and
   * no hand card is in the scene graph.
   */
  private void tryEverythingBehind(FxRobot robot, int next) {
    assertThat(t().curtain()).isTrue();
    assertThat(t().curtainFor()).isEqualTo(next);
    Snapshot before = new Snapshot(session(), state(), session().history().size(), session().canRedo(), next);
    Secrets secrets = secrets();
    secrets.assertNotShown();
    // Settled, so a slip of the hand that is not Enter or the button is what is tested.
    now.addAndGet(CurtainGuard.SETTLE_MILLIS);

    for (List<KeyCode> combo : KEYS) {
      robot.press(combo.toArray(KeyCode[]::new)).release(combo.toArray(KeyCode[]::new));
      assertUnchanged(before, "after " + combo);
      secrets.assertNotShown();
    }
    // A key held down: the OS repeats its press.
    for (KeyCode k : List.of(KeyCode.SPACE, KeyCode.D)) {
      robot.press(k).press(k).press(k).release(k);
      assertUnchanged(before, "after holding " + k);
    }
    for (MenuItem item : menuItems()) {
      if (item instanceof SeparatorMenuItem || "Quit".equals(item.getText())) {
        continue;
      }
      if (List.of("Undo", "Redo", "Concede\u2026").contains(item.getText())
          || item.getText().startsWith("Pass automatically") || item.getText().startsWith("Pass until")
          || item.getText().startsWith("My stops")) {
        assertThat(item.isDisable()).as(item.getText() + " is greyed behind the curtain").isTrue();
      }
      robot.interact(item::fire);
      assertUnchanged(before, "after the menu item " + item.getText());
      secrets.assertNotShown();
    }
    // Help (F1, How to play) opened over the table; it shows nothing of a game. Closed, the
    // curtain has the keyboard again.
    robot.interact(() -> {
      if (w.helpWindow().stage() != null) {
        w.helpWindow().stage().hide();
      }
      w.scene().getWindow().requestFocus();
    });
    // Clicks on the curtain beside its button, where the table's own buttons lie under it.
    javafx.geometry.Bounds curtain = robot.lookup(".curtain").query().localToScreen(
        robot.lookup(".curtain").query().getBoundsInLocal());
    robot.clickOn(curtain.getMinX() + 30, curtain.getMinY() + 30);
    assertUnchanged(before, "after a click on the curtain");
    robot.clickOn((Node) robot.lookup("#primary").query());
    assertUnchanged(before, "after a click where the big button lies");
    secrets.assertNotShown();
  }

  private List<MenuItem> menuItems() {
    MenuBar bar = (MenuBar) ((BorderPane) w.scene().getRoot()).getTop();
    List<MenuItem> out = new ArrayList<>();
    for (Menu m : bar.getMenus()) {
      out.addAll(m.getItems());
    }
    return out;
  }

  /** What must not change behind the curtain. */
  private record Snapshot(GameSession session, GameState state, int turns, boolean canRedo, int curtainFor) {}

  private void assertUnchanged(Snapshot s, String when) {
    TableViewModel.Table t = t();
    assertThat(t.curtain()).as("the curtain is still up " + when).isTrue();
    assertThat(t.curtainFor()).as(when).isEqualTo(s.curtainFor());
    assertThat(session()).as("the same game " + when).isSameAs(s.session());
    assertThat(session().history()).as("no turn added or taken back " + when).hasSize(s.turns());
    assertThat(state()).as("the game did not move " + when).isEqualTo(s.state());
    assertThat(session().canRedo()).as(when).isEqualTo(s.canRedo());
  }

  /**
   * Both hands and the cards the waiting decision offers (Starting Problems come from a hidden
   * Problem deck): their ids, and the titles of those cards that nothing public shows.
   */
  private Secrets secrets() {
    GameState s = state();
    Set<Integer> ids = new HashSet<>(s.player(0).hand());
    ids.addAll(s.player(1).hand());
    Set<String> publicTitles = new HashSet<>();
    Set<Integer> publicIds = new HashSet<>();
    PlayerView open = PlayerView.of(s, -1);
    for (CardView c : open.play()) {
      if (!c.hidden()) {
        publicTitles.add(c.def().title());
        publicIds.add(c.id());
      }
    }
    if (s.decision() != null) {
      s.decision().options().stream().filter(id -> !publicIds.contains(id)).forEach(ids::add);
    }
    for (PlayerView.SeatView seat : open.seats()) {
      for (List<CardView> l : List.of(seat.hand(), seat.flipped(), seat.discard(), seat.banished())) {
        l.forEach(c -> publicTitles.add(c.def().title()));
      }
    }
    Set<String> titles = new HashSet<>();
    for (int id : ids) {
      String title = s.def(id).title();
      if (!publicTitles.contains(title)) {
        titles.add(title);
      }
    }
    assertThat(ids).as("there is something to hide").isNotEmpty();
    return new Secrets(ids, titles);
  }

  private final class Secrets {
    final Set<Integer> ids;
    final List<Pattern> titles = new ArrayList<>();

    Secrets(Set<Integer> ids, Set<String> titles) {
      this.ids = ids;
      for (String title : titles) {
        this.titles.add(Pattern.compile("(?<![\\w-])" + Pattern.quote(title) + "(?![\\w-])"));
      }
    }

    void assertNotShown() {
      List<Node> nodes = new ArrayList<>();
      all(w.scene().getRoot(), nodes);
      for (Node n : nodes) {
        if (n instanceof CardNode c) {
          assertThat(c.cardId()).as("a hand card is drawn").isNotIn(ids.toArray());
        }
        for (int id : ids) {
          assertThat(n.getId()).as("node id").isNotIn(CardNode.ID_PREFIX + id, "option-" + id, "attached-" + id);
        }
        List<String> texts = new ArrayList<>();
        if (n instanceof Labeled l && l.getText() != null) {
          texts.add(l.getText());
        }
        if (n instanceof CardNode c && c.title() != null) {
          texts.add(c.title());
        }
        if (n.getAccessibleText() != null) {
          texts.add(n.getAccessibleText());
        }
        for (String text : texts) {
          for (Pattern p : titles) {
            assertThat(p.matcher(text).find()).as("'" + text + "' names a hand card").isFalse();
          }
        }
      }
    }
  }

  private static void all(Node n, List<Node> out) {
    out.add(n);
    if (n instanceof Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        all(child, out);
      }
    }
  }
}
