package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.FaceoffCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Cost;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.FaceoffKind;
import org.ponytable.engine.state.InPlay;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

/**
 * Faceoffs started by effects (514.2c-d, 514.5d, 707.4) and modifiers of a player's power total
 * (514.4a), with the cards of {@link FaceoffCards}.
 */
class EffectFaceoffTest {
  /** 707.4a: a faceoff-timed ability that would start a faceoff (the loader refuses to read one). */
  private static final CardDef NESTED = CardDef.builder("fo-nested", CardType.FRIEND, "fo-nested").cost(1).power(1)
      .abilities(new Ability.Activated(Timing.FACEOFF, List.of(new Cost.Tokens(1)), List.of(new Effect.StartFaceoff(
          List.of(Filter.THIS), null, List.of(new Effect.Score(5)), List.of())))).build();

  private static final CardPool POOL = AbilityTable.POOL.with(FaceoffCards.DEFS).with(List.of(NESTED));

  /** Player 1's Main Phase on turn 3, both with tokens, a Problem each, Mane Characters at home. */
  private static Position table() {
    Position p = new Position(POOL).turn(3, 0).tokens(0, 5).tokens(1, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    return p;
  }

  private static int[] totals(Game g) {
    return Faceoffs.totals(g.s);
  }

  private static List<Integer> involved(Game g) {
    return Faceoffs.involvedCards(g.s, g.s.faceoff()).stream().map(InPlay::id).toList();
  }

  private static Game activate(Position p, int card) {
    return Game.start(p).act(new Action.Activate(0, card, 0, -1));
  }

  // ---- 514.2c, 514.2d: involvement by description ----

  @Test
  @DisplayName("514.2c, 514.2: the effect names the involved cards; the players are its controller and the opponent")
  void involvedByDescription() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(0, "f-y2", Area.problem(1));
    int near = p.play(1, "f-p2", Area.problem(1));
    p.play(1, "f-b3", Area.problem(0));
    p.deck(0, "f-y2");
    p.deck(1, "f-p1");
    Game g = activate(p, duelist);
    assertThat(g.s.faceoff().kind()).isEqualTo(FaceoffKind.EFFECT);
    assertThat(g.s.faceoff().challenger()).as("514.2: the player who started it").isZero();
    assertThat(g.s.faceoff().byEffect().source()).isEqualTo(duelist);
    assertThat(involved(g)).as("this card and the opposing characters here, nothing else").containsExactly(duelist, near);
    assertThat(PlayerView.of(g.s, 1).faceoff().involved()).containsExactly(duelist, near);
    assertThat(g.events(GameEvent.EffectFaceoffStarted.class))
        .containsExactly(new GameEvent.EffectFaceoffStarted(0, duelist, List.of(duelist, near)));
    assertThat(totals(g)).containsExactly(2, 2);
  }

  @Test
  @DisplayName("514.2d: involvement is checked continuously: a card that comes to fit the description joins, one that stops fitting leaves")
  void involvementRechecked() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    int near = p.play(1, "f-p2", Area.problem(1));
    int ally = p.play(1, "fo-ally", Area.home(1));
    int recall = p.hand(0, "fo-recall");
    Game g = activate(p, duelist);
    assertThat(g.events(GameEvent.EffectFaceoffStarted.class).get(0).involved()).as("as it started")
        .containsExactly(duelist, near);
    assertThat(g.s.inPlay(ally).area()).as("its faceoff-start trigger moved it there").isEqualTo(Area.problem(1));
    assertThat(involved(g)).as("it now fits \"opposing characters here\"").containsExactly(duelist, near, ally);
    assertThat(totals(g)).containsExactly(2, 5);
    g.act(new Action.PlayCard(0, recall, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    g.choose(ally);
    assertThat(involved(g)).as("sent home, it no longer fits").containsExactly(duelist, near);
    assertThat(totals(g)).containsExactly(2, 2);
  }

  @Test
  @DisplayName("514.2d, 501.4: \"here\" follows the card with the ability; when it leaves the area, the opposing characters there leave the faceoff")
  void hereFollowsTheCard() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    int near = p.play(1, "f-p2", Area.problem(1));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    // 514.5d: losing sends the Duelist home, and from then on nothing opposing is "here".
    Game g = activate(p, duelist);
    assertThat(involved(g)).containsExactly(duelist, near);
    p.play(1, "f-p2", Area.problem(1));
    Game lost = activate(p, duelist).passUntil(x -> x.faceoff().stage() == Faceoff.Stage.END_WINDOW);
    assertThat(lost.s.inPlay(duelist).area()).isEqualTo(Area.home(0));
    assertThat(involved(lost)).as("at home, only the Duelist itself").containsExactly(duelist);
  }

