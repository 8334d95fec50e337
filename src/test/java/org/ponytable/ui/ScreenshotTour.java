package org.ponytable.ui;

import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.TableViewModel;

/** Developer tool: walks a test game through its screens and saves a PNG of each (run under Xvfb). */
public class ScreenshotTour {
  private MainWindow w;
  private int n;

  public void start(Stage stage) {
    Settings s = new Settings();
    s.animations = false;
    w = new MainWindow(stage, s, TestLibrary.get(), 1366, 768);
    w.setAutosaveFile(null);
    stage.show();
    GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
        new GameSetup.Seat("Bo", TestCards.starDeck())), 7, 0);
    w.start(setup, GameSession.Mode.PRACTICE);
    Platform.runLater(this::tour);
  }

  private void shot(String name) {
    try {
      w.scene().getRoot().applyCss();
      w.scene().getRoot().layout();
      Snapshots.save(w.scene(), Path.of("/tmp/tour-" + (++n) + "-" + name + ".png"));
    } catch (Exception e) {
      e.printStackTrace();
    }
  }

  private void tour() {
    TableViewModel vm = w.viewModel();
    shot("curtain");
    vm.liftCurtain();
    shot("starting-problem");
    vm.clickCard(vm.table().options().get(0).id());
    vm.liftCurtain();
    vm.clickCard(vm.table().options().get(0).id());
    vm.liftCurtain();
    shot("mulligan");
    vm.applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
    vm.liftCurtain();
    vm.applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
    vm.liftCurtain();
    int card = vm.table().view().seats().get(0).hand().stream()
        .filter(c -> vm.table().actionable().contains(c.id())).findFirst().orElseThrow().id();
    vm.clickCard(card);
    shot("selected");
    // play on until a faceoff is in progress, then until one is over
    for (int i = 0; i < 4000; i++) {
      var t = vm.table();
      if (t.faceoff() != null && t.faceoff().live() && !t.curtain() && t.view().decision() != null) {
        shot("faceoff-live");
        break;
      }
      step(vm);
    }
    for (int i = 0; i < 4000; i++) {
      var t = vm.table();
      if (t.faceoff() != null && !t.faceoff().live() && !t.curtain()) {
        shot("faceoff-over");
        break;
      }
      step(vm);
    }
    for (int i = 0; i < 20000 && !vm.table().over(); i++) {
      step(vm);
    }
    shot("over");
    Platform.exit();
  }

  static void step(TableViewModel vm) {
    TableViewModel.Table t = vm.table();
    if (t.curtain()) {
      vm.liftCurtain();
      return;
    }
    if (!t.options().isEmpty()) {
      vm.clickCard(t.options().get(0).id());
      return;
    }
    for (Action a : t.view().legalActions()) {
      if (a instanceof Action.PlayTroublemaker p && p.problem().owner() != p.player()
          || a instanceof Action.PlayCard pc && pc.area() != null && pc.area().isProblem()
          || a instanceof Action.Move m && m.to().isProblem()) {
        vm.choose(new TableViewModel.Choice("", "", a, null));
        return;
      }
    }
    if (!t.decisionChoices().isEmpty() && t.primary() == null) {
      vm.choose(t.decisionChoices().get(0));
    } else {
      vm.primary();
    }
  }

  public static void main(String[] args) {
    Platform.startup(() -> new ScreenshotTour().start(new Stage()));
  }
}
