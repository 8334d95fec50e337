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
        "effects": [{"do": "shuffleIntoDeck", "from": "discardPile"}]}]
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
}
