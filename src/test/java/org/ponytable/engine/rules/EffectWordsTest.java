package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.state.GameState;
import org.ponytable.engine.view.PlayerView;

/** Effect words beyond the core: banish (409.5), boost (301.2), counters (519). */
class EffectWordsTest {
  private static final CardPool POOL = AbilityTable.POOL;

  private static Position base() {
    return AbilityTable.base().tokens(0, 6);
  }

  @Test
  @DisplayName("409.5: a banished card goes from play to its owner's banished zone, not the discard pile")
  void banish() {
    Position p = base();
    int target = p.play(1, "ab-farewell", Area.home(1));
    int exile = p.hand(0, "ev-exile");
    Game g = Game.start(p).act(new Action.PlayCard(0, exile, null));
    assertThat(g.s.inPlay(target)).isNull();
    assertThat(g.s.player(1).banished()).containsExactly(target);
    assertThat(g.s.player(1).discard()).doesNotContain(target);
    assertThat(g.events(GameEvent.Banished.class)).hasSize(1);
    assertThat(g.s.player(1).score()).as("it left play, so its leaves-play ability triggered").isEqualTo(1);
  }

  @Test
  @DisplayName("505.2, 505.1d: only an effect that says face down names a face-down Troublemaker; its chooser sees stand-ins")
  void faceDownTroublemakersOnlyWhenSaid() {
    Position p = base();
    int first = p.playFaceDown(1, "tm-3", Area.problem(0));
    int second = p.playFaceDown(1, "tm-3", Area.problem(1));
    int chase = p.hand(0, "ev-chase");
    int unmask = p.hand(0, "ev-unmask");
    Game g = Game.start(p);
    GameState start = g.s;
    g.act(new Action.PlayCard(0, chase, null));
    assertThat(g.s.inPlay(first)).as("an ordinary filter finds no face-down Troublemaker").isNotNull();
    assertThat(g.s.inPlay(second)).isNotNull();

    g = new Game(start).act(new Action.PlayCard(0, unmask, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(first, second);
    PlayerView view = PlayerView.of(g.s, 0);
    assertThat(view.decision().options()).as("stand-ins, not the cards' ids").hasSize(2)
        .doesNotContain(first, second).allMatch(id -> id < -1);
    Action picked = view.legalActions().stream().filter(a -> a instanceof Action.Choose).findFirst().orElseThrow();
    int shownId = ((Action.Choose) picked).card();
    assertThat(view.play()).anyMatch(c -> c.id() == shownId && c.hidden());
    Action real = PlayerView.toEngine(g.s, picked);
    assertThat(((Action.Choose) real).card()).isIn(first, second);
    g.act(real);
    assertThat(g.s.inPlay(((Action.Choose) real).card())).as("dismissed").isNull();
    assertThat(g.s.player(1).discard()).contains(((Action.Choose) real).card());
  }

  @Test
  @DisplayName("301.2, 301.3: a triggered ability with a condition turns the Mane Character to its Boosted side")
  void boostByCondition() {
    Position p = base();
    int mane = p.build().maneOf(0);
    int first = p.hand(0, "ab-booster");
    Game g = Game.start(p).act(new Action.PlayCard(0, first, Area.home(0)));
    assertThat(g.s.inPlay(mane).boosted()).as("one Friend: the condition is not met").isFalse();
    p.play(0, "f-y1", Area.home(0));
    int second = p.hand(0, "ab-booster");
    g = Game.start(p).act(new Action.PlayCard(0, second, Area.home(0)));
    assertThat(g.s.inPlay(mane).boosted()).isTrue();
    assertThat(Flow.homeLimit(g.s, 0)).as("301.3: the Boosted side's home limit").isEqualTo(4);
    assertThat(Stats.power(g.s, g.s.inPlay(mane))).isEqualTo(2);
    assertThat(g.events(GameEvent.Boosted.class)).hasSize(1);
  }

  @Test
  @DisplayName("519: named counters are put on and removed")
  void counters() {
    Position p = base();
    int friend = p.play(0, "f-y1", Area.home(0));
    int mark = p.hand(0, "ev-mark");
    int unmark = p.hand(0, "ev-unmark");
    Game g = Game.start(p).act(new Action.PlayCard(0, mark, null));
    assertThat(g.s.inPlay(friend).counters()).isEqualTo(Map.of("Harmony", 2));
    g = Game.start(p).act(new Action.PlayCard(0, mark, null)).pass().act(new Action.PlayCard(0, unmark, null));
    assertThat(g.s.inPlay(friend).counters()).isEqualTo(Map.of("Harmony", 1));
  }

  @Test
  @DisplayName("519.1: a filter names cards by a counter they carry")
  void counterFilter() {
    Position p = base();
    int marked = p.play(0, "f-y1", Area.home(0));
    int plain = p.play(1, "f-p1", Area.home(1));
    p.update(marked, c -> c.withExhausted(true).withCounters(Map.of("Harmony", 1)));
    p.update(plain, c -> c.withExhausted(true));
    int call = p.hand(0, "ev-harmony-call");
    Game g = Game.start(p).act(new Action.PlayCard(0, call, null));
    assertThat(g.s.inPlay(marked).exhausted()).as("it carries a Harmony counter").isFalse();
    assertThat(g.s.inPlay(plain).exhausted()).as("no counter").isTrue();
  }

  @Test
  @DisplayName("201.3, 518: a filter names a card by its Title alone; a search finds it by Title too")
  void titleFilter() {
    Position p = base();
    int named = p.play(0, "f-y1", Area.home(0));
    int other = p.play(0, "f-y2", Area.home(0));
    var ctx = new Abilities.Ctx(named, 0, -1, null);
    var byTitle = org.ponytable.engine.ability.Filter.ANY.withTitle(p.build().def(named).title().toUpperCase());
    GameState s = Game.start(p).s;
    assertThat(Abilities.matches(s, byTitle, named, ctx)).isTrue();
    assertThat(Abilities.matches(s, byTitle, other, ctx)).isFalse();
    assertThat(Abilities.printedFits(s, java.util.List.of(named, other), byTitle)).containsExactly(named);
  }

  @Test
  @DisplayName("519.2: a condition reads counters on the card itself")
  void counterCondition() {
    Position p = base();
    int collector = p.play(0, "ab-collector", Area.home(0));
    int mark = p.hand(0, "ev-mark");
    Game g = Game.start(p);
    assertThat(Stats.power(g.s, g.s.inPlay(collector))).isEqualTo(1);
    g.act(new Action.PlayCard(0, mark, null));
    assertThat(Stats.power(g.s, g.s.inPlay(collector))).as("two Harmony counters: +3").isEqualTo(4);
  }

  @Test
  @DisplayName("513.2, 511.4: taking control of a character; it is sent to its new controller's home")
  void takeControl() {
    Position p = base();
    int friend = p.play(1, "f-p1", Area.home(1));
    int charm = p.hand(0, "ev-charm");
    Game g = Game.start(p).act(new Action.PlayCard(0, charm, null));
    assertThat(g.s.inPlay(friend).controller()).isZero();
    assertThat(g.s.owner(friend)).as("513.1: the owner stays").isEqualTo(1);
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.home(0));
    assertThat(g.events(GameEvent.ControlChanged.class)).hasSize(1);
  }

  @Test
  @DisplayName("518.1, 518.2: a search offers the matching deck cards, may find nothing, and shuffles the deck after")
  void search() {
    Position p = base();
    int purple = p.deck(0, "f-p1");
    int seek = p.hand(0, "ev-seek");
    Game g = Game.start(p).act(new Action.PlayCard(0, seek, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.SEARCH);
    assertThat(g.s.decision().options()).as("only the purple Friend matches").containsExactly(purple);
    assertThat(Engine.legalActions(g.s)).contains(new Action.Answer(0, Action.Meaning.FIND_NOTHING));
    assertThat(PlayerView.of(g.s, 1).decision().options()).as("the other player doesn't see the deck").isEmpty();
    Game found = new Game(g.s).choose(purple);
    assertThat(found.s.player(0).hand()).contains(purple);
    assertThat(found.events(GameEvent.Shuffled.class)).hasSize(1);
    assertThat(PlayerView.events(found.events, found.s, 1)).contains(new GameEvent.Searched(0, -1));
    Game none = new Game(g.s).act(new Action.Answer(0, Action.Meaning.FIND_NOTHING));
    assertThat(none.s.player(0).hand()).doesNotContain(purple);
    assertThat(none.events(GameEvent.Shuffled.class)).as("518.2: shuffled even so").hasSize(1);
    assertThat(none.s.player(0).discard()).contains(seek);
  }

  @Test
  @DisplayName("Looking at the top cards: they go back on top in the chosen order, hidden from the other player")
  void lookAtTop() {
    Position p = new Position(POOL).turn(3, 0).tokens(0, 6);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    int a = p.deck(0, "f-y1");
    int b = p.deck(0, "f-y2");
    int c = p.deck(0, "f-y3");
    int d = p.deck(0, "f-p1");
    int peek = p.hand(0, "ev-peek");
    Game g = Game.start(p).act(new Action.PlayCard(0, peek, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TOP_ORDER);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b, c);
    assertThat(PlayerView.of(g.s, 1).decision().options()).isEmpty();
    g.choose(c).choose(a);
    assertThat(g.s.player(0).drawDeck()).as("c on top, then a, then b; d below").containsExactly(c, a, b, d);
    assertThat(g.events(GameEvent.LookedAtTop.class)).hasSize(1);
  }

  @Test
  @DisplayName("Looking at the top cards of the opponent's deck: you order them, and only you see them, not even their owner")
  void lookAtTopOfTheOpponentsDeck() throws org.ponytable.cards.CardLoadException {
    CardPool pool = POOL.with(new org.ponytable.cards.CardLoader().loadString("""
        [{"id": "t-pry", "type": "event", "title": "Pry", "power": 0, "cost": 0,
          "effects": [{"do": "lookAtTop", "count": 2, "player": "opponent"}]}]
        """, "t.json"));
    Position p = new Position(pool).turn(3, 0).tokens(0, 6);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    int mine = p.deck(0, "f-y1");
    int a = p.deck(1, "f-p1");
    int b = p.deck(1, "f-p2");
    int c = p.deck(1, "f-p1");
    int pry = p.hand(0, "t-pry");
    Game g = Game.start(p).act(new Action.PlayCard(0, pry, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TOP_ORDER);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b);
    assertThat(PlayerView.of(g.s, 1).decision().options()).as("the deck's owner sees nothing").isEmpty();
    g.choose(b);
    assertThat(g.s.player(1).drawDeck()).containsExactly(b, a, c);
    assertThat(g.s.player(0).drawDeck()).containsExactly(mine);
    assertThat(g.events(GameEvent.LookedAtTop.class)).singleElement()
        .satisfies(e -> assertThat(java.util.List.of(e.player(), e.deckOwner())).containsExactly(0, 1));
  }

  @Test
  @DisplayName("509.5, 509.3: attaching and reattaching; the attachment goes to its host's area")
  void attachAndReattach() {
    Position p = base();
    int a = p.play(0, "f-y1", Area.problem(0));
    int b = p.play(0, "f-y1", Area.home(0));
    int c = p.play(0, "f-y1", Area.home(0));
    int saddle = p.play(0, "rs-saddle", Area.home(0));
    p.update(saddle, x -> x.withHost(b));
    p.play(1, "f-p1", Area.home(1));
    Game g = Game.start(p).act(new Action.Activate(0, saddle, 1, -1));
    assertThat(g.s.decision().options()).as("509.4, 509.5: other hosts its description allows")
        .containsExactlyInAnyOrder(a, c);
    g.choose(a);
    assertThat(g.s.inPlay(saddle).host()).isEqualTo(a);
    assertThat(g.s.inPlay(saddle).area()).isEqualTo(Area.problem(0));
    g.pass().act(new Action.Activate(0, saddle, 1, -1)).choose(b);
    assertThat(g.s.inPlay(saddle).host()).isEqualTo(b);
    assertThat(g.s.inPlay(saddle).area()).isEqualTo(Area.home(0));
    assertThat(g.events(GameEvent.Attached.class)).hasSize(2);
  }

  @Test
  @DisplayName("511.2: an attachment whose host no longer fits its description is dismissed before priority")
  void hostDescriptionChecked() {
    Position p = base().tokens(1, 3);
    int a = p.play(0, "f-y1", Area.home(0));
    int saddle = p.play(0, "rs-saddle", Area.home(0));
    p.update(saddle, c -> c.withHost(a));
    p.turn(3, 1);
    int charm = p.hand(1, "ev-charm");
    Game g = Game.start(p);
    assertThat(g.s.inPlay(saddle)).as("a fitting host: it stays").isNotNull();
    g.act(new Action.PlayCard(1, charm, null));
    assertThat(g.s.inPlay(a).controller()).isEqualTo(1);
    assertThat(g.s.inPlay(saddle)).as("\"your Friend\" is no longer its controller's").isNull();
    assertThat(g.s.player(0).discard()).contains(saddle);
  }

  @Test
  @DisplayName("Words grown with new fields write themselves as before when the new fields are left out (state fingerprints)")
  void grownRecordsKeepTheirText() {
    var any = org.ponytable.engine.ability.Filter.ANY;
    assertThat(new org.ponytable.engine.ability.Effect.Search(any).toString())
        .isEqualTo("Search[filter=" + any + ", in=DRAW_DECK]");
    assertThat(new org.ponytable.engine.ability.Effect.LookAtTop(2).toString()).isEqualTo("LookAtTop[count=2]");
    assertThat(new org.ponytable.engine.ability.Effect.ReturnToHand().toString()).isEqualTo("ReturnToHand[]");
    assertThat(new org.ponytable.engine.ability.Effect.LookAtProblemDeck(1, null, false).toString())
        .isEqualTo("LookAtProblemDeck[count=1, player=YOU, bottom=false]");
    assertThat(new org.ponytable.engine.ability.Effect.LoseTokens(2, org.ponytable.engine.ability.Who.YOU).toString())
        .isEqualTo("LoseTokens[amount=2, player=YOU]");
    var once = new org.ponytable.engine.ability.Effect.Whenever(new org.ponytable.engine.ability.Trigger(
        org.ponytable.engine.ability.Trigger.Kind.END_OF_TURN, null, org.ponytable.engine.ability.Who.ANYONE, null), null,
        org.ponytable.engine.ability.Duration.TURN, true, java.util.List.of());
    assertThat(once.toString()).doesNotContain("onChosen").endsWith("once=true, effects=[]]");
    var t = new org.ponytable.engine.ability.Target.This();
    assertThat(new org.ponytable.engine.ability.Effect.MoveAnywhere(t).toString()).isEqualTo("MoveAnywhere[target=" + t + "]");
    assertThat(new org.ponytable.engine.ability.Ability.CostChange(null, org.ponytable.engine.ability.Ability.CostAction.MOVE,
        any, 1).toString()).isEqualTo("CostChange[whileCondition=null, action=MOVE, cards=" + any
            + ", amount=1, toHere=false, on=null]");
  }
}
