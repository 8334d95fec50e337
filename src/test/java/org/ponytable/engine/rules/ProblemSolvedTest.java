package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Trigger;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.Stage;

/**
 * 613.1 apart from 613.2: a Problem becomes solved as the Solve Step starts ({@code solved}
 * triggers, 704), its triggered effects are processed before it is replaced, and a replacement of
 * the sending home of 613.2 ({@code sentHomeFromSolvedProblem}, 710) keeps a character there.
 */
class ProblemSolvedTest {
  private static final Area PROBLEM0 = Area.problem(0);
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return RuleCards.POOL.with(new CardLoader().loadString("""
          [{"id": "pr-rescue", "type": "problem", "title": "Rescue",
            "ownerRequirement": [{"power": 4}], "opponentRequirement": [{"power": 4}], "bonus": 1,
            "abilities": [{"kind": "triggered", "when": "solved",
              "effects": [{"do": "dismiss", "target": {"each": {"type": "friend", "where": "here"}}}]}]},
           {"id": "pr-plain", "type": "problem", "title": "Plain",
            "ownerRequirement": [{"power": 4}], "opponentRequirement": [{"power": 4}], "bonus": 1},
           {"id": "f-sticky", "type": "friend", "title": "Sticky", "power": 4, "colors": ["yellow"], "cost": 1,
            "abilities": [{"kind": "replacement", "if": {"would": "sentHomeFromSolvedProblem"}}]},
           {"id": "pr-bridge", "type": "problem", "title": "Bridge",
            "ownerRequirement": [{"power": 4}], "opponentRequirement": [{"power": 4}], "bonus": 1,
            "abilities": [{"kind": "triggered", "when": "solved", "may": true,
              "effects": [{"do": "lookAtProblemDeck", "count": 1, "bottom": true}]}]},
           {"id": "f-drifter", "type": "friend", "title": "Drifter", "power": 4, "colors": ["yellow"], "cost": 1,
            "abilities": [{"kind": "replacement", "if": {"would": "sentHome"},
              "instead": [{"do": "send", "target": "it", "to": "otherProblem"}]}]},
           {"id": "f-reward", "type": "friend", "title": "Reward", "power": 4, "colors": ["purple"], "cost": 1,
            "abilities": [{"kind": "triggered", "when": "solved", "subject": {"type": "problem", "where": "here"},
              "effects": [{"do": "gainTokens", "amount": 2}]}]},
           {"id": "pr-swap", "type": "problem", "title": "Swap",
            "ownerRequirement": [{"power": 4}], "opponentRequirement": [{"power": 4}], "bonus": 1,
            "abilities": [{"kind": "triggered", "when": "solved",
              "effects": [{"do": "replaceProblem", "target": "this"}]}]},
           {"id": "f-guard", "type": "friend", "title": "Guard", "power": 4, "colors": ["yellow"], "cost": 1,
            "abilities": [{"kind": "continuous", "affects": {"type": "problem", "where": "here"}, "cant": ["beReplaced"]},
              {"kind": "replacement", "if": {"would": "sentHomeFromSolvedProblem", "subject": "this"}}]}]""", "problem-solved.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  /** Player 1's Score Phase: a Problem faceoff at player 1's Problem, {@code problem0}. */
  private static Position table(String problem0) {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, problem0);
    p.problem(1, "pr-plain");
    p.problemDeck(1, "pr-plain");
    for (int i = 0; i < 3; i++) {
      p.deck(0, "y1");
      p.deck(1, "y0");
    }
    return p.stage(Stage.SCORE_PHASE_START);
  }

  @Test
  @DisplayName("613.1, 704, 511.5: \"when this Problem is solved\" is processed before 613.2 replaces it, while the Friends are still there")
  void solvedTriggerComesBeforeTheReplacing() {
    Position p = table("pr-rescue");
    p.problemDeck(0, "pr-plain");
    int mine = p.play(0, "y4", PROBLEM0);
    int theirs = p.play(1, "p4", PROBLEM0);
    Game g = Game.start(p).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);

    assertThat(g.events(GameEvent.ProblemSolved.class)).hasSize(1);
    // "Dismiss each Friend here" found them at the Problem: dismissed, not sent home first.
    assertThat(g.s.inPlay(mine)).isNull();
    assertThat(g.s.inPlay(theirs)).isNull();
    assertThat(g.s.player(0).discard()).contains(mine);
    assertThat(g.s.player(1).discard()).contains(theirs);
    assertThat(g.events(GameEvent.SentHome.class)).isEmpty();
    int solved = g.events.indexOf(g.events(GameEvent.ProblemSolved.class).get(0));
    int replaced = g.events.indexOf(g.events(GameEvent.ProblemReplaced.class).get(0));
    assertThat(solved).isLessThan(replaced);
  }

