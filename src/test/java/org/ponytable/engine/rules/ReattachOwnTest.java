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

/** Reattaching only a player's own Resources between their own Friends (509.5). */
class ReattachOwnTest {
  private static final CardPool POOL = pool();

  private static CardPool pool() {
    try {
      return AbilityTable.POOL.with(new CardLoader().loadString("""
          [{"id": "k-hat", "type": "resource", "title": "Hat", "power": 1, "cost": 0, "abilities": [
             {"kind": "attachment", "host": {"type": "friend"}}]},
           {"id": "k-pal", "type": "friend", "title": "Pal", "power": 1, "cost": 0},
           {"id": "k-shuffle-own", "type": "event", "title": "Shuffle Own", "power": 0, "cost": 0, "effects": [
             {"do": "reattach", "player": "you"}]}]""",
          "reattach-own.json"));
    } catch (CardLoadException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("509.5: with player you, a Resource on your Friend goes to another of your Friends, never to an opponent's")
  void onlyBetweenYourFriends() {
    Position p = AbilityTable.base(POOL);
    int from = p.play(0, "k-pal", Area.home(0));
    int to = p.play(0, "k-pal", Area.home(0));
    p.play(1, "k-pal", Area.home(1));
    int theirs = p.play(1, "k-pal", Area.home(1));
    int hat = p.play(0, "k-hat", Area.home(0));
    p.update(hat, c -> c.withHost(from));
    int theirHat = p.play(1, "k-hat", Area.home(1));
    p.update(theirHat, c -> c.withHost(theirs));
    int shuffle = p.hand(0, "k-shuffle-own");
    Game g = Game.start(p).act(new Action.PlayCard(0, shuffle, null));
    assertThat(g.s.inPlay(hat).host()).as("the only choice: your hat, your other Friend").isEqualTo(to);
    assertThat(g.s.inPlay(theirHat).host()).isEqualTo(theirs);
  }
}
