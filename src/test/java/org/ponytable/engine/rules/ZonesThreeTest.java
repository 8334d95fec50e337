package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.event.GameEvent;
import org.ponytable.engine.state.Area;

/** Issue 11, zones: the words about discard piles, banished cards and putting into play (rule 4, 406, 407, 706). */
class ZonesThreeTest {
  private static final String CARDS = """
      [{"id": "t-phoenix", "type": "friend", "title": "Phoenix", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "triggered", "when": "entersDiscardPile", "effects": [{"do": "gainTokens", "amount": 1}]}]},
       {"id": "t-watch", "type": "resource", "title": "Watch", "power": 0, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "triggered", "when": "discardPileFromPlay", "subject": {"player": "you", "type": "friend"},
                       "effects": [{"do": "draw", "amount": 1}]}]},
       {"id": "t-cleaner", "type": "friend", "title": "Cleaner", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}],
                       "effects": [{"do": "discard", "player": "you"}]}]},
       {"id": "t-zapper", "type": "friend", "title": "Zapper", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}],
                       "effects": [{"do": "dismiss", "target": {"choose": {"type": "friend", "other": true}}}]}]},
       {"id": "t-hug", "type": "friend", "title": "Hug", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}],
                       "effects": [{"do": "banishFor", "target": {"choose": {"player": "opponent", "type": "friend"}},
                                    "back": "thisLeavesPlay", "toHand": true}]}]},
       {"id": "t-curator", "type": "friend", "title": "Curator", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "playFromDiscard", "cards": {"type": "friend"}}]},
       {"id": "t-bedtime", "type": "resource", "title": "Bedtime", "power": 0, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "replacement", "if": {"would": "putIntoHand", "subject": {"type": "friend"}},
                       "instead": [{"do": "banish", "target": "it"}]}]},
       {"id": "t-bouncer", "type": "friend", "title": "Bouncer", "power": 1, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "activated", "timing": "main", "costs": [{"pay": "exhaustThis"}],
                       "effects": [{"do": "putIntoHand", "target": {"choose": {"player": "opponent", "type": "friend"}}}]}]},
       {"id": "t-ball", "type": "resource", "title": "Ball", "power": 0, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "continuous", "affects": {"player": "you", "type": "friend", "where": "here"},
                       "while": {"count": {"player": "you", "type": "friend", "where": "here"}, "atLeast": 2},
                       "cant": ["leavePlay"]}]},
       {"id": "t-sense", "type": "resource", "title": "Sense", "power": 0, "cost": 1, "colors": ["yellow"],
        "abilities": [{"kind": "replacement", "if": {"would": "discard", "player": "you"},
                       "instead": [{"do": "handCardToTop"}]}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("406, 409.3: a card discarded from the hand triggers its own ability from the discard pile; not from play, so discardPileFromPlay stays quiet")
  void discardedFromHandTriggersFromThePile() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int cleaner = p.play(0, "t-cleaner", Area.home(0));
    p.play(0, "t-watch", Area.home(0));
    int phoenix = p.hand(0, "t-phoenix");
    Game g = Game.start(p);
    int hand = g.s.player(0).hand().size();
    g.act(new Action.Activate(0, cleaner, 0, -1));
    assertThat(g.s.player(0).discard()).contains(phoenix);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(g.s.player(0).hand()).hasSize(hand - 1);
    assertThat(g.events).noneMatch(e -> e instanceof GameEvent.Drew);
  }

  @Test
  @DisplayName("409.1: a dismissed Friend is put into the discard pile from play: both triggers see it, the card's own from the pile (513.4: its owner controls it)")
  void dismissedFromPlayTriggersBoth() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int zapper = p.play(0, "t-zapper", Area.home(0));
    p.play(0, "t-watch", Area.home(0));
    int phoenix = p.play(0, "t-phoenix", Area.home(0));
    Game g = Game.start(p);
    g.act(new Action.Activate(0, zapper, 0, -1));
    assertThat(g.s.player(0).discard()).contains(phoenix);
    // 511.5: both wait together; their controller orders them.
    assertThat(g.s.decision().kind()).isEqualTo(org.ponytable.engine.state.DecisionKind.TRIGGER_ORDER);
    g.choose(phoenix);
    assertThat(g.s.player(0).tokens()).isEqualTo(1);
    assertThat(g.events).anyMatch(e -> e instanceof GameEvent.Drew d && d.player() == 0);
  }

  @Test
  @DisplayName("407, 409.5: banished until this card leaves play, then into its owner's hand, not into play")
  void banishedUntilThisLeavesPlayThenToHand() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int hug = p.play(0, "t-hug", Area.home(0));
    int zapper = p.play(0, "t-zapper", Area.home(0));
    int theirs = p.play(1, "f-p1", Area.home(1));
    Game g = Game.start(p);
    g.act(new Action.Activate(0, hug, 0, -1));
    assertThat(g.s.player(1).banished()).contains(theirs);
    g.pass(); // 705.2f: Bo has priority; his pass gives it back to Ann
    g.act(new Action.Activate(0, zapper, 0, -1));
    if (g.s.decision().kind() == org.ponytable.engine.state.DecisionKind.TARGET) {
      g.choose(hug);
    }
    assertThat(g.s.inPlay(hug)).isNull();
    assertThat(g.s.player(1).banished()).doesNotContain(theirs);
    assertThat(g.s.player(1).hand()).contains(theirs);
    assertThat(g.s.inPlay(theirs)).isNull();
  }

  @Test
  @DisplayName("404, 609.2: a card in play lets its controller play the Friends of their own discard pile as from their hand; nothing else, and not the opponent")
  void playFromTheDiscardPileByACardInPlay() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3);
    p.play(0, "t-curator", Area.home(0));
    int friend = p.discard(0, "f-y1");
    int theirs = p.discard(1, "f-p1");
    int curatorInPile = p.discard(0, "t-curator");
    Game g = Game.start(p);
    assertThat(Engine.legalActions(g.s)).contains(new Action.PlayCard(0, friend, Area.home(0)))
        .noneMatch(a -> a.card() == theirs);
    g.act(new Action.PlayCard(0, friend, Area.home(0)));
    assertThat(g.s.inPlay(friend).area()).isEqualTo(Area.home(0));
    assertThat(g.s.player(0).discard()).containsExactly(curatorInPile);

    Position q = AbilityTable.base(pool()).tokens(0, 3);
    int alone = q.discard(0, "f-y1");
    q.discard(0, "t-curator");
    Game h = Game.start(q);
    assertThat(Engine.legalActions(h.s)).noneMatch(a -> a.card() == alone);
  }

  @Test
  @DisplayName("409, 710: a Friend that would be put into its owner's hand from play is banished instead")
  void putIntoHandReplaced() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int bouncer = p.play(0, "t-bouncer", Area.home(0));
    p.play(1, "t-bedtime", Area.home(1));
    int theirs = p.play(1, "f-p1", Area.home(1));
    Game g = Game.start(p);
    g.act(new Action.Activate(0, bouncer, 0, -1));
    assertThat(g.s.player(1).hand()).doesNotContain(theirs);
    assertThat(g.s.player(1).banished()).contains(theirs);
    assertThat(g.events).noneMatch(e -> e instanceof GameEvent.PutIntoHand);
  }

  @Test
  @DisplayName("104.2, 409: a Friend that can't leave play stays when an effect would dismiss it or put it into a hand; the can't holds only while its condition does")
  void cantLeavePlay() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int zapper = p.play(0, "t-zapper", Area.home(0));
    int bouncer = p.play(0, "t-bouncer", Area.home(0));
    p.play(1, "t-ball", Area.home(1));
    int a = p.play(1, "f-p1", Area.home(1));
    int b = p.play(1, "f-p1", Area.home(1));
    Game g = Game.start(p);
    g.act(new Action.Activate(0, bouncer, 0, -1));
    if (g.s.decision().kind() == org.ponytable.engine.state.DecisionKind.TARGET) {
      g.choose(a);
    }
    assertThat(g.s.inPlay(a)).isNotNull();
    assertThat(g.s.player(1).hand()).doesNotContain(a);
    g.pass();
    g.act(new Action.Activate(0, zapper, 0, -1));
    if (g.s.decision().kind() == org.ponytable.engine.state.DecisionKind.TARGET) {
      g.choose(b);
    }
    assertThat(g.s.inPlay(b)).isNotNull();

    // With one Friend there the condition fails, and it leaves as usual.
    Position q = AbilityTable.base(pool()).tokens(0, 0);
    int bouncer2 = q.play(0, "t-bouncer", Area.home(0));
    q.play(1, "t-ball", Area.home(1));
    int alone = q.play(1, "f-p1", Area.home(1));
    Game h = Game.start(q);
    h.act(new Action.Activate(0, bouncer2, 0, -1));
    assertThat(h.s.inPlay(alone)).isNull();
    assertThat(h.s.player(1).hand()).contains(alone);
  }

  @Test
  @DisplayName("409.3, 710, 401.3: a card its player would discard goes on top of their deck instead; it is not discarded")
  void discardReplacedToTheTopOfTheDeck() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 0);
    int cleaner = p.play(0, "t-cleaner", Area.home(0));
    p.play(0, "t-sense", Area.home(0));
    int card = p.hand(0, "f-y1");
    Game g = Game.start(p);
    g.act(new Action.Activate(0, cleaner, 0, -1));
    assertThat(g.s.player(0).hand()).doesNotContain(card);
    assertThat(g.s.player(0).discard()).doesNotContain(card);
    assertThat(g.s.player(0).drawDeck().get(0)).isEqualTo(card);
    assertThat(g.events).noneMatch(e -> e instanceof GameEvent.Discarded);
  }
}
