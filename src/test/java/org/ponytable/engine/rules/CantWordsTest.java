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
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.Stage;

/**
 * The broader "can't" (104.2: a "can't" beats a "can"): contributing power to faceoffs (514.4a)
 * or to confronting (611.3a), readying (503.3, 603.1) and being confronted (611.1).
 */
class CantWordsTest {
  private static final Area PROBLEM0 = Area.problem(0);
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return RuleCards.POOL.with(new CardLoader().loadString("""
          [{"id": "c-aloof", "type": "friend", "title": "Aloof", "power": 4, "colors": ["yellow"], "cost": 0, "abilities": [
             {"kind": "continuous", "cant": ["contributeToFaceoffs"]}]},
           {"id": "c-shy", "type": "friend", "title": "Shy", "power": 4, "colors": ["yellow"], "cost": 0, "abilities": [
             {"kind": "continuous", "cant": ["contributeToConfronting"]}]},
           {"id": "c-sleepy", "type": "friend", "title": "Sleepy", "power": 1, "cost": 0, "abilities": [
             {"kind": "continuous", "cant": ["ready"]}]},
           {"id": "c-lazy", "type": "friend", "title": "Lazy", "power": 1, "cost": 0, "abilities": [
             {"kind": "continuous", "cant": ["readyInReadyPhase"]}]},
           {"id": "c-wall", "type": "friend", "title": "Wall", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "affects": {"type": "problem", "where": "here"}, "cant": ["beConfronted"]}]},
           {"id": "c-moat", "type": "friend", "title": "Moat", "power": 0, "cost": 0, "abilities": [
             {"kind": "cantPlay", "cards": {"type": "troublemaker"}},
             {"kind": "cantPlay", "cards": {"player": "opponent", "type": "friend", "minPower": 3}}]},
           {"id": "c-hugger", "type": "friend", "title": "Hugger", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "affects": {"type": "troublemaker", "player": "opponent", "where": "here"},
              "cant": ["preventYourConfronting"]}]},
           {"id": "c-calm", "type": "friend", "title": "Calm", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "affects": {"type": "troublemaker", "where": "here"}, "cant": ["preventConfronting"]}]},
           {"id": "c-lid", "type": "friend", "title": "Lid", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "affects": {"type": "troublemaker", "status": "faceDown", "where": "here"},
              "cant": ["beUncovered"]}]},
           {"id": "c-gate", "type": "friend", "title": "Gatekeeper", "power": 2, "cost": 0, "abilities": [
             {"kind": "cantMove", "cards": {"player": "opponent", "type": "character", "powerVsThis": "atMost"}}]},
           {"id": "c-veil", "type": "friend", "title": "Veil", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "affects": {"type": "friend", "maxPower": 1}, "cant": ["beInvolved"]}]},
           {"id": "c-stoic", "type": "friend", "title": "Stoic", "power": 1, "cost": 0, "abilities": [
             {"kind": "continuous", "cant": ["beDismissedByOpponents", "bePutIntoHandByOpponents"]}]},
           {"id": "c-purge", "type": "event", "title": "Purge", "power": 0, "cost": 0,
            "effects": [{"do": "dismiss", "target": {"each": {"type": "friend", "title": "Stoic"}}}]},
           {"id": "c-bounce", "type": "event", "title": "Bounce", "power": 0, "cost": 0,
            "effects": [{"do": "putIntoHand", "target": {"each": {"type": "friend", "title": "Stoic"}}}]},
           {"id": "c-weary", "type": "friend", "title": "Weary", "power": 0, "cost": 0, "abilities": [
             {"kind": "continuous", "affects": {"type": "friend"}, "cant": ["beExhaustedByItsController"]}]},
           {"id": "c-toiler", "type": "friend", "title": "Toiler", "power": 1, "cost": 0, "abilities": [
             {"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}], "effects": [{"do": "gainTokens", "amount": 1}]}]},
           {"id": "c-tire", "type": "event", "title": "Tire", "power": 0, "cost": 0,
            "effects": [{"do": "exhaust", "target": {"each": {"type": "friend", "title": "Toiler"}}}]},
           {"id": "c-wake", "type": "event", "title": "Wake", "power": 0, "cost": 0,
            "effects": [{"do": "ready", "target": {"each": {"type": "friend"}}}]}]""", "cant-words.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  /** Both Mane Characters at home, a Problem asking 4 power of any color each, player 1's turn 3. */
  private static Position table() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    return p;
  }

  @Test
  @DisplayName("514.4a, 104.2: a character that can't contribute to faceoffs adds nothing to its player's total; it still confronts (611.3a)")
  void cantContributeToFaceoffs() {
    Position p = table().stage(Stage.SCORE_PHASE_START);
    p.play(0, "y4", PROBLEM0);
    p.play(0, "c-aloof", PROBLEM0);
    p.play(1, "p4", PROBLEM0);
    p.deck(0, "y0");
    p.deck(1, "y0");
    Game g = Game.start(p).passToFaceoff(Faceoff.Stage.START_WINDOW);
    assertThat(Faceoffs.totals(g.s)).as("y4 only, not Aloof's 4").containsExactly(4, 4);

    Position q = table().stage(Stage.SCORE_PHASE_START);
    q.play(0, "c-aloof", PROBLEM0);
    Game h = Game.start(q).passUntil(s -> s.stage() == Stage.END_PHASE_START);
    assertThat(h.events(GameEvent.Confronted.class)).as("its power still counts toward confronting").hasSize(1);
  }

  @Test
  @DisplayName("611.3a, 104.2: a character that can't contribute to confronting leaves the requirement unmet")
  void cantContributeToConfronting() {
    Position p = table().stage(Stage.SCORE_PHASE_START);
    int shy = p.play(0, "c-shy", PROBLEM0);
    Game g = Game.start(p);
    int problem = g.s.problemAt(0);
    assertThat(Confronting.contributors(g.s, problem, 0)).isEmpty();
    assertThat(ProblemStatus.of(g.s, problem, 0).total()).isZero();
    assertThat(Stats.contribution(g.s, g.s.inPlay(shy))).as("its power is unchanged").isEqualTo(4);
    g.passUntil(s -> s.stage() == Stage.END_PHASE_START);
    assertThat(g.events(GameEvent.Confronted.class)).isEmpty();

    Position q = table().stage(Stage.SCORE_PHASE_START);
    q.play(0, "c-shy", PROBLEM0);
    q.play(0, "y4", PROBLEM0);
    Game h = Game.start(q).passUntil(s -> s.stage() == Stage.END_PHASE_START);
    assertThat(h.events(GameEvent.Confronted.class)).as("another character's power does count").hasSize(1);
  }

  @Test
  @DisplayName("603.1, 503.3, 104.2: 'can't ready' stays exhausted in the Ready Step and against an effect; 'does not ready during the Ready Phase' only in the Ready Step")
  void cantReady() {
    Position p = table().stage(Stage.READY_STEP);
    int sleepy = p.play(0, "c-sleepy", Area.home(0));
    int lazy = p.play(0, "c-lazy", Area.home(0));
    int plain = p.play(0, "y1", Area.home(0));
    for (int id : new int[] {sleepy, lazy, plain}) {
      p.update(id, x -> x.withExhausted(true));
    }
    Game g = Game.start(p);
    assertThat(g.s.inPlay(plain).exhausted()).isFalse();
    assertThat(g.s.inPlay(sleepy).exhausted()).isTrue();
    assertThat(g.s.inPlay(lazy).exhausted()).isTrue();

    Position q = table();
    int sleepy2 = q.play(0, "c-sleepy", Area.home(0));
    int lazy2 = q.play(0, "c-lazy", Area.home(0));
    q.update(sleepy2, x -> x.withExhausted(true));
    q.update(lazy2, x -> x.withExhausted(true));
    int wake = q.hand(0, "c-wake");
    Game h = Game.start(q).act(new Action.PlayCard(0, wake, null));
    assertThat(h.s.inPlay(lazy2).exhausted()).as("an effect readies it").isFalse();
    assertThat(h.s.inPlay(sleepy2).exhausted()).as("nothing readies it").isTrue();
    assertThat(h.events(GameEvent.Readied.class)).containsExactly(new GameEvent.Readied(lazy2));
  }

  @Test
  @DisplayName("609.2c, 104.2: 'Troublemakers can't be played here' takes the Problem from a Troublemaker's play, with the reason; 'Friends with 3 or more power' only those")
  void cantPlayTroublemakersOrBigFriendsHere() {
    Position p = table().tokens(0, 5);
    p.play(1, "c-moat", Area.problem(1));
    int tm = p.hand(0, "tm-2");
    int big = p.hand(0, "y4");
    int small = p.hand(0, "y1");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s))
        .contains(new Action.PlayTroublemaker(0, tm, PROBLEM0), new Action.PlayCard(0, big, PROBLEM0),
            new Action.PlayCard(0, small, Area.problem(1)))
        .doesNotContain(new Action.PlayTroublemaker(0, tm, Area.problem(1)), new Action.PlayCard(0, big, Area.problem(1)));
    assertThatThrownBy(() -> g.act(new Action.PlayTroublemaker(0, tm, Area.problem(1)))).isInstanceOf(Refusal.class)
        .hasMessageContaining("can't be played to it (104.2)");
  }

  @Test
  @DisplayName("611.3e, 104.2: 'opposing Troublemakers don't prevent you' frees its controller only; 'Troublemakers don't prevent players' frees everyone, Epic ones too")
  void troublemakersThatDontPrevent() {
    Position p = table();
    p.play(0, "c-hugger", PROBLEM0);
    p.play(1, "tm-2", PROBLEM0);
    p.play(0, "tm-2", PROBLEM0);
    Game g = Game.start(p);
    int problem = g.s.problemAt(0);
    assertThat(Confronting.blockedBy(g.s, problem, 0)).isNull();
    assertThat(Confronting.blockedBy(g.s, problem, 1)).as("the opponent is still kept out by player 1's Troublemaker")
        .isEqualTo("an opposing Troublemaker is there");

    Position q = table();
    q.play(0, "c-hugger", PROBLEM0);
    q.play(1, "tm-epic", PROBLEM0);
    Game h = Game.start(q);
    assertThat(Confronting.blockedBy(h.s, h.s.problemAt(0), 0)).isNull();
    assertThat(Confronting.blockedBy(h.s, h.s.problemAt(0), 1)).as("its own Epic Troublemaker still blocks its controller")
        .isEqualTo("an Epic Troublemaker is there");

    Position r = table();
    r.play(1, "c-calm", PROBLEM0);
    r.play(1, "tm-epic", PROBLEM0);
    r.play(0, "tm-2", PROBLEM0);
    Game k = Game.start(r);
    assertThat(Confronting.blockedBy(k.s, k.s.problemAt(0), 0)).isNull();
    assertThat(Confronting.blockedBy(k.s, k.s.problemAt(0), 1)).isNull();
  }

  @Test
  @DisplayName("607.2, 104.2: a face-down Troublemaker that can't be uncovered stays face down; one elsewhere is uncovered")
  void cantBeUncovered() {
    Position p = table().stage(Stage.UNCOVER_STEP_START);
    p.play(1, "c-lid", Area.problem(1));
    int kept = p.playFaceDown(0, "tm-2", Area.problem(1));
    int free = p.playFaceDown(0, "tm-4", PROBLEM0);
    Game g = Game.start(p).passTo(Stage.UNCOVER_STEP_END);
    assertThat(g.s.inPlay(kept).faceDown()).isTrue();
    assertThat(g.s.inPlay(free).faceDown()).isFalse();
  }

  @Test
  @DisplayName("609.2b, 506.1, 104.2: 'opponents can't move characters with power at most this card's here': not offered, with the reason; others may")
  void cantBeMovedHere() {
    Position p = table().tokens(0, 5);
    p.play(1, "c-gate", Area.problem(1));
    int small = p.play(0, "y1", Area.home(0));
    int big = p.play(0, "y4", Area.home(0));
    int own = p.play(1, "y1", Area.home(1));
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s))
        .contains(new Action.Move(0, big, Area.problem(1)), new Action.Move(0, small, PROBLEM0))
        .doesNotContain(new Action.Move(0, small, Area.problem(1)));
    assertThatThrownBy(() -> g.act(new Action.Move(0, small, Area.problem(1)))).isInstanceOf(Refusal.class)
        .hasMessageContaining("can't be moved to it (104.2)");
    assertThat(Costs.movedHereBanned(g.s, 1, g.s.inPlay(own), Area.problem(1))).as("its controller may").isFalse();
  }

  @Test
  @DisplayName("514.2, 104.2: a Friend that can't be involved in faceoffs is not, and adds nothing; a 'while' on it is refused")
  void cantBeInvolved() {
    Position p = table().stage(Stage.SCORE_PHASE_START);
    p.play(0, "y4", PROBLEM0);
    int small = p.play(0, "y1", PROBLEM0);
    p.play(1, "p4", PROBLEM0);
    p.play(1, "c-veil", Area.home(1));
    p.deck(0, "y0");
    p.deck(1, "y0");
    Game g = Game.start(p).passToFaceoff(Faceoff.Stage.START_WINDOW);
    assertThat(Faceoffs.involvedCharacters(g.s, g.s.faceoff())).extracting(c -> c.id()).doesNotContain(small);
    assertThat(Faceoffs.totals(g.s)).containsExactly(4, 4);
    assertThatThrownBy(() -> new CardLoader().loadString("""
        [{"id": "c-bad", "type": "friend", "title": "Bad", "power": 0, "cost": 0, "abilities": [
           {"kind": "continuous", "affects": {"type": "mane"}, "while": {"yourTurn": true}, "cant": ["beInvolved"]}]}]""",
        "bad.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("takes no \"while\"");
  }

  @Test
  @DisplayName("409.1, 104.2: an opponent's effect neither dismisses nor puts into hand a card that can't be by opponents; its controller's does")
  void cantBeDismissedOrPutIntoHandByOpponents() {
    for (String event : new String[] {"c-purge", "c-bounce"}) {
      Position p = table();
      int theirs = p.play(1, "c-stoic", Area.home(1));
      int mine = p.play(0, "c-stoic", Area.home(0));
      int card = p.hand(0, event);
      Game g = Game.start(p).act(new Action.PlayCard(0, card, null));
      assertThat(g.s.inPlay(theirs)).as(event + ": the opponent's Stoic stays").isNotNull();
      assertThat(g.s.inPlay(mine)).as(event + ": its controller's own effect").isNull();
    }
  }

  @Test
  @DisplayName("503.2, 104.2a: 'players can't exhaust their Friends': no exhausting cost is offered, a player's own effect doesn't; an opponent's does")
  void cantBeExhaustedByItsController() {
    Position p = table();
    p.play(1, "c-weary", Area.home(1));
    int mine = p.play(0, "c-toiler", Area.home(0));
    int theirs = p.play(1, "c-toiler", Area.home(1));
    int tire = p.hand(0, "c-tire");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).noneMatch(a -> a instanceof Action.Activate act && act.card() == mine);
    g.act(new Action.PlayCard(0, tire, null));
    assertThat(g.s.inPlay(mine).exhausted()).as("its controller's effect").isFalse();
    assertThat(g.s.inPlay(theirs).exhausted()).as("an opponent's effect").isTrue();
  }

  @Test
  @DisplayName("611.1, 104.2: a Problem that can't be confronted is not, though the requirement is met; the reason is given")
  void cantBeConfronted() {
    Position p = table().stage(Stage.SCORE_PHASE_START);
    p.play(0, "y4", PROBLEM0);
    p.play(1, "c-wall", PROBLEM0);
    Game g = Game.start(p);
    int walled = g.s.problemAt(0);
    var status = ProblemStatus.of(g.s, walled, 0);
    assertThat(status.canConfront()).isFalse();
    assertThat(status.blockedBy()).contains("can't be confronted");
    assertThat(Confronting.meetsRequirement(g.s, walled, 0)).isTrue();
    g.passUntil(s -> s.stage() == Stage.END_PHASE_START);
    assertThat(g.s.stage()).isEqualTo(Stage.END_PHASE_START);
    assertThat(g.events(GameEvent.Confronted.class)).isEmpty();

    Position q = table().stage(Stage.SCORE_PHASE_START);
    q.play(0, "y4", PROBLEM0);
    q.play(1, "c-wall", Area.problem(1));
    Game h = Game.start(q).passUntil(s -> s.stage() == Stage.END_PHASE_START);
    assertThat(h.events(GameEvent.Confronted.class)).as("only its own Problem").hasSize(1);
  }
}
