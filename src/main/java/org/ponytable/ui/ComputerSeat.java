package org.ponytable.ui;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import org.ponytable.ai.Level;
import org.ponytable.ai.NormalPlayer;
import org.ponytable.ai.Player;
import org.ponytable.ai.Table;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableViewModel;

/**
 * The computer in one seat of the table. Whenever the game waits for that seat, it hands the
 * player that seat's view on a background thread and plays the answer on the JavaFX thread,
 * after a short pause so a person can follow. A search whose game has moved on (undo, a
 * concession, a new game, closing) is cancelled and its answer dropped.
 */
public final class ComputerSeat implements AutoCloseable {
  /** The least time a move other than a pass takes to appear, so the log can be followed. */
  static final long PACE_MILLIS = 450;

  private final TableViewModel vm;
  private final int seat;
  private final Player player;
  private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "computer-seat");
    t.setDaemon(true);
    return t;
  });
  private final ChangeListener<TableViewModel.Table> listener = (o, was, now) -> check();
  private Future<?> running;
  private GameState searching;
  private boolean closed;

  public ComputerSeat(TableViewModel vm, int seat, Player player) {
    this.vm = vm;
    this.seat = seat;
    this.player = player;
    vm.tableProperty().addListener(listener);
  }

  /** A computer of {@code level} for {@code seat} of the game {@code setup} starts. */
  public static ComputerSeat of(TableViewModel vm, CardPool pool, GameSetup setup, int seat, Level level) {
    Table table = new Table(pool, List.of(setup.seats().get(0).deck(), setup.seats().get(1).deck()));
    return new ComputerSeat(vm, seat, level.create(table, seat, setup.seed() * 31 + seat,
        NormalPlayer.TABLE_ITERATIONS, NormalPlayer.TABLE_THREADS));
  }

  public int seat() {
    return seat;
  }

  /** Looks at the game: cancels a search the game has left, starts one when this seat must decide. */
  public void check() {
    GameSession g = vm.session();
    GameState s = g == null || closed ? null : g.state();
    if (running != null && s != searching) {
      running.cancel(true);
      running = null;
      searching = null;
    }
    if (running != null || s == null || s.isOver() || s.actor() != seat) {
      return;
    }
    GameState decided = s;
    PlayerView view = PlayerView.of(s, seat);
    searching = s;
    running = thread.submit(() -> {
      long start = System.nanoTime();
      Action a;
      try {
        a = player.decide(view);
      } catch (CancellationException e) {
        return;
      } catch (RuntimeException e) {
        // The computer must never stall the table: any legal answer but conceding.
        a = view.legalActions().stream().filter(x -> !(x instanceof Action.Concede)).findFirst()
            .orElse(view.legalActions().get(0));
      }
      long left = a instanceof Action.Pass ? 0 : PACE_MILLIS - (System.nanoTime() - start) / 1_000_000;
      if (left > 0) {
        try {
          Thread.sleep(left);
        } catch (InterruptedException e) {
          return;
        }
      }
      Action picked = a;
      Platform.runLater(() -> {
        if (searching != decided || closed) {
          return;
        }
        running = null;
        searching = null;
        vm.applyComputer(decided, picked);
        // The table may look the same after a move, so the next decision is looked for here too.
        check();
      });
    });
  }

  /** Stops for good: the search is cancelled and the table no longer watched. */
  @Override
  public void close() {
    closed = true;
    vm.tableProperty().removeListener(listener);
    if (running != null) {
      running.cancel(true);
    }
    thread.shutdownNow();
  }
}
