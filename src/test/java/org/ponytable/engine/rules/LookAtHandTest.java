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
import org.ponytable.engine.state.DecisionKind;
import org.ponytable.engine.view.PlayerView;

/**
 * The effect word "lookAtHand" (404.1: a hand is not public): only the looker sees the hand, while
 * choosing too; a revealed hand is seen by all; the card chosen is discarded by its owner (409.3).
 */
class LookAtHandTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "h-peek", "type": "event", "title": "Peek", "power": 0, "cost": 0, "effects": [
             {"do": "lookAtHand"}]},
           {"id": "h-pick", "type": "event", "title": "Pick", "power": 0, "cost": 0, "effects": [
             {"do": "lookAtHand", "discard": true, "filter": {"type": "friend"}}]},
           {"id": "h-maybe", "type": "event", "title": "Maybe", "power": 0, "cost": 0, "effects": [
             {"do": "lookAtHand", "reveal": true, "discard": true, "upTo": true}]}]""",
          "look-at-hand.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("404.1: looking at the opponent's hand names each card to the looker alone; the owner's and others' logs learn nothing")
  void onlyTheLookerSees() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int a = p.hand(1, "f-y1");
    int b = p.hand(1, "f-p1");
    int peek = p.hand(0, "h-peek");
    Game g = Game.start(p).act(new Action.PlayCard(0, peek, null));
    List<GameEvent.LookedAt> looks = g.events(GameEvent.LookedAt.class);
    assertThat(looks.stream().map(GameEvent.LookedAt::card).toList()).containsAll(List.of(a, b))
        .containsExactlyInAnyOrderElementsOf(g.s.player(1).hand());
    for (GameEvent e : PlayerView.events(List.copyOf(looks), g.s, 0)) {
      assertThat(((GameEvent.LookedAt) e).card()).as("the looker's log names the card").isNotNegative();
    }
    for (GameEvent e : PlayerView.events(List.copyOf(looks), g.s, 1)) {
      assertThat(((GameEvent.LookedAt) e).card()).as("the other log names none").isEqualTo(-1);
    }
    assertThat(g.s.player(1).hand()).as("looking takes nothing").contains(a, b);
  }

  @Test
  @DisplayName("404.1, 409.3: the looker chooses a matching card while seeing the hand; only their view offers it; its owner discards it")
  void chooseAndDiscard() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int a = p.hand(1, "f-y1");
    int b = p.hand(1, "f-p1");
    int event = p.hand(1, "h-peek");
    int pick = p.hand(0, "h-pick");
    Game g = Game.start(p).act(new Action.PlayCard(0, pick, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.TARGET);
    assertThat(g.s.decision().player()).isZero();
    assertThat(g.s.decision().options()).as("only the Friends").contains(a, b).doesNotContain(event);
    PlayerView looker = PlayerView.of(g.s, 0);
    assertThat(looker.decision().options()).contains(a, b);
    PlayerView owner = PlayerView.of(g.s, 1);
    assertThat(owner.decision().options()).as("the other player sees no options").isEmpty();
    assertThat(looker.seats().get(1).hand()).as("no hand shown outside the choice").isEmpty();
    g.choose(b);
    assertThat(g.s.player(1).hand()).doesNotContain(b).contains(a, event);
    assertThat(g.s.player(1).discard()).contains(b);
    assertThat(g.events(GameEvent.Discarded.class)).contains(new GameEvent.Discarded(1, b));
  }

  @Test
  @DisplayName("404.1, 712.3: a revealed hand is seen by all; 'you may choose' lets the chooser take none")
  void revealAndMayChooseNone() {
    Position p = AbilityTable.base(POOL).tokens(0, 1);
    int a = p.hand(1, "f-y1");
    int maybe = p.hand(0, "h-maybe");
    Game g = Game.start(p).act(new Action.PlayCard(0, maybe, null));
    List<GameEvent.Revealed> shown = g.events(GameEvent.Revealed.class);
    assertThat(shown).anyMatch(r -> r.card() == a);
    for (GameEvent e : PlayerView.events(List.copyOf(shown), g.s, 1)) {
      assertThat(((GameEvent.Revealed) e).card()).isNotNegative();
    }
    assertThat(Engine.legalActions(g.s)).anyMatch(x -> x instanceof Action.Answer ans && ans.meaning() == Action.Meaning.NO_MORE);
    int hand = g.s.player(1).hand().size();
    g.act(new Action.Answer(0, Action.Meaning.NO_MORE));
    assertThat(g.s.player(1).hand()).hasSize(hand);
    assertThat(g.s.resolving()).isNull();
  }
}
