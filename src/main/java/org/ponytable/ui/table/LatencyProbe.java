package org.ponytable.ui.table;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.state.DecisionKind;

/**
 * Issue 14's latency probe: drives a game through the table with real input events (clicks on
 * the nodes a player would click, keys sent to the scene) and measures, per kind of interaction,
 * the time from the input to the frame that shows its result, using the JavaFX pulse.
 *
 * <p>For each input three times are taken: <b>handled</b>, when the input's handlers returned (the
 * engine's work, the view model and the panels' redraw, all on the JavaFX thread); <b>laid out</b>, when the first pulse after the input has
 * run CSS and layout (the frame's content is final and goes to the renderer in that pulse), and
 * <b>shown</b>, when the next pulse starts (the toolkit starts a pulse only once the frame before
 * it is rendered, so this bounds the time to the screen from above; it includes up to one frame
 * interval of waiting for the pulse tick).
 */
public final class LatencyProbe {
  /** The interactions measured: issue 14's list, and lifting the curtain besides. */
  public enum Kind {
    SELECT("select a card"),
    PLAY("play a card"),
    MOVE("move a card"),
    PASS("pass / end phase (Space)"),
    ANSWER("answer a choice"),
    PILE("open a pile"),
    UNDO("undo"),
    LIFT("lift the curtain");

    final String words;

    Kind(String words) {
      this.words = words;
    }
  }

  private final Scene scene;
  private final TableView view;
  private final TableViewModel vm;
  private final int wanted;
  private final java.util.function.BooleanSupplier restart;
  private final Consumer<List<String>> done;
  private final Random random = new Random(14);
  private final Map<Kind, List<double[]>> samples = new EnumMap<>(Kind.class);
  private final AnimationTimer timer;
  private final Runnable afterLayout = this::laidOut;

  private int taken;
  private int warmed;
  private int idle;
  /** The interaction in flight and its input time, or null. */
  private Kind inFlight;
  private long inputAt;
  private long laidOutAt;
  private long handledAt;
  /** Inputs sent before measuring starts: the first ones also pay for loading and compiling code. */
  private final int warmUp;
  /** A follow-up the last selection prepared: play or move the selected card. */
  private Runnable next;
  private Kind nextKind;
  private boolean closePile;
  private int stuck;

  /**
   * @param interactions how many inputs to measure
   * @param restart starts another demo game when this one is over; false if there is none
   * @param done receives the report's lines once all inputs are measured
   */
  public LatencyProbe(Scene scene, TableView view, TableViewModel vm, int interactions,
      java.util.function.BooleanSupplier restart, Consumer<List<String>> done) {
    this.scene = scene;
    this.view = view;
    this.vm = vm;
    this.wanted = interactions;
    this.warmUp = Math.min(30, interactions / 5);
    this.restart = restart;
    this.done = done;
    for (Kind k : Kind.values()) {
      samples.put(k, new ArrayList<>());
    }
    timer = new AnimationTimer() {
      @Override
      public void handle(long now) {
        tick();
      }
    };
  }

  public void start() {
    scene.addPostLayoutPulseListener(afterLayout);
    timer.start();
  }

  private void laidOut() {
    if (inFlight != null && laidOutAt == 0) {
      laidOutAt = System.nanoTime();
    }
  }

  /** Each pulse: finish the input in flight once its frame is out, else (after a pause) send the next. */
  private void tick() {
    long now = System.nanoTime();
    if (inFlight != null) {
      if (laidOutAt == 0) {
        return;
      }
      if (warmed >= warmUp) {
        samples.get(inFlight).add(new double[] {(laidOutAt - inputAt) / 1e6, (now - inputAt) / 1e6,
            (handledAt - inputAt) / 1e6});
        taken++;
      } else {
        warmed++;
      }
      inFlight = null;
      idle = 0;
      return;
    }
    // A couple of quiet frames between inputs, as a player's hand would leave.
    if (++idle < 3) {
      return;
    }
    if (taken >= wanted) {
      finish();
      return;
    }
    if (!sendNext()) {
      if (++stuck > 20) {
        finish();
      }
    } else {
      stuck = 0;
    }
  }

  private void finish() {
    timer.stop();
    scene.removePostLayoutPulseListener(afterLayout);
    done.accept(report());
  }

  private void measure(Kind kind, Runnable input) {
    inFlight = kind;
    laidOutAt = 0;
    inputAt = System.nanoTime();
    input.run();
    handledAt = System.nanoTime();
  }

