package org.ponytable.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ponytable.engine.terms.CardColor.YELLOW;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.ponytable.engine.Position;
import org.ponytable.engine.ability.Ability;
import org.ponytable.engine.ability.Effect;
import org.ponytable.engine.ability.EventText;
import org.ponytable.engine.ability.Filter;
import org.ponytable.engine.ability.Target;
import org.ponytable.engine.ability.Timing;
import org.ponytable.engine.ability.Who;
import org.ponytable.engine.card.CardDef;
import org.ponytable.engine.card.CardPool;
import org.ponytable.engine.terms.CardType;
import org.ponytable.engine.state.Area;
import org.ponytable.engine.state.GameState;

/**
 * DeadEnds.proven (rulings.md, "A game nobody can win"): both decks empty (605.1, 515.1) and,
 * by an optimistic bound, nobody can confront a Problem (611.3) or beat a Troublemaker (514.5a).
 * RuleCards' Manes have 1 power (2 Boosted) and the any4 Problems ask for 4 power.
 */
class DeadEndsTest {
  /** A Friend that gives itself +3 power: it can help its player score. */
  static final CardDef PUMP = CardDef.builder("dead-pump", CardType.FRIEND, "Pump").cost(1).power(1).colors(YELLOW)
      .abilities(new Ability.Continuous(null, Filter.THIS, new Ability.Change(3, null, Set.of()), Set.of())).build();
  /** A Friend whose only ability frightens: it can only hinder. */
  static final CardDef SCARE = CardDef.builder("dead-scare", CardType.FRIEND, "Scare").cost(1).power(1).colors(YELLOW)
      .abilities(new Ability.Activated(Timing.MAIN_PHASE, List.of(),
          List.of(new Effect.Apply(Effect.Verb.FRIGHTEN, new Target.Choose(Filter.of(Who.OPPONENT, CardType.FRIEND), 1), null)),
          null)).build();
  /** An Event that scores a point. */
  static final CardDef GIFT = CardDef.builder("dead-gift", CardType.EVENT, "Gift").cost(1).power(1).colors(YELLOW)
      .event(new EventText(Timing.MAIN_PHASE, List.of(new Effect.Score(1)))).build();
  static final CardPool POOL = RuleCards.POOL.with(List.of(PUMP, SCARE, GIFT));

  private static Position manesOnly() {
    Position p = new Position(POOL).turn(3, 0);
    p.mane(0, "mane-sun");
    p.mane(1, "mane-star");
    p.problem(0, "any4");
    p.problem(1, "any4");
    return p;
  }

  private static boolean dead(Position p) {
    GameState s = p.start();
    return DeadEnds.proven(s);
  }

  @Test
  @DisplayName("605.1, 515.1, 611.3: both decks empty and nobody can gather the power a Problem asks: a proven dead end")
  void nobodyCanConfront() {
    assertThat(dead(manesOnly())).isTrue();
  }

  @Test
  @DisplayName("605.1: a card left in either draw deck could still be drawn, so it is not proven")
  void aCardInADeck() {
    Position p = manesOnly();
    p.deck(1, "y1");
    assertThat(dead(p)).isFalse();
  }

  @Test
  @DisplayName("611.3: a Friend in hand counts: Boosted Mane 2 + 2 meets any4")
  void aFriendInHandCouldConfront() {
    Position p = manesOnly();
    p.hand(0, "f-y2");
    assertThat(dead(p)).isFalse();
    Position weaker = manesOnly();
    weaker.hand(0, "y1");
    assertThat(dead(weaker)).isTrue();
  }

  @Test
  @DisplayName("514.4, 514.5a: a challenger who can beat an opposing Troublemaker could still score; a tie can't be broken with no flips")
  void troublemakers() {
    Position tie = manesOnly();
    tie.play(1, "tm-2", Area.problem(1));
    assertThat(dead(tie)).as("2 against 2").isTrue();
    Position win = manesOnly();
    win.play(1, "tm-2", Area.problem(1));
    win.play(0, "y1", Area.home(0));
    assertThat(dead(win)).as("3 against 2").isFalse();
    Position inHand = manesOnly();
    inHand.hand(1, "tm-2");
    inHand.play(0, "y1", Area.home(0));
    assertThat(dead(inHand)).as("a Troublemaker its owner may still play").isFalse();
  }

  @Test
  @DisplayName("Abilities: a card that could raise power or score keeps the game open; one that only frightens does not")
  void abilities() {
    Position pump = manesOnly();
    pump.play(0, "dead-pump", Area.home(0));
    assertThat(dead(pump)).isFalse();
    Position gift = manesOnly();
    gift.hand(1, "dead-gift");
    assertThat(dead(gift)).isFalse();
    Position scare = manesOnly();
    scare.play(0, "dead-scare", Area.home(0));
    assertThat(dead(scare)).isTrue();
  }

  @Test
  @DisplayName("103: a game already over is not a dead end")
  void overIsNotDead() {
    GameState s = manesOnly().start();
    GameState over = Engine.apply(s, new org.ponytable.engine.action.Action.AgreeDraw(0)).state();
    assertThat(DeadEnds.proven(over)).isFalse();
  }
}
