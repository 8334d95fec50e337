package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.InPlay;

/**
 * A challenge started by an effect (608.4, 514.2a.i): a Troublemaker faceoff with the effect's
 * controller as challenger, involvement as the effect says, and the result of the Challenge Step
 * (514.5a-b); the triggers "challenges" and "startsFaceoff" (514.2).
 */
class ChallengeEffectTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "c-charge", "type": "friend", "title": "Charger", "power": 1, "cost": 1, "abilities": [
             {"kind": "activated", "timing": "main", "costs": [{"pay": "tokens", "amount": 1}],
              "effects": [{"do": "challenge", "target": {"choose": {"player": "opponent", "type": "troublemaker"}},
                           "with": {"player": "you", "type": "character", "where": "there"}}]}]},
           {"id": "c-biff", "type": "event", "title": "Biff", "power": 0, "cost": 0, "timing": "main",
            "effects": [{"do": "challenge", "target": {"choose": {"player": "opponent", "type": "troublemaker"}},
                         "with": {"player": "you", "type": "character"}, "one": true}]},
           {"id": "c-guard", "type": "friend", "title": "Guard", "power": 1, "cost": 1, "abilities": [
             {"kind": "triggered", "when": "challenges", "player": "opponent", "subject": {"player": "you", "type": "troublemaker"},
              "effects": [{"do": "draw", "amount": 1}]}]},
           {"id": "c-shove", "type": "event", "title": "Shove", "power": 0, "cost": 0, "timing": "main",
            "effects": [{"do": "moveAnywhere", "target": {"choose": {"type": "troublemaker", "status": "faceUpOrDown"}}}]},
           {"id": "c-pull", "type": "event", "title": "Pull", "power": 0, "cost": 0, "timing": "main",
            "effects": [{"do": "move", "target": {"each": {"type": "troublemaker", "status": "faceUpOrDown"}}, "to": "home"}]},
           {"id": "c-win", "type": "event", "title": "Win", "power": 0, "cost": 0, "timing": "main",
            "effects": [{"do": "defeat", "target": {"choose": {"player": "opponent", "type": "troublemaker"}}}]},
           {"id": "c-flip", "type": "event", "title": "Flip", "power": 0, "cost": 0, "timing": "main",
            "effects": [{"do": "turnOver", "target": {"choose": {"player": "opponent", "type": "troublemaker", "status": "faceUpOrDown"}}}]},
           {"id": "c-eye", "type": "friend", "title": "Eye", "power": 1, "cost": 1, "abilities": [
             {"kind": "triggered", "when": "turnedFaceUp", "subject": {"type": "troublemaker"}, "effects": [{"do": "draw", "amount": 1}]}]},
           {"id": "c-drum", "type": "friend", "title": "Drum", "power": 1, "cost": 1, "abilities": [
             {"kind": "triggered", "when": "startsFaceoff", "player": "opponent",
              "effects": [{"do": "gainTokens", "amount": 2}]}]}]""",
          "challenge-words.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Position table() {
    Position p = new Position(POOL).turn(3, 0).tokens(0, 5).tokens(1, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    for (int i = 0; i < 3; i++) {
      p.deck(0, "f-y1");
      p.deck(1, "f-p1");
    }
    return p;
  }

  private static List<Integer> involved(Game g) {
    return Faceoffs.involvedCards(g.s, g.s.faceoff()).stream().map(InPlay::id).toList();
  }

  @Test
  @DisplayName("608.4, 514.2a.i, 514.4a.i, 514.5a: challenged by an effect, won as in the Challenge Step: the challenger scores the Troublemaker's points and it is dismissed")
  void challengeWonDefeatsTheTroublemaker() {
    Position p = table();
    int charger = p.play(0, "c-charge", Area.problem(1));
    int friend = p.play(0, "f-y3", Area.problem(1));
    p.play(0, "f-y2", Area.problem(0));
    int tm = p.play(1, "tm-2", Area.problem(1));
    p.play(1, "c-guard", Area.home(1));
    p.play(1, "c-drum", Area.home(1));
    Game g = Game.start(p).act(new Action.Activate(0, charger, 0, -1));
    assertThat(g.s.faceoff().kind()).isEqualTo(FaceoffKind.TROUBLEMAKER);
    assertThat(g.s.faceoff().challenger()).isZero();
    assertThat(involved(g)).as("your characters at its Problem, and the Troublemaker").containsExactly(charger, friend, tm);
    assertThat(Faceoffs.totals(g.s)).as("514.4a.i: the Troublemaker counts for the challenger's opponent").containsExactly(4, 2);
    assertThat(g.events(GameEvent.ChallengeDeclared.class)).hasSize(1);
    assertThat(g.s.decision().kind()).as("two triggered effects of player 1").isEqualTo(DecisionKind.TRIGGER_ORDER);
    g.choose(g.s.decision().options().get(0));
    g.passUntil(x -> x.faceoff() == null || x.faceoff().stage() == Faceoff.Stage.END_WINDOW);
    assertThat(g.s.player(1).hand()).as("\"when an opponent challenges one of your Troublemakers\"").hasSize(1);
    assertThat(g.s.player(1).tokens()).as("\"when an opponent starts a faceoff\"").isEqualTo(2);
    assertThat(g.s.inPlay(tm)).as("514.5a: defeated and dismissed").isNull();
    assertThat(g.events(GameEvent.TroublemakerDefeated.class)).hasSize(1);
    assertThat(g.score(0)).as("514.5a: its points").isEqualTo(1);
  }

  @Test
  @DisplayName("514.5b: a challenge by an effect that is lost sends one of the challenger's involved characters home")
  void challengeLostSendsHome() {
    Position p = table();
    int charger = p.play(0, "c-charge", Area.problem(1));
    int tm = p.play(1, "tm-4", Area.problem(1));
    Game g = Game.start(p).act(new Action.Activate(0, charger, 0, -1));
    assertThat(involved(g)).containsExactly(charger, tm);
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.s.inPlay(charger).area()).as("514.5b").isEqualTo(Area.home(0));
    assertThat(g.s.inPlay(tm)).isNotNull();
  }

  @Test
  @DisplayName("608.4: \"with one of your characters\": the Troublemaker is chosen, then the one challenger, wherever it is; no challenge during a faceoff (707.4a)")
  void challengeWithOneChosenCharacter() {
    Position p = table();
    int biff = p.hand(0, "c-biff");
    int far = p.play(0, "f-y3", Area.problem(0));
    p.play(0, "f-y2", Area.problem(1));
    int tm = p.play(1, "tm-2", Area.problem(1));
    Game g = Game.start(p).act(new Action.PlayCard(0, biff, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).as("any of your characters").contains(far).doesNotContain(tm);
    g.choose(far);
    assertThat(g.s.faceoff().troublemaker()).isEqualTo(tm);
    assertThat(involved(g)).as("only the chosen one, not the Friend at the Problem").containsExactly(far, tm);
  }

  @Test
  @DisplayName("Rulings.md, 505.2, 505.1d: 'move a Troublemaker' names face-down ones too, moves it only to another Problem, and it stays hidden")
  void troublemakerMovesBetweenProblemsOnly() {
    Position p = table();
    int shove = p.hand(0, "c-shove");
    int pull = p.hand(0, "c-pull");
    int tm = p.playFaceDown(1, "tm-2", Area.problem(1));
    Game g = Game.start(p).act(new Action.PlayCard(0, pull, null));
    assertThat(g.s.inPlay(tm).area()).as("never home").isEqualTo(Area.problem(1));
    g.pass();
    assertThat(g.s.actor()).isZero();
    g.act(new Action.PlayCard(0, shove, null));
    assertThat(g.s.inPlay(tm).area()).as("the one other Problem, never a home: no choice to make").isEqualTo(Area.problem(0));
    assertThat(g.s.inPlay(tm).faceDown()).isTrue();
    org.ponytable.engine.view.PlayerView ann = org.ponytable.engine.view.PlayerView.of(g.s, 0);
    assertThat(ann.toString()).as("505.1d: its identity stays hidden from the mover").doesNotContain("tm-2");
  }

  @Test
  @DisplayName("514.5a by an effect: 'defeat a Troublemaker': the player scores its points, it is dismissed, defeatTroublemaker happens; face-down ones can't be named")
  void defeatByAnEffect() {
    Position p = table();
    int win = p.hand(0, "c-win");
    int tm = p.play(1, "tm-4", Area.problem(1));
    int hidden = p.playFaceDown(1, "tm-2", Area.problem(0));
    Game g = Game.start(p).act(new Action.PlayCard(0, win, null));
    assertThat(g.s.inPlay(tm)).isNull();
    assertThat(g.s.inPlay(hidden)).isNotNull();
    assertThat(g.score(0)).as("tm-4's 2 points").isEqualTo(2);
    assertThat(g.events(GameEvent.TroublemakerDefeated.class)).hasSize(1);
  }

  @Test
  @DisplayName("505.1, 505.1d, 505.3: 'turn over' hides a face-up Troublemaker again from the other player, and turns it back face up without uncovering it (turnedFaceUp, not uncovered)")
  void turnOverHidesAndShows() {
    Position p = table();
    int flip = p.hand(0, "c-flip");
    int flip2 = p.hand(0, "c-flip");
    p.play(0, "c-eye", Area.home(0));
    int tm = p.play(1, "tm-2", Area.problem(1));
    Game g = Game.start(p).act(new Action.PlayCard(0, flip, null));
    assertThat(g.s.inPlay(tm).faceDown()).isTrue();
    org.ponytable.engine.view.PlayerView ann = org.ponytable.engine.view.PlayerView.of(g.s, 0);
    assertThat(ann.play()).as("hidden from Ann again: no card, only a stand-in")
        .noneMatch(c -> c.id() == tm).anyMatch(c -> c.hidden() && c.status().area().equals(Area.problem(1)));
    assertThat(org.ponytable.engine.view.PlayerView.of(g.s, 1).play()).as("its owner still knows it")
        .anyMatch(c -> c.id() == tm && !c.hidden());
    g.pass();
    int hand = g.s.player(0).hand().size();
    g.act(new Action.PlayCard(0, flip2, null));
    g.passUntil(x -> x.player(0).hand().size() > hand - 1);
    assertThat(g.s.inPlay(tm).faceDown()).isFalse();
    assertThat(g.events(GameEvent.Uncovered.class)).as("turned over, not uncovered").isEmpty();
    assertThat(g.events(GameEvent.TurnedFaceUp.class)).hasSize(1);
    assertThat(g.s.player(0).hand()).as("turnedFaceUp triggered").hasSize(hand);
  }
}