  // ---- 514.3-514.6: the script, and 514.5d: the effect's instructions ----

  @Test
  @DisplayName("514.5d: the winner follows the effect's \"win\" instructions instead of a Troublemaker or Problem result")
  void winInstructions() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    int flip0 = p.deck(0, "f-y2");
    p.deck(1, "f-p1");
    Game g = activate(p, duelist).pass().pass();
    assertThat(g.s.player(0).flipped()).containsExactly(flip0);
    assertThat(totals(g)).containsExactly(4, 3);
    g.pass().pass();
    assertThat(g.events(GameEvent.FaceoffWon.class)).containsExactly(new GameEvent.FaceoffWon(0, FaceoffKind.EFFECT));
    assertThat(g.score(0)).as("the effect's one point, no Problem bonus").isEqualTo(1);
    assertThat(g.s.inPlay(duelist).area()).isEqualTo(Area.problem(1));
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.events(GameEvent.FaceoffEnded.class)).hasSize(1);
    assertThat(g.s.player(0).flipped()).as("514.6: flipped cards go to the bottom").isEmpty();
    assertThat(g.s.stage()).as("play goes on in the Main Phase").isEqualTo(Stage.MAIN_PHASE_START);
    assertThat(g.s.decision().player()).isZero();
  }

  @Test
  @DisplayName("514.5d: the loser follows the effect's \"lose\" instructions; the opponent gains nothing by them")
  void loseInstructions() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(1, "f-b3", Area.problem(1));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = activate(p, duelist).passUntil(x -> x.faceoff().stage() == Faceoff.Stage.END_WINDOW);
    assertThat(g.events(GameEvent.FaceoffWon.class)).containsExactly(new GameEvent.FaceoffWon(1, FaceoffKind.EFFECT));
    assertThat(g.s.inPlay(duelist).area()).isEqualTo(Area.home(0));
    assertThat(g.score(0)).isZero();
    assertThat(g.score(1)).isZero();
  }

  @Test
  @DisplayName("514.4c: tied totals in an effect's faceoff make both flip again until they differ")
  void tiesFlipAgain() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    p.deck(0, "f-y1");
    p.deck(0, "f-y2");
    p.deck(1, "f-p1");
    p.deck(1, "f-p1");
    Game g = activate(p, duelist).pass().pass().pass().pass();
    assertThat(g.events(GameEvent.FaceoffTied.class)).containsExactly(new GameEvent.FaceoffTied(true));
    assertThat(g.s.faceoff().stage()).isEqualTo(Faceoff.Stage.FLIP_WINDOW);
    assertThat(totals(g)).containsExactly(5, 4);
    g.pass().pass();
    assertThat(g.events(GameEvent.FaceoffWon.class)).extracting(GameEvent.FaceoffWon::winner).containsExactly(0);
    assertThat(g.score(0)).isEqualTo(1);
  }

  @Test
  @DisplayName("514.2, 514.5, 514.6: faceoff start, win, lose and end triggers fire in an effect's faceoff")
  void triggersFire() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    int cheer = p.play(1, "ab-cheer", Area.problem(1));
    p.play(1, "ab-ender", Area.problem(1));
    p.play(0, "ab-victor", Area.home(0));
    p.play(1, "ab-loser", Area.home(1));
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = activate(p, duelist);
    assertThat(Stats.power(g.s, g.s.inPlay(cheer))).as("its faceoff-start trigger: +2").isEqualTo(4);
    g.passUntil(x -> x.faceoff() == null);
    // Duelist 2 + 1 flip against Cheer 4 + Ender 1 + 1 flip.
    assertThat(g.events(GameEvent.FaceoffWon.class)).extracting(GameEvent.FaceoffWon::winner).containsExactly(1);
    assertThat(g.s.player(0).tokens()).as("no win trigger for the loser; 1 token paid").isEqualTo(4);
    assertThat(g.events(GameEvent.Drew.class)).as("the lose trigger is the loser's").isEmpty();
    assertThat(g.s.player(1).tokens()).as("514.2d: losing sent the Duelist home, so Ender was no longer involved"
        + " as it ended").isEqualTo(5);
    Position q = table();
    duelist = q.play(0, "fo-duelist", Area.problem(1));
    q.play(1, "f-p1", Area.problem(1));
    q.play(1, "ab-ender", Area.problem(1));
    q.play(0, "ab-victor", Area.home(0));
    q.play(1, "ab-loser", Area.home(1));
    q.deck(0, "f-y2");
    q.deck(1, "f-p1");
    q.deck(1, "f-p1");
    Game w = activate(q, duelist).passUntil(x -> x.faceoff() == null);
    // 514.6, 511.5: the end trigger waits in the same window as the lose trigger, so the loser orders them.
    assertThat(w.s.decision().kind()).isEqualTo(DecisionKind.TRIGGER_ORDER);
    w.choose(w.s.decision().options().get(0)).passUntil(x -> x.faceoff() == null);
    assertThat(w.events(GameEvent.FaceoffWon.class)).extracting(GameEvent.FaceoffWon::winner).containsExactly(0);
    assertThat(w.s.player(0).tokens()).as("win trigger").isEqualTo(5);
    assertThat(w.events(GameEvent.Drew.class)).as("lose trigger").extracting(GameEvent.Drew::player).containsExactly(1);
    assertThat(w.s.player(1).tokens()).as("the end trigger of an involved card").isEqualTo(6);
  }

  // ---- 707.4: no new window; the starter receives priority ----

  @Test
  @DisplayName("707.4: the faceoff starts as the effect resolves, in the current window, and its controller receives priority")
  void starterReceivesPriority() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    Game g = activate(p, duelist);
    assertThat(g.s.faceoff().stage()).isEqualTo(Faceoff.Stage.START_WINDOW);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.decision().player()).as("not the opponent, as after other actions (705.2f)").isZero();
    // A triggered ability starting one: its controller, here the turn player, gets priority too.
    Position q = table().tokens(0, 1);
    q.play(1, "f-p2", Area.problem(1));
    int herald = q.hand(0, "fo-herald");
    Game t = Game.start(q).act(new Action.PlayCard(0, herald, Area.problem(1)));
    assertThat(t.s.faceoff().byEffect().source()).isEqualTo(herald);
    assertThat(t.s.decision().player()).isZero();
  }

  @Test
  @DisplayName("707.4a: a faceoff can't be started during a faceoff: the effect does nothing")
  void notDuringAFaceoff() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    int nested = p.play(0, "fo-nested", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    Game g = activate(p, duelist).act(new Action.Activate(0, nested, 0, -1));
    assertThat(g.events(GameEvent.FaceoffStarted.class)).hasSize(1);
    assertThat(g.s.faceoff().byEffect().source()).isEqualTo(duelist);
    assertThat(g.s.player(0).tokens()).as("its cost was paid all the same").isEqualTo(3);
  }

  @Test
  @DisplayName("705.2d, 707.4: the effect's later instructions are processed at once, in the faceoff it started (rulings.md)")
  void laterInstructionsInTheFaceoff() {
    Position p = table();
    int mane = p.build().maneOf(0);
    int far = p.play(1, "f-p1", Area.home(1));
    int chosen = p.play(1, "f-p2", Area.problem(0));
    int dare = p.hand(0, "fo-dare");
    p.deck(0, "f-y2");
    p.deck(1, "f-p1");
    Game g = Game.start(p).act(new Action.PlayCard(0, dare, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactly(far, chosen);
    g.choose(chosen);
    assertThat(involved(g)).as("your Mane Character against the chosen Friend").containsExactly(mane, chosen);
    assertThat(g.s.faceoff().totalModifiers()).as("the modifyTotal after it").hasSize(1);
    assertThat(totals(g)).containsExactly(2, 2);
    assertThat(g.s.player(0).discard()).as("408: done, the Event left the queue").contains(dare);
    assertThat(g.s.decision().player()).isZero();
    g.passUntil(x -> x.faceoff().stage() == Faceoff.Stage.END_WINDOW);
    assertThat(g.s.inPlay(chosen)).as("\"it\" in \"win\" is the card it was against").isNull();
  }

  // ---- 514.2a.i, 512.4a: a Troublemaker faceoff started by an effect ----

  @Test
  @DisplayName("514.2a.i, 514.5d: against a chosen Troublemaker it is a Troublemaker faceoff, involvement as the effect says, and its result is the effect's")
  void troublemakerFaceoffByEffect() {
    Position p = table();
    int hunter = p.play(0, "fo-hunter", Area.problem(1));
    int friend = p.play(0, "f-y2", Area.problem(1));
    int tm = p.play(1, "tm-2", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    p.deck(0, "f-y1");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = activate(p, hunter);
    assertThat(g.s.faceoff().kind()).isEqualTo(FaceoffKind.TROUBLEMAKER);
    assertThat(g.s.faceoff().troublemaker()).isEqualTo(tm);
    assertThat(involved(g)).as("your characters here and the chosen Troublemaker only").containsExactly(hunter, friend, tm);
    assertThat(totals(g)).as("514.4a: the Troublemaker counts for its controller").containsExactly(3, 2);
    g.passUntil(x -> x.faceoff().stage() == Faceoff.Stage.END_WINDOW);
    assertThat(g.s.inPlay(tm)).as("\"dismiss it\"").isNull();
    assertThat(g.events(GameEvent.TroublemakerDefeated.class)).as("514.5a is for challenges").isEmpty();
    assertThat(g.score(0)).as("no points: the effect said none").isZero();
    assertThat(g.s.player(0).hand()).as("and a card drawn").hasSize(1);
  }

  @Test
  @DisplayName("Against nothing: with no card to choose, no faceoff starts (rulings.md)")
  void againstNothing() {
    Position p = table();
    int hunter = p.play(0, "fo-hunter", Area.problem(1));
    Game g = activate(p, hunter);
    assertThat(g.s.faceoff()).isNull();
    assertThat(g.events(GameEvent.FaceoffStarted.class)).isEmpty();
    assertThat(g.s.player(0).tokens()).isEqualTo(4);
  }

  @Test
  @DisplayName("512.4a: Troublemaker Faceoff timings work only in an effect's faceoff against a Troublemaker; Problem Faceoff timings never; Faceoff timings always")
  void timings() {
    Position p = table();
    int hunter = p.play(0, "fo-hunter", Area.problem(1));
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    int tmOnly = p.play(0, "ab-tm", Area.problem(1));
    int pmOnly = p.play(0, "ab-pm", Area.problem(1));
    int any = p.play(0, "ab-tap", Area.problem(1));
    p.play(1, "tm-2", Area.problem(1));
    Game tm = activate(p, hunter);
    assertThat(Engine.legalActions(tm.s)).contains(new Action.Activate(0, tmOnly, 0, -1), new Action.Activate(0, any, 0, -1))
        .doesNotContain(new Action.Activate(0, pmOnly, 0, -1));
    Game plain = activate(p, duelist);
    assertThat(plain.s.faceoff().kind()).isEqualTo(FaceoffKind.EFFECT);
    assertThat(Engine.legalActions(plain.s)).contains(new Action.Activate(0, any, 0, -1))
        .doesNotContain(new Action.Activate(0, tmOnly, 0, -1), new Action.Activate(0, pmOnly, 0, -1));
  }

  // ---- 514.4a: modifiers of a player's power total ----

  @Test
  @DisplayName("514.4a, 105.2: effects modify a player's power total for the faceoff; a negative total counts as 0")
  void totalModifiersCount() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    int cheer = p.hand(0, "fo-cheer");
    int jeer = p.hand(0, "fo-jeer");
    Game g = activate(p, duelist);
    assertThat(totals(g)).containsExactly(2, 2);
    g.act(new Action.PlayCard(0, cheer, null)).pass();
    assertThat(totals(g)).containsExactly(4, 2);
    g.act(new Action.PlayCard(0, jeer, null));
    assertThat(totals(g)).as("2 - 3 counts as 0").containsExactly(4, 0);
    PlayerView.FaceoffView v = PlayerView.of(g.s, 1).faceoff();
    assertThat(List.of(v.modifier0(), v.modifier1())).containsExactly(2, -3);
    assertThat(g.events(GameEvent.TotalModified.class)).containsExactly(new GameEvent.TotalModified(0, 2, cheer),
        new GameEvent.TotalModified(1, -3, jeer));
    g.passUntil(x -> x.faceoff() == null);
    assertThat(g.events(GameEvent.FaceoffCompared.class).get(0)).isEqualTo(new GameEvent.FaceoffCompared(4, 0));
  }

  @Test
  @DisplayName("514.4a: outside a faceoff a total modifier is not made; the next faceoff starts without it")
  void totalModifierOutsideAFaceoff() {
    Position p = table();
    int duelist = p.play(0, "fo-duelist", Area.problem(1));
    p.play(1, "f-p2", Area.problem(1));
    int early = p.hand(0, "fo-early");
    Game g = Game.start(p).act(new Action.PlayCard(0, early, null)).pass();
    assertThat(g.events(GameEvent.TotalModified.class)).isEmpty();
    g.act(new Action.Activate(0, duelist, 0, -1));
    assertThat(totals(g)).containsExactly(2, 2);
  }

  @Test
  @DisplayName("514.4a: a continuous total modifier counts while its card is involved, in any faceoff, and follows its \"while\"")
  void continuousTotalModifier() {
    // A Troublemaker faceoff the rules start: Banner is involved at the Problem, not at home.
    Position p = table().stage(Stage.CHALLENGE_STEP_START);
    p.play(1, "tm-2", Area.problem(1));
    p.play(0, "fo-banner", Area.problem(1));
    p.play(1, "fo-gloom", Area.home(1));
    Game g = Game.start(p).passToChoice();
    g.choose(g.s.decision().options().get(0));
    assertThat(totals(g)).as("Banner 1 + 2; Gloom is not involved").containsExactly(3, 2);
    Position q = table().stage(Stage.CHALLENGE_STEP_START);
    q.play(1, "tm-2", Area.problem(1));
    q.play(0, "f-y1", Area.problem(1));
    q.play(0, "fo-banner", Area.home(0));
    Game h = Game.start(q).passToChoice();
    h.choose(h.s.decision().options().get(0));
    assertThat(totals(h)).as("Banner at home is not involved").containsExactly(1, 2);
    // An effect's faceoff: Gloom, involved and not on its controller's turn, takes 1 from the starter.
    Position r = table();
    int duelist = r.play(0, "fo-duelist", Area.problem(1));
    r.play(1, "fo-gloom", Area.problem(1));
    Game e = activate(r, duelist);
    assertThat(totals(e)).containsExactly(1, 1);
    assertThat(PlayerView.of(e.s, 0).faceoff().modifier0()).isEqualTo(-1);
  }
}
