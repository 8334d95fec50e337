package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import org.ponytable.engine.state.Decision;
import org.ponytable.engine.state.DecisionKind;

/** A cost in a replacement (710, 707.2a): "you may pay 1 / exhaust this card to ... instead". */
class ReplacementCostTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return RuleCards.POOL.with(new CardLoader().loadString("""
          [{"id": "rc-guard", "type": "friend", "title": "Guard", "power": 1, "cost": 0, "abilities": [
             {"kind": "replacement", "if": {"would": "frightened", "subject": {"type": "friend", "other": true}},
              "may": true, "costs": [{"pay": "tokens", "amount": 1}], "instead": [{"do": "dismiss", "target": "it"}]}]},
           {"id": "rc-watch", "type": "friend", "title": "Watch", "power": 1, "cost": 0, "abilities": [
             {"kind": "replacement", "if": {"would": "dismissed", "subject": {"type": "friend", "other": true}},
              "may": true, "costs": [{"pay": "exhaustThis"}], "instead": [{"do": "sendHome", "target": "it"}]}]},
           {"id": "rc-scare", "type": "event", "title": "Scare", "power": 0, "cost": 0,
            "effects": [{"do": "frighten", "target": {"each": {"player": "opponent", "type": "friend", "title": "y1"}}}]},
           {"id": "rc-purge", "type": "event", "title": "Purge", "power": 0, "cost": 0,
            "effects": [{"do": "dismiss", "target": {"each": {"player": "opponent", "type": "friend", "title": "y1"}}}]}
          ]""", "replacement-costs.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  private static Position table() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    return p;
  }

  @Test
  @DisplayName("710, 707.2a: 'you may pay 1 to dismiss it instead': offered while its controller has 1 token, paid as it applies")
  void tokensPaidAsItApplies() {
    Position p = table();
    int guard = p.play(1, "rc-guard", Area.home(1));
    int target = p.play(1, "y1", Area.problem(1));
    int scare = p.hand(0, "rc-scare");
    p.tokens(1, 2);
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.decision()).isEqualTo(new Decision(DecisionKind.REPLACEMENT, 1, List.of(guard)));
    g.choose(guard);
    assertThat(g.s.inPlay(target)).as("dismissed instead").isNull();
    assertThat(g.s.player(1).discard()).contains(target);
    assertThat(g.s.player(1).tokens()).isEqualTo(1);
    assertThat(g.events(GameEvent.Frightened.class)).isEmpty();
  }

  @Test
  @DisplayName("707.2a: a replacement whose cost can't be paid doesn't apply: with no tokens the Friend is frightened")
  void unpaidDoesNotApply() {
    Position p = table();
    p.play(1, "rc-guard", Area.home(1));
    int target = p.play(1, "y1", Area.problem(1));
    int scare = p.hand(0, "rc-scare");
    Game g = Game.start(p).act(new Action.PlayCard(0, scare, null));
    assertThat(g.s.inPlay(target).frightened()).isTrue();
    assertThat(g.events(GameEvent.Replaced.class)).isEmpty();
  }

  @Test
  @DisplayName("503.2, 707.2a: 'you may exhaust this card to ... instead' exhausts it, and an exhausted card can't pay again")
  void exhaustThisOnce() {
    Position p = table();
    int watch = p.play(1, "rc-watch", Area.home(1));
    int target = p.play(1, "y1", Area.problem(1));
    int purge = p.hand(0, "rc-purge");
    int purge2 = p.hand(0, "rc-purge");
    Game g = Game.start(p).act(new Action.PlayCard(0, purge, null)).choose(watch);
    assertThat(g.s.inPlay(target).area()).as("sent home instead").isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(watch).exhausted()).isTrue();
    g.pass().act(new Action.PlayCard(0, purge2, null));
    assertThat(g.s.inPlay(target)).as("Watch is exhausted: dismissed this time").isNull();
  }

  @Test
  @DisplayName("710.2: the loader refuses a replacement cost that would ask for a choice, and a cost without 'may'")
  void refusesCostsThatAsk() {
    assertThatThrownBy(() -> new CardLoader().loadString("""
        {"id": "rc-bad", "type": "friend", "title": "Bad", "power": 1, "cost": 0, "abilities": [
          {"kind": "replacement", "if": {"would": "dismissed"}, "may": true,
           "costs": [{"pay": "retire", "filter": {"type": "friend"}}], "instead": [{"do": "exhaust", "target": "this"}]}]}""",
        "bad.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("\"exhaustThis\" or \"tokens\" only");
    assertThatThrownBy(() -> new CardLoader().loadString("""
        {"id": "rc-bad2", "type": "friend", "title": "Bad", "power": 1, "cost": 0, "abilities": [
          {"kind": "replacement", "if": {"would": "dismissed"},
           "costs": [{"pay": "exhaustThis"}], "instead": [{"do": "ready", "target": "this"}]}]}""",
        "bad.json")).isInstanceOf(CardLoadException.class).hasMessageContaining("give \"may\": true");
  }
}