  @Test
  @DisplayName("613.1: \"when this card's Problem is solved\" on a Friend there; a Problem not solved triggers nothing")
  void aFriendWatchesItsProblem() {
    Position p = table("pr-plain");
    p.play(0, "y4", PROBLEM0);
    p.play(1, "f-reward", PROBLEM0);
    p.play(1, "f-reward", Area.problem(1)); // its Problem is not solved
    p.problemDeck(0, "pr-plain");
    p.tokens(1, 0);
    Game g = Game.start(p).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);
    assertThat(g.s.player(1).tokens()).isEqualTo(2);
  }

  @Test
  @DisplayName("613.2, 710: \"if this card would be sent home from its solved Problem, it isn't\": it stays, at the new Problem; others go home")
  void notSentHomeFromASolvedProblem() {
    Position p = table("pr-plain");
    int sticky = p.play(0, "f-sticky", PROBLEM0);
    int other = p.play(0, "y1", PROBLEM0);
    int theirs = p.play(1, "p4", PROBLEM0);
    int next = p.problemDeck(0, "pr-plain");
    Game g = Game.start(p).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);

    assertThat(g.s.problemAt(0)).isEqualTo(next);
    assertThat(g.s.inPlay(sticky).area()).isEqualTo(PROBLEM0);
    assertThat(g.s.inPlay(other).area()).isEqualTo(Area.home(0));
    assertThat(g.s.inPlay(theirs).area()).isEqualTo(Area.home(1));
    assertThat(g.events).contains(new GameEvent.Replaced(sticky, "sentHomeFromSolvedProblem", sticky, -1));
  }

  @Test
  @DisplayName("506.5: other sending home is not that occurrence: an effect still sends the card home")
  void otherSendingHomeIsNotReplaced() {
    Position p = table("pr-plain").stage(Stage.MAIN_PHASE_START);
    p.problemDeck(0, "pr-plain");
    int sticky = p.play(0, "f-sticky", PROBLEM0);
    Tx tx = new Tx(p.build());
    tx.sendHome(sticky);
    assertThat(tx.s.inPlay(sticky).area()).isEqualTo(Area.home(0));
  }

  @Test
  @DisplayName("506.5, 710: \"if this card would be sent home, it is sent to another Problem instead\": from the solved Problem to the other one")
  void sentToAnotherProblemInstead() {
    Position p = table("pr-plain");
    int drifter = p.play(0, "f-drifter", PROBLEM0);
    p.play(1, "p4", PROBLEM0);
    p.problemDeck(0, "pr-plain");
    Game g = Game.start(p).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);
    assertThat(g.s.inPlay(drifter).area()).isEqualTo(Area.problem(1));
    assertThat(g.events).contains(new GameEvent.Sent(drifter, PROBLEM0, Area.problem(1)));
  }

  @Test
  @DisplayName("403, 407: looking at the top of a Problem deck as it is solved: only the looker is offered the card; the other seat's view shows none")
  void problemDeckLookIsHidden() {
    Position p = table("pr-bridge");
    p.play(0, "y4", PROBLEM0);
    p.play(1, "p4", PROBLEM0);
    int top = p.problemDeck(0, "pr-plain");
    p.problemDeck(0, "pr-plain");
    Game g = Game.start(p).passUntil(s -> s.decision().kind() == org.ponytable.engine.state.DecisionKind.MAY);
    g.act(new org.ponytable.engine.action.Action.Answer(0, org.ponytable.engine.action.Action.Meaning.YES));
    assertThat(g.s.decision().kind()).isEqualTo(org.ponytable.engine.state.DecisionKind.TOP_ORDER);
    assertThat(g.s.decision().options()).containsExactly(top);
    var theirs = org.ponytable.engine.view.PlayerView.of(g.s, 1);
    assertThat(theirs.decision().options()).isEmpty();
    assertThat(theirs.toString()).doesNotContain("id=" + top + ",");
  }

  @Test
  @DisplayName("Words: sending to another Problem")
  void sendToAnotherProblemWords() {
    assertThat(EffectWord.clause(((Ability.Replacement) POOL.get("f-drifter").face().abilities().get(0)).instead().get(0)))
        .isEqualTo("send that card to another Problem");
  }

  @Test
  @DisplayName("Words: the trigger and the occurrence read as rules text")
  void words() {
    Ability.Triggered t = (Ability.Triggered) POOL.get("f-reward").face().abilities().get(0);
    assertThat(Trigger.Kind.SOLVED.words(t.trigger())).isEqualTo("when a Problem here is solved");
    Ability.Replacement r = (Ability.Replacement) POOL.get("f-sticky").face().abilities().get(0);
    assertThat(r.occurrence()).isEqualTo(Ability.Occurrence.SENT_HOME_FROM_SOLVED);
    assertThat(r.instead()).isEqualTo(List.of());
  }

  @Test
  @DisplayName("613.1, 613.2: \"can't be replaced until it is solved\": once solved, an effect in the Solve Step's window replaces it, which is not the Solve Step's sending home")
  void cantBeReplacedEndsOnceSolved() {
    Position p = table("pr-swap");
    p.problemDeck(0, "pr-plain");
    int guard = p.play(0, "f-guard", PROBLEM0);
    p.play(1, "p4", PROBLEM0);
    Game g = Game.start(p).passUntil(s -> s.stage() == Stage.SOLVE_STEP_END);

    assertThat(g.events(GameEvent.ProblemReplaced.class)).hasSize(1);
    // Replaced by the effect (not solved-and-replaced by 613.2), so the Guard's replacement of the
    // Solve Step's sending home does not apply.
    assertThat(g.s.inPlay(guard).area()).isEqualTo(Area.home(0));
  }
}
