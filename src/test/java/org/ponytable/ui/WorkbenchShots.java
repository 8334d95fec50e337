package org.ponytable.ui;

import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.state.GameState;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;

/**
 * Developer tool: the docs' workbench screenshots (docs/table.md, "Workbench") at 1366x768: a
 * workbench game's open view, then the editor after a card went from the deck to the hand, then its
 * turn controls after moving to the Score Phase with a Problem confronted. Run
 * under Xvfb like {@code FeatureShots}: {@code ... org.ponytable.ui.WorkbenchShots docs/screenshots}.
 */
public class WorkbenchShots {
  private final Path dir;
  private MainWindow w;

  WorkbenchShots(Path dir) {
    this.dir = dir;
  }

  public void start(Stage stage) {
    CardLibrary cards = Libraries.load(Path.of("cards"));
    w = ShotWindow.open(stage, cards);
    stage.show();
    Platform.runLater(() -> {
      try {
        GameSetup setup = new GameSetup(List.of(new GameSetup.Seat("Ann", cards.decks().get("Confetti Parade")),
            new GameSetup.Seat("Bo", cards.decks().get("Crystal Bazaar"))), 7, 0);
        GameSession g = GameSession.start(cards.pool(), setup, GameSession.Mode.WORKBENCH, true);
        w.show(g);
        // Through setup to Ann's first Main Phase: the table's first priority window.
        for (int i = 0; i < 20 && !(g.state().turn() >= 1 && g.state().phase() == Phase.MAIN); i++) {
          w.viewModel().primary();
          if (w.viewModel().table().primary() == null) {
            w.viewModel().chooseNumber(1);
          }
        }
        GameState st = w.viewModel().session().state();
        int second = st.player(st.actor()).drawDeck().get(1);
        w.workbench().select(st.player(st.actor()).hand().get(0));
        // Ann's side is on the table; the open view shows what it hides: Bo's hand and both decks.
        javafx.scene.control.TreeView<?> tree = (javafx.scene.control.TreeView<?>) w.scene().lookup(
            "#workbench-open-view");
        tree.getRoot().getChildren().get(0).getChildren().forEach(c -> c.setExpanded(false));
        javafx.scene.control.SplitPane panel = (javafx.scene.control.SplitPane) w.scene().lookup("#workbench-panel");
        panel.setDividerPositions(0.8);
        shot("workbench-open-view");
        panel.setDividerPositions(0.35);
        w.workbench().select(second);
        w.workbench().editor().choosePlace("Hand");
        w.workbench().editor().moveSelected();
        w.workbench().editor().setPlayer(1, 15, 0);
        shot("workbench-editor");
        // The turn controls: Ann's own Problem confronted already, so the Confront Step of Bo's starts (610.1).
        int annProblem = w.viewModel().session().state().play().stream().filter(c -> st.type(c.id())
            == org.ponytable.engine.terms.CardType.PROBLEM && st.owner(c.id()) == st.actor()).findFirst()
            .orElseThrow().id();
        w.workbench().editor().chooseStage(org.ponytable.engine.state.Stage.CHOOSE_CONFRONT,
            "editor-confronted-" + annProblem);
        ((javafx.scene.control.Button) w.scene().lookup("#editor-set-stage")).fire();
        panel.setDividerPositions(0.2);
        w.scene().getRoot().applyCss();
        w.scene().getRoot().layout();
        ((javafx.scene.control.ScrollPane) panel.getItems().get(1)).setVvalue(1.0);
        shot("workbench-turn");
      } catch (RuntimeException e) {
        e.printStackTrace();
      }
      Platform.exit();
    });
  }

  private void shot(String name) {
    ShotWindow.shot(w, dir, name);
  }

  public static void main(String[] args) {
    Path dir = Path.of(args.length > 0 ? args[0] : "/tmp/shots");
    Platform.startup(() -> new WorkbenchShots(dir).start(new Stage()));
  }
}
