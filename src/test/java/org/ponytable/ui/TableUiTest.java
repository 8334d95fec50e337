package org.ponytable.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.ponytable.engine.rules.GameSetup;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.cards.CardNode;
import org.ponytable.ui.session.GameSession;
import org.ponytable.ui.session.Settings;
import org.ponytable.ui.table.GameLog;
import org.ponytable.ui.table.TableView;
import org.ponytable.ui.table.TableViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The table driven through its window, headless (Monocle), on the engine's test cards. */
@ExtendWith(ApplicationExtension.class)
class TableUiTest {
  private MainWindow w;
  private StubDialogs dialogs;
  private Path dir;

  @Start
  void start(Stage stage) throws IOException {
    dir = Files.createTempDirectory("ponytable-ui");
    Settings settings = new Settings();
    settings.animations = false;
    w = new MainWindow(stage, settings, TestLibrary.get(), 1366, 768);
    dialogs = new StubDialogs();
    w.setDialogs(dialogs);
    w.setAutosaveFile(dir.resolve("autosave.json"));
    // TestCards' few cards cannot build a legal deck (101); the resume test reloads such a game.
    w.setDeckCheck(org.ponytable.persistence.DeckCheck.NONE);
    // These tests click through curtains at robot speed; CurtainUiTest is about the guard.
    w.tableView().curtainGuard().setSettleMillis(0);
    stage.show();
  }

  private static GameSetup setup() {
    return new GameSetup(List.of(new GameSetup.Seat("Ann", TestCards.sunDeck()),
        new GameSetup.Seat("Bo", TestCards.starDeck())), 7, 0);
  }

  private TableViewModel.Table t() {
    return w.viewModel().table();
  }

  private GameState state() {
    return w.viewModel().session().state();
  }

  private void newGame(FxRobot robot) {
    robot.interact(() -> w.start(setup(), GameSession.Mode.PRACTICE));
  }

  private Button button(FxRobot robot, String startsWith) {
    return robot.lookup(".button").queryAllAs(Button.class).stream()
        .filter(b -> b.getText() != null && b.getText().startsWith(startsWith) && b.isVisible())
        .findFirst().orElseThrow(() -> new AssertionError("no button '" + startsWith + "'"));
  }

