package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.terms.CardColor;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

/** The ability language (701-712): triggers, activated abilities, continuous abilities, Events. */
class AbilityTest {
  private static final CardPool POOL = AbilityTable.POOL;

  private static Position base() {
    return AbilityTable.base();
  }

  private static int power(Game g, int card) {
    return Stats.power(g.s, g.s.inPlay(card));
  }

  private static List<Integer> drawers(Game g) {
    return g.events(GameEvent.Drew.class).stream().map(GameEvent.Drew::player).toList();
  }

  // ---- triggers (704, 511.5) ----

  @Test
  @DisplayName("706.1c, 511.5, 712.1: an enters-play trigger is processed before the next player gets priority")
  void entersPlay() {
    Position p = base().tokens(0, 5);
    int greeter = p.hand(0, "ab-greeter");
    Game g = Game.start(p).act(new Action.PlayCard(0, greeter, Area.home(0)));
    assertThat(drawers(g)).containsExactly(0);
    assertThat(g.events(GameEvent.AbilityTriggered.class)).hasSize(1);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.actor()).as("705.2f: priority passes on afterwards").isEqualTo(1);
    assertThat(g.s.abilities().waiting()).isEmpty();
  }

  @Test
  @DisplayName("712.3: a \"may\" is asked as the effect is processed; no does nothing")
  void mayIsAsked() {
    Position p = base().tokens(0, 5);
    int may = p.hand(0, "ab-may");
    Game g = Game.start(p).act(new Action.PlayCard(0, may, Area.home(0)));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThat(g.s.decision().options()).containsExactly(may);
    Game no = new Game(g.s).act(new Action.Answer(0, Action.Meaning.NO));
    assertThat(drawers(no)).isEmpty();
    assertThat(no.events(GameEvent.EffectDeclined.class)).hasSize(1);
    Game yes = new Game(g.s).act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(drawers(yes)).containsExactly(0, 0);
    assertThat(Notation.format(new Action.Answer(0, Action.Meaning.YES))).isEqualTo("yes");
    assertThat(Notation.parse(g.s, "no", java.util.Map.of())).isEqualTo(new Action.Answer(0, Action.Meaning.NO));
  }

  @Test
  @DisplayName("506.1c, 506.5: moving triggers \"is moved\"; being sent home does not")
  void movedButNotSentHome() {
    Position p = base().tokens(0, 5).tokens(1, 5);
    int mover = p.play(0, "ab-mover", Area.home(0));
    Game g = Game.start(p).act(new Action.Move(0, mover, Area.problem(1)));
    assertThat(g.s.player(0).tokens()).as("paid 2, gained 1").isEqualTo(4);

    Position q = base().tokens(0, 5);
    int theirs = q.play(1, "ab-mover", Area.problem(0));
    int scatter = q.hand(0, "ev-scatter");
    Game h = Game.start(q).act(new Action.PlayCard(0, scatter, null));
    assertThat(h.s.inPlay(theirs).area()).isEqualTo(Area.home(1));
    assertThat(h.events(GameEvent.AbilityTriggered.class)).isEmpty();
    assertThat(h.s.player(1).tokens()).isZero();
  }

  @Test
  @DisplayName("607.2: uncovering a Troublemaker triggers \"is uncovered\"")
  void uncovered() {
    Position p = base().stage(Stage.UNCOVER_STEP_START);
    p.playFaceDown(0, "tm-2", Area.problem(1));
    p.play(1, "ab-watcher", Area.home(1));
    Game g = Game.start(p).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.player(1).tokens()).isEqualTo(1);
  }

  @Test
  @DisplayName("504.1: \"when this is frightened\" looks back at the card, face down now; 104.2: can't be frightened wins")
  void frightenedAndCantBeFrightened() {
    Position p = base().stage(Stage.UNCOVER_STEP_START);
    p.playFaceDown(0, "ab-villain", Area.problem(1));
    int scared = p.play(1, "ab-scared", Area.problem(1));
    Game g = Game.start(p).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.inPlay(scared).frightened()).isTrue();
    assertThat(drawers(g)).containsExactly(1);

    Position q = base().stage(Stage.UNCOVER_STEP_START);
    q.playFaceDown(0, "ab-villain", Area.problem(1));
    int guarded = q.play(1, "ab-scared", Area.problem(1));
    q.play(1, "ab-guard", Area.problem(1));
    Game h = Game.start(q).passTo(Stage.UNCOVER_STEP_END);
    assertThat(h.s.inPlay(guarded).frightened()).as("Villain can't frighten it").isFalse();
    assertThat(drawers(h)).isEmpty();
  }

  @Test
  @DisplayName("409.1: a dismissed card's \"leaves play\" ability still triggers; targets are chosen (712)")
  void leavesPlayAndChosenTarget() {
    Position p = base().tokens(0, 5);
    int farewell = p.play(1, "ab-farewell", Area.home(1));
    int other = p.play(1, "f-p1", Area.home(1));
    p.play(1, "f-p2", Area.home(1));
    p.play(1, "f-b3", Area.home(1));
    int banish = p.hand(0, "ev-banish");
    Game g = Game.start(p).act(new Action.PlayCard(0, banish, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).as("power at most 2 only").hasSize(3).contains(farewell, other);
    assertThat(g.s.player(0).discard()).as("705.2b: in the queue while it resolves").doesNotContain(banish);
    g.choose(farewell);
    assertThat(g.s.inPlay(farewell)).isNull();
    assertThat(g.score(1)).isEqualTo(1);
    assertThat(g.s.player(0).discard()).as("304.2").contains(banish);
  }

  @Test
  @DisplayName("514.2, 514.5, 708.2: faceoff start, win, lose and end triggers; a faceoff-long modifier ends with it")
  void faceoffTriggers() {
    Position p = base().stage(Stage.CHALLENGE_STEP_START);
    p.play(1, "tm-4", Area.problem(1));
    int cheer = p.play(0, "ab-cheer", Area.problem(1));
    p.play(0, "ab-victor", Area.home(0));
    p.play(0, "ab-ender", Area.problem(1));
    p.play(1, "ab-loser", Area.home(1));
    // Flips of 0 power, so the cards in play decide.
    Position q = p;
    q.deck(0, "f-y1");
    Game g = Game.start(q).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.CHALLENGE);
    g.choose(g.s.decision().options().get(0));
    assertThat(power(g, cheer)).as("+2 from its faceoff-start trigger").isEqualTo(4);
    g.passUntil(x -> x.faceoff() == null);
    // 514.6, 511.5: the end trigger waits in the same window as the win trigger, so the winner orders them.
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TRIGGER_ORDER);
    g.choose(g.s.decision().options().get(0)).passUntil(x -> x.faceoff() == null);
    assertThat(g.events(GameEvent.FaceoffWon.class)).extracting(GameEvent.FaceoffWon::winner).containsExactly(0);
    assertThat(g.s.player(0).tokens()).as("win trigger, end trigger").isEqualTo(2);
    assertThat(drawers(g)).as("lose trigger").contains(1);
    assertThat(power(g, cheer)).as("the modifier ended with the faceoff").isEqualTo(2);
    assertThat(g.s.abilities().modifiers()).isEmpty();
  }

  @Test
  @DisplayName("611, 601.2, 615.1: confronting, the start of a phase and the end of the turn trigger")
  void confrontPhaseAndEndOfTurn() {
    Position p = base().stage(Stage.TROUBLEMAKER_PHASE_END);
    p.play(0, "ab-morning", Area.home(0));
    Game g = Game.start(p).passTo(Stage.MAIN_PHASE_START);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);

    Position q = new Position(POOL).turn(3, 0).stage(Stage.SCORE_PHASE_START);
    q.mane(0, "mane-sun");
    q.mane(1, "mane-star");
    q.problem(0, "any1");
    q.problem(1, "never");
    q.play(0, "ab-confront", Area.problem(0));
    q.play(1, "ab-night", Area.home(1));
    q.deck(1, "f-p1");
    Game h = Game.start(q).passTo(Stage.END_OF_TURN_STEP_END);
    // 1 for confronting, the bonus of any1 (2), 1 from the trigger.
    assertThat(h.score(0)).isEqualTo(4);
    assertThat(drawers(h)).as("anyone's end of turn").containsExactly(1);
  }

  @Test
  @DisplayName("511.5a, 511.5a.i: as a window opens, the turn player orders their triggered effects first, choosing the order")
  void orderingAsWindowOpens() {
    Position p = base().stage(Stage.TROUBLEMAKER_PHASE_END);
    int a = p.play(0, "ab-morning", Area.home(0));
    int b = p.play(0, "ab-morning", Area.home(0));
    p.play(1, "ab-night", Area.home(1));
    Game g = Game.start(p).passUntil(x -> x.decision().kind() != DecisionKind.PRIORITY);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TRIGGER_ORDER);
    assertThat(g.s.decision().options()).containsExactly(a, b);
    assertThat(Notation.format(new Action.Choose(0, DecisionKind.TRIGGER_ORDER, b))).isEqualTo("process #" + b);
    g.choose(b);
    assertThat(g.s.player(0).tokens()).isEqualTo(2);
    assertThat(g.s.actor()).isEqualTo(0);
    assertThat(g.s.decision().kind()).as("the last one has no choice").isEqualTo(DecisionKind.PRIORITY);
  }

  @Test
  @DisplayName("511.5a, 511.5b: the actor's effects first, then the other player's; effects they create wait for the next wave")
  void wavesAndOrder() {
    Position p = base().tokens(0, 5);
    int home = p.hand(0, "ab-homebody");
    p.play(0, "ab-coach", Area.home(0));
    p.play(1, "ab-spy", Area.home(1));
    Game g = Game.start(p).act(new Action.PlayCard(0, home, Area.problem(0)));
    List<String> order = g.events.stream()
        .filter(e -> e instanceof GameEvent.Moved || e instanceof GameEvent.Drew || e instanceof GameEvent.TokensGained)
        .map(e -> e.getClass().getSimpleName()).toList();
    // Wave 1: homebody (player 1 acted) moves home, then the spy draws; wave 2: the coach's token.
    assertThat(order).containsExactly("Moved", "Drew", "TokensGained");
    assertThat(g.s.inPlay(home).area()).isEqualTo(Area.home(0));
  }

  @Test
  @DisplayName("704.1, 712.2: an \"if\" condition is checked as the ability triggers")
  void condition() {
    Position p = base().tokens(0, 5);
    int rich = p.hand(0, "ab-rich");
    int rich2 = p.hand(0, "ab-rich");
    p.play(0, "f-y1", Area.home(0));
    Game g = Game.start(p).act(new Action.PlayCard(0, rich, Area.home(0)));
    assertThat(g.score(0)).as("only 2 Friends").isZero();
    g.pass();
    g.act(new Action.PlayCard(0, rich2, Area.home(0)));
    assertThat(g.score(0)).isEqualTo(1);
  }

  // ---- activated abilities (703) and timing (512) ----

  @Test
  @DisplayName("703.1, 508: exhaust-this cost, then a chosen target; only the controller may activate (703.1b)")
  void activatedWithExhaustCost() {
    Position p = base();
    int pump = p.play(0, "ab-pump", Area.home(0));
    int friend = p.play(0, "f-y2", Area.home(0));
    p.play(1, "ab-pump", Area.home(1));
    Game g = Game.start(p);
    List<Action> legal = Engine.legalActions(g.s);
    Action act = new Action.Activate(0, pump, 0, -1);
    assertThat(legal).contains(act);
    assertThat(legal).filteredOn(a -> a instanceof Action.Activate).hasSize(1);
    assertThat(Notation.format(act)).isEqualTo("activate #" + pump + " 1");
    g.act(act);
    assertThat(g.s.inPlay(pump).exhausted()).isTrue();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(PlayerView.of(g.s, 1).decision().options()).as("the other player doesn't see the options").isEmpty();
    g.choose(friend);
    assertThat(power(g, friend)).isEqualTo(4);
    g.pass();
    assertThat(Engine.legalActions(g.s)).as("503.2: exhausted, so the cost can't be paid")
        .noneMatch(a -> a instanceof Action.Activate);
  }

  @Test
  @DisplayName("703.1d: token, retire and discard costs; one action per card a cost could use")
  void costs() {
    Position p = base().tokens(0, 3);
    int sac = p.play(0, "ab-sac", Area.home(0));
    int f1 = p.play(0, "f-y1", Area.home(0));
    int f2 = p.play(0, "f-y2", Area.problem(0));
    int study = p.play(0, "ab-study", Area.home(0));
    int c1 = p.hand(0, "f-y1");
    Game g = Game.start(p);
    List<Action> legal = Engine.legalActions(g.s);
    assertThat(legal).contains(new Action.Activate(0, sac, 0, f1), new Action.Activate(0, sac, 0, f2),
        new Action.Activate(0, sac, 0, study), new Action.Activate(0, study, 0, c1));
    assertThat(legal).as("\"another Friend\"").doesNotContain(new Action.Activate(0, sac, 0, sac));
    g.act(new Action.Activate(0, sac, 0, f2));
    assertThat(g.s.inPlay(f2)).isNull();
    assertThat(g.s.player(0).tokens()).isEqualTo(5);
    g.pass();
    assertThat(Notation.format(new Action.Activate(0, study, 0, c1))).isEqualTo("activate #" + study + " 1 paying #" + c1);
    g.act(Notation.parse(g.s, "activate #" + study + " 1 paying #" + c1, java.util.Map.of()));
    assertThat(g.s.player(0).discard()).contains(c1);
    assertThat(g.s.player(0).tokens()).isEqualTo(4);
    assertThat(drawers(g)).containsExactly(0, 0);
  }

  @Test
  @DisplayName("703.1d, 409.5: banish costs: a matching card from your discard pile, or one of yours in play")
  void banishCosts() {
    Position p = base().tokens(0, 3);
    int relic = p.play(0, "ab-relic", Area.home(0));
    int offer = p.play(0, "ab-offer", Area.home(0));
    int yellow = p.discard(0, "f-y1");
    p.discard(0, "f-p1");
    p.discard(1, "f-y2");
    Game g = Game.start(p);
    List<Action> legal = Engine.legalActions(g.s);
    assertThat(legal).filteredOn(a -> a instanceof Action.Activate act && act.card() == relic)
        .as("only your own discard pile's yellow Friend").containsExactly(new Action.Activate(0, relic, 0, yellow));
    assertThat(legal).filteredOn(a -> a instanceof Action.Activate act && act.card() == offer)
        .as("another of your Friends in play").containsExactly(new Action.Activate(0, offer, 0, relic));
    g.act(new Action.Activate(0, relic, 0, yellow));
    assertThat(g.s.player(0).banished()).containsExactly(yellow);
    assertThat(g.s.player(0).discard()).doesNotContain(yellow);
    assertThat(g.s.player(0).tokens()).isEqualTo(4);
    g.pass().act(new Action.Activate(0, offer, 0, relic));
    assertThat(g.s.inPlay(relic)).isNull();
    assertThat(g.s.player(0).banished()).containsExactly(yellow, relic);
    assertThat(drawers(g)).containsExactly(0);
  }

  @Test
  @DisplayName("512.3a, 512.4, 512.4a: Main Phase abilities never in a faceoff; Faceoff ones only there, and only the named kind")
  void timings() {
    Position p = base().stage(Stage.CHALLENGE_STEP_START).tokens(0, 3).tokens(1, 3);
    p.play(1, "tm-2", Area.problem(1));
    int pump = p.play(0, "ab-pump", Area.problem(1));
    int tap = p.play(0, "ab-tap", Area.problem(1));
    int tmOnly = p.play(1, "ab-tm", Area.home(1));
    int pmOnly = p.play(1, "ab-pm", Area.home(1));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).as("not outside a faceoff").noneMatch(a -> a instanceof Action.Activate);
    g.passToChoice().choose(g.s.decision().options().get(0));
    assertThat(g.s.faceoff()).isNotNull();
    assertThat(Engine.legalActions(g.s)).contains(new Action.Activate(0, tap, 0, -1))
        .doesNotContain(new Action.Activate(0, pump, 0, -1));
    g.pass();
    assertThat(Engine.legalActions(g.s)).contains(new Action.Activate(1, tmOnly, 0, -1))
        .doesNotContain(new Action.Activate(1, pmOnly, 0, -1));
    g.act(new Action.Activate(1, tmOnly, 0, -1));
    assertThat(power(g, tmOnly)).isEqualTo(4);
    assertThat(g.s.actor()).isEqualTo(0);
  }

  @Test
  @DisplayName("512.2, 512.4: a Faceoff Event is played by either player in a faceoff, never in the Main Phase")
  void faceoffEvent() {
    Position p = base().stage(Stage.CHALLENGE_STEP_START).tokens(1, 2);
    p.play(1, "tm-2", Area.problem(1));
    p.play(0, "f-y1", Area.problem(1));
    int boost = p.hand(1, "ev-boost");
    int mane1 = 1;
    Game g = Game.start(p).passToChoice();
    g.choose(g.s.decision().options().get(0)).pass();
    assertThat(g.s.actor()).isEqualTo(1);
    g.act(new Action.PlayCard(1, boost, null));
    // Player 2's only character is their Mane Character: a choice of one is made for them.
    assertThat(power(g, mane1)).isEqualTo(3);
    assertThat(g.s.player(1).discard()).contains(boost);

    Position q = base().tokens(0, 2);
    int boost0 = q.hand(0, "ev-boost");
    Game h = Game.start(q);
    assertThatThrownBy(() -> h.act(new Action.PlayCard(0, boost0, null))).isInstanceOf(Refusal.class)
        .hasMessageContaining("Faceoff");
  }

  @Test
  @DisplayName("512.3: an Any Phase Event only on your own turn and outside faceoffs")
  void anyPhaseEvent() {
    Position p = base().stage(Stage.DRAW_STEP_END);
    int own = p.hand(0, "ev-refresh");
    int theirs = p.hand(1, "ev-refresh");
    int tired = p.play(0, "f-y1", Area.home(0));
    p.update(tired, c -> c.withExhausted(true));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(0, own, null));
    g.pass();
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.PlayCard(1, theirs, null));
    g.pass();
    g.act(new Action.PlayCard(0, own, null));
    assertThat(g.s.inPlay(tired).exhausted()).isFalse();
  }

  // ---- modifiers (707-711) ----

  @Test
  @DisplayName("616.4: a \"this turn\" modifier ends in the Wrap Up Step")
  void turnModifierEnds() {
    Position p = base();
    int pump = p.play(0, "ab-pump", Area.home(0));
    Game g = Game.start(p).act(new Action.Activate(0, pump, 0, -1));
    assertThat(power(g, pump)).isEqualTo(3);
    g.passUntil(x -> x.turn() == 4);
    assertThat(power(g, pump)).isEqualTo(1);
    assertThat(g.events(GameEvent.ModifiersEnded.class)).hasSize(1);
  }

  @Test
  @DisplayName("711.3: modifiers apply in timestamp order: +2 then \"power 0\" gives 0, the other way 2")
  void timestampOrder() {
    Position p = base().tokens(0, 5);
    int pump = p.play(0, "ab-pump", Area.home(0));
    int shrink = p.play(0, "ab-shrink", Area.home(0));
    int target = p.play(0, "f-y2", Area.home(0));
    GameState start = Game.start(p).s;
    Game a = new Game(start).act(new Action.Activate(0, pump, 0, -1)).choose(target).pass()
        .act(new Action.Activate(0, shrink, 0, -1)).choose(target);
    assertThat(power(a, target)).isZero();
    Game b = new Game(start).act(new Action.Activate(0, shrink, 0, -1)).choose(target).pass()
        .act(new Action.Activate(0, pump, 0, -1)).choose(target);
    assertThat(power(b, target)).isEqualTo(2);
  }

  @Test
  @DisplayName("702.1, 708.2a, 203.3: continuous abilities: power and color while conditions hold, gone when the card leaves")
  void continuous() {
    Position p = base().tokens(0, 5);
    int leader = p.play(0, "ab-leader", Area.problem(0));
    int near = p.play(0, "f-y2", Area.problem(0));
    int far = p.play(0, "f-y1", Area.home(0));
    int eager = p.play(0, "ab-eager", Area.home(0));
    p.play(1, "f-p2", Area.problem(0));
    Game g = Game.start(p);
    assertThat(power(g, near)).isEqualTo(3);
    assertThat(Stats.colors(g.s, g.s.inPlay(near))).contains(CardColor.BLUE, CardColor.YELLOW);
    assertThat(power(g, far)).as("only here").isEqualTo(1);
    assertThat(power(g, leader)).as("not itself").isEqualTo(1);
    assertThat(power(g, eager)).as("while it's your turn").isEqualTo(3);
    assertThat(Stats.power(g.s.withTurn(4, 1), g.s.inPlay(eager))).isEqualTo(1);
    int recall = 0;
    Position q = base().tokens(0, 5);
    int leader2 = q.play(0, "ab-leader", Area.problem(0));
    int near2 = q.play(0, "f-y2", Area.problem(0));
    recall = q.hand(0, "ev-recall");
    Game h = Game.start(q).act(new Action.PlayCard(0, recall, null)).choose(leader2);
    assertThat(h.s.inPlay(leader2)).isNull();
    assertThat(power(h, near2)).isEqualTo(2);
  }

  @Test
  @DisplayName("104.2: \"can't be moved\" removes the Main Phase move")
  void cantBeMoved() {
    Position p = base().tokens(0, 5);
    int guarded = p.play(0, "f-y1", Area.problem(0));
    p.play(0, "ab-guard", Area.problem(0));
    int free = p.play(0, "f-y2", Area.home(0));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.Move m && m.card() == guarded)
        .anyMatch(a -> a instanceof Action.Move m && m.card() == free);
  }

  // ---- effects (709) ----

  @Test
  @DisplayName("709: exhaust, frighten, unfrighten, move home, add a color")
  void oneShotEffects() {
    Position p = base();
    int t1 = p.play(1, "f-p1", Area.home(1));
    int t2 = p.play(1, "f-p2", Area.problem(1));
    int mine = p.play(0, "f-y1", Area.problem(1));
    int scared = p.play(0, "f-y2", Area.home(0));
    p.update(scared, c -> c.asFrightened());
    int tire = p.hand(0, "ev-tire");
    int scare = p.hand(0, "ev-scare");
    int rally = p.hand(0, "ev-rally");
    int gather = p.hand(0, "ev-gather");
    int paint = p.hand(0, "ev-paint");
    Game g = Game.start(p).act(new Action.PlayCard(0, tire, null));
    assertThat(g.s.inPlay(t1).exhausted()).isTrue();
    assertThat(g.s.inPlay(t2).exhausted()).isTrue();
    assertThat(g.events(GameEvent.Exhausted.class)).hasSize(2);
    g.pass().act(new Action.PlayCard(0, scare, null)).choose(t2);
    assertThat(g.s.inPlay(t2).frightened()).isTrue();
    g.pass().act(new Action.PlayCard(0, rally, null));
    assertThat(g.s.inPlay(scared).frightened()).isFalse();
    // The only Friend of theirs not at home: a choice of one is made by the engine.
    g.pass().act(new Action.PlayCard(0, gather, null));
    assertThat(g.s.inPlay(mine).area()).isEqualTo(Area.home(0));
    assertThat(g.events(GameEvent.Moved.class)).hasSize(1);
    g.pass().act(new Action.PlayCard(0, paint, null)).choose(mine);
    assertThat(Stats.colors(g.s, g.s.inPlay(mine))).containsExactly(CardColor.PURPLE, CardColor.YELLOW);
  }

  @Test
  @DisplayName("409.3, 517.1, 502: the opponent discards a card of their choice; score; tokens for both")
  void discardScoreTokens() {
    Position p = base();
    int tax = p.hand(0, "ev-tax");
    int h1 = p.hand(1, "f-p1");
    int h2 = p.hand(1, "f-p2");
    Game g = Game.start(p).act(new Action.PlayCard(0, tax, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.EFFECT_DISCARD);
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(PlayerView.of(g.s, 0).decision().options()).as("402.2, 404: hand stays hidden").isEmpty();
    g.choose(h2);
    assertThat(g.s.player(1).hand()).containsExactly(h1);
    assertThat(g.score(0)).isEqualTo(1);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(g.s.player(1).tokens()).isEqualTo(1);
    assertThat(g.s.actor()).isEqualTo(1);
  }
}
