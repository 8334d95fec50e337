package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.cards.CardLoadException;
import org.ponytable.cards.CardLoader;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.action.Action;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/**
 * The filter parts of issue 11: {@code otherThan} (not the card a trigger, an attachment or a
 * choice names) and {@code withAttached} / {@code withoutAttached} (509: what is attached to it).
 */
class OtherAndAttachedFiltersTest {
  private static final String CARDS = """
      [{"id": "o-plain", "type": "friend", "title": "Plain", "power": 1, "cost": 1},
       {"id": "o-hat", "type": "resource", "title": "Hat", "power": 1, "cost": 0, "traits": ["Accessory"],
        "abilities": [{"kind": "attachment", "host": {"type": "friend"}}]},
       {"id": "o-stage", "type": "friend", "title": "Stage", "power": 1, "cost": 0,
        "abilities": [{"kind": "continuous", "affects": {"type": "friend", "withAttached": {"trait": "Accessory"}}, "power": 2},
                      {"kind": "continuous", "affects": {"type": "friend", "withoutAttached": {"trait": "Accessory"}, "other": true},
                       "power": -1}]},
       {"id": "o-cheer", "type": "friend", "title": "Cheer", "power": 1, "cost": 0,
        "abilities": [{"kind": "triggered", "when": "entersPlay", "subject": {"type": "friend", "other": true},
                       "effects": [{"do": "modify", "target": {"each": {"type": "friend", "otherThan": "it", "other": true}},
                                    "power": 1, "until": "turn"}]}]},
       {"id": "o-pin", "type": "resource", "title": "Pin", "power": 1, "cost": 0,
        "abilities": [{"kind": "attachment", "host": {"type": "friend"}},
                      {"kind": "continuous", "affects": {"type": "friend", "otherThan": "host"}, "power": 1}]}]
      """;

  private static CardPool pool() throws CardLoadException {
    return AbilityTable.POOL.with(new CardLoader().loadString(CARDS, "others.json"));
  }

  /** 509: an attachment is in its host's area, attached to it. */
  private static void attach(Position p, int owner, String defId, int host) {
    int a = p.play(owner, defId, Area.home(owner));
    p.update(a, c -> c.withHost(host));
  }

  private static int power(GameState s, int card) {
    return Stats.power(s, s.inPlay(card));
  }

  @Test
  @DisplayName("509: Friends with an Accessory attached get +2; other Friends without one get -1")
  void withAndWithoutAnAttachment() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int stage = p.play(0, "o-stage", Area.home(0));
    int dressed = p.play(0, "o-plain", Area.home(0));
    int bare = p.play(1, "o-plain", Area.home(1));
    attach(p, 0, "o-hat", dressed);
    GameState s = Engine.resume(p.build()).state();
    assertThat(power(s, dressed)).as("with the Hat").isEqualTo(3);
    assertThat(power(s, bare)).as("without").isEqualTo(0);
    assertThat(power(s, stage)).as("the card itself is left out of the second").isEqualTo(1);
  }

  @Test
  @DisplayName("712, 701: 'when a Friend enters play, each other Friend gets +1': the Friend the trigger is about is left out")
  void otherThanIt() throws CardLoadException {
    Position p = AbilityTable.base(pool()).tokens(0, 5);
    int cheer = p.play(0, "o-cheer", Area.home(0));
    int old = p.play(0, "o-plain", Area.home(0));
    int newcomer = p.hand(0, "o-plain");
    Game g = Game.start(p).act(new Action.PlayCard(0, newcomer, Area.home(0))).passUntil(st -> st.actor() == 0);
    assertThat(power(g.s, old)).isEqualTo(2);
    assertThat(power(g.s, newcomer)).as("the Friend that entered play").isEqualTo(1);
    assertThat(power(g.s, cheer)).as("the card itself ('other')").isEqualTo(1);
  }

  @Test
  @DisplayName("509: an attachment's 'other Friends' leave out the card it is attached to; words and bad input")
  void otherThanTheHost() throws CardLoadException {
    Position p = AbilityTable.base(pool());
    int host = p.play(0, "o-plain", Area.home(0));
    int friend = p.play(0, "o-plain", Area.home(0));
    attach(p, 0, "o-pin", host);
    GameState s = Engine.resume(p.build()).state();
    assertThat(power(s, host)).isEqualTo(1);
    assertThat(power(s, friend)).isEqualTo(2);
    Ability.Continuous pin = (Ability.Continuous) pool().get("o-pin").face().abilities().get(1);
    assertThat(org.ponytable.engine.ability.Words.filter(pin.affects(), true))
        .isEqualTo("Friends other than the card this one is attached to");
    CardLoadException e = catchThrowableOfType(CardLoadException.class, () -> new CardLoader().loadString("""
        [{"id": "b1", "type": "friend", "title": "B", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "affects": {"otherThan": "them"}, "power": 1}]},
         {"id": "b2", "type": "friend", "title": "C", "power": 1, "cost": 1,
          "abilities": [{"kind": "continuous", "affects": {"withAttached": {"colour": "blue"}}, "power": 1}]}]
        """, "bad.json"));
    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains("/0/abilities/0/affects/otherThan").contains("them")
        .contains("/1/abilities/0/affects/withAttached").contains("colour");
  }
}