  /** Chooses the next input from what the table shows, as a player would. */
  private boolean sendNext() {
    TableViewModel.Table t = vm.table();
    if (t == null) {
      return false;
    }
    if (t.over()) {
      next = null;
      return restart.getAsBoolean();
    }
    if (closePile) {
      closePile = false;
      view.closePopup();
      return true;
    }
    if (t.curtain()) {
      next = null;
      measure(Kind.LIFT, vm::liftCurtain);
      return true;
    }
    if (next != null) {
      Runnable r = next;
      Kind k = nextKind;
      next = null;
      measure(k, r);
      return true;
    }
    var d = t.view().decision();
    if (d == null) {
      return false;
    }
    if (d.kind() != DecisionKind.PRIORITY) {
      List<Button> buttons = choiceButtons();
      if (buttons.isEmpty()) {
        return false;
      }
      Button b = buttons.get(random.nextInt(buttons.size()));
      measure(Kind.ANSWER, b::fire);
      return true;
    }
    int r = random.nextInt(100);
    if (r < 7) {
      Node pile = scene.lookup("#discard-" + random.nextInt(2));
      if (pile instanceof Button b) {
        closePile = true;
        measure(Kind.PILE, b::fire);
        return true;
      }
    }
    if (r < 14 && t.canUndo()) {
      Node undo = scene.lookup("#undo");
      if (undo instanceof Button b && !b.isDisabled()) {
        measure(Kind.UNDO, b::fire);
        return true;
      }
    }
    List<Action> legal = t.view().legalActions();
    int tokens = t.view().seats().get(t.viewer()).tokens();
    List<Action> plays = legal.stream().filter(a -> a instanceof Action.PlayCard || a instanceof Action.PlayTroublemaker
        || a instanceof Action.PlayAttachment).toList();
    List<Action> moves = legal.stream().filter(a -> a instanceof Action.Move).toList();
    // Spend most tokens, keep the game going: a pass now and then even with something to do.
    if (tokens > 0 && r < 85 && (!plays.isEmpty() || !moves.isEmpty())) {
      boolean play = !plays.isEmpty() && (moves.isEmpty() || random.nextBoolean());
      Action a = play ? plays.get(random.nextInt(plays.size())) : moves.get(random.nextInt(moves.size()));
      Node card = scene.lookup("#" + org.ponytable.ui.cards.CardNode.ID_PREFIX + a.card());
      if (card != null) {
        measure(Kind.SELECT, () -> click(card));
        prepareFollowUp(a, play);
        return true;
      }
    }
    measure(Kind.PASS, () -> key(KeyCode.SPACE));
    return true;
  }

  /** After a selection: a play is the card's button; a move is a click on the glowing zone. */
  private void prepareFollowUp(Action a, boolean play) {
    nextKind = play ? Kind.PLAY : Kind.MOVE;
    next = () -> {
      if (!play && a instanceof Action.Move m) {
        Node zone = scene.lookup("#" + TableView.zoneId(m.to()));
        if (zone != null && vm.table().targets().contains(m.to())) {
          click(zone);
          return;
        }
      }
      for (Button b : choiceButtons()) {
        if (b.getUserData() instanceof TableViewModel.Choice c && a.equals(c.action())) {
          b.fire();
          return;
        }
      }
      // Not offered after all (the selection was refused): the key the player would press next.
      key(KeyCode.ESCAPE);
    };
  }

  private List<Button> choiceButtons() {
    List<Button> out = new ArrayList<>();
    for (Node n : scene.getRoot().lookupAll(".choice")) {
      if (n instanceof Button b && b.getUserData() instanceof TableViewModel.Choice && !b.isDisabled()) {
        out.add(b);
      }
    }
    return out;
  }

  private static void click(Node n) {
    Bounds b = n.localToScene(n.getBoundsInLocal());
    double x = b.getCenterX();
    double y = b.getCenterY();
    var screen = n.localToScreen(n.getBoundsInLocal());
    double sx = screen == null ? x : screen.getCenterX();
    double sy = screen == null ? y : screen.getCenterY();
    Event.fireEvent(n, new MouseEvent(MouseEvent.MOUSE_CLICKED, x, y, sx, sy, MouseButton.PRIMARY, 1, false, false,
        false, false, true, false, false, true, false, true, null));
  }

  private void key(KeyCode code) {
    Node target = scene.getFocusOwner() != null ? scene.getFocusOwner() : scene.getRoot();
    Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false));
    Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_RELEASED, "", "", code, false, false, false, false));
  }

  /** Median and 95th percentile per kind, in milliseconds. */
  public List<String> report() {
    List<String> out = new ArrayList<>();
    out.add(String.format(Locale.ROOT, "%-26s %5s %22s %22s %22s", "interaction", "n", "handled: median / p95",
        "laid out: median / p95", "shown: median / p95"));
    for (Kind k : Kind.values()) {
      List<double[]> s = samples.get(k);
      if (s.isEmpty()) {
        out.add(String.format(Locale.ROOT, "%-26s %5d %22s %22s %22s", k.words, 0, "-", "-", "-"));
        continue;
      }
      out.add(String.format(Locale.ROOT, "%-26s %5d %14.1f / %5.1f %14.1f / %5.1f %14.1f / %5.1f", k.words,
          s.size(), percentile(s, 2, 50), percentile(s, 2, 95), percentile(s, 0, 50), percentile(s, 0, 95),
          percentile(s, 1, 50), percentile(s, 1, 95)));
    }
    return out;
  }

  /** Nearest-rank percentile of column {@code col}. */
  static double percentile(List<double[]> s, int col, int p) {
    double[] v = s.stream().mapToDouble(a -> a[col]).sorted().toArray();
    int rank = (int) Math.ceil(p / 100.0 * v.length);
    return v[Math.max(0, Math.min(v.length - 1, rank - 1))];
  }
}
