package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.TableView;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Animations start from the events an action produced, and from nothing else. */
@ExtendWith(ApplicationExtension.class)
class AnimationUiTest {
  private MainWindow w;

  @Start
  void start(Stage stage) {
    Settings s = new Settings();
    s.animations = true;
    w = new MainWindow(stage, s, TestLibrary.get(), 1366, 768);
    w.setAutosaveFile(null);
    w.tableView().setHoverZoom(false);
    stage.show();
  }

  private static final org.ponytable.ui.session.CardLibrary SHIPPED = Libraries.load(java.nio.file.Path.of("cards"));
  /** The first demo game where the player to act at turn 13 can move a card and keeps the table after. */
  private static final long MOVING = DemoSeeds.first(SHIPPED, 13, vm -> {
    Action move = vm.table().view().legalActions().stream().filter(a -> a instanceof Action.Move).findFirst()
        .orElse(null);
    if (move == null) {
      return false;
    }
    vm.choose(new TableViewModel.Choice("", "", move, null));
    return !vm.table().curtain();
  });

  private TableViewModel vm() {
    return w.viewModel();
  }

  private TableViewModel.Table t() {
    return vm().table();
  }

  private void startGame(FxRobot robot) {
    robot.interact(() -> {
      vm().show(GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true));
      while (t().curtain() || t().view().turn() == 0) {
        if (t().curtain()) {
          vm().liftCurtain();
        } else if (t().view().decision().kind() == DecisionKind.MULLIGAN) {
          vm().applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
        } else {
          vm().clickCard(t().options().get(0).id());
        }
      }
    });
  }

  /** The card's node on the board (not its copy in the side panel). */
  private CardNode onBoard(int id) {
    Node board = w.scene().lookup("#board");
    List<CardNode> all = new ArrayList<>();
    collect(board, all);
    return all.stream().filter(c -> c.cardId() == id).findFirst().orElseThrow();
  }

  private static void collect(Node n, List<CardNode> out) {
    if (n instanceof CardNode c) {
      out.add(c);
    }
    if (n instanceof Parent p) {
      p.getChildrenUnmodifiable().forEach(child -> collect(child, out));
    }
  }

  private static Point2D center(Node n) {
    var b = n.localToScene(n.getBoundsInLocal());
    return new Point2D(b.getCenterX(), b.getCenterY());
  }

  private static Node mover(CardNode c) {
    return c.getParent() instanceof Group g ? g : c;
  }

  private Action playToAProblem() {
    return t().view().legalActions().stream()
        .filter(a -> a instanceof Action.PlayCard p && p.area() != null && p.area().isProblem())
        .findFirst().orElseThrow();
  }

  private void settle() {
    WaitForAsyncUtils.sleep((long) TableView.MOVE.toMillis() + 300, TimeUnit.MILLISECONDS);
    WaitForAsyncUtils.waitForFxEvents();
  }

  @Test
  void aMovedCardGlidesFromWhereItLayToItsNewArea(FxRobot robot) {
    // Shipped cards, seed 7, turn 13: after Ann's move Bo has nothing but to pass, so Ann keeps the table.
    robot.interact(() -> PonyTableApp.startDemo(w, SHIPPED, MOVING, 13));
    Action.Move move = t().view().legalActions().stream().filter(a -> a instanceof Action.Move)
        .map(a -> (Action.Move) a).findFirst().orElseThrow();
    Point2D[] before = new Point2D[1];
    robot.interact(() -> {
      before[0] = center(onBoard(move.card()));
      vm().choose(new TableViewModel.Choice("", "", move, null));
      assertThat(t().curtain()).isFalse();
      CardNode moved = onBoard(move.card());
      // Laid out in its new zone, still drawn where it lay: the glide's first frame.
      assertThat(robot.from(robot.lookup("#" + TableView.zoneId(move.to())).queryAll())
          .lookup("#card-" + move.card()).tryQuery()).isPresent();
      assertThat(center(moved).distance(before[0])).isLessThan(1.5);
      assertThat(Math.abs(mover(moved).getTranslateX()) + Math.abs(mover(moved).getTranslateY())).isGreaterThan(20);
    });
    settle();
    CardNode moved = onBoard(move.card());
    assertThat(mover(moved).getTranslateX()).isCloseTo(0, within(0.01));
    assertThat(mover(moved).getTranslateY()).isCloseTo(0, within(0.01));
    assertThat(center(moved).distance(before[0])).isGreaterThan(20);
  }

  @Test
  void anAttachmentGlidesWithItsHost(FxRobot robot) {
    // 509.3: moving a Friend takes its attachment along, with no event of the attachment's own.
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    int friend = p.play(0, "f-y1", org.ponytable.engine.state.Area.home(0));
    int saddle = p.play(0, "rs-saddle", org.ponytable.engine.state.Area.home(0));
    p.update(saddle, c -> c.withHost(friend));
    robot.interact(() -> {
      vm().show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
      vm().liftCurtain();
    });
    Action.Move move = t().view().legalActions().stream()
        .filter(a -> a instanceof Action.Move m && m.card() == friend && m.to().isProblem())
        .map(a -> (Action.Move) a).findFirst().orElseThrow();
    Point2D[] before = new Point2D[1];
    robot.interact(() -> {
      before[0] = center(onBoard(saddle));
      vm().choose(new TableViewModel.Choice("", "", move, null));
      assertThat(t().curtain()).isFalse();
      assertThat(t().fresh()).noneMatch(e -> e instanceof GameEvent.Moved m && m.card() == saddle);
      CardNode attached = onBoard(saddle);
      // Beside its host in the new zone, still drawn where it lay: the glide's first frame.
      assertThat(robot.from(robot.lookup("#" + TableView.zoneId(move.to())).queryAll())
          .lookup("#card-" + saddle).tryQuery()).isPresent();
      assertThat(center(attached).distance(before[0])).isLessThan(1.5);
      assertThat(Math.abs(mover(attached).getTranslateX()) + Math.abs(mover(attached).getTranslateY()))
          .isGreaterThan(20);
    });
    settle();
    CardNode attached = onBoard(saddle);
    assertThat(mover(attached).getTranslateX()).isCloseTo(0, within(0.01));
    assertThat(mover(attached).getTranslateY()).isCloseTo(0, within(0.01));
    assertThat(center(attached).distance(before[0])).isGreaterThan(20);
  }

  @Test
  void behindTheCurtainTheNextPlayerSeesWhatHappenedSinceTheyLastLooked(FxRobot robot) {
    startGame(robot);
    int actor = t().viewer();
    Action play = playToAProblem();
    int id = ((Action.PlayCard) play).card();
    robot.interact(() -> {
      vm().choose(new TableViewModel.Choice("", "", play, null));
      // That was the actor's last token: their Main Phase waits for their press (docs/table.md).
      // Once pressed the curtain falls at once; the actor sees nothing move.
      if (!t().curtain()) {
        assertThat(t().primary().label()).isEqualTo("End Main Phase");
        vm().primary();
      }
      assertThat(t().curtain()).isTrue();
    });
    robot.interact(() -> {
      vm().liftCurtain();
      assertThat(t().viewer()).isEqualTo(1 - actor);
      assertThat(t().fresh()).anySatisfy(e -> assertThat(e).isInstanceOf(GameEvent.CardPlayed.class));
      // For the other player the card comes out of the actor's hand, the row of backs across the table.
      Point2D hand = center(w.scene().lookup("#hand-backs-" + actor));
      assertThat(center(onBoard(id)).distance(hand)).isLessThan(1.5);
    });
    settle();
    assertThat(mover(onBoard(id)).getTranslateY()).isCloseTo(0, within(0.01));
    assertThat(center(onBoard(id)).distance(center(w.scene().lookup("#hand-backs-" + actor)))).isGreaterThan(50);
  }

  @Test
  void undoAndRedoWithTheSettingOffChangeTheViewWithoutMovingAnything(FxRobot robot) {
    robot.interact(() -> PonyTableApp.startDemo(w, SHIPPED, MOVING, 13));
    Action.Move move = t().view().legalActions().stream().filter(a -> a instanceof Action.Move)
        .map(a -> (Action.Move) a).findFirst().orElseThrow();
    robot.interact(() -> vm().choose(new TableViewModel.Choice("", "", move, null)));
    settle();
    robot.interact(() -> {
      // The card jumps back: the view changed, but no event says it moved.
      vm().undo();
      assertThat(robot.from(robot.lookup("#" + TableView.zoneId(move.to())).queryAll())
          .lookup("#card-" + move.card()).tryQuery()).isEmpty();
      CardNode back = onBoard(move.card());
      assertThat(mover(back).getTranslateX()).isZero();
      assertThat(mover(back).getTranslateY()).isZero();
      // Redo brings the same events, but the setting is off.
      w.setAnimations(false);
      vm().redo();
      CardNode again = onBoard(move.card());
      assertThat(robot.from(robot.lookup("#" + TableView.zoneId(move.to())).queryAll())
          .lookup("#card-" + move.card()).tryQuery()).isPresent();
      assertThat(mover(again).getTranslateX()).isZero();
      assertThat(mover(again).getTranslateY()).isZero();
    });
  }

  @Test
  void faceoffFlipsTurnOverAsTheyAreFlipped(FxRobot robot) {
    startGame(robot);
    boolean[] seen = new boolean[1];
    for (int i = 0; i < 4000 && !seen[0]; i++) {
      robot.interact(() -> {
        step();
        TableViewModel.Table t = t();
        if (t.curtain() || t.faceoff() == null) {
          return;
        }
        for (GameEvent e : t.fresh()) {
          if (e instanceof GameEvent.Flipped f) {
            Parent flips = (Parent) w.scene().lookup("#faceoff-flips-" + f.player());
            var kids = flips.getChildrenUnmodifiable();
            // The newest flip starts edge-on; the older ones are already face up.
            assertThat(kids.get(kids.size() - 1).getScaleX()).isZero();
            seen[0] = true;
          }
        }
      });
    }
    assertThat(seen[0]).as("a flip was seen by the player at the table").isTrue();
  }

  /** A simple policy: challenge when possible, put characters on Problems, else pass. */
  private void step() {
    TableViewModel.Table t = t();
    if (t.curtain()) {
      vm().liftCurtain();
      return;
    }
    if (t.over()) {
      return;
    }
    if (!t.options().isEmpty()) {
      vm().clickCard(t.options().get(0).id());
      return;
    }
    for (Action a : t.view().legalActions()) {
      if (a instanceof Action.PlayTroublemaker p && p.problem().owner() != p.player()
          || a instanceof Action.PlayCard pc && pc.area() != null && pc.area().isProblem()
          || a instanceof Action.Move m && m.to().isProblem()) {
        vm().choose(new TableViewModel.Choice("", "", a, null));
        return;
      }
    }
    if (!t.decisionChoices().isEmpty() && t.primary() == null) {
      vm().choose(t.decisionChoices().get(0));
    } else {
      vm().primary();
    }
  }
}
