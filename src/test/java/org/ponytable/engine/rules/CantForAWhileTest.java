package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/**
 * A "can't" given by an effect for a while (708.2, 709; 104.2: a "can't" beats a "can"): the
 * effect word {@code modify} with {@code cant}, kept in the state as a modifier until its
 * duration ends (616.4), read from the effect's controller.
 */
class CantForAWhileTest {
  private static final Area PROBLEM0 = Area.problem(0);
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return RuleCards.POOL.with(new CardLoader().loadString("""
          [{"id": "w-pin", "type": "event", "title": "Pin", "power": 0, "cost": 0,
            "effects": [{"do": "modify", "target": {"each": {"player": "opponent", "type": "friend"}},
              "cant": ["beMoved"], "until": "turn"}]},
           {"id": "w-pass", "type": "event", "title": "Pass", "power": 0, "cost": 0,
            "effects": [{"do": "modify", "target": {"each": {"type": "troublemaker", "where": "problem"}},
              "cant": ["preventYourConfronting"], "until": "turn"}]},
           {"id": "w-hold", "type": "event", "title": "Hold", "power": 0, "cost": 0,
            "effects": [{"do": "modify", "target": {"each": {"player": "opponent", "type": "friend"}},
              "cant": ["readyInReadyPhase"], "until": "nextReadyPhase"}]},
           {"id": "w-keeper", "type": "friend", "title": "Keeper", "power": 1, "cost": 0, "abilities": [
             {"kind": "triggered", "when": "entersPlay", "effects": [{"do": "modify",
              "target": {"each": {"player": "opponent", "type": "friend"}}, "cant": ["ready"], "until": "thisLeavesPlay"}]}]},
           {"id": "w-gone", "type": "event", "title": "Gone", "power": 0, "cost": 0,
            "effects": [{"do": "dismiss", "target": {"each": {"title": "Keeper"}}}]}]""", "cant-for-a-while.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Position table() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    return p;
  }

  @Test
  @DisplayName("708.2, 104.2, 506.1: a can't-be-moved for the turn holds this turn and ends with it (616.4)")
  void cantBeMovedThisTurn() {
    Position p = table().tokens(0, 5);
    int theirs = p.play(1, "y1", Area.home(1));
    int mine = p.play(0, "y1", Area.home(0));
    int pin = p.hand(0, "w-pin");
    Game g = Game.start(p).act(new Action.PlayCard(0, pin, null));
    assertThat(Abilities.cantMove(g.s, g.s.inPlay(theirs), 1)).as("nobody moves it, not even its controller").isTrue();
    assertThat(Abilities.cantMove(g.s, g.s.inPlay(theirs), 0)).isTrue();
    assertThat(Abilities.cantMove(g.s, g.s.inPlay(mine), 0)).as("only the targets are pinned").isFalse();
    g.passUntil(s -> s.stage() == Stage.MAIN_PHASE_START && s.turnPlayer() == 1);
    assertThat(g.s.abilities().modifiers()).as("gone as the turn ended (616.4)").isEmpty();
    assertThat(Engine.legalActions(g.s)).contains(new Action.Move(1, theirs, PROBLEM0));
  }

  @Test
  @DisplayName("611.3e, 708.2: Troublemakers that don't prevent 'you' from confronting free the effect's controller only")
  void troublemakersDontPreventYouThisTurn() {
    Position p = table();
    p.play(1, "tm-2", PROBLEM0);
    p.play(0, "tm-2", PROBLEM0);
    int pass = p.hand(0, "w-pass");
    Game g = Game.start(p);
    int problem = g.s.problemAt(0);
    assertThat(Confronting.blockedBy(g.s, problem, 0)).as("before the effect").isNotNull();
    g.act(new Action.PlayCard(0, pass, null));
    assertThat(Confronting.blockedBy(g.s, problem, 0)).isNull();
    assertThat(Confronting.blockedBy(g.s, problem, 1)).as("the opponent is still kept out by player 1's Troublemaker")
        .isEqualTo("an opposing Troublemaker is there");
  }

  @Test
  @DisplayName("603.1, 708.2: 'skipped by its controller's next Ready Step' skips that Ready Step only, then ends")
  void notInTheNextReadyPhase() {
    Position p = table();
    int theirs = p.play(1, "y1", Area.home(1));
    p.update(theirs, x -> x.withExhausted(true));
    int hold = p.hand(0, "w-hold");
    for (int i = 0; i < 6; i++) {
      p.deck(0, "y0");
      p.deck(1, "y0");
    }
    Game g = Game.start(p).act(new Action.PlayCard(0, hold, null));
    g.passUntil(s -> s.stage() == Stage.MAIN_PHASE_START && s.turnPlayer() == 1);
    assertThat(g.s.inPlay(theirs).exhausted()).as("its controller's next Ready Step passed it by").isTrue();
    assertThat(g.s.abilities().modifiers()).as("ended once that Ready Step was done").isEmpty();
    g.passUntil(s -> s.stage() == Stage.MAIN_PHASE_START && s.turnPlayer() == 0);
    g.passUntil(s -> s.stage() == Stage.MAIN_PHASE_START && s.turnPlayer() == 1);
    assertThat(g.s.inPlay(theirs).exhausted()).as("the Ready Step after that readies it").isFalse();
  }

  @Test
  @DisplayName("708.2: the loader refuses 'nextReadyPhase' for anything but a can't")
  void nextReadyPhaseOnlyForACant() {
    assertThatThrownBy(() -> new CardLoader().loadString("""
        {"id": "w-bad", "type": "event", "title": "Bad", "power": 0, "cost": 0,
         "effects": [{"do": "modify", "target": {"each": {"type": "friend"}}, "power": 1, "until": "nextReadyPhase"}]}""",
        "bad.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("only for a \"modify\" with \"cant\" alone");
  }

  @Test
  @DisplayName("708.2, 409.6: a can't lasting while its card stays in play holds across turns and ends as that card leaves play")
  void whileThisCardStaysInPlay() {
    Position p = table().tokens(0, 5);
    int theirs = p.play(1, "y1", Area.home(1));
    p.update(theirs, x -> x.withExhausted(true));
    int keeper = p.hand(0, "w-keeper");
    int gone = p.hand(0, "w-gone");
    for (int i = 0; i < 6; i++) {
      p.deck(0, "y0");
      p.deck(1, "y0");
    }
    Game g = Game.start(p).act(new Action.PlayCard(0, keeper, Area.home(0)));
    g.passUntil(s -> s.stage() == Stage.MAIN_PHASE_START && s.turnPlayer() == 1);
    g.passUntil(s -> s.stage() == Stage.MAIN_PHASE_START && s.turnPlayer() == 0);
    assertThat(g.s.inPlay(theirs).exhausted()).as("still held down a turn later").isTrue();
    g.act(new Action.PlayCard(0, gone, null));
    assertThat(g.s.inPlay(keeper)).isNull();
    assertThat(g.s.abilities().modifiers()).as("gone with the card that made it").isEmpty();
  }

  @Test
  @DisplayName("514.2: the loader refuses 'beInvolved' given for a while: only continuous abilities keep cards out of faceoffs")
  void refusesBlankingForAWhile() {
    assertThatThrownBy(() -> new CardLoader().loadString("""
        {"id": "w-bad", "type": "event", "title": "Bad", "power": 0, "cost": 0,
         "effects": [{"do": "modify", "target": {"each": {"type": "friend"}}, "cant": ["beInvolved"], "until": "turn"}]}""",
        "bad.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("only by a continuous ability");
  }
}
