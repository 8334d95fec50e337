package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.KeywordCards;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.persistence.Notation;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.card.Keyword;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.Faceoff;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.state.Stage;
import org.ponytable.engine.view.PlayerView;

/**
 * Flips (514.3a, 515.4) and the glossary keywords Random, Pumped (with Spend), Inspired and
 * Teamwork, plus Chaos (Absolute Discord rulebook), written as card JSON.
 */
class FlipKeywordTest {
  private static final CardPool POOL = RuleCards.POOL.with(KeywordCards.DEFS);

  private static Position challenge(String... ours) {
    return ChallengeTable.challenge(POOL, ours);
  }

  private static int[] totals(Game g) {
    return Faceoffs.totals(g.s);
  }

  // ---- 515.4 ignoring, 514.3a extra flips ----

  @Test
  @DisplayName("515.4, 514.4b: an ignored card stays flipped and adds no power; 515.4a: it can't be ignored again")
  void ignoring() {
    Position p = challenge("k-ignorer");
    p.deck(0, "f-y1");
    int two = p.deck(1, "f-p2");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(totals(g)).containsExactly(2, 4);
    int ignorer = g.inPlay("k-ignorer").id();
    g.act(new Action.Activate(0, ignorer, 0, -1));
    assertThat(g.s.player(1).flipped()).as("515.4: still flipped").containsExactly(two);
    assertThat(g.s.faceoff().ignored()).containsExactly(two);
    assertThat(totals(g)).containsExactly(2, 2);
    g.pass().act(new Action.Activate(0, ignorer, 0, -1));
    assertThat(g.events(GameEvent.FlipIgnored.class)).as("515.4a: nothing left to ignore").hasSize(1);
    assertThat(totals(g)).containsExactly(2, 2);
  }

  @Test
  @DisplayName("514.3a, 515.3: an effect flips more cards, each a separate flip, only during a faceoff")
  void flipExtra() {
    Position p = challenge("k-flipper");
    for (int i = 0; i < 3; i++) {
      p.deck(0, "f-y1");
    }
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    int flipper = g.inPlay("k-flipper").id();
    g.act(new Action.Activate(0, flipper, 0, -1));
    assertThat(g.s.player(0).flipped()).hasSize(3);
    assertThat(g.events(GameEvent.Flipped.class).stream().filter(f -> f.player() == 0)).hasSize(3);
    assertThat(totals(g)[0]).isEqualTo(1 + 3);
  }