  /** Lifts the curtain with a click, chooses Starting Problems by clicking, keeps both hands. */
  private void setUpByClicking(FxRobot robot) {
    robot.clickOn("#lift-curtain");
    robot.clickOn((Node) robot.lookup(".option").query());
    assertThat(t().curtainName()).isEqualTo("Bo");
    robot.clickOn("#lift-curtain");
    robot.clickOn((Node) robot.lookup(".option").query());
    robot.clickOn("#lift-curtain");
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.MULLIGAN);
    robot.type(KeyCode.K);
    robot.clickOn("#lift-curtain");
    robot.clickOn(button(robot, "Keep this hand"));
    robot.clickOn("#lift-curtain");
  }

  /** Every card node in the window, curtain and zoom layers included. */
  private List<CardNode> cardNodes() {
    List<CardNode> out = new ArrayList<>();
    collect(w.scene().getRoot(), out);
    return out;
  }

  private static void collect(Node n, List<CardNode> out) {
    if (n instanceof CardNode c) {
      out.add(c);
    }
    if (n instanceof Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        collect(child, out);
      }
    }
  }

  private List<Integer> idsOnScreen() {
    return cardNodes().stream().map(CardNode::cardId).toList();
  }

  @Test
  void playsFromSetupThroughAFaceoffByClicking(FxRobot robot) {
    newGame(robot);
    assertThat(robot.lookup("#lift-curtain").query().isVisible()).isTrue();
    setUpByClicking(robot);

    // Turn 1, Ann: play a Friend from her hand to Bo's Problem by clicking card then area.
    assertThat(t().view().turn()).isEqualTo(1);
    assertThat(t().view().stage().phase()).isEqualTo(Phase.MAIN);
    assertThat(t().viewer()).isZero();
    CardView friend = t().view().seats().get(0).hand().stream()
        .filter(c -> c.def().type() == CardType.FRIEND && t().actionable().contains(c.id()))
        .min(java.util.Comparator.comparingInt(c -> c.def().cost())).orElseThrow();
    robot.clickOn("#card-" + friend.id());
    assertThat(t().targets()).contains(Area.problem(1));
    robot.clickOn("#" + TableView.zoneId(Area.problem(1)));
    assertThat(robot.from(robot.lookup("#" + TableView.zoneId(Area.problem(1))).queryAll())
        .lookup("#card-" + friend.id()).tryQuery()).isPresent();
    assertThat(t().log()).anySatisfy(l -> assertThat(l.text()).startsWith("Ann plays " + friend.def().title()));

    // End the turn with Space; automatic passing runs to Bo's first real choice.
    robot.type(KeyCode.SPACE);
    assertThat(t().curtain()).isTrue();
    assertThat(t().curtainName()).isEqualTo("Bo");
    robot.type(KeyCode.ENTER);
    assertThat(t().viewer()).isEqualTo(1);
    assertThat(t().view().turn()).isEqualTo(2);
    robot.clickOn("#primary");

    // Turn 3, Ann: move her Mane Character with the button the selection offers.
    robot.clickOn("#lift-curtain");
    assertThat(t().view().turn()).isEqualTo(3);
    int mane = state().maneOf(0);
    robot.clickOn("#card-" + mane);
    robot.clickOn(button(robot, "Move to your Problem"));
    assertThat(state().inPlay(mane).area()).isEqualTo(Area.problem(0));
    assertThat(t().log()).anySatisfy(l -> assertThat(l.text()).contains("moves mane-sun to Ann's Problem"));

    // Play on (through the view model, which the clicks above exercised) until a faceoff ends.
    for (int i = 0; i < 4000 && !faceoffOver(); i++) {
      robot.interact(this::step);
    }
    assertThat(faceoffOver()).as("a faceoff was played to its end").isTrue();
    Labeled result = robot.lookup("#faceoff-result").queryLabeled();
    assertThat(result.getText()).containsAnyOf("wins", "Nobody");
    assertThat(robot.lookup("#faceoff-total-0").queryLabeled().getText()).matches("\\d+");
    assertThat(t().log()).anySatisfy(l -> assertThat(l.text()).startsWith("Faceoff!"));
  }

  @Test
  void anEffectsFaceoffPanelNamesWhatStartedItAndShowsTheTotalModifiers(FxRobot robot) {
    // 514.2c, 514.4a: the Duelist starts a faceoff; Cheer then adds 2 to Ann's total.
    org.ponytable.engine.Position p = new org.ponytable.engine.Position(org.ponytable.engine.FaceoffCards.POOL)
        .turn(3, 0).name(0, "Ann").name(1, "Bo").tokens(0, 3);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    int cheer = p.hand(0, "fo-cheer");
    TableViewModel vm = w.viewModel();
    robot.interact(() -> {
      vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false));
      vm.liftCurtain();
      vm.applyFirst(Action.Activate.class, a -> ((Action.Activate) a).card() == duelist);
      vm.applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == cheer);
      if (vm.table().curtain()) {
        vm.liftCurtain();
      }
    });
    assertThat(robot.lookup("#faceoff-title").queryLabeled().getText()).isEqualTo("Faceoff started by Ann's Duelist");
    assertThat(robot.lookup("#faceoff-modifier-0").queryLabeled().getText()).isEqualTo("total modifiers +2");
    assertThat(robot.lookup("#faceoff-modifier-1").tryQuery()).as("nothing modifies Bo's total").isEmpty();
    assertThat(robot.lookup("#faceoff-total-0").queryLabeled().getText()).isEqualTo("4");
    assertThat(robot.lookup("#faceoff-result").queryLabeled().getText()).isEqualTo("In progress.");
    assertThat(TestWindows.marked(robot.lookup("#card-" + duelist).query(), "involved")).as("involved").isTrue();
    assertThat(robot.lookup("#faceoff .faceoff-involved").queryAllAs(Labeled.class))
        .extracting(Labeled::getText).containsExactly("Duelist", "f-p2");

    // Over: the panel still names what took part; the table no longer marks it as in a faceoff.
    robot.interact(() -> {
      for (int i = 0; i < 50 && t().faceoff().live(); i++) {
        if (t().curtain()) {
          vm.liftCurtain();
        } else {
          vm.applyFirst(Action.Pass.class, a -> true);
        }
      }
      if (t().curtain()) {
        vm.liftCurtain();
      }
    });
    assertThat(t().faceoff().live()).isFalse();
    assertThat(robot.lookup("#faceoff .faceoff-involved").queryAllAs(Labeled.class))
        .extracting(Labeled::getText).containsExactly("Duelist", "f-p2");
    assertThat(robot.lookup(".card").queryAllAs(Node.class)).noneMatch(n -> TestWindows.marked(n, "involved"));
  }

  private boolean faceoffOver() {
    return t().faceoff() != null && !t().faceoff().live();
  }

  /** One move of a simple policy: challenge when possible, put characters on Problems, else pass. */
  private void step() {
    TableViewModel vm = w.viewModel();
    TableViewModel.Table t = vm.table();
    if (t.curtain()) {
      vm.liftCurtain();
      return;
    }
    if (t.over()) {
      return;
    }
    if (!t.options().isEmpty()) {
      vm.clickCard(t.options().get(0).id());
      return;
    }
    List<Action> legal = t.view().legalActions();
    for (Action a : legal) {
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

  @Test
  void theOtherHandIsNeverInTheSceneGraph(FxRobot robot) {
    newGame(robot);
    setUpByClicking(robot);
    assertThat(t().viewer()).isZero();
    List<Integer> annHand = state().player(0).hand();
    List<Integer> boHand = state().player(1).hand();
    assertThat(idsOnScreen()).containsAll(annHand).doesNotContainAnyElementsOf(boHand);
    assertThat(robot.lookup(".hand-backs .card-back").queryAll()).hasSize(boHand.size());
    // Hovering shows a large copy; hover everything Ann can see: still nothing of Bo's hand.
    for (int id : annHand) {
      robot.moveTo("#card-" + id);
      assertThat(idsOnScreen()).doesNotContainAnyElementsOf(boHand);
    }

    robot.type(KeyCode.SPACE);
    assertThat(t().curtain()).isTrue();
    // Behind the curtain neither hand is drawn, and no card node names a hand card.
    List<Integer> hands = new ArrayList<>(state().player(0).hand());
    hands.addAll(state().player(1).hand());
    assertThat(idsOnScreen()).doesNotContainAnyElementsOf(hands);
    assertThat(cardNodes()).noneMatch(c -> c.getStyleClass().contains("in-hand"));

    robot.clickOn("#lift-curtain");
    assertThat(t().viewer()).isEqualTo(1);
    assertThat(idsOnScreen()).containsAll(state().player(1).hand())
        .doesNotContainAnyElementsOf(state().player(0).hand());
  }

  @Test
  void undoAndRedoFromTheButtons(FxRobot robot) {
    newGame(robot);
    setUpByClicking(robot);
    Labeled tokens = robot.lookup("#tokens-0").queryLabeled();
    String before = tokens.getText();
    robot.type(KeyCode.D);
    assertThat(robot.lookup("#tokens-0").queryLabeled().getText()).isNotEqualTo(before);
    robot.clickOn("#undo");
    assertThat(robot.lookup("#tokens-0").queryLabeled().getText()).isEqualTo(before);
    robot.clickOn("#redo");
    assertThat(robot.lookup("#tokens-0").queryLabeled().getText()).isNotEqualTo(before);
  }

  @Test
  void savesAndLoadsThroughTheMenu(FxRobot robot) throws IOException {
    newGame(robot);
    setUpByClicking(robot);
    robot.type(KeyCode.D);
    GameState saved = state();
    dialogs.file = dir.resolve("game.json");
    robot.press(KeyCode.CONTROL).type(KeyCode.S).release(KeyCode.CONTROL);
    assertThat(dialogs.file).exists();
    // Something else happens; then the save is opened again.
    robot.interact(() -> w.start(setup(), GameSession.Mode.PRACTICE));
    assertThat(state()).isNotEqualTo(saved);
    robot.press(KeyCode.CONTROL).type(KeyCode.O).release(KeyCode.CONTROL);
    assertThat(state()).isEqualTo(saved);
    assertThat(t().curtainName()).isEqualTo("Ann");
    assertThat(dialogs.shown).isEmpty();
  }

  @Test
  void playsAnAttachmentOnAFriendByClickingTheCardThenItsHost(FxRobot robot) {
    // 305.1b, 509.2, 509.3: the attachment's hosts glow; it enters play beside its host, naming it.
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    p.name(0, "Ann");
    p.name(1, "Bo");
    int first = p.play(0, "f-y1", Area.home(0));
    int second = p.play(0, "f-y2", Area.home(0));
    int third = p.play(0, "f-y3", Area.home(0));
    int saddle = p.hand(0, "rs-saddle");
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false)));
    robot.clickOn("#lift-curtain");
    robot.clickOn("#card-" + saddle);
    assertThat(t().hosts()).containsExactlyInAnyOrder(first, second, third);
    assertThat(TestWindows.marked(robot.lookup("#card-" + first).query(), "host-target")).as("host-target").isTrue();
    assertThat(robot.lookup(".zone").queryAllAs(Node.class)).as("no area glows for an attachment")
        .noneMatch(n -> TestWindows.marked(n, "target"));
    robot.clickOn("#card-" + second);
    assertThat(state().inPlay(saddle).host()).isEqualTo(second);
    // Drawn in Ann's home right after its host, marked with the host's title.
    Parent fan = robot.lookup("#card-" + second).query().getParent();
    List<Integer> order = fan.getChildrenUnmodifiable().stream()
        .map(n -> n instanceof CardNode c ? c.cardId() : -1).toList();
    assertThat(order.indexOf(saddle)).isEqualTo(order.indexOf(second) + 1);
    assertThat(order.indexOf(third)).isGreaterThan(order.indexOf(saddle));
    Node saddleNode = robot.lookup("#card-" + saddle).query();
    assertThat(saddleNode.getStyleClass()).contains("attached");
    assertThat(robot.lookup("#attached-" + saddle).queryAs(Labeled.class).getText()).isEqualTo("on f-y2");
    assertThat(t().log()).anySatisfy(l -> assertThat(l.text()).startsWith("Ann plays rs-saddle on f-y2 at Ann's home"));
  }

  @Test
  void theLargeViewOfAnAttachmentNamesItsHost(FxRobot robot) {
    // 509: hovering an attached card shows it large, still saying what it is attached to.
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    int friend = p.play(0, "f-y2", Area.home(0));
    int saddle = p.play(0, "rs-saddle", Area.home(0));
    p.update(saddle, c -> c.withHost(friend));
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false)));
    robot.clickOn("#lift-curtain");
    robot.moveTo("#card-" + saddle);
    Node zoomed = robot.lookup(".zoomed").query();
    assertThat(zoomed).isInstanceOf(CardNode.class);
    assertThat(((CardNode) zoomed).cardId()).isEqualTo(saddle);
    assertThat(zoomed.getStyleClass()).contains("attached", "size-large");
    Labeled tag = robot.from((Node) zoomed).lookup(".attached-tag").queryAs(Labeled.class);
    assertThat(tag.getText()).isEqualTo("on f-y2");
    assertThat(tag.isVisible()).isTrue();
    var tagBounds = tag.localToScene(tag.getBoundsInLocal());
    var cardBounds = zoomed.localToScene(zoomed.getBoundsInLocal());
    assertThat(cardBounds.contains(tagBounds)).as("the line fits inside the large card").isTrue();
    // The host's own large view names no host.
    robot.moveTo("#card-" + friend);
    assertThat(robot.from((Node) robot.lookup(".zoomed").query()).lookup(".attached-tag").tryQuery()).isEmpty();
  }

  /** Every node in the window, curtain, pile and zoom layers included. */
  private List<Node> allNodes() {
    List<Node> out = new ArrayList<>();
    allNodes(w.scene().getRoot(), out);
    return out;
  }

  private static void allNodes(Node n, List<Node> out) {
    out.add(n);
    if (n instanceof Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        allNodes(child, out);
      }
    }
  }

  /** Nothing drawn, named, labelled or described gives away either hidden card. */
  private void assertNothingShows(List<Integer> hidden) {
    List<String> secrets = new ArrayList<>();
    for (int id : hidden) {
      secrets.add(state().def(id).title());
      secrets.add(state().def(id).name());
    }
    for (Node n : allNodes()) {
      if (n instanceof CardNode c) {
        assertThat(c.cardId()).isNotIn(hidden.toArray());
        assertThat(c.title()).isNotIn(secrets.toArray());
      }
      for (int id : hidden) {
        assertThat(n.getId()).as("node id").isNotIn(CardNode.ID_PREFIX + id, "option-" + id, "attached-" + id);
      }
      for (String secret : secrets) {
        if (n instanceof Labeled l && l.getText() != null) {
          assertThat(l.getText()).doesNotContain(secret);
        }
        if (n.getAccessibleText() != null) {
          assertThat(n.getAccessibleText()).doesNotContain(secret);
        }
        Object tip = n.getProperties().get("javafx.scene.control.Tooltip");
        if (tip instanceof javafx.scene.control.Tooltip t) {
          assertThat(t.getText()).doesNotContain(secret);
        }
      }
    }
  }

  @Test
  void aHiddenCardOfferedAsAChoiceIsClickedByItsBackOnTheTableOrInTheOptions(FxRobot robot) {
    // 505.2, 505.1d: ev-unmask dismisses a face-down Troublemaker of Bo's; Ann picks one by its back.
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    p.name(0, "Ann");
    p.name(1, "Bo");
    int first = p.playFaceDown(1, "tm-2", Area.problem(0));
    int second = p.playFaceDown(1, "tm-4", Area.problem(1));
    int unmask = p.hand(0, "ev-unmask");
    List<Integer> hidden = List.of(first, second);
    // Bo, with nothing to do, passes by himself: Ann keeps the table throughout.
    robot.interact(() -> w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true)));
    robot.clickOn("#lift-curtain");
    robot.clickOn("#card-" + unmask);
    robot.clickOn(button(robot, "Play"));
    if (t().curtain()) {
      robot.clickOn("#lift-curtain");
    }
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(t().viewer()).isZero();

    // In the options row: two backs, lit and numbered by tooltip, standing in for the cards.
    List<CardNode> options = robot.lookup("#options .card").queryAllAs(CardNode.class).stream().toList();
    assertThat(options).hasSize(2).allSatisfy(o -> {
      assertThat(o.getStyleClass()).contains("card-back", "option");
      assertThat(TestWindows.marked(o, "selectable")).as("selectable").isTrue();
      assertThat(o.cardId()).isLessThan(-1);
      assertThat(o.title()).isNull();
    });
    // On the table: each Problem shows its back, lit as choosable, with the same stand-in id.
    CardNode onFirst = backIn(robot, Area.problem(0));
    CardNode onSecond = backIn(robot, Area.problem(1));
    assertThat(List.of(onFirst, onSecond)).allMatch(b -> TestWindows.marked(b, "selectable"));
    assertThat(options).extracting(CardNode::cardId)
        .containsExactlyInAnyOrder(onFirst.cardId(), onSecond.cardId());
    // Hovering a back shows a large back, and nothing else.
    robot.moveTo(onSecond);
    Node zoomed = robot.lookup(".zoomed").query();
    assertThat(zoomed.getStyleClass()).contains("card-back");
    assertNothingShows(hidden);

    // Clicking the back on Bo's Problem dismisses the Troublemaker there, and only it.
    robot.clickOn(onSecond);
    assertThat(t().curtain()).isFalse();
    assertThat(state().inPlay(second)).isNull();
    assertThat(state().inPlay(first)).isNotNull();
    // Gone to Bo's discard pile, it is public now; the other stays unnamed.
    assertThat(t().log()).extracting(GameLog.Line::text)
        .contains(state().def(second).title() + " is dismissed: the effect of ev-unmask.");
    assertNothingShows(List.of(first));

    // Taken back, the same choice made from the options row dismisses the other one.
    robot.clickOn("#undo");
    assertThat(t().curtain()).isFalse();
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(state().inPlay(second)).isNotNull();
    int standIn = backIn(robot, Area.problem(0)).cardId();
    CardNode option = robot.lookup("#options .card").queryAllAs(CardNode.class).stream()
        .filter(o -> o.cardId() == standIn).findFirst().orElseThrow();
    robot.clickOn(option);
    assertThat(state().inPlay(first)).isNull();
    assertThat(state().inPlay(second)).isNotNull();
    assertNothingShows(List.of(second));
  }

  @Test
  void aReplacementChoiceReadsWholeInTheSidePanel(FxRobot robot) {
    // 710.5 with titles as long as real ones get: short bold line, every button's words whole.
    org.ponytable.engine.card.CardDef brave = org.ponytable.engine.AbilityCards.POOL.get("ab-brave");
    org.ponytable.engine.card.CardDef longBrave = new org.ponytable.engine.card.CardDef("long-brave", brave.type(),
        "Marigold Featherstone of the Lantern Meadows", brave.face(), brave.boosted(), brave.cost(),
        brave.playRequirement(), brave.ownerRequirement(), brave.opponentRequirement(), brave.bonus(),
        brave.startingProblem(), brave.points(), brave.placement(), brave.set(), brave.number(), brave.rarity(),
        brave.image(), brave.event());
    org.ponytable.engine.Position p = new org.ponytable.engine.Position(
        org.ponytable.engine.AbilityCards.POOL.with(List.of(longBrave)))
        .turn(3, 0).stage(org.ponytable.engine.state.Stage.MAIN_PHASE_START).name(0, "Ann").name(1, "Bo");
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    p.play(1, "long-brave", Area.problem(1));
    p.play(1, "ab-shield", Area.home(1));
    int dread = p.hand(0, "ev-dread");
    robot.interact(() -> {
      w.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
      w.viewModel().liftCurtain();
      w.viewModel().applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == dread);
      w.viewModel().liftCurtain();
    });
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.REPLACEMENT);
    assertThat(robot.lookup("#prompt .prompt").queryLabeled().getText()).isEqualTo("Bo, choose which replacement applies.");
    List<Button> choices = robot.lookup("#prompt .choice").queryAllAs(Button.class).stream().toList();
    assertThat(choices).extracting(Button::getText).containsExactly(
        "Apply Marigold Featherstone of the Lantern Meadows's replacement", "Apply ab-shield's replacement");
    var side = robot.lookup("#side").query();
    var sideBounds = side.localToScene(side.getBoundsInLocal());
    for (Button b : choices) {
      // What is drawn is the whole label (a clipped one ends in "..."), inside the side panel.
      javafx.scene.text.Text drawn = b.getChildrenUnmodifiable().stream()
          .filter(n -> n instanceof javafx.scene.text.Text).map(n -> (javafx.scene.text.Text) n)
          .findFirst().orElseThrow();
      assertThat(drawn.getText().replace("\n", " ").replaceAll("\\s+", " ")).isEqualTo(b.getText());
      assertThat(sideBounds.contains(b.localToScene(b.getBoundsInLocal()))).isTrue();
    }
  }

  /** The one card back lying in an area's zone on the board. */
  private CardNode backIn(FxRobot robot, Area area) {
    return robot.from(robot.lookup("#" + TableView.zoneId(area)).queryAll()).lookup(".card-back")
        .queryAllAs(CardNode.class).stream().collect(java.util.stream.Collectors.collectingAndThen(
            java.util.stream.Collectors.toList(), l -> {
              assertThat(l).hasSize(1);
              return l.get(0);
            }));
  }

  @Test
  void autosaveIsOfferedAtTheNextStart(FxRobot robot) {
    newGame(robot);
    setUpByClicking(robot);
    robot.type(KeyCode.D);
    GameState s = state();
    // Written on a worker: the file is there once the saves asked for are done.
    w.flushAutosave();
    assertThat(dir.resolve("autosave.json")).exists();
    robot.interact(() -> {
      w.viewModel().show(GameSession.start(TestCards.POOL, setup(), GameSession.Mode.PRACTICE, true));
      assertThat(w.offerResume()).isTrue();
    });
    assertThat(state()).isEqualTo(s);
    assertThat(dialogs.shown).anySatisfy(m -> assertThat(m).startsWith("Resume the last game?"));
  }
}
