package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;

/** The trigger words "played" (609.2a, not 706.1) and "movedByController" (506.1c), rulings.md. */
class PlayedTriggerTest {
  private static final String CARDS = """
      [{"id": "t-played", "type": "friend", "title": "Played", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "played",
                       "effects": [{"do": "gainTokens", "amount": 5}]}]},
       {"id": "t-back", "type": "event", "title": "Back", "power": 0, "cost": 0,
        "effects": [{"do": "putIntoPlay", "from": "discardPile"}]},
       {"id": "t-mine", "type": "friend", "title": "Mine", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "movedByController",
                       "effects": [{"do": "draw", "amount": 1}]}]},
       {"id": "t-any", "type": "friend", "title": "Any", "power": 1, "cost": 1,
        "abilities": [{"kind": "triggered", "when": "moved",
                       "effects": [{"do": "draw", "amount": 1}]}]},
       {"id": "t-shove", "type": "event", "title": "Shove", "power": 0, "cost": 0,
        "effects": [{"do": "move", "target": {"each": {"player": "opponent", "type": "friend"}}, "to": "home"}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
  }

  @Test
  @DisplayName("609.2a: playing the card from hand triggers \"played\"")
  void playingTriggers() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3);
    int card = p.hand(0, "t-played");
    Game g = Game.start(p).act(new Action.PlayCard(0, card, Area.home(0)));
    assertThat(g.s.inPlay(card)).isNotNull();
    assertThat(g.s.player(0).tokens()).as("3 - 1 paid + 5 gained").isEqualTo(7);
  }

  @Test
  @DisplayName("706.1: a card an effect puts into play enters play but is not played")
  void putIntoPlayIsNotPlaying() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 3);
    int card = p.discard(0, "t-played");
    int back = p.hand(0, "t-back");
    Game g = Game.start(p).act(new Action.PlayCard(0, back, null));
    assertThat(g.s.inPlay(card)).isNotNull();
    assertThat(g.s.player(0).tokens()).as("nothing gained").isEqualTo(3);
  }

  @Test
  @DisplayName("506.1c, 609.2b: its controller moving it triggers \"movedByController\"")
  void controllerMoves() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int mine = p.play(0, "t-mine", Area.home(0));
    int hand = p.build().player(0).hand().size();
    Game g = Game.start(p).act(new Action.Move(0, mine, Area.problem(0)));
    assertThat(g.s.inPlay(mine).area()).isEqualTo(Area.problem(0));
    assertThat(g.s.player(0).hand()).as("drew one").hasSize(hand + 1);
  }

  @Test
  @DisplayName("506.1c: an opponent's effect moving it triggers \"moved\" but not \"movedByController\"")
  void opponentMoves() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int mine = p.play(1, "t-mine", Area.problem(1));
    int any = p.play(1, "t-any", Area.problem(1));
    int shove = p.hand(0, "t-shove");
    int hand = p.build().player(1).hand().size();
    Game g = Game.start(p).act(new Action.PlayCard(0, shove, null));
    assertThat(g.s.inPlay(mine).area()).isEqualTo(Area.home(1));
    assertThat(g.s.inPlay(any).area()).isEqualTo(Area.home(1));
    assertThat(g.s.player(1).hand()).as("only \"moved\" drew").hasSize(hand + 1);
  }
}
