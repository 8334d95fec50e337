package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Refusal;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;

/**
 * The timing phrase Immediate (rulings.md, "Immediate"): any player holding priority, in any
 * priority window of either player's turn (510, 512.1), during a faceoff or not; an Any Phase
 * phrase, by contrast, is only the turn player's and never in a faceoff (512.3, 512.3a).
 */
class ImmediateTimingTest {
  private static final String CARDS = """
      [{"id": "t-now", "type": "event", "title": "Now", "power": 0, "cost": 1, "timing": "immediate",
        "effects": [{"do": "gainTokens", "amount": 2}]},
       {"id": "t-later", "type": "event", "title": "Later", "power": 0, "cost": 0, "timing": "anyPhase",
        "effects": [{"do": "draw", "amount": 1}]},
       {"id": "t-quick", "type": "friend", "title": "Quick", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "immediate", "costs": [{"pay": "exhaustThis"}],
                       "effects": [{"do": "draw", "amount": 1}]}]},
       {"id": "t-pyre", "type": "friend", "title": "Pyre", "power": 1, "cost": 1, "colors": ["purple"],
        "abilities": [{"kind": "activated", "timing": "immediate",
                       "costs": [{"pay": "banish", "from": "hand", "filter": {"type": "event"}}],
                       "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-cut", "type": "friend", "title": "Cut", "power": 1, "cost": 1, "colors": ["blue"],
        "abilities": [{"kind": "activated", "timing": "immediate",
                       "costs": [{"pay": "banish", "from": "hand", "filter": "this"}],
                       "effects": [{"do": "cutPlayRequirements", "color": "blue", "amount": 2}]}]},
       {"id": "t-needy", "type": "friend", "title": "Needy", "power": 1, "cost": 0, "colors": ["blue"],
        "playRequirement": [{"power": 2, "color": "blue"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("Immediate (rulings.md), 510.2: the other player may use it in a window of the turn player's turn; Any Phase (512.3) they may not")
  void otherPlayerInTheirOpponentsWindow() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.DRAW_STEP_END).tokens(1, 2);
    int now = p.hand(1, "t-now");
    int later = p.hand(1, "t-later");
    int quick = p.play(1, "t-quick", Area.home(1));
    Game g = Game.start(p);
    assertThat(g.s.turnPlayer()).isZero();
    g.pass();
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(1, now, null), new Action.Activate(1, quick, 0, -1))
        .doesNotContain(new Action.PlayCard(1, later, null));
    int hand = g.s.player(1).hand().size();
    g.act(new Action.Activate(1, quick, 0, -1));
    assertThat(g.s.inPlay(quick).exhausted()).isTrue();
    assertThat(g.s.player(1).hand()).hasSize(hand + 1);
    assertThat(g.s.actor()).as("705.2f: priority passes on after the action").isZero();
    g.pass();
    g.act(new Action.PlayCard(1, now, null));
    assertThat(g.s.player(1).tokens()).as("paid 1, gained 2").isEqualTo(3);
    assertThat(g.s.player(1).discard()).contains(now);
  }

  @Test
  @DisplayName("Immediate (rulings.md), 512.3a: unlike a phase timing, it may be used during a faceoff, by either player")
  void duringAFaceoff() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.CHALLENGE_STEP_START).tokens(0, 2).tokens(1, 2);
    p.play(1, "tm-2", Area.problem(1));
    int mine = p.play(0, "t-quick", Area.problem(1));
    int now = p.hand(1, "t-now");
    int later = p.hand(0, "t-later");
    Game g = Game.start(p);
    g.passToChoice().choose(g.s.decision().options().get(0));
    assertThat(g.s.faceoff()).isNotNull();
    assertThat(g.s.actor()).isZero();
    assertThat(Engine.legalActions(g.s)).contains(new Action.Activate(0, mine, 0, -1))
        .doesNotContain(new Action.PlayCard(0, later, null));
    g.pass();
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(1, now, null));
    g.act(new Action.PlayCard(1, now, null));
    assertThat(g.s.player(1).tokens()).isEqualTo(3);
  }

  @Test
  @DisplayName("Immediate (rulings.md), 703.1: only the card's controller activates it; the engine refuses the other player")
  void onlyTheController() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.DRAW_STEP_END);
    int theirs = p.play(1, "t-quick", Area.home(1));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).doesNotContain(new Action.Activate(0, theirs, 0, -1));
    assertThatThrownBy(() -> g.act(new Action.Activate(0, theirs, 0, -1))).isInstanceOf(Refusal.class);
  }

  @Test
  @DisplayName("Immediate (rulings.md), 512.1: not during setup, where nobody has priority; the engine says the timing phrase is why")
  void notDuringSetup() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.DRAW_STEP_END);
    int now = p.hand(0, "t-now");
    GameState s = Game.start(p).s;
    assertThat(Activation.timingOpen(s, 0, org.ponytable.engine.ability.Timing.IMMEDIATE)).isTrue();
    assertThat(Activation.timingOpen(s, 1, org.ponytable.engine.ability.Timing.IMMEDIATE)).isTrue();
    GameState setup = s.withStage(Stage.SETUP_MULLIGAN);
    assertThat(Activation.timingOpen(setup, 0, org.ponytable.engine.ability.Timing.IMMEDIATE)).isFalse();
    assertThat(Reasons.whyCardCannotAct(setup, 0, now)).contains("Immediate").contains("512");
  }

  @Test
  @DisplayName("409.5: a cost banishing a card from your hand offers each card of your hand its printed values fit, and banishes it face up")
  void banishFromHandCost() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.DRAW_STEP_END);
    int pyre = p.play(0, "t-pyre", Area.home(0));
    int event = p.hand(0, "t-later");
    int friend = p.hand(0, "t-quick");
    int theirs = p.hand(1, "t-now");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).filteredOn(a -> a instanceof Action.Activate act && act.card() == pyre)
        .as("only the Event of your own hand").containsExactly(new Action.Activate(0, pyre, 0, event));
    int tokens = g.s.player(0).tokens();
    g.act(new Action.Activate(0, pyre, 0, event));
    assertThat(g.s.player(0).hand()).containsExactly(friend);
    assertThat(g.s.player(0).banished()).containsExactly(event);
    assertThat(g.s.player(1).hand()).contains(theirs);
    assertThat(g.s.player(0).tokens()).isEqualTo(tokens + 1);
    g.pass();
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.Activate act && act.card() == pyre);
    assertThat(Reasons.whyCardCannotAct(g.s, 0, pyre)).contains("no card to pay its cost with");
  }

  @Test
  @DisplayName("409.5, 205.1: an ability whose cost banishes the card from your hand is used from the hand, even in the other player's turn; it lowers play requirements until the end of the turn")
  void abilityFromHand() throws CardLoadException {
    Position p = AbilityTable.base(pool()).stage(Stage.MAIN_PHASE_START);
    int cut = p.hand(0, "t-cut");
    int needy = p.hand(0, "t-needy");
    int theirCut = p.hand(1, "t-cut");
    int inPlay = p.play(0, "t-cut", Area.home(0));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).as("205.1: 2 blue power needed").doesNotContain(new Action.PlayCard(0, needy, Area.home(0)))
        .contains(new Action.Activate(0, cut, 0, -1))
        .as("never from play").noneMatch(a -> a instanceof Action.Activate act && act.card() == inPlay);
    assertThat(Reasons.whyCardCannotAct(g.s, 0, needy)).contains("needs 2 blue");
    g.act(new Action.Activate(0, cut, 0, -1));
    assertThat(g.s.player(0).banished()).containsExactly(cut);
    assertThat(g.s.actor()).isEqualTo(1);
    assertThat(Engine.legalActions(g.s)).as("the other player's card in their hand, in your turn")
        .contains(new Action.Activate(1, theirCut, 0, -1));
    g.pass();
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(0, needy, Area.home(0)));
    g.passUntil(x -> x.turn() == 2);
    assertThat(g.s.player(0).requirementCuts()).as("616.4: gone with the turn").isEmpty();
  }
}
