package org.ponytable.ui;

import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.ponytable.engine.AbilityCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.ui.session.CardLibrary;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.table.TableViewModel;

/**
 * Developer tool: sets up the table's newer moments (a faceoff started by an effect with total
 * modifiers, a 710.5 replacement choice, a hidden card offered as a choice, an attachment's large
 * view, control going back, a stop naming the cards that can act and the stops dialog, a card that
 * can't be played saying why) and saves a PNG of each at 1366x768, to look for text that overflows
 * or reads badly. Run under Xvfb: {@code java -cp ... org.ponytable.ui.FeatureShots [DIR]}
 * (default /tmp/shots).
 */
public class FeatureShots {
  private final Path dir;
  private MainWindow w;

  FeatureShots(Path dir) {
    this.dir = dir;
  }

  public void start(Stage stage) {
    CardLibrary cards = Libraries.load(Path.of("cards"));
    w = ShotWindow.open(stage, cards);
    stage.show();
    Platform.runLater(() -> {
      try {
        effectFaceoff(cards.pool());
        replacementChoice();
        hiddenChoice();
        attachment(cards.pool());
        controlReturns();
        stops(cards.pool());
        refusal(cards.pool());
      } catch (RuntimeException e) {
        e.printStackTrace();
      }
      Platform.exit();
    });
  }

  private TableViewModel vm() {
    return w.viewModel();
  }

  private void shot(String name) {
    ShotWindow.shot(w, dir, name);
  }