  @Test
  @DisplayName("514.3a: \"extraFlips\" adds flips at the faceoff's flip for its controller only")
  void extraFlips() {
    Position p = challenge("k-extra");
    p.deck(0, "f-y1");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.s.player(0).flipped()).hasSize(2);
    assertThat(g.s.player(1).flipped()).hasSize(1);
  }

  // ---- Random ----

  @Test
  @DisplayName("Glossary, Random: after a 1-power flip you may ignore it and flip a new one, once per faceoff")
  void random() {
    Position p = challenge("k-random");
    int one = p.deck(0, "f-y1");
    int another = p.deck(0, "f-y1");
    int third = p.deck(0, "f-y3");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passUntil(x -> false);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.RANDOM);
    assertThat(g.s.decision().options()).containsExactly(one);
    g.act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(g.s.faceoff().ignored()).containsExactly(one);
    assertThat(g.s.player(0).flipped()).containsExactly(one, another);
    assertThat(g.s.decision().kind()).as("once per faceoff: no second offer").isEqualTo(DecisionKind.PRIORITY);
    assertThat(totals(g)[0]).isEqualTo(1 + 1);
    assertThat(g.s.player(0).flipped()).doesNotContain(third);
  }

  @Test
  @DisplayName("Glossary, Random: \"no\" keeps the card; never asked without a 1-power flip")
  void randomDeclinedOrNotApplicable() {
    Position p = challenge("k-random");
    int one = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passUntil(x -> false).act(new Action.Answer(0, Action.Meaning.NO));
    assertThat(g.s.faceoff().ignored()).isEmpty();
    assertThat(g.s.player(0).flipped()).containsExactly(one);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);

    Position q = challenge("k-random");
    q.deck(0, "f-y3");
    q.deck(1, "f-p1");
    Game h = ChallengeTable.startFaceoff(q).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(h.events(GameEvent.Flipped.class)).hasSize(2);

    Position r = challenge("f-y1");
    r.deck(0, "f-y1");
    r.deck(1, "f-p1");
    Game k = ChallengeTable.startFaceoff(r).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(k.s.decision().kind()).as("no Random card involved").isEqualTo(DecisionKind.PRIORITY);
  }

  // ---- Pumped and Spend ----

  @Test
  @DisplayName("Glossary, Pumped: a flipped card may be banished beneath the Pumped card instead of the bottom; public")
  void pumped() {
    Position p = challenge("k-pumped");
    int three = p.deck(0, "f-y3");
    p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToChoice();
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PUMPED);
    assertThat(g.s.decision().options()).containsExactly(three);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Answer(0, Action.Meaning.NO_MORE));
    int pumped = g.inPlay("k-pumped").id();
    g.choose(three);
    assertThat(g.s.player(0).banished()).containsExactly(three);
    assertThat(g.s.player(0).drawDeck()).doesNotContain(three);
    assertThat(Keywords.beneath(g.s, pumped)).containsExactly(three);
    assertThat(PlayerView.of(g.s, 1).seats().get(0).beneath()).isEqualTo(Map.of(three, pumped));
    assertThat(Notation.format(new Action.Choose(0, DecisionKind.PUMPED, three))).isEqualTo("banish #" + three);
  }

  @Test
  @DisplayName("Glossary, Pumped: declining puts the cards on the bottom as usual")
  void pumpedDeclined() {
    Position p = challenge("k-pumped");
    int three = p.deck(0, "f-y3");
    int one = p.deck(0, "f-y1");
    p.deck(1, "f-p1");
    Game g = ChallengeTable.startFaceoff(p).passToChoice().act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.player(0).banished()).isEmpty();
    assertThat(g.s.player(0).drawDeck()).containsExactly(one, three);
  }

  @Test
  @DisplayName("Glossary, Spend: a cost that puts a card from beneath this card into the discard pile")
  void spend() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    int pumped = p.play(0, "k-pumped", Area.home(0));
    int under = p.banished(0, "f-y1");
    Game none = Game.start(p);
    assertThat(Engine.legalActions(none.s)).as("nothing beneath: can't pay")
        .noneMatch(a -> a instanceof Action.Activate);
    GameState s = p.build();
    s = s.withPlayer(0, s.player(0).withBeneath(Map.of(under, pumped)));
    Game g = new Game(Engine.resume(s).state()).act(new Action.Activate(0, pumped, 0, -1));
    assertThat(g.s.player(0).discard()).containsExactly(under);
    assertThat(g.s.player(0).banished()).isEmpty();
    assertThat(g.s.player(0).tokens()).isEqualTo(3);
    assertThat(g.events(GameEvent.Spent.class)).hasSize(1);
  }

  // ---- Inspired ----

  private static Position inspired(int count) {
    Position p = new Position(POOL).turn(3, 0).stage(Stage.TROUBLEMAKER_PHASE_END);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    for (int i = 0; i < count; i++) {
      p.play(0, "k-inspired", Area.home(0));
    }
    return p;
  }

  @Test
  @DisplayName("Glossary, Inspired: look at as many of the opponent's top cards as Inspired cards; keep some on top in order")
  void inspiredKeepsOnTop() {
    Position p = inspired(2);
    int a = p.deck(1, "f-p1");
    int b = p.deck(1, "f-p2");
    int c = p.deck(1, "f-b3");
    Game g = Game.start(p).passUntil(x -> false);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.INSPIRED_TOP);
    assertThat(g.s.decision().options()).containsExactly(a, b);
    assertThat(PlayerView.of(g.s, 1).decision().options()).as("only the looking player sees them").isEmpty();
    assertThat(PlayerView.of(g.s, 0).decision().options()).containsExactly(a, b);
    g.choose(b).choose(a);
    assertThat(g.s.player(1).drawDeck()).containsExactly(b, a, c);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.PRIORITY);
    assertThat(g.s.stage()).isEqualTo(Stage.MAIN_PHASE_START);
  }

  @Test
  @DisplayName("Glossary, Inspired: the rest go to the bottom in the order chosen")
  void inspiredSendsToBottom() {
    Position p = inspired(3);
    int a = p.deck(1, "f-p1");
    int b = p.deck(1, "f-p2");
    int c = p.deck(1, "f-b3");
    int d = p.deck(1, "f-p1");
    Game g = Game.start(p).passUntil(x -> false).choose(b).act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.INSPIRED_BOTTOM);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, c);
    g.choose(c);
    assertThat(g.s.player(1).drawDeck()).containsExactly(b, d, c, a);
    assertThat(g.events(GameEvent.LookedAtTop.class)).hasSize(1);
  }

  @Test
  @DisplayName("Glossary, Inspired: nothing to decide without Inspired cards")
  void noInspired() {
    Position p = inspired(0);
    p.deck(1, "f-p1");
    Game g = Game.start(p).passUntil(x -> false);
    assertThat(g.events(GameEvent.LookedAtTop.class)).isEmpty();
  }

  // ---- Teamwork ----

  @Test
  @DisplayName("Glossary, Teamwork: your other Friends here sharing a trait also have its other printed abilities")
  void teamwork() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    int team = p.play(0, "k-team", Area.problem(0));
    int mate = p.play(0, "k-pegasus", Area.problem(0));
    int stranger = p.play(0, "k-unicorn", Area.problem(0));
    int away = p.play(0, "k-pegasus", Area.home(0));
    int theirs = p.play(1, "k-pegasus", Area.problem(0));
    GameState s = p.build();
    assertThat(Stats.power(s, s.inPlay(team))).isEqualTo(2);
    assertThat(Stats.power(s, s.inPlay(mate))).as("its continuous ability").isEqualTo(2);
    assertThat(Stats.has(s, s.inPlay(mate), Keyword.STUBBORN)).as("its keyword").isTrue();
    assertThat(Stats.has(s, s.inPlay(mate), Keyword.TEAMWORK)).as("not Teamwork itself").isFalse();
    assertThat(Stats.power(s, s.inPlay(stranger))).as("no shared trait").isEqualTo(1);
    assertThat(Stats.power(s, s.inPlay(away))).as("not here").isEqualTo(1);
    assertThat(Stats.power(s, s.inPlay(theirs))).as("not yours").isEqualTo(1);
  }

  @Test
  @DisplayName("Glossary, Teamwork and Supportive X: a shared numbered keyword brings its number")
  void teamworkSharesSupportive() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    p.play(0, "k-team-support", Area.home(0));
    int mate = p.play(0, "k-earth", Area.home(0));
    GameState s = p.build();
    assertThat(Stats.power(s, s.inPlay(mate))).as("1 + Supportive 2 with the yellow Mane Character").isEqualTo(3);
  }

  // ---- Chaos ----

  @Test
  @DisplayName("Chaos (Absolute Discord): flipped text takes effect at once, the turn player's first")
  void chaos() {
    Position p = challenge("f-y1");
    int mine = p.deck(0, "k-chaos");
    int theirs = p.deck(1, "k-chaos");
    Game g = ChallengeTable.startFaceoff(p).passToFaceoff(Faceoff.Stage.FLIP_WINDOW);
    assertThat(g.events(GameEvent.EffectStarted.class)).extracting(GameEvent.EffectStarted::source)
        .containsExactly(mine, theirs);
    assertThat(g.s.player(0).tokens()).isEqualTo(6);
    assertThat(g.s.player(1).tokens()).isEqualTo(6);
  }

  // ---- card JSON ----

  @Test
  @DisplayName("Card JSON: \"flipped\" triggers name no subject; the new words are checked")
  void loaderWords() {
    CardLoader loader = new CardLoader();
    assertThatThrownBy(() -> loader.loadString("""
        {"id": "x", "type": "friend", "title": "X", "power": 1, "cost": 1, "abilities": [
          {"kind": "triggered", "when": "flipped", "subject": "this", "effects": [{"do": "draw", "amount": 1}]}]}
        """, "x.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("Chaos");
    assertThatThrownBy(() -> loader.loadString("""
        {"id": "x", "type": "friend", "title": "X", "power": 1, "cost": 1, "abilities": [
          {"kind": "continuous", "extraFlips": 0}]}
        """, "x.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("extraFlips");
    assertThatThrownBy(() -> loader.loadString("""
        {"id": "x", "type": "event", "title": "X", "power": 1, "cost": 1, "timing": "faceoff",
         "effects": [{"do": "ignoreFlip", "player": "opponent", "amount": 2}]}
        """, "x.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("amount");
  }
}
