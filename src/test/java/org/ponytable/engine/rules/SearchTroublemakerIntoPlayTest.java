package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.action.Action.Meaning;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.DecisionKind;

/** "search your deck for a Troublemaker and put it into play face-up" (518, 306.1, 706.1). */
class SearchTroublemakerIntoPlayTest {
  private static final String CARDS = """
      [{"id": "t-call", "type": "event", "title": "Call", "power": 0, "cost": 0,
        "effects": [{"do": "search", "filter": {"type": "troublemaker"}, "into": "play"},
                    {"do": "draw", "amount": 1}]}]
      """;

  private static Position table() throws CardLoadException {
    CardPool pool = AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "t.json"));
    Position p = new Position(pool).turn(3, 0).tokens(0, 5);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "pr-any");
    p.problem(1, "pr-any");
    return p;
  }

  @Test
  @DisplayName("518.1, 306.1: the Troublemaker found enters face-up at the Problem its player chooses; the deck is shuffled; the rest happens")
  void foundTroublemakerEntersFaceUpWhereChosen() throws CardLoadException {
    Position p = table();
    int tm = p.deck(0, "tm-2");
    p.deck(0, "f-y1");
    p.deck(0, "f-y2");
    int call = p.hand(0, "t-call");
    Game g = Game.start(p).act(new Action.PlayCard(0, call, null));
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.SEARCH);
    assertThat(g.s.decision().options()).containsExactly(tm);
    g.choose(tm);
    assertThat(g.s.decision().kind()).isEqualTo(DecisionKind.AREA);
    assertThat(g.s.decision().options()).containsExactlyInAnyOrder(Area.problem(0).code(), Area.problem(1).code());
    // Until it goes into play it stays in the deck: a card in no zone would tell the other player's
    // view (and the computer's sampler, which rebuilds the zones from it) that a card was set aside.
    assertThat(g.s.player(0).drawDeck()).contains(tm).hasSize(3);
    g.act(new Action.Choose(0, DecisionKind.AREA, Area.problem(1).code()));
    assertThat(g.s.inPlay(tm).area()).isEqualTo(Area.problem(1));
    assertThat(g.s.inPlay(tm).faceDown()).isFalse();
    assertThat(g.s.player(0).drawDeck()).doesNotContain(tm).hasSize(1);
    assertThat(g.s.player(0).hand()).as("the draw after it happened").hasSize(1);
  }

  @Test
  @DisplayName("518.1: the searcher may find nothing; no Troublemaker enters play")
  void findNothing() throws CardLoadException {
    Position p = table();
    int tm = p.deck(0, "tm-2");
    int call = p.hand(0, "t-call");
    Game g = Game.start(p).act(new Action.PlayCard(0, call, null));
    g.act(new Action.Answer(0, Meaning.FIND_NOTHING));
    assertThat(g.s.inPlay(tm)).isNull();
  }
}
