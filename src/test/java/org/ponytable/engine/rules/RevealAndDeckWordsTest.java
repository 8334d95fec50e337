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
import org.ponytable.engine.view.PlayerView;

/**
 * The words "revealTop", "revealRandom", "drawFromBottom" and "shuffleIntoDeck" (issue 11): what
 * each does, and what the other player learns (402.2: a deck is not public; rulings.md, reveal).
 */
class RevealAndDeckWordsTest {
  private static final String CARDS = """
      [{"id": "t-friend-draws", "type": "event", "title": "Friend Draws", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "filter": {"type": "friend"}, "fits": "hand", "otherwise": "discardPile"},
                    {"do": "gainTokens", "amount": 3}]},
       {"id": "t-maybe", "type": "event", "title": "Maybe", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "filter": {"type": "event"}, "may": true, "next": 1},
                    {"do": "draw", "amount": 1}, {"do": "gainTokens", "amount": 1}]},
       {"id": "t-steal", "type": "event", "title": "Steal", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "player": "opponent", "filter": {"type": "friend"}, "fits": "play"}]},
       {"id": "t-peek", "type": "event", "title": "Peek", "power": 0, "cost": 0,
        "effects": [{"do": "revealRandom"}]},
       {"id": "t-bottom", "type": "event", "title": "Bottom", "power": 0, "cost": 0,
        "effects": [{"do": "drawFromBottom", "amount": 2}]},
       {"id": "t-hands", "type": "event", "title": "Hands", "power": 0, "cost": 0,
        "effects": [{"do": "shuffleIntoDeck", "player": "anyone", "from": "hand"}]},
       {"id": "t-piles", "type": "event", "title": "Piles", "power": 0, "cost": 0,
        "effects": [{"do": "shuffleIntoDeck", "from": "discardPile"}]},
       {"id": "t-until", "type": "event", "title": "Until", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "player": "opponent", "filter": {"type": "friend"}, "fits": "play", "until": true}]},
       {"id": "t-look", "type": "event", "title": "Look", "power": 0, "cost": 0,
        "effects": [{"do": "lookAtTop", "count": 3, "bottom": true}]},
       {"id": "t-three", "type": "event", "title": "Three", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "count": 3, "filter": {"type": "friend"}, "fits": "hand", "may": true},
                    {"do": "gainTokens", "amount": 1}]},
       {"id": "t-mill", "type": "event", "title": "Mill", "power": 0, "cost": 0,
        "effects": [{"do": "revealTop", "count": 3, "filter": {"type": "friend"}, "fits": "hand", "otherwise": "discardPile"}]},
       {"id": "t-dig", "type": "event", "title": "Dig", "power": 0, "cost": 0,
        "effects": [{"do": "bottomToTop"}]},
       {"id": "t-summon", "type": "event", "title": "Summon", "power": 0, "cost": 0,
        "effects": [{"do": "search", "reveal": true, "into": "play"}]},
       {"id": "t-again", "type": "event", "title": "Again", "power": 0, "cost": 0,
        "effects": [{"do": "eventToTop"}, {"do": "draw", "amount": 1}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  /** AbilityTable's table with empty decks, so a test puts the top card where it wants. */
  private static Position table() throws CardLoadException {
    Position p = new Position(pool()).turn(3, 0).tokens(0, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    return p;
  }

  private static boolean names(List<GameEvent> events, int card) {
    return events.stream().anyMatch(e -> e.toString().matches(".*\\bcard=" + card + "\\b.*"));
  }

  @Test
  @DisplayName("revealTop: a card that fits goes where the word says and the rest happens; everyone saw it (rulings.md)")
  void revealedFriendGoesToHand() throws CardLoadException {
    Position p = table();
    int friend = p.deck(0, "f-p2");
    int under = p.deck(0, "ev-1");
    int event = p.hand(0, "t-friend-draws");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).contains(friend);
    assertThat(g.s.player(0).drawDeck()).containsExactly(under);
    assertThat(g.s.player(0).tokens()).as("5 - 0 + 3: the effect after it happened").isEqualTo(8);
    assertThat(PlayerView.events(g.events, g.s, 1)).as("the other player was shown the card")
        .anyMatch(e -> e instanceof GameEvent.Revealed r && r.card() == friend);
  }

  @Test
  @DisplayName("revealTop: a card that does not fit goes where otherwise says, and what depends on it does not happen")
  void revealedEventGoesToDiscard() throws CardLoadException {
    Position p = table();
    int top = p.deck(0, "ev-1");
    int event = p.hand(0, "t-friend-draws");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).discard()).contains(top);
    assertThat(g.s.player(0).tokens()).isEqualTo(5);

    Position empty = table();
    int again = empty.hand(0, "t-friend-draws");
    Game none = Game.start(empty).act(new Action.PlayCard(0, again, null));
    assertThat(none.events(GameEvent.Revealed.class)).as("an empty deck reveals nothing").isEmpty();
    assertThat(none.s.player(0).tokens()).isEqualTo(5);
  }

  @Test
  @DisplayName("revealTop with may (712.3): yes lets the next effect happen, no skips only the next one; the card stays on top, hidden again")
  void mayAndNext() throws CardLoadException {
    Position p = table();
    int top = p.deck(0, "ev-1");
    p.deck(0, "f-p2");
    int event = p.hand(0, "t-maybe");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.MAY);
    assertThat(g.s.decision().player()).isEqualTo(0);
    Game yes = new Game(g.s).act(new Action.Answer(0, Action.Meaning.YES));
    assertThat(yes.s.player(0).hand()).as("drew the revealed card").contains(top);
    assertThat(yes.s.player(0).tokens()).isEqualTo(6);
    Game no = new Game(g.s).act(new Action.Answer(0, Action.Meaning.NO));
    assertThat(no.s.player(0).drawDeck().get(0)).isEqualTo(top);
    assertThat(no.s.player(0).tokens()).as("only the next effect was skipped").isEqualTo(6);
    assertThat(PlayerView.of(no.s, 1).seats().get(0).hand()).as("back in the deck, not shown")
        .noneMatch(c -> c.id() == top);
  }

  @Test
  @DisplayName("revealTop fits play (706.1): an opponent's revealed Friend enters play under your control at your home")
  void intoPlayUnderYourControl() throws CardLoadException {
    Position p = table();
    int friend = p.deck(1, "f-p2");
    int event = p.hand(0, "t-steal");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.inPlay(friend)).isNotNull();
    assertThat(g.s.inPlay(friend).controller()).isEqualTo(0);
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.home(0));
    assertThat(g.s.player(1).drawDeck()).doesNotContain(friend);
  }

  @Test
  @DisplayName("revealRandom: a card of the opponent's hand, from the seed, shown to both; it stays in the hand")
  void revealRandom() throws CardLoadException {
    Position p = table();
    int a = p.hand(1, "f-p2");
    int b = p.hand(1, "ev-1");
    int event = p.hand(0, "t-peek");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.events(GameEvent.Revealed.class)).singleElement()
        .satisfies(r -> assertThat(r.card()).isIn(a, b));
    assertThat(g.s.player(1).hand()).containsExactlyInAnyOrder(a, b);
    int shown = g.events(GameEvent.Revealed.class).get(0).card();
    assertThat(PlayerView.events(g.events, g.s, 0)).anyMatch(e -> e instanceof GameEvent.Revealed r && r.card() == shown);
    Game again = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(again.events(GameEvent.Revealed.class).get(0).card()).as("the same seed, the same card").isEqualTo(shown);
  }

  @Test
  @DisplayName("drawFromBottom (409.4): the lowest cards are drawn, and the other player is not told which")
  void drawFromBottom() throws CardLoadException {
    Position p = table();
    int top = p.deck(0, "f-p1");
    int second = p.deck(0, "f-p2");
    int bottom = p.deck(0, "ev-1");
    int event = p.hand(0, "t-bottom");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).contains(bottom, second);
    assertThat(g.s.player(0).drawDeck()).containsExactly(top);
    assertThat(g.events(GameEvent.Drew.class)).hasSize(2);
    assertThat(names(PlayerView.events(g.events, g.s, 1), bottom)).isFalse();
    assertThat(names(PlayerView.events(g.events, g.s, 1), second)).isFalse();
  }

  @Test
  @DisplayName("shuffleIntoDeck from hand (402.4): each hand joins its deck, shuffled from the seed; no card of it is named to the other player")
  void handsIntoDecks() throws CardLoadException {
    Position p = table();
    int mine = p.hand(0, "f-p2");
    int theirs = p.hand(1, "f-p1");
    p.deck(0, "ev-1");
    int event = p.hand(0, "t-hands");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).isEmpty();
    assertThat(g.s.player(1).hand()).isEmpty();
    assertThat(g.s.player(0).drawDeck()).hasSize(2).contains(mine);
    assertThat(g.s.player(1).drawDeck()).containsExactly(theirs);
    assertThat(g.events(GameEvent.Shuffled.class)).hasSize(2);
    assertThat(names(PlayerView.events(g.events, g.s, 1), mine)).isFalse();
    assertThat(names(PlayerView.events(g.events, g.s, 0), theirs)).isFalse();
    assertThat(PlayerView.of(g.s, 1).seats().get(0).drawDeckCount()).isEqualTo(2);
  }

  @Test
  @DisplayName("shuffleIntoDeck from the discard pile (402.4): the pile is empty and the deck holds it")
  void discardPileIntoDeck() throws CardLoadException {
    Position p = table();
    int old = p.discard(0, "f-p2");
    int event = p.hand(0, "t-piles");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).drawDeck()).containsExactly(old);
    assertThat(g.s.player(0).discard()).as("only the Event just played").containsExactly(event);
  }

  @Test
  @DisplayName("eventToTop (401.3, 408): the Event goes on top of its owner's deck, not to the discard pile, and can be drawn again")
  void eventToTop() throws CardLoadException {
    Position p = table();
    int under = p.deck(0, "f-p2");
    int event = p.hand(0, "t-again");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).as("the next effect drew it back").containsExactly(event);
    assertThat(g.s.player(0).drawDeck()).containsExactly(under);
    assertThat(g.s.player(0).discard()).isEmpty();
    assertThat(StateInvariants.violations(g.s)).isEmpty();
    assertThat(g.events(GameEvent.PutOnTop.class)).singleElement().satisfies(e -> assertThat(e.card()).isEqualTo(event));
  }

  @Test
  @DisplayName("revealTop until (402.4, 706.1): cards are revealed to all until a Friend; it enters play, the others stay and the deck is shuffled")
  void revealUntil() throws CardLoadException {
    Position p = table();
    int first = p.deck(1, "ev-1");
    int second = p.deck(1, "res-home");
    int friend = p.deck(1, "f-p2");
    int last = p.deck(1, "ev-1");
    int event = p.hand(0, "t-until");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.inPlay(friend).controller()).isEqualTo(0);
    assertThat(g.s.player(1).drawDeck()).containsExactlyInAnyOrder(first, second, last);
    assertThat(g.events(GameEvent.Revealed.class)).extracting(GameEvent.Revealed::card).containsExactly(first, second, friend);
    assertThat(g.events(GameEvent.Shuffled.class)).hasSize(1);
    assertThat(PlayerView.events(g.events, g.s, 1)).as("every revealed card is public")
        .filteredOn(e -> e instanceof GameEvent.Revealed).hasSize(3);

    Position none = table();
    none.deck(1, "ev-1");
    int again = none.hand(0, "t-until");
    Game n = Game.start(none).act(new Action.PlayCard(0, again, null));
    assertThat(n.events(GameEvent.Revealed.class)).hasSize(1);
    assertThat(n.events(GameEvent.Shuffled.class)).as("shuffled even when nothing fit").hasSize(1);
  }

  @Test
  @DisplayName("lookAtTop with bottom (402.3): one card kept on top, then \"no\", then the bottom order chosen; the other player never sees which cards")
  void lookAtTopOrBottom() throws CardLoadException {
    Position p = table();
    int a = p.deck(0, "f-p1");
    int b = p.deck(0, "f-p2");
    int c = p.deck(0, "ev-1");
    int rest = p.deck(0, "res-home");
    int event = p.hand(0, "t-look");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TOP_ORDER);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(a, b, c);
    PlayerView other = PlayerView.of(g.s, 1);
    assertThat(other.decision().options()).as("the other player sees no options").isEmpty();
    assertThat(other.legalActions()).isEmpty();
    g.choose(b);
    assertThat(PlayerView.of(g.s, 1).resolving().chosen()).as("the card kept on top so far is the looker's secret").isEmpty();
    assertThat(PlayerView.of(g.s, 0).resolving().chosen()).containsExactly(b);
    assertThat(Engine.legalActions(g.s)).as("\"no\" is offered while the bottom is still open")
        .anyMatch(x -> x instanceof Action.Answer ans && ans.meaning() == Action.Meaning.NO);
    g.act(new Action.Answer(0, Action.Meaning.NO));
    assertThat(g.s.decision().kind()).as("the bottom order is chosen too").isEqualTo(DecisionKind.TOP_ORDER);
    assertThat(Engine.legalActions(g.s)).noneMatch(x -> x instanceof Action.Answer);
    g.choose(c);
    assertThat(g.s.player(0).drawDeck()).containsExactly(b, rest, c, a);
    assertThat(PlayerView.events(g.events, g.s, 1)).noneMatch(e -> names(List.of(e), a) || names(List.of(e), b)
        || names(List.of(e), c));
  }

  @Test
  @DisplayName("revealTop count 3: all three shown to both; with may you take one Friend or none, then order the others on top")
  void revealSeveralTakeOneOrderTheRest() throws CardLoadException {
    Position p = table();
    int f1 = p.deck(0, "f-p1");
    int ev = p.deck(0, "ev-1");
    int f2 = p.deck(0, "f-p2");
    int under = p.deck(0, "res-home");
    int event = p.hand(0, "t-three");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.events(GameEvent.Revealed.class)).extracting(GameEvent.Revealed::card).containsExactly(f1, ev, f2);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TAKE_REVEALED);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(f1, f2);
    assertThat(Engine.legalActions(g.s)).as("may: taking none is offered")
        .anyMatch(x -> x instanceof Action.Answer ans && ans.meaning() == Action.Meaning.NO);
    Game take = new Game(g.s).choose(f2);
    assertThat(take.s.decision().kind()).isEqualTo(DecisionKind.TOP_ORDER);
    take.choose(ev);
    assertThat(take.s.player(0).hand()).containsExactly(f2);
    assertThat(take.s.player(0).drawDeck()).containsExactly(ev, f1, under);
    assertThat(take.s.player(0).tokens()).isEqualTo(6);
    Game none = new Game(g.s).act(new Action.Answer(0, Action.Meaning.NO));
    none.choose(f2).choose(ev);
    assertThat(none.s.player(0).hand()).isEmpty();
    assertThat(none.s.player(0).drawDeck()).containsExactly(f2, ev, f1, under);
    assertThat(none.s.player(0).tokens()).as("took none: the next effect did not happen").isEqualTo(5);
  }

  @Test
  @DisplayName("revealTop count 3 without may: the one Friend is taken by the engine, the others go to the discard pile")
  void revealSeveralOneFits() throws CardLoadException {
    Position p = table();
    int e1 = p.deck(0, "ev-1");
    int f = p.deck(0, "f-p1");
    int r = p.deck(0, "res-home");
    int event = p.hand(0, "t-mill");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).hand()).containsExactly(f);
    assertThat(g.s.player(0).discard()).contains(e1, r);
    assertThat(g.s.player(0).drawDeck()).isEmpty();
  }

  @Test
  @DisplayName("bottomToTop (402.2): the bottom card goes on top, and no event names it to anyone")
  void bottomToTop() throws CardLoadException {
    Position p = table();
    int top = p.deck(0, "f-p1");
    int bottom = p.deck(0, "f-p2");
    int event = p.hand(0, "t-dig");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.player(0).drawDeck()).containsExactly(bottom, top);
    assertThat(names(PlayerView.events(g.events, g.s, 1), bottom)).isFalse();
  }

  @Test
  @DisplayName("search into play (518, 706.1): only cards that can enter at home are offered; the one found is revealed and enters play at home")
  void searchIntoPlay() throws CardLoadException {
    Position p = table();
    int friend = p.deck(0, "f-p2");
    p.deck(0, "res-problem");
    int other = p.deck(0, "f-p1");
    int event = p.hand(0, "t-summon");
    Game g = Game.start(p).act(new Action.PlayCard(0, event, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.SEARCH);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(friend, other);
    g.choose(friend);
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.home(0));
    assertThat(g.s.player(0).hand()).doesNotContain(friend);
    assertThat(PlayerView.events(g.events, g.s, 1)).anyMatch(e -> e instanceof GameEvent.Revealed r && r.card() == friend);
  }
}