  private void show(Position p, boolean autoPass) {
    vm().show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, autoPass));
    lift();
  }

  private void lift() {
    if (vm().table().curtain()) {
      vm().liftCurtain();
    }
  }

  private static Position base(CardPool pool, String mane0, String problem0, String mane1, String problem1) {
    Position p = new Position(pool).turn(5, 0).stage(org.ponytable.engine.state.Stage.MAIN_PHASE_START).name(0, "Ann").name(1, "Bo");
    p.mane(0, mane0);
    p.problem(0, problem0);
    p.mane(1, mane1);
    p.problem(1, problem1);
    return p;
  }

  /** 514.2c, 514.4a: Squall Sparrer's faceoff, Roaring Crowd for Ann, Hollow Heckler against her. */
  private void effectFaceoff(CardPool pool) {
    Position p = base(pool, "pt2-gale-ironhoof", "pt2-rain-barrel-burst", "pt2-nightshade-whisper", "pt2-moonlit-maze")
        .tokens(0, 3);
    int sparrer = p.play(0, "pt2-squall-sparrer", Area.problem(1));
    p.play(0, "pt2-anvil-ironmane", Area.problem(1));
    int crowd = p.hand(0, "pt2-roaring-crowd");
    p.deck(0, "pt2-copper-canter");
    p.deck(0, "pt2-copper-canter");
    p.play(1, "pt2-hush-owl", Area.problem(1));
    p.play(1, "pt2-hollow-heckler", Area.problem(1));
    p.play(1, "pt2-thistle-tender", Area.problem(0));
    p.deck(1, "pt2-firefly-fetch");
    p.deck(1, "pt2-firefly-fetch");
    show(p, false);
    vm().applyFirst(Action.Activate.class, a -> ((Action.Activate) a).card() == sparrer);
    lift();
    vm().applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == crowd);
    lift();
    shot("effect-faceoff-live");
    for (int i = 0; i < 40 && vm().table().faceoff() != null && vm().table().faceoff().live(); i++) {
      if (vm().table().curtain()) {
        vm().liftCurtain();
      } else if (!vm().applyFirst(Action.Pass.class, a -> true)) {
        vm().choose(vm().table().decisionChoices().get(0));
      }
    }
    lift();
    shot("effect-faceoff-over");
  }

  private static CardDef retitled(CardDef d, String id, String title) {
    return new CardDef(id, d.type(), title, d.face(), d.boosted(), d.cost(), d.playRequirement(),
        d.ownerRequirement(), d.opponentRequirement(), d.bonus(), d.startingProblem(), d.points(), d.placement(),
        d.set(), d.number(), d.rarity(), d.image(), d.event());
  }

  /** 710.5: two replacements of one frightening, with titles as long as real ones. */
  private void replacementChoice() {
    CardPool pool = AbilityCards.POOL.with(List.of(
        retitled(AbilityCards.POOL.get("ab-brave"), "long-brave", "Clementine Haywick"),
        retitled(AbilityCards.POOL.get("ab-shield"), "long-shield", "Marigold Featherstone of the Lantern Meadows")));
    Position p = base(pool, "mane-sun", "pr-y", "mane-star", "pr-p").tokens(0, 3);
    p.play(1, "long-brave", Area.problem(1));
    p.play(1, "long-shield", Area.home(1));
    int dread = p.hand(0, "ev-dread");
    show(p, true);
    vm().applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == dread);
    lift();
    shot("replacement-choice");
  }

  /** 505.2: ev-unmask names Bo's face-down Troublemakers; Ann sees backs. */
  private void hiddenChoice() {
    Position p = base(AbilityCards.POOL, "mane-sun", "pr-y", "mane-star", "pr-p").tokens(0, 3);
    p.playFaceDown(1, "tm-2", Area.problem(0));
    p.playFaceDown(1, "tm-4", Area.problem(1));
    int unmask = p.hand(0, "ev-unmask");
    show(p, true);
    vm().applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == unmask);
    lift();
    shot("hidden-choice");
  }

  /** 509: Gem Saddle on a Friend, hovered. */
  private void attachment(CardPool pool) {
    Position p = base(pool, "pt2-gale-ironhoof", "pt2-rain-barrel-burst", "pt2-nightshade-whisper", "pt2-moonlit-maze")
        .tokens(0, 3);
    int host = p.play(0, "pt2-anvil-ironmane", Area.home(0));
    int saddle = p.play(0, "pt2-gem-saddle", Area.home(0));
    p.update(saddle, c -> c.withHost(host));
    show(p, true);
    hover("#card-" + saddle);
    shot("attachment-hover");
  }

  /** 513.2: control for the turn, and its return. */
  private void controlReturns() {
    Position p = base(AbilityCards.POOL, "mane-sun", "pr-y", "mane-star", "pr-p").tokens(0, 3);
    p.play(1, "f-p1", Area.home(1));
    int borrow = p.hand(0, "ev-borrow");
    for (int i = 0; i < 4; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p2");
    }
    show(p, true);
    vm().applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == borrow);
    for (int i = 0; i < 100 && (vm().table().curtain() || vm().table().view().turn() < 6); i++) {
      if (vm().table().curtain()) {
        vm().liftCurtain();
      } else if (vm().table().primary() != null) {
        vm().primary();
      } else {
        vm().choose(vm().table().decisionChoices().get(0));
      }
    }
    shot("control-returns");
  }

  private void hover(String selector) {
    Node n = w.scene().lookup(selector);
    w.scene().getRoot().applyCss();
    w.scene().getRoot().layout();
    n.fireEvent(new MouseEvent(MouseEvent.MOUSE_ENTERED, 0, 0, 0, 0, MouseButton.NONE, 0, false, false, false, false,
        false, false, false, false, false, false, null));
  }

  /**
   * Issue 9, finding 3: a stop in Ann's Challenge Step whose prompt names the two Any-Phase cards
   * that can act, then her stops dialog (docs/screenshots/stops.png).
   */
  private void stops(CardPool pool) {
    Position p = base(pool, "pt2-gale-ironhoof", "pt2-rain-barrel-burst", "pt2-nightshade-whisper", "pt2-moonlit-maze")
        .stage(org.ponytable.engine.state.Stage.CHALLENGE_STEP_START).tokens(0, 2);
    p.play(0, "pt2-market-stall", Area.home(0));
    p.hand(0, "pt2-gentle-lullaby");
    p.hand(0, "pt2-copper-canter");
    show(p, true);
    shot("stops-prompt");
    w.stopsDialog();
    var d = w.stopsDialogShown();
    try {
      d.getDialogPane().applyCss();
      d.getDialogPane().layout();
      Snapshots.save(d.getDialogPane().getScene(), dir.resolve("stops.png"));
      System.out.println("saved " + dir.resolve("stops.png"));
    } catch (Exception e) {
      e.printStackTrace();
    }
    d.close();
  }

  /**
   * Issue 9, finding 5: Ann clicks a card she can't play (it costs 4, she has 2 tokens and not its
   * play requirement); the table says why in the engine's words (docs/screenshots/refusal.png).
   */
  private void refusal(CardPool pool) {
    Position p = base(pool, "pt2-gale-ironhoof", "pt2-rain-barrel-burst", "pt2-nightshade-whisper", "pt2-moonlit-maze")
        .tokens(0, 2);
    p.deck(0, "pt2-copper-canter");
    int dear = p.hand(0, "pt2-barrel-brawler");
    p.hand(0, "pt2-copper-canter");
    show(p, true);
    vm().clickCard(dear);
    shot("refusal");
  }

  public static void main(String[] args) {
    Path dir = Path.of(args.length > 0 ? args[0] : "/tmp/shots");
    Platform.startup(() -> new FeatureShots(dir).start(new Stage()));
  }
}
