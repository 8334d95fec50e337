package org.ponytable.ui.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.TestCards;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.terms.Phase;
import org.ponytable.engine.view.PlayerView.CardView;
import org.ponytable.ui.session.GameSession;

/** The table's ViewModel without JavaFX running: properties work without the toolkit. */
class TableViewModelTest {
  private final TableViewModel vm = new TableViewModel();

  private TableViewModel.Table t() {
    return vm.table();
  }

  private void startGame() {
    vm.show(GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.PRACTICE, true));
  }

  /** Lifts curtains and answers setup: first Starting Problem offered, keep every hand. */
  private void throughSetup() {
    while (t().curtain() || t().view().turn() == 0) {
      if (t().curtain()) {
        vm.liftCurtain();
      } else if (t().view().decision().kind() == DecisionKind.MULLIGAN) {
        vm.applyFirst(Action.Mulligan.class, a -> !((Action.Mulligan) a).take());
      } else {
        vm.clickCard(t().options().get(0).id());
      }
    }
  }

  @Test
  void aNewGameStartsBehindTheCurtainShowingNoHand() {
    startGame();
    assertThat(t().curtain()).isTrue();
    assertThat(t().viewer()).isEqualTo(-1);
    assertThat(t().view().seats()).allSatisfy(seat -> assertThat(seat.hand()).isEmpty());
    assertThat(t().curtainName()).isEqualTo("Ann");
    assertThat(t().primary()).isNull();
  }

  @Test
  void startingProblemOptionsAreShownOncePerCardAndChosenByClick() {
    startGame();
    vm.liftCurtain();
    assertThat(t().viewer()).isZero();
    assertThat(t().options()).extracting(c -> c.def().id()).containsExactly("pr-y");
    assertThat(t().prompt()).contains("Ann").contains("Starting Problem");
    vm.clickCard(t().options().get(0).id());
    assertThat(t().curtain()).as("Bo chooses next, behind the curtain").isTrue();
    assertThat(t().curtainName()).isEqualTo("Bo");
  }

  @Test
  void mulliganOffersKeepAndMulliganWithKeys() {
    startGame();
    while (t().curtain() || t().view().decision().kind() != DecisionKind.MULLIGAN) {
      if (t().curtain()) {
        vm.liftCurtain();
      } else {
        vm.clickCard(t().options().get(0).id());
      }
    }
    assertThat(t().decisionChoices()).extracting(TableViewModel.Choice::label)
        .containsExactly("Keep this hand", "Mulligan: shuffle and draw a new hand");
    assertThat(t().decisionChoices().get(0).key()).startsWith("K");
    int me = t().viewer();
    assertThat(t().view().seats().get(me).hand()).hasSize(6);
    assertThat(t().view().seats().get(1 - me).hand()).isEmpty();
  }

  @Test
  void clickingAHandCardOffersItsPlaysAndClickingAnAreaPlaysIt() {
    startGame();
    throughSetup();
    assertThat(t().view().stage().phase()).isEqualTo(Phase.MAIN);
    int me = t().viewer();
    assertThat(t().primary().label()).isEqualTo("End Main Phase");
    CardView friend = t().view().seats().get(me).hand().stream()
        .filter(c -> c.def().type() == CardType.FRIEND && t().actionable().contains(c.id()))
        .findFirst().orElseThrow();
    vm.clickCard(friend.id());
    assertThat(t().selected()).isEqualTo(friend.id());
    assertThat(t().cardChoices()).extracting(TableViewModel.Choice::label).contains("Play to your home");
    assertThat(t().cardChoices()).allSatisfy(c -> assertThat(c.detail()).endsWith("tokens").isNotBlank());
    assertThat(t().targets()).contains(Area.home(me), Area.problem(me));
    vm.clickArea(Area.problem(me));
    assertThat(t().selected()).isEqualTo(-1);
    assertThat(t().view().play()).anySatisfy(c -> {
      assertThat(c.id()).isEqualTo(friend.id());
      assertThat(c.status().area()).isEqualTo(Area.problem(me));
    });
    assertThat(t().log()).anySatisfy(l -> assertThat(l.text()).contains("plays " + friend.def().title()));
  }

  @Test
  void aRefusedActionShowsTheEnginesReason() {
    startGame();
    throughSetup();
    int me = t().viewer();
    // A stale button: the other player's draw. The engine refuses and says why.
    vm.choose(new TableViewModel.Choice("x", "", new Action.Draw(1 - me), null));
    assertThat(t().message()).contains("must act now");
  }

  @Test
  void clickingTheSameCardAgainDeselects() {
    startGame();
    throughSetup();
    int id = t().actionable().iterator().next();
    vm.clickCard(id);
    vm.clickCard(id);
    assertThat(t().selected()).isEqualTo(-1);
    assertThat(t().cardChoices()).isEmpty();
  }

  @Test
  void undoGoesBackAndRedoForward() {
    startGame();
    throughSetup();
    int me = t().viewer();
    int tokens = t().view().seats().get(me).tokens();
    vm.applyFirst(Action.Draw.class, a -> true);
    assertThat(t().view().seats().get(me).tokens()).isEqualTo(tokens - 1);
    assertThat(t().canUndo()).isTrue();
    vm.undo();
    assertThat(t().view().seats().get(me).tokens()).isEqualTo(tokens);
    assertThat(t().canRedo()).isTrue();
    vm.redo();
    assertThat(t().view().seats().get(me).tokens()).isEqualTo(tokens - 1);
  }

  @Test
  void theLogNeverNamesTheOtherPlayersDraws() {
    startGame();
    throughSetup();
    int me = t().viewer();
    List<String> myHand = t().view().seats().get(me).hand().stream().map(c -> c.def().title()).toList();
    String drawsLine = t().log().stream().filter(l -> l.text().startsWith("Bo draws 6")).findFirst()
        .orElseThrow().text();
    String annDraws = t().log().stream().filter(l -> l.text().startsWith("Ann draws 6")).findFirst()
        .orElseThrow().text();
    if (me == 0) {
      assertThat(drawsLine).isEqualTo("Bo draws 6 cards.");
      assertThat(annDraws).contains(":");
    } else {
      assertThat(annDraws).isEqualTo("Ann draws 6 cards.");
      assertThat(drawsLine).contains(":");
    }
    assertThat(myHand).isNotEmpty();
  }

  @Test
  void askingInEveryWindowStopsWherePassingIsAllThereIs() {
    startGame();
    throughSetup();
    vm.setAutoPass(false);
    int me = t().viewer();
    vm.primary();
    // Without automatic passing the other player is asked at once, with nothing but Pass.
    assertThat(t().curtain()).isTrue();
    vm.liftCurtain();
    assertThat(t().viewer()).isEqualTo(1 - me);
    assertThat(t().prompt()).endsWith("Nothing to do but pass.");
    assertThat(t().primary().label()).isEqualTo("Pass");
    // Switching it back on passes from here to the next real choice.
    vm.setAutoPass(true);
    assertThat(t().prompt()).doesNotContain("Nothing to do but pass");
  }

  @Test
  void inAMatchTheOtherPlayerCannotTakeBackYourMove() {
    vm.show(GameSession.start(TestCards.POOL, TestCards.setup(7), GameSession.Mode.MATCH, true));
    throughSetup();
    int me = t().viewer();
    Action move = t().view().legalActions().stream().filter(a -> a instanceof Action.Move).findFirst()
        .orElseThrow();
    vm.choose(new TableViewModel.Choice("", "", move, null));
    if (!t().curtain() && t().viewer() == me) {
      assertThat(t().canUndo()).as("a move reveals nothing").isTrue();
    }
    vm.primary();
    while (t().curtain()) {
      vm.liftCurtain();
    }
    assertThat(t().viewer()).isEqualTo(1 - me);
    assertThat(t().canUndo()).isFalse();
  }

  @Test
  void anOptionalEffectIsAskedWithYesAndNoButtons() {
    // ab-may's entering play lets its controller draw two cards if they want (712.3).
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    int may = p.hand(0, "ab-may");
    p.deck(0, "f-y1");
    p.deck(0, "f-y2");
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
    vm.clickCard(may);
    vm.choose(t().cardChoices().stream().filter(c -> c.label().equals("Play to your home")).findFirst().orElseThrow());
    if (t().curtain()) {
      vm.liftCurtain();
    }
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThat(t().decisionChoices()).extracting(TableViewModel.Choice::label).containsExactly("Yes, do it", "No");
    assertThat(t().promptDetail()).contains("optional");
  }

  @Test
  void aChoiceAmongReplacementsSaysWhatWouldHappenAndOffersTheCards() {
    // 710.5: ab-brave and ab-shield would both replace ab-brave being frightened; p2 chooses.
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable();
    int brave = p.play(1, "ab-brave", Area.problem(1));
    int shield = p.play(1, "ab-shield", Area.home(1));
    int dread = p.hand(0, "ev-dread");
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
    vm.clickCard(dread);
    vm.choose(t().cardChoices().get(0));
    if (t().curtain()) {
      vm.liftCurtain();
    }
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.REPLACEMENT);
    // A short bold line; the detail says what would happen and what choosing does.
    assertThat(t().prompt()).isEqualTo("Player 2, choose which replacement applies.");
    assertThat(t().promptDetail()).startsWith("ab-brave would be frightened, and 2 cards would replace that.")
        .contains("The one you choose applies");
    assertThat(t().options()).extracting(CardView::id).containsExactly(brave, shield);
    assertThat(t().decisionChoices()).extracting(TableViewModel.Choice::label)
        .containsExactly("Apply ab-brave's replacement", "Apply ab-shield's replacement");
  }

  @Test
  @DisplayName("505.2, 505.1d: a face-down Troublemaker an effect offers is chosen by clicking its back; its id never shows")
  void aHiddenTargetIsChosenByItsBack() {
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    int first = p.playFaceDown(1, "tm-2", Area.problem(0));
    int second = p.playFaceDown(1, "tm-4", Area.problem(1));
    int unmask = p.hand(0, "ev-unmask");
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
    vm.clickCard(unmask);
    vm.choose(t().cardChoices().get(0));
    if (t().curtain()) {
      vm.liftCurtain();
    }
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(t().options()).hasSize(2).allMatch(CardView::hidden)
        .noneMatch(c -> c.id() == first || c.id() == second);
    assertThat(t().actionable()).doesNotContain(first, second);
    // The buttons tell the backs apart by where they lie, which everyone can see.
    assertThat(t().decisionChoices()).extracting(TableViewModel.Choice::label).containsExactlyInAnyOrder(
        "Choose the face-down card at your Problem", "Choose the face-down card at Player 2's Problem");
    int standIn = t().options().get(1).id();
    assertThat(t().actionable()).contains(standIn);
    vm.clickCard(standIn);
    var after = vm.session().state();
    assertThat(after.inPlay(first) == null ^ after.inPlay(second) == null).as("exactly one dismissed").isTrue();
  }

  @Test
  void clickingAnAttachmentLightsItsHostsAndClickingAHostPlaysItThere() {
    // 305.1b, 509.2: rs-saddle goes on a Friend of yours, never to an area.
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    p.name(0, "Ann");
    p.name(1, "Bo");
    int home = p.play(0, "f-y1", Area.home(0));
    int away = p.play(0, "f-y2", Area.problem(1));
    p.play(1, "f-p1", Area.home(1));
    int saddle = p.hand(0, "rs-saddle");
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
    assertThat(t().actionable()).contains(saddle);
    vm.clickCard(saddle);
    assertThat(t().hosts()).containsExactlyInAnyOrder(home, away);
    assertThat(t().targets()).as("no bare area takes an attachment").isEmpty();
    assertThat(t().cardChoices()).extracting(TableViewModel.Choice::label)
        .containsExactlyInAnyOrder("Play on f-y1", "Play on f-y2");
    assertThat(t().cardChoices()).allSatisfy(c -> assertThat(c.detail()).isEqualTo("1 token"));
    vm.clickCard(away);
    assertThat(vm.session().state().inPlay(saddle).host()).isEqualTo(away);
    assertThat(t().view().play()).anySatisfy(c -> {
      assertThat(c.id()).isEqualTo(saddle);
      assertThat(c.status().area()).isEqualTo(Area.problem(1));
    });
    assertThat(t().log()).anySatisfy(l -> assertThat(l.text()).isEqualTo("Ann plays rs-saddle on f-y2 at Bo's Problem (1 token)."));
  }

  @Test
  void afterTheCurtainTheNextPlayerGetsWhatHappenedSinceTheyLookedRedacted() {
    startGame();
    vm.liftCurtain();
    assertThat(t().fresh()).as("nothing to replay at a player's first look").isEmpty();
    throughSetup();
    int me = t().viewer();
    // Play until this player puts a Troublemaker face down and the curtain falls for the other.
    for (int i = 0; i < 2000; i++) {
      Action tm = t().view().legalActions().stream().filter(a -> a instanceof Action.PlayTroublemaker)
          .findFirst().orElse(null);
      if (!t().curtain() && t().viewer() == me && tm != null) {
        int card = ((Action.PlayTroublemaker) tm).card();
        vm.choose(new TableViewModel.Choice("", "", tm, null));
        assertThat(t().fresh()).as("the actor's own view names the card")
            .anySatisfy(e -> assertThat(e).isEqualTo(new GameEvent.CardPlayed(me, card,
                ((Action.PlayTroublemaker) tm).problem(), true)));
        while (!t().curtain() || t().curtainFor() != 1 - me) {
          vm.primary();
        }
        vm.liftCurtain();
        // The other player is shown the play, but not which card it was (505.1d).
        assertThat(t().fresh()).anySatisfy(e -> assertThat(e).isEqualTo(new GameEvent.CardPlayed(me, -1,
            ((Action.PlayTroublemaker) tm).problem(), true)));
        assertThat(t().fresh()).noneSatisfy(e -> assertThat(e.toString()).contains("card=" + card + ","));
        return;
      }
      if (t().curtain()) {
        vm.liftCurtain();
      } else if (!t().options().isEmpty()) {
        vm.clickCard(t().options().get(0).id());
      } else if (t().primary() != null) {
        vm.primary();
      } else {
        vm.choose(t().decisionChoices().get(0));
      }
    }
    throw new AssertionError("no face-down Troublemaker was played");
  }

  @Test
  void anEffectsFaceoffShowsWhoStartedItWhatIsInvolvedTheTotalModifiersAndTheResult() {
    // 514.2c, 514.4a, 514.5d: the Duelist starts a faceoff against the opposing Friend at its Problem.
    org.ponytable.engine.Position p = new org.ponytable.engine.Position(org.ponytable.engine.FaceoffCards.POOL)
        .turn(3, 0).name(0, "Ann").name(1, "Bo").tokens(0, 3);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    int near = p.play(1, "f-p2", Area.problem(1));
    int cheer = p.hand(0, "fo-cheer");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false));
    vm.liftCurtain();
    assertThat(vm.applyFirst(Action.Activate.class, a -> ((Action.Activate) a).card() == duelist)).isTrue();
    FaceoffSummary f = t().faceoff();
    assertThat(f.live()).isTrue();
    assertThat(f.startedBy()).isEqualTo("Duelist");
    assertThat(f.involved()).containsExactly(duelist, near);
    assertThat(t().log()).extracting(GameLog.Line::text)
        .contains("Faceoff! Ann starts a faceoff with Duelist; involved: Duelist, f-p2.");
    assertThat(vm.applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == cheer)).isTrue();
    if (t().curtain()) {
      vm.liftCurtain();
    }
    assertThat(t().faceoff().modifier0()).isEqualTo(2);
    assertThat(t().faceoff().total0()).as("the modifier is in the total").isEqualTo(4);
    assertThat(t().log()).extracting(GameLog.Line::text).contains("Ann's power total gets +2 this faceoff (Cheer).");
    for (int i = 0; i < 50 && t().faceoff().live(); i++) {
      if (t().curtain()) {
        vm.liftCurtain();
      } else {
        vm.applyFirst(Action.Pass.class, a -> true);
      }
    }
    f = t().faceoff();
    assertThat(f.live()).isFalse();
    assertThat(f.rounds()).containsExactly("Ann 5 : 3 Bo (total modifiers +2 / +0)");
    assertThat(f.modifier0()).as("as last compared").isEqualTo(2);
    assertThat(f.result()).isEqualTo("Ann wins, scoring 1 point");
  }

  @Test
  @DisplayName("513.2, 616.4: control taken until the end of the turn is logged as going back, not as taken")
  void theLogSaysControlReturnsWhenItsWhileEnds() {
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3);
    p.name(0, "Ann");
    p.name(1, "Bo");
    p.play(1, "f-p1", Area.home(1));
    int borrow = p.hand(0, "ev-borrow");
    for (int i = 0; i < 4; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p2");
    }
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
    assertThat(vm.applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == borrow)).isTrue();
    assertThat(t().log()).extracting(GameLog.Line::text).contains("Ann takes control of f-p1.");
    for (int i = 0; i < 100 && (t().curtain() || t().view().turn() < 4); i++) {
      if (t().curtain()) {
        vm.liftCurtain();
      } else if (t().primary() != null) {
        vm.primary();
      } else {
        vm.choose(t().decisionChoices().get(0));
      }
    }
    assertThat(t().view().turn()).isEqualTo(4);
    List<String> lines = t().log().stream().map(GameLog.Line::text).toList();
    assertThat(lines).contains("Control of f-p1 returns to Bo.").doesNotContain("Bo takes control of f-p1.");
    assertThat(lines.indexOf("Control of f-p1 returns to Bo."))
        .isGreaterThan(lines.indexOf("Ann takes control of f-p1."));
  }

  /** A faceoff card whose win frightens (as Squall Sparrer's does), written as card JSON. */
  static org.ponytable.engine.card.CardPool frightenOnWin() throws Exception {
    String json = """
        [{"id": "fo-sparrer", "type": "friend", "title": "Sparrer", "power": 5, "cost": 1, "abilities": [
          {"kind": "activated", "timing": "main", "costs": [{"pay": "tokens", "amount": 1}],
           "effects": [{"do": "faceoff", "involve": ["this", {"player": "opponent", "type": "character", "where": "here"}],
                        "win": [{"do": "frighten", "target": {"choose": {"player": "opponent", "type": "friend", "where": "here"}}}]}]}]}]
        """;
    return org.ponytable.engine.FaceoffCards.POOL.with(new org.ponytable.cards.CardLoader().loadString(json, "t.json"));
  }

  @Test
  @DisplayName("514.5d, 514.2c: once over, an effect's faceoff says what its win did and still names what took part")
  void anEffectsFaceoffOverSaysWhatTheWinDidAndWhoTookPart() throws Exception {
    org.ponytable.engine.Position p = new org.ponytable.engine.Position(frightenOnWin())
        .turn(3, 0).name(0, "Ann").name(1, "Bo").tokens(0, 3);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    int sparrer = p.play(0, "fo-sparrer", Area.problem(1));
    int near = p.play(1, "f-p2", Area.problem(1));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false));
    vm.liftCurtain();
    assertThat(vm.applyFirst(Action.Activate.class, a -> ((Action.Activate) a).card() == sparrer)).isTrue();
    for (int i = 0; i < 50 && t().faceoff().live(); i++) {
      if (t().curtain()) {
        vm.liftCurtain();
      } else {
        vm.applyFirst(Action.Pass.class, a -> true);
      }
    }
    FaceoffSummary f = t().faceoff();
    assertThat(f.live()).isFalse();
    assertThat(vm.session().state().inPlay(near).frightened()).isTrue();
    assertThat(f.result()).isEqualTo("Ann wins; f-p2 is frightened");
    assertThat(f.involved()).containsExactlyInAnyOrder(sparrer, near);
  }

  @Test
  @DisplayName("505.2: two backs offered at one Problem are told apart by their order there, left to right")
  void hiddenTargetsAtOneProblemAreNumberedAsTheyLie() {
    org.ponytable.engine.Position p = org.ponytable.engine.AbilityCards.mainPhaseTable().tokens(0, 3).name(1, "Bo");
    int left = p.playFaceDown(1, "tm-2", Area.problem(1));
    int right = p.playFaceDown(1, "tm-4", Area.problem(1));
    int unmask = p.hand(0, "ev-unmask");
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
    assertThat(vm.applyFirst(Action.PlayCard.class, a -> ((Action.PlayCard) a).card() == unmask)).isTrue();
    assertThat(t().view().decision().kind()).isEqualTo(DecisionKind.TARGET);
    var byLabel = new java.util.HashMap<String, TableViewModel.Choice>();
    t().decisionChoices().forEach(c -> byLabel.put(c.label(), c));
    assertThat(byLabel).containsOnlyKeys("Choose the 1st face-down card at Bo's Problem",
        "Choose the 2nd face-down card at Bo's Problem");
    vm.choose(byLabel.get("Choose the 2nd face-down card at Bo's Problem"));
    assertThat(vm.session().state().inPlay(right)).as("the 2nd from the left").isNull();
    assertThat(vm.session().state().inPlay(left)).isNotNull();
  }

  @Test
  void theLastTokenSpentStopsAtEndMainPhaseBeforeTheCurtain() {
    // Finding 7 of issue 9: the turn's end is shown to its player, as in every other turn.
    org.ponytable.engine.Position pos = new org.ponytable.engine.Position(TestCards.POOL).turn(3, 0).tokens(0, 1)
        .tokens(1, 0).name(0, "Ann").name(1, "Bo");
    pos.mane(0, "mane-sun");
    pos.mane(1, "mane-star");
    pos.problem(0, "pr-y");
    pos.problem(1, "pr-p");
    pos.hand(0, "f-y1");
    for (int i = 0; i < 5; i++) {
      pos.deck(0, "f-y1");
      pos.deck(1, "f-p1");
    }
    vm.show(GameSession.fromPosition(pos.start(), GameSession.Mode.PRACTICE, true));
    vm.liftCurtain();
    assertThat(t().primary().label()).isEqualTo("End Main Phase");
    vm.applyFirst(Action.PlayCard.class, a -> true);
    assertThat(t().curtain()).as("no curtain before Ann ends her phase").isFalse();
    assertThat(t().viewer()).isZero();
    assertThat(t().view().seats().get(0).tokens()).isZero();
    assertThat(t().primary().label()).isEqualTo("End Main Phase");
    assertThat(t().primary().key()).isEqualTo("Space");
    assertThat(t().prompt()).isEqualTo("Ann, your Main Phase: nothing more you can do.");
    assertThat(t().promptDetail()).startsWith("Space ends the phase");
    vm.primary();
    assertThat(t().view().stage().phase() != Phase.MAIN || t().view().turnPlayer() != 0).isTrue();
  }

  @Test
  @DisplayName("204.1, 508: clicking a card with no legal action marks it and shows the engine's reason")
  void clickingAnUnplayableCardShowsWhy() {
    org.ponytable.engine.Position p = new org.ponytable.engine.Position(TestCards.POOL)
        .turn(3, 0).name(0, "Ann").name(1, "Bo").tokens(0, 2);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-y");
    p.problem(1, "pr-p");
    p.deck(0, "f-y1");
    int dear = p.hand(0, "f-y3");
    int cheap = p.hand(0, "f-y1");
    int theirs = p.play(1, "f-p1", Area.home(1));
    vm.show(GameSession.fromPosition(p.start(), GameSession.Mode.PRACTICE, false));
    vm.liftCurtain();
    assertThat(t().actionable()).contains(cheap).doesNotContain(dear, theirs);

    vm.clickCard(dear);
    assertThat(t().message()).isEqualTo("f-y3 needs 3 action tokens; you have 2 (204.1, 508, 609.2a).")
        .isEqualTo(org.ponytable.engine.rules.Reasons.whyCardCannotAct(vm.session().state(), 0, dear));
    assertThat(t().blocked()).isEqualTo(dear);
    assertThat(t().selected()).isEqualTo(-1);
    assertThat(t().cardChoices()).isEmpty();

    vm.clickCard(theirs);
    assertThat(t().message()).contains("not yours").contains("513.2");
    assertThat(t().blocked()).isEqualTo(theirs);

    vm.clickCard(theirs);
    assertThat(t().message()).as("a second click lets it go").isNull();
    assertThat(t().blocked()).isEqualTo(-1);

    vm.clickCard(dear);
    vm.clickCard(cheap);
    assertThat(t().selected()).isEqualTo(cheap);
    assertThat(t().blocked()).as("a playable card replaces the mark").isEqualTo(-1);
    assertThat(t().message()).isNull();
  }

  @Test
  @DisplayName("The prompt names each card the legal actions are about, once, in their order")
  void actOrPassNamesTheCardsThatCanAct() {
    java.util.Map<Integer, org.ponytable.engine.card.CardDef> defs = java.util.Map.of(
        4, org.ponytable.engine.AbilityCards.POOL.get("ab-sac"), 7, org.ponytable.engine.AbilityCards.POOL.get("ev-refresh"), 9, org.ponytable.engine.AbilityCards.POOL.get("ab-tap"));
    Names n = new Names(List.of("Ann", "Bo"), 0, defs::get);
    assertThat(PromptText.actOrPass(List.of(new Action.Pass(0), new Action.Activate(0, 4, 0, 5),
        new Action.Activate(0, 4, 0, 6), new Action.PlayCard(0, 7, null), new Action.Concede(0)), n))
        .isEqualTo("Act with ab-sac or ev-refresh, or pass.");
    assertThat(PromptText.actOrPass(List.of(new Action.Activate(0, 9, 0, -1), new Action.Activate(0, 4, 0, 5),
        new Action.PlayCard(0, 7, null)), n)).isEqualTo("Act with ab-tap, ab-sac or ev-refresh, or pass.");
    assertThat(PromptText.actOrPass(List.of(new Action.Pass(0), new Action.Draw(0)), n)).isEqualTo("Act or pass.");
  }
}
